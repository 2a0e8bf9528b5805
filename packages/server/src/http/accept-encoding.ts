/**
 * Whether an Accept-Encoding header accepts `encoding` (RFC 9110 §12.5.3): named with a q-value above 0, or left to a
 * `*` that is. A missing header accepts none of the content codings we offer.
 */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let wildcard: boolean | undefined;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding) return accepted;
    if (name === "*") wildcard = accepted;
  }
  return wildcard ?? false;
}
