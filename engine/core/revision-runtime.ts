/**
 * A published revision's compiled module (made by the server with the build's codegen) holds no
 * imports: it exports `createForm(runtime)`, and this is the runtime it gets — our string formats
 * and Ajv's runtime helpers, the same modules the build-time chunks import. So the browser
 * imports it from our own origin under `script-src 'self'`, without eval.
 */
import * as equalNs from 'ajv/dist/runtime/equal.js';
import * as ucs2lengthNs from 'ajv/dist/runtime/ucs2length.js';
import * as uriNs from 'ajv/dist/runtime/uri.js';
import * as formats from './formats.ts';
import type { REVISION_RUNTIME_NAMES } from './revision-runtime-names.ts';
import type { CompiledForm } from './types.ts';

type Namespace = { default?: unknown };
// CommonJS interop differs between Node (module.exports as default) and bundlers.
const commonJs = (ns: Namespace): unknown => ((ns.default as { __esModule?: boolean } | undefined)?.__esModule ? ns.default : ns);

export type RevisionRuntime = { formats: typeof formats } & Record<(typeof REVISION_RUNTIME_NAMES)[string], unknown>;

export const revisionRuntime: RevisionRuntime = {
  formats,
  ucs2length: commonJs(ucs2lengthNs as Namespace),
  equal: commonJs(equalNs as Namespace),
  uri: commonJs(uriNs as Namespace),
};

/** What a revision's module exports. */
export interface RevisionModule {
  default: (runtime: RevisionRuntime) => CompiledForm;
}

/** The compiled form of a revision's module. */
export function instantiateRevision(module: RevisionModule): CompiledForm {
  if (typeof module.default !== 'function') throw new Error('not a compiled form revision module');
  return module.default(revisionRuntime);
}
