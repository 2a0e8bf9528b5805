import { SPONSORED_REL, type Resource } from "@app/core";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Picture } from "../../components/picture";
import { buttonVariants } from "../../components/ui/button";
import { useAmazonLink } from "../../lib/amazon-links";
import { trackLinkClick } from "../analytics/analytics";
import { InitialsAvatar } from "./initials-avatar";

const LOGO_SIZE = 64;
/** The logo pictures are square, this many pixels wide (packages/site/scripts/generate-images.mjs). */
const LOGO_FILE_SIZE = 256;

/** A directory listing: logo (initials when it fails to load), name, description and 'Visit Store'. */
export function ResourceCard({ resource }: { resource: Pick<Resource, "name" | "url" | "description" | "logo"> }) {
  // A listing added without a logo shows its initials from the start.
  const [logoFailed, setLogoFailed] = useState(resource.logo === "");
  const url = useAmazonLink()(resource.url);
  return (
    <article className="flex h-full flex-col rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-center gap-4">
        {logoFailed ? (
          <InitialsAvatar name={resource.name} size={LOGO_SIZE} />
        ) : (
          <Picture
            src={resource.logo}
            alt={`${resource.name} logo`}
            width={LOGO_FILE_SIZE}
            height={LOGO_FILE_SIZE}
            sizes={`${LOGO_SIZE}px`}
            loading="lazy"
            decoding="async"
            onError={() => setLogoFailed(true)}
            className="size-16 shrink-0 rounded-lg border border-border bg-muted object-cover"
          />
        )}
        <h3 className="text-lg leading-tight font-bold">{resource.name}</h3>
      </div>
      <p className="mt-3 flex-1 text-sm text-muted-foreground">{resource.description}</p>
      <a
        className={buttonVariants({ variant: "outline", size: "sm", className: "mt-4 self-start" })}
        href={url}
        target="_blank"
        rel={SPONSORED_REL}
        onClick={() => trackLinkClick("affiliate_link", resource.name, url)}
      >
        Visit Store
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">: {resource.name} (opens in a new tab)</span>
      </a>
    </article>
  );
}
