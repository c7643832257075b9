/** Queensland keeps UTC+10 all year (no daylight saving). */
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;

/**
 * Today in Queensland as yyyy-MM-dd, by arithmetic: a time-zone formatter loads the zone's data the
 * first time it is built, which cost a form page 30 ms as it opened.
 */
export function todayInBrisbane(now = new Date()): string {
  return new Date(now.getTime() + BRISBANE_OFFSET_MS).toISOString().slice(0, 10);
}
