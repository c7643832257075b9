import type { Queryable } from '../database.ts';

export interface AddressResult {
  addressLine1: string;
  addressLine2: string;
  suburb: string;
  state: string;
  postcode: string;
}

export const ADDRESS_SEARCH_MIN_LENGTH = 3;
export const ADDRESS_SEARCH_LIMIT = 10;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Seeded addresses matching every word of the search (case-insensitive, anywhere in the
 * address), those starting with the search first; at most 10, none for a short search.
 */
export async function searchAddresses(db: Queryable, search: string): Promise<AddressResult[]> {
  const text = search.toLowerCase().replace(/[,\s]+/g, ' ').trim();
  if (text.length < ADDRESS_SEARCH_MIN_LENGTH) return [];
  const words = text.split(' ').slice(0, 8);
  const params: unknown[] = [`${escapeLike(text)}%`];
  const conditions = words.map((word) => {
    params.push(`%${escapeLike(word)}%`);
    return `search_text LIKE $${params.length}`;
  });
  params.push(ADDRESS_SEARCH_LIMIT);
  const { rows } = await db.query<AddressResult>(
    `SELECT address_line1 AS "addressLine1", coalesce(address_line2, '') AS "addressLine2", suburb, state, postcode
       FROM addresses WHERE ${conditions.join(' AND ')}
      ORDER BY (search_text LIKE $1) DESC, suburb, address_line1, address_id
      LIMIT $${params.length}`,
    params,
  );
  return rows;
}
