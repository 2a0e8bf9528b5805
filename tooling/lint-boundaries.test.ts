import { resolve } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The boundaries eslint.config.js names, proven by probes: each source text is linted as if it sat at
 * `file`, with the repository's real config. A probe that crosses a boundary must fail; its allowed
 * neighbour must pass, so a rule that matches everything (or nothing) is caught too.
 */
const root = resolve(import.meta.dirname, "..");
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const use = (name: string) => `\nexport const used = ${name};\n`;

describe("lint boundaries", () => {
  it.each([
    [
      "the admin imports a server library",
      "packages/site/src/admin/probe.ts",
      `import { Hono } from "hono";${use("Hono")}`,
      /server libraries/,
    ],
    ["the admin imports drizzle", "packages/site/src/admin/probe.ts", `import { eq } from "drizzle-orm";${use("eq")}`, /server libraries/],
    [
      "the admin imports postgres",
      "packages/site/src/admin/probe.ts",
      `import postgres from "postgres";${use("postgres")}`,
      /server libraries/,
    ],
    ["a public feature imports pg", "packages/site/src/features/home/probe.ts", `import pg from "pg";${use("pg")}`, /server libraries/],
    [
      "the site imports the server package",
      "packages/site/src/pages/probe.ts",
      `import { createApp } from "@app/server";${use("createApp")}`,
      /server libraries/,
    ],
    [
      "the admin imports a public page",
      "packages/site/src/admin/probe.ts",
      `import { HomePage } from "../pages/home-page";${use("HomePage")}`,
      /admin module must not import/,
    ],
    [
      "the admin imports a public feature",
      "packages/site/src/admin/products/probe.ts",
      `import { ProductGrid } from "../../features/products/product-grid";${use("ProductGrid")}`,
      /admin module must not import/,
    ],
    [
      "a feature imports another feature",
      "packages/site/src/features/home/probe.ts",
      `import { BlogList } from "../blog/blog-list";${use("BlogList")}`,
      /features never import each other/,
    ],
    [
      "a feature imports a page",
      "packages/site/src/features/home/probe.ts",
      `import { HomePage } from "../../pages/home-page";${use("HomePage")}`,
      /feature must not import pages/,
    ],
    [
      "lib imports a feature",
      "packages/site/src/lib/probe.ts",
      `import { track } from "../features/analytics/analytics";${use("track")}`,
      /shared building blocks/,
    ],
    [
      "a UI component imports the admin",
      "packages/site/src/components/ui/probe.ts",
      `import { AdminApp } from "../../admin/admin-app";${use("AdminApp")}`,
      /shared building blocks/,
    ],
    ["core imports React", "packages/core/src/probe.ts", `import { useState } from "react";${use("useState")}`, /core is pure/],
    [
      "the server imports the site",
      "packages/server/src/probe.ts",
      `import { AdminApp } from "@app/site/admin";${use("AdminApp")}`,
      /server depends on core only/,
    ],
    [
      "server code reads process.env outside env.ts",
      "packages/server/src/products/probe.ts",
      `export const port = process.env.PORT;`,
      /env\.ts/,
    ],
    [
      "site code reads import.meta.env outside env.ts",
      "packages/site/src/lib/probe.ts",
      `export const url = import.meta.env.VITE_API_URL;`,
      /src\/env\.ts/,
    ],
    [
      "a public feature makes an Intl formatter",
      "packages/site/src/features/home/probe.ts",
      `export const price = new Intl.NumberFormat("en-US").format(1);`,
      /without Intl/,
    ],
    ["core sorts with a collator", "packages/core/src/stores/probe.ts", `export const order = "a".localeCompare("b");`, /without Intl/],
    [
      "core code reads process.env (with the Intl rule beside it)",
      "packages/core/src/probe.ts",
      `export const port = process.env.PORT;`,
      /env\.ts/,
    ],
    ["a public feature imports zod", "packages/site/src/features/home/probe.ts", `import { z } from "zod";${use("z")}`, /without zod/],
    [
      "a public page imports a core schema",
      "packages/site/src/pages/probe.ts",
      `import { productSchema } from "@app/core";${use("productSchema")}`,
      /without zod/,
    ],
    [
      "the site's layout builds the validating API client",
      "packages/site/src/app/layout/probe.ts",
      `import { createApiClient } from "@app/core";${use("createApiClient")}`,
      /without zod/,
    ],
    ["a file is named in camelCase", "packages/site/src/features/products/productCard.tsx", `export const x = 1;\n`, /KEBAB_CASE/],
    ["a folder is named in PascalCase", "packages/server/src/Products/probe.ts", `export const x = 1;\n`, /KEBAB_CASE/],
  ])("fails when %s", async (_name, file, code, rule) => {
    const found = await problems(file, code);
    expect(found.join("\n")).toMatch(rule);
  });

  it.each([
    [
      "the admin imports core and its own shared pieces",
      "packages/site/src/admin/products/probe.ts",
      `import { paths } from "@app/core";\nimport { cx } from "../../lib/class-names";\nexport const x = [paths, cx];\n`,
    ],
    [
      "a feature imports analytics (shared)",
      "packages/site/src/features/home/probe.ts",
      `import { trackEvent } from "../analytics/analytics";\nimport { cx } from "../../lib/class-names";${use("[trackEvent, cx]")}`,
    ],
    [
      "home's hero imports the product card's parts (shared)",
      "packages/site/src/features/home/probe.ts",
      `import { PriceTag } from "../products/price-tag";${use("PriceTag")}`,
    ],
    [
      "a page imports a feature",
      "packages/site/src/pages/probe.ts",
      `import { BlogList } from "../features/blog/blog-list";${use("BlogList")}`,
    ],
    ["the server reads its env in env.ts", "packages/server/src/env.ts", `export const port = process.env.PORT;`],
    ["the server imports hono", "packages/server/src/products/probe.ts", `import { Hono } from "hono";${use("Hono")}`],
    ["site code asks whether it is prerendering", "packages/site/src/features/seo/probe.ts", `export const ssr = import.meta.env.SSR;`],
    ["the admin formats dates with Intl", "packages/site/src/admin/blog/probe.ts", `export const f = new Intl.DateTimeFormat("en-US");`],
    ["the server formats with Intl", "packages/server/src/probe.ts", `export const f = new Intl.NumberFormat("en-US");`],
    [
      "a public page imports zod's and a schema's types",
      "packages/site/src/pages/probe.ts",
      `import type { z } from "zod";\nimport { paths, type Product } from "@app/core";\nexport type X = z.ZodType | Product;${use("paths")}`,
    ],
    [
      "the admin imports a core schema",
      "packages/site/src/admin/products/probe.ts",
      `import { productSchema } from "@app/core";${use("productSchema")}`,
    ],
    ["a kebab-case file with a role suffix", "packages/server/src/products/price-history.routes.ts", `export const x = 1;\n`],
  ])("passes when %s", async (_name, file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
