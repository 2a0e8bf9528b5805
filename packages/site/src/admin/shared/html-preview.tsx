/**
 * Renders post HTML inside a fully sandboxed iframe (no scripts, no same-origin access, no forms,
 * no navigation), so generated or edited markup is never executed in the admin page.
 */
export function HtmlPreview({ html, title, className }: { html: string; title: string; className?: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>
body{font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.6;color:#1a1a1a;background:#fff;margin:0;padding:16px 20px;font-size:15px}
h1,h2,h3{line-height:1.25;margin:1.2em 0 .5em}h1{font-size:1.6em}h2{font-size:1.3em}h3{font-size:1.1em}
img{max-width:100%;height:auto}a{color:#1f7a45}ul,ol{padding-left:1.4em}blockquote{border-left:3px solid #ddd;margin:0;padding-left:1em;color:#555}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 8px}
</style></head><body>${html}</body></html>`;
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={doc}
      referrerPolicy="no-referrer"
      className={className ?? "h-96 w-full rounded-lg border bg-white"}
    />
  );
}
