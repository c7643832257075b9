/** Compiles schemas to standalone validator code with the catalog's one Ajv configuration. */
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { hashForSchema } from '@rjsf/utils';
import { catalogAjvOptions, extendAjv } from '../../engine/core/ajv-options.ts';
import type { JSONSchema7 } from '../../engine/core/json-schema.ts';
import { cjsToEsm } from './cjs-to-esm.ts';

/** Smaller code for the browser: no source lines, no schema copies in errors. */
function compileOptions() {
  const { formats, ...options } = catalogAjvOptions();
  return { formats, options: { ...options, verbose: false, code: { ...options.code, lines: false } } };
}

export interface CompiledModule {
  code: string;
  /** The key of the root schema's validate function in the exported map. */
  rootKey: string;
}

/** RJSF's precompiled validator set for one schema as Ajv's CommonJS standalone code. */
export function compileRjsfValidatorsCjs(schema: JSONSchema7): CompiledModule {
  const { formats, options } = compileOptions();
  const code = compileSchemaValidatorsCode(schema as never, {
    ajvOptionsOverrides: options as never,
    customFormats: formats as never,
    ajvFormatOptions: false,
    extenderFn: extendAjv as never,
  });
  return { code, rootKey: (schema.$id as string | undefined) ?? hashForSchema(schema as never) };
}

/** RJSF's precompiled validator set for one schema (root plus the sub-schemas RJSF evaluates). */
export function compileRjsfValidators(schema: JSONSchema7, formatsModule: string): CompiledModule {
  const { code, rootKey } = compileRjsfValidatorsCjs(schema);
  return { code: cjsToEsm(code, { formatsModule, exportName: 'validateFns' }), rootKey };
}

/** Plain validators for condition schemas, keyed by the caller's keys, as CommonJS standalone code. */
export function compileConditionsCjs(conditions: Record<string, object>): string {
  const { formats, options } = compileOptions();
  const ajv = extendAjv(new Ajv({ ...options, formats }));
  for (const [key, schema] of Object.entries(conditions)) ajv.addSchema(schema, key);
  return Object.keys(conditions).length ? standaloneCode(ajv) : '"use strict";';
}

/** Plain validators for condition schemas, keyed by the caller's keys. */
export function compileConditions(conditions: Record<string, object>, formatsModule: string): string {
  return cjsToEsm(compileConditionsCjs(conditions), { formatsModule, exportName: 'conditions' });
}
