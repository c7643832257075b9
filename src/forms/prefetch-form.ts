import type { QueryClient } from '@tanstack/react-query';
import type { CompiledForm } from '../../engine/core/types.ts';
import { loadForm, loadManifest } from '../../generated/registry.gen.ts';
import { inNextTask } from '../app/next-task.ts';
import type { FormPart } from '../app/route-preload.ts';
import { secondsLeft } from '../auth/stored-sign-in.ts';
import { currentSignIn } from '../auth/user-manager.ts';
import { startRevisionLookup } from './current-revision.ts';
import { compiledFormQuery } from './use-compiled-form.ts';

/**
 * What the first page's catalog form needs, started at start-up: its build's chunk, then its
 * machine (in a task of its own, while the page waits for its data, not in the page's first
 * render) and, when the tab already holds a valid sign-in, the lookup of its current published
 * revision. Without a valid sign-in the page looks it up itself. The machine's builder (and XState
 * with it) is imported here on demand, so it comes with the form pages' shared code, not in the
 * start-up scripts every page downloads. A page that shows only the form's manifest (`part`) gets
 * that small chunk alone, so the form's validators neither compete with its download nor hold
 * its main thread.
 */
export function prefetchForm(formId: string, part: FormPart = 'form'): void {
  if (part === 'manifest') loadManifest(formId).catch(() => undefined);
  else buildMachineSoon(loadForm(formId));
  currentSignIn()
    .then((signIn) => {
      if (signIn && secondsLeft(signIn) > 0) startRevisionLookup(formId);
    })
    .catch(() => undefined);
}

/**
 * Loads a form through its query, as its page will ask for it (the revision analysts last
 * published), and builds its machine in a task of its own: for a page that knows the form is
 * next (an introduction answered Yes), so that page's first render finds both.
 */
export function prefetchCompiledForm(queryClient: QueryClient, formId: string): void {
  buildMachineSoon(queryClient.fetchQuery(compiledFormQuery(formId)));
}

/** The form's machine built once the form has come, in a task of its own (the builder, and XState with it, imported on demand). */
function buildMachineSoon(form: Promise<CompiledForm>): void {
  Promise.all([form, import('../../engine/core/machine.ts')])
    .then(([loaded, { formMachine }]) => inNextTask(() => formMachine(loaded)))
    .catch(() => undefined);
}
