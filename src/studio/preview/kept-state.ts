import type { JSONSchema7 } from '../../../engine/core/json-schema.ts';

/**
 * What the preview keeps when the draft is compiled again: the data entered, and for the step
 * shown the fields blurred and whether every error was asked for, so an edit leaves the errors
 * where they were.
 */
export interface KeptPreview {
  data?: Record<string, unknown>;
  stepId?: string;
  touched: ReadonlySet<string>;
  errorsShown: boolean;
}

export const NOTHING_KEPT: KeptPreview = { touched: new Set(), errorsShown: false };

function resolve(root: JSONSchema7, node: JSONSchema7 | undefined): JSONSchema7 | undefined {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 20; hops += 1) {
    let target: unknown = root;
    for (const segment of current.$ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[segment];
    current = target as JSONSchema7 | undefined;
  }
  return current;
}

/** The schemas a segment leads to: properties (also those named in allOf / anyOf / oneOf / then / else) or array items. */
function children(root: JSONSchema7, node: JSONSchema7 | undefined, segment: string): JSONSchema7[] {
  const resolved = resolve(root, node);
  if (!resolved || typeof resolved !== 'object') return [];
  const found: JSONSchema7[] = [];
  if (resolved.properties?.[segment]) found.push(resolved.properties[segment]);
  if (/^\d+$/.test(segment) && resolved.items && typeof resolved.items === 'object') found.push(resolved.items);
  const branches = [...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), resolved.then, resolved.else].filter(Boolean);
  for (const branch of branches) found.push(...children(root, branch, segment));
  return found;
}

/** True when the step's schema still has a field at the pointer (into the step's data). */
export function hasField(schema: JSONSchema7, pointer: string): boolean {
  let nodes: JSONSchema7[] = [schema];
  for (const segment of pointer.split('/').slice(1)) {
    nodes = nodes.flatMap((node) => children(schema, node, segment));
    if (!nodes.length) return false;
  }
  return true;
}

/** What of the kept state holds for the step now shown, under its recompiled schema. */
export function keptForStep(kept: KeptPreview, stepId: string, schema: JSONSchema7): { touched: ReadonlySet<string>; errorsShown: boolean } {
  if (kept.stepId !== stepId) return { touched: new Set(), errorsShown: false };
  return { touched: new Set([...kept.touched].filter((pointer) => hasField(schema, pointer))), errorsShown: kept.errorsShown };
}
