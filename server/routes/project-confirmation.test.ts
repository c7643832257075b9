import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { formatCents, formatDate } from '../../engine/core/display-format.ts';
import { describeApi, type DemoUser } from '../test-support/api.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { portal } from '../../generated/portal.gen.ts';

interface Project {
  projectId: string;
  projectNumber: string;
}

describeApi('project confirmation', (t) => {
  const download = async (query: { projectId?: string; projectNumber?: string }, user: DemoUser = 'payer') =>
    t.app.inject({ url: '/api/project/downloadconfirmation', query, headers: await t.auth(user) });
  const project = async (where: string, params: unknown[] = []) => {
    const { rows } = await t.db.query<Project>(
      `SELECT p.project_id AS "projectId", p.project_number AS "projectNumber" FROM projects p WHERE ${where} ORDER BY p.project_number LIMIT 1`,
      params,
    );
    return rows[0];
  };
  // The seed pays one invoice (INV0900004, the initial invoice of LV0900008); the projects with changes have none paid.
  const paidProject = () =>
    project(`EXISTS (SELECT 1 FROM transactions t WHERE t.project_id = p.project_id AND t.transaction_type = 'Invoice' AND t.transaction_status = 'Paid')`);
  const changedProject = () =>
    project(`EXISTS (SELECT 1 FROM complex_changes c WHERE c.project_id = p.project_id AND c.status = 'Approved')
             AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.project_id = p.project_id AND t.transaction_status = 'Paid')`);
  const unavailable = (res: { statusCode: number; json(): { message: string } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(portal.messages.confirmationUnavailable);
  };

  it('makes a PDF of a paid project behind a signed download URL that works until it expires', async () => {
    const paid = await paidProject();
    expect(paid.projectNumber).toBe('LV0900008');
    const res = await download(paid);
    expect(res.statusCode, res.body).toBe(200);
    const { blobUri } = res.json();
    expect(blobUri).toMatch(/^\/api\/blob\/[0-9a-f-]{36}\?op=download&expires=\d+&signature=[\w-]+$/);

    const file = await t.app.inject({ url: blobUri });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`project-confirmation-${paid.projectNumber}.pdf`);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(file.rawPayload);
    const { rows } = await t.db.query<{ total_levy_payable: number; estimated_start_date: string }>(
      'SELECT total_levy_payable, estimated_start_date FROM projects WHERE project_id = $1',
      [paid.projectId],
    );
    expect(text).toContain(paid.projectNumber);
    expect(text).toContain(formatDate(rows[0].estimated_start_date));
    expect(text).toContain(formatCents(rows[0].total_levy_payable));
    expect(text).toContain('INV0900004');
    expect(text).toContain('Paid');

    // A download URL is not used up: it can be opened again until it expires.
    expect((await t.app.inject({ url: blobUri })).statusCode).toBe(200);
    const tampered = blobUri.replace(/signature=./, (m: string) => (m.endsWith('A') ? 'signature=B' : 'signature=A'));
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    expect((await t.app.inject({ url: blobUri.replace('op=download', 'op=upload') })).statusCode).toBe(403);
    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ['Date'] });
    try {
      const expired = await t.app.inject({ url: blobUri });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe('The link has expired.');
    } finally {
      vi.useRealTimers();
    }

    // The confirmation is the server's file, not one of the project's uploads.
    const list = await t.app.inject({ url: `/api/document?projectNumber=${paid.projectNumber}`, headers: await t.auth('payer') });
    expect(list.json().documents).toEqual([]);
  });

  it('removes earlier confirmations once their links have expired', async () => {
    const paid = await paidProject();
    expect((await download(paid)).statusCode).toBe(200);
    const generated = async () =>
      (await t.db.query<{ document_id: string }>('SELECT document_id FROM documents WHERE generated AND project_number = $1', [paid.projectNumber])).rows.map((r) => r.document_id);
    const earlier = await generated();
    expect(earlier.length).toBeGreaterThan(0);
    await t.db.query(`UPDATE documents SET stored_at = now() - interval '16 minutes' WHERE generated AND project_number = $1`, [paid.projectNumber]);
    const { blobUri } = (await download(paid)).json();
    const now = await generated();
    expect(now).toHaveLength(1);
    expect(blobUri).toContain(now[0]);
    for (const id of earlier) expect(existsSync(join(t.config.dataDir, 'documents', id))).toBe(false);
    expect(existsSync(join(t.config.dataDir, 'documents', now[0]))).toBe(true);
  });

  it('refuses a project the user may not see, or an unknown one, like the project page', async () => {
    const paid = await paidProject();
    for (const res of [await download(paid, 'owner'), await download({ ...paid, projectId: '00000000-0000-4000-8000-000000000000' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(portal.messages.notAuthorisedProject);
    }
    expect((await download(paid, 'staff')).statusCode).toBe(200);
  });

  it('refuses a project number that is not the project’s, and a bad query, with 400', async () => {
    const paid = await paidProject();
    const other = await project('p.project_number <> $1', [paid.projectNumber]);
    const mismatch = await download({ ...paid, projectNumber: other.projectNumber });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([{ path: '/projectNumber', message: 'The project number does not match the project.' }]);
    for (const query of [{ projectId: paid.projectId }, { projectId: 'x', projectNumber: paid.projectNumber }, { ...paid, projectNumber: '' }]) {
      expect((await download(query)).statusCode).toBe(400);
    }
  });

  it('is not available before the initial invoice is paid, nor for a Draft', async () => {
    const paidNumber = (await paidProject()).projectNumber;
    const pending = await project(`EXISTS (SELECT 1 FROM transactions t WHERE t.project_id = p.project_id AND t.transaction_type = 'Invoice' AND t.transaction_status = 'PendingPayment')`);
    unavailable(await download(pending));
    // The payer's projects are its organisation's; the owner's have none.
    const noInvoice = await project(`p.status <> 'Draft' AND p.project_payment_status <> 'UptoDate' AND p.levy_payer_organisation_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.project_id = p.project_id)`);
    unavailable(await download(noInvoice));
    // With no invoice on record, a payment status up to date stands for the initial invoice paid.
    await t.db.query(`UPDATE projects SET project_payment_status = 'UptoDate' WHERE project_id = $1`, [noInvoice.projectId]);
    expect((await download(noInvoice)).statusCode).toBe(200);
    await t.db.query(`UPDATE projects SET project_payment_status = 'PendingPayment' WHERE project_id = $1`, [noInvoice.projectId]);

    // A later invoice paid does not stand for the initial one.
    await t.db.query(
      `INSERT INTO transactions (transaction_type, project_id, invoice_no, due_date, transaction_status, amount, amount_owing)
       VALUES ('Invoice', $1, 'INV0999999', '2025-07-01', 'Paid', 1000, 0)`,
      [pending.projectId],
    );
    unavailable(await download(pending));

    // A Draft has no number yet, so no number can match it.
    const draft = await project(`p.status = 'Draft' AND p.levy_payer_organisation_id IS NOT NULL`);
    expect(draft.projectNumber).toBeNull();
    expect((await download({ projectId: draft.projectId, projectNumber: paidNumber })).statusCode).toBe(400);
  });

  it('is available for 10 minutes after a simple change (recorded as an Approved SimpleChange)', async () => {
    const target = await changedProject();
    unavailable(await download(target));
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO complex_changes (project_id, change_type, status, submitted_date, form_id, form_version, payload, approved_at)
       VALUES ($1, 'SimpleChange', 'Approved', current_date, 'test-quick-edit', 1, '{}', now() - interval '9 minutes') RETURNING complex_change_id AS id`,
      [target.projectId],
    );
    expect((await download(target)).statusCode).toBe(200);
    await t.db.query(`UPDATE complex_changes SET approved_at = now() - interval '11 minutes' WHERE complex_change_id = $1`, [rows[0].id]);
    unavailable(await download(target));
    await t.db.query('DELETE FROM complex_changes WHERE complex_change_id = $1', [rows[0].id]);
  });

  it('is available for 10 minutes after a complex change is approved', async () => {
    const target = await changedProject();
    const approve = (status: string, minutesAgo: number | null) =>
      t.db.query(
        `UPDATE complex_changes SET status = $2, approved_at = $3
          WHERE complex_change_id = (SELECT complex_change_id FROM complex_changes WHERE project_id = $1 ORDER BY change_number LIMIT 1)`,
        [target.projectId, status, minutesAgo === null ? null : new Date(Date.now() - minutesAgo * 60_000)],
      );
    await approve('Approved', 2);
    expect((await download(target)).statusCode).toBe(200);
    await approve('Approved', 11);
    unavailable(await download(target));
    // Only an approved change counts.
    await approve('Submitted', 2);
    unavailable(await download(target));
  });
});
