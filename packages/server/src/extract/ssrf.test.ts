import { describe, expect, it } from "vitest";
import { BlockedUrlError, checkUrl, fetchPublicHtml, FetchFailedError, isBlockedAddress } from "./ssrf";

describe("isBlockedAddress", () => {
  it.each([
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.10",
    "127.0.0.1",
    "127.8.9.10",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "0.1.2.3",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "febf::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::a00:1",
    // IPv4-translated (::ffff:0:0/96) and NAT64 (64:ff9b::/96) forms of refused IPv4 addresses, hex and dotted.
    "::ffff:0:7f00:1",
    "::ffff:0:a9fe:a9fe",
    "::ffff:0:127.0.0.1",
    "::ffff:0:10.0.0.1",
    "::FFFF:0:C0A8:101",
    "64:ff9b::7f00:1",
    "64:ff9b::169.254.169.254",
    "0064:ff9b:0000:0000:0000:0000:c0a8:0101",
    // Other forms under ::/8 (IETF reserved) and Teredo (2001::/32, which embeds an IPv4 address).
    "::ffff:0:0:7f00:1",
    "::1:0:0:7f00:1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "64:ff9b:1::a9fe:a9fe",
    "[::1]",
    "fe80::1%eth0",
    "not-an-ip",
    "",
  ])("blocks %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "172.15.255.255",
    "100.128.0.1",
    "192.169.0.1",
    "2606:4700::6810:84e5",
    "::ffff:8.8.8.8",
    // Translated and NAT64 forms of a public IPv4 address count as that address (DNS64 answers such on IPv6-only hosts).
    "::ffff:0:808:808",
    "64:ff9b::8.8.8.8",
    "64:ff9b::5db8:d822",
  ])("allows the public address %s", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it("lets the test switch open 127.0.0.1 and ::1 only", () => {
    expect(isBlockedAddress("127.0.0.1", { allowLoopback: true })).toBe(false);
    expect(isBlockedAddress("::1", { allowLoopback: true })).toBe(false);
    for (const other of ["127.0.0.2", "10.0.0.1", "169.254.169.254", "192.168.0.1", "fd00::1"]) {
      expect(isBlockedAddress(other, { allowLoopback: true })).toBe(true);
    }
  });
});

describe("checkUrl", () => {
  const publicDns = async () => ["93.184.216.34"];
  const check = (url: string, options: Parameters<typeof checkUrl>[1] = { resolveHost: publicDns }) => checkUrl(new URL(url), options);

  it("accepts a public http(s) URL on a standard port", async () => {
    for (const url of ["https://shop.example/p", "http://shop.example/p", "https://shop.example:8443/p", "http://shop.example:8080/p"]) {
      await expect(check(url)).resolves.toEqual(["93.184.216.34"]);
    }
  });

  it.each([
    ["a non-http scheme", "ftp://shop.example/file"],
    ["credentials", "https://user:secret@shop.example/p"],
    ["a username alone", "https://user@shop.example/p"],
    ["another port", "https://shop.example:22/p"],
    ["a private IPv4 literal", "http://192.168.1.1/"],
    ["the metadata address", "http://169.254.169.254/latest/meta-data/"],
    ["an IPv6 loopback literal", "http://[::1]/"],
    ["an IPv4-mapped loopback", "http://[::ffff:127.0.0.1]/"],
    ["an IPv4-translated loopback", "http://[::ffff:0:7f00:1]/"],
    ["an IPv4-translated metadata address", "http://[::ffff:0:a9fe:a9fe]/"],
    ["a NAT64 loopback", "http://[64:ff9b::127.0.0.1]/"],
    ["a numeric loopback host", "http://2130706433/"],
    ["an octal-ish loopback host", "http://0177.0.0.1/"],
  ])("refuses %s", async (_name, url) => {
    await expect(check(url)).rejects.toBeInstanceOf(BlockedUrlError);
  });

  it("refuses a host name that resolves to a private address, even among public ones", async () => {
    await expect(check("http://intranet.example/", { resolveHost: async () => ["10.0.0.5"] })).rejects.toBeInstanceOf(BlockedUrlError);
    await expect(check("http://mixed.example/", { resolveHost: async () => ["93.184.216.34", "127.0.0.1"] })).rejects.toBeInstanceOf(
      BlockedUrlError,
    );
    await expect(check("http://localhost/", { resolveHost: async () => ["::1", "127.0.0.1"] })).rejects.toBeInstanceOf(BlockedUrlError);
  });

  it("allows loopback on any port only with the test switch", async () => {
    const loopback = async () => ["127.0.0.1"];
    await expect(check("http://localhost:4321/", { resolveHost: loopback, allowLoopback: true })).resolves.toEqual(["127.0.0.1"]);
    await expect(check("http://localhost:4321/", { resolveHost: loopback })).rejects.toBeInstanceOf(BlockedUrlError);
    // The switch does not open other ports on public hosts.
    await expect(check("http://shop.example:4321/", { resolveHost: publicDns, allowLoopback: true })).rejects.toBeInstanceOf(
      BlockedUrlError,
    );
  });
});

describe("fetchPublicHtml", () => {
  it("never calls the transport for a refused target", async () => {
    const calls: string[] = [];
    const spy: typeof fetch = async (input) => {
      calls.push(String(input));
      throw new Error("must not be called");
    };
    await expect(fetchPublicHtml("http://10.0.0.1/", { fetch: spy })).rejects.toBeInstanceOf(BlockedUrlError);
    await expect(
      fetchPublicHtml("http://internal.example/", { fetch: spy, resolveHost: async () => ["192.168.0.9"] }),
    ).rejects.toBeInstanceOf(BlockedUrlError);
    expect(calls).toEqual([]);
  });

  it("fails (not blocks) when the host does not resolve", async () => {
    const noDns = async (): Promise<string[]> => {
      throw new Error("ENOTFOUND");
    };
    await expect(fetchPublicHtml("https://shop.example/p", { resolveHost: noDns })).rejects.toBeInstanceOf(FetchFailedError);
  });
});
