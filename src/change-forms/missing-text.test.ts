import { describe, expect, it } from 'vitest';
import type { CompiledForm } from '../../engine/core/types.ts';
import { missingItems } from './missing-text.ts';

// A test-only form: a reason and a files field, with or without the rule's own words.
function formWith(minFilesMessage?: string): CompiledForm {
  return {
    schema: { type: 'object', properties: { reason: { type: 'string', title: 'Reason' }, attached: { type: 'array', title: 'Evidence file' } } },
    manifest: {
      steps: [{ id: 'only', title: 'Only', dataPointer: '', sections: [{ id: 'main', title: 'Main', fields: ['reason', 'attached'] }] }],
      attachments: { field: 'attached', minFiles: 1, maxFiles: 1, maxFileSizeBytes: 1000, extensions: ['csv'], ...(minFilesMessage ? { minFilesMessage } : {}) },
    },
  } as unknown as CompiledForm;
}

describe('what keeps Submit disabled', () => {
  it("names missing files by the files field's title, once, when the rule gives no words of its own", () => {
    const errors = [{ path: '/reason', message: 'x' }, { path: '/attached', message: 'y' }];
    expect(missingItems(formWith(), errors, true)).toEqual(['Reason', 'Evidence file']);
    expect(missingItems(formWith(), [], true)).toEqual(['Evidence file']);
  });

  it("uses the rule's own words when it has them", () => {
    expect(missingItems(formWith('At least one evidence file'), [], true)).toEqual(['At least one evidence file']);
    expect(missingItems(formWith('At least one evidence file'), [], false)).toEqual([]);
  });
});
