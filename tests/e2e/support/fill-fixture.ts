/**
 * Fills a catalog form's step in the browser from a fixture's data, generically: each field of the
 * step's sections by its schema title and ui.json widget (text, date, money, select, yes/no,
 * radio cards), files attached with the fixture's names, bank details (the account choice and a
 * new account's fields), and the certification ticks by their titles. What a user would do,
 * found as a user would find it: by label.
 */
import type { Page } from '@playwright/test';
import type { CompiledForm, CompiledStep } from '../../../engine/core/types.ts';

type Schema = { title?: string; type?: string; enum?: unknown[]; $ref?: string; properties?: Record<string, Schema>; items?: Schema; const?: unknown };

// A local `$ref` resolved; its siblings (e.g. the question's own title beside a shared yes/no) win, as in RJSF.
const resolve = (schema: Schema, root: Schema): Schema => {
  let node = schema;
  while (node?.$ref?.startsWith('#/')) {
    const { $ref, ...siblings } = node;
    const target = $ref.slice(2).split('/').reduce((at: unknown, key) => (at as Record<string, unknown>)[key], root) as Schema;
    node = { ...target, ...siblings };
  }
  return node;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function fillField(page: Page, schema: Schema, ui: Record<string, unknown>, value: unknown, root: Schema): Promise<void> {
  const node = resolve(schema, root);
  const widget = ui['ui:widget'] as string | undefined;
  const label = node.title ?? '';
  if (widget === 'hidden' || value === undefined) return;
  if (Array.isArray(value)) {
    const files = value.map((item) => ({ name: String((item as { fileName: string }).fileName), mimeType: 'application/pdf', buffer: PDF }));
    await page.locator('input[type="file"]').first().setInputFiles(files);
    return;
  }
  if (ui['ui:field'] === 'bankDetails' && value && typeof value === 'object') {
    await fillBankDetails(page, node, value as Record<string, unknown>, root);
    return;
  }
  if (node.type === 'object' && value && typeof value === 'object') {
    // The certification: each tick by its own title.
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const tick = resolve(child, root);
      if ((value as Record<string, unknown>)[name] === true && tick.title) await page.getByLabel(tick.title).check();
    }
    return;
  }
  if (typeof value === 'boolean') {
    const group = page.getByRole('group', { name: label });
    await group.getByLabel(value ? 'Yes' : 'No', { exact: true }).check();
    return;
  }
  const box = page.getByLabel(label, { exact: false }).first();
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

/**
 * The bank details field: the account held is the default, left as it is, as a user would; for a
 * new account, its choice (offered only when an account is held) and each field by its title.
 */
async function fillBankDetails(page: Page, node: Schema, value: Record<string, unknown>, root: Schema): Promise<void> {
  if (value.option !== 'New') return;
  const choice = page.getByLabel('Use a new account', { exact: true });
  if (await choice.count()) await choice.check();
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const title = resolve(child, root).title;
    if (name === 'option' || name === 'id' || typeof value[name] !== 'string' || !title) continue;
    const box = page.getByLabel(title, { exact: true });
    await box.fill(value[name] as string);
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
