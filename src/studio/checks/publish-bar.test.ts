import { describe, expect, it } from 'vitest';
import type { DraftChecks } from '../studio-api.ts';
import { needsRelease, publishBlocker } from './publish-bar.tsx';

const clean: DraftChecks = { lint: [], fixtures: { passed: 3, failed: 0, results: [] }, breaking: [] };

describe('publishBlocker', () => {
  it('lets a checked, clean draft be published', () => {
    expect(publishBlocker(clean, false)).toBeUndefined();
  });

  it('refuses until the draft is checked, and while the latest edit is being checked', () => {
    expect(publishBlocker(undefined, false)).toMatch(/nothing has been checked/);
    expect(publishBlocker(clean, true)).toMatch(/being checked/);
  });

  it('refuses while an editor holds text that is not valid JSON, naming the files', () => {
    expect(publishBlocker(clean, false, ['form.json'])).toBe('form.json is not valid JSON: the draft and its checks are of the last valid text. Correct it to publish.');
    expect(publishBlocker(clean, false, ['form.json', 'fixtures/a.json'])).toMatch(/^form\.json, fixtures\/a\.json are not valid JSON/);
    expect(publishBlocker(clean, false, [])).toBeUndefined();
  });

  it('names what blocks: lint first, then failing fixtures, then the breaking rules', () => {
    expect(publishBlocker({ ...clean, lint: [{ file: 'ui.json', pointer: '/a', message: 'm' }] }, false)).toBe('Lint must be clean: 1 problem.');
    expect(publishBlocker({ ...clean, fixtures: { passed: 1, failed: 2, results: [] } }, false)).toBe('Every fixture must pass: 2 failed.');
    expect(publishBlocker({ ...clean, breaking: [{ rule: 'enum-value-removed', pointer: '/x', message: 'm' }] }, false)).toContain('(enum-value-removed)');
  });

  it('refuses a draft whose generated types differ, pointing to a developer release', () => {
    const types = [{ message: 'differ', live: 'export interface XData {\n  a: string;\n}', draft: 'export interface XData {\n  a: number;\n}' }];
    expect(publishBlocker({ ...clean, types }, false)).toMatch(/TypeScript types no longer accept.*developer release/);
    expect(needsRelease({ ...clean, types })).toBe(true);
    expect(needsRelease({ ...clean, types: [] })).toBe(false);
    expect(publishBlocker({ ...clean, types: [] }, false)).toBeUndefined();
  });
});
