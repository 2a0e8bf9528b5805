import { ABOUT_TEXT, AFFILIATE_DISCLOSURE, CONTACT_EMAIL, FOOTER_AFFILIATE_LINK, FOOTER_COLUMNS, SITE_NAME } from "@app/core/content";
import { PLACEMENTS, SPONSORED_REL } from "@app/core";
import { ExternalLink, Mail } from "lucide-react";
import { Link } from "react-router";
import { trackLinkClick } from "../../features/analytics/analytics";
import { useAmazonLink } from "../../lib/amazon-links";
import { ClientOnly } from "../../components/client-only";
import { isExternal } from "./nav-items";
import { SiteLogo } from "./site-logo";

const linkClass = "rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline underline-offset-4";

/** Site footer: about, affiliate link, Explore / Company / Contact columns and the affiliate disclosure. */
export function SiteFooter() {
  const affiliateUrl = useAmazonLink(PLACEMENTS.footer)(FOOTER_AFFILIATE_LINK.url);
  return (
    <footer className="mt-16 border-t bg-muted/40 render-when-visible">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Link to="/" className="inline-flex rounded-md" aria-label={`${SITE_NAME} home`}>
            <SiteLogo />
          </Link>
          <p className="max-w-prose text-sm text-muted-foreground">{ABOUT_TEXT}</p>
          <a
            href={affiliateUrl}
            data-placement={PLACEMENTS.footer}
            target="_blank"
            rel={SPONSORED_REL}
            onClick={() => trackLinkClick("affiliate_link", FOOTER_AFFILIATE_LINK.label, affiliateUrl)}
            className="inline-flex items-center gap-1.5 text-sm font-semibold underline underline-offset-4 hover:text-brand"
          >
            {FOOTER_AFFILIATE_LINK.label}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>

        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-extrabold uppercase tracking-wider">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  {isExternal(link.href) ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {link.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link to={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-extrabold uppercase tracking-wider">Contact</h2>
          <p className="mt-3 text-sm text-muted-foreground">Questions, corrections or a store we should list?</p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold underline underline-offset-4 hover:text-brand"
          >
            <Mail className="size-4" aria-hidden="true" />
            {CONTACT_EMAIL}
          </a>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto max-w-7xl space-y-2 px-4 pt-6 pb-24 text-xs text-muted-foreground sm:px-6">
          <p>
            <strong className="font-semibold text-foreground">Affiliate disclosure:</strong> {AFFILIATE_DISCLOSURE}
          </p>
          <p>
            © <ClientOnly>{new Date().getFullYear()} </ClientOnly>
            {SITE_NAME}. Product names and logos belong to their owners.
          </p>
        </div>
      </div>
    </footer>
  );
}
