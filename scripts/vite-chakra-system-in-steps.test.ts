import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtTokensModule, chunksWithOneCallSystem, mergeConfigInSteps, styledSystemDir, systemInSteps, tokenDictionaryInSteps, TOKENS_PER_TASK } from './vite-chakra-system-in-steps.ts';

const dir = styledSystemDir();
const source = (file: string) => readFileSync(join(dir, file), 'utf8');
const yields = (code: string) => code.match(/\byield\b/g)?.length ?? 0;

describe("Chakra's createSystem in steps", () => {
  it('yields between the phases of building the system and its token dictionary', () => {
    const tokens = tokenDictionaryInSteps(source('token-dictionary.js'), dir);
    expect(tokens).toContain('function* createTokenDictionaryInSteps(options, builtTokens)');
    // The build's seven phases, then the tokens and the semantic tokens registered in batches; or,
    // from the built tokens, their registration and the views.
    expect(yields(tokens)).toBe(14);
    expect(tokens).toContain('for (const token of builtTokens({ prefix, formatTokenName, formatCssVar })) {');
    expect(tokens).toContain(`if (++registered % ${TOKENS_PER_TASK} === 0) yield;`);
    expect(tokens).toContain('yield* registerTokens();');
    expect(tokens).toContain('yield* walkInBatches(\n      computedTokens,');
    expect(tokens).toContain('yield* walkInBatches(\n      semanticTokens,');
    expect(tokens).toContain(`if (index % ${TOKENS_PER_TASK} === ${TOKENS_PER_TASK - 1}) yield;`);
    const system = systemInSteps(source('system.js'), dir);
    expect(system).toContain('function* createSystemInSteps(configs, builtTokens)');
    expect(system).toContain('prefix: cssVarsPrefix\n  }, builtTokens);');
    expect(system).toContain('yield* createTokenDictionaryInSteps(');
    expect(system).toContain('const config = yield* mergeConfigsInSteps(...configs);');
    expect(yields(system)).toBe(6);
    // Each config deep-copied in a task of its own, then merged, then the tokens walked in batches.
    const merge = mergeConfigInSteps(source('merge-config.js'), dir);
    expect(merge).toContain('function* mergeConfigsInSteps(...configs)');
    expect(merge).toContain('yield* walkInBatches(\n      merged.theme.tokens,');
    expect(yields(merge)).toBe(4);
    expect(merge).not.toMatch(/from '\.\.?\//);
  });

  it('builds none of the page-wide styles, which the build writes into the page', () => {
    expect(systemInSteps(source('system.js'), dir)).toContain('const _global = [];');
  });

  it("imports what Chakra's modules import, from their own files", () => {
    const system = systemInSteps(source('system.js'), dir);
    expect(system).not.toMatch(/from '\.\.?\//);
    expect(system).toContain(`from ${JSON.stringify(join(dir, 'css.js'))}`);
  });

  it('fails, naming what it missed, when Chakra builds its system differently', () => {
    const changedBuild = source('token-dictionary.js').replace('    addReferences();\n', '    addReferences();\n    somethingNew();\n');
    expect(() => tokenDictionaryInSteps(changedBuild, dir)).toThrow(/token-dictionary\.js no longer holds.*function build/);
    const changedSystem = source('system.js').replace('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [getTokenCss()];');
    expect(() => systemInSteps(changedSystem, dir)).toThrow(/system\.js no longer holds.*_global/);
    const changedMerge = source('merge-config.js').replace('...configs.map(clone)', '...configs');
    expect(() => mergeConfigInSteps(changedMerge, dir)).toThrow(/merge-config\.js no longer holds/);
  });

  it("finds a chunk of a bundle that holds Chakra's one-call createSystem", () => {
    const chunk = (fileName: string, ...ids: string[]) => ({ type: 'chunk', fileName, modules: Object.fromEntries(ids.map((id) => [id, {}])) });
    const bundle = {
      a: chunk('assets/a.js', '/app/src/main.tsx', '\0virtual:chakra-system-in-steps'),
      b: chunk('assets/b.js', join(dir, 'css.js'), join(dir, 'system.js')),
      c: { type: 'asset', fileName: 'assets/c.css' },
    };
    expect(chunksWithOneCallSystem(bundle)).toEqual(['assets/b.js']);
  });

  it('writes the built tokens it is handed as a module', () => {
    expect(builtTokensModule('[{"p":["colors","red"],"v":"#f00"}]')).toBe('export const builtTokens = JSON.parse("[{\\"p\\":[\\"colors\\",\\"red\\"],\\"v\\":\\"#f00\\"}]");\n');
  });
});
