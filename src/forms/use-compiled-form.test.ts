import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '../../engine/core/types.ts';
import { declaredContext } from './use-compiled-form.ts';

describe('declaredContext', () => {
  const entries = [{ id: 'test-form', version: 1, title: 'Test', host: 'page' as const, audience: 'LevyPayer' as const, context: ['project', 'organisation'] }];

  it("is the catalog's names until the form has loaded, so the page asks for them beside the form's code", () => {
    expect(declaredContext('test-form', undefined, entries)).toEqual(['project', 'organisation']);
    expect(declaredContext('unknown-form', undefined, entries)).toBeUndefined();
  });

  it("is the loaded revision's names once it has arrived (a published revision may declare others)", () => {
    const loaded = { manifest: { context: ['contact'] } } as unknown as CompiledForm;
    expect(declaredContext('test-form', loaded, entries)).toEqual(['contact']);
    const withoutContext = { manifest: {} } as unknown as CompiledForm;
    expect(declaredContext('test-form', withoutContext, entries)).toBeUndefined();
  });
});
