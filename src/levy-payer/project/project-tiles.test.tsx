import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithChakra } from '../../../engine/react/testing/render.tsx';
import type { Project } from '../../api/types.ts';
import { registerRoutes } from '../../app/known-routes.ts';
import { changeFormRoutes, changeForms } from '../../change-forms/form-routes.tsx';
import { PortalTestProviders } from '../../forms/portal-providers.test-support.tsx';
import type { ProjectTile } from '../../../generated/portal.gen.ts';

vi.mock('../../auth/index.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { ProjectTiles } = await import('./project-tiles.tsx');

// Test-only tiles over whichever change form the catalog has first (none is named here).
const formId = changeForms()[0].id;
const TILES: ProjectTile[] = [
  { title: 'Download it', action: 'downloadConfirmation', availability: 'confirmationAvailable', unavailableMessage: 'Not yet: pay first.' },
  { title: 'Change it', form: formId, availability: 'editableOrFinalised', unavailableMessage: 'Cannot change it.' },
  { title: 'Finish it', form: formId, availability: 'finaliseAvailable', unavailableMessage: 'Needs a confirmation.' },
  { title: 'Missing form', form: 'no-such-form', availability: 'editable', unavailableMessage: 'x' },
];
const project = (fields: Partial<Project>) => ({ projectId: 'p-1', projectNumber: 'LV0900006', status: 'Submitted', ...fields }) as Project;

function renderTiles(p: Project) {
  registerRoutes(changeFormRoutes());
  const router = createMemoryRouter([{ path: '*', element: <ProjectTiles project={p} tiles={TILES} /> }]);
  renderWithChakra(
    <PortalTestProviders>
      <RouterProvider router={router} />
    </PortalTestProviders>,
  );
  return within(screen.getByRole('list', { name: 'Project actions' }));
}

describe('ProjectTiles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links available form tiles to their catalog route, runs an action tile, and leaves out a form not in the catalog', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ blobUri: '/file.pdf' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const tiles = renderTiles(project({ confirmationAvailable: true, projectConfirmationSent: true }));
    expect(tiles.getByRole('link', { name: 'Change it' }).getAttribute('href')).toMatch(/^\/levies-payer-portal\/project\/p-1\//);
    expect(tiles.getByRole('link', { name: 'Finish it' })).toBeTruthy();
    expect(tiles.queryByText('Missing form')).toBeNull();
    await userEvent.setup().click(tiles.getByRole('button', { name: 'Download it' }));
    expect(fetch).toHaveBeenCalledWith('/api/project/downloadconfirmation?projectId=p-1&projectNumber=LV0900006', expect.anything());
  });

  it('disables each tile whose rule fails, saying why, when no confirmation exists', () => {
    const tiles = renderTiles(project({ confirmationAvailable: false, projectConfirmationSent: false }));
    expect(tiles.getByText('Not yet: pay first.')).toBeTruthy();
    expect(tiles.getByText('Needs a confirmation.')).toBeTruthy();
    // Each is a button that is there but off, described by why.
    const finish = tiles.getByRole('button', { name: 'Finish it' });
    expect(finish.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(finish.getAttribute('aria-describedby')!)?.textContent).toBe('Needs a confirmation.');
    expect(tiles.getByRole('button', { name: 'Download it' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('enables finalising once a confirmation was issued, though it cannot be downloaded now', () => {
    const tiles = renderTiles(project({ confirmationAvailable: false, projectConfirmationSent: true }));
    expect(tiles.getByRole('link', { name: 'Finish it' })).toBeTruthy();
    expect(tiles.getByText('Not yet: pay first.')).toBeTruthy();
  });

  it('keeps the cost-of-work style tile on a Finalised project, but not finalising again', () => {
    const tiles = renderTiles(project({ status: 'Finalised', readOnly: true, confirmationAvailable: true, projectConfirmationSent: true }));
    expect(tiles.getByRole('link', { name: 'Change it' })).toBeTruthy();
    expect(tiles.getByText('Needs a confirmation.')).toBeTruthy();
  });

  it('disables the change tiles of another read-only project', () => {
    const tiles = renderTiles(project({ status: 'OnHold', readOnly: true }));
    expect(tiles.getByText('Cannot change it.')).toBeTruthy();
    expect(tiles.queryByRole('link')).toBeNull();
  });
});
