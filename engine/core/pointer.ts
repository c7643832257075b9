/** JSON pointers (RFC 6901) into form data and context. */

/** The pointer's reference tokens, unescaped ('/a~1b/c' gives ['a/b', 'c']; '' gives none). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  if (!pointer.startsWith('/')) throw new Error(`Not a JSON pointer: ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at `pointer`, or undefined when any step is missing. */
export function readPointer(value: unknown, pointer: string): unknown {
  let current = value;
  for (const token of pointerTokens(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

/** A copy of `value` with `pointer` set (objects on the way are copied, not mutated). */
export function writePointer<T>(value: T, pointer: string, next: unknown): T {
  const path = pointerTokens(pointer);
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  const base = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const child = rest.length === 0 ? next : writePointer(base[head], joinPointer(...rest), next);
  if (Array.isArray(base)) {
    const copy = [...base];
    copy[Number(head)] = child;
    return copy as T;
  }
  return { ...base, [head]: child } as T;
}

/** Joins pointer segments, escaping each. */
export function joinPointer(...segments: (string | number)[]): string {
  return segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * A copy of `value` without the entry at `pointer` (objects on the way are copied): unset, not
 * held with no value, so RJSF's defaults (an address's State) fill it in again, as they do an
 * entry never given; an entry present as undefined they take as given.
 */
export function unsetPointer<T>(value: T, pointer: string): T {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return undefined as T;
  const parent = readPointer(value, tokens.length === 1 ? '' : joinPointer(...tokens.slice(0, -1)));
  const key = tokens[tokens.length - 1];
  if (!parent || typeof parent !== 'object' || !Object.hasOwn(parent, key)) return value;
  // An array keeps its length: its item is left empty.
  if (Array.isArray(parent)) return writePointer(value, pointer, undefined);
  const { [key]: _unset, ...others } = parent as Record<string, unknown>;
  return tokens.length === 1 ? (others as T) : writePointer(value, joinPointer(...tokens.slice(0, -1)), others);
}

