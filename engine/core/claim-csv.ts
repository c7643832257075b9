/**
 * The claim CSV checks (spec 1 section 5): headers against the template's columns, every column
 * filled on each non-empty row, Date Sighted as D/M/YYYY and not after today (Queensland), the
 * Postcode as four digits. Fed one parsed row at a time so the
 * browser's worker can stream a large file and the server re-runs exactly the same checks.
 * Messages and columns come from the catalog (forms/portal.json `certifierClaims.csv`).
 */
import { todayInBrisbane } from './brisbane-date.ts';

/** What the claim CSV must hold and what its checks say (`{placeholders}` are filled in). */
export interface ClaimCsvRules {
  columns: string[];
  dateColumn: string;
  /** The column holding the project's postcode: four digits. */
  postcodeColumn: string;
  maxErrorGroups: number;
  maxCellLength: number;
  /** Project statuses whose notification no longer stands, so a sighting of it is not claimed (e.g. Cancelled). */
  unclaimableStatuses: string[];
  messages: {
    noData: string;
    missingHeaders: string;
    extraHeaders: string;
    missingColumn: string;
    dateFormat: string;
    dateInFuture: string;
    postcodeFormat: string;
    moreErrors: string;
    projectNotFound: string;
    projectAlreadyClaimed: string;
    projectNotClaimable: string;
    projectRepeated: string;
    tooLong: string;
  };
}

/** Errors about the file as a whole ('No data found.'), which no line of it holds. */
export const WHOLE_FILE_ROW = 0;

/**
 * The errors of one line of the file: `row` is the data row's index plus 2 (the header is row 1),
 * or WHOLE_FILE_ROW for the file as a whole.
 */
export interface ClaimRowErrors {
  row: number;
  errors: string[];
}

/** A data row that passed the checks: its cells in the order of the rules' columns, the date as yyyy-MM-dd. */
export interface ClaimCsvRow {
  row: number;
  values: string[];
  dateSighted: string;
}

export interface ClaimCsvResult {
  /** The first `maxErrorGroups` rows with errors. */
  groups: ClaimRowErrors[];
  /** More rows had errors than `groups` lists. */
  moreErrors: boolean;
  /** Data rows checked (blank rows are skipped). */
  rowCount: number;
}

/** Fills `{name}` placeholders of a catalog message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** D/M/YYYY or DD/MM/YYYY of a real calendar day, as yyyy-MM-dd; null otherwise. */
export function parseSightedDate(text: string): string | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1])) return null;
  return `${match[3]}-${two(month)}-${two(day)}`;
}

export interface ClaimCsvChecker {
  /** The header line's fields; false when the headers do not fit the template (rows are then not checked). */
  header(fields: string[]): boolean;
  /** One data line (index 0 is the line after the header); its cells when it passed, null otherwise. */
  row(values: string[]): ClaimCsvRow | null;
  /** Records errors found for a line by a later check (e.g. the server's project checks). */
  addErrors(row: number, errors: string[]): void;
  finish(): ClaimCsvResult;
}

function isBlank(values: string[]): boolean {
  for (let i = 0; i < values.length; i++) if (values[i].trim() !== '') return false;
  return true;
}

const POSTCODE = /^\d{4}$/;

/**
 * A checker for one file: call `header`, then `row` for each data line, then `finish`. A sighting
 * is in the past or today: `today` is Queensland's date (yyyy-MM-dd) unless given.
 */
export function createClaimCsvChecker(rules: ClaimCsvRules, today: string = todayInBrisbane()): ClaimCsvChecker {
  const { messages, columns } = rules;
  const dateIndex = columns.indexOf(rules.dateColumn);
  const postcodeIndex = columns.indexOf(rules.postcodeColumn);
  const groups = new Map<number, string[]>();
  let failedRows = 0;
  let rowCount = 0;
  let dataIndex = 0;
  let headerOk = false;
  let positions: number[] = [];

  const addErrors = (row: number, errors: string[]) => {
    if (!errors.length) return;
    const held = groups.get(row);
    if (held) return void held.push(...errors);
    failedRows += 1;
    if (groups.size < rules.maxErrorGroups) groups.set(row, [...errors]);
  };

  return {
    header(fields) {
      const names = fields.map((f) => f.trim());
      const missing = rules.columns.filter((c) => !names.includes(c));
      const extra = names.filter((n) => n !== '' && !rules.columns.includes(n));
      const errors: string[] = [];
      if (missing.length) errors.push(fillMessage(messages.missingHeaders, { headers: missing.join(', ') }));
      if (extra.length) errors.push(fillMessage(messages.extraHeaders, { headers: extra.join(', ') }));
      addErrors(1, errors);
      positions = rules.columns.map((c) => names.indexOf(c));
      headerOk = errors.length === 0;
      return headerOk;
    },
    row(values) {
      const row = dataIndex + 2;
      dataIndex += 1;
      if (!headerOk || isBlank(values)) return null;
      rowCount += 1;
      // Hot path (a 10 MB file has some 270,000 rows): plain loops, messages built only on errors.
      let errors: string[] | null = null;
      const cells = new Array<string>(columns.length);
      for (let i = 0; i < columns.length; i++) {
        const value = (values[positions[i]] ?? '').trim();
        cells[i] = value;
        if (value === '') (errors ??= []).push(fillMessage(messages.missingColumn, { column: columns[i] }));
        else if (value.length > rules.maxCellLength) (errors ??= []).push(fillMessage(messages.tooLong, { column: columns[i], maxLength: rules.maxCellLength }));
      }
      const dateText = cells[dateIndex];
      const dateSighted = dateText && dateText.length <= rules.maxCellLength ? parseSightedDate(dateText) : null;
      if (dateText && dateText.length <= rules.maxCellLength && !dateSighted) (errors ??= []).push(fillMessage(messages.dateFormat, { value: dateText }));
      if (dateSighted && dateSighted > today) (errors ??= []).push(fillMessage(messages.dateInFuture, { value: dateText }));
      const postcode = cells[postcodeIndex];
      if (postcode && postcode.length <= rules.maxCellLength && !POSTCODE.test(postcode)) (errors ??= []).push(fillMessage(messages.postcodeFormat, { value: postcode }));
      if (errors) {
        addErrors(row, errors);
        return null;
      }
      return { row, values: cells, dateSighted: dateSighted! };
    },
    addErrors,
    finish() {
      if (headerOk && rowCount === 0) addErrors(WHOLE_FILE_ROW, [messages.noData]);
      const listed = [...groups.entries()].sort(([a], [b]) => a - b).map(([row, errors]) => ({ row, errors }));
      return { groups: listed, moreErrors: failedRows > listed.length, rowCount };
    },
  };
}

/** Checks a whole parsed file: its first line is the header. An empty file has no data. */
export function checkClaimCsv(rules: ClaimCsvRules, lines: string[][], today?: string): ClaimCsvResult & { rows: ClaimCsvRow[] } {
  const checker = createClaimCsvChecker(rules, today);
  const rows: ClaimCsvRow[] = [];
  const [header, ...data] = lines;
  if (!header || header.every((h) => h.trim() === '')) {
    checker.addErrors(WHOLE_FILE_ROW, [rules.messages.noData]);
    return { ...checker.finish(), rows };
  }
  if (checker.header(header)) {
    for (const values of data) {
      const row = checker.row(values);
      if (row) rows.push(row);
    }
  }
  return { ...checker.finish(), rows };
}
