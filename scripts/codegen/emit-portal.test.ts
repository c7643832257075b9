import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { emitPortal, portalProblems } from './emit-portal.ts';
import { loadCatalog } from './load-catalog.ts';

const portal = JSON.parse(readFileSync(new URL('../../forms/portal.json', import.meta.url), 'utf8'));
const withTiles = (tiles: unknown[]) => ({ ...portal, projectPage: { ...portal.projectPage, tiles } });

describe('forms/portal.json project page tiles', () => {
  it('accepts the catalog as it is', () => {
    expect(portalProblems(portal)).toEqual([]);
    expect(emitPortal(portal)).toContain('export const portal: PortalRules');
  });

  it('names each wrong tile at its pointer: neither or both targets, an unknown action or rule, no explanation', () => {
    const tiles = [
      { title: 'A', availability: 'editable', unavailableMessage: 'x' },
      { title: 'B', form: 'f', action: 'downloadConfirmation', availability: 'editable', unavailableMessage: 'x' },
      { title: 'C', action: 'print', availability: 'sometimes' },
    ];
    expect(portalProblems(withTiles(tiles))).toEqual([
      'forms/portal.json#/projectPage/tiles/0: a tile opens a form or runs a page action (one of them)',
      'forms/portal.json#/projectPage/tiles/1: a tile opens a form or runs a page action (one of them)',
      'forms/portal.json#/projectPage/tiles/2/unavailableMessage: required',
      "forms/portal.json#/projectPage/tiles/2/action: unknown page action 'print' (known: downloadConfirmation)",
      "forms/portal.json#/projectPage/tiles/2/availability: unknown rule 'sometimes' (known: editable, editableOrFinalised, finaliseAvailable, confirmationAvailable, certifierEditable)",
    ]);
    expect(() => emitPortal(withTiles(tiles))).toThrow(/tiles\/2\/action/);
  });

  it('requires the per-project upload quota as a positive whole number of bytes, with its message', () => {
    expect(portalProblems({ ...portal, documents: { projectQuotaBytes: 0 } })).toEqual([
      'forms/portal.json#/documents/projectQuotaBytes: a positive whole number of bytes is required',
      'forms/portal.json#/documents/projectQuotaMessage: required',
    ]);
    expect(portalProblems({ ...portal, documents: { projectQuotaBytes: 1.5, projectQuotaMessage: 'x' } })).toHaveLength(1);
  });
});

describe('forms/portal.json dashboard tiles', () => {
  const withDashboard = (dashboardTiles: unknown) => ({ ...portal, dashboardTiles });
  const forms = [
    { id: 'page-form', route: '/area/page-form', audience: 'LevyPayer' },
    { id: 'project-form', route: '/area/project/:projectId/x', audience: 'LevyPayer' },
    { id: 'other-form', route: '/other/form', audience: 'Certifier' },
  ];

  it('accepts the catalog as it is, against its own forms', () => {
    const catalog = loadCatalog(fileURLToPath(new URL('../../forms', import.meta.url)));
    expect(portalProblems(portal, catalog.map((form) => form.manifest))).toEqual([]);
  });

  it('names each wrong tile at its pointer', () => {
    const tiles = [
      { title: 'Fine', to: '/area/page', audience: 'LevyPayer' },
      { title: '', description: '', to: 'area/page', audience: 'Analyst' },
      { title: 'Both', to: '/area/page', form: 'page-form', audience: 'LevyPayer' },
      { title: 'Params', to: '/area/project/:projectId', audience: 'LevyPayer' },
      { title: 'Missing', form: 'gone', audience: 'LevyPayer' },
      { title: 'Needs a project', form: 'project-form', audience: 'LevyPayer' },
      { title: 'Wrong area', form: 'other-form', audience: 'LevyPayer' },
      { title: 'Good form', form: 'page-form', audience: 'LevyPayer' },
    ];
    expect(portalProblems(withDashboard(tiles), forms)).toEqual([
      'forms/portal.json#/dashboardTiles/1/title: required',
      'forms/portal.json#/dashboardTiles/1/description: a text when given',
      'forms/portal.json#/dashboardTiles/1/audience: one of LevyPayer, Certifier',
      'forms/portal.json#/dashboardTiles/1/to: an absolute path without parameters',
      'forms/portal.json#/dashboardTiles/2: a tile opens a page (to) or a catalog form (one of them)',
      'forms/portal.json#/dashboardTiles/3/to: an absolute path without parameters',
      "forms/portal.json#/dashboardTiles/4/form: no form 'gone' in the catalog",
      "forms/portal.json#/dashboardTiles/5/form: form 'project-form' has no route a tile can open without parameters",
      "forms/portal.json#/dashboardTiles/6/audience: form 'other-form' is for Certifier, not LevyPayer",
    ]);
    expect(portalProblems(withDashboard({}))).toEqual(['forms/portal.json#/dashboardTiles: a list of tiles is required']);
    expect(() => emitPortal(withDashboard(tiles), forms)).toThrow(/dashboardTiles\/1\/title/);
  });
});
