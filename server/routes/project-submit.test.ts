import { expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { describeApi, type DemoUser } from '../test-support/api.ts';
import { addDays, brisbaneToday } from '../projects/brisbane-date.ts';
import { testFile, validNotification } from '../test-support/catalog-notification-data.ts';
import type { NotificationData } from '../projects/notification-form.ts';
import { catalogText } from '../../tests/support/catalog-text.ts';
import { PAY_NOW_NEEDS_CARD } from './project-submit.ts';

const REVIEW_FORCED = catalogText('notification', 'schema', '/allOf/0/then/properties/summary/properties/paymentOption/errorMessage/const');

describeApi('project submit (notification)', (t) => {
  const today = brisbaneToday();
  const saveDraft = async (data: NotificationData, user: DemoUser = 'payer') => {
    const res = await t.app.inject({ method: 'POST', url: '/api/project/save', headers: await t.auth(user), payload: { project: { projectId: 'new-project', ...data } } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().projectId as string;
  };
  const submit = async (id: string, user: DemoUser = 'payer') =>
    t.app.inject({ method: 'POST', url: '/api/project/submit', headers: await t.auth(user), payload: { id } });
  const invoices = async (id: string) =>
    (await t.db.query<{ amount: number; amount_owing: number; transaction_status: string; due_date: string; invoice_no: string }>(
      `SELECT amount, amount_owing, transaction_status, due_date, invoice_no FROM transactions WHERE project_id = $1 AND transaction_type = 'Invoice'`,
      [id],
    )).rows;
  const projectRow = async (id: string) =>
    (await t.db.query<Record<string, unknown>>('SELECT status, project_number, project_payment_status, notification_date, total_levy_payable, record FROM projects WHERE project_id = $1', [id])).rows[0];

  it('submits a valid pay-later notification: number, invoice, levy recalculated on the server', async () => {
    // The browser's levy figures are wrong on purpose: the server must not use them.
    const id = await saveDraft(validNotification({ costOfWork: { PLSL: 1, BCTF: 1, DWHS: 1, totalLevyPayable: 3, PLSLCoW: 5 } }));
    const res = await submit(id);
    expect(res.statusCode, res.body).toBe(200);
    const { projectNumber } = res.json();
    expect(projectNumber).toMatch(/^LV\d{7}$/);

    const row = await projectRow(id);
    expect(row).toMatchObject({ status: 'Submitted', project_number: projectNumber, project_payment_status: 'PendingPayment', notification_date: today, total_levy_payable: 575_000 });
    expect(row.record).toMatchObject({
      totalCostOfWork: 100_000_000,
      portableLongServiceLeaveLevy: 350_000,
      constructionSkillsQueenslandLevy: 100_000,
      workHealthAndSafetyLevy: 125_000,
      totalLevyPayable: 575_000,
      plslCoW: 100_000_000,
      instalmentRequest: false,
      alternateInvoiceEmail: 'accounts@example.com',
      paymentOption: 'PayLater',
      exemptionType: null,
      feasibilityStudies: 0,
      governmentExemptCosts: 0,
      // The valid fixture's place as one line and in parts, its ABN without spaces, its answers kept.
      address: '12 Example Street, Paddington QLD 4064',
      addressDetail: { addressLine1: '12 Example Street', addressLine2: '', suburb: 'Paddington', state: 'QLD', postcode: '4064' },
      abn: '51824753281',
      planningPermit: true,
      completingUnderQBCCOwnerBuilderPermit: false,
      qbccPermitNo: null,
      principalContractorAppointed: true,
    });
    expect(await invoices(id)).toEqual([
      { amount: 575_000, amount_owing: 575_000, transaction_status: 'PendingPayment', due_date: addDays(today, 30), invoice_no: expect.stringMatching(/^INV\d{7}$/) },
    ]);

    // The payer finds the invoice under Finances, with its document.
    const finances = await t.app.inject({ url: `/api/transactions?transactiontype=Invoice&searchTerm=${projectNumber}`, headers: await t.auth('payer') });
    const [listed] = finances.json().transactions;
    expect(listed).toMatchObject({ projectId: id, projectNumber, transactionStatus: 'PendingPayment', amount: 5750, amountOwing: 5750, documentPath: expect.any(String) });
    const document = await t.app.inject({ url: `/api/document/${listed.transactionId}?projectId=${id}`, headers: await t.auth('payer') });
    expect(document.statusCode, document.body).toBe(200);

    const { project } = (await t.app.inject({ url: `/api/project/${id}`, headers: await t.auth('payer') })).json();
    expect(project).toMatchObject({ projectNumber, status: 'Submitted', totalLevyPayable: 5750, plslCoW: 1_000_000 });
    expect(project.notification).toBeUndefined();

    // Files go up after submission under the new project number.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: await t.auth('payer'),
      payload: { projectNumber, fileName: 'plans.pdf', mimeType: 'application/pdf', sizeBytes: 2048 },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().blobUri).toBeTruthy();
  });

  it('answers the same number when submitted twice, with one invoice, even at the same time', async () => {
    const id = await saveDraft(validNotification());
    const first = (await submit(id)).json().projectNumber;
    const again = await submit(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().projectNumber).toBe(first);
    expect(await invoices(id)).toHaveLength(1);

    const other = await saveDraft(validNotification());
    const both = await Promise.all([submit(other), submit(other)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0].json().projectNumber).toBe(both[1].json().projectNumber);
    expect(await invoices(other)).toHaveLength(1);
  });

  it('refuses an exemption the entity type does not allow, with field errors, and saves nothing', async () => {
    // Demo Builders is a registered company: Mines, ROW and NSE only.
    const id = await saveDraft(validNotification({ costOfWork: { exemptionGov: true, costsGov: 5000, exemptionFiles: [testFile()] }, summary: { paymentOption: 'Review' } }));
    const res = await submit(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: '/costOfWork/exemptionGov', message: catalogText('notification', 'form', '/steps/1/sections/1/hiddenValueMessage') });
    expect(await projectRow(id)).toMatchObject({ status: 'Draft', project_number: null, notification_date: null });
    expect(await invoices(id)).toHaveLength(0);

    // Without an organisation no exemption is available.
    const own = await saveDraft(validNotification({ costOfWork: { exemptionMines: true, costsMining: 5000, exemptionFiles: [testFile()] }, summary: { paymentOption: 'Review' } }), 'owner');
    const ownRes = await submit(own, 'owner');
    expect(ownRes.statusCode).toBe(400);
    expect(ownRes.json().errors).toContainEqual({ path: '/costOfWork/exemptionMines', message: catalogText('notification', 'form', '/steps/1/sections/1/hiddenValueMessage') });
  });

  it('submits an allowed exemption for review: no invoice, the exemption cost off the right base', async () => {
    const id = await saveDraft(validNotification({ costOfWork: { exemptionMines: true, costsMining: 200_000, exemptionFiles: [testFile()] }, summary: { paymentOption: 'Review' } }));
    const res = await submit(id);
    expect(res.statusCode, res.body).toBe(200);
    const row = await projectRow(id);
    expect(row.record).toMatchObject({ exemptionType: 'Mine', exemptionTypeMines: true, cowCarriedOutOnMineSite: 20_000_000, dwhsCoW: 80_000_000, workHealthAndSafetyLevy: 100_000, totalLevyPayable: 550_000 });
    expect(await invoices(id)).toHaveLength(0);

    // Choosing Pay later with an exemption is refused: review is forced.
    const payLater = await saveDraft(validNotification({ costOfWork: { exemptionRow: true, costsRow: 1000, exemptionFiles: [testFile()] } }));
    const refused = await submit(payLater);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ path: '/summary/paymentOption', message: REVIEW_FORCED });
  });

  it('forces review when the start date is before today (by the server clock)', async () => {
    const past = { projectStartDate: addDays(today, -3), projectEndDate: addDays(today, 200) };
    // The browser claims the start is not in the past: the server recomputes it.
    const payLater = await saveDraft({ ...validNotification({ buildingDetails: past }), checks: { startDateInPast: false } });
    const res = await submit(payLater);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: '/summary/paymentOption', message: REVIEW_FORCED }]);
    expect(await projectRow(payLater)).toMatchObject({ status: 'Draft', project_number: null });

    const review = await saveDraft(validNotification({ buildingDetails: past, summary: { paymentOption: 'Review' } }));
    const ok = await submit(review);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await invoices(review)).toHaveLength(0);
  });

  it('accepts instalments only where they are offered', async () => {
    const instalment = { summary: { paymentOption: 'Instalment' }, payment: { instalmentFiles: [testFile('cash-flow.xlsx')], certification: { certified: true, declared: true } } };
    const small = await saveDraft(validNotification(instalment));
    const refused = await submit(small);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ path: '/summary/paymentOption', message: catalogText('notification', 'schema', '/allOf/1/then/properties/summary/properties/paymentOption/errorMessage/not') });

    const longAndLarge = validNotification({
      ...instalment,
      buildingDetails: { projectStartDate: addDays(today, 10), projectEndDate: addDays(today, 500) },
      costOfWork: { totalCoW: 20_000_000 },
    });
    const big = await saveDraft(longAndLarge);
    const ok = await submit(big);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await projectRow(big)).record).toMatchObject({ instalmentRequest: true, totalLevyPayable: 11_500_000 });
    expect(await invoices(big)).toHaveLength(0);
  });

  it('refuses pay now without its card payment, and incomplete drafts with field errors', async () => {
    const payNow = await saveDraft(validNotification({ summary: { paymentOption: 'PayNow' }, payment: { certification: { certified: true, declared: true } } }));
    const res = await submit(payNow);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAY_NOW_NEEDS_CARD);
    // At the field the record's payment option is read from.
    expect(res.json().errors).toEqual([{ path: '/summary/paymentOption', message: PAY_NOW_NEEDS_CARD }]);
    expect(await projectRow(payNow)).toMatchObject({ status: 'Draft' });

    const incomplete = await saveDraft({ buildingDetails: { suburb: 'Toowong' } });
    const missing = await submit(incomplete);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(expect.arrayContaining([
      { path: '/buildingDetails/descriptionOfWork', message: catalogText('notification', 'schema', '/properties/buildingDetails/properties/descriptionOfWork/errorMessage/type') },
      { path: '/costOfWork/totalCoW', message: catalogText('notification', 'schema', '/properties/costOfWork/errorMessage/required/totalCoW') },
      { path: '/costOfWork/totalLevyPayable', message: catalogText('notification', 'schema', '/properties/costOfWork/errorMessage/required/totalLevyPayable') },
    ]));
  });

  it("records the lookups' ids, with the type of work the description implies and no answer to a question it lacks, whatever the browser sent", async () => {
    const data = validNotification({ buildingDetails: { typeOfWork: 'Commercial building', answer2: { question: 'Gone?', required: false, answer: 'stale' } } });
    const id = await saveDraft(data);
    const res = await submit(id);
    expect(res.statusCode, res.body).toBe(200);
    const { record } = await projectRow(id);
    const council = (await t.db.query<{ id: number }>('SELECT id FROM lookups WHERE type = 2 AND name = $1', [(data.buildingDetails as Record<string, unknown>).localCouncil])).rows[0].id;
    // 'Secondary dwelling (granny flat)' (3) implies 'New residential building' (1) and asks no question.
    expect(record).toMatchObject({ descriptionOfWork: 3, typeOfWorkId: 1, councilId: council, answer2: null });
  });

  it('takes required questions from the lookups, not from the browser', async () => {
    const data = validNotification({ buildingDetails: { descriptionOfWork: 'Detached house', answer1: { question: 'Anything?', required: false } } });
    const id = await saveDraft(data);
    const res = await submit(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: '/buildingDetails/answer1/answer', message: catalogText('notification', 'schema', '/$defs/dynamicAnswer/properties/answer/errorMessage/type') });
    const unknown = await saveDraft(validNotification({ buildingDetails: { localCouncil: 'Atlantis Council' } }));
    expect((await submit(unknown)).json().errors).toContainEqual({ path: '/buildingDetails/localCouncil', message: catalogText('notification', 'schema', '/properties/buildingDetails/properties/localCouncil/errorMessage/type') });
  });

  it('refuses an ABN the form looks up that neither the register nor the authority knows, as the page does', async () => {
    const field = catalogText('notification', 'form', '/abnLookup/0/field');
    const [section, name] = field.split('/').slice(1);
    // A valid checksum that nobody registered.
    const unknownAbn = '53 004 085 616';
    const id = await saveDraft(validNotification({ [section]: { [name]: unknownAbn } }));
    const res = await submit(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: field, message: catalogText('notification', 'form', '/abnLookup/0/notFoundMessage').replace('{abn}', unknownAbn.replace(/\s/g, '')) }]);
    expect(await projectRow(id)).toMatchObject({ status: 'Draft' });
  });

  it("refuses another user's project, unknown ids and non-draft projects", async () => {
    const id = await saveDraft(validNotification());
    expect((await submit(id, 'owner')).statusCode).toBe(403);
    expect((await submit(seedUuid('nothing-here'))).statusCode).toBe(403);
    expect((await submit('not-a-uuid')).statusCode).toBe(400);
    expect((await submit(seedUuid('project:payer:30'))).statusCode).toBe(409); // a Finalised demo project
    expect(await projectRow(id)).toMatchObject({ status: 'Draft' });
  });
});
