/**
 * A catalog form on a page as `CatalogFormView` shows it, on a test-only changes-only form (a quick
 * edit): a value that may be changed but never cleared is not marked '(optional)'.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { compileOneStepTestForm } from '../../engine/core/test-form.ts';
import type { CompiledForm, FormManifest } from '../../engine/core/types.ts';
import { renderWithChakra } from '../../engine/react/testing/render.tsx';
import { CatalogFormView } from './catalog-form-view.tsx';
import { PortalTestProviders } from './portal-providers.test-support.tsx';
import { useCatalogForm } from './use-catalog-form.ts';

const manifest: FormManifest = {
  id: 'test-quick-edit',
  version: 1,
  title: 'Quick edit (test)',
  audience: 'LevyPayer',
  steps: [{ id: 'edit', title: 'Edit (test)', dataPointer: '', sections: [{ id: 'values', title: 'Values (test)', fields: ['code', 'due'] }] }],
  initialValues: { '/code': '/record/code', '/due': '/record/due' },
  submit: { kind: 'simple-change', method: 'POST', endpoint: '/api/test/edit', payloadKey: 'edit', loadingMessage: 'Saving (test)...', successMessage: 'Saved (test).', successRoute: '/' },
};
const schema = {
  $id: 'https://test.example/quick-edit.json',
  type: 'object',
  properties: {
    code: { type: ['string', 'null'], title: 'Code (test)', maxLength: 10 },
    due: { type: 'string', format: 'date', title: 'Due (test)', errorMessage: 'Pick a due date (test).' },
  },
  additionalProperties: false,
};

function QuickEdit({ form, record }: { form: CompiledForm; record: Record<string, unknown> }) {
  const state = useCatalogForm(form, { record });
  return <CatalogFormView state={state} inDialog />;
}

function renderQuickEdit(record: Record<string, unknown>) {
  const form = compileOneStepTestForm({ manifest, schema, uiSchema: { due: { 'ui:widget': 'date' } } });
  renderWithChakra(
    <PortalTestProviders forms={[form]}>
      <QuickEdit form={form} record={record} />
    </PortalTestProviders>,
  );
}

const labelOf = (name: RegExp) => screen.getByText(name).closest('label')?.textContent ?? '';

describe('CatalogFormView on a changes-only form', () => {
  it('marks a value that may be cleared optional, and one that may only be changed not', async () => {
    renderQuickEdit({ code: 'A-1', due: '2026-05-31' });
    await screen.findByText(/Due \(test\)/);
    expect(labelOf(/Code \(test\)/)).toContain('(optional)');
    expect(labelOf(/Due \(test\)/)).not.toContain('(optional)');
  });

  it('leaves a value the form opened without optional: nothing needs it', async () => {
    renderQuickEdit({ code: 'A-1' });
    await screen.findByText(/Due \(test\)/);
    expect(labelOf(/Due \(test\)/)).toContain('(optional)');
  });
});

describe('a changes-only form with a derived value', () => {
  const derivedManifest: FormManifest = {
    ...manifest,
    id: 'test-quick-edit-derived',
    steps: [{ id: 'edit', title: 'Edit (test)', dataPointer: '', sections: [{ id: 'values', title: 'Values (test)', fields: ['due'] }] }],
    initialValues: { '/due': '/record/due' },
    derived: [{ field: '/startsOn', operation: 'join', operands: ['context:/record/startsOn'] }],
  };
  const derivedSchema = {
    $id: 'https://test.example/quick-edit-derived.json',
    type: 'object',
    properties: {
      due: { type: 'string', format: 'date', title: 'Due (test)', formatExclusiveMinimum: { $data: '1/startsOn' }, errorMessage: { formatExclusiveMinimum: 'Due after the start (test).' } },
      startsOn: { type: 'string', format: 'date', title: 'Starts (test)' },
    },
    additionalProperties: false,
  };
  let state: ReturnType<typeof useCatalogForm> | undefined;
  function Holder({ form }: { form: CompiledForm }) {
    state = useCatalogForm(form, { record: { due: '2026-05-31', startsOn: '2026-03-01' } });
    return <CatalogFormView state={state} inDialog />;
  }

  it('checks the data with the derived value although the payload leaves it out', async () => {
    const form = compileOneStepTestForm({ manifest: derivedManifest, schema: derivedSchema, uiSchema: { due: { 'ui:widget': 'date' }, startsOn: { 'ui:widget': 'hidden' } } });
    renderWithChakra(
      <PortalTestProviders forms={[form]}>
        <Holder form={form} />
      </PortalTestProviders>,
    );
    await screen.findByText(/Due \(test\)/);
    act(() => state!.setData({ ...state!.getData(), due: '2026-02-01' }));
    await waitFor(() => expect(state!.validation.errors.map((e) => e.message)).toEqual(['Due after the start (test).']));
    expect(state!.payload()).toEqual({ due: '2026-02-01' });
  });
});
