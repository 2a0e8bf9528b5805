import { formatAsOf, formatPrice, paths } from "@app/core";
import { xmlEscape } from "../http/xml";
import type { MailMessage } from "./mailer";

/** The site's pages a mail links to: the product's own page (never the shop: Amazon allows no affiliate links in mail). */
export const alertLinks = (siteUrl: string) => ({
  product: (slug: string) => `${siteUrl}${paths.productPage(slug)}`,
  confirm: (token: string) => `${siteUrl}${paths.alerts({ confirm: token })}`,
  unsubscribePage: (token: string) => `${siteUrl}${paths.alerts({ unsubscribe: token })}`,
  /** RFC 8058's one-click target: a mail client POSTs `List-Unsubscribe=One-Click` here. */
  unsubscribeApi: (token: string) => `${siteUrl}/api/alerts/unsubscribe?token=${token}`,
});

const page = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:560px">${paragraphs.join("")}</body></html>`;
const p = (html: string) => `<p>${html}</p>`;
const a = (href: string, text: string) => `<a href="${xmlEscape(href)}">${xmlEscape(text)}</a>`;

export function confirmMail(
  to: string,
  product: { title: string; slug: string },
  target: string | null,
  currency: string,
  links: { confirm: string; product: string },
): MailMessage {
  const what = target ? `drops to ${formatPrice(target, currency)} or less` : "drops by 5% or more";
  return {
    to,
    subject: `Confirm your price alert for ${product.title}`,
    text: [
      `You asked us to tell you when the price of ${product.title} ${what}.`,
      `Confirm the alert (the link works for 48 hours):\n${links.confirm}`,
      `If you did not ask for this, ignore this mail: nothing more will be sent.`,
      `Kicks Directory`,
    ].join("\n\n"),
    html: page([
      p(`You asked us to tell you when the price of ${a(links.product, product.title)} ${xmlEscape(what)}.`),
      p(`${a(links.confirm, "Confirm the alert")} (the link works for 48 hours).`),
      p("If you did not ask for this, ignore this mail: nothing more will be sent."),
      p("Kicks Directory"),
    ]),
  };
}

export interface AlertItem {
  title: string;
  slug: string;
  currency: string;
  oldPrice: string;
  newPrice: string;
  asOf: Date;
}

export function alertMail(to: string, items: AlertItem[], links: ReturnType<typeof alertLinks>, unsubscribeToken: string): MailMessage {
  const first = items[0]!;
  const subject =
    items.length === 1
      ? `Price drop: ${first.title} is now ${formatPrice(first.newPrice, first.currency)}`
      : `Price drops on ${items.length} products you watch`;
  const line = (item: AlertItem) =>
    `${item.title}: ${formatPrice(item.newPrice, item.currency)} (was ${formatPrice(item.oldPrice, item.currency)}), as of ${formatAsOf(item.asOf.toISOString())}`;
  const unsubscribe = links.unsubscribePage(unsubscribeToken);
  return {
    to,
    subject,
    text: [
      "Good news: prices you watch have dropped.",
      ...items.map((item) => `${line(item)}\n${links.product(item.slug)}`),
      "Prices change often; the store's price at checkout is the one that counts.",
      `Stop all price alerts: ${unsubscribe}`,
    ].join("\n\n"),
    html: page([
      p("Good news: prices you watch have dropped."),
      `<ul>${items.map((item) => `<li>${a(links.product(item.slug), item.title)}: <strong>${xmlEscape(formatPrice(item.newPrice, item.currency))}</strong> (was ${xmlEscape(formatPrice(item.oldPrice, item.currency))}), as of ${xmlEscape(formatAsOf(item.asOf.toISOString()))}</li>`).join("")}</ul>`,
      p("Prices change often; the store's price at checkout is the one that counts."),
      p(a(unsubscribe, "Stop all price alerts")),
    ]),
    headers: {
      "List-Unsubscribe": `<${links.unsubscribeApi(unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export const testMail = (to: string, siteUrl: string): MailMessage => ({
  to,
  subject: "Kicks Directory test mail",
  text: `This is a test mail from the admin of ${siteUrl}. If you can read it, price alert mail works.`,
  html: page([p(`This is a test mail from the admin of ${a(siteUrl, siteUrl)}. If you can read it, price alert mail works.`)]),
});
