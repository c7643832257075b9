import type { SystemContext } from '@chakra-ui/react';
import { createSystemInSteps } from 'virtual:chakra-system-in-steps';
import { builtTokens } from 'virtual:chakra-built-tokens';
import { chakraThemeConfig, styleSystemConfigs } from './chakra-system.ts';
import { decodeBuiltTokens } from './built-tokens.ts';
import { runInTasks } from '../tasks.ts';

let system: SystemContext | undefined;
let preparing: Promise<SystemContext> | undefined;

/**
 * The style system pages run on (the portal's theme, chakra-system.ts), built on first use.
 *
 * It neither builds nor inserts the page-wide styles (the reset, the global styles and the token
 * variables): the build writes them into every page as a stylesheet (global-stylesheet.ts). Built
 * here and parsed into emotion's sheet, they took about a tenth of a phone's start-up, before
 * anything showed.
 */
export function getChakraSystem(): SystemContext {
  if (!system) {
    const steps = systemSteps();
    for (let step = steps.next(); ; step = steps.next()) if (step.done) return (system = step.value);
  }
  return system;
}

/**
 * Builds the style system over several tasks (Chakra's `createSystem` with yields between its
 * phases, scripts/vite-chakra-system-in-steps.ts; a phase per task, tasks.ts), so the
 * page answers input between them: built in one task it was the longest task of start-up, and a
 * phone counts such a task whole as blocking. `getChakraSystem()` then returns it; called first, it builds it at once.
 */
export function prepareChakraSystem(): Promise<SystemContext> {
  preparing ??= system ? Promise.resolve(system) : runInTasks(untilBuilt(systemSteps()));
  return preparing;
}

/** The phases, stopping early with the system `getChakraSystem()` built meanwhile (at once, for a caller that could not wait). */
function* untilBuilt(steps: Generator<undefined, SystemContext, undefined>): Generator<undefined, SystemContext, undefined> {
  for (;;) {
    if (system) return system;
    const step = steps.next();
    if (step.done) return (system = step.value);
    yield;
  }
}

/**
 * The phases of building the system, from the tokens the build computed (built-tokens.ts). The
 * recipes, left out of what `createSystem` copies (chakra-system.ts), are handed to the theme it
 * reads them from.
 */
export function* systemSteps(): Generator<undefined, SystemContext, undefined> {
  const built = yield* createSystemInSteps(styleSystemConfigs(), (format) => decodeBuiltTokens(builtTokens, format));
  const builtTheme = built._config.theme;
  if (!builtTheme) throw new Error("Chakra's style system has no theme to hold the recipes");
  const { recipes, slotRecipes } = chakraThemeConfig.theme ?? {};
  Object.assign(builtTheme, { recipes, slotRecipes });
  return built;
}
