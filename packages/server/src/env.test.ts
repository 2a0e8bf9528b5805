import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_RAKUTEN_PUBLISHER_ID } from "@app/core";
import { afterEach, describe, expect, it } from "vitest";
import { loadDotEnvFile, loadEnv } from "./env";

describe("loadDotEnvFile", () => {
  const dirs: string[] = [];
  const envFile = (text: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), "kicks-env-"));
    dirs.push(dir);
    writeFileSync(path.join(dir, ".env"), text);
    return path.join(dir, ".env");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("fills unset variables from .env, and the real environment wins", () => {
    const target: Record<string, string | undefined> = { PORT: "4000" };
    const file = envFile('# comment\nPORT=3000\nRAKUTEN_PUBLISHER_ID=1234567\nADMIN_PASSWORD="s3cret # not a comment"\n');
    expect(loadDotEnvFile(file, target)).toBe(file);
    expect(target).toEqual({ PORT: "4000", RAKUTEN_PUBLISHER_ID: "1234567", ADMIN_PASSWORD: "s3cret # not a comment" });
    const env = loadEnv({ NODE_ENV: "test", ...target });
    expect(env.PORT).toBe(4000);
    expect(env.RAKUTEN_PUBLISHER_ID).toBe("1234567");
  });

  it("is a no-op without a .env file", () => {
    const target: Record<string, string | undefined> = {};
    expect(loadDotEnvFile(path.join(tmpdir(), "no-such-dir-kicks", ".env"), target)).toBeNull();
    expect(target).toEqual({});
    expect(loadEnv({ NODE_ENV: "test", ...target }).RAKUTEN_PUBLISHER_ID).toBe(DEFAULT_RAKUTEN_PUBLISHER_ID);
  });
});

describe("EXTRACT_ALLOW_LOOPBACK (test-only)", () => {
  const base = { ADMIN_PASSWORD: "x" };
  it("is off unless set, and on for tests", () => {
    expect(loadEnv(base).EXTRACT_ALLOW_LOOPBACK).toBe(false);
    expect(loadEnv({ ...base, NODE_ENV: "test", EXTRACT_ALLOW_LOOPBACK: "true" }).EXTRACT_ALLOW_LOOPBACK).toBe(true);
    expect(loadEnv({ ...base, NODE_ENV: "production", EXTRACT_ALLOW_LOOPBACK: "false" }).EXTRACT_ALLOW_LOOPBACK).toBe(false);
  });
  it("is refused with NODE_ENV=production: the server does not start with its SSRF guard open to loopback", () => {
    expect(() => loadEnv({ ...base, NODE_ENV: "production", EXTRACT_ALLOW_LOOPBACK: "1" })).toThrow(
      "EXTRACT_ALLOW_LOOPBACK is for tests only and is refused when NODE_ENV=production.",
    );
  });
});

describe("SITE_TIMEZONE and the S3 settings", () => {
  const base = { ADMIN_PASSWORD: "x" };
  it("takes an IANA time zone, UTC by default, and refuses a name that is not one", () => {
    expect(loadEnv(base).SITE_TIMEZONE).toBe("UTC");
    expect(loadEnv({ ...base, SITE_TIMEZONE: " America/Los_Angeles " }).SITE_TIMEZONE).toBe("America/Los_Angeles");
    expect(() => loadEnv({ ...base, SITE_TIMEZONE: "Pacific Time" })).toThrow(
      "SITE_TIMEZONE: must be an IANA time zone name such as America/Los_Angeles or UTC",
    );
  });
  it("keeps uploads on disk without S3_BUCKET, and needs the keys and public URL with it", () => {
    expect(loadEnv(base).S3_BUCKET).toBeUndefined();
    expect(() => loadEnv({ ...base, S3_BUCKET: "pictures" })).toThrow(
      "S3_BUCKET is set, so S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL must be set too.",
    );
    const s3 = loadEnv({
      ...base,
      S3_BUCKET: "pictures",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.example.com/",
      S3_ENDPOINT: "http://127.0.0.1:9000/",
    });
    expect(s3).toMatchObject({ S3_PUBLIC_URL: "https://cdn.example.com", S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "us-east-1" });
    expect(() => loadEnv({ ...base, S3_PUBLIC_URL: "ftp://x" })).toThrow("S3_PUBLIC_URL: must be an http(s) URL");
  });
});
