import type { CompiledForm } from '../../../engine/core/types.ts';

/** The draft's compiled form as the preview loaded it, and the module URL it came from (none for the live revision). */
export interface CompiledDraft {
  url: string | undefined;
  form: CompiledForm | undefined;
}

/**
 * The compiled draft of exactly the files shown: what fixture updates may be checked against. Only
 * the module the latest check built counts, and only while no edit has come since.
 */
export function draftFormOf(compiled: CompiledDraft | undefined, moduleUrl: string | undefined, stale: boolean): CompiledForm | undefined {
  return moduleUrl && compiled?.url === moduleUrl && !stale ? compiled.form : undefined;
}
