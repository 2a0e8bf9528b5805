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
