import type { LegalDocument } from "./content.schema";
import { AFFILIATE_POLICY_SECTION, CONTACT_EMAIL, SITE_NAME } from "./site";

const UPDATED = "2026-11-01";

/** /privacy. Written for how this site actually works: no accounts for visitors, no sales, affiliate links out. */
export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  updated: UPDATED,
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `${SITE_NAME} ("we", "us") is an independent directory and content site for sneaker collectors. We recommend products and link to the retailers that sell them; we do not sell anything ourselves and visitors do not need an account to use the site.`,
        "This policy explains what information is collected when you visit the site, why, who else may receive it, and the choices you have.",
      ],
    },
    {
      heading: "Information we collect",
      paragraphs: [
        "Information you give us: if you email us, for example to suggest a store or propose a partnership, we receive your email address and whatever you write. If you join the newsletter, you give your email address to our newsletter provider (see below).",
        "Information collected automatically: like most websites, our servers record basic technical data for each request, such as IP address, browser type, the page requested and the time. When analytics is enabled, usage data is also collected as described in the next section.",
        "We do not ask for or store payment details. Purchases happen entirely on the retailer's website.",
      ],
    },
    {
      heading: "Analytics",
      paragraphs: [
        "When it is enabled, we use Google Analytics 4 to understand how the site is used: which pages are visited, how visitors arrive, and which outbound links (such as product, store and blog links) are clicked. Google Analytics uses cookies and similar identifiers and processes data on Google's servers.",
        "We use these reports in aggregate to improve the site. We do not use them to identify individual visitors. You can block analytics cookies in your browser settings or with Google's opt-out browser add-on, and the site works the same without them.",
      ],
    },
    {
      heading: "Cookies and local storage",
      paragraphs: [
        'Theme preference: your choice of light or dark theme is saved in your browser\'s local storage under the key "theme". It never leaves your device.',
        "Administrator session: staff who sign in to the admin area receive a strictly necessary, HttpOnly session cookie that keeps them signed in. Visitors never receive it.",
        "Analytics cookies: when analytics is enabled, Google Analytics sets its own cookies (such as _ga) to distinguish visits.",
        "Affiliate cookies are not set by our site; they are set by retailers and affiliate networks after you click through, as explained below.",
      ],
    },
    {
      heading: "Affiliate links and networks",
      paragraphs: [
        "Many links on the site are affiliate links. We take part in the Amazon Services LLC Associates Program, Rakuten Advertising and other affiliate programs. As an Amazon Associate we earn from qualifying purchases.",
        "When you click an affiliate link you leave our site. The retailer or network may then set its own cookies on its own domain to record that the visit came from us, so that a commission can be credited if you buy something. Their use of that data is governed by their privacy policies, not this one.",
        "The networks report sales and commissions to us in aggregate. We do not receive your name, address or payment details.",
      ],
    },
    {
      heading: "Newsletter and raffle",
      paragraphs: [
        "The newsletter signup form is hosted by a third-party email provider and opens on its website. The provider stores your email address, sends our weekly email and records basic engagement such as opens and clicks, under its own privacy policy.",
        "Subscribers are entered into our monthly raffle. If you win, we use your email address to contact you and arrange delivery of the prize, and only share your shipping details with the retailer or courier sending it.",
        "Every email contains an unsubscribe link, and unsubscribing takes effect immediately.",
      ],
    },
    {
      heading: "Price alerts",
      paragraphs: [
        "If you ask for a price alert on a product page, we store your email address, the product and the price you want (or that you want any drop of 5% or more), and when you confirmed and when we last wrote to you. Nothing is sent until you confirm with the link in our first mail; an alert you do not confirm is deleted after seven days, and the link stops working after 48 hours.",
        "Alert mails come from us, not from a retailer. They link to the product's page on this site and show the old and new price with the time the price was checked. We send at most one alert mail an hour, and one mail covers every product whose price dropped.",
        "Every alert mail has an unsubscribe link that works in one click without signing in; unsubscribing stops all alerts at once and deletes your watches. If you ask us to delete your address, we delete it and everything attached to it and keep only a one-way hash of it, so that we never mail it again. Our logs never hold your address in full.",
      ],
    },
    {
      heading: "How we use and share information",
      paragraphs: [
        "We use information to run and secure the site, answer your messages, send the newsletter you asked for, run the raffle, measure which content and products are useful, and meet legal obligations.",
        "We do not sell your personal information. We share it only with service providers who help us operate the site (hosting, analytics, email) under contracts that limit their use of it, or when the law requires it.",
      ],
    },
    {
      heading: "Retention and security",
      paragraphs: [
        "Server logs are kept for a limited period for security and troubleshooting and then deleted. Emails you send us are kept as long as needed to deal with your request. Analytics data is kept according to the retention period set in our analytics account.",
        "We protect the site with HTTPS and restrict access to the admin area and to any personal information, but no online service can guarantee perfect security.",
      ],
    },
    {
      heading: "Your rights and choices",
      paragraphs: [
        "Depending on where you live, including under the GDPR, the UK GDPR and US state laws such as the California Consumer Privacy Act, you may have the right to access, correct or delete personal information we hold about you, to object to or restrict certain processing, and to complain to your data protection authority.",
        "You can also clear or block cookies in your browser, opt out of analytics, and unsubscribe from the newsletter at any time. To make a request, email us; we will respond within the time the law allows.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "The site is meant for a general audience and is not directed to children under 13. We do not knowingly collect personal information from children. If you believe a child has sent us information, contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy as the site or the law changes. The date at the top shows the latest revision; significant changes will also be announced on the site.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions or requests about privacy: ${CONTACT_EMAIL}.`],
    },
  ],
};

/** /terms. */
export const TERMS: LegalDocument = {
  title: "Terms of Service",
  updated: UPDATED,
  sections: [
    {
      heading: "Agreement",
      paragraphs: [
        `These terms apply to your use of the ${SITE_NAME} website. By using the site you agree to them; if you do not agree, please do not use the site.`,
      ],
    },
    {
      heading: "We don't sell products",
      paragraphs: [
        `${SITE_NAME} is a directory and content site. We do not sell, ship or handle payment for any product. Every purchase is made with the retailer you are sent to, under that retailer's terms, prices, shipping and return policies, and any question about an order, delivery, warranty or refund must be taken up with the retailer.`,
      ],
    },
    {
      id: AFFILIATE_POLICY_SECTION,
      heading: "Affiliate disclosure",
      paragraphs: [
        "Some links on the site are affiliate links. If you buy something after clicking one, we may earn a commission from the retailer or affiliate network, at no extra cost to you. As an Amazon Associate we earn from qualifying purchases.",
        "Commissions never decide whether a product is recommended. Sponsored content, when we publish it, is clearly labelled.",
      ],
    },
    {
      heading: "Prices, availability and product information",
      paragraphs: [
        "Prices, ratings, review counts, stock levels and product details are set by retailers and can change at any time. What we show may be out of date; the retailer's page at the time you buy is what counts.",
        "Store listings, addresses and opening details are provided for convenience. Please confirm them with the store before you visit.",
      ],
    },
    {
      heading: "Newsletter and raffle",
      paragraphs: [
        "The newsletter is free. Subscribing enters you into our monthly raffle for sneakers worth $100 or more; no purchase is necessary and buying through our links does not improve your chances. One entry per email address. The raffle is void where prohibited, and we may verify eligibility before awarding a prize.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The text, illustrations, design and code of the site belong to ${SITE_NAME} or its licensors. You may share links and short quotes with attribution, but you may not copy or republish substantial parts of the site without our permission.`,
        "Brand names, product names and logos mentioned on the site are trademarks of their respective owners. Their use is for identification only and does not imply endorsement or affiliation.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "Do not misuse the site: do not attempt to break into the admin area, disrupt the service, scrape it at a volume that affects other visitors, or use it for anything unlawful.",
      ],
    },
    {
      heading: "Third-party websites",
      paragraphs: [
        "The site links to retailers, brands, marketplaces and other websites we do not control. We are not responsible for their content, products, security or privacy practices, and a link is not a guarantee of any seller.",
      ],
    },
    {
      heading: "Disclaimers",
      paragraphs: [
        'The site and its content are provided "as is" and "as available". Guides and reviews reflect our opinion and experience; follow the manufacturer\'s instructions when you clean, protect or store your sneakers. We do not guarantee that the site will be error-free or always available.',
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        `To the fullest extent the law allows, ${SITE_NAME} is not liable for any indirect, incidental or consequential loss arising from your use of the site or from any product or service bought from a third party through it. Nothing in these terms limits liability that cannot be limited by law.`,
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. The date at the top shows the latest revision, and continuing to use the site after a change means you accept the updated terms.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions about these terms: ${CONTACT_EMAIL}.`],
    },
  ],
};
