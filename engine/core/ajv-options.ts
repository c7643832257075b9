/**
 * The one Ajv configuration of the catalog. Codegen compiles every schema with it; the browser,
 * the server and the CLI run only the precompiled output, so nothing compiles at run time.
 */
import Ajv, { _, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import { formatLimitDefinition } from 'ajv-formats/dist/limit.js';
import { formats } from './formats.ts';

/** Module specifier that generated code uses for `formats`; codegen rewrites it to an import. */
export const FORMATS_MODULE_TOKEN = 'ENGINE_CORE_FORMATS';

/** Ajv options shared by every compile: all errors (ajv-errors needs it), our formats, code output. */
export function catalogAjvOptions(): Options {
  return {
    allErrors: true,
    // `{ "$data": "1/projectStartDate" }` compares one field with another (e.g. a later date).
    $data: true,
    // Strict: an unknown keyword or format in a form's schema fails codegen instead of accepting anything.
    // Types stay lax: conditions and branches name properties without repeating `type: object`.
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    verbose: true,
    discriminator: false,
    multipleOfPrecision: 8,
    formats,
    code: { source: true, lines: true, formats: _`require(${FORMATS_MODULE_TOKEN}).formats` },
  };
}

/**
 * Adds what every catalog Ajv needs beyond options: ajv-errors for messages in the schemas, and
 * ajv-formats' `formatMinimum`/`formatMaximum`/`formatExclusiveMinimum`/`formatExclusiveMaximum`
 * (with `$data`), which compare by the format's `compare` (e.g. `date` in `formats.ts`).
 */
export function extendAjv(ajv: Ajv): Ajv {
  if (!ajv.getKeyword('formatMinimum')) ajv.addKeyword(formatLimitDefinition);
  ajvErrors(ajv);
  return ajv;
}

/** A fresh Ajv configured for the catalog (codegen and tests of the engine only). */
export function createCatalogAjv(): Ajv {
  return extendAjv(new Ajv(catalogAjvOptions()));
}
