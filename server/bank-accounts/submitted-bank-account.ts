/**
 * Bank details carried by a submission (form.json `submit.bankAccount`): an existing account may
 * be chosen only when it is the contact's own account of that code; new details become that
 * account (replacing the one held, as the portal keeps one account per code).
 */
import { readPointer } from '../../engine/core/pointer.ts';
import type { SubmitManifest } from '../../engine/core/types.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../http/http-error.ts';

export const NOT_YOUR_ACCOUNT = 'The chosen bank account is not held by your account; please choose it again.';

type BankRule = NonNullable<SubmitManifest['bankAccount']>;
interface BankDetails {
  option?: string;
  id?: string;
  bsb?: string;
  accountNumber?: string;
  accountName?: string;
}

const detailsOf = (rule: BankRule, data: unknown): BankDetails | null => {
  const value = readPointer(data, rule.field);
  return value && typeof value === 'object' ? (value as BankDetails) : null;
};

/** Refuses (400) an existing account that is not the contact's own account of the rule's code. */
export async function assertOwnBankAccount(db: Queryable, contactId: string, rule: BankRule, data: unknown): Promise<void> {
  const details = detailsOf(rule, data);
  if (details?.option !== 'UseExisting') return;
  const { rows } = await db.query('SELECT 1 FROM bank_accounts WHERE bank_account_id::text = $1 AND contact_id = $2 AND code = $3', [details.id ?? '', contactId, rule.code]);
  if (!rows[0]) throw badRequest(NOT_YOUR_ACCOUNT, [{ path: `${rule.field}/id`, message: NOT_YOUR_ACCOUNT }]);
}

/** Stores new bank details as the contact's account of the rule's code; nothing for an existing account or none. */
export async function storeNewBankAccount(db: Queryable, contactId: string, rule: BankRule, data: unknown): Promise<void> {
  const details = detailsOf(rule, data);
  if (details?.option !== 'New' || !details.bsb || !details.accountNumber || !details.accountName) return;
  const values = [contactId, rule.code, details.bsb, details.accountNumber.replace(/\s+/g, ''), details.accountName.trim()];
  const updated = await db.query('UPDATE bank_accounts SET bsb = $3, account_number = $4, account_name = $5 WHERE contact_id = $1 AND code = $2 RETURNING 1', values);
  if (!updated.rows.length) {
    await db.query('INSERT INTO bank_accounts (contact_id, code, bsb, account_number, account_name) VALUES ($1, $2, $3, $4, $5)', values);
  }
}
