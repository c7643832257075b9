/**
 * Which catalog form a route checks, found by what the form declares (its manifest's submit
 * method and endpoint), so no route names a form. The route then validates with that form's
 * revision (`live-forms.ts`). The catalog is the build's (generated/) unless the app is given
 * another (`RouteDeps.catalog`): a test puts a test-only form in place of the catalog form that
 * submits where it does (`test-support/test-catalog.ts`).
 */
import { formIds, loadForm } from '../../generated/registry.gen.ts';
import type { CompiledForm } from '../../engine/core/types.ts';

/** The forms a server checks submissions with. */
export interface FormCatalog {
  forms(): Promise<CompiledForm[]>;
}

/** The build's catalog: every form of generated/registry.gen.ts. */
export const buildCatalog: FormCatalog = { forms: () => Promise.all(formIds.map((id) => loadForm(id))) };

/** Whether two forms submit with the same method to the same endpoint. */
export const submitsAlike = (a: CompiledForm, b: CompiledForm) =>
  !!a.manifest.submit && a.manifest.submit.method === b.manifest.submit?.method && a.manifest.submit.endpoint === b.manifest.submit.endpoint;

/** The catalog's forms that submit to `method endpoint`. */
export async function formsSubmittingTo(method: string, endpoint: string, catalog: FormCatalog = buildCatalog): Promise<CompiledForm[]> {
  const forms = await catalog.forms();
  return forms.filter((form) => form.manifest.submit?.method === method && form.manifest.submit.endpoint === endpoint);
}

/** The one catalog form that submits to `method endpoint`; throws at start when there is none or more than one. */
export async function formSubmittingTo(method: string, endpoint: string, catalog?: FormCatalog): Promise<CompiledForm> {
  const forms = await formsSubmittingTo(method, endpoint, catalog);
  if (forms.length !== 1) throw new Error(`expected one catalog form submitting to ${method} ${endpoint}, found ${forms.length}`);
  return forms[0];
}

/** The id of the one catalog form that submits to `method endpoint` (see `formSubmittingTo`). */
export async function formIdSubmittingTo(method: string, endpoint: string, catalog?: FormCatalog): Promise<string> {
  return (await formSubmittingTo(method, endpoint, catalog)).manifest.id;
}
