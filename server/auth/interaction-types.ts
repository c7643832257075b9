import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { Queryable } from '../db/database.ts';
import type { CodeRequestThrottle } from './code-request-throttle.ts';

/** What Azure AD B2C answers when the user cancels; the portal then starts a fresh sign-in. */
export const CANCELLED_DESCRIPTION = 'AADB2C90091: The user has cancelled entering self-asserted information.';

export type InteractionRequest = FastifyRequest<{ Params: { uid: string }; Body?: Record<string, string> }>;

/** What the provider's page routes share: the database, the interaction and the reply helpers. */
export interface SelfServiceDeps {
  db: Queryable;
  path: string;
  now: () => Date;
  codeThrottle: CodeRequestThrottle;
  showVerificationCodes: boolean;
  details(request: InteractionRequest, reply: FastifyReply): Promise<InteractionDetails | undefined>;
  page(reply: FastifyReply, status: number, html: string): FastifyReply;
  expired(reply: FastifyReply): FastifyReply;
  finish(request: InteractionRequest, reply: FastifyReply, result: Parameters<Provider['interactionResult']>[2]): Promise<FastifyReply>;
  signInPage(uid: string): string;
}
