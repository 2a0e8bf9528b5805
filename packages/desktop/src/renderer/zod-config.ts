import { z } from "zod";

// Under the renderer's CSP (no 'unsafe-eval') zod's JIT probe would only log a violation: skip it.
z.config({ jitless: true });
