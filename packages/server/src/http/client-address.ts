/**
 * The client's address for login limits. With `trustedProxies` = 0 (TRUST_PROXY unset) it is the socket's
 * address and X-Forwarded-For is ignored: anyone can write that header. Behind n proxies that each append the
 * address they saw, the n-th entry from the right was written by our nearest proxy's view of the client;
 * entries further left are the client's own claims (docs/decisions/0010-login-limit-keys.md).
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string, trustedProxies: number): string {
  if (trustedProxies === 0 || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[hops.length - trustedProxies] ?? hops[0] ?? socketAddress;
}
