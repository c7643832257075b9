import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { registerRoutes } from '../app/known-routes.ts';
import type { CatalogEntry } from '../../generated/registry.gen.ts';
import type { DashboardTile } from '../../generated/portal.gen.ts';
import { DashboardTiles, dashboardTileTarget } from './dashboard-tiles.tsx';

// Test-only tiles: pages of this test's router and a form the catalog does not have.
const TILES: DashboardTile[] = [
  { title: 'Start something', description: 'Begins a thing.', to: '/area/start', audience: 'LevyPayer' },
  { title: 'Not built', to: '/area/later', audience: 'LevyPayer' },
  { title: 'Other area', to: '/other/start', audience: 'Certifier' },
  { title: 'Missing form', form: 'no-such-form', audience: 'LevyPayer' },
];

function renderTiles(audience: DashboardTile['audience']) {
  const routes = [
    { path: '/area/start', element: <p>start</p> },
    { path: '/other/start', element: <p>other</p> },
    { path: '*', element: <DashboardTiles audience={audience} tiles={TILES} label="Area actions" /> },
  ];
  registerRoutes(routes);
  renderWithChakra(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
  return within(screen.getByRole('list', { name: 'Area actions' }));
}

describe('DashboardTiles', () => {
  it("shows the audience's tiles in order with their texts, a page not built yet disabled, a form not in the catalog left out", () => {
    const list = renderTiles('LevyPayer');
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Start somethingBegins a thing.', 'Not builtNot available yet.']);
    expect(list.getByRole('link', { name: 'Start something' }).getAttribute('href')).toBe('/area/start');
    expect(list.queryByText('Other area')).toBeNull();
    expect(list.queryByText('Missing form')).toBeNull();
  });

  it('shows another audience only its own tiles', () => {
    const list = renderTiles('Certifier');
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(['Other area']);
  });

  it('leads a form tile to its catalog route', () => {
    const entries = [{ id: 'test-form', route: '/area/test-form', audience: 'LevyPayer' }] as CatalogEntry[];
    expect(dashboardTileTarget({ title: 'T', form: 'test-form', audience: 'LevyPayer' }, entries)).toBe('/area/test-form');
    expect(dashboardTileTarget({ title: 'T', form: 'gone', audience: 'LevyPayer' }, entries)).toBeUndefined();
  });
});
