/**
 * What happened to a checked link, in words an operator reads (Link Health): the probe's raw error
 * (`getaddrinfo ENOTFOUND shop.example`) and HTTP code are kept for the details, not shown as the message.
 */
export function describeLinkCheck(link: { status: string; lastCode: number | null; lastError: string | null }): string {
  const error = link.lastError ?? "";
  const code = link.lastCode;
  if (link.status === "pending") return "Not checked yet";
  if (link.status === "ok") return code !== null ? `Works (the page answered ${code})` : "Works";
  if (error.startsWith("not checked:")) return "Not checked: the address points to a private or local network";
  if (code === 404 || code === 410) {
    const answer = code === 404 ? "404 Not Found" : "410 Gone";
    // The first such answer is a strike, not yet broken (two in a row are).
    return link.status === "broken"
      ? `The page is gone: the site answered ${answer}`
      : `The page answered ${answer} once; a second time in a row marks it broken`;
  }
  if (code === 401 || code === 403) return `The site turns automatic checks away (${code}); it may still open in a browser`;
  if (code === 429) return "The site asked us to slow down (429); it is checked again later";
  if (code !== null && code >= 500) return `The site had an error of its own (${code}); it may be down for a while`;
  if (code !== null) return `The site answered ${code} instead of the page`;
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/i.test(error)) return "The site's address does not exist: no server has that name";
  if (/ECONNREFUSED/i.test(error)) return "The site's server refused the connection";
  if (/ECONNRESET|socket hang up|other side closed/i.test(error)) return "The site cut the connection off";
  if (/timed? ?out|ETIMEDOUT|abort/i.test(error)) return "The site took too long to answer";
  if (/certificate|CERT_|SSL|TLS/i.test(error)) return "The site's security certificate is not valid";
  if (/redirect/i.test(error)) return "The link sends visitors round in too many redirects";
  return link.status === "broken" ? "The page could not be found" : "The site could not be reached";
}
