import { expect, it, vi } from 'vitest';
import { createUrlSigner } from '../documents/url-signer.ts';
import { describeApi } from '../test-support/api.ts';
import { portal } from '../../generated/portal.gen.ts';

const PDF = Buffer.from('%PDF-1.4 test document');

describeApi('documents', (t) => {
  const requestUpload = async (body: Record<string, unknown>, user: 'payer' | 'owner' | 'staff' = 'payer') =>
    t.app.inject({ method: 'POST', url: '/api/document/upload', headers: await t.auth(user), payload: body });
  const pdf = { projectNumber: 'LV0900005', fileName: 'council-letter.pdf', mimeType: 'application/pdf', sizeBytes: PDF.length };

  it('uploads through a signed URL, once, and serves it through a signed download URL', async () => {
    const res = await requestUpload(pdf);
    expect(res.statusCode, res.body).toBe(200);
    const { blobUri, documentId } = res.json();
    expect(blobUri).toMatch(new RegExp(`^/api/blob/${documentId}\\?op=upload&expires=\\d+&signature=`));
    const put = await t.app.inject({ method: 'PUT', url: blobUri, headers: { 'content-type': 'application/pdf' }, payload: PDF });
    expect(put.statusCode, put.body).toBe(201);
    const { rows } = await t.db.query<{ status: string; uploaded_by_contact_id: string }>('SELECT status FROM documents WHERE document_id = $1', [documentId]);
    expect(rows[0].status).toBe('stored');

    const again = await t.app.inject({ method: 'PUT', url: blobUri, headers: { 'content-type': 'application/pdf' }, payload: PDF });
    expect(again.statusCode).toBe(409);

    const download = createUrlSigner(t.config.documentSigningKey).sign(documentId, 'download');
    const get = await t.app.inject({ url: download });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('application/pdf');
    expect(get.headers['content-disposition']).toContain('council-letter.pdf');
    expect(get.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ url: blobUri })).statusCode).toBe(403);
  });

  it('accepts a change number on an accessible project, and a member of the organisation', async () => {
    const res = await requestUpload({ ...pdf, projectNumber: 'CC0900001' }, 'staff');
    expect(res.statusCode).toBe(200);
  });

  it("files a project's upload with the change it names, and refuses a change of another project", async () => {
    const { rows } = await t.db.query<{ project_number: string }>(
      "SELECT p.project_number FROM complex_changes c JOIN projects p ON p.project_id = c.project_id WHERE c.change_number = 'CC0900001'",
    );
    const res = await requestUpload({ ...pdf, projectNumber: rows[0].project_number, complexChangeNumber: 'CC0900001' }, 'staff');
    expect(res.statusCode, res.body).toBe(200);
    const filed = await t.db.query<{ project_number: string }>('SELECT project_number FROM documents WHERE document_id = $1', [res.json().documentId]);
    expect(filed.rows[0].project_number).toBe('CC0900001');

    const other = await t.db.query<{ project_number: string }>('SELECT project_number FROM projects WHERE project_number <> $1 LIMIT 1', [rows[0].project_number]);
    const elsewhere = await requestUpload({ ...pdf, projectNumber: other.rows[0].project_number, complexChangeNumber: 'CC0900001' }, 'staff');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual([{ path: '/complexChangeNumber', message: 'The change is not on this project.' }]);
  });

  it("refuses another user's project without registering anything", async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM documents')).rows[0].n;
    for (const projectNumber of ['LV0900005', 'LV0999999', 'CC0900001']) {
      const res = await requestUpload({ ...pdf, projectNumber }, 'owner');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(portal.messages.notAuthorisedProject);
    }
    expect((await t.db.query<{ n: number }>('SELECT count(*) AS n FROM documents')).rows[0].n).toBe(before);
  });

  it('refuses disallowed types, oversize files and bad bodies with field errors', async () => {
    const exe = await requestUpload({ ...pdf, fileName: 'setup.exe', sizeBytes: 52428801 });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors).toEqual([
      { path: '/fileName', message: 'This file type is not allowed. Allowed types: pdf, doc, docx, xls, xlsx, rtf, txt, csv, jpg, jpeg, png, heic, zip.' },
      { path: '/sizeBytes', message: 'The file is larger than 50 MB.' },
    ]);
    const missing = await requestUpload({ fileName: 'a.pdf' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/projectNumber', '/mimeType', '/sizeBytes']));
    const anon = await t.app.inject({ method: 'POST', url: '/api/document/upload', payload: pdf });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses a tampered, expired or wrong-type upload, and a body larger than declared', async () => {
    const { blobUri } = (await requestUpload(pdf)).json();
    const tampered = blobUri.replace(/signature=./, (m: string) => (m.endsWith('A') ? 'signature=B' : 'signature=A'));
    expect((await t.app.inject({ method: 'PUT', url: tampered, headers: { 'content-type': 'application/pdf' }, payload: PDF })).statusCode).toBe(403);
    const otherExpiry = blobUri.replace(/expires=(\d+)/, (_m: string, e: string) => `expires=${Number(e) + 60}`);
    expect((await t.app.inject({ method: 'PUT', url: otherExpiry, headers: { 'content-type': 'application/pdf' }, payload: PDF })).statusCode).toBe(403);
    const noType = await t.app.inject({ method: 'PUT', url: blobUri, payload: PDF });
    expect(noType.statusCode).toBe(415);
    const notYet = createUrlSigner(t.config.documentSigningKey).sign(new URL(blobUri, 'http://x').pathname.split('/').pop()!, 'download');
    expect((await t.app.inject({ url: notYet })).statusCode).toBe(404);
    const wrongType = await t.app.inject({ method: 'PUT', url: blobUri, headers: { 'content-type': 'text/html' }, payload: PDF });
    expect(wrongType.statusCode).toBe(415);
    const tooBig = await t.app.inject({ method: 'PUT', url: blobUri, headers: { 'content-type': 'application/pdf' }, payload: Buffer.concat([PDF, PDF]) });
    expect(tooBig.statusCode).toBe(413);

    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ['Date'] });
    try {
      const expired = await t.app.inject({ method: 'PUT', url: blobUri, headers: { 'content-type': 'application/pdf' }, payload: PDF });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe('The link has expired.');
    } finally {
      vi.useRealTimers();
    }
    const ok = await t.app.inject({ method: 'PUT', url: blobUri, headers: { 'content-type': 'application/pdf' }, payload: PDF });
    expect(ok.statusCode).toBe(201);
  });
});
