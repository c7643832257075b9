/**
 * CSV the server writes (the claim template): RFC 4180 quoting, and formula injection
 * neutralised: a cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) is written with a leading apostrophe, so it opens as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines joined by CRLF, with a UTF-8 byte order mark so spreadsheets read the encoding. */
export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
