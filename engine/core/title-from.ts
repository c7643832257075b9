import type { JSONSchema7 } from './json-schema.ts';

/** A field's UI schema, as far as its title is concerned. */
type FieldUi = Record<string, unknown> | undefined;

/**
 * The title an object takes from one of its own values (`ui:options.titleFrom`, e.g. a question's
 * text), as the page shows it; and whether it labels the object's one shown field instead of a
 * group (the engine's object template), so that field's own title is not said.
 */
export function titleFromValue(node: JSONSchema7 | undefined, ui: FieldUi, value: unknown): { title?: string; labelsOnlyField: boolean } {
  const key = (ui?.['ui:options'] as { titleFrom?: unknown } | undefined)?.titleFrom;
  const title = typeof key === 'string' && value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (typeof title !== 'string' || !title) return { labelsOnlyField: false };
  const shown = Object.keys(node?.properties ?? {}).filter((name) => (ui?.[name] as FieldUi)?.['ui:widget'] !== 'hidden');
  return { title, labelsOnlyField: shown.length === 1 };
}
