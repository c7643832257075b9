/**
 * Two quick-edit (simple-change) forms that live with the server tests, compiled at test time with
 * the catalog's Ajv, so the generic handler is proven without any catalog form: they share one
 * endpoint, each changing fields of its own, one of them only while the certifier has not claimed
 * the project; the other checks a new finish date against the project's start date, which it
 * derives from the project.
 */
import { createCatalogAjv } from '../../engine/core/ajv-options.ts';
import type { AvailabilityName } from '../../engine/core/availability.ts';
import type { CompiledForm, CompiledValidate, FormManifest } from '../../engine/core/types.ts';

export const TEST_SIMPLE_CHANGE_ENDPOINT = '/api/test/change/simple';
export const TEST_MESSAGES = { noChanges: 'Nothing to save.', certifierLocked: 'Certifier details are locked.', finishBeforeStart: 'Finish after the start.' };

const certification = {
  type: 'object',
  properties: { certified: { const: true, errorMessage: 'Please certify.' } },
  required: ['certified'],
  errorMessage: { required: { certified: 'Please certify.' } },
};

function compile(id: string, availability: AvailabilityName, properties: Record<string, unknown>, messages: Record<string, string>, derived: FormManifest['derived'] = []): CompiledForm {
  const schema = {
    type: 'object',
    properties: { projectId: { type: 'string' }, ...properties, certification },
    required: ['projectId', 'certification'],
    additionalProperties: false,
    errorMessage: { required: { certification: 'Please certify.' }, additionalProperties: 'Not part of this form.' },
  };
  const manifest: FormManifest = {
    id,
    version: 1,
    title: id,
    audience: 'LevyPayer',
    host: 'dialog',
    context: ['project'],
    availability,
    steps: [{ id: 'only', title: 'Only', dataPointer: '', sections: [{ id: 'only', fields: Object.keys(schema.properties) }] }],
    prefill: { '/projectId': '/project/projectId' },
    // Each field opens with the project's value, as the catalog's quick edits do: what differs from it is the change.
    initialValues: Object.fromEntries(Object.keys(properties).filter((name) => name !== 'startsOn').map((name) => [`/${name}`, `/project/${name}`])),
    certification: 'certification',
    derived,
    messages,
    submit: {
      kind: 'simple-change',
      method: 'POST',
      endpoint: TEST_SIMPLE_CHANGE_ENDPOINT,
      payloadKey: 'projectChanges',
      changeType: 'SimpleChange',
      loadingMessage: 'Saving...',
      successMessage: 'Saved.',
      successRoute: '/',
    },
  };
  const validate = createCatalogAjv().compile(schema) as unknown as CompiledValidate;
  return { manifest, schema: schema as CompiledForm['schema'], uiSchema: {}, machine: {}, validate, steps: {}, conditions: {} };
}

export function compileTestSimpleChangeForms(): CompiledForm[] {
  return [
    compile(
      'test-reference',
      'editable',
      {
        lotNumber: { type: ['string', 'null'], maxLength: 5, errorMessage: { maxLength: 'At most 5 characters.' } },
        internalJobNumber: { type: ['string', 'null'] },
        estimatedFinishDate: {
          type: 'string',
          format: 'date',
          formatExclusiveMinimum: { $data: '1/startsOn' },
          errorMessage: { format: 'Please select a date.', formatExclusiveMinimum: TEST_MESSAGES.finishBeforeStart },
        },
        startsOn: { type: 'string' },
      },
      { noChanges: TEST_MESSAGES.noChanges },
      [{ field: '/startsOn', operation: 'join', operands: ['context:/project/estimatedStartDate'] }],
    ),
    compile('test-certifier', 'certifierEditable', { certifierName: { type: ['string', 'null'] } }, { unavailable: TEST_MESSAGES.certifierLocked }),
  ];
}
