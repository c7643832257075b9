import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/http-error.ts';
import { calculateLevyFor } from '../levy/levy-calculator.ts';
import { readLevyRequest } from '../levy/levy-request.ts';
import { centsToDollars } from '../levy/money.ts';
import type { RouteDeps } from './deps.ts';

/**
 * POST /api/project/levycalculator: the cost-of-work payload (dollars) -> the levy bases, the
 * three levies and their total (spec 3 section 3.5), in dollars, computed in integer cents.
 * Needs only a signed-in caller; nothing is stored.
 */
export async function levyCalculatorRoutes(app: FastifyInstance, _deps?: RouteDeps) {
  app.post('/api/project/levycalculator', async (request) => {
    const read = readLevyRequest(request.body);
    if (!read.ok) throw badRequest(read.message, read.errors);
    const result = calculateLevyFor(read.input);
    return {
      plslCoW: centsToDollars(result.bases.plsl),
      bctfCoW: centsToDollars(result.bases.bctf),
      dwhsCoW: centsToDollars(result.bases.dwhs),
      plsl: centsToDollars(result.plsl),
      bctf: centsToDollars(result.bctf),
      dwhs: centsToDollars(result.dwhs),
      totalLevyPayable: centsToDollars(result.totalLevyPayable),
    };
  });
}
