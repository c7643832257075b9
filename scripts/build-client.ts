/**
 * `npm run build`: the portal's client in two passes. The first (in memory) shows which pages use
 * which modules once tree shaking is done; `chunkPlan` groups the code each family of pages shares
 * from that, and the second pass writes `dist/client` with those groups.
 * `node --import tsx scripts/build-client.ts [--logLevel=info|warn|error|silent]`
 */
import { build, type Rollup } from 'vite';
import { chunkPlan, type BuiltChunk } from './chunk-plan.ts';

const logLevel = (process.argv.find((arg) => arg.startsWith('--logLevel='))?.slice('--logLevel='.length) ?? 'info') as 'info' | 'warn' | 'error' | 'silent';

/** The engine's form renderer: a page whose code holds it is a form page. */
const FORM_RENDERER = /[\\/]engine[\\/]react[\\/]components[\\/]form-step\.tsx$/;
const FORM_DEFINITIONS = /[\\/]generated[\\/]forms[\\/]/;
const STUDIO = /[\\/]src[\\/]studio[\\/]/;

const first = (await build({ logLevel: 'silent', build: { write: false } })) as Rollup.RollupOutput | Rollup.RollupOutput[];
const chunks = (Array.isArray(first) ? first : [first]).flatMap((output) => output.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk') as unknown as BuiltChunk[];
const plan = chunkPlan(chunks, { formRenderer: FORM_RENDERER, formDefinitions: FORM_DEFINITIONS, studio: STUDIO });

await build({
  logLevel,
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Above the Chakra group: a family's share of Chakra goes with the rest of what it shares.
          groups: [{ name: (id: string) => plan.get(id) ?? null, debugName: 'page families', priority: 16, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
