import type { Capability, PageIntro } from "./content.schema";

export const CAPABILITIES_PAGE: PageIntro = {
  title: "Capabilities",
  description:
    "We help sneaker, streetwear and accessory brands reach collectors who care about the details. Here is how we can work together.",
};

/** The four service cards of /capabilities. */
export const CAPABILITIES: readonly Capability[] = [
  {
    title: "Brand Collaborations",
    description: "Co-created guides, product picks and limited campaigns that put your brand in front of an audience of active collectors.",
    icon: "Handshake",
  },
  {
    title: "Sponsored Content",
    description:
      "Clearly labelled articles, buying guides and newsletter features written by our team in the same voice our readers trust.",
    icon: "Megaphone",
  },
  {
    title: "Product Reviews",
    description:
      "Hands-on, honest reviews of display, storage and care products, with photos and real-world testing. Sponsorship never buys a verdict.",
    icon: "Star",
  },
  {
    title: "Social Campaigns",
    description:
      "Short-form posts, giveaways and raffle tie-ins across our social channels, timed around the releases collectors are watching.",
    icon: "Share2",
  },
];

export const PORTFOLIO_PLACEHOLDER = {
  title: "Portfolio",
  description:
    "Case studies from our first brand partnerships are on the way. Want to be one of them? Get in touch and we'll share our media kit.",
} as const;
