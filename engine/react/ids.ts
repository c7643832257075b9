/**
 * Field ids and JSON pointers. RJSF builds ids from `idPrefix` and `idSeparator`; we pin both so
 * an error's pointer (e.g. `/newStartDate`) maps to the control's id (`root.newStartDate`) and back,
 * for the error summary's links and for marking fields touched on blur.
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../core/types.ts';
import type { EngineFormContext } from './form-context.ts';

export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '.';

/** The control id for a JSON pointer. */
export function pointerToId(pointer: string): string {
  if (!pointer) return ID_PREFIX;
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return [ID_PREFIX, ...segments].join(ID_SEPARATOR);
}

/** The JSON pointer for a control id (ids of sub-controls such as `root.x__no` map to `/x`). */
export function idToPointer(id: string): string {
  const base = id.split('__')[0];
  if (base === ID_PREFIX) return '';
  const rest = base.startsWith(ID_PREFIX + ID_SEPARATOR) ? base.slice(ID_PREFIX.length + 1) : base;
  return rest
    .split(ID_SEPARATOR)
    .map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('');
}

/** Whether an error at `path` may show, given the touched pointers (a parent or child counts). */
export function isShown(path: string, touched: ReadonlySet<string>, showAll: boolean): boolean {
  if (showAll) return true;
  for (const t of touched) {
    if (t === path || path.startsWith(t + '/') || (t.startsWith(path + '/') && path !== '')) return true;
  }
  return false;
}

/** RJSF's nested error schema from field errors (messages kept verbatim, first per field). */
export function toErrorSchema(errors: readonly FieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    let node = root;
    const segments = path ? path.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')) : [];
    for (const s of segments) node = (node[s] ??= {}) as Record<string, unknown>;
    const list = ((node.__errors as string[] | undefined) ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return root as ErrorSchema;
}

/** The top-level field a data pointer inside the step is in ('/address/postcode' is in 'address'). */
export function topField(path: string): string {
  return (path.split('/')[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The id of a section's notice (form.json `notice`), which the controls it `describes` name. */
export const sectionNoticeId = (sectionId: string) => `notice-${sectionId}`;

/**
 * Ids that describe a control: its hint, its error, its warning (a field check's), when present,
 * and the notices showing about its field (form.json `describes`, from the form's `context`).
 */
export function describedBy(id: string, opts: { hint?: boolean; error?: boolean; warning?: boolean; context?: unknown }): string | undefined {
  const notices = (opts.context as EngineFormContext | undefined)?.noticesFor?.get(topField(idToPointer(id))) ?? [];
  const ids = [opts.hint && `${id}__description`, opts.error && `${id}__error`, opts.warning && `${id}__warning`, ...notices].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
