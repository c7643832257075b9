import { describe, expect, it } from 'vitest';
import { chunkPlan, findImportCycle, type BuiltChunk } from './chunk-plan.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], kind: 'entry' | 'page' | 'shared' = 'shared'): BuiltChunk => ({
  fileName,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'page',
  facadeModuleId: kind === 'shared' ? null : moduleIds[0],
  moduleIds,
  imports,
});

const options = { formRenderer: /form-renderer\.tsx$/, formDefinitions: /\/definitions\//, pages: /-page\.tsx$/, studio: /\/studio\// };

/** Two form pages, two other pages, two Studio pages, a form's definition and a menu any page opens, sharing code every way. */
const build = [
  chunk('index.js', ['/src/main.tsx'], ['start.js'], 'entry'),
  chunk('start.js', ['/src/shell.tsx']),
  chunk('form-a.js', ['/src/form-a-page.tsx'], ['renderer.js', 'forms-only.js', 'both.js', 'start.js', 'with-studio.js', 'definition-helpers.js', 'menu-part.js'], 'page'),
  chunk('form-b.js', ['/src/form-b-page.tsx'], ['renderer.js', 'forms-only.js', 'both.js', 'menu-part.js'], 'page'),
  chunk('renderer.js', ['/engine/form-renderer.tsx', '/node_modules/form-library/index.js']),
  chunk('forms-only.js', ['/engine/field.tsx']),
  chunk('both.js', ['/engine/format.ts']),
  chunk('with-studio.js', ['/src/form-a-part.tsx']),
  chunk('page-c.js', ['/src/c-page.tsx'], ['pages-only.js', 'both.js'], 'page'),
  chunk('page-d.js', ['/src/d-page.tsx'], ['pages-only.js', 'both.js', 'start.js'], 'page'),
  chunk('pages-only.js', ['/src/table.tsx', '/node_modules/table-library/index.js']),
  chunk('studio-e.js', ['/src/studio/e-page.tsx'], ['studio-only.js', 'with-studio.js', 'renderer.js'], 'page'),
  chunk('studio-f.js', ['/src/studio/f-page.tsx'], ['studio-only.js'], 'page'),
  chunk('studio-only.js', ['/node_modules/editor/index.js']),
  chunk('definition-x.js', ['/generated/definitions/x.ts'], ['definition-helpers.js'], 'page'),
  chunk('definition-helpers.js', ['/engine/string-formats.ts']),
  chunk('menu.js', ['/src/account-menu.tsx'], ['menu-part.js'], 'page'),
  chunk('menu-part.js', ['/node_modules/menu-library/index.js']),
];

describe('chunkPlan', () => {
  const plan = chunkPlan(build, options);

  it('groups what the form pages share, with the library code in it, as form-kit', () => {
    expect(plan.get('/engine/form-renderer.tsx')).toBe('form-kit');
    expect(plan.get('/node_modules/form-library/index.js')).toBe('form-kit');
    expect(plan.get('/engine/field.tsx')).toBe('form-kit');
  });

  it('groups what only the other pages share as page-kit, and what both families share as shared-kit', () => {
    expect(plan.get('/src/table.tsx')).toBe('page-kit');
    expect(plan.get('/node_modules/table-library/index.js')).toBe('page-kit');
    expect(plan.get('/engine/format.ts')).toBe('shared-kit');
  });

  it('groups what the forms’ definitions use as definition-kit, so a form’s own download stays small', () => {
    expect(plan.get('/engine/string-formats.ts')).toBe('definition-kit');
  });

  it('leaves the first page’s code, each page’s own, and what one page shares only with the Studio where the bundler put them', () => {
    for (const id of ['/src/main.tsx', '/src/shell.tsx', '/src/form-a-page.tsx', '/src/c-page.tsx', '/src/form-a-part.tsx', '/node_modules/editor/index.js', '/generated/definitions/x.ts', '/src/account-menu.tsx']) {
      expect(plan.has(id), id).toBe(false);
    }
  });

  it('puts what a piece any page opens on demand shares in shared-kit, never in one family’s kit', () => {
    // Shared by the menu and two form pages only: in form-kit, the menu would fetch it on every page.
    expect(plan.get('/node_modules/menu-library/index.js')).toBe('shared-kit');
    expect(plan.has('/src/account-menu.tsx')).toBe(false);
  });
});

describe('findImportCycle', () => {
  it('names a loop of static imports between chunks, and finds none where there is none', () => {
    expect(findImportCycle(build)).toBeUndefined();
    const looped = [
      { fileName: 'index.js', imports: ['kit.js'] },
      { fileName: 'kit.js', imports: ['page.js'] },
      { fileName: 'page.js', imports: ['kit.js'] },
    ];
    expect(findImportCycle(looped)).toEqual(['kit.js', 'page.js', 'kit.js']);
  });
});
