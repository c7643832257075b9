/**
 * Fields of which one must be given (an either/or): the schema says so either as `anyOf`/`oneOf`
 * branches that each require one field, or as each field required while the other is not given
 * (`if: { not: { required: [b] } }, then: { required: [a] }`, and the same with a and b swapped).
 */
import type { JSONSchema7 } from './json-schema.ts';

const requiredOf = (schema: unknown): string[] => {
  const required = (schema as JSONSchema7 | undefined)?.required;
  return Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : [];
};

/** The object's own rules and those of its `allOf` members, recursively. */
function rulesOf(schema: JSONSchema7): JSONSchema7[] {
  const members = Array.isArray(schema.allOf) ? (schema.allOf as JSONSchema7[]).flatMap(rulesOf) : [];
  return [schema, ...members];
}

/** Merges groups that share a field. */
function merged(groups: string[][]): string[][] {
  const result: Set<string>[] = [];
  for (const group of groups) {
    const overlapping = result.filter((set) => group.some((name) => set.has(name)));
    const union = new Set([...group, ...overlapping.flatMap((set) => [...set])]);
    for (const set of overlapping) result.splice(result.indexOf(set), 1);
    result.push(union);
  }
  return result.map((set) => [...set]);
}

/** The either/or groups among an object schema's own properties (at its top level and in its `allOf`). */
export function eitherOrGroups(schema: JSONSchema7): string[][] {
  const groups: string[][] = [];
  const requiredUnless = new Set<string>();
  for (const rule of rulesOf(schema)) {
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = rule[keyword] as unknown[] | undefined;
      const single = Array.isArray(branches) ? branches.map(requiredOf) : [];
      if (single.length > 1 && single.every((names) => names.length === 1)) groups.push(single.map(([name]) => name));
    }
    const unless = requiredOf(rule.if?.not);
    if (unless.length === 1) for (const name of requiredOf(rule.then)) requiredUnless.add(`${name}\u0000${unless[0]}`);
  }
  for (const pair of requiredUnless) {
    const [name, other] = pair.split('\u0000');
    if (name < other && requiredUnless.has(`${other}\u0000${name}`)) groups.push([name, other]);
  }
  return merged(groups);
}
