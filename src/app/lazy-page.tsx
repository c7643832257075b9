import type { ComponentType } from 'react';
import { onDemand } from './on-demand.tsx';
import { PageLoading } from './page-loading.tsx';
import { registerPreload, type FormPart } from './route-preload.ts';

/**
 * A route element whose page loads in its own chunk, so the first route carries only the shell:
 * `element: lazyPage(() => import('../x/x-page.tsx'), 'XPage')`. A page that renders a catalog
 * form hosted at another route names that route (`formRoute`), so start-up loads the form with it
 * (only its manifest when that is all the page shows: `formPart`).
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, formRoute?: string, formPart?: FormPart) {
  const page = onDemand(() => load().then((m) => m[name] as ComponentType), <PageLoading />);
  const element = <page.Component />;
  registerPreload(element, page.load, formRoute, formPart);
  return element;
}
