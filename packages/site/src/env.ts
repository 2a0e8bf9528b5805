import { z } from "zod";

/** The site's build-time configuration (STYLE rule 5: env is read in one validated file). */
const schema = z.object({
  VITE_API_URL: z.string().default(""),
  VITE_NEWSLETTER_URL: z.string().default("https://newsletter.kicksdirectory.com/subscribe"),
  VITE_GA_MEASUREMENT_ID: z.string().default(""),
  VITE_PUBLIC_SITE_URL: z.string().default(""),
  // Core's DEFAULT_RAKUTEN_PUBLISHER_ID, written out: importing it here costs 1 KB of start-up JS
  // (the home page budget is 150 KB gzipped). env.test.ts keeps the two equal.
  VITE_RAKUTEN_PUBLISHER_ID: z.string().default("3850173"),
});

export const env = schema.parse({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_NEWSLETTER_URL: import.meta.env.VITE_NEWSLETTER_URL || undefined,
  VITE_GA_MEASUREMENT_ID: import.meta.env.VITE_GA_MEASUREMENT_ID,
  VITE_PUBLIC_SITE_URL: import.meta.env.VITE_PUBLIC_SITE_URL,
  VITE_RAKUTEN_PUBLISHER_ID: import.meta.env.VITE_RAKUTEN_PUBLISHER_ID || undefined,
});
