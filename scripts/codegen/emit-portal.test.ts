import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emitPortal, portalProblems } from './emit-portal.ts';

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
