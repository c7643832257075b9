import type { FastifyInstance } from 'fastify';
import { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Queryable } from '../db/database.ts';
import { B2C_PROFILE_EDIT_POLICY, findAccountByOid } from './accounts.ts';
import { nameError } from './name-rules.ts';
import { renderSelfServicePage, type SelfServicePageModel } from './self-service-pages.ts';
import type { InteractionDetails } from 'oidc-provider';
import { CANCELLED_DESCRIPTION, type InteractionRequest, type SelfServiceDeps } from './interaction-types.ts';

/** True when the portal asked for Azure AD B2C's profile edit user flow (`p=B2C_1_profileedit`). */
export const wantsProfileEdit = (params: Record<string, unknown> | undefined) => params?.p === B2C_PROFILE_EDIT_POLICY;

/**
 * The provider's interaction policy: the default prompts, and a login prompt whenever the profile
 * edit flow is asked for and its page has not been completed in this authorization.
 */
export function profileEditPolicy() {
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.push(
    new interactionPolicy.Check('profile_edit', 'The profile edit user flow was requested', (ctx: KoaContextWithOIDC) => {
      const done = (ctx.oidc as { result?: { login?: { acr?: string } } }).result?.login?.acr === B2C_PROFILE_EDIT_POLICY;
      return wantsProfileEdit(ctx.oidc.params) && !done;
    }),
  );
  return policy;
}

function profileForm(deps: SelfServiceDeps, uid: string, values: { givenName: string; surname: string }, email: string): SelfServicePageModel {
  return {
    title: 'Edit your profile',
    intro: `Change the name of your account ${email}.`,
    action: `${deps.path}/${encodeURIComponent(uid)}/profile`,
    submitLabel: 'Continue',
    inputs: [
      { name: 'givenName', label: 'Given name', type: 'text', autocomplete: 'given-name', value: values.givenName },
      { name: 'surname', label: 'Surname', type: 'text', autocomplete: 'family-name', value: values.surname },
    ],
    back: { href: `${deps.path}/${encodeURIComponent(uid)}/profile/cancel`, text: 'Cancel' },
  };
}

/** The profile edit page for a signed-in interaction, or undefined when it is not one. */
export async function profileEditPage(deps: SelfServiceDeps & { db: Queryable }, interaction: InteractionDetails): Promise<string | undefined> {
  const accountId = interaction.session?.accountId;
  if (!wantsProfileEdit(interaction.params) || !accountId) return undefined;
  const account = await findAccountByOid(deps.db, accountId);
  if (!account) return undefined;
  return renderSelfServicePage(
    profileForm(deps, interaction.uid, { givenName: account.given_name ?? '', surname: account.family_name ?? '' }, account.email),
  );
}

/** Saves the names of the signed-in account and returns to the portal under the profile edit policy. */
export function registerProfileEditRoutes(scope: FastifyInstance, deps: SelfServiceDeps): void {
  const signedIn = async (request: InteractionRequest, reply: Parameters<SelfServiceDeps['expired']>[0]) => {
    const interaction = await deps.details(request, reply);
    const accountId = interaction?.session?.accountId;
    return interaction && accountId && wantsProfileEdit(interaction.params) ? { interaction, accountId } : undefined;
  };

  scope.post(`${deps.path}/:uid/profile`, async (request: InteractionRequest, reply) => {
    const found = await signedIn(request, reply);
    if (!found) return deps.expired(reply);
    const values = { givenName: String(request.body?.givenName ?? '').trim(), surname: String(request.body?.surname ?? '').trim() };
    const errors = { givenName: nameError(values.givenName, 'given name'), surname: nameError(values.surname, 'surname') };
    if (errors.givenName || errors.surname) {
      const account = await findAccountByOid(deps.db, found.accountId);
      return deps.page(reply, 400, renderSelfServicePage({ ...profileForm(deps, found.interaction.uid, values, account?.email ?? ''), errors }));
    }
    await deps.db.query('UPDATE identity_accounts SET given_name = $2, family_name = $3 WHERE oid = $1', [found.accountId, values.givenName, values.surname]);
    return deps.finish(request, reply, { login: { accountId: found.accountId, amr: ['pwd'], acr: B2C_PROFILE_EDIT_POLICY } });
  });

  // Cancel returns to the portal as B2C does: access_denied with AADB2C90091.
  scope.get(`${deps.path}/:uid/profile/cancel`, async (request: InteractionRequest, reply) => {
    const found = await signedIn(request, reply);
    if (!found) return deps.expired(reply);
    return deps.finish(request, reply, { error: 'access_denied', error_description: CANCELLED_DESCRIPTION });
  });
}
