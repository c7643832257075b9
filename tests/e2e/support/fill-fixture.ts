/**
 * Fills a catalog form's step in the browser from a fixture's data, generically: each field of the
 * step's sections by its schema title and ui.json widget (text, date, money, select, yes/no,
 * radio cards), the fields of a group (e.g. an address) each by its own title, files attached
 * with the fixture's names, and the certification ticks by their titles. An ABN is typed and looked up with its 'Look up' button; a read-only field (ui.json's
 * `ui:readonly`, or locked by the form's state) is not typed into: it must show the fixture's
 * value, filled by a lookup or the context. What a user would do, found as a user would find it:
 * by label.
 */
import { expect, type Page } from '@playwright/test';
import type { CompiledForm, CompiledStep } from '../../../engine/core/types.ts';

type Schema = { title?: string; type?: string; enum?: unknown[]; $ref?: string; properties?: Record<string, Schema>; items?: Schema; const?: unknown };

const resolve = (schema: Schema, root: Schema): Schema => {
  let node = schema;
  while (node?.$ref?.startsWith('#/')) node = node.$ref.slice(2).split('/').reduce((at: unknown, key) => (at as Record<string, unknown>)[key], root) as Schema;
  return node;
};

/** The host's ABN lookup (the `abn` widget's Look up button calls it). */
const ABN_LOOKUP_PATH = '/api/organisation/abn';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function fillField(page: Page, schema: Schema, ui: Record<string, unknown>, value: unknown, root: Schema): Promise<void> {
  const node = resolve(schema, root);
  const widget = ui['ui:widget'] as string | undefined;
  // A title beside a $ref names this field; the shared definition's title is generic (e.g. 'Amount in dollars').
  const label = schema.title ?? node.title ?? '';
  if (widget === 'hidden' || value === undefined) return;
  if (Array.isArray(value)) {
    const files = value.map((item) => ({ name: String((item as { fileName: string }).fileName), mimeType: 'application/pdf', buffer: PDF }));
    await page.locator('input[type="file"]').first().setInputFiles(files);
    return;
  }
  if (node.type === 'object' && value && typeof value === 'object') {
    // A group (e.g. an address): each of its fields as a field of its own; the certification's ticks by their titles.
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const own = (value as Record<string, unknown>)[name];
      const tick = resolve(child, root);
      if (tick.type === 'boolean' && own === true && tick.title) await page.getByLabel(tick.title).check();
      else if (tick.type !== 'boolean') await fillField(page, child, (ui[name] ?? {}) as Record<string, unknown>, own, root);
    }
    return;
  }
  if (typeof value === 'boolean') {
    const group = page.getByRole('group', { name: label });
    await group.getByLabel(value ? 'Yes' : 'No', { exact: true }).check();
    return;
  }
  // The control, not a section headed with the same words (a section is labelled by its heading).
  const box = page.getByLabel(label, { exact: false }).and(page.locator('input, textarea, select')).first();
  if (ui['ui:readonly'] === true || !(await box.isEditable())) {
    await expect(box, `read-only '${label}' shows the fixture's value`).toHaveValue(String(value));
    return;
  }
  if (widget === 'abn') {
    await box.fill(String(value));
    const field = page.locator(`[data-field-id="${await box.getAttribute('id')}"]`);
    // The lookup's answer fills other fields: wait for it before typing into them.
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === ABN_LOOKUP_PATH);
    await field.getByRole('button', { name: 'Look up' }).click();
    await answered;
    // A lookup that finds nothing clears the ABN; one that finds it keeps its 11 digits.
    await expect(box, `the register knows the ABN in '${label}'`).toHaveValue(String(value).replace(/\s+/g, ''));
    return;
  }
  if (widget === 'select') await box.selectOption(String(value));
  else if (widget === 'radio' || widget === 'choiceCards') {
    const names = (ui['ui:enumNames'] as string[] | undefined) ?? [];
    const index = (node.enum ?? []).indexOf(value);
    await page.getByLabel(names[index] ?? String(value), { exact: true }).check();
  } else {
    await box.fill(String(value));
    await box.blur();
  }
}

/** Fills every field of the step that the fixture's data holds, in the step's section order. */
export async function fillStep(page: Page, form: CompiledForm, step: CompiledStep, data: Record<string, unknown>): Promise<void> {
  const root = step.schema as Schema;
  const ui = (step.manifest.dataPointer ? (form.uiSchema as Record<string, unknown>)[step.manifest.dataPointer.slice(1)] : form.uiSchema) as Record<string, Record<string, unknown>>;
  for (const section of step.manifest.sections) {
    for (const field of section.fields ?? []) {
      const property = root.properties?.[field];
      if (property) await fillField(page, property, ui?.[field] ?? {}, data[field], root);
    }
  }
}
