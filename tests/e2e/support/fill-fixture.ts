/**
 * Fills a catalog form's step in the browser from a fixture's data, generically: each field of the
 * step's sections by its schema title and ui.json widget (text, date, money, select, yes/no, tick
 * box, radio cards), files attached with the fixture's names, the certification ticks by their
 * titles, the fields of a nested object (e.g. an address) in turn, and bank details (the account
 * choice, then a new account's fields by their titles).
 * Read-only fields (`ui:readonly`, e.g. a derived difference) are left as the form shows them; an ABN
 * is typed and looked up with its 'Look up' button; a field locked by the form's state is not typed
 * into: it must show the fixture's value, filled by a lookup or the context.
 * What a user would do, found as a user would find it: by label.
 */
import { expect, type Page } from '@playwright/test';
import type { CompiledForm, CompiledStep } from '../../../engine/core/types.ts';
import { bankOptionLabels, type BankOption } from '../../../engine/react/fields/bank-options.ts';

type Schema = { title?: string; type?: string; enum?: unknown[]; $ref?: string; properties?: Record<string, Schema>; items?: Schema; const?: unknown };

/** A local `$ref` followed; keywords beside it (e.g. the field's own `title`) win over the shared definition's. */
const resolve = (schema: Schema, root: Schema): Schema => {
  if (!schema?.$ref?.startsWith('#/')) return schema;
  const { $ref, ...beside } = schema;
  const target = $ref.slice(2).split('/').reduce((at: unknown, key) => (at as Record<string, unknown>)[key], root) as Schema;
  return { ...resolve(target, root), ...beside };
};

/** The host's ABN lookup (the `abn` widget's Look up button calls it). */
const ABN_LOOKUP_PATH = '/api/organisation/abn';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function fillField(page: Page, schema: Schema, ui: Record<string, unknown>, value: unknown, root: Schema): Promise<void> {
  const node = resolve(schema, root);
  const widget = ui['ui:widget'] as string | undefined;
  const label = node.title ?? '';
  if (widget === 'hidden' || ui['ui:readonly'] === true || value === undefined) return;
  if (ui['ui:field'] === 'bankDetails' && value && typeof value === 'object') {
    await fillBankDetails(page, node, value as Record<string, unknown>, root);
    return;
  }
  if (Array.isArray(value)) {
    const files = value.map((item) => ({ name: String((item as { fileName: string }).fileName), mimeType: 'application/pdf', buffer: PDF }));
    await page.locator('input[type="file"]').first().setInputFiles(files);
    return;
  }
  if (node.type === 'object' && value && typeof value === 'object') {
    const values = value as Record<string, unknown>;
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      // The certification: each tick by its own title. Any other object (e.g. an address): each of its fields.
      const tick = resolve(child, root);
      if (ui['ui:field'] === 'certification') {
        if (values[name] === true && tick.title) await page.getByLabel(tick.title).check();
      } else await fillField(page, child, (ui[name] ?? {}) as Record<string, unknown>, values[name], root);
    }
    return;
  }
  if (typeof value === 'boolean' && widget === 'checkbox') {
    const box = page.getByRole('checkbox', { name: label });
    // A tick box that is not shown (e.g. an exemption the entity type is not offered) stays unticked.
    if (value) await box.check();
    else if ((await box.count()) && (await box.isChecked())) await box.uncheck();
    return;
  }
  if (typeof value === 'boolean') {
    const group = page.getByRole('group', { name: label });
    await group.getByLabel(value ? 'Yes' : 'No', { exact: true }).check();
    return;
  }
  if (widget === 'radio' || widget === 'choiceCards') {
    const names = (ui['ui:enumNames'] as string[] | undefined) ?? [];
    const index = (node.enum ?? []).indexOf(value);
    await page.getByLabel(names[index] ?? String(value), { exact: true }).check();
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
  else {
    await box.fill(String(value));
    await box.blur();
  }
}

/**
 * Bank details: the account held must be chosen by default; a new account's choice by its radio
 * (offered only when an account is held), then its fields by their titles.
 */
async function fillBankDetails(page: Page, schema: Schema, value: Record<string, unknown>, root: Schema): Promise<void> {
  const group = page.getByRole('group', { name: schema.title ?? '' });
  await group.waitFor();
  const option = value.option as BankOption | undefined;
  const choice = option ? group.getByRole('radio', { name: bankOptionLabels[option], exact: true }) : undefined;
  // The account held is the default, left as a user would leave it: the journey proves the default.
  if (option === 'UseExisting') {
    if (choice) await expect(choice, 'the account held is chosen by default').toBeChecked();
    return;
  }
  if (choice && (await choice.count())) await choice.check();
  if (option !== 'New') return;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const title = resolve(child, root).title;
    if (name === 'option' || name === 'id' || value[name] === undefined || !title) continue;
    const box = group.getByLabel(title, { exact: true });
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
