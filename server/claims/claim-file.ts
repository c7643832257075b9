/**
 * The claim CSV as the server reads it: the same checks the browser's worker runs (engine/core
 * `checkClaimCsv`, rules from forms/portal.json), on the uploaded bytes themselves.
 */
import Papa from 'papaparse';
import { checkClaimCsv, type ClaimCsvResult, type ClaimCsvRow, type ClaimCsvRules } from '../../engine/core/claim-csv.ts';

/** The file's text: UTF-8 without a byte order mark; NUL characters (binary content) dropped, as no column may hold them. */
export function claimFileText(bytes: Buffer): string {
  return bytes.toString('utf8').replace(/^\uFEFF/, '').replace(/\u0000/g, '');
}

/** Parses and checks the whole file; `rows` are the lines that passed. */
export function checkClaimFile(rules: ClaimCsvRules, bytes: Buffer): ClaimCsvResult & { rows: ClaimCsvRow[] } {
  const text = claimFileText(bytes);
  const lines = text.trim() === '' ? [] : Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
  return checkClaimCsv(rules, lines);
}
