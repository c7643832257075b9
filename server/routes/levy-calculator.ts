import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/http-error.ts';
import { calculateLevyFor } from '../levy/levy-calculator.ts';
import { readLevyRequest } from '../levy/levy-request.ts';
import { levyAnswer } from '../levy/levy-answer.ts';
import type { RouteDeps } from './deps.ts';

/**
 * POST /api/project/levycalculator: the cost-of-work payload (dollars) -> the levy bases, the
 * three levies and their total (spec 3 section 3.5), in dollars, computed in integer cents.
 * Needs only a signed-in caller; nothing is stored.
 */
/** The path of the levy calculator: a form step action that requests it is recalculated on the server from the same mapping. */
export const LEVY_CALCULATOR_PATH = '/api/project/levycalculator';

export async function levyCalculatorRoutes(app: FastifyInstance, _deps?: RouteDeps) {
  app.post(LEVY_CALCULATOR_PATH, async (request) => {
    const read = readLevyRequest(request.body);
    if (!read.ok) throw badRequest(read.message, read.errors);
    return levyAnswer(calculateLevyFor(read.input));
  });
}
