/**
 * Server journeys generated from the fixtures of every complex-change and simple-change (quick
 * edit) form (forms that are data only, on the server's generic handlers): each whole-form fixture
 * is posted as the browser posts it, for a project of the signed-in levy payer. An invalid fixture
 * gets a 400 with exactly its errors; a valid one is accepted. Custom submissions (profile,
 * company, onboarding, the notification) have routes of their own, tested beside them.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { applyPrefill } from '../../engine/core/prefill.ts';
import { loadCatalog } from '../../scripts/codegen/load-catalog.ts';
import { seedUuid } from '../../server/seed/deterministic.ts';
import { describeApi } from '../../server/test-support/api.ts';

const forms = loadCatalog(join(import.meta.dirname, '..', '..', 'forms')).filter((entry) => ['complex-change', 'simple-change'].includes(entry.manifest.submit?.kind ?? ''));
// An editable project of the demo levy payer, from the seeded demo data.
const PROJECT_ID = seedUuid('project:payer:5');

it('finds the complex-change and simple-change forms to journey through', () => {
  expect(forms.filter((entry) => entry.manifest.submit?.kind === 'complex-change').length).toBeGreaterThan(0);
  expect(forms.filter((entry) => entry.manifest.submit?.kind === 'simple-change').length).toBeGreaterThan(0);
});

describeApi('server journeys from the fixtures of complex-change and simple-change forms', (t) => {
  for (const entry of forms) {
    const submit = entry.manifest.submit!;
    for (const { file, fixture } of entry.fixtures.filter((item) => !item.fixture.step && item.fixture.expect.valid !== undefined)) {
      const name = `${entry.id}/${file.split('/').pop()}`;
      it(`${name}: ${fixture.expect.valid ? 'accepted' : 'refused with exactly its errors'}`, async () => {
        const headers = await t.auth('payer');
        const project = (await t.app.inject({ method: 'GET', url: `/api/project/${PROJECT_ID}`, headers })).json().project;
        // The fixture's own project stands for a real one of the signed-in user.
        const context = fixture.context?.project ? { ...fixture.context, project } : (fixture.context ?? {});
        const data = applyPrefill(entry.manifest, context, fixture.data);
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
