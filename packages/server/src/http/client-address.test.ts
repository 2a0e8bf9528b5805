import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

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
});
