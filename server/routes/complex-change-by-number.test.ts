import { expect, it } from 'vitest';
import { describeApi } from '../test-support/api.ts';
import {
  compileTestNumberedChangeForm,
  CONTACT_MISSING,
  NOT_FOUND,
  OWN_PROJECT,
  TEST_NUMBERED_CHANGE_ENDPOINT as URL,
} from '../test-support/test-numbered-change-form.ts';
import { portal } from '../../generated/portal.gen.ts';

// The generic handler with a form that names its project by levy number (a take-over), proven on a test-only form.
describeApi('complex changes on a project named by its levy number', (t) => {
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM complex_changes')).rows[0].n;
  const contactOf = async (email: string) => (await t.db.query<{ contact_id: string }>('SELECT contact_id FROM contacts WHERE email_address = $1', [email])).rows[0].contact_id;
  /** A project of the owner's (another levy payer than the demo payer's organisation) in this status. */
  const ownerProject = async (status: string) =>
    (
      await t.db.query<{ project_id: string; project_number: string }>(
        'SELECT project_id, project_number FROM projects WHERE levy_payer_contact_id = $1 AND status = $2 ORDER BY project_number LIMIT 1',
        [await contactOf('owner@example.com'), status],
      )
    ).rows[0];
  const change = async (levyNumber: string, extra: Record<string, unknown> = {}) => ({ contactId: await contactOf('payer@example.com'), levyNumber, firstName: 'Dana', lastName: 'Reid', ...extra });
  const submit = async (body: unknown, user: 'payer' | 'staff' | 'owner' | 'new' = 'payer', key?: string) =>
    t.app.inject({ method: 'POST', url: URL, headers: { ...(await t.auth(user)), ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });

  it("stores the change against another levy payer's submitted project, as the caller's, with values the server computes", async () => {
    const project = await ownerProject('Submitted');
    const owner = await contactOf('owner@example.com');
    const res = await submit({ numberedChange: await change(project.project_number, { contactId: owner, fullName: 'Someone Else' }), projectNumber: '' });
    expect(res.statusCode, res.body).toBe(200);
    const { complexChangeId, complexChangeNumber } = res.json();
    expect(complexChangeNumber).toMatch(/^CC\d{7}$/);
    const { rows } = await t.db.query<{ project_id: string; change_type: string; status: string; submitted_by_contact_id: string; payload: Record<string, unknown> }>(
      'SELECT project_id, change_type, status, submitted_by_contact_id, payload FROM complex_changes WHERE complex_change_id = $1',
      [complexChangeId],
    );
    const payer = await contactOf('payer@example.com');
    expect(rows[0]).toMatchObject({ project_id: project.project_id, change_type: 'TakeOverFromBuilder', status: 'Submitted', submitted_by_contact_id: payer });
    expect(rows[0].payload).toMatchObject({ contactId: payer, fullName: 'Dana Reid', levyNumber: project.project_number });
  });

  it('refuses an unknown number, a Draft and the caller\'s own project at the number field, storing nothing', async () => {
    const before = await count();
    const unknown = await submit({ numberedChange: await change('LV0999999') });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: '/levyNumber', message: NOT_FOUND }]);

    const draft = await ownerProject('Draft');
    await t.db.query("UPDATE projects SET project_number = 'LV0959999' WHERE project_id = $1", [draft.project_id]);
    const drafted = await submit({ numberedChange: await change('LV0959999') });
    expect(drafted.json().errors).toEqual([{ path: '/levyNumber', message: NOT_FOUND }]);

    const own = (await t.db.query<{ project_number: string }>("SELECT project_number FROM projects WHERE levy_payer_contact_id = $1 AND status = 'Submitted' LIMIT 1", [await contactOf('payer@example.com')])).rows[0];
    for (const user of ['payer', 'staff'] as const) {
      const mine = await submit({ numberedChange: await change(own.project_number) }, user);
      expect(mine.statusCode).toBe(400);
      expect(mine.json().errors).toEqual([{ path: '/levyNumber', message: OWN_PROJECT }]);
    }
    const other = await submit({ numberedChange: await change((await ownerProject('Submitted')).project_number) }, 'owner');
    expect(other.json().errors).toEqual([{ path: '/levyNumber', message: OWN_PROJECT }]);
    expect(await count()).toBe(before);
  });

  it('refuses a read-only project with its banner, a missing contact id with the form message, and a user with no contact', async () => {
    const before = await count();
    const finalised = await submit({ numberedChange: await change((await ownerProject('Finalised')).project_number) });
    expect(finalised.statusCode).toBe(409);
    expect(finalised.json().message).toBe(portal.readOnlyProjects.banners.Finalised);
    const number = (await ownerProject('Submitted')).project_number;
    const { contactId: _dropped, ...noContact } = await change(number);
    const missing = await submit({ numberedChange: noContact });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: '/contactId', message: CONTACT_MISSING }]);
    const stranger = await submit({ numberedChange: await change(number) }, 'new');
    expect(stranger.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers a retry with the same Idempotency-Key once', async () => {
    const before = await count();
    const body = { numberedChange: await change((await ownerProject('Submitted')).project_number), projectNumber: '' };
    const [a, b] = await Promise.all([submit(body, 'payer', 'take-1'), submit(body, 'payer', 'take-1')]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await count()).toBe(before + 1);
  });

  it('lets the caller upload files under the change number it was given, and no one unrelated', async () => {
    const res = await submit({ numberedChange: await change((await ownerProject('Submitted')).project_number) });
    const { complexChangeNumber } = res.json();
    const file = { projectNumber: complexChangeNumber, fileName: 'contract.pdf', mimeType: 'application/pdf', sizeBytes: 100 };
    const upload = async (user: 'payer' | 'certifier') => t.app.inject({ method: 'POST', url: '/api/document/upload', headers: await t.auth(user), payload: file });
    const mine = await upload('payer');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().blobUri).toBeTruthy();
    expect((await upload('certifier')).statusCode).toBe(403);
  });
}, { forms: [compileTestNumberedChangeForm()] });
