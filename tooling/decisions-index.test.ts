import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** docs/decisions/README.md indexes every decision record, and links to none that is gone. */
const dir = resolve(import.meta.dirname, "..", "docs", "decisions");

describe("the decision records' index", () => {
  const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name));
  const index = readFileSync(resolve(dir, "README.md"), "utf8");
  const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);

  it("lists every record with its number, title and status", () => {
    for (const name of records) {
      const [title = "", , statusLine = ""] = readFileSync(resolve(dir, name), "utf8").split("\n");
      const number = Number(name.slice(0, 4));
      const status = /Status: ([a-z]+)/.exec(statusLine)?.[1];
      const row = index.split("\n").find((line) => line.startsWith(`| ${number} `));
      expect(row, `${name} is not in docs/decisions/README.md`).toBeDefined();
      expect(row).toContain(`[${title.replace(/^# \d+\. /, "")}](${name})`);
      expect(row).toContain(`| ${status}`);
    }
  });

  it("links only to records that exist", () => {
    expect(linked.filter((name) => !records.includes(name as string))).toEqual([]);
  });
});
