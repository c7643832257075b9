/**
/**
 * Server journeys generated from the fixtures of every complex-change and simple-change (quick
 * edit) form (forms that are data only, on the server's generic handlers): each whole-form fixture
 * is posted as the browser posts it, for a project of the signed-in levy payer that the form may
 * change, or (a form naming its project by levy number, `submit.project`) with the number of a
 * submitted project of another levy payer and no route project number. An invalid fixture gets a
 * 400 with exactly its errors; a valid one is accepted. Custom submissions (profile, company,
 * onboarding, the notification) have routes of their own, tested beside them.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { writePointer } from '../../engine/core/pointer.ts';
import { openingData } from '../../engine/core/prefill.ts';
import { loadCatalog } from '../../scripts/codegen/load-catalog.ts';
import { changeRefusal } from '../../engine/core/change-refusal.ts';
import type { FormManifest } from '../../engine/core/types.ts';
import { portal } from '../../generated/portal.gen.ts';
import { describeApi } from '../../server/test-support/api.ts';
import { PROJECT_MONEY_FIELDS } from '../../server/db/queries/projects.ts';
import { applyProjectChanges } from '../../server/db/queries/project-changes.ts';

const forms = loadCatalog(join(import.meta.dirname, '..', '..', 'forms')).filter((entry) => ['complex-change', 'simple-change'].includes(entry.manifest.submit?.kind ?? ''));
// What makes the project the user's own and editable stays the real project's.
const IDENTITY = ['projectId', 'projectNumber', 'status', 'readOnly', 'levyPayerContactId', 'levyPayerOrganisationId'];

it('finds the complex-change and simple-change forms to journey through', () => {
  expect(forms.filter((entry) => entry.manifest.submit?.kind === 'complex-change').length).toBeGreaterThan(0);
  expect(forms.filter((entry) => entry.manifest.submit?.kind === 'simple-change').length).toBeGreaterThan(0);
});

describeApi('server journeys from the fixtures of complex-change and simple-change forms', (t) => {
  // The fixture's project facts (costs, exemptions, dates...) written onto the real project's record (and the columns that mirror them), so
  // what the server recomputes from its own record (e.g. a cost difference) is what the fixture meant.
  const standIn = async (projectId: string, facts: Record<string, unknown>) => {
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(facts)) {
      if (IDENTITY.includes(key)) continue;
      record[key] = (PROJECT_MONEY_FIELDS as readonly string[]).includes(key) && typeof value === 'number' ? Math.round(value * 100) : value;
    }
    await applyProjectChanges(t.db, projectId, record);
  };
  // A project of the demo levy payer that the form may change (its availability rule holds, e.g.
  // Finalise needs a confirmation), found in the seeded demo data as a user would find one.
  const chosen = new Map<string, string>();
  const projectFor = async (manifest: FormManifest, headers: Record<string, string>, user: string): Promise<string> => {
    const key = `${manifest.id} ${user}`;
    if (chosen.has(key)) return chosen.get(key)!;
    const list = (await t.app.inject({ url: '/api/project?current=true&pageNumber=1&pageSize=50', headers })).json().projects as { projectId: string }[];
    for (const { projectId } of list) {
      const project = (await t.app.inject({ url: `/api/project/${projectId}`, headers })).json().project;
      if (changeRefusal(portal, manifest.availability, project, '') === null) {
        chosen.set(key, projectId);
        return projectId;
      }
    }
    throw new Error(`the demo levy payer has no project that ${manifest.id} may change`);
  };
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
        // An empty organisation in the context stands for a caller who has none: the demo sole trader.
        const organisation = fixture.context?.organisation as Record<string, unknown> | undefined;
        const user = organisation && Object.keys(organisation).length === 0 ? 'owner' : 'payer';
        const headers = await t.auth(user);
        const projectId = await projectFor(entry.manifest, headers, user);
        if (fixture.context?.project) await standIn(projectId, fixture.context.project as Record<string, unknown>);
        const project = (await t.app.inject({ method: 'GET', url: `/api/project/${projectId}`, headers })).json().project;
        // The fixture's own project stands for a real one of the signed-in user (its record's values written onto it above).
        const context = fixture.context?.project ? { ...fixture.context, project } : (fixture.context ?? {});
        // As the browser opens the form: initial values from the context, then the prefill.
        let data = openingData(entry.manifest, context, fixture.data);
        // A project named by number: a valid fixture's stands for a real one of another levy payer.
        const byNumber = submit.project?.by === 'number';
        if (byNumber && fixture.expect.valid) data = writePointer(data, submit.project!.field, await othersProjectNumber());
        // A quick edit sends its payload alone; a change request names the project number too (none when named by number).
        const body = submit.kind === 'simple-change' ? { [submit.payloadKey]: data } : { [submit.payloadKey]: data, projectNumber: byNumber ? '' : project.projectNumber };
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
