/**
 * Fault 6: uploads were capped per number only by open links, so a payer could keep adding files
 * to a project over time, or spread them over its changes' numbers. Now a project holds at most
 * forms/portal.json `documents.projectQuotaBytes` across its own and its changes' files: stored
 * bytes and open links at their declared size count when a link is issued, and a PUT streams no
 * further than the quota left (nothing stored past it), atomically on PGlite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import { portal } from '../../generated/portal.gen.ts';
import { describeApi } from '../../server/test-support/api.ts';
import { payerProject } from './support.ts';

const QUOTA = portal.documents.projectQuotaBytes;
const MESSAGE = portal.documents.projectQuotaMessage;
const MB = 1024 * 1024;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

describeApi('attack: a project’s uploads are held to its byte quota', (t) => {
  const link = async (number: string, sizeBytes: number, complexChangeNumber?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: await t.auth('payer'),
      payload: { projectNumber: number, ...(complexChangeNumber ? { complexChangeNumber } : {}), fileName: 'plan.pdf', mimeType: 'application/pdf', sizeBytes },
    });
  const put = (blobUri: string, bytes: Buffer) => t.app.inject({ method: 'PUT', url: blobUri, headers: { 'content-type': 'application/pdf' }, payload: bytes });
  /** Files stored earlier under `number`, as many bytes as given. */
  const storedEarlier = (number: string, bytes: number) =>
    t.db.query(
      `INSERT INTO documents (document_id, storage_key, project_number, file_name, mime_type, size_bytes, status, stored_at)
       VALUES (gen_random_uuid(), gen_random_uuid()::text, $1, 'earlier.pdf', 'application/pdf', $2, 'stored', now())`,
      [number, bytes],
    );
  /** An issued link whose reservation has lapsed (as if issued long ago), its URL still valid. */
  const lapse = (documentId: string) => t.db.query("UPDATE documents SET created_at = now() - interval '1 day' WHERE document_id = $1", [documentId]);
  const changeOf = async (projectId: string) =>
    (await t.db.query<{ change_number: string }>('SELECT change_number FROM complex_changes WHERE project_id = $1 ORDER BY change_number LIMIT 1', [projectId])).rows[0]?.change_number;

  it('issues no link past the quota, counting stored files and open links of the project and of its changes', async () => {
    const { projectId, projectNumber } = await payerProject(t.db, 'Submitted');
    const change = await changeOf(projectId);
    expect(change).toBeDefined();
    await storedEarlier(projectNumber, QUOTA - 120 * MB);
    const first = await link(projectNumber, 50 * MB);
    expect(first.statusCode).toBe(200);
    const second = await link(projectNumber, 50 * MB, change);
    expect(second.statusCode).toBe(200);
    const over = await link(projectNumber, 30 * MB);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(MESSAGE);
    expect((await link(projectNumber, 30 * MB, change)).json().message).toBe(MESSAGE);
    expect((await link(projectNumber, 20 * MB)).statusCode).toBe(200);
  });

  it('grants parallel link requests only as many bytes as the quota holds', async () => {
    const { projectNumber } = await payerProject(t.db, 'OnHold');
    await storedEarlier(projectNumber, QUOTA - 100 * MB);
    const answers = await Promise.all(Array.from({ length: 8 }, () => link(projectNumber, 30 * MB)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409).map((res) => res.json().message)).toEqual(Array(5).fill(MESSAGE));
  });

  it('stops a PUT past the quota left, storing nothing, and lets only one of two parallel PUTs through', async () => {
    const { projectNumber } = await payerProject(t.db, 'UnderAppeal');
    const a = (await link(projectNumber, MB)).json();
    const b = (await link(projectNumber, MB)).json();
    await lapse(a.documentId);
    await lapse(b.documentId);
    await storedEarlier(projectNumber, QUOTA - MB - 1000);
    const [first, second] = await Promise.all([put(a.blobUri, pdf(MB)), put(b.blobUri, pdf(MB))]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 413]);
    expect([first, second].find((res) => res.statusCode === 413)!.json().message).toBe(MESSAGE);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM documents WHERE document_id = ANY($1::uuid[]) ORDER BY status', [[a.documentId, b.documentId]]);
    expect(rows.map((row) => row.status)).toEqual(['pending', 'stored']);

    const c = (await link(projectNumber, 500)).json();
    await lapse(c.documentId);
    await storedEarlier(projectNumber, 700);
    const cut = await put(c.blobUri, pdf(500));
    expect(cut.statusCode).toBe(413);
    expect(cut.json().message).toBe(MESSAGE);
    const download = await t.app.inject({ url: `/api/document/${c.documentId}/download`, headers: await t.auth('payer') });
    expect(download.statusCode).toBe(404);
  });
});
