/**
 * The renderer's Content-Security-Policy. The main process sends it as a header for every app:// response;
 * src/renderer/index.html carries it in a meta tag too, minus `frame-ancestors` (ignored in meta tags), and
 * csp.test.ts keeps the two equal. Only the app's own files load; all server traffic goes through the main
 * process over IPC, so `connect-src` needs nothing but 'self'.
 * `style-src 'unsafe-inline'`: Radix dialogs (react-remove-scroll) insert <style> elements at run time, whose
 * text depends on the scrollbar width, so a hash cannot cover them (the bundle test shows the violation
 * without it). Scripts stay 'self' only.
 */
const directives = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];

export const RENDERER_CSP = directives.join("; ");

/** The same policy as a meta tag can carry it. */
export const RENDERER_CSP_META = directives.filter((d) => !d.startsWith("frame-ancestors")).join("; ");
