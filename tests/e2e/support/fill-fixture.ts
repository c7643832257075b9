/**
 * Fills a catalog form's step in the browser from a fixture's data, generically: each field of the
 * step's sections by its schema title and ui.json widget (text, date, money, select, yes/no,
 * tick boxes, radio cards), the fields of a nested object (e.g. an address) in turn, files
 * attached with the fixture's names, the certification ticks by their titles, and bank details
 * through the bank details field's choice of account. What a user would do, found as a user would
 * find it: by label.
 */
import type { Page } from '@playwright/test';
import type { CompiledForm, CompiledStep } from '../../../engine/core/types.ts';

type Schema = { title?: string; type?: string; enum?: unknown[]; $ref?: string; properties?: Record<string, Schema>; items?: Schema; const?: unknown };

const resolve = (schema: Schema, root: Schema): Schema => {
  let node = schema;
  while (node?.$ref?.startsWith('#/')) node = node.$ref.slice(2).split('/').reduce((at: unknown, key) => (at as Record<string, unknown>)[key], root) as Schema;
  return node;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function fillField(page: Page, schema: Schema, ui: Record<string, unknown>, value: unknown, root: Schema): Promise<void> {
  const node = resolve(schema, root);
  const widget = ui['ui:widget'] as string | undefined;
  // A title beside a $ref is the field's own (RJSF shows it), over the shared definition's.
  const label = schema.title ?? node.title ?? '';
  if (widget === 'hidden' || value === undefined) return;
  if (Array.isArray(value)) {
    const files = value.map((item) => ({ name: String((item as { fileName: string }).fileName), mimeType: 'application/pdf', buffer: PDF }));
    await page.locator('input[type="file"]').first().setInputFiles(files);
    return;
  }
  if (node.type === 'object' && value && typeof value === 'object') {
    const values = value as Record<string, unknown>;
    if (ui['ui:field'] === 'bankDetails') return fillBankDetails(page, node, label, values, root);
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      // The certification: each tick by its own title. Any other object: each of its fields.
      const tick = resolve(child, root);
      if (ui['ui:field'] === 'certification') {
        if (values[name] === true && tick.title) await page.getByLabel(tick.title).check();
      } else await fillField(page, child, (ui[name] ?? {}) as Record<string, unknown>, values[name], root);
    }
    return;
  }
  if (typeof value === 'boolean' && widget === 'checkbox') {
    const box = page.getByRole('checkbox', { name: label });
    if (value) await box.check();
    else if ((await box.count()) && (await box.isChecked())) await box.uncheck();
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
 * The bank details field (engine/react `bank-details-field.tsx`): the account held or a new one,
 * chosen by the field's radios when it offers both, then a new account's fields by their titles.
 */
async function fillBankDetails(page: Page, node: Schema, label: string, value: Record<string, unknown>, root: Schema): Promise<void> {
  await page.getByRole('group', { name: label }).waitFor();
  const choice = page.getByLabel(value.option === 'UseExisting' ? 'Use the existing account' : 'Use a new account', { exact: true });
  if (await choice.count()) await choice.check();
  if (value.option !== 'New') return;
  for (const name of ['bsb', 'accountNumber', 'accountName']) {
    const title = resolve(node.properties?.[name] ?? {}, root).title;
    if (value[name] === undefined || !title) continue;
    const box = page.getByLabel(title, { exact: true });
    await box.fill(String(value[name]));
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
