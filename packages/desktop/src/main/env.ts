import { z } from "zod";
import { serverUrlSchema } from "../shared/bridge";

/** The main process's configuration (process.env is read here only). */
const envSchema = z.object({
  /** Set by `electron-vite dev`: the renderer's dev server. Unset in a built app. */
  ELECTRON_RENDERER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Prefills the connect screen, e.g. http://localhost:3000 while developing against `pnpm dev`. */
  KICKS_SERVER_URL: serverUrlSchema.optional(),
});

export type DesktopEnv = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): DesktopEnv {
  const parsed = envSchema.safeParse({
    ELECTRON_RENDERER_URL: source.ELECTRON_RENDERER_URL || undefined,
    KICKS_SERVER_URL: source.KICKS_SERVER_URL || undefined,
  });
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
