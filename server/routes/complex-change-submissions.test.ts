import { expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi } from '../test-support/api.ts';
import { ABN_DETAILS_CHANGED, ABN_NOT_FOUND, CHOOSE_WORK, compileTestChangeForm, COMPLETED_IN_FUTURE, DESCRIBE_OTHER_WORK, LOCAL_GOVERNMENT_ONLY, TEST_CHANGE_ENDPOINT } from '../test-support/test-change-form.ts';
import { lookupsContext, type DescriptionOfWorkItem, type LookupItem } from '../db/queries/lookup-lists.ts';
import { lookUpAbn } from '../db/queries/abn-lookup.ts';
import { abnLookupOutcome } from '../../engine/core/abn-lookup.ts';
import { isAbn } from '../../engine/core/formats.ts';
import { addDays, brisbaneToday } from '../projects/brisbane-date.ts';
import { complexChangeForms } from './complex-change-submissions.ts';
import { portal } from '../../generated/portal.gen.ts';

const payerProject = (n: number) => seedUuid(`project:payer:${n}`);
const ownerProject = (n: number) => seedUuid(`project:owner:${n}`);
const URL = TEST_CHANGE_ENDPOINT;

// The handler is proven on a test-only form; the catalog's forms are proven by their fixtures.
const change = (projectId: string, extra: Record<string, unknown> = {}) => ({ projectId, reason: 'Council approval was delayed.', ...extra });

it('registers every complex-change form of the catalog, each on an endpoint of its own and with a change type', async () => {
  const forms = await complexChangeForms();
  const endpoints = forms.map((f) => f.manifest.submit?.endpoint);
  expect(forms.length).toBeGreaterThan(0);
  expect(new Set(endpoints).size).toBe(endpoints.length);
  for (const form of forms) expect(form.manifest.submit?.changeType).toBeTruthy();
});

describeApi('complex change submissions', (t) => {
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM complex_changes')).rows[0].n;
  const submit = async (body: unknown, user: 'payer' | 'staff' | 'owner' | 'new' = 'payer') =>
    t.app.inject({ method: 'POST', url: URL, headers: await t.auth(user), payload: body as object });

  it('stores a valid start date change as Submitted and lists it', async () => {
    const res = await submit({ testChange: change(payerProject(5)), projectNumber: 'LV0900006' }, 'staff');
    expect(res.statusCode, res.body).toBe(200);
    const { complexChangeId, complexChangeNumber } = res.json();
    expect(complexChangeNumber).toMatch(/^CC\d{7}$/);
    const { rows } = await t.db.query<{ change_type: string; status: string; payload: Record<string, unknown>; form_id: string }>(
      'SELECT change_type, status, payload, form_id FROM complex_changes WHERE complex_change_id = $1',
      [complexChangeId],
    );
    expect(rows[0]).toMatchObject({ change_type: 'Owner', status: 'Submitted', form_id: 'test-change' });
    expect(rows[0].payload).toMatchObject({ reason: 'Council approval was delayed.' });
    const history = await t.app.inject({ url: `/api/complexchange?projectId=${payerProject(5)}`, headers: await t.auth('payer') });
    expect(history.json().complexChanges[0]).toMatchObject({ complexChangeId, changeNumber: complexChangeNumber, changeType: 'Owner', status: 'Submitted' });
    const second = await submit({ testChange: change(payerProject(5)), projectNumber: 'LV0900006' });
    expect(second.json().complexChangeNumber > complexChangeNumber).toBe(true);
  });

  it('refuses invalid form data with the form messages, storing nothing', async () => {
    const before = await count();
    const res = await submit({ testChange: { projectId: payerProject(5), reason: '   ' }, projectNumber: 'LV0900006' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: '/reason', message: 'Please enter a reason.' }]);
    const missing = await submit({ testChange: { projectId: payerProject(5) } });
    expect(missing.json().errors).toEqual([{ path: '/reason', message: 'Please enter a reason.' }]);
    for (const body of [{}, { testChange: 'x' }, { testChange: null }, [1, 2]]) {
      const r = await submit(body);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });

  it("computes derived values again from the server's today and the project, whatever the browser sent", async () => {
    const before = await count();
    const today = brisbaneToday();
    const lying = { newCost: 100, difference: 999, checks: { completedInFuture: false } };
    const future = await submit({ testChange: change(payerProject(5), { ...lying, completedOn: addDays(today, 1) }) });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([{ path: '/completedOn', message: COMPLETED_IN_FUTURE }]);
    expect(await count()).toBe(before);

    const res = await submit({ testChange: change(payerProject(5), { ...lying, completedOn: today }) });
    expect(res.statusCode, res.body).toBe(200);
    const project = (await t.app.inject({ url: `/api/project/${payerProject(5)}`, headers: await t.auth('payer') })).json().project;
    const { rows } = await t.db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM complex_changes WHERE complex_change_id = $1', [res.json().complexChangeId]);
    expect(rows[0].payload).toMatchObject({ difference: Math.round((100 - project.totalCostOfWork) * 100) / 100, checks: { completedInFuture: false } });
  });

  it('takes the name and implied type of a lookup choice from its own lookups, refusing a choice the list lacks', async () => {
    const before = await count();
    const lookups = await lookupsContext(t.db);
    const descriptionOfWorks: DescriptionOfWorkItem[] = lookups.descriptionOfWorks;
    const typesOfWork: LookupItem[] = lookups.typesOfWork;
    const implying = descriptionOfWorks.find((item) => item.typeOfWork !== null && item.name !== 'OTHER')!;
    const other = descriptionOfWorks.find((item) => item.name === 'OTHER')!;
    const wrongType = typesOfWork.find((item) => item.id !== implying.typeOfWork)!;
    const unknownId = Math.max(...descriptionOfWorks.map((item) => item.id)) + 1000;

    const unknown = await submit({ testChange: change(payerProject(5), { work: unknownId, workName: implying.name }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: '/work', message: CHOOSE_WORK }]);
    const otherUnexplained = await submit({ testChange: change(payerProject(5), { work: other.id, workName: implying.name }) });
    expect(otherUnexplained.statusCode).toBe(400);
    expect(otherUnexplained.json().errors).toEqual([{ path: '/otherWork', message: DESCRIBE_OTHER_WORK }]);
    expect(await count()).toBe(before);

    const res = await submit({ testChange: change(payerProject(5), { work: implying.id, workName: 'Made up', typeOfWorkId: wrongType.id }) });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM complex_changes WHERE complex_change_id = $1', [res.json().complexChangeId]);
    expect(rows[0].payload).toMatchObject({ work: implying.id, workName: implying.name, typeOfWorkId: implying.typeOfWork });
  });

  it("refuses an ABN nobody knows, and an entity name other than the server's own lookup of the ABN finds", async () => {
    const before = await count();
    const { rows } = await t.db.query<{ abn: string }>('SELECT abn FROM abn_register ORDER BY abn LIMIT 1');
    const known = rows[0].abn;
    const outcome = abnLookupOutcome(await lookUpAbn(t.db, known));
    const registeredName = outcome.kind === 'none' ? undefined : outcome.values.entityName;
    expect(registeredName).toBeTruthy();
    let unknown = 10_000_000_000;
    while (!isAbn(String(unknown)) || (await lookUpAbn(t.db, String(unknown)))) unknown += 1;

    const refused = await submit({ testChange: change(payerProject(5), { abn: String(unknown), entityName: 'Fake Pty Ltd' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: '/abn', message: ABN_NOT_FOUND.replace('{abn}', String(unknown)) }]);
    const madeUp = await submit({ testChange: change(payerProject(5), { abn: known, entityName: 'Fake Pty Ltd' }) });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().errors).toEqual([{ path: '/entityName', message: ABN_DETAILS_CHANGED.replace('{abn}', known) }]);
    expect(await count()).toBe(before);

    const res = await submit({ testChange: change(payerProject(5), { abn: known, entityName: registeredName }) });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM complex_changes WHERE complex_change_id = $1', [res.json().complexChangeId]);
    expect(stored.rows[0].payload).toMatchObject({ abn: known, entityName: registeredName });
  });

  it("refuses a value held in a section the form hides for the caller's organisation", async () => {
    const before = await count();
    const held = await submit({ testChange: change(payerProject(5), { localGovernmentOnly: true }) });
    expect(held.statusCode).toBe(400);
    expect(held.json().errors).toEqual([{ path: '/localGovernmentOnly', message: LOCAL_GOVERNMENT_ONLY }]);
    expect(await count()).toBe(before);
    const unticked = await submit({ testChange: change(payerProject(5), { localGovernmentOnly: false }) });
    expect(unticked.statusCode, unticked.body).toBe(200);
  });

  it("refuses another user's project with 403, storing nothing", async () => {
    const before = await count();
    for (const [user, id] of [['owner', payerProject(5)], ['payer', ownerProject(0)], ['new', payerProject(5)], ['payer', seedUuid('none')]] as const) {
      const res = await submit({ testChange: change(id), projectNumber: '' }, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(portal.messages.notAuthorisedProject);
    }
    expect(await count()).toBe(before);
  });

  it('refuses read-only and draft projects with 409 and a mismatched project number with 400', async () => {
    const before = await count();
    const onHold = await submit({ testChange: change(payerProject(19)) });
    expect(onHold.statusCode).toBe(409);
    expect(onHold.json().message).toBe(portal.readOnlyProjects.banners.OnHold);
    const finalised = await submit({ testChange: change(payerProject(28)) });
    expect(finalised.statusCode).toBe(409);
    const drafts = await t.db.query<{ project_id: string }>(
      "SELECT project_id FROM projects WHERE status = 'Draft' AND levy_payer_contact_id = $1 LIMIT 1",
      [(await t.db.query<{ contact_id: string }>("SELECT contact_id FROM contacts WHERE email_address = 'payer@example.com'")).rows[0].contact_id],
    );
    const draft = await submit({ testChange: change(drafts.rows[0].project_id) });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe(portal.changeRequests.refusedStatuses.Draft);
    const mismatch = await submit({ testChange: change(payerProject(5)), projectNumber: 'LV0900099' });
    expect(mismatch.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers a retry with the same Idempotency-Key once, and refuses the key for another body', async () => {
    const before = await count();
    const send = async (body: unknown) =>
      t.app.inject({ method: 'POST', url: URL, headers: { ...(await t.auth('payer')), 'idempotency-key': 'retry-1' }, payload: body as object });
    const body = { testChange: change(payerProject(6)), projectNumber: 'LV0900007' };
    const [a, b] = await Promise.all([send(body), send(body)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await count()).toBe(before + 1);
    const other = await send({ ...body, testChange: change(payerProject(6), { reason: 'Another reason.' }) });
    expect(other.statusCode).toBe(422);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { testChange: change(payerProject(5)) } });
    expect(res.statusCode).toBe(401);
  });
}, { forms: [compileTestChangeForm()] });
