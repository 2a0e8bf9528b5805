type Json = Record<string, unknown>;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

const pretty = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

/** "#/components/responses/NotFound" → the object it points to in `doc`. */
function resolve(doc: Json, value: unknown): Json {
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref !== "string") return value as Json;
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<Json>((at, key) => (at[key] ?? {}) as Json, doc);
}

function operationHtml(doc: Json, method: string, path: string, op: Json): string {
  const security =
    (op.security as Json[]).length === 0
      ? "public"
      : (op.security as Json[]).some((s) => Object.keys(s).length === 0)
        ? "public (more for an admin)"
        : "admin";
  const params = (op.parameters as Json[]).map((p) => resolve(doc, p));
  const paramRows = params
    .map((p) => {
      const schema = JSON.stringify(p.schema ?? {});
      return `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td><td>${p.required ? "yes" : "no"}</td><td><code>${escape(schema)}</code></td></tr>`;
    })
    .join("");
  const body = op.requestBody as Json | undefined;
  const bodySchema = body ? ((body.content as Record<string, Json>)["application/json"]?.schema as Json | undefined) : undefined;
  const bodyFile = body && !bodySchema ? `${Object.keys(body.content as Json).join(" or ")}: ${String(body.description ?? "")}` : "";
  const responses = Object.entries(op.responses as Json)
    .map(([status, value]) => {
      const response = resolve(doc, value);
      const content = response.content as Record<string, Json> | undefined;
      const [type, media] = content ? (Object.entries(content)[0] ?? []) : [];
      const schema = media?.schema ? `<details><summary>${escape(String(type))}</summary>${pretty(media.schema)}</details>` : "";
      return `<tr><td>${escape(status)}</td><td>${escape(String(response.description ?? ""))}${schema}</td></tr>`;
    })
    .join("");
  const id = String(op.operationId);
  return `<section class="op" id="${escape(id)}">
<h3><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p>${escape(String(op.summary ?? ""))} <span class="access">${escape(security)}</span></p>
<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${paramRows}</tbody></table>
${bodySchema ? `<details><summary>request body (application/json)</summary>${pretty(bodySchema)}</details>` : ""}${bodyFile ? `<p>request body: ${escape(bodyFile)}</p>` : ""}
<table><thead><tr><th>status</th><th>answer</th></tr></thead><tbody>${responses}</tbody></table>
</section>`;
}

/**
 * The OpenAPI document as one readable HTML page (GET /api/docs), rendered on the server: no script and nothing from
 * another host, so it works behind the strictest CSP and offline.
 */
export function docsPage(doc: Json): string {
  const info = doc.info as Json;
  const byTag = new Map<string, string[]>();
  const index = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item) as [string, Json][]) {
      const tag = String((op.tags as string[] | undefined)?.[0] ?? "Other");
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(doc, method, path, op)]);
      index.set(tag, [
        ...(index.get(tag) ?? []),
        `<li><a href="#${escape(String(op.operationId))}">${escape(method.toUpperCase())} ${escape(path)}</a></li>`,
      ]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join("\n")}`).join("\n");
  const toc = [...index].map(([tag, items]) => `<li>${escape(tag)}<ul>${items.join("")}</ul></li>`).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(String(info.title))} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1a1a1a;background:#fff}
h1{margin-bottom:.25rem}h2{margin-top:2.5rem;border-bottom:2px solid #ddd}
.op{border:1px solid #ddd;border-radius:6px;padding:.25rem 1rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.85em;padding:.1rem .4rem}
.get{background:#2563eb}.post{background:#15803d}.patch{background:#b45309}.delete{background:#b91c1c}
.access{font-size:.85em;color:#555;border:1px solid #ccc;border-radius:4px;padding:0 .35rem;margin-left:.5rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #e5e5e5;padding:.25rem .5rem;text-align:left;vertical-align:top}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:.85em}code{font-size:.9em}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}pre{background:#1d1d1d}.op,td,th{border-color:#333}.access{color:#bbb}}
</style></head><body>
<h1>${escape(String(info.title))} <small>${escape(String(info.version))}</small></h1>
<p>${escape(String(info.description ?? ""))}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav><ul>${toc}</ul></nav>
${sections}
</body></html>`;
}
