/**
 * The lines the server prints once it listens. Under `pnpm dev` the site is served by Vite's dev server (the
 * server's own `/` answers 503 until `pnpm build`), so the start line points there; `siteDevUrl` comes from
 * the `--site-dev-url=` argument of the server's dev script (packages/server/package.json).
 */
export function startMessage(port: number, publicUrl: string, siteDevUrl?: string): string[] {
  if (siteDevUrl) {
    return [
      `API listening on http://localhost:${port}/api`,
      `Open the site at ${siteDevUrl} (hot reload; the admin is at ${siteDevUrl}/admin)`,
    ];
  }
  return [`Server listening on http://localhost:${port} (public URL ${publicUrl})`];
}

/** The value of `--site-dev-url=<url>` among the process arguments, if any. */
export function siteDevUrlArg(argv: readonly string[]): string | undefined {
  const arg = argv.find((a) => a.startsWith("--site-dev-url="));
  return arg ? arg.slice("--site-dev-url=".length).replace(/\/+$/, "") || undefined : undefined;
}
