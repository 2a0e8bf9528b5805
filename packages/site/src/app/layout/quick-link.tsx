import { PLACEMENTS, SPONSORED_REL } from "@app/core";
import type { QuickLink } from "@app/core/content";
import { trackLinkClick } from "../../features/analytics/analytics";
import { useAmazonLink } from "../../lib/amazon-links";
import { ContentIcon } from "../../components/content-icon";

/**
 * A header section's sponsored quick link (the desktop dropdown's and the mobile menu's): it opens the retailer in a
 * new tab, is counted as an affiliate click, and then closes the menu it is in (`onSelect`).
 */
export function QuickLinkAnchor({ link, className, onSelect }: { link: QuickLink; className: string; onSelect: () => void }) {
  const href = useAmazonLink(PLACEMENTS.headerMenu)(link.href);
  return (
    <a
      href={href}
      data-placement={PLACEMENTS.headerMenu}
      target="_blank"
      rel={SPONSORED_REL}
      onClick={() => {
        trackLinkClick("affiliate_link", link.name, href);
        onSelect();
      }}
      className={className}
    >
      {link.logo ? (
        // The brand's own mark at its smallest size (the logos' 128 px files), in place of a generic icon.
        <img
          src={link.logo.replace(/\.webp$/, "-128.webp")}
          alt=""
          width={20}
          height={20}
          loading="lazy"
          className="size-5 rounded-sm bg-white object-contain"
        />
      ) : (
        <ContentIcon name={link.icon} className="size-4 text-muted-foreground" />
      )}
      {link.name}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** A list's items, one per quick link (the desktop dropdown's, and the mobile menu's once it opens). */
export function QuickLinkItems({ links, className, onSelect }: { links: readonly QuickLink[]; className: string; onSelect: () => void }) {
  return links.map((link) => (
    <li key={link.name}>
      <QuickLinkAnchor link={link} onSelect={onSelect} className={className} />
    </li>
  ));
}
