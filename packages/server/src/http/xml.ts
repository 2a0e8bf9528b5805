/** Text or attribute content for XML (sitemap, RSS): the five markup characters become character references. */
export const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
