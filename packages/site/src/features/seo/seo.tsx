import { PRERENDER_ORIGIN_PLACEHOLDER } from "@app/core";
import { DEFAULT_OG_IMAGE, SITE_NAME } from "@app/core/content";
import { env } from "../../env";
import { memo } from "react";

/** The origin the server declared in the page it served (its PUBLIC_SITE_URL), if it did; read once. */
let declaredOrigin: string | null | undefined;
function servedOrigin(): string | null {
  if (declaredOrigin === undefined) {
    const declared = document.querySelector<HTMLMetaElement>('meta[name="public-site-url"]')?.content ?? "";
    declaredOrigin = declared && declared !== PRERENDER_ORIGIN_PLACEHOLDER ? declared : null;
  }
  return declaredOrigin;
}

/**
 * The canonical origin: VITE_PUBLIC_SITE_URL when the build knows it. Otherwise the build's prerendered pages
 * carry a placeholder that the server replaces with its PUBLIC_SITE_URL, and the browser uses that same
 * origin (declared by the served page), so the head tags it renders match the prerendered ones. Without a
 * server to declare it (the Vite dev server), it is the origin the page was loaded from.
 */
export function siteOrigin(): string {
  const configured = env.VITE_PUBLIC_SITE_URL.replace(/\/+$/, "");
  if (configured) return configured;
  if (import.meta.env.SSR) return PRERENDER_ORIGIN_PLACEHOLDER;
  return (servedOrigin() ?? window.location.origin).replace(/\/+$/, "");
}

export function absoluteUrl(pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, siteOrigin() + "/").href;
  } catch {
    return pathOrUrl;
  }
}

export interface SeoProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The canonical path, e.g. "/stores". */
  path: string;
  /** A numbered list's previous and next pages (`/products`, `/products?page=3`), as `<link rel="prev|next">`. */
  prev?: string;
  next?: string;
  image?: string;
  type?: "website" | "article";
  /** An article's first publication (ISO 8601), as `article:published_time`. */
  publishedTime?: string;
  /** One or more schema.org objects, published as JSON-LD. */
  jsonLd?: object | object[];
  noindex?: boolean;
  /**
   * A filtered or reordered address of a list, or a list with nothing in it yet: not indexed (its links are still
   * followed), and its canonical is `path`, the unfiltered list.
   */
  filtered?: boolean;
}

/**
 * Per-page head tags. React 19 hoists <title>, <meta> and <link> into <head> wherever they render.
 */
export function Seo({
  title,
  description,
  path,
  prev,
  next,
  image,
  type = "website",
  publishedTime,
  jsonLd,
  noindex = false,
  filtered = false,
}: SeoProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const canonical = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? DEFAULT_OG_IMAGE);
  const blocks = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* A noindex page (not found) names no URL of its own, canonical or og:url: one prerendered page answers every unknown path. */}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {filtered && !noindex && <meta name="robots" content="noindex, follow" />}
      {!noindex && !filtered && prev && <link rel="prev" href={absoluteUrl(prev)} />}
      {!noindex && !filtered && next && <link rel="next" href={absoluteUrl(next)} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {type === "article" && publishedTime && <meta property="article:published_time" content={publishedTime} />}
      {!noindex && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {blocks.map((block, i) => (
        <JsonLd key={i} data={block} />
      ))}
    </>
  );
}

/**
 * Structured data as JSON-LD. It is data, not script, so the CSP's script-src does not apply. Written out again only
 * when its data changes: Home's list of every card shown would otherwise be serialised on each tap of "Show more".
 */
export const JsonLd = memo(function JsonLd({ data }: { data: object }) {
  // "<" is escaped so no string in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
});
