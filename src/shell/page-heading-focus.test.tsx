import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { useEffect, useState } from 'react';
import { TITLE_PART } from '../../engine/react/index.ts';
import { FOCUS_PAGE_STATE, pageTitle, SITE_TITLE, usePageHeadingFocus } from './page-heading-focus.ts';

function Shell() {
  usePageHeadingFocus('main');
  return (
    <>
      <Link to="/b">Go to B</Link>
      <div role="menu" aria-label="Account">
        <button role="menuitem">Logout</button>
      </div>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading appears a moment later, as a lazy page's does. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(id);
  }, []);
  return ready ? <h1>Page B</h1> : <p>Loading page...</p>;
}

/** A page that places focus itself (a wizard's step title): left alone. */
function FocusingPage() {
  useEffect(() => document.getElementById('own')?.focus(), []);
  return (
    <>
      <h1>Page C</h1>
      <input id="own" aria-label="Own field" />
    </>
  );
}

function QueryButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/a?page=2')}>Next page</button>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/a', element: <><h1>Page A</h1><QueryButton /></> },
          { path: '/b', element: <LatePage /> },
          { path: '/c', element: <FocusingPage /> },
          { path: '/d', element: <><h1>Page D</h1><h2 {...{ [TITLE_PART]: '' }}>Step two</h2></> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('page title and focus per route', () => {
  afterEach(cleanup);

  it('titles each page by its h1 and the portal name', () => {
    expect(pageTitle('Manage profile')).toBe(`Manage profile - ${SITE_TITLE}`);
    expect(pageTitle('  ')).toBe(SITE_TITLE);
    renderAt('/a');
    expect(document.title).toBe(`Page A - ${SITE_TITLE}`);
    // The first page keeps the browser's focus where it is.
    expect(document.activeElement).toBe(document.body);
  });

  it("names the page's current part (a wizard's step) before its h1", () => {
    renderAt('/d');
    expect(document.title).toBe(`Step two - Page D - ${SITE_TITLE}`);
  });

  it("moves focus to the new page's h1 once it renders, and retitles", async () => {
    const router = renderAt('/a');
    screen.getByRole('link', { name: 'Go to B' }).focus();
    await act(() => router.navigate('/b'));
    const heading = await screen.findByRole('heading', { name: 'Page B', level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(document.title).toBe(`Page B - ${SITE_TITLE}`);
  });

  it('leaves focus a page has placed itself, and query changes alone', async () => {
    const router = renderAt('/a');
    await act(() => router.navigate('/c'));
    expect(document.activeElement).toBe(screen.getByLabelText('Own field'));
    await act(() => router.navigate('/a'));
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await act(async () => next.click());
    expect(router.state.location.search).toBe('?page=2');
    expect(document.activeElement).toBe(next);
  });

  it('leaves focus in an open menu the user is working in when the heading arrives late', async () => {
    const router = renderAt('/a');
    await act(() => router.navigate('/b'));
    const item = screen.getByRole('menuitem', { name: 'Logout' });
    item.focus();
    await screen.findByRole('heading', { name: 'Page B', level: 1 });
    expect(document.activeElement).toBe(item);
  });

  it('leaves focus the user has moved to another control while the page was loading', async () => {
    const router = renderAt('/a');
    await act(() => router.navigate('/b'));
    const link = screen.getByRole('link', { name: 'Go to B' });
    link.focus();
    await screen.findByRole('heading', { name: 'Page B', level: 1 });
    expect(document.activeElement).toBe(link);
  });

  it('focuses the new page once the menu item that chose it has let go of focus, heading first or closing first', async () => {
    for (const headingFirst of [true, false]) {
      const router = renderAt('/a');
      const item = screen.getByRole('menuitem', { name: 'Logout' });
      item.focus();
      await act(() => router.navigate('/b'));
      if (headingFirst) await screen.findByRole('heading', { name: 'Page B', level: 1 });
      expect(document.activeElement).toBe(item);
      // The menu closes: its item goes, and focus with it.
      act(() => item.blur());
      const heading = await screen.findByRole('heading', { name: 'Page B', level: 1 });
      await vi.waitFor(() => expect(document.activeElement).toBe(heading));
      cleanup();
    }
  });

  it('focuses the page on screen when a menu item chooses it again', async () => {
    const router = renderAt('/a');
    const heading = screen.getByRole('heading', { name: 'Page A', level: 1 });
    const item = screen.getByRole('menuitem', { name: 'Logout' });
    item.focus();
    await act(() => router.navigate('/a', { state: FOCUS_PAGE_STATE }));
    act(() => item.blur());
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    // A query change after it moves nothing.
    act(() => heading.blur());
    await act(() => router.navigate('/a?page=2'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });
});
