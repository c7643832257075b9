/**
 * Which project ids in a save mean "a new draft": none, the literal 'new-project' the intro sets
 * (spec 3 s2.1), or an id with a temporary prefix ('temp-' or 'tmp-', s2.2: treated as unsaved).
 */
export const NEW_PROJECT_ID = 'new-project';
const TEMPORARY = /^te?mp[-_:]/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DraftTarget = { kind: 'new' } | { kind: 'existing'; projectId: string } | { kind: 'unknown' };

export function draftTarget(projectId: unknown): DraftTarget {
  if (projectId === undefined || projectId === null || projectId === '' || projectId === NEW_PROJECT_ID) return { kind: 'new' };
  if (typeof projectId !== 'string') return { kind: 'unknown' };
  if (TEMPORARY.test(projectId)) return { kind: 'new' };
  return UUID.test(projectId) ? { kind: 'existing', projectId } : { kind: 'unknown' };
}
