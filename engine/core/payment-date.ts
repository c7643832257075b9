/** The payment date and time as spec 3 section 9 shows it ('yyyy-MM-dd hh:mm a'), in Brisbane time. */

// Made on first use: a formatter costs a page's start locale data it may never need.
let parts: Intl.DateTimeFormat | undefined;
const brisbaneParts = () => (parts ??= new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Brisbane',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
}));

/** '2025-06-15 02:05 PM'; '-' when the value is not a date. */
export function formatPaymentDateTime(value: Date | string | null | undefined): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '-';
  const p = Object.fromEntries(brisbaneParts().formatToParts(date).map((part) => [part.type, part.value]));
  const hour = p.hour === '00' ? '12' : p.hour;
  return `${p.year}-${p.month}-${p.day} ${hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
}
