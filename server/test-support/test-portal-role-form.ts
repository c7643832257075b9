/**
 * A user-roles form that lives with the server tests (compiled at test time with the catalog's
 * Ajv), submitting where the catalog's does (POST /api/portalroles/save): a role's id and flags,
 * and `isSelf`, which the route sets from the signed-in user, deciding two rules of the form's own.
 */
import { compileOneStepTestForm } from '../../engine/core/test-form.ts';
import type { CompiledForm, FormManifest } from '../../engine/core/types.ts';

export const TEST_ROLE_MESSAGES = {
  noRole: 'No role to change (test).',
  ownAdmin: 'Keep your own admin flag (test).',
  ownActive: 'Stay active while an admin (test).',
  notPartOfForm: 'Not part of the roles form (test).',
};

const schema = {
  $id: 'test-portal-roles',
  type: 'object',
  properties: {
    portalRoleId: { type: 'string', format: 'uuid', errorMessage: TEST_ROLE_MESSAGES.noRole },
    isSelf: { type: 'boolean' },
    admin: { type: 'boolean' },
    company: { type: 'boolean' },
    user: { type: 'boolean' },
    active: { type: 'boolean' },
  },
  required: ['portalRoleId'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { isSelf: { const: true } }, required: ['isSelf'] },
      then: { properties: { admin: { const: true, errorMessage: TEST_ROLE_MESSAGES.ownAdmin } } },
    },
    {
      if: { properties: { isSelf: { const: true }, admin: { const: true } }, required: ['isSelf', 'admin'] },
      then: { properties: { active: { const: true, errorMessage: TEST_ROLE_MESSAGES.ownActive } } },
    },
  ],
  errorMessage: { required: { portalRoleId: TEST_ROLE_MESSAGES.noRole }, additionalProperties: TEST_ROLE_MESSAGES.notPartOfForm },
};

const manifest: FormManifest = {
  id: 'test-portal-roles',
  version: 1,
  title: 'Roles (test)',
  audience: 'LevyPayer',
  steps: [{ id: 'roles', title: 'Roles (test)', dataPointer: '', sections: [{ id: 'roles', fields: ['portalRoleId', 'isSelf', 'admin', 'company', 'user', 'active'] }] }],
  submit: {
    kind: 'custom',
    method: 'POST',
    endpoint: '/api/portalroles/save',
    payloadKey: 'portalRole',
    loadingMessage: 'Saving (test)...',
    successMessage: 'Saved (test).',
    successRoute: '/',
  },
};

export const compileTestPortalRoleForm = (): CompiledForm => compileOneStepTestForm({ manifest, schema });
