import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const site = fileURLToPath(new URL("../packages/site", import.meta.url));
const vite = join(site, "node_modules", "vite", "bin", "vite.js");
const plugin = join(site, "scripts", "keep-previous-assets.ts");

/**
 * packages/site/scripts/keep-previous-assets.ts in a real Vite build of a small site with a lazily loaded page, built
 * as a deploy builds it (the folder emptied by Vite), each time with that page changed.
 */
describe("a build keeps the previous build's assets", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "kicks-keep-assets-"));
    await writeFile(join(root, "index.html"), '<!doctype html><script type="module" src="/main.js"></script>');
    await writeFile(join(root, "main.js"), 'document.onclick = () => import("./page.js").then((m) => m.show());');
    await writeFile(
      join(root, "vite.config.mjs"),
      `import { keepPreviousAssets } from ${JSON.stringify(plugin)};\nexport default { plugins: [keepPreviousAssets()], logLevel: "warn" };\n`,
    );
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** Builds with the page saying `text`; the page's chunk and the entry's file names. */
  const build = async (text: string) => {
    await writeFile(join(root, "page.js"), `export const show = () => (document.body.textContent = ${JSON.stringify(text)});`);
    await promisify(execFile)(process.execPath, [vite, "build"], { cwd: root });
    const assets = await readdir(join(root, "dist", "assets"));
    const built = JSON.parse(await readFile(join(root, "dist", ".build-assets.json"), "utf8")) as string[];
    return { assets: assets.sort(), built };
  };

  it("keeps the last build's files beside the new ones, and no older ones", async () => {
    const first = await build("first");
    expect(first.assets).toHaveLength(2);
    expect(first.built).toEqual(first.assets.map((name) => `assets/${name}`));
    // An extra Brotli copy of a file (scripts/precompress.mjs makes them after the build) is kept with it.
    const [firstPage] = first.assets.filter((name) => name.startsWith("page-"));
    await writeFile(join(root, "dist", "assets", `${firstPage}.br`), "brotli");

    const second = await build("second");
    const [secondPage] = second.built.filter((name) => name.startsWith("assets/page-"));
    expect(secondPage).not.toBe(`assets/${firstPage}`);
    // The second build's own files, and the first's (its page chunk, with its Brotli copy, and its entry, which
    // imports the first page by name, so a tab of the first build goes on loading pages).
    expect(second.assets).toEqual([...new Set([...first.assets, `${firstPage}.br`, ...second.built.map((n) => n.slice(7))])].sort());
    expect(await readFile(join(root, "dist", "assets", firstPage!), "utf8")).toContain("first");

    const third = await build("third");
    // The first build's page is gone; the second's is kept.
    expect(third.assets).not.toContain(firstPage);
    expect(third.assets).not.toContain(`${firstPage}.br`);
    expect(existsSync(join(root, "dist", secondPage!))).toBe(true);
    expect(third.assets).toEqual([...new Set([...second.built, ...third.built].map((n) => n.slice(7)))].sort());
  });
});
