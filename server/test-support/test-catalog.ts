/**
 * The build's catalog with test-only forms in it: each takes the place of the catalog form that
 * submits where it does (same method and endpoint), so a route finds the test's form as it finds
 * its own (`studio/submitting-form.ts`), and a server test proves the route without leaning on a
 * catalog form's ids, data or words. Give it to `describeApi` as `{ catalog }`.
 */
import type { CompiledForm } from '../../engine/core/types.ts';
import { buildCatalog, submitsAlike, type FormCatalog } from '../studio/submitting-form.ts';

export function catalogWith(...testForms: CompiledForm[]): FormCatalog {
  return {
    async forms() {
      const forms = await buildCatalog.forms();
      for (const test of testForms) {
        if (!forms.some((form) => submitsAlike(test, form))) throw new Error(`no catalog form submits where test form ${test.manifest.id} does`);
      }
      return [...forms.filter((form) => !testForms.some((test) => submitsAlike(test, form))), ...testForms];
    },
  };
}
