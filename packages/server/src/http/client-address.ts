import { isIP } from "node:net";
import { bareAddress, ipv4FromGroups, ipv6Groups } from "./ip-address";

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
  const hop = hops[hops.length - trustedProxies] ?? hops[0];
  // An address, as the entry writes it with or without a port ("203.0.113.7:4242", "[2001:db8::1]:443", quoted):
  // keyed by the text, each port would be a budget of its own. Text that is no address is the proxy's own key.
  const address = hop === undefined ? "" : addressOf(hop);
  return isIP(address) === 0 ? socketAddress : address;
}

/** The address of an X-Forwarded-For entry: quotes, brackets and a port taken off. */
function addressOf(entry: string): string {
  const text = entry.replace(/^"|"$/g, "");
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1];
  if (bracketed !== undefined) return bareAddress(bracketed);
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/.exec(text)?.[1];
  return v4 ?? bareAddress(text);
}

/**
 * The key a client's requests are limited under (failed logins, clicks): an IPv4 address as it is (an IPv4-mapped
 * IPv6 socket address as its IPv4 address), an IPv6 address by its /64 ("2001:db8:1:2::/64"): a host is usually
 * given a whole /64 and can pick any address in it, so counting per address would give it 2^64 budgets.
 * Anything else (no socket in tests: "unknown") is its own key.
 */
export function limitKey(address: string): string {
  const bare = bareAddress(address);
  if (isIP(bare) === 4) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return ipv4FromGroups(groups[6] ?? 0, groups[7] ?? 0);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
