/**
 * Vite plugin for the virtual module `virtual:chakra-system-in-steps`: Chakra's `createSystem` as a
 * generator that yields between its phases, so a page can build its style system over several
 * short tasks (engine/react/theme/style-system.ts). Built in one call it was the longest task of a
 * page's start-up, and on a phone a task that long is counted whole as time the page answers no input.
 *
 * The module is derived, when it is loaded, from Chakra's own source (styled-system/system.js,
 * merge-config.js and token-dictionary.js): the same statements in the same order, with `yield` between phases. Each
 * anchor must be found exactly once, so a Chakra that builds its system differently fails the
 * build (and the tests) rather than being copied wrong. Like the stylesheet plugin's bundle, it
 * leaves out the page-wide styles: the build writes them into the page (vite-chakra-stylesheet.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export const SYSTEM_IN_STEPS = 'virtual:chakra-system-in-steps';
const TOKENS_IN_STEPS = 'virtual:chakra-token-dictionary-in-steps';
const MERGE_IN_STEPS = 'virtual:chakra-merge-config-in-steps';
export const BUILT_TOKENS = 'virtual:chakra-built-tokens';
const resolved = (id: string) => `\0${id}`;

/** Chakra's styled-system folder (ES modules) in node_modules. */
export function styledSystemDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('@chakra-ui/react/package.json');
  return join(dirname(packageJson), 'dist', 'esm', 'styled-system');
}

/** Where `anchor` is in `code`, which must hold it exactly once. */
function findOnce(code: string, anchor: string, file: string): number {
  const at = code.indexOf(anchor);
  if (at < 0 || code.indexOf(anchor, at + 1) >= 0) {
    throw new Error(`Chakra's ${file} no longer holds, exactly once, what scripts/vite-chakra-system-in-steps.ts builds on: ${JSON.stringify(anchor.slice(0, 80))}`);
  }
  return at;
}

/** `code` with `anchor`, which it must hold exactly once, replaced by `replacement`. */
function replaceOnce(code: string, anchor: string, replacement: string, file: string): string {
  const at = findOnce(code, anchor, file);
  return code.slice(0, at) + replacement + code.slice(at + anchor.length);
}

/** Relative imports of a module in `dir` made absolute: the virtual module has no folder of its own. */
function absoluteImports(code: string, dir: string): string {
  return code.replace(/from '(\.\.?\/[^']+)'/g, (_, path: string) => `from ${JSON.stringify(join(dir, path).split('\\').join('/'))}`);
}

/** How many tokens a walk handles between yields: on a first visit, about 7 ms of a desktop's time, four times that on a phone. */
export const TOKENS_PER_TASK = 100;

/**
 * `walkInBatches(tree, visit, options)`: Chakra's `walkObject` over the tree, visiting its entries
 * in the same order, a batch of `TOKENS_PER_TASK` between yields. The tree is walked first and the
 * visits follow: no visit of these walks changes what the walk goes through.
 */
const WALK_IN_BATCHES = `
function* walkInBatches(tree, visit, options) {
  const entries = [];
  walkObject(tree, (entry, path) => void entries.push([entry, path]), options);
  for (let index = 0; index < entries.length; index += 1) {
    visit(entries[index][0], entries[index][1]);
    if (index % ${TOKENS_PER_TASK} === ${TOKENS_PER_TASK - 1}) yield;
  }
}
`;

/** `code` with a walk of `tree` (Chakra's `walkObject(\n      tree,`, exactly once) made a batched walk. */
function batchedWalk(code: string, tree: string, file: string): string {
  return replaceOnce(code, `walkObject(\n      ${tree},`, `yield* walkInBatches(\n      ${tree},`, file);
}

/**
 * The dictionary from the tokens the build computed (engine/react/theme/built-tokens.ts), when the
 * page hands them: registered as they are, a batch per task, then the dictionary's views over them.
 * `builtTokens` is a function of the dictionary's own formatting, which the tokens' short form leaves to it.
 */
const FROM_BUILT_TOKENS = `  if (builtTokens) {
    registerTransform(...tokenTransforms);
    registerMiddleware(...tokenMiddlewares);
    let registered = 0;
    for (const token of builtTokens({ prefix, formatTokenName, formatCssVar })) {
      registerToken(token);
      if (++registered % ${TOKENS_PER_TASK} === 0) yield;
    }
    yield;
    setupViews();
    yield;
    return dictionary;
  }
`;

/** The token dictionary's `build()`, whose steps the generator runs with yields between them. */
const BUILD_STEPS = [
  'applyMiddlewares("pre");',
  'applyTransforms("pre");',
  'addConditionalTokens();',
  'addReferences();',
  'expandTokenReferences$1();',
  'applyMiddlewares("post");',
  'applyTransforms("post");',
  'setupViews();',
];

/** token-dictionary.js with `createTokenDictionaryInSteps`, a generator of `createTokenDictionary`. */
export function tokenDictionaryInSteps(source: string, dir: string): string {
  const file = 'token-dictionary.js';
  let code = absoluteImports(source, dir);
  // The steps below are build()'s: refuse a build() that does anything else.
  findOnce(code, `function build() {\n${BUILD_STEPS.map((step) => `    ${step}\n`).join('')}  }`, file);
  code = replaceOnce(code, 'function createTokenDictionary(options) {', 'function* createTokenDictionaryInSteps(options, builtTokens) {', file);
  // Registering the tokens walks the tokens, then the semantic tokens: a batch of them per task.
  code = replaceOnce(code, '  function registerTokens() {', '  function* registerTokens() {', file);
  code = batchedWalk(code, 'computedTokens', file);
  code = batchedWalk(code, 'semanticTokens', file);
  code = replaceOnce(code, '\n  registerTokens();\n', `\n${FROM_BUILT_TOKENS}  yield* registerTokens();\n`, file);
  const [pre, transformsPre, conditional, references, expand, post, transformsPost, views] = BUILD_STEPS;
  code = replaceOnce(
    code,
    '  build();\n  return dictionary;\n}',
    ['yield;', pre, 'yield;', transformsPre, 'yield;', conditional, 'yield;', references, expand, 'yield;', post, transformsPost, 'yield;', views, 'yield;', 'return dictionary;']
      .map((line) => `  ${line}\n`)
      .join('') + '}',
    file,
  );
  return replaceOnce(code, 'export { createTokenDictionary, tokenCategories };', `${WALK_IN_BATCHES}\nexport { createTokenDictionaryInSteps };`, file);
}

/**
 * merge-config.js with `mergeConfigsInSteps`, a generator of `mergeConfigs`: each config is
 * deep-copied in a task of its own (Chakra's base config alone is most of the work), then merged,
 * then its tokens are walked in batches.
 */
export function mergeConfigInSteps(source: string, dir: string): string {
  const file = 'merge-config.js';
  let code = absoluteImports(source, dir);
  code = replaceOnce(
    code,
    'const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));',
    'function* mergeConfigsInSteps(...configs) {\n  const copies = [];\n  for (const config of configs) {\n    copies.push(clone(config));\n    yield;\n  }\n  const merged = mergeWith({}, ...copies);\n  yield;',
    file,
  );
  // Then its tokens are walked (a token that also holds others gets its value as DEFAULT): a batch of them per task.
  code = batchedWalk(code, 'merged.theme.tokens', file);
  code = replaceOnce(code, '  return merged;\n};', '  return merged;\n}', file);
  return replaceOnce(code, 'export { mergeConfigs };', `${WALK_IN_BATCHES}\nexport { mergeConfigsInSteps };`, file);
}

/** system.js with `createSystemInSteps`, a generator of `createSystem` that builds no page-wide styles. */
export function systemInSteps(source: string, dir: string): string {
  const file = 'system.js';
  let code = replaceOnce(source, "import { createTokenDictionary } from './token-dictionary.js';", `import { createTokenDictionaryInSteps } from '${TOKENS_IN_STEPS}';`, file);
  code = replaceOnce(code, "import { mergeConfigs } from './merge-config.js';", `import { mergeConfigsInSteps } from '${MERGE_IN_STEPS}';`, file);
  code = absoluteImports(code, dir);
  code = replaceOnce(code, 'function createSystem(...configs) {', 'function* createSystemInSteps(configs, builtTokens) {', file);
  code = replaceOnce(code, '  const config = mergeConfigs(...configs);', '  const config = yield* mergeConfigsInSteps(...configs);', file);
  code = replaceOnce(code, '  const tokens = createTokenDictionary({', '  yield;\n  const tokens = yield* createTokenDictionaryInSteps({', file);
  code = replaceOnce(code, '    prefix: cssVarsPrefix\n  });', '    prefix: cssVarsPrefix\n  }, builtTokens);', file);
  code = replaceOnce(code, '  const utility = createUtility({', '  yield;\n  const utility = createUtility({', file);
  code = replaceOnce(code, '  const tokenMap = getTokenMap(tokens);', '  yield;\n  const tokenMap = getTokenMap(tokens);', file);
  code = replaceOnce(code, '  assignComposition();\n', '  yield;\n  assignComposition();\n', file);
  code = replaceOnce(code, 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];', file);
  return replaceOnce(code, 'export { createSystem, isValidSystem };', 'export { createSystemInSteps };', file);
}

/** Chakra's own one-call `createSystem` module, which the portal's bundle must not hold. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** The chunks of a bundle that hold Chakra's one-call `createSystem`. */
export function chunksWithOneCallSystem(bundle: Record<string, { type: string; fileName: string; modules?: Record<string, unknown> }>): string[] {
  return Object.values(bundle)
    .filter((output) => output.type === 'chunk' && Object.keys(output.modules ?? {}).some((id) => CHAKRA_SYSTEM_MODULE.test(id.split('?')[0])))
    .map((output) => output.fileName);
}

/**
 * The module `virtual:chakra-built-tokens`: the tokens Chakra computes from the pages' configs, in
 * their short form (engine/react/theme/built-tokens.ts), given as JSON.
 */
export function builtTokensModule(json: string): string {
  return `export const builtTokens = JSON.parse(${JSON.stringify(json)});\n`;
}

/** `builtTokensJson`: the pages' built tokens (engine/react/theme/built-tokens-source.ts, handed by the Vite config). */
export function chakraSystemInSteps(builtTokensJson: () => string, dir: string = styledSystemDir()): Plugin {
  return {
    name: 'levy-portal:chakra-system-in-steps',
    // A page that built its system with Chakra's createSystem would build it in one long task and
    // the page-wide styles with it, again: the build refuses a bundle that holds it.
    generateBundle(_options, bundle) {
      const chunks = chunksWithOneCallSystem(bundle as never);
      if (chunks.length) this.error(`Chakra's one-call createSystem is bundled (${chunks.join(', ')}): build the style system with engine/react/theme/style-system.ts`);
    },
    resolveId(id) {
      return id === SYSTEM_IN_STEPS || id === TOKENS_IN_STEPS || id === MERGE_IN_STEPS || id === BUILT_TOKENS ? resolved(id) : undefined;
    },
    load(id) {
      if (id === resolved(SYSTEM_IN_STEPS)) return systemInSteps(readFileSync(join(dir, 'system.js'), 'utf8'), dir);
      if (id === resolved(TOKENS_IN_STEPS)) return tokenDictionaryInSteps(readFileSync(join(dir, 'token-dictionary.js'), 'utf8'), dir);
      if (id === resolved(MERGE_IN_STEPS)) return mergeConfigInSteps(readFileSync(join(dir, 'merge-config.js'), 'utf8'), dir);
      if (id === resolved(BUILT_TOKENS)) return builtTokensModule(builtTokensJson());
      return undefined;
    },
  };
}
