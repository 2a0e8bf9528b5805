import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkServer, SettingsFile } from "./settings";

describe("SettingsFile", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "desktop-settings-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("starts unconfigured, then remembers only the normalized server URL", async () => {
    const file = new SettingsFile(join(dir, "nested", "settings.json"));
    expect(await file.load()).toEqual({ serverUrl: null });
    await file.save({ serverUrl: "https://Admin.Example.com:8443/kicks/" });
    expect(await file.load()).toEqual({ serverUrl: "https://admin.example.com:8443/kicks" });
    expect(JSON.parse(await readFile(join(dir, "nested", "settings.json"), "utf8"))).toEqual({
      serverUrl: "https://admin.example.com:8443/kicks",
    });
  });

  it("treats a corrupt or foreign file as unconfigured", async () => {
    const path = join(dir, "bad.json");
    const file = new SettingsFile(path);
    await writeFile(path, "{not json");
    expect(await file.load()).toEqual({ serverUrl: null });
    await writeFile(path, JSON.stringify({ serverUrl: "javascript:alert(1)" }));
    expect(await file.load()).toEqual({ serverUrl: null });
  });

  it("refuses to save an invalid URL", async () => {
    await expect(new SettingsFile(join(dir, "x.json")).save({ serverUrl: "ftp://example.com" })).rejects.toThrow();
  });
});

describe("checkServer", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const send = (status: number, body: string) => res.writeHead(status, { "Content-Type": "application/json" }).end(body);
      if (req.url === "/good/api/health") send(200, JSON.stringify({ status: "ok", database: "pglite" }));
      else if (req.url === "/other/api/health") send(200, JSON.stringify({ hello: "world" }));
      else if (req.url === "/html/api/health") send(200, "<html></html>");
      else send(500, JSON.stringify({ message: "down" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("accepts a server whose /api/health answers like ours, normalizing the URL", async () => {
    expect(await checkServer(`  ${base}/good/  `)).toEqual({ ok: true, serverUrl: `${base}/good` });
  });

  it("explains each failure", async () => {
    expect(await checkServer("not a url")).toEqual({ ok: false, message: expect.stringMatching(/starting with http/) });
    expect(await checkServer("http://user:pw@example.com")).toMatchObject({ ok: false });
    expect(await checkServer(`${base}/down`)).toEqual({ ok: false, message: `${base}/down answered 500 to its health check.` });
    expect(await checkServer(`${base}/other`)).toEqual({
      ok: false,
      message: `${base}/other does not look like a Kicks Directory server.`,
    });
    expect(await checkServer(`${base}/html`)).toMatchObject({ ok: false, message: expect.stringMatching(/does not look like/) });
    // A closed port: nothing listens on port 9 (discard) on loopback here.
    expect(await checkServer("http://127.0.0.1:9")).toEqual({
      ok: false,
      message: "Could not reach http://127.0.0.1:9. Check the address and that the server is running.",
    });
  });
});
