import { expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi, type DemoUser } from '../test-support/api.ts';
import { catalogWith } from '../test-support/test-catalog.ts';
import { compileTestNotificationForm, TEST_DRAFT_MESSAGES, testDraft } from '../test-support/test-notification-form.ts';
import { portal } from '../../generated/portal.gen.ts';
import { CHARGE_UNDER_WAY } from './project-save.ts';

const seededDraft = seedUuid('project:payer:0');
const seededSubmitted = seedUuid('project:payer:4');
const form = compileTestNotificationForm();

describeApi(
  'project save (notification drafts)',
  (t) => {
    const save = async (project: unknown, user: DemoUser = 'payer', headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/project/save', headers: { ...(await t.auth(user)), ...headers }, payload: { project } });
    const get = async (id: string, user: DemoUser = 'payer') => t.app.inject({ url: `/api/project/${id}`, headers: await t.auth(user) });

    it("refuses a new draft that holds nothing the user entered, with the form's message, and stores no row", async () => {
      const before = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM projects WHERE status = 'Draft'`)).rows[0].n;
      // The schema's own default and an unticked box are not entered values.
      const res = await save({ projectId: 'new-project', buildingDetails: { state: 'QLD' }, checks: { startDateInPast: false } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(TEST_DRAFT_MESSAGES.nothingToSave);
      expect((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM projects WHERE status = 'Draft'`)).rows[0].n).toBe(before);
    });

    it('saves a new draft for the organisation and lists it with description, suburb and dates', async () => {
      const data = testDraft();
      const res = await save({ projectId: 'new-project', ...data });
      expect(res.statusCode, res.body).toBe(200);
      const { projectId } = res.json();
      expect(projectId).toMatch(/^[0-9a-f-]{36}$/);

      const list = await t.app.inject({ url: '/api/project?searchTerm=granny&pageSize=50', headers: await t.auth('payer') });
      const row = list.json().projects.find((p: { projectId: string }) => p.projectId === projectId);
      expect(row).toMatchObject({
        status: 'Draft',
        projectNumber: null,
        descriptionOfWork: 3,
        descriptionOfWorkName: 'Secondary dwelling (granny flat)',
        suburb: 'Paddington',
        estimatedStartDate: data.buildingDetails.projectStartDate,
        estimatedFinishDate: data.buildingDetails.projectEndDate,
      });

      const { project } = (await get(projectId)).json();
      expect(project.notification).toEqual(data);
      expect(project).toMatchObject({ formId: form.manifest.id, formVersion: form.manifest.version, projectOwnerName: 'Robin Owner', councilId: 1, typeOfWorkId: 1 });
      expect(project.formRevision).toEqual({ id: form.manifest.id, version: form.manifest.version, revision: null, hash: null, moduleUrl: null });
      expect(project.reEnter).toBeUndefined();
      const { rows } = await t.db.query('SELECT form_id, form_version, form_revision, form_hash FROM projects WHERE project_id = $1', [projectId]);
      expect(rows[0]).toEqual({ form_id: form.manifest.id, form_version: form.manifest.version, form_revision: null, form_hash: null });
      // Other members of the organisation see it too; a user of another account does not.
      expect((await get(projectId, 'staff')).statusCode).toBe(200);
      expect((await get(projectId, 'owner')).statusCode).toBe(403);
    });

    it('saves a draft naming a council no lookup has, with no council id (the submission refuses it)', async () => {
      const data = testDraft({ buildingDetails: { localCouncil: 'Atlantis Council' } });
      const res = await save({ projectId: 'new-project', ...data });
      expect(res.statusCode, res.body).toBe(200);
      const { rows } = await t.db.query<{ record: Record<string, unknown> }>('SELECT record FROM projects WHERE project_id = $1', [res.json().projectId]);
      expect(rows[0].record).toMatchObject({ councilId: null, descriptionOfWork: 3 });
    });

    it("resumes a draft of an earlier form version without what the form no longer holds, with the form's own notice", async () => {
      const projectId = (await save({ projectId: 'new-project', ...testDraft() })).json().projectId;
      const data = testDraft();
      const earlier = { ...data, buildingDetails: { ...data.buildingDetails, retiredQuestion: 'kept by an earlier version' } };
      await t.db.query('UPDATE projects SET form_version = form_version - 1, form_revision = NULL, form_data = $2 WHERE project_id = $1', [projectId, JSON.stringify(earlier)]);
      const { project } = (await get(projectId)).json();
      expect(project.notification).toEqual(data);
      expect(project.reEnter).toEqual([{ path: '/buildingDetails/retiredQuestion', message: TEST_DRAFT_MESSAGES.notPartOfForm }]);
      expect(project.notificationNotice).toBe(TEST_DRAFT_MESSAGES.reEnterNotice);
    });

    it('saves again into the same draft', async () => {
      const first = (await save({ projectId: 'temp-123', ...testDraft() })).json().projectId;
      const again = await save({ projectId: first, ...testDraft({ buildingDetails: { suburb: 'New Farm', internalJobId: 'JOB-77' } }) });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().projectId).toBe(first);
      const { rows } = await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM projects WHERE project_id = $1 AND suburb = 'New Farm' AND internal_job_number = 'JOB-77'`, [first]);
      expect(rows[0].n).toBe(1);
    });

    it('saves an incomplete draft, and only a draft (for a user without an organisation too)', async () => {
      const res = await save({ projectId: 'new-project', buildingDetails: { suburb: 'Toowong', ownerContactPhoneNumber: '', projectStartDate: '' }, costOfWork: { totalCoW: 1000 } }, 'owner');
      expect(res.statusCode, res.body).toBe(200);
      const { rows } = await t.db.query<{ status: string; levy_payer_organisation_id: string | null; form_version: number }>(
        'SELECT status, levy_payer_organisation_id, form_version FROM projects WHERE project_id = $1',
        [res.json().projectId],
      );
      expect(rows[0]).toEqual({ status: 'Draft', levy_payer_organisation_id: null, form_version: form.manifest.version });
    });

    it('saves text not yet well formed as typed: a draft is saved at any step (spec 3 s2.2)', async () => {
      const res = await save({ projectId: 'new-project', buildingDetails: { suburb: 'Toowong', ownerContactPhoneNumber: '12', ownerContactEmail: 'half@' } });
      expect(res.statusCode, res.body).toBe(200);
      const { rows } = await t.db.query<{ form_data: { buildingDetails: Record<string, unknown> } }>('SELECT form_data FROM projects WHERE project_id = $1', [res.json().projectId]);
      expect(rows[0].form_data.buildingDetails).toMatchObject({ ownerContactPhoneNumber: '12', ownerContactEmail: 'half@' });
    });

    it("refuses malformed and over-limit values with the form's field errors, never a 500", async () => {
      const res = await save({ buildingDetails: { internalJobId: 'x'.repeat(101), ownerContactPhoneNumber: '12', projectStartDate: '31/12/2025', secret: 1 }, costOfWork: { totalCoW: -5 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { path: '/buildingDetails/internalJobId', message: TEST_DRAFT_MESSAGES.tooLong },
          { path: '/buildingDetails/projectStartDate', message: TEST_DRAFT_MESSAGES.date },
          { path: '/buildingDetails', message: TEST_DRAFT_MESSAGES.notPartOfForm },
          // The field's own message for any amount below its minimum (negative amounts block a draft).
          { path: '/costOfWork/totalCoW', message: TEST_DRAFT_MESSAGES.cost },
        ]),
      );
      expect(res.json().errors.map((e: { path: string }) => e.path)).not.toContain('/buildingDetails/ownerContactPhoneNumber');
      for (const project of [{ buildingDetails: 'x' }, { costOfWork: { totalCoW: '1e400' } }, { summary: { paymentOption: 'Cash' } }, { projectId: 42 }]) {
        const bad = await save(project);
        expect([400, 403], `${JSON.stringify(project)} -> ${bad.body}`).toContain(bad.statusCode);
      }
      const notObject = await t.app.inject({ method: 'POST', url: '/api/project/save', headers: await t.auth('payer'), payload: { project: [] } });
      expect(notObject.statusCode).toBe(400);
    });

    it("refuses another user's draft (403), a submitted project (409) and users who are not levy payers", async () => {
      const foreign = await save({ projectId: seededDraft, ...testDraft() }, 'owner');
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe(portal.messages.notAuthorisedProject);
      expect((await save({ projectId: seedUuid('no-such-project'), ...testDraft() })).statusCode).toBe(403);
      expect((await save({ projectId: 'LV0900001', ...testDraft() })).statusCode).toBe(403);
      const submitted = await save({ projectId: seededSubmitted, ...testDraft() });
      expect(submitted.statusCode).toBe(409);
      expect((await save(testDraft(), 'certifier')).statusCode).toBe(403);
    });

    it('refuses to change a draft while its Pay now charge is under way, unconfirmed or made, answers the draft sent unchanged as saved, and saves it again once the charge is refused', async () => {
      const draft = (await save({ projectId: 'new-project', ...testDraft() })).json().projectId;
      const stored = (await t.db.query<{ updated_at: Date }>('SELECT updated_at FROM projects WHERE project_id = $1', [draft])).rows[0].updated_at;
      const { rows } = await t.db.query<{ contact_id: string }>('SELECT levy_payer_contact_id AS contact_id FROM projects WHERE project_id = $1', [draft]);
      await t.db.query(`INSERT INTO card_payments (auth_key, purpose, project_id, contact_id, amount, reference, status) VALUES ($1, 'PayNow', $2, $3, 575000, 'REF', 'Processing')`, [`key-${draft}`, draft, rows[0].contact_id]);
      for (const status of ['Processing', 'Unknown', 'Approved']) {
        await t.db.query('UPDATE card_payments SET status = $1 WHERE auth_key = $2', [status, `key-${draft}`]);
        const res = await save({ projectId: draft, ...testDraft({ buildingDetails: { suburb: 'Changed' } }) });
        expect(res.statusCode, status).toBe(409);
        expect(res.json().message).toBe(CHARGE_UNDER_WAY);
        const unchanged = await save({ projectId: draft, ...testDraft() });
        expect(unchanged.statusCode, unchanged.body).toBe(200);
        expect(unchanged.json().projectId).toBe(draft);
      }
      expect((await t.db.query<{ updated_at: Date }>('SELECT updated_at FROM projects WHERE project_id = $1', [draft])).rows[0].updated_at).toEqual(stored);
      await t.db.query(`UPDATE card_payments SET status = 'Declined' WHERE auth_key = $1`, [`key-${draft}`]);
      expect((await save({ projectId: draft, ...testDraft({ buildingDetails: { suburb: 'Changed' } }) })).statusCode).toBe(200);
    });

    it('creates one draft for a retried first save with the same Idempotency-Key', async () => {
      const body = { projectId: 'new-project', ...testDraft({ buildingDetails: { internalJobId: 'IDEM-1' } }) };
      const a = await save(body, 'payer', { 'idempotency-key': 'save-once-1' });
      const b = await save(body, 'payer', { 'idempotency-key': 'save-once-1' });
      expect(b.json().projectId).toBe(a.json().projectId);
      const { rows } = await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM projects WHERE internal_job_number = 'IDEM-1'`);
      expect(rows[0].n).toBe(1);
    });

    it('resumes a draft whose form data is gone from the record it was saved with, with the values the record holds', async () => {
      const data = testDraft();
      const { projectId } = (await save({ projectId: 'new-project', ...data })).json();
      await t.db.query('UPDATE projects SET form_data = NULL, form_id = NULL WHERE project_id = $1', [projectId]);
      const { project } = (await get(projectId)).json();
      expect(project.notification).toMatchObject({ buildingDetails: data.buildingDetails, costOfWork: data.costOfWork });
    });

    it('resumes a demo draft stored without wizard data from its record', async () => {
      const { project } = (await get(seededDraft)).json();
      expect(project.status).toBe('Draft');
      expect(project.notification.buildingDetails).toMatchObject({ descriptionOfWork: project.descriptionOfWorkName, suburb: project.suburb });
      expect(project.notification.costOfWork.totalCoW).toBe(project.totalCostOfWork);
    });
  },
  { catalog: catalogWith(form) },
);
