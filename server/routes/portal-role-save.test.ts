import { expect, it } from 'vitest';
import { seedUuid } from '../seed/deterministic.ts';
import { ORGS } from '../seed/people.ts';
import { describeApi } from '../test-support/api.ts';
import { recordedForm } from '../test-support/form-record.ts';
import { catalogWith } from '../test-support/test-catalog.ts';
import { compileTestPortalRoleForm, TEST_ROLE_MESSAGES } from '../test-support/test-portal-role-form.ts';

const roleId = (key: string) => seedUuid(`portal-role:${key}`);
const form = compileTestPortalRoleForm();

describeApi(
  'POST /api/portalroles/save',
  (t) => {
    const roles = async () => {
      const res = await t.app.inject({ url: `/api/portalroles?organisationId=${ORGS.demoBuilders.organisation_id}`, headers: await t.auth('payer') });
      return Object.fromEntries(res.json().portalRoles.map((r: { portalRoleId: string }) => [r.portalRoleId, r]));
    };
    const save = async (user: 'payer' | 'staff' | 'certifier', portalRole: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/portalroles/save', headers: await t.auth(user), payload: { portalRole } });

    it('refuses a non-admin (staff) editing a user or themselves: nothing changes', async () => {
      const before = await roles();
      expect((await save('staff', { portalRoleId: roleId('former'), admin: true, company: true, user: true, active: true })).statusCode).toBe(403);
      expect((await save('staff', { portalRoleId: roleId('staff'), admin: true, company: true, user: true, active: true })).statusCode).toBe(403);
      expect(await roles()).toEqual(before);
    });

    it("refuses an admin of another organisation", async () => {
      expect((await save('certifier', { portalRoleId: roleId('staff'), admin: true, company: true, user: true, active: true })).statusCode).toBe(403);
    });

    it('nobody strips their own admin flag or deactivates themselves', async () => {
      const before = await roles();
      const noAdmin = await save('payer', { portalRoleId: roleId('payer'), admin: false, company: true, user: true, active: true });
      expect(noAdmin.statusCode).toBe(400);
      expect(noAdmin.json().errors).toEqual([{ path: '/admin', message: TEST_ROLE_MESSAGES.ownAdmin }]);
      const inactive = await save('payer', { portalRoleId: roleId('payer'), admin: true, company: true, user: true, active: false });
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json().errors).toEqual([{ path: '/active', message: TEST_ROLE_MESSAGES.ownActive }]);
      // A forged isSelf from the client changes nothing: the server decides who is who.
      expect((await save('payer', { portalRoleId: roleId('payer'), isSelf: false, admin: false, company: true, user: true, active: true })).statusCode).toBe(400);
      expect(await roles()).toEqual(before);
    });

    it("answers the form's message without a portal role id, and 404 for an unknown one", async () => {
      const res = await save('payer', { admin: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: '/portalRoleId', message: TEST_ROLE_MESSAGES.noRole }]);
      expect((await save('payer', { portalRoleId: seedUuid('portal-role:nobody'), admin: true })).statusCode).toBe(404);
    });

    it("lets the active admin change another user's roles and their own company flag", async () => {
      const res = await save('payer', { portalRoleId: roleId('staff'), admin: false, company: true, user: true, active: false });
      expect(res.statusCode).toBe(200);
      const own = await save('payer', { portalRoleId: roleId('payer'), admin: true, company: false, user: true, active: true });
      expect(own.statusCode).toBe(200);
      const after = await roles();
      expect(after[roleId('staff')]).toMatchObject({ admin: false, company: true, user: true, active: false });
      expect(after[roleId('payer')]).toMatchObject({ admin: true, company: false, user: true, active: true });
      // Recorded with the form that checked it (a test-only form has no revision or hash).
      expect(await recordedForm(t, 'portal_roles', roleId('staff'))).toEqual({ form_id: form.manifest.id, form_version: form.manifest.version, form_revision: null, form_hash: null });
    });
  },
  { catalog: catalogWith(form) },
);
