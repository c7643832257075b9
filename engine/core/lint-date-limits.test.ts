import { describe, expect, it } from 'vitest';
import { lintDateLimits } from './lint-date-limits.ts';

describe('date limits', () => {
  it('names a fixed limit that is not a date, and lets dates and $data limits be', () => {
    const schema = {
      type: 'object',
      properties: {
        start: { type: 'string', format: 'date', formatMinimum: '1900-01-01', formatMaximum: '2100-13-01' },
        end: { type: 'string', format: 'date', formatExclusiveMinimum: { $data: '1/start' } },
      },
    };
    expect(lintDateLimits(schema)).toEqual(["schema/properties/start/formatMaximum: '2100-13-01' is not a date (yyyy-MM-dd), so no date would be refused"]);
  });
});
