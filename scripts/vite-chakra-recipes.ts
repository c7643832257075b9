/**
 * Vite build plugin: fails the build when a bundled Chakra component's recipe is missing from the
 * portal's style system (engine/react/theme/chakra-system.ts keeps only the recipes in use, and
 * Chakra renders a component whose recipe is missing unstyled, without a warning).
 */
import { defaultConfig } from '@chakra-ui/react';
import type { Plugin } from 'vite';

/** Every recipe key Chakra's components may ask for. */
export const chakraRecipeKeys: ReadonlySet<string> = new Set([
  ...Object.keys(defaultConfig.theme?.recipes ?? {}),
  ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
]);

/** The recipe keys a bundled chunk's components ask for (`createRecipeContext({ key: 'button' })`, minified). */
export function recipesAskedFor(code: string, known: ReadonlySet<string> = chakraRecipeKeys): string[] {
  const keys = new Set<string>();
  for (const match of code.matchAll(/\{\s*key\s*:\s*[`"']([A-Za-z]+)[`"']/g)) if (known.has(match[1])) keys.add(match[1]);
  return [...keys];
}

export function chakraRecipes(styled: ReadonlySet<string>): Plugin {
  return {
    name: 'levy-portal:chakra-recipes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const missing = new Map<string, string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const key of recipesAskedFor(output.code)) if (!styled.has(key)) missing.set(key, [...(missing.get(key) ?? []), output.fileName]);
      }
      if (missing.size) {
        const list = [...missing].map(([key, files]) => `${key} (${files.join(', ')})`).join('; ');
        this.error(`Chakra components without their recipe in engine/react/theme/chakra-system.ts: ${list}`);
      }
    },
  };
}
