import type { WidgetProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { EngineFormContext } from '../form-context.ts';
import { describedBy, idToPointer } from '../ids.ts';

/** The accessibility and state attributes every control carries. */
export function controlProps(props: WidgetProps) {
  const { id, htmlName, disabled, readonly, rawErrors, uiSchema, autofocus, registry } = props;
  const ui = getUiOptions(uiSchema);
  const hasError = !!rawErrors?.length;
  // Hints come from ui.json only: schema descriptions document the data, they are not UI text.
  const hint = typeof ui.description === 'string' && ui.description !== '';
  const warning = !!(registry?.formContext as EngineFormContext | undefined)?.fieldWarnings?.[idToPointer(id)];
  return {
    id,
    name: htmlName ?? id,
    disabled: disabled || undefined,
    readOnly: readonly || undefined,
    autoFocus: autofocus || undefined,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy(id, { hint, error: hasError, warning, context: registry?.formContext }),
    autoComplete: typeof ui.autocomplete === 'string' ? ui.autocomplete : undefined,
  };
}

/** Empty text means "no value": the schema's `required` speaks, not a type error on ''. */
/** A number as people write one: digits, an optional sign and decimal point (commas are dropped first). */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The value of typed text for a field of `schemaType`. A number field takes decimal notation
 * only, with at most `maxDecimals` places when given (cents for money): anything else ('1e5',
 * '0x10', '1.234' dollars) stays text, so the field's schema refuses it with its own message
 * rather than reading it as a number the user did not write. A leading `prefix` (the '$' shown
 * beside a money box) is read past.
 */
export function textToValue(
  text: string,
  schemaType: unknown,
  emptyValue: unknown,
  maxDecimals?: number,
  prefix?: string,
): unknown {
  if (text.trim() === '') return emptyValue;
  if (schemaType === 'number' || schemaType === 'integer') {
    let plain = text.replace(/,/g, '').trim();
    // People often type the unit the box already shows ('$200,000' in a '$' box).
    if (prefix && plain.startsWith(prefix)) plain = plain.slice(prefix.length).trim();
    if (!DECIMAL.test(plain)) return text;
    if (maxDecimals !== undefined && (plain.split('.')[1]?.length ?? 0) > maxDecimals) return text;
    return Number(plain);
  }
  return text;
}

export function valueToText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}
