import { submittedAbns, type AbnLookupResult, type AbnLookupRule, type CrmOrganisation } from '../../../engine/core/abn-lookup.ts';
import type { Queryable } from '../database.ts';

/** The register's record of an ABN in the ABR's shape, or null when it is not registered. */
export async function findAbnRecord(db: Queryable, abn: string) {
  const { rows } = await db.query<{ abn: string; entityTypeCode: string; legalName: unknown; mainOrganisationName: string | null; mainTradingName: string | null }>(
    `SELECT abn, entity_type_code AS "entityTypeCode", legal_name AS "legalName", main_organisation_name AS "mainOrganisationName",
            main_trading_name AS "mainTradingName" FROM abn_register WHERE abn = $1`,
    [abn],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    abn: row.abn,
    entityType: { entityTypeCode: row.entityTypeCode },
    legalName: row.legalName ?? null,
    mainOrganisationName: row.mainOrganisationName,
    mainTradingName: row.mainTradingName,
  };
}

/** Organisations the authority already holds under the ABN. */
export async function findOrganisationsByAbn(db: Queryable, abn: string) {
  const { rows } = await db.query(
    `SELECT organisation_id AS "organisationId", account_number AS "accountNumber", abn, org_name AS "orgName", trading_name AS "tradingName",
            entity_type AS "entityType", phone_number AS "phoneNumber", email, address_detail AS "addressDetail"
       FROM organisations WHERE replace(abn, ' ', '') = $1 ORDER BY account_number`,
    [abn],
  );
  return rows;
}

/**
 * The answer of a lookup of `abn` (11 digits) as POST /api/organisation/abn gives it: the register's
 * record and the organisations held under it; null when neither knows it.
 */
export async function lookUpAbn(db: Queryable, abn: string): Promise<AbnLookupResult | null> {
  // One after another: `db` may be a transaction's single connection.
  const abrAbnRecord = await findAbnRecord(db, abn);
  const crmOrganisations = (await findOrganisationsByAbn(db, abn)) as CrmOrganisation[];
  return abrAbnRecord || crmOrganisations.length ? { abrAbnRecord, crmOrganisations } : null;
}

/** The server's lookup of each ABN the form's rules hold in `data`, by the rule's field (see engine/core `withServerAbnLookups`). */
export async function lookUpSubmittedAbns(db: Queryable, rules: readonly AbnLookupRule[] | undefined, data: unknown): Promise<Map<string, AbnLookupResult | null>> {
  const results = new Map<string, AbnLookupResult | null>();
  for (const [field, abn] of submittedAbns(rules, data)) results.set(field, await lookUpAbn(db, abn));
  return results;
}
