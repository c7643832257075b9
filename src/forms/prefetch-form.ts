import { loadForm } from '../../generated/registry.gen.ts';
import { secondsLeft } from '../auth/stored-sign-in.ts';
import { currentSignIn } from '../auth/user-manager.ts';
import { startRevisionLookup } from './current-revision.ts';

/**
 * What the first page's catalog form needs, started at start-up: its build's chunk and, when the
 * tab already holds a valid sign-in, the lookup of its current published revision. Without a
 * valid sign-in the page looks it up itself.
 */
export function prefetchForm(formId: string): void {
  loadForm(formId).catch(() => undefined);
  currentSignIn()
    .then((signIn) => {
      if (signIn && secondsLeft(signIn) > 0) startRevisionLookup(formId);
    })
    .catch(() => undefined);
}
