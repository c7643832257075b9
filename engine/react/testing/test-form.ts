/**
 * Test support only (never imported by the renderer): a throwaway step compiled at test time with
 * Ajv + ajv-errors, which is fine in tests (the shipped code never compiles a schema).
 */
import Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { CompiledStep, StepManifest } from '../../core/types.ts';
import type { JSONSchema7 } from '../../core/json-schema.ts';

export function makeStep(schema: JSONSchema7, manifest: Partial<StepManifest> = {}): { step: CompiledStep; validator: ReturnType<typeof customizeValidator> } {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajvErrors(ajv);
  const validate = ajv.compile(schema);
  const step: CompiledStep = {
    manifest: { id: 'details', title: 'Details', dataPointer: '', sections: [], ...manifest },
    schema,
    validate: validate as unknown as CompiledStep['validate'],
    rjsfValidateFns: {},
  };
  const validator = customizeValidator({
    ajvOptionsOverrides: { allErrors: true },
    extenderFn: (a) => {
      ajvErrors(a as never);
      return a;
    },
  });
  return { step, validator };
}

export const testSchema: JSONSchema7 = {
  type: 'object',
  properties: {
    reason: { type: 'string', title: 'Reason for change', minLength: 1, errorMessage: 'Please enter a reason' },
    nickname: { type: 'string', title: 'Nickname' },
    startDate: { type: 'string', title: 'Start date', errorMessage: 'Please enter a date.' },
    agree: { type: 'boolean', title: 'Agree?' },
    files: { type: 'array', title: 'Supporting documents', items: { type: 'object' } },
    certification: {
      type: 'object',
      title: 'Certification',
      properties: {
        certified: { type: 'boolean', title: 'I certify it is true.', const: true, errorMessage: 'Please certify.' },
        declared: { type: 'boolean', title: 'I declare it.', const: true, errorMessage: 'Please declare.' },
      },
      required: ['certified', 'declared'],
      errorMessage: { required: { certified: 'Please certify.', declared: 'Please declare.' } },
    },
  },
  required: ['reason', 'startDate', 'certification'],
  errorMessage: { required: { reason: 'Please enter a reason', startDate: 'Please enter a date.', certification: 'Please certify.' } },
};

export const testUiSchema = {
  reason: { 'ui:widget': 'textarea' },
  startDate: { 'ui:widget': 'date', 'ui:options': { minDate: 'today' } },
  agree: { 'ui:widget': 'yesNo' },
  files: { 'ui:field': 'files' },
  certification: { 'ui:field': 'certification' },
};
