import { z } from "zod";

/**
 * Zod probes for `new Function` support (its JIT fast path) the first time it parses an object. The site's
 * CSP has no 'unsafe-eval', so the probe would log a CSP violation in the console; run without the JIT.
 * Only the admin parses in the browser (the public pages read the API without zod, core's public-api.ts):
 * app/site-admin.tsx imports this first, and vite.config.ts puts it in the zod chunk, so it runs before any
 * schema is built. It is an exported value rather than a bare side effect because the package is marked
 * side-effect free.
 */
export const zodConfig = z.config({ jitless: true });
