import { describe, expect, it } from "vitest";
import { clientAddress, limitKey } from "./client-address";

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    expect(clientAddress("1.2.3.4", "10.0.0.1", 0)).toBe("10.0.0.1");
    expect(clientAddress(undefined, "10.0.0.1", 1)).toBe("10.0.0.1");
  });

  it("takes the entry the nearest trusted proxy appended, not the client's own claims", () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our one proxy appended the address it saw.
    expect(clientAddress("6.6.6.6, 203.0.113.7", "10.0.0.1", 1)).toBe("203.0.113.7");
    // Two proxies (a CDN, then a load balancer): the CDN's view of the client is second from the right.
    expect(clientAddress("6.6.6.6, 203.0.113.7, 198.51.100.2", "10.0.0.1", 2)).toBe("203.0.113.7");
    // Fewer entries than trusted proxies: the leftmost there is.
    expect(clientAddress("203.0.113.7", "10.0.0.1", 3)).toBe("203.0.113.7");
  });

  it("reads the address of an entry written with a port, brackets or quotes; text that is no address is the proxy's", () => {
    for (const port of ["1", "4242", "65535"]) expect(clientAddress(`203.0.113.7:${port}`, "10.0.0.1", 1)).toBe("203.0.113.7");
    expect(clientAddress("[2001:db8::1]:443", "10.0.0.1", 1)).toBe("2001:db8::1");
    expect(clientAddress('"[2001:db8::1]"', "10.0.0.1", 1)).toBe("2001:db8::1");
    for (const junk of ["unknown", "evil-1", "203.0.113.7:x", "1.2.3.4.5"])
      expect(clientAddress(junk, "10.0.0.1", 1), junk).toBe("10.0.0.1");
  });
});

describe("limitKey", () => {
  it("keys an IPv4 client by its address, and an IPv4-mapped IPv6 socket address by the IPv4 address", () => {
    expect(limitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("keys an IPv6 client by its /64: one host picks any address of its network at will", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "[2001:db8:1:2:a:b:c:d]",
      "2001:db8:1:2::5%eth0",
    ]) {
      expect(limitKey(address), address).toBe(key);
    }
    expect(limitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(limitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(limitKey("unknown")).toBe("unknown");
    expect(limitKey("")).toBe("");
  });
});
