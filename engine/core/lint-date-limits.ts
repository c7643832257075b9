/**
 * A date field's fixed limits (`formatMinimum` and friends) must be dates: a limit that is not one
 * (2100-13-01) is not compared at all (formats.ts), so the field would take any date.
 */
import { isIsoDate } from './formats.ts';

const LIMITS = ['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum'] as const;

export function lintDateLimits(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => lintDateLimits(item, `${path}/${index}`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const problems: string[] = [];
  for (const limit of LIMITS) {
    const value = record[limit];
    if (typeof value === 'string' && !isIsoDate(value)) problems.push(`schema${path}/${limit}: '${value}' is not a date (yyyy-MM-dd), so no date would be refused`);
  }
  for (const [key, value] of Object.entries(record)) if (key !== 'errorMessage' && !(LIMITS as readonly string[]).includes(key)) problems.push(...lintDateLimits(value, `${path}/${key}`));
  return problems;
}
