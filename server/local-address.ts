/** Whether a URL names this machine (localhost or a loopback address): a server only its own user reaches. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
