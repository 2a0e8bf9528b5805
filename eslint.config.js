import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Dependencies point inward: core ← server, core ← site ← desktop, and inside the site
 * lib, components ← features ← pages, app (its layout: app/layout), with the admin module beside them (docs/decisions: workspace).
 * ESLint keeps only the last config's options for a rule, so each block lists every pattern that applies.
 */
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/** Libraries that run only on the server: no browser bundle (site, admin, desktop renderer) may import them. */
const SERVER_LIBRARIES = {
  group: [
    "hono",
    "hono/*",
    "@hono/*",
    "drizzle-orm",
    "drizzle-orm/*",
    "drizzle-kit",
    "postgres",
    "pg",
    "pg-*",
    "@electric-sql/*",
    "node:*",
    "@app/server",
    "@app/server/*",
  ],
  message:
    "browser code must not import server libraries (Hono, Drizzle, Postgres, PGlite, Node built-ins) or @app/server: talk to the API through core's client.",
};
const NOT_DESKTOP = { group: ["@app/desktop", "@app/desktop/*", "electron"], message: "the site depends on core only." };
/** Site zones, by relative path (imports inside the site are relative). */
const zone = (dirs, message) => ({ regex: `^(\\.\\./)+(${dirs.join("|")})(/|$)`, message });
const SITE_SHARED_ZONE = zone(
  ["features", "pages", "admin", "app", "prerender"],
  "lib/ and components/ are shared building blocks: they must not import features, pages, the admin or the app.",
);
const FEATURE_ZONE = zone(["pages", "app", "admin", "prerender"], "a feature must not import pages, the app shell or the admin.");
/** Features stay independent; analytics, seo and products (the product card and its parts, home's hero shows them too) are the shared ones every feature may use. */
const FEATURE_TO_FEATURE = {
  regex: "^\\.\\./(?!analytics/|seo/|products/)[a-z0-9-]+/",
  message: "features never import each other (only analytics, seo and products are shared): move the shared piece to lib/ or components/.",
};
const ADMIN_ZONE = zone(
  ["pages", "features", "app", "prerender"],
  "the admin module must not import public pages or features: it is mounted by the desktop too.",
);

/** `process.env` is read in one validated env file per process (server/src/env.ts, desktop/src/main/env.ts). */
const ENV_ONLY = {
  "no-restricted-properties": [
    "error",
    { object: "process", property: "env", message: "read configuration in the package's env.ts and pass it in." },
  ],
  "no-restricted-syntax": [
    "error",
    {
      selector:
        "MemberExpression[object.type='MemberExpression'][object.object.type='MetaProperty'][object.property.name='env'][property.name!=/^(SSR|DEV|PROD|MODE)$/]",
      message: "read import.meta.env in src/env.ts and import it from there.",
    },
  ],
};

/**
 * Code a public page runs (core, the site but its admin) formats without Intl: the first Intl object or collator a page
 * makes loads ICU's data and holds a phone's main thread (docs/decisions/0040). core's format.rules.ts formats en-US by hand.
 */
const NO_ICU_MESSAGE = "public pages format without Intl (it blocks a phone's main thread): use core's format.rules.ts.";
const NO_ICU = {
  "no-restricted-globals": ["error", { name: "Intl", message: NO_ICU_MESSAGE }],
  "no-restricted-properties": [
    ...ENV_ONLY["no-restricted-properties"],
    ...["localeCompare", "toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
      property,
      message: NO_ICU_MESSAGE,
    })),
  ],
};

/**
 * Public pages read the API without zod (docs/decisions/0019, with its size): a zod value on a page puts zod in its
 * start-up code. Types are free (`import type`); values stay in the admin (its lazy chunk), the server and core.
 */
const ZOD_OFF_PUBLIC_PAGES_MESSAGE =
  "public pages read the API without zod (docs/decisions/0019): import the type only (`import type`); schemas and the validating client are the admin's.";
const ZOD_OFF_PUBLIC_PAGES = {
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      paths: [{ name: "zod", allowTypeImports: true, message: ZOD_OFF_PUBLIC_PAGES_MESSAGE }],
      patterns: [
        { group: ["zod/*"], allowTypeImports: true, message: ZOD_OFF_PUBLIC_PAGES_MESSAGE },
        {
          group: ["@app/core"],
          importNamePattern: "^(\\w+Schema|createApiClient)$",
          allowTypeImports: true,
          message: ZOD_OFF_PUBLIC_PAGES_MESSAGE,
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-ssr/**",
      "**/out/**",
      "**/release/**",
      "**/.data/**",
      "**/drizzle/**",
      "**/test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["packages/core/**/*.ts"],
    rules: restrict([
      {
        group: ["react", "react-*", "hono", "hono/*", "drizzle-orm", "drizzle-orm/*", "postgres", "@app/*", "node:*", "electron"],
        message: "core is pure: no UI, server, database or platform imports.",
      },
    ]),
  },
  {
    files: ["packages/server/**/*.ts"],
    rules: restrict([
      {
        group: ["@app/site", "@app/site/*", "@app/desktop", "@app/desktop/*", "react", "react-dom"],
        message: "the server depends on core only.",
      },
    ]),
  },
  {
    files: ["packages/site/**/*.{ts,tsx}"],
    // The build's own config runs in Node at build time, not in the browser.
    ignores: ["packages/site/vite.config.ts", "packages/site/scripts/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([SERVER_LIBRARIES, NOT_DESKTOP]),
    },
  },
  {
    files: ["packages/site/src/{lib,components}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrict([SERVER_LIBRARIES, NOT_DESKTOP, SITE_SHARED_ZONE]),
  },
  {
    files: ["packages/site/src/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrict([SERVER_LIBRARIES, NOT_DESKTOP, FEATURE_ZONE, FEATURE_TO_FEATURE]),
  },
  {
    files: ["packages/site/src/admin/**/*.{ts,tsx}"],
    rules: restrict([SERVER_LIBRARIES, NOT_DESKTOP, ADMIN_ZONE]),
  },
  {
    files: ["packages/*/src/**/*.{ts,tsx}"],
    ignores: ["**/env.ts", "**/*.test.{ts,tsx}", "**/test/**"],
    rules: ENV_ONLY,
  },
  {
    files: ["packages/core/src/**/*.ts", "packages/site/src/**/*.{ts,tsx}"],
    // time-zone.rules.ts: wall times in SITE_TIMEZONE, called only by the admin and the server (no public page).
    ignores: [
      "packages/site/src/admin/**",
      "packages/core/src/format/format.rules.ts",
      "packages/core/src/format/time-zone.rules.ts",
      "**/env.ts",
      "**/*.test.{ts,tsx}",
      "**/test/**",
    ],
    rules: NO_ICU,
  },
  {
    // Every public page's code: the site but its admin, the admin's mount and its zod settings.
    files: ["packages/site/src/**/*.{ts,tsx}"],
    ignores: [
      "packages/site/src/admin/**",
      "packages/site/src/app/site-admin.tsx",
      "packages/site/src/app/zod-config.ts",
      "**/*.test.{ts,tsx}",
      "**/test/**",
    ],
    rules: ZOD_OFF_PUBLIC_PAGES,
  },
  {
    // File and folder names are kebab-case; a role suffix follows a dot (products.routes.ts, store-directory.tsx).
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,js,mjs,cjs}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{packages/*/src,packages/*/scripts,e2e,tooling}/**/": "KEBAB_CASE" }],
    },
  },
  {
    files: ["packages/desktop/**/*.{ts,tsx}"],
    rules: restrict([
      { group: ["@app/server", "@app/server/*"], message: "the desktop talks to the server over HTTP only." },
      {
        group: ["@app/site/*", "!@app/site/admin", "!@app/site/ui", "!@app/site/router", "!@app/site/styles.css"],
        message: "desktop imports only the site's admin, UI and router entry points.",
      },
    ]),
  },
);
