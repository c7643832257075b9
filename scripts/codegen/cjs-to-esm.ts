/**
 * Ajv's standalone output is CommonJS (its ESM output cannot export RJSF's hash-named
 * validators). This turns it into an ES module: each `require()` becomes an import, and the
 * `exports[...]` lines become one exported map. `cjsToScope` turns it instead into a block of a
 * self-contained module whose few runtime modules are handed in (a published revision's module).
 */
import { FORMATS_MODULE_TOKEN } from '../../engine/core/ajv-options.ts';
import { REVISION_RUNTIME_NAMES } from '../../engine/core/revision-runtime-names.ts';

export interface EsmOptions {
  /** Import specifier of engine/core/formats.ts as seen from the generated file. */
  formatsModule: string;
  /** Name of the exported map of validate functions. */
  exportName: string;
}

interface SplitCjs {
  body: string;
  /** Each required specifier and the local name the body uses for it. */
  required: Map<string, string>;
  /** `  "key": fn,` lines of the exported map. */
  exported: string[];
}

function splitCjs(code: string): SplitCjs {
  const required = new Map<string, string>();
  let body = code.replace(/^"use strict";\s*/, '');
  body = body.replace(/require\(("[^"]+")\)/g, (_match, quoted: string) => {
    const specifier = JSON.parse(quoted) as string;
    let name = required.get(specifier);
    if (!name) {
      name = `__module${required.size}`;
      required.set(specifier, name);
    }
    return name;
  });
  const exported: string[] = [];
  body = body.replace(/\bexports(?:\[("[^"]+")\]|\.(\w+)) = (\w+);\n?/g, (_match, quoted: string | undefined, bare: string | undefined, fn: string) => {
    exported.push(`  ${quoted ?? JSON.stringify(bare)}: ${fn},`);
    return '';
  });
  if (/\b(module\.)?exports\b/.test(body)) throw new Error('Unexpected CommonJS export left in standalone code');
  return { body: body.trim(), required, exported };
}

export function cjsToEsm(code: string, options: EsmOptions): string {
  const { body, required, exported } = splitCjs(code);
  const imports: string[] = [];
  for (const [specifier, name] of required) {
    if (specifier === FORMATS_MODULE_TOKEN) {
      imports.push(`import * as ${name} from ${JSON.stringify(options.formatsModule)};`);
    } else {
      const file = specifier.endsWith('.js') ? specifier : `${specifier}.js`;
      imports.push(`import * as ${name}_ns from ${JSON.stringify(file)};`);
      // CommonJS interop differs between Node (module.exports as default) and bundlers.
      imports.push(`const ${name} = ${name}_ns.default && ${name}_ns.default.__esModule ? ${name}_ns.default : ${name}_ns;`);
    }
  }
  return `${imports.join('\n')}\n${body}\n\nexport const ${options.exportName} = {\n${exported.join('\n')}\n};\n`;
}

/**
 * The code as an expression: a function scope that reads its runtime modules from `runtime`
 * (see engine/core/revision-runtime.ts) and returns the map of validate functions.
 */
export function cjsToScope(code: string): string {
  const { body, required, exported } = splitCjs(code);
  const locals = [...required].map(([specifier, name]) => {
    const key = specifier === FORMATS_MODULE_TOKEN ? 'formats' : REVISION_RUNTIME_NAMES[specifier.replace(/\.js$/, '')];
    if (!key) throw new Error(`Standalone code requires ${specifier}, which a revision's runtime does not provide`);
    return `const ${name} = runtime.${key};`;
  });
  return `(() => {\n${[...locals, body].join('\n')}\nreturn {\n${exported.join('\n')}\n};\n})()`;
}
