import { AFFILIATE_DISCLOSURE_SHORT, AFFILIATE_POLICY_PATH } from "@app/core/content";

/**
 * The short affiliate disclosure at the top of every public page's main content (docs/decisions/0039): every page's
 * HTML carries an affiliate link (at least the footer's Amazon link), and this line comes before the first of them.
 * Static text in the server's HTML, so it shifts nothing and costs no script. The link is a plain one: the browser
 * opens the Terms at their "Affiliate disclosure" section itself.
 */
export function AffiliateDisclosure() {
  return (
    <p data-affiliate-disclosure="" className="mx-auto max-w-7xl px-4 pt-3 text-xs text-muted-foreground sm:px-6">
      {AFFILIATE_DISCLOSURE_SHORT}{" "}
      <a href={AFFILIATE_POLICY_PATH} className="underline underline-offset-2 hover:text-foreground">
        How we earn
      </a>
    </p>
  );
}
