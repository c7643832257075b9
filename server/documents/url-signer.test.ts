import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './url-signer.ts';

const parse = (url: string) => {
  const u = new URL(url, 'http://x');
  return {
    key: decodeURIComponent(u.pathname.replace('/api/blob/', '')),
    op: u.searchParams.get('op') as 'upload',
    expires: Number(u.searchParams.get('expires')),
    signature: u.searchParams.get('signature')!,
  };
};

describe('createUrlSigner', () => {
  let now = 1_700_000_000_000;
  const signer = createUrlSigner(Buffer.from('k'), () => now);
  const url = signer.sign('0b1c2d3e-0000-4000-8000-000000000001', 'upload');

  it('signs a same-origin path that verifies for its operation only', () => {
    expect(url).toMatch(/^\/api\/blob\/0b1c2d3e-0000-4000-8000-000000000001\?op=upload&expires=\d+&signature=[\w-]+$/);
    expect(signer.check(parse(url), 'upload')).toBeNull();
    expect(signer.check({ ...parse(url), op: 'download' as never }, 'download')).toBe('invalid');
  });

  it('refuses a tampered key, expiry or signature, and another key', () => {
    const parts = parse(url);
    expect(signer.check({ ...parts, key: parts.key.replace('1', '2') }, 'upload')).toBe('invalid');
    expect(signer.check({ ...parts, expires: parts.expires + 3600 }, 'upload')).toBe('invalid');
    expect(signer.check({ ...parts, signature: parts.signature.slice(1) + 'A' }, 'upload')).toBe('invalid');
    expect(signer.check({ ...parts, signature: undefined }, 'upload')).toBe('invalid');
    expect(createUrlSigner(Buffer.from('other'), () => now).check(parts, 'upload')).toBe('invalid');
  });

  it('expires after 15 minutes', () => {
    const parts = parse(url);
    now += 15 * 60 * 1000;
    expect(signer.check(parts, 'upload')).toBeNull();
    now += 1000;
    expect(signer.check(parts, 'upload')).toBe('expired');
  });
});
