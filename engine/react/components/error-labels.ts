import type { UiSchema } from '@rjsf/utils';
import type { FieldError, SectionManifest } from '../../core/types.ts';
import type { JSONSchema7 } from '../../core/json-schema.ts';
import { titleFromValue } from '../../core/title-from.ts';
import { sectionPlace } from '../../core/section-place.ts';

/** A field error with what names it on the page: its section and field titles. */
export interface LabelledError extends FieldError {
  /** e.g. 'Company details – Postal address – Postcode'; '' when nothing names it. */
  label: string;
}

function segments(pointer: string): string[] {
  return pointer.split('/').slice(1).map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A local `$ref` ('#/$defs/x') resolved against the root, merged under the referring node's own keywords. */
export function resolve(root: JSONSchema7, node: JSONSchema7 | undefined): JSONSchema7 | undefined {
  if (!node || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  let target: unknown = root;
  for (const token of segments(node.$ref.slice(1))) target = (target as Record<string, unknown> | undefined)?.[token];
  const { $ref: _ref, ...own } = node;
  return { ...(resolve(root, target as JSONSchema7) ?? {}), ...own };
}

/** The subschemas that may declare more of a node's properties: a conditional field lives in an `allOf` branch's `then`. */
function branches(node: JSONSchema7): JSONSchema7[] {
  const listed = [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? []), node.then, node.else];
  return listed.filter((branch): branch is JSONSchema7 => !!branch && typeof branch === 'object');
}

/** Every declaration of a node's child `token`: its own first, then those of its branches. */
function childDeclarations(root: JSONSchema7, node: JSONSchema7 | undefined, token: string): JSONSchema7[] {
  const resolved = resolve(root, node);
  if (!resolved) return [];
  const found: JSONSchema7[] = [];
  if (resolved.properties?.[token]) found.push(resolve(root, resolved.properties[token])!);
  else if (/^\d+$/.test(token) && resolved.items && !Array.isArray(resolved.items)) found.push(resolve(root, resolved.items)!);
  for (const branch of branches(resolved)) found.push(...childDeclarations(root, branch, token));
  return found;
}

/** Position of a property among its siblings: `ui:order`, else the schema's property order. */
function propertyIndex(node: JSONSchema7 | undefined, ui: UiSchema | undefined, token: string): number {
  if (/^\d+$/.test(token)) return Number(token);
  const order = (ui?.['ui:order'] as string[] | undefined) ?? Object.keys(node?.properties ?? {});
  const index = order.indexOf(token);
  return index === -1 ? order.length : index;
}

/** Where a top-level field sits, and the section title it is read under; a field in no section comes last. */
const sectionOf = (sections: readonly SectionManifest[], field: string) => sectionPlace(sections, field) ?? { index: Number.MAX_SAFE_INTEGER, title: undefined };

/** A tick box that must be ticked: `const: true` on the box, or in a branch that asks for it only when it applies. */
const isRequiredTick = (declarations: readonly JSONSchema7[]) => declarations.some((node) => node.type === 'boolean') && declarations.some((node) => node.const === true);

/**
 * The errors of a step named by their section and field titles (a title taken from the data,
 * `ui:options.titleFrom`, else `ui:title`, else the schema's `title`, along the error's path; a
 * repeated title said once; a tick box that must be ticked by its group alone) and sorted in page order: by section, then by the field's place in
 * its section and inside its groups. Two 'Postcode is missing.' of two addresses read
 * 'Postal address – Postcode' and 'Site address – Postcode'. `data` is the step's data.
 */
export function labelErrors(errors: readonly FieldError[], schema: JSONSchema7, sections: readonly SectionManifest[], uiSchema: UiSchema = {}, data?: unknown): LabelledError[] {
  const keyed = errors.map((error, arrival) => {
    const tokens = segments(error.path);
    const section = sectionOf(sections, tokens[0] ?? '');
    const titles: string[] = section.title ? [section.title] : [];
    const order: number[] = [section.index];
    let node: JSONSchema7 | undefined = resolve(schema, schema);
    let ui: UiSchema | undefined = uiSchema;
    let value: unknown = data;
    let titledByParent = false;
    for (const token of tokens) {
      order.push(propertyIndex(resolve(schema, node), ui, token));
      const declarations = childDeclarations(schema, node, token);
      node = declarations[0];
      ui = (/^\d+$/.test(token) ? ui?.items : ui?.[token]) as UiSchema | undefined;
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[token] : undefined;
      const fromValue = titleFromValue(node, ui, value);
      // As the page: a title from the data first (object-field-template.tsx), then `ui:title`, then the schema's.
      const title = titledByParent ? undefined : (fromValue.title ?? (ui?.['ui:title'] as string | undefined) ?? node?.title);
      titledByParent = fromValue.labelsOnlyField;
      // A tick box that must be ticked is named by where it sits: its title is the whole statement, which its message says again.
      if (isRequiredTick(declarations)) continue;
      if (typeof title === 'string' && title && !/^\d+$/.test(token) && titles.at(-1)?.toLowerCase() !== title.toLowerCase()) titles.push(title);
    }
    return { error: { ...error, label: titles.join(' – ') }, order, arrival };
  });
  keyed.sort((a, b) => {
    for (let i = 0; i < Math.max(a.order.length, b.order.length); i++) {
      const diff = (a.order[i] ?? -1) - (b.order[i] ?? -1);
      if (diff) return diff;
    }
    return a.arrival - b.arrival;
  });
  return keyed.map((entry) => entry.error);
}
