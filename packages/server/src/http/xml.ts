/**
 * Characters XML 1.0 allows nowhere in a document, not even as character references: C0 controls other than tab,
 * newline and carriage return, U+FFFE, U+FFFF and lone surrogates (a paired one is a single code point here).
 */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * Text or attribute content for XML (sitemap, RSS): the characters XML forbids are left out (one title holding
 * U+0001 made the whole feed unreadable), and the five markup characters become character references.
 */
export const xmlEscape = (text: string) => text.replace(XML_FORBIDDEN, "").replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
