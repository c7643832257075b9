/**
 * Which chunk each module of the pages' code goes to, worked out from a first build's output.
 *
 * A phone on HTTP/1.1 fetches at most six files at a time from one origin, each a round trip
 * before its first byte, and a page that needs twenty small chunks waits in line for most of them.
 * The bundler alone makes one chunk per combination of pages that share code, so a form page
 * needed about twenty. Pages fall into families by what they render, and the code a family's
 * pages share goes in one chunk:
 *
 * - `forms`: pages and dialogs whose code includes the engine's form renderer (`formRenderer`);
 * - `definitions`: the forms' compiled definitions (`formDefinitions`), each its own chunk;
 * - `pages`: the other portal pages (`pages`: dashboards, tables, project and claim views);
 * - `studio`: the Studio's pages (an analyst's desk, not a phone): they load the kits they need,
 *   and what only they share is left to the bundler;
 * - `other`: what any page loads on demand (the account menu, the toaster, the sign-in library):
 *   it may open on a page of either family, so what it shares goes to `shared-kit`, never to a
 *   kit of one family that a page of the other would then download to open it.
 *
 * Code only the `forms` family shares becomes `form-kit`, the `pages` family's `page-kit`, and
 * code both share `shared-kit`; what the definitions use (string formats, the validators' helpers)
 * is `definition-kit`, so a form's own download stays its definition and that. Code the first page loads stays with the entry, and one page's own
 * code in its chunk. The first build's chunks say which pages use each module after tree shaking,
 * which the module graph before it cannot (an import through an index names every module the
 * index re-exports).
 */

/** What the plan reads of a first build's chunk (rolldown's `OutputChunk`). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

export interface ChunkPlanOptions {
  /** The module whose presence makes a page a form page: the engine's form renderer. */
  formRenderer: RegExp;
  /** The forms' compiled definitions, loaded on demand by form pages. */
  formDefinitions: RegExp;
  /** The portal's pages, each loaded on demand by the router. */
  pages: RegExp;
  /** The Studio's modules: a page of the Studio is left to the bundler. */
  studio: RegExp;
}

type Family = 'forms' | 'pages' | 'definitions' | 'studio' | 'other';

const GROUP_OF_FAMILIES: Record<string, string> = { forms: 'form-kit', pages: 'page-kit', 'forms+pages': 'shared-kit' };

/** The chunks `root` loads with it: itself and what it imports, transitively. */
function closure(root: BuiltChunk, byName: Map<string, BuiltChunk>): Set<BuiltChunk> {
  const found = new Set<BuiltChunk>([root]);
  const queue = [root];
  while (queue.length) {
    for (const name of queue.pop()!.imports) {
      const chunk = byName.get(name);
      if (chunk && !found.has(chunk)) (found.add(chunk), queue.push(chunk));
    }
  }
  return found;
}

/** Module id → group name, for the modules of shared chunks that a page family's pages share. */
export function chunkPlan(chunks: readonly BuiltChunk[], { formRenderer, formDefinitions, pages: pagePattern, studio }: ChunkPlanOptions): Map<string, string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const atStart = new Set<BuiltChunk>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) for (const chunk of closure(entry, byName)) atStart.add(chunk);
  const pages = chunks.filter((chunk) => chunk.isDynamicEntry && !chunk.isEntry);
  const usersOf = new Map<BuiltChunk, Family[]>();
  for (const page of pages) {
    const loaded = closure(page, byName);
    const facade = page.facadeModuleId ?? '';
    const rendersForms = [...loaded].some((chunk) => chunk.moduleIds.some((id) => formRenderer.test(id)));
    const family: Family = studio.test(facade) ? 'studio' : formDefinitions.test(facade) ? 'definitions' : rendersForms ? 'forms' : pagePattern.test(facade) ? 'pages' : 'other';
    for (const chunk of loaded) if (chunk !== page) usersOf.set(chunk, [...(usersOf.get(chunk) ?? []), family]);
  }
  const plan = new Map<string, string>();
  for (const [chunk, users] of usersOf) {
    // What the first page loads, code loaded on demand and code of one page (besides the Studio's
    // and on-demand pieces') stay put.
    const pageUsers = users.filter((family) => family !== 'studio' && family !== 'other');
    if (atStart.has(chunk) || chunk.isDynamicEntry || pageUsers.length < 2) continue;
    const families = new Set<Family>(users.includes('other') ? [...pageUsers, 'forms', 'pages'] : pageUsers);
    const group = families.has('definitions') ? 'definition-kit' : GROUP_OF_FAMILIES[[...families].sort().join('+')];
    if (group) for (const id of chunk.moduleIds) plan.set(id, group);
  }
  return plan;
}

/** A chain of static imports that comes back to where it began (file names), or undefined. */
export function findImportCycle(chunks: readonly Pick<BuiltChunk, 'fileName' | 'imports'>[]): string[] | undefined {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | undefined => {
    const at = path.indexOf(name);
    if (at >= 0) return [...path.slice(at), name];
    if (done.has(name)) return undefined;
    path.push(name);
    for (const next of byName.get(name)?.imports ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return undefined;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return undefined;
}
