import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv-writer.ts';

describe('CSV writer', () => {
  it('writes formula-like cells as text', () => {
    for (const cell of ['=1+2', '+61', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")']) {
      expect(csvCell(cell).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell('Project Number')).toBe('Project Number');
  });

  it('quotes commas, quotes and line breaks so the cells read back whole', () => {
    const rows = [['a,b', 'say "hi"', 'two\nlines', '=cmd|x']];
    const text = toCsv(rows).replace(/^\uFEFF/, '');
    expect(Papa.parse<string[]>(text, { skipEmptyLines: true }).data).toEqual([['a,b', 'say "hi"', 'two\nlines', "'=cmd|x"]]);
  });
});
