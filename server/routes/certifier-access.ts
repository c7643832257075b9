import type { FastifyRequest } from 'fastify';
import { portal } from '../../generated/portal.gen.ts';
import type { Database } from '../db/database.ts';
import type { CurrentUser } from '../db/queries/current-user.ts';
import { HttpError } from '../http/http-error.ts';
import { currentUser } from './deps.ts';

/** The caller when they are a building certifier; anyone else (a levy payer, not yet onboarded) gets 403. */
export async function requireCertifier(db: Database, request: FastifyRequest): Promise<CurrentUser> {
  const user = await currentUser(db, request);
  if (user?.contactType !== 'Certifier') throw new HttpError(403, portal.messages.notAuthorisedPage);
  return user;
}
