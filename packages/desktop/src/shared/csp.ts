/**
 * The renderer's Content-Security-Policy. The main process sends it as a header for every app:// response;
 * src/renderer/index.html carries the same text in a meta tag (csp.test.ts keeps them equal). Only the
 * app's own files load; all server traffic goes through the main process over IPC, so `connect-src`
 * needs nothing but 'self'.
 * `style-src 'unsafe-inline'`: Radix dialogs (react-remove-scroll) insert <style> elements at run time.
 */
export const RENDERER_CSP = [
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
].join("; ");
