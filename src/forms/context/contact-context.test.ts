import { describe, expect, it, vi } from 'vitest';

const apiFetch = vi.hoisted(() => vi.fn(async (_path: string) => ({ bankAccounts: [{ code: 'VENDOR' }] })));
vi.mock('../../api/http-client.ts', () => ({ apiFetch }));
const { needsContact, queriesFromContact } = await import('./contact-context.ts');

describe('context read through the contact', () => {
  it('needs the contact for the contact itself and for each name read through it, and for nothing else', () => {
    expect(needsContact(['contact'])).toBe(true);
    expect(needsContact(['organisation'])).toBe(true);
    expect(needsContact(['today', 'bankAccounts'])).toBe(true);
    expect(needsContact(['today', 'lookups', 'project'])).toBe(false);
  });

  it('asks for a name only once the contact holds the key its query needs', () => {
    expect(queriesFromContact.organisation({ organisationId: null } as never)).toBeUndefined();
    expect(queriesFromContact.organisation(null)).toBeUndefined();
    expect(queriesFromContact.organisation({ organisationId: 'org-1' } as never)?.queryKey).toContain('org-1');
    expect(queriesFromContact.bankAccounts({} as never)).toBeUndefined();
    expect(queriesFromContact.bankAccounts({ customerNumber: 'C-7' } as never)?.queryKey).toEqual(['bank-accounts', 'C-7', 'all']);
  });

  describe('bank accounts (spec 1 s7)', () => {
    const askedFor = async (contactType: string) => {
      apiFetch.mockClear();
      const query = queriesFromContact.bankAccounts({ customerNumber: 'C-7', contactType } as never)!;
      await (query.queryFn as () => Promise<unknown>)();
      return apiFetch.mock.calls[0][0];
    };

    it("are a certifier's vendor bank details, and a levy payer's bank details", async () => {
      expect(await askedFor('Certifier')).toMatch(/\/api\/contact\/C-7\/vendor-bank-details$/);
      expect(await askedFor('LevyPayer')).toMatch(/\/api\/contact\/C-7\/bank-details$/);
    });
  });
});
