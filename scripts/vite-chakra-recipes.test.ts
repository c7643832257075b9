import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { chakraRecipeKeys, chakraRecipes, recipesAskedFor } from './vite-chakra-recipes.ts';

const chunk = (code: string) => ({ type: 'chunk', code, fileName: 'assets/page.js' });

function runCheck(styled: string[], code: string): string | undefined {
  const plugin = chakraRecipes(new Set(styled));
  let error: string | undefined;
  const context = { error: (message: string) => { error = message; throw new Error(message); } } as unknown as Rollup.PluginContext;
  const bundle = { 'assets/page.js': chunk(code) } as unknown as Rollup.OutputBundle;
  try {
    (plugin.generateBundle as (this: Rollup.PluginContext, o: unknown, b: Rollup.OutputBundle) => void).call(context, {}, bundle);
  } catch {
    // reported through `error`
  }
  return error;
}

describe('the Chakra recipes check of the build', () => {
  it('finds the recipe keys of minified recipe contexts and ignores keys that are no Chakra recipe', () => {
    expect(recipesAskedFor('var{useRecipeResult:m}=s({key:`button`}),x=t({key:"tabs"}),y={key:"rowId"}')).toEqual(['button', 'tabs']);
    expect(chakraRecipeKeys.has('checkbox')).toBe(true);
  });

  it('refuses a bundle whose component asks for a recipe the system lacks, naming it and its chunk', () => {
    expect(runCheck(['button'], 'a({key:`button`});b({key:`checkbox`})')).toMatch(/checkbox \(assets\/page\.js\)/);
  });

  it('accepts a bundle whose components all have their recipe', () => {
    expect(runCheck(['button', 'checkbox'], 'a({key:`button`});b({key:`checkbox`})')).toBeUndefined();
  });
});
