/**
 * The style system's tokens as the build computed them (built-tokens-source.ts, served to pages by
 * scripts/vite-chakra-system-in-steps.ts),
 * so a page registers them as they are instead of computing them again: Chakra's token
 * dictionary walks the theme, transforms every token and resolves its references on each page
 * load, a third of building the system and the longest part of start-up on a phone.
 *
 * Kept short: what Chakra derives from a token's path (its name, category, prop, CSS variable)
 * is left out when it is what the path gives, and filled in again from the dictionary's own
 * formatting when the page registers the tokens.
 */

/** A token of Chakra's dictionary (`system.tokens.allTokens`), as far as this module reads it. */
export interface DictionaryToken {
  name: string;
  value: unknown;
  originalValue: unknown;
  path: string[];
  extensions: { condition?: string; originalPath?: string[]; category?: string; prop?: string; cssVar?: { var: string; ref: string } };
}

/** The dictionary's own formatting of a path, which the short form leaves to it. */
export interface TokenFormat {
  prefix: string;
  formatTokenName: (path: string[]) => string;
  formatCssVar: (path: string[], prefix: string) => { var: string; ref: string };
}

/** A token in its short form: `p` path, `v` value, and whatever differs from what the path gives. */
export interface BuiltToken {
  p: string[];
  v: unknown;
  /** originalValue, when not the value */
  o?: unknown;
  /** name, when not the path's */
  n?: string;
  /** extensions.condition, when not 'base' (null: none) */
  c?: string | null;
  /** extensions.originalPath, when not the path */
  op?: string[];
  /** extensions.category, when not the path's first part (null: none) */
  cat?: string | null;
  /** extensions.prop, when not the path's rest (null: none) */
  pr?: string | null;
  /** extensions.cssVar, when not the path's (null: none) */
  cv?: { var: string; ref: string } | null;
  /** every other extension */
  x?: Record<string, unknown>;
}

const TOKEN_KEYS = new Set(['name', 'value', 'originalValue', 'path', 'extensions']);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The dictionary's tokens in their short form. Throws on a token holding more than this module knows of. */
export function encodeBuiltTokens(tokens: readonly DictionaryToken[], format: TokenFormat): BuiltToken[] {
  return tokens.map((token) => {
    const unknown = Object.keys(token).filter((key) => !TOKEN_KEYS.has(key));
    if (unknown.length) throw new Error(`Chakra's token ${token.name} holds ${unknown.join(', ')}, which the built tokens do not keep`);
    const { condition, originalPath, category, prop, cssVar, ...rest }: DictionaryToken['extensions'] & Record<string, unknown> = token.extensions;
    const built: BuiltToken = { p: token.path, v: token.value };
    if (token.originalValue !== token.value) built.o = token.originalValue;
    if (token.name !== format.formatTokenName(token.path)) built.n = token.name;
    if (condition !== 'base') built.c = condition ?? null;
    if (originalPath !== token.path && !sameJson(originalPath, token.path)) built.op = originalPath;
    if (category !== token.path[0]) built.cat = category ?? null;
    if (prop !== format.formatTokenName(token.path.slice(1))) built.pr = prop ?? null;
    if (!sameJson(cssVar, format.formatCssVar(token.path, format.prefix))) built.cv = cssVar ?? null;
    if (Object.keys(rest).length) built.x = rest;
    return built;
  });
}

/** Sets `key` to `value`, or leaves it out for null (a key the token did not have). */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  if (value !== null) target[key] = value;
}

/** The tokens again, as Chakra's dictionary holds them, one at a time (so a page can register them over several tasks). */
export function* decodeBuiltTokens(built: readonly BuiltToken[], format: TokenFormat): Generator<DictionaryToken, void, undefined> {
  for (const { p, v, o, n, c, op, cat, pr, cv, x } of built) {
    const extensions: Record<string, unknown> = {};
    put(extensions, 'condition', c === undefined ? 'base' : c);
    extensions.originalPath = op ?? p;
    put(extensions, 'category', cat === undefined ? p[0] : cat);
    put(extensions, 'prop', pr === undefined ? format.formatTokenName(p.slice(1)) : pr);
    put(extensions, 'cssVar', cv === undefined ? format.formatCssVar(p, format.prefix) : cv);
    Object.assign(extensions, x);
    yield { value: v, originalValue: o === undefined ? v : o, name: n ?? format.formatTokenName(p), path: p, extensions };
  }
}
