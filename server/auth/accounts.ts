import type { Queryable } from '../db/database.ts';
import { randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from './password.ts';

/** A row of identity_accounts: the local provider's user directory. */
export interface IdentityAccount {
  oid: string;
  email: string;
  given_name: string | null;
  family_name: string | null;
  /** Studio roles (`analyst`, `tester`); empty for levy payers and certifiers. */
  roles: string[];
}

/** Azure AD B2C's user flow names, sent as `tfp` (and `acr`) like B2C does. */
export const B2C_POLICY = 'B2C_1_signupsignin';
export const B2C_PASSWORD_RESET_POLICY = 'B2C_1_passwordreset';
export const B2C_PROFILE_EDIT_POLICY = 'B2C_1_profileedit';
export const B2C_POLICIES = [B2C_POLICY, B2C_PASSWORD_RESET_POLICY, B2C_PROFILE_EDIT_POLICY];

/** The user flow a sign-in went through (its `acr`), or sign-up/sign-in. */
export const policyOf = (acr: unknown): string => (typeof acr === 'string' && B2C_POLICIES.includes(acr) ? acr : B2C_POLICY);

const COLUMNS = 'oid::text AS oid, email, given_name, family_name, roles';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A real hash of a random password: unknown emails cost as much time as known ones.
let dummyHash: Promise<string> | undefined;

export async function findAccountByOid(db: Queryable, oid: string): Promise<IdentityAccount | undefined> {
  if (!UUID.test(oid)) return undefined;
  const { rows } = await db.query<IdentityAccount>(`SELECT ${COLUMNS} FROM identity_accounts WHERE oid = $1`, [oid]);
  return rows[0];
}

/** The account when email (any case) and password match; undefined otherwise. */
export async function authenticateAccount(
  db: Queryable,
  email: string,
  password: string,
): Promise<IdentityAccount | undefined> {
  const { rows } = await db.query<IdentityAccount & { password_hash: string }>(
    `SELECT ${COLUMNS}, password_hash FROM identity_accounts WHERE lower(email) = lower($1) LIMIT 1`,
    [email.trim()],
  );
  const row = rows[0];
  const ok = await verifyPassword(password, row?.password_hash ?? (await (dummyHash ??= hashPassword(randomUUID()))));
  if (!row || !ok) return undefined;
  return { oid: row.oid, email: row.email, given_name: row.given_name, family_name: row.family_name, roles: row.roles };
}

/** The Azure-AD-B2C-shaped claims of an account, for ID and access tokens; roles under `rolesClaim`. */
export function b2cClaims(account: IdentityAccount, policy = B2C_POLICY, rolesClaim = 'roles'): Record<string, unknown> {
  const name = [account.given_name, account.family_name].filter(Boolean).join(' ');
  return {
    sub: account.oid,
    oid: account.oid,
    emails: [account.email],
    email: account.email,
    given_name: account.given_name ?? undefined,
    family_name: account.family_name ?? undefined,
    name: name || undefined,
    tfp: policy,
    ...(account.roles.length ? { [rolesClaim]: account.roles } : {}),
  };
}
