import { expect, it } from 'vitest';
import { describeApi } from '../test-support/api.ts';

describeApi('address search', (t) => {
  const search = async (address: unknown) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/data/address', headers: await t.auth('payer'), payload: { address } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().addressSearchResults as { addressLine1: string; addressLine2: string; suburb: string; state: string; postcode: string }[];
  };

  it('finds seeded addresses by any part, case-insensitive, at most 10', async () => {
    const results = await search('QUEEN street');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(10);
    for (const r of results) {
      expect(Object.keys(r).sort()).toEqual(['addressLine1', 'addressLine2', 'postcode', 'state', 'suburb']);
      expect(r.addressLine1.toLowerCase()).toContain('queen street');
      expect(r.state).toBe('QLD');
    }
    const bySuburb = await search('paddington 4064');
    expect(bySuburb.length).toBeGreaterThan(0);
    expect(bySuburb.every((r) => r.suburb === 'Paddington' && r.postcode === '4064')).toBe(true);
    const first = results[0];
    const exact = await search(`${first.addressLine1}, ${first.suburb}`);
    expect(exact[0]).toMatchObject({ addressLine1: first.addressLine1, suburb: first.suburb });
  });

  it('answers an empty list for short, blank or unmatched searches', async () => {
    expect(await search('qu')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search('%%%')).toEqual([]);
    expect(await search('zzzz nowhere')).toEqual([]);
  });

  it('refuses a search that is not text and callers without a token', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/data/address', headers: await t.auth('payer'), payload: { address: { x: 1 } } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/data/address', payload: { address: 'queen' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
