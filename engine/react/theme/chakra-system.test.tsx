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
});
