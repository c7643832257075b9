/**
 * Which catalog form a route checks, found by what the form declares (its manifest's submit
 * method and endpoint), so no route names a form. The route then validates with that form's
 * revision (`live-forms.ts`).
 */
import { formIds, loadForm } from '../../generated/registry.gen.ts';
import type { CompiledForm } from '../../engine/core/types.ts';

/** The build's catalog forms that submit to `method endpoint`. */
export async function formsSubmittingTo(method: string, endpoint: string, load: (id: string) => Promise<CompiledForm> = loadForm, ids: readonly string[] = formIds): Promise<CompiledForm[]> {
  const forms = await Promise.all(ids.map((id) => load(id)));
  return forms.filter((form) => form.manifest.submit?.method === method && form.manifest.submit.endpoint === endpoint);
}

/** The id of the one catalog form that submits to `method endpoint`; throws at start when there is none or more than one. */
export async function formIdSubmittingTo(method: string, endpoint: string, load?: (id: string) => Promise<CompiledForm>, ids?: readonly string[]): Promise<string> {
  const forms = await formsSubmittingTo(method, endpoint, load, ids);
  if (forms.length !== 1) throw new Error(`expected one catalog form submitting to ${method} ${endpoint}, found ${forms.length}`);
  return forms[0].manifest.id;
}
