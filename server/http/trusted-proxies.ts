/**
 * Which peers may tell us the original host, protocol and client address (X-Forwarded-*): only
 * the proxies the configuration names (TRUST_PROXY: addresses or IPv4 CIDR ranges, comma
 * separated). Anyone else's forwarded headers are ignored.
 */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

const ipv4 = (address: string): number | undefined => {
  const parts = address.replace(/^::ffff:/, '').split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return undefined;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
};

/** True when `address` (the TCP peer) is one of `trusted`: an exact address or an IPv4 range. */
export function isTrustedProxy(address: string | undefined, trusted: readonly string[]): boolean {
  if (!address) return false;
  const peer = address.replace(/^::ffff:/, '');
  return trusted.some((entry) => {
    const [base, bits] = entry.split('/');
    if (bits === undefined) return base === peer || base === address;
    const from = ipv4(base);
    const at = ipv4(peer);
    const size = Number(bits);
    if (from === undefined || at === undefined || !Number.isInteger(size) || size < 0 || size > 32) return false;
    const mask = size === 0 ? 0 : (~0 << (32 - size)) >>> 0;
    return ((from & mask) >>> 0) === ((at & mask) >>> 0);
  });
}

/** Removes the forwarded headers of a request whose peer is not a trusted proxy. */
export function dropUntrustedForwarding(headers: Record<string, unknown>, peer: string | undefined, trusted: readonly string[]): void {
  if (isTrustedProxy(peer, trusted)) return;
  for (const name of FORWARDED) delete headers[name];
}
