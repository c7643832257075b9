/**
 * Fault 6: authorisation is read afresh from the database on every request: unknown and deleted
 * accounts get 401 at once; inactive members, pending joiners and certifiers reach no levy payer
 * data; a Draft takes no change; a draft is never saved where its author cannot find it again.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ORGS, contactIdOf, oidOf } from '../../server/seed/people.ts';
import { validNotification } from '../../server/test-support/catalog-notification-data.ts';
import { assertChangeAllowed } from '../../server/projects/change-allowed.ts';
import { describeApi } from '../../server/test-support/api.ts';
import { changeBody, changeFormsWithAttachments, payerProject } from './support.ts';

const forms = await changeFormsWithAttachments();
const ROUTES = ['/api/project', '/api/complexchange?projectId=' + randomUUID(), '/api/lookup/descriptionOfWorks', '/api/lookup/1', `/api/portalroles?organisationId=${ORGS.demoBuilders.organisation_id}`, `/api/organisation/${ORGS.demoBuilders.organisation_id}`];

describeApi('attack: stale or loose authorisation', (t) => {
  const setActive = (key: string, active: boolean) => t.db.query('UPDATE portal_roles SET active = $2 WHERE contact_id = $1', [contactIdOf(key), active]);

  it('answers 401 to a token whose account is unknown, on every route', async () => {
    const token = await t.issuer.issue({ oid: randomUUID(), email: 'ghost@example.com' });
    for (const url of [...ROUTES, '/api/contact/register']) {
      const res = await t.app.inject({ method: url.endsWith('register') ? 'POST' : 'GET', url, headers: { authorization: `Bearer ${token}` }, payload: url.endsWith('register') ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses a deleted account at once, before its token expires', async () => {
    const headers = await t.auth('owner');
    expect((await t.app.inject({ url: '/api/project', headers })).statusCode).toBe(200);
    const { rows } = await t.db.query('SELECT * FROM identity_accounts WHERE oid = $1', [oidOf('owner')]);
    await t.db.query('DELETE FROM identity_accounts WHERE oid = $1', [oidOf('owner')]);
    try {
      for (const url of ROUTES) expect((await t.app.inject({ url, headers })).statusCode, url).toBe(401);
    } finally {
      const row = rows[0] as Record<string, unknown>;
      await t.db.query('INSERT INTO identity_accounts (oid, email, password_hash, given_name, family_name) VALUES ($1, $2, $3, $4, $5)', [row.oid, row.email, row.password_hash, row.given_name, row.family_name]);
    }
  });

  it('gives a deactivated member neither the company record, projects, upload links nor drafts; reactivated, all of it again', async () => {
    const headers = await t.auth('staff');
    const { projectNumber } = await payerProject(t.db);
    const upload = () => t.app.inject({ method: 'POST', url: '/api/document/upload', headers, payload: { projectNumber, fileName: 'a.pdf', mimeType: 'application/pdf', sizeBytes: 10 } });
    const saveDraft = () => t.app.inject({ method: 'POST', url: '/api/project/save', headers, payload: { project: { projectId: 'new-project', ...validNotification() } } });
    await setActive('staff', false);
    try {
      expect((await t.app.inject({ url: `/api/organisation/${ORGS.demoBuilders.organisation_id}`, headers })).statusCode).toBe(403);
      const list = await t.app.inject({ url: '/api/project', headers });
      expect(list.statusCode === 403 || list.json().recordCount === 0).toBe(true);
      expect((await upload()).statusCode).toBe(403);
      expect((await saveDraft()).statusCode).toBe(403);
    } finally {
      await setActive('staff', true);
    }
    expect((await t.app.inject({ url: `/api/organisation/${ORGS.demoBuilders.organisation_id}`, headers })).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
    const saved = await saveDraft();
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/project/${saved.json().projectId}`, headers })).statusCode).toBe(200);
  });

  it('gives no upload link under a change its submitter filed while active, once deactivated', async () => {
    const { projectId, projectNumber } = await payerProject(t.db);
    const { rows } = await t.db.query<{ n: string }>(
      `INSERT INTO complex_changes (project_id, change_type, status, submitted_date, submitted_by_contact_id) VALUES ($1, 'StartDate', 'Submitted', now()::date, $2) RETURNING change_number AS n`,
      [projectId, contactIdOf('staff')],
    );
    await setActive('staff', false);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/document/upload', headers: await t.auth('staff'), payload: { projectNumber, complexChangeNumber: rows[0].n, fileName: 'a.pdf', mimeType: 'application/pdf', sizeBytes: 10 } });
      expect(res.statusCode).toBe(403);
    } finally {
      await setActive('staff', true);
    }
  });

  it('keeps a certifier activated in a levy payer company out of its projects and changes', async () => {
    const { projectId } = await payerProject(t.db);
    await t.db.query('UPDATE contacts SET organisation_id = $2 WHERE contact_id = $1', [contactIdOf('certifier'), ORGS.demoBuilders.organisation_id]);
    await t.db.query(`INSERT INTO portal_roles (contact_id, organisation_id, admin, company, "user", active) VALUES ($1, $2, false, false, true, true)`, [contactIdOf('certifier'), ORGS.demoBuilders.organisation_id]);
    try {
      const headers = await t.auth('certifier');
      const list = await t.app.inject({ url: '/api/project', headers });
      expect(list.statusCode === 403 || list.json().recordCount === 0).toBe(true);
      expect((await t.app.inject({ url: `/api/project/${projectId}`, headers })).statusCode).toBe(403);
      for (const form of forms) {
        const res = await t.app.inject({ method: 'POST', url: form.manifest.submit!.endpoint, headers, payload: changeBody(form, projectId, []) });
        expect(res.statusCode, form.manifest.submit!.endpoint).toBe(403);
      }
    } finally {
      await t.db.query('DELETE FROM portal_roles WHERE contact_id = $1 AND organisation_id = $2', [contactIdOf('certifier'), ORGS.demoBuilders.organisation_id]);
      await t.db.query('UPDATE contacts SET organisation_id = $2 WHERE contact_id = $1', [contactIdOf('certifier'), ORGS.certifierOrg.organisation_id]);
    }
  });

  it('refuses any change on a Draft project (409), whatever the form', async () => {
    const { projectId } = await payerProject(t.db, 'Draft');
    for (const form of forms) {
      await expect(assertChangeAllowed(t.db, form.manifest, projectId, { status: 'Draft', record: {} }), form.manifest.submit!.endpoint).rejects.toMatchObject({ statusCode: 409 });
    }
  });
});
