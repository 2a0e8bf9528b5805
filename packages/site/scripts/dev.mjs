// `vite` for `pnpm dev`, ended cleanly: Ctrl-C or SIGTERM closes the dev server and exits 0, so pnpm's parallel
// run reports a stop rather than a failure (Vite's own CLI dies of the signal).
import { createServer } from "vite";

const server = await createServer();
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().finally(() => process.exit(0));
  });
}
