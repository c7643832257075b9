/**
 * ABN lookup as an engine capability every form can use: form.json's `abnLookup` says which
 * field holds the ABN and which fields the lookup fills; the outcome rules of spec 1 section 5
 * live here as pure functions.
 */
import { isAbn } from './formats.ts';
import { readPointer, unsetPointer, writePointer } from './pointer.ts';
import { sameData } from './same-data.ts';
import type { AbnFillKey, AbnLookupRule, FieldError, FormManifest } from './types.ts';

export type { AbnFillKey, AbnLookupRule } from './types.ts';

/** The register's record of an ABN (ABR-shaped). */
export interface AbrAbnRecord {
  abn?: string;
  entityType?: { entityTypeCode?: string | null } | null;
  legalName?: { givenName?: string | null; otherGivenName?: string | null; familyName?: string | null } | null;
  mainOrganisationName?: string | null;
  mainTradingName?: string | null;
}

/** An organisation already known to the authority under that ABN. */
export interface CrmOrganisation {
  organisationId?: string;
  orgName?: string | null;
  tradingName?: string | null;
  entityType?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  addressDetail?: unknown;
}

/** The answer of `POST /api/organisation/abn`. */
export interface AbnLookupResult {
  abrAbnRecord?: AbrAbnRecord | null;
  crmOrganisations?: CrmOrganisation[] | null;
}

export type AbnLookupOutcome =
  | { kind: 'organisation'; values: Partial<Record<AbnFillKey, unknown>> }
  | { kind: 'sole-trader'; values: Partial<Record<AbnFillKey, unknown>> }
  | { kind: 'registry'; values: Partial<Record<AbnFillKey, unknown>> }
  | { kind: 'none' };

/** Entity type code of an individual in the register. */
export const INDIVIDUAL_ENTITY_CODE = 'IND';
/** The entity type a sole trader gets. */
export const SOLE_TRADER_ENTITY_TYPE = 'Soletrader_ABN';

/** The ABN's 11 digits (whitespace removed), or null when it is not a valid ABN (11 digits with the register's checksum, DESIGN.md section 4). */
export function normaliseAbnInput(value: unknown): string | null {
  const digits = String(value ?? '').replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) && isAbn(digits) ? digits : null;
}

/** A person's name: given name, optional other given name, family name. */
export function personName(name: AbrAbnRecord['legalName']): string {
  return [name?.givenName, name?.otherGivenName, name?.familyName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The first of the values that is present, or undefined. */
const firstPresent = (...values: unknown[]) => values.find(present);

/**
 * The outcome rules of spec 1 section 5 and spec 2 section 4: organisation records -> the first
 * fills id, names (each falling back to the register's name when the record has none), type,
 * email, phone (only when the record has one: a phone already entered is kept otherwise) and
 * address; none and an individual with a legal name -> sole trader and the legal name; none and
 * not an individual -> the register's organisation and trading names; no result -> nothing (the
 * ABN is cleared and the rule's `notFoundMessage` says so).
 */
export function abnLookupOutcome(result: AbnLookupResult | null | undefined): AbnLookupOutcome {
  const organisation = result?.crmOrganisations?.[0];
  const record = result?.abrAbnRecord;
  if (organisation) {
    const values: Partial<Record<AbnFillKey, unknown>> = {
      organisationId: organisation.organisationId,
      entityName: firstPresent(organisation.orgName, record?.mainOrganisationName),
      tradingName: firstPresent(organisation.tradingName, record?.mainTradingName),
      entityType: organisation.entityType ?? undefined,
      email: organisation.email ?? undefined,
      address: organisation.addressDetail ?? undefined,
    };
    if (present(organisation.phoneNumber)) values.phone = organisation.phoneNumber;
    return { kind: 'organisation', values };
  }
  if (!record) return { kind: 'none' };
  const legalName = personName(record.legalName);
  if (record.entityType?.entityTypeCode === INDIVIDUAL_ENTITY_CODE && legalName) {
    return { kind: 'sole-trader', values: { organisationId: undefined, entityType: SOLE_TRADER_ENTITY_TYPE, entityName: legalName } };
  }
  // The register's names fill in (spec 3 s5.2), a trading name it does not hold clearing one left
  // from before: that belonged to whatever ABN the box held then.
  const values: Partial<Record<AbnFillKey, unknown>> = { organisationId: undefined, tradingName: firstPresent(record.mainTradingName) };
  if (present(record.mainOrganisationName)) values.entityName = record.mainOrganisationName;
  return { kind: 'registry', values };
}

/** Fills that only a lookup sets (read-only to the user): cleared before every lookup's outcome. */
const LOOKUP_OWNED: readonly AbnFillKey[] = ['organisationId', 'entityName', 'entityType'];

/**
 * The data after a lookup of `rule`'s ABN: the outcome's values written to the fields the rule
 * fills (a value the outcome gives as undefined unsets its field), or the ABN cleared when the
 * lookup found nothing; either way the organisation, entity name and entity type of an earlier
 * lookup are gone. The ABN is stored as its 11 digits.
 */
export function applyAbnLookup<T>(data: T, rule: AbnLookupRule, result: AbnLookupResult | null | undefined): T {
  const outcome = abnLookupOutcome(result);
  // What only a lookup sets is cleared first, so no earlier organisation's identity stays behind
  // (the user's own entries, e.g. a trading name or phone, are kept unless the register gives one).
  let next = data;
  for (const key of LOOKUP_OWNED) if (rule.fills[key]) next = unsetPointer(next, rule.fills[key]!);
  if (outcome.kind === 'none') return unsetPointer(next, rule.field);
  next = writePointer(next, rule.field, normaliseAbnInput(readPointer(data, rule.field)) ?? readPointer(data, rule.field));
  for (const [key, value] of Object.entries(outcome.values) as [AbnFillKey, unknown][]) {
    const target = rule.fills[key];
    if (target) next = value === undefined ? unsetPointer(next, target) : writePointer(next, target, value);
  }
  return next;
}

/**
 * The server's check of what a form sends with an ABN (the browser is never trusted): for each
 * rule whose ABN the data holds, an ABN that neither the register nor the authority knows is
 * refused with the rule's `notFoundMessage`, as the page refuses it; and an entity name or type
 * the form shows read-only (ui.json `ui:readonly`: only the lookup sets it) must be what the
 * server's own lookup of that ABN finds (`results`, by the rule's field), as far as its outcome
 * gives one, else it is refused at that field with the rule's `changedMessage` (the details do not
 * belong to the ABN: look it up again). One the user may edit is theirs.
 */
export function serverAbnLookupErrors(data: unknown, form: { manifest: Pick<FormManifest, 'abnLookup'>; uiSchema: Record<string, unknown> }, results: ReadonlyMap<string, AbnLookupResult | null>): FieldError[] {
  const errors: FieldError[] = [];
  const lockedToLookup = (pointer: string) => (readPointer(form.uiSchema, pointer) as Record<string, unknown> | undefined)?.['ui:readonly'] === true;
  for (const rule of form.manifest.abnLookup ?? []) {
    const abn = normaliseAbnInput(readPointer(data, rule.field));
    if (!abn || !results.has(rule.field)) continue;
    const outcome = abnLookupOutcome(results.get(rule.field));
    if (outcome.kind === 'none') {
      errors.push({ path: rule.field, message: abnNotFoundMessage(rule, abn) });
      continue;
    }
    for (const key of SERVER_CHECKED) {
      const target = rule.fills[key];
      // A detail the outcome does not give (the register's entity type, say) is the user's to enter.
      if (!target || !lockedToLookup(target) || !(key in outcome.values)) continue;
      const sent = readPointer(data, target);
      const found = outcome.values[key];
      if ((present(sent) || present(found)) && !sameData(sent, found)) errors.push({ path: target, message: abnChangedMessage(rule, abn) });
    }
  }
  return errors;
}

/**
 * What the server checks against its own lookup. Not the organisation's id: the server finds the
 * organisation by the ABN itself, and one made meanwhile under that ABN (another user onboarding at
 * the same time) is joined, not refused.
 */
const SERVER_CHECKED: readonly AbnFillKey[] = ['entityName', 'entityType'];

/** The ABNs the rules' fields hold in `data` (11 digits), by field: what the server looks up for `withServerAbnLookups`. */
export function submittedAbns(rules: readonly AbnLookupRule[] | undefined, data: unknown): Map<string, string> {
  const found = new Map<string, string>();
  for (const rule of rules ?? []) {
    const abn = normaliseAbnInput(readPointer(data, rule.field));
    if (abn) found.set(rule.field, abn);
  }
  return found;
}

/** The form's lookup rule for the ABN field at `pointer`, if it has one. */
export function findAbnLookupRule(manifest: FormManifest, pointer: string): AbnLookupRule | undefined {
  return manifest.abnLookup?.find((rule) => rule.field === pointer);
}

/** The toast when the register knows no such ABN: the rule's message with the ABN filled in. */
export function abnNotFoundMessage(rule: AbnLookupRule, abn: string): string {
  return rule.notFoundMessage.replace('{abn}', abn);
}

/** The failure toast: the rule's message with the ABN and the error details filled in. */
export function abnLookupFailureMessage(rule: AbnLookupRule, abn: string, details: string): string {
  return rule.failureMessage.replace('{abn}', abn).replace('{details}', details);
}

/** What a successful lookup filled: the ABN it was for and each filled field's value, by data pointer. */
export interface LookedUpAbn {
  abn: string;
  values: Record<string, unknown>;
}

/** The record of a lookup of `rule`'s ABN, from the data after `applyAbnLookup`; null when it found nothing. */
export function lookedUpAbn(rule: AbnLookupRule, data: unknown, result: AbnLookupResult | null | undefined): LookedUpAbn | null {
  const outcome = abnLookupOutcome(result);
  const abn = normaliseAbnInput(readPointer(data, rule.field));
  if (outcome.kind === 'none' || !abn) return null;
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(outcome.values) as AbnFillKey[]) {
    const target = rule.fills[key];
    const value = target ? readPointer(data, target) : undefined;
    if (target && present(value)) values[target] = value;
  }
  return { abn, values };
}

/**
 * The record of a lookup that data opened on (a reload, a resumed draft) shows was made: its ABN
 * with the details of the rule's fills it holds, which only a lookup writes; null when it holds
 * none. So they are cleared once that ABN changes, as they would have been before the reload.
 */
export function restoredAbnLookup(rule: AbnLookupRule, data: unknown): LookedUpAbn | null {
  const abn = normaliseAbnInput(readPointer(data, rule.field));
  if (!abn) return null;
  const values: Record<string, unknown> = {};
  for (const target of Object.values(rule.fills)) {
    const value = target ? readPointer(data, target) : undefined;
    if (target && present(value)) values[target] = value;
  }
  return Object.keys(values).length ? { abn, values } : null;
}

/**
 * The data without the details of an earlier lookup once its ABN has changed (made invalid,
 * another ABN, or emptied): each field still holding what the lookup filled is unset (a value
 * the user has since changed is theirs and stays; a group, such as an address, by its entries). Null while the ABN is the one looked up, or
 * when nothing of the lookup is left to clear.
 */
export function clearChangedAbnLookup<T>(data: T, rule: AbnLookupRule, lookedUp: LookedUpAbn): T | null {
  if (normaliseAbnInput(readPointer(data, rule.field)) === lookedUp.abn) return null;
  let next = data;
  for (const [pointer, value] of Object.entries(lookedUp.values)) if (sameData(readPointer(next, pointer), value)) next = unsetPointer(next, pointer);
  return next === data ? null : next;
}

/** The toast when looked-up details were cleared because the ABN changed. */
export function abnChangedMessage(rule: AbnLookupRule, lookedUpAbnDigits: string): string {
  return rule.changedMessage.replace('{abn}', lookedUpAbnDigits);
}
