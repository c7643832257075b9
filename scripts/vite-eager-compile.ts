/**
 * Vite build plugin: marks the chunks holding a form's precompiled validators for eager
 * compilation (V8's explicit compile hint, a `//# allFunctionsCalledOnLoad` first line).
 *
 * A form's validators are a few very large functions (Ajv's standalone code, with ajv-errors'
 * messages), all called as soon as the form has rendered. Compiled lazily, the first check compiled
 * them on the main thread, in one task (80 ms for bench/keystroke's 300-field step in a desktop
 * Chromium, four times that on a phone). With the hint, Chromium compiles them on a background
 * thread while the chunk loads, and the first check takes a few milliseconds. Only these chunks
 * carry it: most of the framework's functions never run on a given page, and compiling them all
 * eagerly made start-up slower.
 */
import type { Plugin } from 'vite';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ChunkLike {
  type: 'chunk' | 'asset';
  moduleIds?: readonly string[];
  code?: string;
}

/** Adds the hint to the chunk when one of its modules matches `validatorModules`; the chunk as it is otherwise. */
export function withEagerCompileHint(chunk: ChunkLike, validatorModules: RegExp): boolean {
  if (chunk.type !== 'chunk' || chunk.code === undefined) return false;
  if (!(chunk.moduleIds ?? []).some((id) => validatorModules.test(id))) return false;
  // The hint counts only on the script's first line.
  if (!chunk.code.startsWith(EAGER_COMPILE_HINT)) chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
  return true;
}

export function eagerCompile(validatorModules: RegExp): Plugin {
  return {
    name: 'levy-portal:eager-compile',
    apply: 'build',
    enforce: 'post',
    // After minification, which would drop the comment.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) withEagerCompileHint(chunk as ChunkLike, validatorModules);
    },
  };
}
