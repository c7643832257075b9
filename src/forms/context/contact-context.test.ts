import { describe, expect, it } from 'vitest';
import { needsContact, queriesFromContact } from './contact-context.ts';

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
    expect(queriesFromContact.bankAccounts({ customerNumber: 'C-7' } as never)?.queryKey).toEqual(['bank-accounts', 'C-7']);
  });
});
