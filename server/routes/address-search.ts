import type { FastifyInstance } from 'fastify';
import { searchAddresses } from '../db/queries/address-search.ts';
import type { RouteDeps } from './deps.ts';

/**
 * POST /api/data/address { address } -> { addressSearchResults }: the seeded Queensland
 * addresses (DESIGN.md s1: an address service in production), at most 10, none for a search
 * shorter than 3 characters.
 */
export async function addressSearchRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.post<{ Body: { address?: string } }>(
    '/api/data/address',
    { schema: { body: { type: 'object', properties: { address: { type: 'string', maxLength: 200 } } } } },
    async (request) => ({ addressSearchResults: await searchAddresses(db, request.body.address ?? '') }),
  );
}
