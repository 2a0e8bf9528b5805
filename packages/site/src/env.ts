/**
 * The site's build-time configuration (env is read in this one file), each value a string with its default. Plain
 * code rather than a zod schema: this runs on every public page, which loads no zod (docs/decisions/0005).
 */
const read = (value: unknown, fallback: string): string => (typeof value === "string" && value !== "" ? value : fallback);

export const env = {
  VITE_API_URL: read(import.meta.env.VITE_API_URL, ""),
  VITE_NEWSLETTER_URL: read(import.meta.env.VITE_NEWSLETTER_URL, "https://newsletter.kicksdirectory.com/subscribe"),
  VITE_GA_MEASUREMENT_ID: read(import.meta.env.VITE_GA_MEASUREMENT_ID, ""),
  VITE_PUBLIC_SITE_URL: read(import.meta.env.VITE_PUBLIC_SITE_URL, ""),
} as const;
