import { expect, it } from 'vitest';
import { describeApi, type DemoUser } from '../test-support/api.ts';
import { portal } from '../../generated/portal.gen.ts';

// LV0900006 is the payer organisation's; CC0900002 is one of its changes, CC0900001 a change of LV0900005.
const PROJECT = 'LV0900006';
const CHANGE = 'CC0900002';

describeApi('document downloads', (t) => {
  const get = async (url: string, user: DemoUser = 'payer') => t.app.inject({ url, headers: await t.auth(user) });
  const upload = async (body: Record<string, unknown>, bytes: Buffer | null, user: DemoUser = 'payer') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: await t.auth(user),
      payload: { mimeType: 'text/plain', sizeBytes: bytes?.length ?? 10, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { documentId, blobUri } = res.json();
    if (bytes) {
      const put = await t.app.inject({ method: 'PUT', url: blobUri, headers: { 'content-type': 'text/plain' }, payload: bytes });
      expect(put.statusCode, put.body).toBe(201);
    }
    return documentId as string;
  };

  it('lists the stored uploads of a project and of its changes, and round-trips their bytes', async () => {
    const onProject = Buffer.from('site plan, revision B\n');
    const projectDoc = await upload({ projectNumber: PROJECT, fileName: 'site-plan.txt' }, onProject);
    const byChangeNumber = await upload({ projectNumber: CHANGE, fileName: 'contract.txt' }, Buffer.from('contract'));
    const byChangeField = await upload({ projectNumber: PROJECT, complexChangeNumber: CHANGE, fileName: 'letter.txt' }, Buffer.from('letter'), 'staff');
    const pending = await upload({ projectNumber: PROJECT, fileName: 'never-sent.txt' }, null);
    await upload({ projectNumber: 'LV0900005', fileName: 'other-project.txt' }, Buffer.from('x'));

    const list = await get(`/api/document?projectNumber=${PROJECT}`, 'staff');
    expect(list.statusCode, list.body).toBe(200);
    const documents: { documentId: string; complexChangeNumber?: string }[] = list.json().documents;
    expect(documents.map((d) => d.documentId).sort()).toEqual([projectDoc, byChangeNumber, byChangeField].sort());
    expect(documents.map((d) => d.documentId)).not.toContain(pending);
    expect(documents.find((d) => d.documentId === projectDoc)).toEqual({
      documentId: projectDoc,
      fileName: 'site-plan.txt',
      mimeType: 'text/plain',
      sizeBytes: onProject.length,
      uploadedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(documents.find((d) => d.documentId === byChangeNumber)?.complexChangeNumber).toBe(CHANGE);
    expect(documents.find((d) => d.documentId === byChangeField)?.complexChangeNumber).toBe(CHANGE);

    const link = await get(`/api/document/${projectDoc}/download`, 'staff');
    expect(link.statusCode, link.body).toBe(200);
    const { blobUri } = link.json();
    expect(blobUri).toMatch(new RegExp(`^/api/blob/${projectDoc}\\?op=download&expires=\\d+&signature=`));
    for (let i = 0; i < 2; i++) {
      const file = await t.app.inject({ url: blobUri });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(onProject)).toBe(true);
    }
    const tampered = blobUri.replace(/signature=./, (m: string) => (m.endsWith('A') ? 'signature=B' : 'signature=A'));
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);

    // Not uploaded yet, or unknown: 404; not an id: 400.
    expect((await get(`/api/document/${pending}/download`)).statusCode).toBe(404);
    expect((await get('/api/document/00000000-0000-4000-8000-000000000000/download')).statusCode).toBe(404);
    expect((await get('/api/document/not-an-id/download')).statusCode).toBe(400);
  });

  it("refuses another user's project and documents with the portal's message", async () => {
    const doc = await upload({ projectNumber: PROJECT, fileName: 'private.txt' }, Buffer.from('private'));
    for (const res of [
      await get(`/api/document?projectNumber=${PROJECT}`, 'owner'),
      await get(`/api/document/${doc}/download`, 'owner'),
      await get('/api/document?projectNumber=LV0999999'),
      await get(`/api/document?projectNumber=${CHANGE}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(portal.messages.notAuthorisedProject);
    }
    expect((await get('/api/document')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/document/${doc}/download` })).statusCode).toBe(401);
  });

  it('files an upload under a change of the project only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: await t.auth('payer'),
      payload: { projectNumber: PROJECT, complexChangeNumber: 'CC0900001', fileName: 'a.txt', mimeType: 'text/plain', sizeBytes: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: '/complexChangeNumber', message: 'The change is not on this project.' }]);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/document/upload',
      headers: await t.auth('owner'),
      payload: { projectNumber: PROJECT, complexChangeNumber: CHANGE, fileName: 'a.txt', mimeType: 'text/plain', sizeBytes: 1 },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
