import { describe, expect, it } from 'vitest';
import { todayInBrisbane } from './brisbane-date.ts';

const zoneFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('today in Queensland', () => {
  it('is the date the Australia/Brisbane time zone shows, around midnight and across a year', () => {
    const instants = ['2026-11-22T13:59:59Z', '2026-11-22T14:00:00Z', '2026-12-31T13:59:59.999Z', '2026-12-31T14:00:00Z', '2027-02-28T14:00:00Z', '2028-02-28T14:00:00Z', '2026-04-05T16:00:00Z', '2026-10-04T16:00:00Z'];
    for (let day = 0; day < 366; day += 7) instants.push(new Date(Date.UTC(2027, 0, 1) + day * 86_400_000 + 13.5 * 3_600_000).toISOString());
    for (const instant of instants) expect(todayInBrisbane(new Date(instant)), instant).toBe(zoneFormat.format(new Date(instant)));
  });
});
