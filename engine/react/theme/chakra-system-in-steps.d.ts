/** Chakra's `createSystem` as a generator yielding between its phases (scripts/vite-chakra-system-in-steps.ts). */
declare module 'virtual:chakra-system-in-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';
  export function createSystemInSteps(...configs: SystemConfig[]): Generator<undefined, SystemContext, undefined>;
}
