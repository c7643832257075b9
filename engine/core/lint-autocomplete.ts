/**
 * The catalog linter's check that contact fields browsers can fill carry an autocomplete token
 * (DESIGN.md section 5): a phone or email field, known by its format (the shared phone and email
 * schemas) or its widget, needs `ui:autocomplete` or `ui:options.autocomplete` in ui.json.
 */
import { resolveRef, type JSONSchema7 } from './json-schema.ts';

/** The kinds of contact field checked, by format and by widget, with the token to suggest. */
const CONTACT_KINDS = [
  { kind: 'phone', label: 'a phone', formats: ['au-phone'], widgets: ['phone'], token: 'tel' },
  { kind: 'email', label: 'an email', formats: ['email'], widgets: ['email'], token: 'email' },
] as const;

type Ui = Record<string, unknown>;

const uiOf = (value: unknown): Ui => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Ui) : {});

function hasAutocomplete(ui: Ui): boolean {
  const options = uiOf(ui['ui:options']);
  return typeof ui['ui:autocomplete'] === 'string' || typeof options.autocomplete === 'string';
}

function walk(schema: JSONSchema7 | undefined, ui: Ui, root: JSONSchema7, path: string, problems: string[]): void {
  const node = resolveRef(root, schema);
  if (!node || ui['ui:widget'] === 'hidden' || ui['ui:field']) return;
  const widget = ui['ui:widget'];
  const contact = CONTACT_KINDS.find(
    (kind) => (kind.formats as readonly unknown[]).includes(node.format) || (kind.widgets as readonly unknown[]).includes(widget),
  );
  if (contact && !hasAutocomplete(ui)) {
    problems.push(`ui.json${path}: ${contact.label} field without an autocomplete hint; add "ui:options": { "autocomplete": "${contact.token}" } (or the token that fits, e.g. "work ${contact.token}")`);
  }
  for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, JSONSchema7>)) walk(property, uiOf(ui[name]), root, `${path}/${name}`, problems);
}

/** Every phone or email field of a form (at any depth of `properties`) that lacks an autocomplete token. */
export function lintAutocomplete(input: { schema: JSONSchema7; uiSchema: Record<string, unknown> }): string[] {
  const problems: string[] = [];
  walk(input.schema, input.uiSchema, input.schema, '', problems);
  return problems;
}
