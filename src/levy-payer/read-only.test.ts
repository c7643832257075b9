import { describe, expect, it } from 'vitest';
import type { Project } from '../api/types.ts';
import { portal } from '../../generated/portal.gen.ts';
import { changeRefusal, isReadOnly, readOnlyText } from './read-only.ts';

const project = (status: string, readOnly = false) => ({ projectId: 'p', status, readOnly }) as unknown as Project;

describe('read-only projects and refused change requests (forms/portal.json)', () => {
  it('gives each read-only status its banner, and the fallback when the server alone says read-only', () => {
    for (const status of portal.readOnlyProjects.statuses) {
      expect(isReadOnly(project(status))).toBe(true);
      expect(changeRefusal(project(status))).toBe(portal.readOnlyProjects.banners[status]);
    }
    expect(readOnlyText(project('Submitted', true))).toBe(portal.readOnlyProjects.fallback);
  });

  it('refuses change requests in the refused statuses though they are not read-only, and allows them otherwise', () => {
    for (const [status, reason] of Object.entries(portal.changeRequests.refusedStatuses)) {
      expect(isReadOnly(project(status))).toBe(false);
      expect(changeRefusal(project(status))).toBe(reason);
    }
    expect(changeRefusal(project('Submitted'))).toBeNull();
  });
});
