import type { JSONSchema7 } from '../../engine/core/json-schema.ts';
import { stepSchema } from '../codegen/bundle-schema.ts';

/** The top-level property names of a step's schema (its own `properties`, not those only named in if/then branches). */
export function stepPropertyNames(bundled: JSONSchema7, dataPointer: string): string[] {
  try {
    return Object.keys(stepSchema(bundled, dataPointer).properties ?? {});
  } catch {
    return [];
  }
}

/** The schema of the field at a data pointer, its local `$ref`s resolved (undefined when there is none). */
export function fieldSchema(bundled: JSONSchema7, pointer: string): JSONSchema7 | undefined {
  const resolve = (node: JSONSchema7 | undefined): JSONSchema7 | undefined => {
    let current = node;
    for (let depth = 0; current?.$ref?.startsWith('#/') && depth < 20; depth += 1) {
      let at: unknown = bundled;
      for (const key of current.$ref.slice(2).split('/')) at = (at as Record<string, unknown> | undefined)?.[key];
      current = at as JSONSchema7 | undefined;
    }
    return current;
  };
  let node: JSONSchema7 | undefined = bundled;
  for (const segment of pointer.split('/').slice(1)) node = resolve(resolve(node)?.properties?.[segment] as JSONSchema7 | undefined);
  return node;
}
