/** Display formats of DESIGN.md section 6: en-AU, AUD, dd/MM/yyyy, '-' when missing. */

const missing = '-';

/** yyyy-MM-dd (or an ISO timestamp) as dd/MM/yyyy. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string') return missing;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : missing;
}

/**
 * What `Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })` writes, by arithmetic:
 * building that formatter costs a page tens of milliseconds of locale data on its first use.
 */
function formatAud(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = dollars < 0 || Object.is(dollars, -0) ? '-' : '';
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Dollars as AUD, e.g. $1,234.50. */
export function formatMoney(dollars: unknown): string {
  return typeof dollars === 'number' && Number.isFinite(dollars) ? formatAud(dollars) : missing;
}

/** Integer cents as AUD. */
export function formatCents(cents: unknown): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? formatAud(cents / 100) : missing;
}

export interface AddressParts {
  addressLine1?: string;
  addressLine2?: string;
  suburb?: string;
  state?: string;
  postcode?: string;
}

/** 'line1 line2, suburb state postcode' (spec 1 section 3). */
export function formatAddress(address: AddressParts | null | undefined): string {
  if (!address) return missing;
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(' ');
  const locality = [address.suburb, address.state, address.postcode].filter(Boolean).join(' ');
  const text = [street, locality].filter(Boolean).join(', ');
  return text || missing;
}

/** Any fact value by its declared format. */
export function formatFact(value: unknown, format: 'text' | 'date' | 'money' | 'address' = 'text'): string {
  if (format === 'date') return formatDate(value);
  if (format === 'money') return formatMoney(value);
  if (format === 'address') return formatAddress(value as AddressParts);
  if (value === null || value === undefined || value === '') return missing;
  return String(value);
}

/** A stored code's display name from a table of names (the code itself when not listed), `missing` when there is none. */
export function codeLabel(names: Readonly<Record<string, string>>, code: unknown, missing = '-'): string {
  return typeof code === 'string' && code ? (names[code] ?? code) : missing;
}
