import { runFixture, type Fixture, type FixtureResult } from '../../../engine/core/index.ts';
import type { CompiledForm } from '../../../engine/core/types.ts';
import type { StudioFixture } from '../studio-api.ts';

export interface FormFixtureRun {
  id: string;
  version: number;
  results: (FixtureResult & { name: string })[];
  passed: number;
  failed: number;
}

/** Runs one form's fixtures (engine/core's runner, as `npm run fixtures` does), in file-name order. */
export function runFormFixtures(id: string, form: CompiledForm, fixtures: Record<string, StudioFixture>): FormFixtureRun {
  const results = Object.keys(fixtures)
    .sort()
    .map((name) => ({ name, ...runFixture(form, fixtures[name] as Fixture) }));
  const passed = results.filter((result) => result.passed).length;
  return { id, version: form.manifest.version, results, passed, failed: results.length - passed };
}

/** Totals over every form, worded as `npm run fixtures` closes. */
export function totals(runs: readonly FormFixtureRun[]): { passed: number; failed: number; text: string } {
  const passed = runs.reduce((sum, run) => sum + run.passed, 0);
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  return { passed, failed, text: `${passed} passed, ${failed} failed` };
}
