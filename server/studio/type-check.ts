/**
 * The publish gate's type check: the draft's generated TypeScript types must still accept every
 * value the live revision's types accept (data made with the live revision stays well typed).
 * Both come from the build's own emitter (`scripts/codegen/emit-types.ts`, which leaves wording
 * out) and the TypeScript compiler decides; a draft that narrows or retypes the data needs a
 * developer release (Export).
 */
import type { FormFiles } from '../../engine/core/form-files.ts';
import { bundleSchema } from '../../scripts/codegen/bundle-schema.ts';
import { dataTypeName, emitFormTypes } from '../../scripts/codegen/emit-types.ts';
import { contentHash } from './content-hash.ts';
import { incompatibilities } from './type-compatibility.ts';
import { catalogForm } from './form-compiler.ts';

export interface TypeChange {
  message: string;
  /** The generated types of the live revision and of the draft (what differs is shown as a line diff). */
  live: string;
  draft: string;
}

export const TYPES_CHANGED =
  'The draft’s generated TypeScript types no longer accept every value the live revision’s types accept: export the form for a developer release.';

/** The generated types of a form's files. */
export function typesOf(formId: string, files: FormFiles): Promise<string> {
  const bundled = bundleSchema(catalogForm(formId, files).schemaFile, { schema: files.schema, conditions: files.form.conditions ?? {} });
  return emitFormTypes(formId, bundled, '');
}

// The live revision's types, by its content hash: the same files always give the same types.
const liveTypes = new Map<string, Promise<string>>();
const MAX_CACHED = 100;

function cachedTypes(formId: string, files: FormFiles): Promise<string> {
  const key = `${formId} ${contentHash(files)}`;
  let types = liveTypes.get(key);
  if (!types) {
    if (liveTypes.size >= MAX_CACHED) liveTypes.delete(liveTypes.keys().next().value!);
    types = typesOf(formId, files);
    liveTypes.set(key, types);
    types.catch(() => liveTypes.delete(key));
  }
  return types;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The type change of the draft against the live files: none when equal (or nothing is live yet). */
export async function typeChanges(formId: string, live: FormFiles | undefined, draft: FormFiles): Promise<TypeChange[]> {
  if (!live) return [];
  let liveText: string;
  try {
    liveText = await cachedTypes(formId, live);
  } catch {
    // The live revision's types cannot be made again (e.g. a shared schema moved on): nothing to hold the draft to.
    return [];
  }
  try {
    const draftText = await typesOf(formId, draft);
    if (draftText === liveText) return [];
    const reasons = incompatibilities(liveText, draftText, dataTypeName(formId));
    return reasons.length ? [{ message: `${TYPES_CHANGED} ${reasons.join(' ')}`, live: liveText, draft: draftText }] : [];
  } catch (error) {
    return [{ message: `The draft’s TypeScript types cannot be generated: ${reason(error)}`, live: liveText, draft: '' }];
  }
}
