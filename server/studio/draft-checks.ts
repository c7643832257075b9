/**
 * The Studio's checks of a form's files: the catalog linter (with the other forms as published),
 * every fixture through the compiled draft, the breaking-change report and the generated types
 * against the live revision. A draft may be published only when all four are clean.
 */
import { breakingChanges, type BreakingChange } from '../../engine/core/breaking-changes.ts';
import { runFixture } from '../../engine/core/fixtures.ts';
import type { FormFiles } from '../../engine/core/form-files.ts';
import { bundleSchema } from '../../scripts/codegen/bundle-schema.ts';
import type { CatalogForm } from '../../scripts/codegen/load-catalog.ts';
import { lintCatalogForms } from '../../scripts/lint/lint-catalog-forms.ts';
import { catalogForm, compileFormFiles, type CompiledRevision } from './form-compiler.ts';
import { typeChanges, type TypeChange } from './type-check.ts';

export interface LintProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface FixtureRun {
  name: string;
  description: string;
  passed: boolean;
  problems: string[];
}

export interface StudioChecks {
  lint: LintProblem[];
  fixtures: { passed: number; failed: number; results: FixtureRun[] };
  breaking: BreakingChange[];
  /** The generated TypeScript types, when they no longer accept every value the live revision's accept. */
  types: TypeChange[];
}

/** `ui.json/a/b: text`, `form.json#/steps/0: text` or `schema/x: text` to its file, pointer and message. */
export function lintProblem(problem: string): LintProblem {
  // The pointer ends at the first ': ' (a ui.json key such as `ui:widget` holds a colon).
  const match = /^(form|schema|ui|machine|fixtures)(?:\.json)?#?(\/.*?)?: ([\s\S]*)$/.exec(problem);
  if (!match) return { file: 'form.json', pointer: '', message: problem };
  return { file: match[1] === 'fixtures' ? 'fixtures' : `${match[1]}.json`, pointer: match[2] ?? '', message: match[3] };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function lintDraft(formId: string, files: FormFiles, others: CatalogForm[]): LintProblem[] {
  try {
    const forms = [...others.filter((form) => form.id !== formId), catalogForm(formId, files)];
    return (lintCatalogForms(forms).get(formId) ?? []).map(lintProblem);
  } catch (error) {
    return [{ file: 'form.json', pointer: '', message: `The form cannot be linted: ${reason(error)}` }];
  }
}

/** The breaking changes of the draft against the live files (none when there is no live revision). */
export function breakingAgainst(formId: string, live: FormFiles | undefined, draft: FormFiles): BreakingChange[] {
  if (!live) return [];
  const shape = (files: FormFiles) => ({
    schema: bundleSchema(catalogForm(formId, files).schemaFile, { schema: files.schema, conditions: files.form.conditions ?? {} }),
    machine: files.machine,
    manifest: files.form,
    uiSchema: files.ui,
  });
  try {
    return breakingChanges(shape(live), shape(draft));
  } catch (error) {
    return [{ rule: 'type-changed', pointer: '', message: `The schema cannot be compared with the live revision: ${reason(error)}` }];
  }
}

/** Checks the files; `compiled` is the draft's module when it compiles. */
export async function checkFormFiles(
  formId: string,
  files: FormFiles,
  live: FormFiles | undefined,
  others: CatalogForm[],
): Promise<{ checks: StudioChecks; compiled?: CompiledRevision }> {
  const lint = lintDraft(formId, files, others);
  let compiled: CompiledRevision | undefined;
  try {
    compiled = await compileFormFiles(formId, files);
  } catch (error) {
    lint.push({ file: 'schema.json', pointer: '', message: `The form does not compile: ${reason(error)}` });
  }
  const results: FixtureRun[] = Object.keys(files.fixtures)
    .sort()
    .map((name) => {
      const fixture = files.fixtures[name];
      const description = typeof fixture?.description === 'string' ? fixture.description : name;
      if (!compiled) return { name, description, passed: false, problems: ['The form does not compile.'] };
      try {
        const result = runFixture(compiled.form, fixture);
        return { name, description, passed: result.passed, problems: result.problems };
      } catch (error) {
        return { name, description, passed: false, problems: [reason(error)] };
      }
    });
  const passed = results.filter((result) => result.passed).length;
  return {
    checks: { lint, fixtures: { passed, failed: results.length - passed, results }, breaking: breakingAgainst(formId, live, files), types: await typeChanges(formId, live, files) },
    compiled,
  };
}

/** True when nothing blocks publishing: lint clean, every fixture passing (at least one), nothing breaking, types that still accept the live data. */
export const publishable = (checks: StudioChecks): boolean =>
  checks.lint.length === 0 && checks.fixtures.failed === 0 && checks.fixtures.passed > 0 && checks.breaking.length === 0 && checks.types.length === 0;
