import { describe, expect, it } from 'vitest';
import { checkClaimCsv, parseSightedDate, WHOLE_FILE_ROW, type ClaimCsvRules } from './claim-csv.ts';

// Test-only rules: the real columns and wording live in the catalog.
const rules: ClaimCsvRules = {
  columns: ['A', 'B', 'When'],
  dateColumn: 'When',
  // Not among these columns: the postcode check has its own rules below.
  postcodeColumn: 'Code',
  maxErrorGroups: 2,
  maxCellLength: 10,
  unclaimableStatuses: ['Withdrawn'],
  messages: {
    noData: 'empty',
    missingHeaders: 'missing {headers}',
    extraHeaders: 'extra {headers}',
    missingColumn: 'no {column}',
    dateFormat: 'bad date {value}',
    dateInFuture: 'future {value}',
    postcodeFormat: 'bad postcode {value}',
    moreErrors: 'more',
    projectNotFound: 'unknown {projectNumber}',
    projectAlreadyClaimed: 'claimed {projectNumber}',
    projectNotClaimable: 'not claimable {projectNumber}',
    projectRepeated: 'repeated {projectNumber}',
    tooLong: '{column} over {maxLength}',
  },
};

describe('claim CSV checks', () => {
  it('accepts D/M/YYYY and DD/MM/YYYY of real days only', () => {
    expect(parseSightedDate('1/2/2025')).toBe('2025-02-01');
    expect(parseSightedDate('31/12/2024')).toBe('2024-12-31');
    expect(parseSightedDate('31/02/2024')).toBeNull();
    expect(parseSightedDate('2024-12-31')).toBeNull();
    expect(parseSightedDate('1/2/25')).toBeNull();
    expect(parseSightedDate('29/2/2024')).toBe('2024-02-29');
    expect(parseSightedDate('29/2/2025')).toBeNull();
    expect(parseSightedDate('0/1/2025')).toBeNull();
    expect(parseSightedDate('1/13/2025')).toBeNull();
  });

  it('passes good rows with their cells and dates, skipping blank lines', () => {
    const result = checkClaimCsv(rules, [['A', 'B', 'When'], ['x', 'y', '3/4/2025'], ['', '', ''], [' p ', 'q', '13/04/2025']]);
    expect(result.groups).toEqual([]);
    expect(result.rowCount).toBe(2);
    expect(result.rows).toEqual([
      { row: 2, values: ['x', 'y', '3/4/2025'], dateSighted: '2025-04-03' },
      { row: 4, values: ['p', 'q', '13/04/2025'], dateSighted: '2025-04-13' },
    ]);
  });

  it('refuses a sighting after today in Queensland, and a postcode that is not four digits', () => {
    const withCode = { ...rules, columns: ['A', 'B', 'When', 'Code'], maxErrorGroups: 5 };
    const lines = [['A', 'B', 'When', 'Code'], ['x', 'y', '28/11/2026', '4000'], ['x', 'y', '29/11/2026', '4000'], ['x', 'y', '1/1/2020', 'abc'], ['x', 'y', '1/1/2020', '40001']];
    const result = checkClaimCsv(withCode, lines, '2026-11-28');
    expect(result.rows.map((r) => r.row)).toEqual([2]);
    expect(result.groups).toEqual([
      { row: 3, errors: ['future 29/11/2026'] },
      { row: 4, errors: ['bad postcode abc'] },
      { row: 5, errors: ['bad postcode 40001'] },
    ]);
  });

  it('reads columns by header name whatever their order', () => {
    const result = checkClaimCsv(rules, [['When', 'A', 'B'], ['1/1/2025', 'x', 'y']]);
    expect(result.rows[0]?.values).toEqual(['x', 'y', '1/1/2025']);
  });

  it('says an empty file or a header without rows has no data', () => {
    expect(checkClaimCsv(rules, []).groups).toEqual([{ row: WHOLE_FILE_ROW, errors: ['empty'] }]);
    expect(checkClaimCsv(rules, [['A', 'B', 'When']]).groups).toEqual([{ row: WHOLE_FILE_ROW, errors: ['empty'] }]);
  });

  it('names missing and extra headers and then checks no rows', () => {
    const result = checkClaimCsv(rules, [['A', 'Other'], ['x', 'y']]);
    expect(result.groups).toEqual([{ row: 1, errors: ['missing B, When', 'extra Other'] }]);
    expect(result.rows).toEqual([]);
  });

  it('groups errors by row number plus 2 and caps the groups', () => {
    const result = checkClaimCsv(rules, [['A', 'B', 'When'], ['', 'y', '1/1/2025'], ['x', '', 'soon'], ['x', 'y', '1/1/2025'], ['x', 'y', '']]);
    expect(result.groups).toEqual([
      { row: 2, errors: ['no A'] },
      { row: 3, errors: ['no B', 'bad date soon'] },
    ]);
    expect(result.moreErrors).toBe(true);
    expect(result.rows.map((r) => r.row)).toEqual([4]);
  });

  it('refuses over-long cells', () => {
    const result = checkClaimCsv(rules, [['A', 'B', 'When'], ['x'.repeat(11), 'y', '1/1/2025']]);
    expect(result.groups).toEqual([{ row: 2, errors: ['A over 10'] }]);
  });
});
