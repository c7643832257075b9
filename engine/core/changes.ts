/**
 * Submissions that send only what changed (form.json `submit.kind` 'simple-change', e.g. a quick
 * edit of a project): the browser builds the payload, the server reads back which fields it changes.
 */
import type { CompiledForm, FormManifest } from './types.ts';

const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/** Whether the form's submission carries only the changed fields. */
export function sendsChangesOnly(manifest: FormManifest): boolean {
  return manifest.submit?.kind === 'simple-change';
}

/** Top-level fields that always go with a changes-only payload: the prefill (e.g. the project id) and the certification. */
function sentFields(manifest: FormManifest): Set<string> {
  const sent = new Set(Object.keys(manifest.prefill ?? {}).map((pointer) => pointer.split('/')[1]));
  if (manifest.certification) sent.add(manifest.certification);
  return sent;
}

/**
 * Top-level fields that are never a change: those always sent, and the derived values (e.g. the
 * project's start date a new finish date is checked against), which the server derives again
 * from its own record, so the payload leaves them out.
 */
function keptFields(manifest: FormManifest): Set<string> {
  const kept = sentFields(manifest);
  for (const rule of manifest.derived ?? []) kept.add(rule.field.split('/')[1]);
  return kept;
}

/** The top-level fields (other than the prefill, the certification and the derived values) whose value differs from the opening data. */
export function changedFields(manifest: FormManifest, opening: Record<string, unknown>, data: Record<string, unknown>): string[] {
  const kept = keptFields(manifest);
  const names = new Set([...Object.keys(opening), ...Object.keys(data)]);
  return [...names].filter((name) => !kept.has(name) && !same(opening[name], data[name])).sort();
}

/**
 * The payload of a changes-only submission: the changed fields (a field emptied is sent as
 * `null`, so the record's value is cleared), the prefill and the certification. Unchanged and
 * derived values are not sent.
 */
export function changesPayload(manifest: FormManifest, opening: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const name of sentFields(manifest)) if (data[name] !== undefined) payload[name] = data[name];
  for (const name of changedFields(manifest, opening, data)) payload[name] = data[name] ?? null;
  return payload;
}

/** Of these top-level field names, the ones a changes-only submission may change: all but the prefill, the certification and the derived values. */
export function changeableFields(manifest: FormManifest, names: Iterable<string>): string[] {
  const kept = keptFields(manifest);
  return [...names].filter((name) => !kept.has(name)).sort();
}

/** The fields a received changes-only payload changes. */
export function sentChanges(manifest: FormManifest, payload: Record<string, unknown>): string[] {
  return changeableFields(manifest, Object.keys(payload));
}

const refusedEmptyByForm = new WeakMap<CompiledForm, Map<string, boolean>>();

/** Whether the form's validator refuses the field sent emptied (`null`, as `changesPayload` sends it): an error at the field itself. */
function refusesEmptied(form: CompiledForm, name: string): boolean {
  let known = refusedEmptyByForm.get(form);
  if (!known) refusedEmptyByForm.set(form, (known = new Map()));
  let refused = known.get(name);
  if (refused === undefined) {
    const path = `/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    refused = !form.validate({ [name]: null }) && (form.validate.errors ?? []).some((error) => error.instancePath === path);
    form.validate.errors = null;
    known.set(name, refused);
  }
  return refused;
}

/**
 * The fields of a changes-only form that hold a value when it opens and that it would refuse
 * emptied (e.g. a date that may be changed but never cleared). Such a field may be left out of
 * what is sent (unchanged), so its schema does not require it; to the user it is required all
 * the same, and hosts do not mark it '(optional)'. Each field is checked once per form.
 */
export function fieldsThatCannotBeEmptied(form: CompiledForm, opening: Record<string, unknown>): string[] {
  if (!sendsChangesOnly(form.manifest)) return [];
  const held = Object.keys(opening).filter((name) => opening[name] !== undefined && opening[name] !== null && opening[name] !== '');
  return changeableFields(form.manifest, held).filter((name) => refusesEmptied(form, name));
}
