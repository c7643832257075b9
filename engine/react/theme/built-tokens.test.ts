import { describe, expect, it } from 'vitest';
import { createSystem } from '@chakra-ui/react';
import { decodeBuiltTokens, encodeBuiltTokens, type BuiltToken, type DictionaryToken } from './built-tokens.ts';
import { builtTokensJson, unreadableToken } from './built-tokens-source.ts';
import { styleSystemConfigs } from './chakra-system.ts';

const { tokens } = createSystem(...styleSystemConfigs());
const all = tokens.allTokens as unknown as DictionaryToken[];

describe('the built tokens', () => {
  it("read back, through JSON, as Chakra's dictionary holds them", () => {
    const built = JSON.parse(JSON.stringify(encodeBuiltTokens(all, tokens)));
    expect([...decodeBuiltTokens(built, tokens)]).toStrictEqual(all);
  });

  it('leave out what the path gives, and keep what it does not', () => {
    const built = encodeBuiltTokens(all, tokens);
    const plain = built[all.findIndex((token) => token.name === 'colors.blue.600' && token.extensions.condition === 'base')];
    expect(plain).toEqual({ p: ['colors', 'blue', '600'], v: all.find((token) => token.name === 'colors.blue.600')?.value, x: expect.any(Object) });
    // A negative spacing keeps the path it was made from, which is not its own.
    const negative = built.find((token) => token.x?.negative);
    expect(negative?.op).toEqual(['spacing', negative?.p[1].slice(1)]);
    expect(JSON.stringify(built).length).toBeLessThan(JSON.stringify(all).length / 2);
  });

  it('refuse a token holding more than they know of', () => {
    const odd = { ...all[0], type: 'color' } as DictionaryToken;
    expect(() => encodeBuiltTokens([odd], tokens)).toThrow(/holds type/);
  });
});

describe("the build's built tokens", () => {
  it("are Chakra's, from the pages' configs, in their short form", () => {
    const built = JSON.parse(builtTokensJson()) as BuiltToken[];
    expect(built).toHaveLength(all.length);
    expect(built.find((token) => token.p.join('.') === 'colors.blue.600')?.v).toBe(tokens.getByName('colors.blue.600')?.value);
  });

  it('are refused when one does not read back as Chakra holds it', () => {
    const json = builtTokensJson();
    expect(unreadableToken(all, json, tokens)).toBeUndefined();
    const changed = JSON.parse(json) as BuiltToken[];
    const at = changed.findIndex((token) => token.p.join('.') === 'colors.blue.600');
    changed[at] = { ...changed[at], cv: null };
    expect(unreadableToken(all, JSON.stringify(changed), tokens)).toBe('colors.blue.600');
  });
});
