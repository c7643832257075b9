import { idToPointer } from '../ids.ts';
import type { EngineFormContext } from '../form-context.ts';

const MARK = { fontWeight: 'var(--chakra-font-weights-normal)', color: 'var(--chakra-colors-fg-muted)' } as const;

/**
 * Whether a control counts as required: RJSF's `required` (its step's schema), or a top-level
 * field the whole form requires now (the form context's `requiredFields`).
 */
export function isRequiredNow(required: boolean | undefined, id: string, formContext: unknown): boolean {
  if (required) return true;
  const fields = (formContext as EngineFormContext | undefined)?.requiredFields;
  if (!fields?.size) return false;
  const pointer = idToPointer(id);
  return pointer.lastIndexOf('/') === 0 && fields.has(pointer.slice(1).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** ' (optional)' after the label of a field that is not required. */
export function OptionalMark() {
  return (
    <>
      {' '}
      <span style={MARK}>(optional)</span>
    </>
  );
}
