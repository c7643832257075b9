import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, withEagerCompileHint } from './vite-eager-compile.ts';

const VALIDATORS = /[\\/]generated[\\/]forms[\\/].*\.gen\.ts$/;

describe('withEagerCompileHint', () => {
  it("puts the hint on the first line of a chunk holding a form's validators", () => {
    const chunk = { type: 'chunk' as const, moduleIds: ['/repo/engine/core/errors.ts', '/repo/generated/forms/test-form/form-validators.gen.ts'], code: 'import{a}from"./x.js";function v(){}' };
    expect(withEagerCompileHint(chunk, VALIDATORS)).toBe(true);
    expect(chunk.code.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    expect(chunk.code).toContain('function v(){}');
  });

  it('leaves other chunks and assets alone, and adds the hint once', () => {
    const framework = { type: 'chunk' as const, moduleIds: ['/repo/node_modules/react/index.js'], code: 'x' };
    expect(withEagerCompileHint(framework, VALIDATORS)).toBe(false);
    expect(framework.code).toBe('x');
    expect(withEagerCompileHint({ type: 'asset' }, VALIDATORS)).toBe(false);
    const twice = { type: 'chunk' as const, moduleIds: ['/repo/generated/forms/f/index.gen.ts'], code: 'y' };
    withEagerCompileHint(twice, VALIDATORS);
    withEagerCompileHint(twice, VALIDATORS);
    expect(twice.code).toBe(`${EAGER_COMPILE_HINT}\ny`);
  });
});
