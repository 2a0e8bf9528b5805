import { isIP } from "node:net";

/** An address as a URL host or a socket writes it, without brackets or an IPv6 zone ("[fe80::1%eth0]" → "fe80::1"). */
export function bareAddress(address: string): string {
  return address.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or null for anything else. */
export function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split("::");
  const left = groups(head);
  if (tail === undefined) return left;
  const right = groups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The dotted IPv4 address two 16-bit groups hold. */
export function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}
