import type { NewsletterBenefit, NewsletterCopy, WinnerSlide } from "./content.schema";

export const NEWSLETTER_BENEFITS: readonly NewsletterBenefit[] = [
  {
    title: "Monthly sneaker raffle",
    description: "Every subscriber is entered into our monthly draw for a pair of sneakers worth $100 or more.",
  },
  {
    title: "Weekly collector's brief",
    description: "Release dates, restocks, care tips and the best deals on display and storage, in one short email.",
  },
];

export const NEWSLETTER_REASSURANCES = ["No spam, ever", "Unsubscribe anytime", "1 email per week"] as const;

/** Copy of the newsletter panel. Signup happens on the external provider's page. */
export const NEWSLETTER_COPY: NewsletterCopy = {
  toggleLabel: "Win Free Kicks",
  hideLabel: "Hide Signup",
  headline: "Win Free Kicks Every Month",
  blurb:
    "Join the free Kicks Directory newsletter and you're automatically entered into our monthly raffle for sneakers worth $100 or more.",
  raffleTitle: "Monthly Sneaker Raffle",
  raffleDescription:
    "One subscriber wins a pair of sneakers worth $100 or more every month. The winner is drawn on the 1st and contacted by email.",
  countdownLabel: "Next draw in",
  winnersTitle: "Recent Winners",
  subscribeLabel: "SUBSCRIBE NOW",
  benefits: [...NEWSLETTER_BENEFITS],
  reassurances: [...NEWSLETTER_REASSURANCES],
};

/** The winners carousel: illustrations shipped with the site, one caption each. */
export const WINNER_SLIDES: readonly WinnerSlide[] = [
  { image: "/images/winners/winner-1.webp", caption: "Marcus from Ohio won a pair of Air Jordan 1 Mids" },
  { image: "/images/winners/winner-2.webp", caption: "Priya from Texas won a pair of Nike Dunk Lows" },
  { image: "/images/winners/winner-3.webp", caption: "Jordan from Illinois won a pair of New Balance 550s" },
  { image: "/images/winners/winner-4.webp", caption: "Sofia from California won a pair of adidas Sambas" },
  { image: "/images/winners/winner-5.webp", caption: "Dev from New York won a pair of ASICS GEL-Kayano 14s" },
];
