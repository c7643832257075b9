/** Chakra's `createSystem` as a generator yielding between its phases (scripts/vite-chakra-system-in-steps.ts). */
declare module 'virtual:chakra-system-in-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';
  /** `builtTokens`: the dictionary's tokens as the build computed them from the same configs, given its formatting (registered a batch per task); without it, they are computed here. */
  export function createSystemInSteps(configs: SystemConfig[], builtTokens?: (format: import('./built-tokens.ts').TokenFormat) => Iterable<import('./built-tokens.ts').DictionaryToken>): Generator<undefined, SystemContext, undefined>;
}

/** The tokens Chakra computes from the pages' style system configs, as the build computed them (built-tokens-source.ts). */
declare module 'virtual:chakra-built-tokens' {
  export const builtTokens: import('./built-tokens.ts').BuiltToken[];
}
