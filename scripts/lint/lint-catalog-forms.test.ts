import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalog, type CatalogForm } from '../codegen/load-catalog.ts';
import { lintCatalogForms } from './lint-catalog-forms.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const forms = loadCatalog(join(root, 'forms'));

/** The pointer of the first `ui:widget` in a ui.json, if any. */
function firstWidget(ui: unknown, path = ''): string | undefined {
  if (!ui || typeof ui !== 'object' || Array.isArray(ui)) return undefined;
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string') return path;
    const found = key.startsWith('ui:') ? undefined : firstWidget(value, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

function withWidget(form: CatalogForm, pointer: string, widget: string): CatalogForm {
  const ui = structuredClone(form.uiSchema) as Record<string, unknown>;
  const node = pointer.split('/').slice(1).reduce((at, key) => (at as Record<string, unknown>)[key], ui as unknown) as Record<string, unknown>;
  node['ui:widget'] = widget;
  return { ...form, uiSchema: ui };
}

describe('lintCatalogForms', () => {
  it('names an unknown widget once, at its pointer, with the widgets there are', () => {
    const form = forms.find((candidate) => firstWidget(candidate.uiSchema) !== undefined)!;
    const pointer = firstWidget(form.uiSchema)!;
    const problems = lintCatalogForms(forms.map((each) => (each === form ? withWidget(form, pointer, 'noSuchWidget') : each))).get(form.id) ?? [];
    const aboutWidget = problems.filter((problem) => problem.includes('noSuchWidget') || problem.includes(`${pointer}/ui:widget`));
    expect(aboutWidget).toHaveLength(1);
    expect(aboutWidget[0]).toMatch(/^ui\.json#.*\/ui:widget: must be one of "text", /);
  });
});
