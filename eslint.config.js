import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Dependencies point inward (STYLE rule 2): core ← server, core ← site ← desktop. */
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/dist-ssr/**", "**/out/**", "**/release/**", "**/.data/**", "**/drizzle/**", "**/test-results/**"] },
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
      { group: ["react", "react-*", "hono", "hono/*", "drizzle-orm", "drizzle-orm/*", "postgres", "@app/*", "node:*", "electron"], message: "core is pure: no UI, server, database or platform imports." },
    ]),
  },
  {
    files: ["packages/server/**/*.ts"],
    rules: restrict([{ group: ["@app/site", "@app/site/*", "@app/desktop", "@app/desktop/*", "react", "react-dom"], message: "the server depends on core only." }]),
  },
  {
    files: ["packages/site/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([{ group: ["@app/server", "@app/server/*", "@app/desktop", "@app/desktop/*", "hono", "drizzle-orm", "postgres", "electron"], message: "the site depends on core only." }]),
    },
  },
  {
    files: ["packages/site/src/admin/**/*.{ts,tsx}"],
    rules: restrict([
      { group: ["@app/server", "@app/server/*", "@app/desktop", "@app/desktop/*"], message: "the admin depends on core only." },
      { group: ["**/pages/**", "**/features/public/**"], message: "the admin module must not import public pages: it is mounted by the desktop too." },
    ]),
  },
  {
    files: ["packages/desktop/**/*.{ts,tsx}"],
    rules: restrict([
      { group: ["@app/server", "@app/server/*"], message: "the desktop talks to the server over HTTP only." },
      { group: ["@app/site/*", "!@app/site/admin", "!@app/site/ui", "!@app/site/styles.css"], message: "desktop imports only the site's admin and UI entry points." },
    ]),
  },
);
