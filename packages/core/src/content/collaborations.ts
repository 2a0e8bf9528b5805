/** /collaborations: a 'Coming Soon' placeholder with a contact mailto (PARTNERSHIPS_EMAIL). */
export const COLLABORATIONS_PAGE = {
  title: "Collaborations",
  heading: "Coming Soon",
  description:
    "We're lining up collaborations with brands, artists and shops from the sneaker world. If you'd like to build something " +
    "with Kicks Directory, we'd love to hear from you.",
  contactLabel: "Email our partnerships team",
} as const;
