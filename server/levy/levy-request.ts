/**
 * Reads a levy calculator request body (levy-request.schema.json) into cents. Fields and
 * messages come from that schema and the shared money and date schemas, so the wording lives
 * in the schemas only.
 */
import dateSchema from '../../schemas/date.json' with { type: 'json' };
import moneySchema from '../../schemas/money.json' with { type: 'json' };
import { isIsoDate } from '../../engine/core/formats.ts';
import type { FieldError } from '../../engine/core/types.ts';
import requestSchema from './levy-request.schema.json' with { type: 'json' };
import type { LevyInput } from './levy-calculator.ts';
import { parseDollarsToCents } from '../../engine/core/money.ts';
import { BEFORE_FIRST_RATE_MESSAGE, FIRST_RATE_DATE } from './levy-rates.ts';

type PropertySchema = { $ref?: string; const?: unknown };
const properties = requestSchema.properties as Record<string, PropertySchema>;
const messages = requestSchema.errorMessage;

/** Payload names of the money fields (everything that refers to money.json). */
export const MONEY_FIELDS = Object.keys(properties).filter((name) => properties[name].$ref?.endsWith('/money.json'));
/** Payload names that spec 3 section 7 says are always sent as 0. */
export const ZERO_FIELDS = Object.keys(properties).filter((name) => properties[name].const === 0);

export type LevyRequestResult = { ok: true; input: LevyInput } | { ok: false; message: string; errors: FieldError[] };

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The request as a calculator input, or every field error with the headline message. */
export function readLevyRequest(body: unknown): LevyRequestResult {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: messages.type, errors: [{ path: '', message: messages.type }] };
  const record = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const costs: Record<string, number> = {};

  for (const name of Object.keys(record)) if (!(name in properties)) errors.push({ path: `/${name}`, message: messages.additionalProperties });

  const startDate = record.startDate;
  const missingStart = isBlank(startDate);
  if (missingStart) errors.push({ path: '/startDate', message: messages.required.startDate });
  else if (typeof startDate !== 'string' || !isIsoDate(startDate)) errors.push({ path: '/startDate', message: dateSchema.errorMessage.format });
  else if (startDate < FIRST_RATE_DATE) errors.push({ path: '/startDate', message: BEFORE_FIRST_RATE_MESSAGE });

  for (const name of MONEY_FIELDS) {
    if (isBlank(record[name])) {
      if (name === 'totalCostOfWork') errors.push({ path: `/${name}`, message: messages.required.totalCostOfWork });
      continue;
    }
    const parsed = parseDollarsToCents(record[name]);
    if ('problem' in parsed) errors.push({ path: `/${name}`, message: moneySchema.errorMessage[parsed.problem] });
    else costs[name] = parsed.cents;
  }
  for (const name of ZERO_FIELDS) {
    if (isBlank(record[name])) continue;
    const parsed = parseDollarsToCents(record[name]);
    if (!('cents' in parsed) || parsed.cents !== 0) errors.push({ path: `/${name}`, message: messages.const });
  }

  if (errors.length) return { ok: false, message: missingStart ? messages.required.startDate : messages.type, errors };
  const { totalCostOfWork, ...deductions } = costs;
  return { ok: true, input: { startDate: startDate as string, totalCostOfWork, costs: deductions } };
}
