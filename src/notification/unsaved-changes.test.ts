import { describe, expect, it, vi } from 'vitest';

vi.mock('../auth/index.ts', () => ({ getAccessToken: async () => 'token-1', useAuth: () => ({ user: { oid: 'oid-1' } }) }));
const { dataText } = await import('./use-wizard-calls.ts');

describe('what tells a stored draft changed', () => {
  it('reads the data whatever its keys order, an undefined answer as no answer, and its files fields not at all', () => {
    const saved = dataText({ details: { reason: 'A new roof', files: [{ fileName: 'plan.pdf', mimeType: 'application/pdf', sizeBytes: 10 }] }, cost: 5 }, ['/details/files']);
    // After a page load: the file it could not keep is dropped; nothing the user changed.
    expect(dataText({ cost: 5, details: { reason: 'A new roof', note: undefined } }, ['/details/files'])).toBe(saved);
    expect(dataText({ cost: 5, details: { reason: 'A new roof and gutters' } }, ['/details/files'])).not.toBe(saved);
  });
});
