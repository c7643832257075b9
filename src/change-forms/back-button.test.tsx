import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { BackButton } from './back-button.tsx';

function renderAt(path: string): ReturnType<typeof createBrowserRouter> {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    { path: '/list', element: <h1>List</h1> },
    { path: '/list/item', element: <h1>Item</h1> },
    { path: '/list/item/form', element: <BackButton fallback="/list/item" /> },
  ]);
  renderWithChakra(<RouterProvider router={router} />);
  return router;
}

describe('BackButton', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('goes back to the previous page', async () => {
    const router = renderAt('/list');
    await act(() => router.navigate('/list/item/form'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'List' });
    expect(router.state.location.pathname).toBe('/list');
  });

  it('goes to its fallback when the page is the first the tab opened', async () => {
    const router = renderAt('/list/item/form');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Item' });
    expect(router.state.location.pathname).toBe('/list/item');
  });
});
