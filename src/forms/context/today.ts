/** Today in Queensland as yyyy-MM-dd. */
export function todayInBrisbane(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Brisbane', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
