import { z } from "zod";

/**
 * Zod probes for `new Function` support (its JIT fast path) the first time it parses an object. The site's
 * CSP has no 'unsafe-eval', so the probe would log a CSP violation in the console; run without the JIT.
 * main.tsx imports this module first, before anything that parses (env.ts parses at import time). It is an
 * exported value rather than a bare side effect because the package is marked side-effect free.
 */
export const zodConfig = z.config({ jitless: true });
