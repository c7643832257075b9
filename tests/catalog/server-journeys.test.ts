/**
 * Server journeys generated from the fixtures of every complex-change form (forms that are data
 * only, on the server's one generic handler): each whole-form fixture is posted as the browser
 * posts it, for a project of the signed-in levy payer, or (a form naming its project by levy
 * number, `submit.project`) with the number of a submitted project of another levy payer and no
 * route project number. An invalid fixture gets a 400 with exactly its errors; a valid one is
 * accepted. Custom submissions (profile, company, onboarding, the notification) have routes of
 * their own, tested beside them.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { writePointer } from '../../engine/core/pointer.ts';
import { applyPrefill } from '../../engine/core/prefill.ts';
import { loadCatalog } from '../../scripts/codegen/load-catalog.ts';
import { seedUuid } from '../../server/seed/deterministic.ts';
import { describeApi } from '../../server/test-support/api.ts';

const forms = loadCatalog(join(import.meta.dirname, '..', '..', 'forms')).filter((entry) => entry.manifest.submit?.kind === 'complex-change');
// An editable project of the demo levy payer, from the seeded demo data.
const PROJECT_ID = seedUuid('project:payer:5');

it('finds the complex-change forms to journey through', () => {
  expect(forms.length).toBeGreaterThan(0);
});

describeApi('server journeys from the fixtures of complex-change forms', (t) => {
  /** The levy number of a submitted project that the demo levy payer cannot reach (another levy payer's). */
  const othersProjectNumber = async () =>
    (
      await t.db.query<{ project_number: string }>(
        `SELECT p.project_number FROM projects p JOIN contacts c ON c.email_address = 'payer@example.com'
          WHERE p.status = 'Submitted' AND p.project_number IS NOT NULL
            AND p.levy_payer_contact_id <> c.contact_id AND p.levy_payer_organisation_id IS DISTINCT FROM c.organisation_id
          ORDER BY p.project_number LIMIT 1`,
      )
    ).rows[0].project_number;

  for (const entry of forms) {
    const submit = entry.manifest.submit!;
    for (const { file, fixture } of entry.fixtures.filter((item) => !item.fixture.step && item.fixture.expect.valid !== undefined)) {
      const name = `${entry.id}/${file.split('/').pop()}`;
      it(`${name}: ${fixture.expect.valid ? 'accepted' : 'refused with exactly its errors'}`, async () => {
        const headers = await t.auth('payer');
        const project = (await t.app.inject({ method: 'GET', url: `/api/project/${PROJECT_ID}`, headers })).json().project;
        // The fixture's own project stands for a real one of the signed-in user.
        const context = fixture.context?.project ? { ...fixture.context, project } : (fixture.context ?? {});
        let data = applyPrefill(entry.manifest, context, fixture.data);
        // A project named by number: a valid fixture's stands for a real one of another levy payer.
        const byNumber = submit.project?.by === 'number';
        if (byNumber && fixture.expect.valid) data = writePointer(data, submit.project!.field, await othersProjectNumber());
        const projectNumber = byNumber ? '' : project.projectNumber;
        const res = await t.app.inject({ method: submit.method, url: submit.endpoint, headers, payload: { [submit.payloadKey]: data, projectNumber } });
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
