import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Queryable } from '../db/database.ts';
import { authenticateAccount, B2C_POLICY } from './accounts.ts';
import { grantPortalScopes } from './provider-config.ts';
import { renderLoginPage, renderMessagePage, type LoginPageModel } from './pages.ts';
import { profileEditPage, registerProfileEditRoutes } from './profile-edit.ts';
import { registerSelfServiceRoutes } from './self-service-routes.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { CodeRequestThrottle } from './code-request-throttle.ts';
import { CANCELLED_DESCRIPTION, type InteractionRequest, type SelfServiceDeps } from './interaction-types.ts';

export { CANCELLED_DESCRIPTION };

export interface InteractionDeps {
  provider: Provider;
  db: Queryable;
  /** e.g. `/oidc/interaction`; pages are at `<path>/:uid`. */
  path: string;
  portalHome: string;
  /** The API's audience, granted with the sign-in. */
  audience: string;
  /** Security headers of the provider's pages. */
  headers: Record<string, string>;
  throttle: SignInThrottle;
  /** Verification code requests per email and per client address. */
  codeThrottle: CodeRequestThrottle;
  /** Show email verification codes on the page (development only); they are always logged. */
  showVerificationCodes: boolean;
  now: () => Date;
}


/** Whether the request carries the provider's session cookie (oidc-provider's `_session`): this browser has signed in here. */
const hasProviderSession = (request: InteractionRequest) => /(?:^|;\s*)_session=/.test(request.headers.cookie ?? '');

/** The sign-in pages the provider sends users to: login form, sign in, cancel. */
export async function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDeps): Promise<void> {
  const { provider, db, path, portalHome, audience, headers, throttle } = deps;

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers({ ...headers, 'cache-control': 'no-store' }).type('text/html; charset=utf-8').send(html);

  const expired = (reply: FastifyReply) =>
    page(
      reply,
      400,
      renderMessagePage('Your sign-in has expired', ['The sign-in took too long or was already finished.'], {
        href: portalHome,
        text: 'Return to the portal to sign in again',
      }),
    );

  /** The interaction of the cookie, if it is the one in the URL. */
  const details = async (request: InteractionRequest, reply: FastifyReply): Promise<InteractionDetails | undefined> => {
    try {
      const found = await provider.interactionDetails(request.raw, reply.raw);
      return found.uid === request.params.uid ? found : undefined;
    } catch {
      return undefined;
    }
  };

  const model = (uid: string, extra: Partial<LoginPageModel> = {}): LoginPageModel => ({
    action: `${path}/${encodeURIComponent(uid)}/login`,
    cancelAction: `${path}/${encodeURIComponent(uid)}/cancel`,
    passwordResetHref: `${path}/${encodeURIComponent(uid)}/password-reset`,
    signUpHref: `${path}/${encodeURIComponent(uid)}/sign-up`,
    ...extra,
  });

  const finish = async (request: InteractionRequest, reply: FastifyReply, result: Parameters<Provider['interactionResult']>[2]) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.code(303).header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  const selfService: SelfServiceDeps = {
    db,
    path,
    now: deps.now,
    codeThrottle: deps.codeThrottle,
    showVerificationCodes: deps.showVerificationCodes,
    details,
    page,
    expired,
    finish,
    signInPage: (uid) => `${path}/${encodeURIComponent(uid)}`,
  };

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
    }

    // A form posted with more than any field takes: a page saying so, back to the sign-in (its
    // entries kept by the browser's Back), not the API's JSON answer.
    scope.setErrorHandler((error: { statusCode?: number }, request: InteractionRequest, reply) => {
      if (error.statusCode !== 413) throw error;
      const uid = request.params?.uid;
      return page(
        reply,
        413,
        renderMessagePage('What you entered is too long', ['One of the fields holds far more than it takes. Go back, shorten it and try again.'], {
          href: uid ? `${path}/${encodeURIComponent(uid)}` : portalHome,
          text: 'Return to the sign-in page',
        }),
      );
    });

    scope.get(`${path}/:uid`, async (request: InteractionRequest, reply) => {
      const interaction = await details(request, reply);
      // A sign-in page opened again once it is over (the browser's Back after signing in) goes to
      // the portal, which is signed in or starts a new sign-in: nothing typed there is lost. Only
      // with the provider's session cookie: a browser that keeps no cookies would be sent round
      // from the portal to a new sign-in and back without end.
      if (!interaction) return hasProviderSession(request) ? reply.code(303).header('cache-control', 'no-store').redirect(portalHome, 303) : expired(reply);
      if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
        // Only reached with prompt=consent (loadExistingGrant grants otherwise): no screen.
        const clientId = String(interaction.params.client_id);
        const grant =
          (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
          new provider.Grant({ clientId, accountId: interaction.session.accountId });
        const grantId = await grantPortalScopes(grant, audience).save();
        return finish(request, reply, { consent: { grantId } });
      }
      if (interaction.prompt.name !== 'login') return expired(reply);
      const profile = await profileEditPage(selfService, interaction);
      if (profile) return page(reply, 200, profile);
      const hint = interaction.params.login_hint;
      return page(reply, 200, renderLoginPage(model(interaction.uid, { email: typeof hint === 'string' ? hint : '' })));
    });

    scope.post(`${path}/:uid/login`, async (request: InteractionRequest, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      const email = String(request.body?.email ?? '').trim();
      const password = String(request.body?.password ?? '');
      const errors: LoginPageModel['errors'] = {};
      if (!email) errors.email = 'Enter your email address';
      if (!password) errors.password = 'Enter your password';
      if (errors.email || errors.password) return page(reply, 400, renderLoginPage(model(interaction.uid, { email, errors })));

      const attempt = await throttle.attempt(email, request.ip);
      if (!attempt.allowed) return page(reply, 429, renderLoginPage(model(interaction.uid, { email, formError: attempt.message })));
      const account = await authenticateAccount(db, email, password);
      const { lockedMessage } = await attempt.settle(Boolean(account));
      if (!account) {
        const formError = lockedMessage ?? 'The email or password you entered is incorrect.';
        return page(reply, lockedMessage ? 429 : 400, renderLoginPage(model(interaction.uid, { email, formError })));
      }
      return finish(request, reply, { login: { accountId: account.oid, amr: ['pwd'], acr: B2C_POLICY } });
    });

    registerSelfServiceRoutes(scope, selfService);
    registerProfileEditRoutes(scope, selfService);

    scope.post(`${path}/:uid/cancel`, async (request: InteractionRequest, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      return finish(request, reply, { error: 'access_denied', error_description: CANCELLED_DESCRIPTION });
    });
  });
}
