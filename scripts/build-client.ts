/**
 * `npm run build`: the portal's client in two passes. The first (in memory) shows which pages use
 * which modules once tree shaking is done; `chunkPlan` groups the code each family of pages shares
 * from that, and the second pass writes `dist/client` with those groups.
 * `node --import tsx scripts/build-client.ts [--logLevel=info|warn|error|silent]`
 */
import { build, type Rollup } from 'vite';
import { chunkPlan, findImportCycle, type BuiltChunk } from './chunk-plan.ts';

const logLevel = (process.argv.find((arg) => arg.startsWith('--logLevel='))?.slice('--logLevel='.length) ?? 'info') as 'info' | 'warn' | 'error' | 'silent';

/** The engine's form renderer: a page whose code holds it is a form page. */
const FORM_RENDERER = /[\\/]engine[\\/]react[\\/]components[\\/]form-step\.tsx$/;
const FORM_DEFINITIONS = /[\\/]generated[\\/]forms[\\/]/;
/** The router's pages (src/app/router.tsx loads each `*-page.tsx` on demand). */
const PAGES = /-page\.tsx$/;
const STUDIO = /[\\/]src[\\/]studio[\\/]/;

const chunksOf = (result: unknown) =>
  ((Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]).flatMap((output) => output.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');

const first = (await build({ logLevel: 'silent', build: { write: false } })) as Rollup.RollupOutput | Rollup.RollupOutput[];
const plan = chunkPlan(chunksOf(first) as unknown as BuiltChunk[], { formRenderer: FORM_RENDERER, formDefinitions: FORM_DEFINITIONS, pages: PAGES, studio: STUDIO });

const second = await build({
  logLevel,
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The plan never names what the first page loads, the one thing the config's groups take.
          groups: [{ name: (id: string) => plan.get(id) ?? null, debugName: 'page families', priority: 16, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});

// Grouping moves modules between chunks; chunks that import each other in a loop could run a
// module before one it needs. None does; should a change make one, the build says which.
const cycle = findImportCycle(chunksOf(second));
if (cycle) throw new Error(`The build's chunks import each other in a loop: ${cycle.join(' -> ')}`);
