/**
 * The Ajv runtime helpers that precompiled validators require, by specifier, and the name a
 * published revision's module reads each under from the runtime it is given.
 */
export const REVISION_RUNTIME_NAMES: Record<string, 'ucs2length' | 'equal' | 'uri'> = {
  'ajv/dist/runtime/ucs2length': 'ucs2length',
  'ajv/dist/runtime/equal': 'equal',
  'ajv/dist/runtime/uri': 'uri',
};
