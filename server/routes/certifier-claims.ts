import type { FastifyInstance } from 'fastify';
import { portal } from '../../generated/portal.gen.ts';
import { CLAIM_SORT_COLUMNS, FEE_SORT_COLUMNS, findClaim, listClaims, listSightingFees, type ClaimListRow, type PageQuery } from '../db/queries/certifier-claims.ts';
import { storeGeneratedDocument } from '../documents/generated-documents.ts';
import { toCsv } from '../documents/csv-writer.ts';
import { notFound } from '../http/http-error.ts';
import { centsToDollars } from '../../engine/core/money.ts';
import { requireCertifier } from './certifier-access.ts';
import { pagingQuery, UUID, type RouteDeps } from './deps.ts';

const claimOut = ({ amountCents, ...claim }: ClaimListRow) => ({ ...claim, amount: centsToDollars(Number(amountCents)) });

/**
 * The certifier's claims (spec 1 section 7), their organisation's only: a paged list, one claim
 * with a page of its sighting fees, and the claim template CSV behind a signed download URL.
 */
export async function certifierClaimRoutes(app: FastifyInstance, { db, storage, signer }: RouteDeps) {
  app.get<{ Querystring: PageQuery }>(
    '/api/certifierclaims',
    { schema: { querystring: pagingQuery(Object.keys(CLAIM_SORT_COLUMNS), 'dateClaimed') } },
    async (request) => {
      const user = await requireCertifier(db, request);
      const { rows, recordCount } = await listClaims(db, user, request.query);
      return { claims: rows.map(claimOut), recordCount };
    },
  );

  app.get<{ Params: { claimId: string }; Querystring: PageQuery }>(
    '/api/certifierclaims/:claimId',
    { schema: { params: { type: 'object', properties: { claimId: UUID } }, querystring: pagingQuery(Object.keys(FEE_SORT_COLUMNS), 'dateSighted') } },
    async (request) => {
      const user = await requireCertifier(db, request);
      // A foreign claim answers like an unknown one, so ids cannot be probed.
      const claim = await findClaim(db, user, request.params.claimId);
      if (!claim) throw notFound('The claim was not found.');
      const fees = await listSightingFees(db, claim.claimId, request.query);
      const sightingFees = fees.rows.map(({ feeCents, ...fee }) => ({ ...fee, fee: centsToDollars(Number(feeCents)) }));
      return { claim: { ...claimOut(claim), sightingFees }, recordCount: fees.recordCount };
    },
  );

  app.get('/api/document/certifiertemplate', async (request) => {
    const user = await requireCertifier(db, request);
    const bytes = new TextEncoder().encode(toCsv([portal.certifierClaims.csv.columns]));
    const documentId = await storeGeneratedDocument(db, storage, {
      number: user.customerNumber,
      fileName: portal.certifierClaims.messages.templateFileName,
      mimeType: 'text/csv',
      bytes,
      contactId: user.contactId,
    });
    return { blobUri: signer.sign(documentId, 'download') };
  });
}
