/**
 * Server journeys generated from the fixtures of every complex-change and simple-change (quick
 * edit) form (forms that are data only, on the server's generic handlers): each whole-form fixture
 * is posted as the browser posts it, for a project of the signed-in levy payer. An invalid fixture
 * gets a 400 with exactly its errors; a valid one is accepted. Custom submissions (profile,
 * company, onboarding, the notification) have routes of their own, tested beside them.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openingData } from '../../engine/core/prefill.ts';
import { loadCatalog } from '../../scripts/codegen/load-catalog.ts';
import { seedUuid } from '../../server/seed/deterministic.ts';
import { describeApi } from '../../server/test-support/api.ts';
import { PROJECT_MONEY_FIELDS } from '../../server/db/queries/projects.ts';

const forms = loadCatalog(join(import.meta.dirname, '..', '..', 'forms')).filter((entry) => ['complex-change', 'simple-change'].includes(entry.manifest.submit?.kind ?? ''));
// An editable project of the demo levy payer, from the seeded demo data.
const PROJECT_ID = seedUuid('project:payer:5');
// What makes the project the user's own and editable stays the real project's.
const IDENTITY = ['projectId', 'projectNumber', 'status', 'readOnly', 'levyPayerContactId', 'levyPayerOrganisationId'];

it('finds the complex-change and simple-change forms to journey through', () => {
  expect(forms.filter((entry) => entry.manifest.submit?.kind === 'complex-change').length).toBeGreaterThan(0);
  expect(forms.filter((entry) => entry.manifest.submit?.kind === 'simple-change').length).toBeGreaterThan(0);
});

describeApi('server journeys from the fixtures of complex-change and simple-change forms', (t) => {
  // The fixture's project facts (costs, exemptions...) written onto the real project's record, so
  // what the server recomputes from its own record (e.g. a cost difference) is what the fixture meant.
  const standIn = async (facts: Record<string, unknown>) => {
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(facts)) {
      if (IDENTITY.includes(key)) continue;
      record[key] = (PROJECT_MONEY_FIELDS as readonly string[]).includes(key) && typeof value === 'number' ? Math.round(value * 100) : value;
    }
    await t.db.query('UPDATE projects SET record = record || $1::jsonb WHERE project_id = $2', [JSON.stringify(record), PROJECT_ID]);
  };
  for (const entry of forms) {
    const submit = entry.manifest.submit!;
    for (const { file, fixture } of entry.fixtures.filter((item) => !item.fixture.step && item.fixture.expect.valid !== undefined)) {
      const name = `${entry.id}/${file.split('/').pop()}`;
      it(`${name}: ${fixture.expect.valid ? 'accepted' : 'refused with exactly its errors'}`, async () => {
        const headers = await t.auth('payer');
        if (fixture.context?.project) await standIn(fixture.context.project as Record<string, unknown>);
        const project = (await t.app.inject({ method: 'GET', url: `/api/project/${PROJECT_ID}`, headers })).json().project;
        // The fixture's own project stands for a real one of the signed-in user (its record's values written onto it above).
        const context = fixture.context?.project ? { ...fixture.context, project } : (fixture.context ?? {});
        // As the browser opens the form: initial values from the context, then the prefill.
        const data = openingData(entry.manifest, context, fixture.data);
        // A quick edit sends its payload alone; a change request names the project number too.
        const body = submit.kind === 'simple-change' ? { [submit.payloadKey]: data } : { [submit.payloadKey]: data, projectNumber: project.projectNumber };
        const res = await t.app.inject({ method: submit.method, url: submit.endpoint, headers, payload: body });
        if (fixture.expect.valid) {
          expect(res.statusCode, res.body).toBe(200);
          return;
        }
        expect(res.statusCode, res.body).toBe(400);
        const key = (error: { path: string; message: string }) => `${error.path} ${error.message}`;
        expect(new Set((res.json().errors as { path: string; message: string }[]).map(key))).toEqual(new Set((fixture.expect.errors ?? []).map(key)));
      });
    }
  }
});
