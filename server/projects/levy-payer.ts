/** The signed-in levy payer a notification belongs to; anyone else is refused. */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { actsAsLevyPayer, findCurrentUser, type CurrentUser } from '../db/queries/current-user.ts';
import { HttpError } from '../http/http-error.ts';
import { portal } from '../../generated/portal.gen.ts';

// spec 3 s6: the levy payer area's message for anyone else.
export const NOT_A_LEVY_PAYER = portal.messages.notAuthorisedPage;

export async function levyPayer(db: Database, request: FastifyRequest): Promise<CurrentUser> {
  const user = await findCurrentUser(db, request.identity.oid);
  if (!user || !actsAsLevyPayer(user)) throw new HttpError(403, NOT_A_LEVY_PAYER);
  return user;
}
