// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { chakraThemeConfig } from './chakra-system.ts';

/** A fresh copy of the module, with no system built yet. */
async function freshModule() {
  vi.resetModules();
  return import('./style-system.ts');
}

afterEach(() => vi.restoreAllMocks());

describe("the pages' style system", () => {
  it('is built on first use, and once', async () => {
    const { getChakraSystem, prepareChakraSystem } = await freshModule();
    // Asked for twice before it is ready, it is prepared once.
    expect(prepareChakraSystem()).toBe(prepareChakraSystem());
    const system = getChakraSystem();
    expect(getChakraSystem()).toBe(system);
    await expect(prepareChakraSystem()).resolves.toBe(system);
  });

  it('is prepared a phase per task, and is then the one every page gets', async () => {
    const actual = await vi.importActual<typeof import('../tasks.ts')>('../tasks.ts');
    const sliced = vi.fn(actual.runInTasks);
    vi.doMock('../tasks.ts', () => ({ ...actual, runInTasks: sliced }));
    try {
      const { getChakraSystem, prepareChakraSystem } = await freshModule();
      const system = await prepareChakraSystem();
      expect(sliced).toHaveBeenCalledTimes(1);
      expect(getChakraSystem()).toBe(system);
      // The phases: every yield of the build hands the thread back.
      const { systemSteps } = await freshModule();
      const steps = systemSteps();
      let yields = 0;
      while (!steps.next().done) yields += 1;
      expect(yields).toBeGreaterThanOrEqual(12);
    } finally {
      vi.doUnmock('../tasks.ts');
    }
  });

  it('stops preparing once the system was built at once meanwhile, and hands that one', async () => {
    const actual = await vi.importActual<typeof import('../tasks.ts')>('../tasks.ts');
    const tasksRun: number[] = [];
    const counting = async <T,>(steps: Generator<unknown, T, undefined>): Promise<T> => {
      for (let tasks = 1; ; tasks += 1) {
        await actual.nextTask();
        const step = steps.next();
        if (step.done) {
          tasksRun.push(tasks);
          return step.value;
        }
      }
    };
    vi.doMock('../tasks.ts', () => ({ ...actual, runInTasks: counting }));
    try {
      const { getChakraSystem, prepareChakraSystem } = await freshModule();
      const prepared = prepareChakraSystem();
      const system = getChakraSystem();
      await expect(prepared).resolves.toBe(system);
      // Built before the preparation's first task: that task ends it, with no phase run twice.
      expect(tasksRun).toEqual([1]);
    } finally {
      vi.doUnmock('../tasks.ts');
    }
  });

  it("reads every recipe of the portal's theme, though they are not handed to createSystem", async () => {
    const { getChakraSystem } = await freshModule();
    const system = getChakraSystem();
    for (const key of Object.keys(chakraThemeConfig.theme?.recipes ?? {})) expect(system.isRecipe(key), key).toBe(true);
    for (const key of Object.keys(chakraThemeConfig.theme?.slotRecipes ?? {})) expect(system.isSlotRecipe(key), key).toBe(true);
    // The button's recipe resolves to its styles (a solid button's background), not to nothing.
    expect(JSON.stringify(system.getRecipeFn('button')({ variant: 'solid' }))).toContain('var(--chakra-colors-color-palette-solid)');
  });

  it("is the system Chakra's own createSystem builds from the same theme", async () => {
    const { getChakraSystem } = await freshModule();
    const inSteps = getChakraSystem();
    const whole: SystemContext = createSystem(defaultBaseConfig, { ...chakraThemeConfig, preflight: false, globalCss: {} });
    // Registered from the built tokens: the same tokens, and the same views over them.
    expect(inSteps.tokens.allTokens).toStrictEqual(whole.tokens.allTokens);
    for (const view of ['tokenMap', 'flatMap', 'cssVarMap', 'categoryMap', 'colorPaletteMap'] as const) expect(inSteps.tokens[view], view).toEqual(whole.tokens[view]);
    expect(inSteps.tokens.getCategoryValues('colors')).toEqual(whole.tokens.getCategoryValues('colors'));
    const styles = [
      { color: 'blue.600', px: '4', py: '2', borderRadius: 'md' },
      { colorPalette: 'teal', bg: 'colorPalette.solid', color: 'colorPalette.contrast', _hover: { bg: 'colorPalette.emphasized' } },
      { fontSize: { base: 'sm', md: 'lg' }, textStyle: 'xl', layerStyle: 'fill.muted', focusRing: 'outside' },
      { animationStyle: 'slide-fade-in', animationDuration: 'moderate', shadow: 'md', zIndex: 'modal' },
    ];
    for (const style of styles) expect(inSteps.css(style as never)).toEqual(whole.css(style as never));
    expect(inSteps.getRecipeFn('button')({ variant: 'outline', size: 'sm' })).toEqual(whole.getRecipeFn('button')({ variant: 'outline', size: 'sm' }));
    expect(inSteps.token('colors.blue.600')).toBe(whole.token('colors.blue.600'));
    expect(inSteps.getTokenCss()).toEqual(whole.getTokenCss());
    expect([...inSteps.breakpoints.keys()]).toEqual([...whole.breakpoints.keys()]);
  });
});
