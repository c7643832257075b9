import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from './page-loading.tsx';
import { registerPreload } from './route-preload.ts';

/**
 * A route element whose page loads in its own chunk, so the first route carries only the shell:
 * `element: lazyPage(() => import('../x/x-page.tsx'), 'XPage')`.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Page = lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
  const element = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  registerPreload(element, load);
  return element;
}
