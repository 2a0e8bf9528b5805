import { z } from "zod";

/** The site's build-time configuration (env is read in one validated file). */
const schema = z.object({
  VITE_API_URL: z.string().default(""),
  VITE_NEWSLETTER_URL: z.string().default("https://newsletter.kicksdirectory.com/subscribe"),
  VITE_GA_MEASUREMENT_ID: z.string().default(""),
  VITE_PUBLIC_SITE_URL: z.string().default(""),
});

export const env = schema.parse({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_NEWSLETTER_URL: import.meta.env.VITE_NEWSLETTER_URL || undefined,
  VITE_GA_MEASUREMENT_ID: import.meta.env.VITE_GA_MEASUREMENT_ID,
  VITE_PUBLIC_SITE_URL: import.meta.env.VITE_PUBLIC_SITE_URL,
});
