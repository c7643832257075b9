import Fastify from 'fastify';
import { expect, it } from 'vitest';
import type { CompiledForm } from '../../engine/core/types.ts';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi } from '../test-support/api.ts';
import { compileTestSimpleChangeForms, TEST_MESSAGES, TEST_SIMPLE_CHANGE_ENDPOINT } from '../test-support/test-simple-change-forms.ts';
import type { RouteDeps } from './deps.ts';
import { simpleChangeForms, simpleChangeSubmissionRoutes } from './simple-change-submissions.ts';
import { portal } from '../../generated/portal.gen.ts';

const payerProject = (n: number) => seedUuid(`project:payer:${n}`);
const ownerProject = (n: number) => seedUuid(`project:owner:${n}`);
const URL = TEST_SIMPLE_CHANGE_ENDPOINT;
const certification = { certified: true };
// Seeded: n=5 and n=8 Submitted; n=6 Submitted and claimed by its certifier; n=19 OnHold; n=28 Finalised; n=0 a Draft.
const change = (n: number, fields: Record<string, unknown>) => ({ projectChanges: { projectId: payerProject(n), ...fields, certification } });

it('finds the catalog quick edits: each with a change type, none changing what a quick edit may not', async () => {
  const forms = await simpleChangeForms();
  expect(forms.length).toBeGreaterThan(0);
  for (const form of forms) expect(form.manifest.submit?.changeType).toBeTruthy();
  await expect(simpleChangeSubmissionRoutes(Fastify(), { forms } as unknown as RouteDeps & { forms: CompiledForm[] })).resolves.toBeUndefined();
});

it('refuses at start a quick edit that would change the status of a project', async () => {
  const [reference] = compileTestSimpleChangeForms();
  const sneaky = { ...reference, schema: { ...reference.schema, properties: { ...reference.schema.properties, status: { type: 'string' } } } } as CompiledForm;
  await expect(simpleChangeSubmissionRoutes(Fastify(), { forms: [sneaky] } as unknown as RouteDeps & { forms: CompiledForm[] })).rejects.toThrow(/may not change status/);
});

describeApi(
  'simple change submissions (quick edits)',
  (t) => {
    const history = async (projectId: string) =>
      (await t.db.query<{ change_type: string; status: string; form_id: string; approved_at: unknown }>("SELECT change_type, status, form_id, approved_at FROM complex_changes WHERE project_id = $1 AND change_type = 'SimpleChange' ORDER BY created_at", [projectId])).rows;
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM complex_changes')).rows[0].n;
    const submit = async (body: unknown, user: 'payer' | 'staff' | 'owner' | 'new' = 'payer', key?: string) =>
      t.app.inject({ method: 'POST', url: URL, headers: { ...(await t.auth(user)), ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });
    const project = async (n: number) => (await t.app.inject({ url: `/api/project/${payerProject(n)}`, headers: await t.auth('payer') })).json().project;

    it('applies a changed internal job number, records it in the history as approved, and makes the confirmation available', async () => {
      expect((await project(5)).confirmationAvailable).toBe(false);
      const res = await submit(change(5, { internalJobNumber: 'JOB-NEW-1' }), 'staff');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ projectId: payerProject(5) });
      const after = await project(5);
      expect(after).toMatchObject({ internalJobNumber: 'JOB-NEW-1', confirmationAvailable: true });
      const listed = await t.app.inject({ url: '/api/project?searchTerm=JOB-NEW-1', headers: await t.auth('payer') });
      expect(listed.json().projects.map((p: { projectId: string }) => p.projectId)).toEqual([payerProject(5)]);
      expect(await history(payerProject(5))).toEqual([expect.objectContaining({ change_type: 'SimpleChange', status: 'Approved', form_id: 'test-reference' })]);
      const rows = (await t.app.inject({ url: `/api/complexchange?projectId=${payerProject(5)}`, headers: await t.auth('payer') })).json().complexChanges;
      expect(rows[0]).toMatchObject({ changeType: 'SimpleChange', status: 'Approved', changeNumber: expect.stringMatching(/^CC\d{7}$/), submittedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    });

    it('clears a field sent as null and moves the finish date column with the record', async () => {
      const res = await submit(change(8, { lotNumber: null, estimatedFinishDate: '2030-01-31' }));
      expect(res.statusCode, res.body).toBe(200);
      const after = await project(8);
      expect(after.lotNumber).toBeNull();
      expect(after.estimatedFinishDate).toBe('2030-01-31');
      const { rows } = await t.db.query<{ d: string }>('SELECT estimated_finish_date AS d FROM projects WHERE project_id = $1', [payerProject(8)]);
      expect(rows[0].d).toBe('2030-01-31');
    });

    it("checks a new finish date against the project's own start date, whatever start date the payload claims", async () => {
      const before = await count();
      const { estimatedStartDate } = await project(8);
      expect(estimatedStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const claimed of [undefined, '1900-01-01']) {
        const res = await submit(change(8, { estimatedFinishDate: estimatedStartDate, ...(claimed ? { startsOn: claimed } : {}) }));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual([{ path: '/estimatedFinishDate', message: TEST_MESSAGES.finishBeforeStart }]);
      }
      expect(await count()).toBe(before);
      expect((await project(8)).estimatedFinishDate).not.toBe(estimatedStartDate);
    });

    it("sends a certifier edit to the certifier's form: refused with 409 once a certifier has claimed the project", async () => {
      const before = await count();
      const claimed = await submit(change(6, { certifierName: 'Morgan Reid' }));
      expect(claimed.statusCode).toBe(409);
      expect(claimed.json().message).toBe(TEST_MESSAGES.certifierLocked);
      expect(await count()).toBe(before);
      expect((await submit(change(6, { internalJobNumber: 'JOB-6' }))).statusCode).toBe(200);
      const open = await submit(change(9, { certifierName: 'Morgan Reid' }));
      expect(open.statusCode, open.body).toBe(200);
      expect((await project(9)).certifierName).toBe('Morgan Reid');
      expect((await history(payerProject(9)))[0].form_id).toBe('test-certifier');
    });

    it("refuses invalid data, fields of two forms at once, and a payload that changes nothing, storing nothing", async () => {
      const before = await count();
      const tooLong = await submit(change(5, { lotNumber: '123456' }));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors).toEqual([{ path: '/lotNumber', message: 'At most 5 characters.' }]);
      const mixed = await submit(change(5, { lotNumber: '12', certifierName: 'Morgan Reid' }));
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().errors).toEqual([{ path: '', message: 'Not part of this form.' }]);
      const nothing = await submit(change(5, {}));
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().message).toBe(TEST_MESSAGES.noChanges);
      const uncertified = await submit({ projectChanges: { projectId: payerProject(5), lotNumber: '12' } });
      expect(uncertified.json().errors).toEqual([{ path: '/certification/certified', message: 'Please certify.' }]);
      for (const body of [{}, { projectChanges: 'x' }, { projectChanges: null }, [1]]) expect((await submit(body)).statusCode).toBe(400);
      expect(await count()).toBe(before);
    });

    it('refuses a value the project already holds as no change, recording nothing, and sends on only what differs; a retry of a made change gets its answer', async () => {
      const { internalJobNumber, lotNumber } = await project(8);
      expect(internalJobNumber).toBeTruthy();
      const before = await count();
      const confirmationBefore = (await project(8)).confirmationAvailable;
      for (const fields of [{ internalJobNumber }, { internalJobNumber: ` ${internalJobNumber} ` }]) {
        const same = await submit(change(8, fields));
        expect(same.statusCode, same.body).toBe(400);
        expect(same.json().message).toBe(TEST_MESSAGES.noChanges);
      }
      expect(await count()).toBe(before);
      expect((await project(8)).confirmationAvailable).toBe(confirmationBefore);

      const key = 'retry-of-a-made-change';
      const mixed = await submit(change(8, { internalJobNumber, lotNumber: lotNumber === '42' ? '43' : '42' }), 'payer', key);
      expect(mixed.statusCode, mixed.body).toBe(200);
      expect(await count()).toBe(before + 1);
      // The history records what changed, not the value sent again unchanged.
      const recorded = (await t.db.query<{ payload: Record<string, unknown> }>("SELECT payload FROM complex_changes WHERE project_id = $1 AND change_type = 'SimpleChange' ORDER BY created_at DESC LIMIT 1", [payerProject(8)])).rows[0].payload;
      expect(recorded).toHaveProperty('lotNumber');
      expect(recorded).not.toHaveProperty('internalJobNumber');
      const retried = await submit(change(8, { internalJobNumber, lotNumber: lotNumber === '42' ? '43' : '42' }), 'payer', key);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await count()).toBe(before + 1);
    });

    it("refuses another user's or an unknown project with 403, read-only and draft projects with 409", async () => {
      const before = await count();
      for (const [user, id] of [['owner', payerProject(5)], ['payer', ownerProject(0)], ['new', payerProject(5)], ['payer', seedUuid('none')]] as const) {
        const res = await submit({ projectChanges: { projectId: id, lotNumber: '7', certification } }, user);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(portal.messages.notAuthorisedProject);
      }
      const onHold = await submit(change(19, { lotNumber: '7' }));
      expect(onHold.statusCode).toBe(409);
      expect(onHold.json().message).toBe(portal.readOnlyProjects.banners.OnHold);
      expect((await submit(change(28, { certifierName: 'Morgan Reid' }))).statusCode).toBe(409);
      const draft = await submit(change(0, { lotNumber: '7' }));
      expect(draft.statusCode).toBe(409);
      expect(draft.json().message).toBe(portal.changeRequests.refusedStatuses.Draft);
      expect((await project(19)).lotNumber).not.toBe('7');
      expect(await count()).toBe(before);
    });

    it('applies a retry with the same Idempotency-Key once, and refuses the key for another body', async () => {
      const before = await count();
      const body = change(10, { internalJobNumber: 'JOB-RETRY' });
      const [a, b] = await Promise.all([submit(body, 'payer', 'quick-1'), submit(body, 'payer', 'quick-1')]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect(await count()).toBe(before + 1);
      expect((await submit(change(10, { internalJobNumber: 'JOB-OTHER' }), 'payer', 'quick-1')).statusCode).toBe(422);
      expect((await project(10)).internalJobNumber).toBe('JOB-RETRY');
    });

    it('needs a token', async () => {
      expect((await t.app.inject({ method: 'POST', url: URL, payload: change(5, { lotNumber: '1' }) })).statusCode).toBe(401);
    });
  },
  { simpleChangeForms: compileTestSimpleChangeForms() },
);
