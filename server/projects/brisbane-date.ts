/** The server's own calendar: Queensland has one time zone and no daylight saving. */
import { todayInBrisbane } from '../../engine/core/brisbane-date.ts';

/** Today in Brisbane as yyyy-MM-dd (never the browser's date). */
export function brisbaneToday(now: Date = new Date()): string {
  return todayInBrisbane(now);
}

/** A yyyy-MM-dd date moved by whole days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
