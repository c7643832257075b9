/**
 * Fault 4: uploads were neither inspected nor limited. Now the declared type must suit the file's
 * name, the bytes must not plainly be another kind (magic bytes), the served type is the checked one, a
 * number holds at most the catalog's files in open links, and two PUTs to one link never collide.
 */
import { expect, it } from 'vitest';
import { describeApi } from '../../server/test-support/api.ts';
import { payerProject } from './support.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const FAKES: Record<string, Buffer> = {
  'Windows program': Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  'ELF program': Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)]),
  'HTML page': Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  'ZIP archive': Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]),
};

describeApi('attack: uploads are checked, limited and atomic', (t) => {
  const link = async (projectNumber: string, fileName: string, mimeType: string, sizeBytes: number) =>
    t.app.inject({ method: 'POST', url: '/api/document/upload', headers: await t.auth('payer'), payload: { projectNumber, fileName, mimeType, sizeBytes } });
  const put = (blobUri: string, type: string, bytes: Buffer) => t.app.inject({ method: 'PUT', url: blobUri, headers: { 'content-type': type }, payload: bytes });
  const statusOf = async (documentId: string) => (await t.db.query<{ status: string }>('SELECT status FROM documents WHERE document_id = $1', [documentId])).rows[0].status;

  it('stores no program, page or archive named .pdf', async () => {
    const { projectNumber } = await payerProject(t.db, 'Submitted');
    for (const [what, bytes] of Object.entries(FAKES)) {
      const res = await link(projectNumber, 'invoice.pdf', 'application/pdf', bytes.length);
      expect(res.statusCode, what).toBe(200);
      const stored = await put(res.json().blobUri, 'application/pdf', bytes);
      expect(stored.statusCode, what).toBe(415);
      expect(await statusOf(res.json().documentId)).toBe('pending');
    }
    const page = await link(projectNumber, 'notes.txt', 'text/plain', FAKES['HTML page'].length);
    expect((await put(page.json().blobUri, 'text/plain', FAKES['HTML page'])).statusCode).toBe(415);
  });

  it('stores bytes of no kind it recognises under the type the name gives, served as that type', async () => {
    const { projectNumber } = await payerProject(t.db, 'Submitted');
    const placeholder = Buffer.from('dummy pdf content');
    const res = await link(projectNumber, 'evidence.pdf', 'application/pdf', placeholder.length);
    expect((await put(res.json().blobUri, 'application/pdf', placeholder)).statusCode).toBe(201);
    const download = await t.app.inject({ url: `/api/document/${res.json().documentId}/download`, headers: await t.auth('payer') });
    expect((await t.app.inject({ url: download.json().blobUri })).headers['content-type']).toBe('application/pdf');
  });

  it('ties the declared type to the name and serves the checked type, never the declared text', async () => {
    const { projectNumber } = await payerProject(t.db, 'Submitted');
    const html = await link(projectNumber, 'invoice.pdf', 'text/html', PDF.length);
    expect(html.statusCode).toBe(400);
    expect(html.json().errors[0].path).toBe('/mimeType');
    const unknown = await link(projectNumber, 'invoice.pdf', 'application/octet-stream', PDF.length);
    expect(unknown.statusCode).toBe(200);
    expect((await put(unknown.json().blobUri, 'application/octet-stream', PDF)).statusCode).toBe(201);
    const download = await t.app.inject({ url: `/api/document/${unknown.json().documentId}/download`, headers: await t.auth('payer') });
    const served = await t.app.inject({ url: download.json().blobUri });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('gives no more upload links for a number than the catalog allows files', async () => {
    const { projectNumber } = await payerProject(t.db, 'OnHold');
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await link(projectNumber, `page-${i}.pdf`, 'application/pdf', 50 * 1024 * 1024)).statusCode);
    const granted = answers.filter((s) => s === 200).length;
    expect(granted).toBeGreaterThan(0);
    expect(granted).toBeLessThanOrEqual(10);
    expect(answers.slice(granted)).toEqual(Array(25 - granted).fill(409));
  });

  it("counts open links only: a project that already holds many files still takes the next form's", async () => {
    const { projectNumber } = await payerProject(t.db, 'UnderAppeal');
    for (let i = 0; i < 12; i++) {
      const res = await link(projectNumber, `earlier-${i}.pdf`, 'application/pdf', PDF.length);
      expect(res.statusCode).toBe(200);
      expect((await put(res.json().blobUri, 'application/pdf', PDF)).statusCode).toBe(201);
    }
    expect((await link(projectNumber, 'next-change.pdf', 'application/pdf', PDF.length)).statusCode).toBe(200);
  });

  it('lets only one of two PUTs to one link write, and keeps its file whole', async () => {
    const { projectNumber } = await payerProject(t.db, 'Submitted');
    const other = Buffer.concat([PDF.subarray(0, 8), Buffer.alloc(PDF.length - 8, 0x41)]);
    const res = await link(projectNumber, 'race.pdf', 'application/pdf', PDF.length);
    const [a, b] = await Promise.all([put(res.json().blobUri, 'application/pdf', PDF), put(res.json().blobUri, 'application/pdf', other)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const download = await t.app.inject({ url: `/api/document/${res.json().documentId}/download`, headers: await t.auth('payer') });
    const served = (await t.app.inject({ url: download.json().blobUri })).rawPayload;
    expect(served.equals(a.statusCode === 201 ? PDF : other)).toBe(true);
  });
});
