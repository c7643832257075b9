import { describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { preloadRoute, registerPreload } from './route-preload.ts';

describe('preloadRoute', () => {
  it("starts the chunk of each lazy element the path matches, and no other's, in a task of its own", async () => {
    const page = <p>Page</p>;
    const other = <p>Other</p>;
    const loadPage = vi.fn(async () => ({}));
    const loadOther = vi.fn(async () => ({}));
    registerPreload(page, loadPage);
    registerPreload(other, loadOther);
    const routes: RouteObject[] = [
      { path: '/', element: <main />, children: [{ path: '/area/:id', element: page }, { path: '/other', element: other }] },
    ];
    preloadRoute(matchRoutes(routes, '/area/42'), '/area/42', () => undefined, []);
    expect(loadPage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
    expect(loadOther).not.toHaveBeenCalled();
  });

  it("starts the catalog form a page renders at another route, and the form at the path's own route", async () => {
    const intro = <p>Intro</p>;
    registerPreload(intro, async () => ({}), '/wizard/:stepId');
    const entries = [
      { id: 'wizard-form', version: 1, title: 'Wizard', route: '/wizard/:stepId', host: 'wizard' as const, audience: 'LevyPayer' as const },
      { id: 'page-form', version: 1, title: 'Page', route: '/page', host: 'page' as const, audience: 'LevyPayer' as const },
    ];
    const routes: RouteObject[] = [{ path: '/wizard', element: intro }, { path: '/page', element: <p>Page</p> }];
    const prefetched: string[] = [];
    expect(preloadRoute(matchRoutes(routes, '/wizard'), '/wizard', (id) => prefetched.push(id), entries)).toEqual({ form: entries[0], part: 'form' });
    expect(preloadRoute(matchRoutes(routes, '/page'), '/page', (id) => prefetched.push(id), entries)).toEqual({ form: entries[1], part: 'form' });
    expect(prefetched).toEqual([]);
    await vi.waitFor(() => expect(prefetched).toEqual(['wizard-form', 'page-form']));
    expect(preloadRoute(matchRoutes(routes, '/elsewhere'), '/elsewhere', (id) => prefetched.push(id), entries)).toBeUndefined();
  });

  it('prefers the form a page names to one whose route its path also matches', async () => {
    const intro = <p>Intro</p>;
    registerPreload(intro, async () => ({}), '/wizard/:stepId');
    const entries = [
      { id: 'any-page-form', version: 1, title: 'Any', route: '/:anything', host: 'page' as const, audience: 'LevyPayer' as const },
      { id: 'wizard-form', version: 1, title: 'Wizard', route: '/wizard/:stepId', host: 'wizard' as const, audience: 'LevyPayer' as const },
    ];
    const prefetched: string[] = [];
    preloadRoute(matchRoutes([{ path: '/wizard', element: intro }], '/wizard'), '/wizard', (id) => prefetched.push(id), entries);
    await vi.waitFor(() => expect(prefetched).toEqual(['wizard-form']));
  });

  it("starts only the manifest of a form whose page shows no more of it at first", async () => {
    const intro = <p>Intro</p>;
    registerPreload(intro, async () => ({}), '/wizard/:stepId', 'manifest');
    const entries = [{ id: 'wizard-form', version: 1, title: 'Wizard', route: '/wizard/:stepId', host: 'wizard' as const, audience: 'LevyPayer' as const }];
    const prefetched: string[] = [];
    const first = preloadRoute(matchRoutes([{ path: '/wizard', element: intro }], '/wizard'), '/wizard', (id, part) => prefetched.push(`${id} ${part}`), entries);
    expect(first).toEqual({ form: entries[0], part: 'manifest' });
    await vi.waitFor(() => expect(prefetched).toEqual(['wizard-form manifest']));
  });

  it('leaves a failed early load to the page to report', async () => {
    const page = <p>Page</p>;
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    registerPreload(page, load);
    expect(() => preloadRoute(matchRoutes([{ path: '/x', element: page }], '/x'), '/x', () => undefined, [])).not.toThrow();
    // Its rejection, once the load has run, is no unhandled one (the test run would fail on it).
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
