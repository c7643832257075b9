import { describe, expect, it } from 'vitest';
import { isLocalAddress } from './local-address.ts';

describe('isLocalAddress', () => {
  it('knows this machine by name and loopback address, and nothing else', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:4105', 'http://[::1]:3000', 'http://portal.localhost']) expect(isLocalAddress(url)).toBe(true);
    for (const url of ['https://levy.example.qld.gov.au', 'http://10.0.0.5:3000', 'http://localhost.example.com']) expect(isLocalAddress(url)).toBe(false);
  });
});
