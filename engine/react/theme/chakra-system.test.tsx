import { describe, expect, it, vi } from 'vitest';

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('@chakra-ui/react', async (original) => {
  const chakra = await original<typeof import('@chakra-ui/react')>();
  return {
    ...chakra,
    createSystem: (...configs: Parameters<typeof chakra.createSystem>) => {
      built.count += 1;
      return chakra.createSystem(...configs);
    },
  };
});

describe("the pages' style system", () => {
  it('is built on first use, not when its module is evaluated, and once', async () => {
    const { getChakraSystem } = await import('./chakra-system.ts');
    expect(built.count).toBe(0);
    const system = getChakraSystem();
    expect(getChakraSystem()).toBe(system);
    expect(built.count).toBe(1);
  });

  it("reads every recipe of the portal's theme, though they are not handed to createSystem", async () => {
    const { chakraThemeConfig, getChakraSystem } = await import('./chakra-system.ts');
    const system = getChakraSystem();
    for (const key of Object.keys(chakraThemeConfig.theme?.recipes ?? {})) expect(system.isRecipe(key), key).toBe(true);
    for (const key of Object.keys(chakraThemeConfig.theme?.slotRecipes ?? {})) expect(system.isSlotRecipe(key), key).toBe(true);
    // The button's recipe resolves to its styles (a solid button's background), not to nothing.
    expect(JSON.stringify(system.getRecipeFn('button')({ variant: 'solid' }))).toContain('var(--chakra-colors-color-palette-solid)');
  });
});
