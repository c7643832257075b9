/**
 * The pages' built tokens (built-tokens.ts), computed by Chakra's own `createSystem` from the
 * pages' style system configs. Run by the build in Node (vite.config.ts hands it to
 * scripts/vite-chakra-system-in-steps.ts); no page imports it, so Chakra's one-call `createSystem`
 * stays out of the bundle.
 */
import { isDeepStrictEqual } from 'node:util';
import { createSystem } from '@chakra-ui/react';
import { decodeBuiltTokens, encodeBuiltTokens, type DictionaryToken, type TokenFormat } from './built-tokens.ts';
import { styleSystemConfigs } from './chakra-system.ts';

/** The built tokens as JSON, checked to read back as Chakra's dictionary holds them. */
export function builtTokensJson(): string {
  const { tokens } = createSystem(...styleSystemConfigs());
  const all = tokens.allTokens as unknown as DictionaryToken[];
  const json = JSON.stringify(encodeBuiltTokens(all, tokens));
  const unreadable = unreadableToken(all, json, tokens);
  if (unreadable) throw new Error(`Chakra's token ${unreadable} does not read back as it was from the built tokens (engine/react/theme/built-tokens.ts)`);
  return json;
}

/** The name of the first token the JSON does not read back as (in `format`), if any. */
export function unreadableToken(all: readonly DictionaryToken[], json: string, format: TokenFormat): string | undefined {
  const back = [...decodeBuiltTokens(JSON.parse(json), format)];
  if (back.length !== all.length) return all[back.length]?.name ?? '(one too many)';
  return all.find((token, at) => !isDeepStrictEqual(back[at], token))?.name;
}
