import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { findCurrentUser, type CurrentUser } from '../db/queries/current-user.ts';
import type { DocumentStorage } from '../documents/storage.ts';
import type { UrlSigner } from '../documents/url-signer.ts';
import type { LiveForms } from '../studio/live-forms.ts';
import type { FormCatalog } from '../studio/submitting-form.ts';
import { SEARCH_TERM_MAX_LENGTH } from '../../engine/core/table-query.ts';

/** What every route module gets from `buildApp`. */
export interface RouteDeps {
  config: Config;
  db: Database;
  storage: DocumentStorage;
  signer: UrlSigner;
  /** The published revision of each form: a new submission is checked with the current one, a stored draft with its own. */
  liveForms: LiveForms;
  /** The forms routes find theirs in by the endpoint they submit to (`studio/submitting-form.ts`): the build's, or a test's. */
  catalog: FormCatalog;
}

/** The caller's contact, or null when the signed-in account has not onboarded yet. */
export const currentUser = (db: Database, request: FastifyRequest): Promise<CurrentUser | null> =>
  findCurrentUser(db, request.identity.oid);

export const UUID = { type: 'string', format: 'uuid' } as const;

/** Query string paging of spec 1 section 9 (1-based pages, sizes 10..50). */
export function pagingQuery(sortNames: string[], defaultSort: string, extra: Record<string, unknown> = {}, defaultDescending = true) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      pageNumber: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 10, maximum: 50, default: 20 },
      sortBy: { type: 'string', enum: sortNames, default: defaultSort },
      sortDescending: { type: 'boolean', default: defaultDescending },
      searchTerm: { type: 'string', maxLength: SEARCH_TERM_MAX_LENGTH },
      ...extra,
    },
  } as const;
}
