// `vite` for `pnpm dev`, ended cleanly: Ctrl-C or SIGTERM closes the dev server and exits 0, so pnpm's parallel
// run reports a stop rather than a failure (Vite's own CLI dies of the signal).
import { createServer } from "vite";

const server = await createServer();

// Before the server listens: a signal that comes as soon as its address is printed finds the handler in place.
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // Vite's own SIGTERM listener also closes the server and exits, with 128 + the signal's number unless an exit code
    // is set by then: set here, before its close resolves.
    process.exitCode = 0;
    if (closing) return;
    closing = true;
    server.close().finally(() => process.exit(0));
  });
}

await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
