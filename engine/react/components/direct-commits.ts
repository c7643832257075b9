import type { JSONSchema7 } from '../../core/json-schema.ts';

type Schema = Record<string, unknown>;

/** Root keywords whose effect on the form's shape or defaults RJSF re-derives from the whole data. */
const DATA_DEPENDENT = ['dependencies', 'dependentSchemas', 'oneOf', 'anyOf', '$ref', 'patternProperties', 'unevaluatedProperties'];
/** Keywords of a condition (`if`) at the object level that read only the named properties. */
const BY_NAME = new Set(['properties', 'required']);
const COMBINATORS = new Set(['not', 'allOf', 'anyOf', 'oneOf']);
const ANNOTATIONS = new Set(['type', 'title', 'description', '$comment', 'errorMessage']);

/** Adds the top-level names a condition reads to `into`; false when it may read anything. */
function conditionReads(condition: unknown, into: Set<string>): boolean {
  if (typeof condition === 'boolean') return true;
  if (!condition || typeof condition !== 'object') return false;
  // A `$data` reference reads another field, wherever it sits.
  if (JSON.stringify(condition).includes('"$data"')) return false;
  for (const [key, value] of Object.entries(condition as Schema)) {
    if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((name) => into.add(name));
    else if (key === 'required' && Array.isArray(value)) value.forEach((name) => into.add(String(name)));
    else if (key === 'not' && !conditionReads(value, into)) return false;
    else if (COMBINATORS.has(key) && key !== 'not' && !(Array.isArray(value) && value.every((part) => conditionReads(part, into)))) return false;
    else if (!BY_NAME.has(key) && !COMBINATORS.has(key) && !ANNOTATIONS.has(key)) return false;
  }
  return true;
}

/** A branch merged into the root (`then`, `else`, an `allOf` part) that holds no condition of its own. */
function isPlainBranch(branch: unknown): boolean {
  if (branch === undefined || typeof branch === 'boolean') return true;
  if (!branch || typeof branch !== 'object') return false;
  const keys = Object.keys(branch);
  return !keys.some((key) => key === 'if' || key === 'allOf' || DATA_DEPENDENT.includes(key));
}

/** The root's conditional parts (`if`/`then`/`else`, `allOf`): adds the names they read; false when they may read anything. */
function conditionalReads(root: Schema, into: Set<string>): boolean {
  if (root.if !== undefined && !(conditionReads(root.if, into) && isPlainBranch(root.then) && isPlainBranch(root.else))) return false;
  if (root.allOf === undefined) return true;
  if (!Array.isArray(root.allOf)) return false;
  return root.allOf.every((part) => {
    if (!part || typeof part !== 'object') return typeof part === 'boolean';
    const { if: condition, then, else: otherwise, ...rest } = part as Schema;
    if (!isPlainBranch(rest)) return false;
    return condition === undefined ? then === undefined && otherwise === undefined : conditionReads(condition, into) && isPlainBranch(then) && isPlainBranch(otherwise);
  });
}

/**
 * Which top-level fields of a step can commit a plain value (text, number, date, yes/no) without
 * RJSF re-deriving the whole form: those no condition of the root reads, when nothing else at the
 * root depends on the data. Setting such a field changes neither the schema RJSF retrieves for the
 * root (its `required`, its merged branches) nor any default, so RJSF would only set the value.
 */
export function directCommits(schema: JSONSchema7): (name: string) => boolean {
  const root = schema as Schema;
  const read = new Set<string>();
  const extra = root.additionalProperties;
  const simple = root.type === 'object' && !DATA_DEPENDENT.some((key) => root[key] !== undefined) && (extra === undefined || typeof extra === 'boolean');
  if (!simple || !conditionalReads(root, read)) return () => false;
  return (name) => !read.has(name);
}
