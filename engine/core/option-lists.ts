/**
 * Choices a form takes from a context list (ui.json `ui:options.optionsFrom`, e.g. a lookup the
 * page loaded): what the list offers, and, on the server, an error at each such field holding a
 * value its list does not offer (a crafted request, or a lookup renamed since the form was filled).
 */
import { propertySchema, type JSONSchema7 } from './json-schema.ts';
import { joinPointer, pointerTokens, readPointer } from './pointer.ts';
import type { CompiledForm, FieldError } from './types.ts';

export interface ListOption {
  value: string | number;
  label: string;
}

/** The options of a context list of `{ name }` items or strings: the value is the name, or the item's key named by `valueKey`. */
export function listOptions(list: unknown, valueKey?: string): ListOption[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const name = typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name;
    if (typeof name !== 'string') return [];
    if (!valueKey) return [{ value: name, label: name }];
    const value = (item as Record<string, unknown> | null)?.[valueKey];
    return typeof value === 'string' || typeof value === 'number' ? [{ value, label: name }] : [];
  });
}

export interface ListField {
  /** The field's data pointer. */
  pointer: string;
  /** The context pointer of its list. */
  from: string;
  valueKey?: string;
}

const listFieldsOf = new WeakMap<object, ListField[]>();

/** Every field whose choices come from a context list, by data pointer (through object properties; array items are not followed). */
export function listFields(uiSchema: Record<string, unknown>): ListField[] {
  let found = listFieldsOf.get(uiSchema);
  if (found) return found;
  found = [];
  const walk = (node: Record<string, unknown>, pointer: string) => {
    const options = node['ui:options'] as Record<string, unknown> | undefined;
    if (typeof options?.optionsFrom === 'string') {
      found!.push({ pointer, from: options.optionsFrom, ...(typeof options.optionValue === 'string' ? { valueKey: options.optionValue } : {}) });
    }
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('ui:') || key === 'items' || !child || typeof child !== 'object' || Array.isArray(child)) continue;
      walk(child as Record<string, unknown>, `${pointer}${joinPointer(key)}`);
    }
  };
  walk(uiSchema, '');
  listFieldsOf.set(uiSchema, found);
  return found;
}

/**
 * The form's words for a choice its list lacks: the parent's `errorMessage.required` for the field
 * (what the form says when nothing is chosen), else the field's own `errorMessage` when it is one
 * text; undefined when it has neither (the catalog lint refuses such a list field).
 */
export function missingChoiceMessage(schema: JSONSchema7, pointer: string): string | undefined {
  const tokens = pointerTokens(pointer);
  const parent = propertySchema(schema, joinPointer(...tokens.slice(0, -1)));
  const required = parent?.errorMessage?.required?.[tokens[tokens.length - 1]];
  if (typeof required === 'string') return required;
  const own = propertySchema(schema, pointer)?.errorMessage;
  return typeof own === 'string' ? own : undefined;
}

/**
 * An error at each list field holding a value (not blank) that its list in `context` does not
 * offer. A field whose list the context lacks is not checked: the form was opened without it.
 */
export function unknownOptionErrors(form: CompiledForm, data: unknown, context: unknown): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of listFields(form.uiSchema)) {
    const value = readPointer(data, field.pointer);
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    const list = readPointer(context, field.from);
    if (!Array.isArray(list)) continue;
    if (listOptions(list, field.valueKey).some((option) => option.value === value)) continue;
    const message = missingChoiceMessage(form.schema, field.pointer);
    if (message === undefined) throw new Error(`Form ${form.manifest.id} has no message for an unknown choice at ${field.pointer}`);
    errors.push({ path: field.pointer, message });
  }
  return errors;
}
