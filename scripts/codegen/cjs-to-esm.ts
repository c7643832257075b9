/**
 * Ajv's standalone output is CommonJS (its ESM output cannot export RJSF's hash-named
 * validators). This turns it into an ES module: each `require()` becomes an import, and the
 * `exports[...]` lines become one exported map.
 */
import { FORMATS_MODULE_TOKEN } from '../../engine/core/ajv-options.ts';

export interface EsmOptions {
  /** Import specifier of engine/core/formats.ts as seen from the generated file. */
  formatsModule: string;
  /** Name of the exported map of validate functions. */
  exportName: string;
}

export function cjsToEsm(code: string, options: EsmOptions): string {
  const imports: string[] = [];
  const names = new Map<string, string>();
  let body = code.replace(/^"use strict";\s*/, '');

  body = body.replace(/require\(("[^"]+")\)/g, (_match, quoted: string) => {
    const specifier = JSON.parse(quoted) as string;
    let name = names.get(specifier);
    if (!name) {
      name = `__module${names.size}`;
      names.set(specifier, name);
      if (specifier === FORMATS_MODULE_TOKEN) {
        imports.push(`import * as ${name} from ${JSON.stringify(options.formatsModule)};`);
      } else {
        const file = specifier.endsWith('.js') ? specifier : `${specifier}.js`;
        imports.push(`import * as ${name}_ns from ${JSON.stringify(file)};`);
        // CommonJS interop differs between Node (module.exports as default) and bundlers.
        imports.push(`const ${name} = ${name}_ns.default && ${name}_ns.default.__esModule ? ${name}_ns.default : ${name}_ns;`);
      }
    }
    return name;
  });

  const exported: string[] = [];
  body = body.replace(/\bexports(?:\[("[^"]+")\]|\.(\w+)) = (\w+);\n?/g, (_match, quoted: string | undefined, bare: string | undefined, fn: string) => {
    exported.push(`  ${quoted ?? JSON.stringify(bare)}: ${fn},`);
    return '';
  });
  if (/\b(module\.)?exports\b/.test(body)) throw new Error('Unexpected CommonJS export left in standalone code');

  return `${imports.join('\n')}\n${body.trim()}\n\nexport const ${options.exportName} = {\n${exported.join('\n')}\n};\n`;
}
