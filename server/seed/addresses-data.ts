import { streets, suburbs } from './lookups-data.ts';

export interface SeedAddress {
  addressId: number;
  addressLine1: string;
  addressLine2: string | null;
  suburb: string;
  state: 'QLD';
  postcode: string;
}

/** `count` deterministic Queensland street addresses spread over the seeded suburbs. */
export function seedAddresses(count = 320): SeedAddress[] {
  return Array.from({ length: count }, (_, i) => {
    const place = suburbs[i % suburbs.length];
    const street = streets[(i * 7 + Math.floor(i / suburbs.length)) % streets.length];
    const number = 1 + ((i * 37) % 240);
    return {
      addressId: i + 1,
      addressLine1: `${number} ${street}`,
      addressLine2: i % 9 === 0 ? `Unit ${1 + (i % 12)}` : null,
      suburb: place.suburb,
      state: 'QLD',
      postcode: place.postcode,
    };
  });
}
