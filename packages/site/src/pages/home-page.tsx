import { paths, PLACEMENTS, productStructuredData } from "@app/core";
import { HOME_FAQ, HOME_HEADLINE, SITE_TAGLINE } from "@app/core/content";
import { Suspense, useMemo } from "react";
import { HeroCarousel, HeroCarouselSkeleton } from "../features/home/hero-carousel";
import { HomeFaq } from "../features/home/home-faq";
import { ProductGrid } from "../features/products/product-grid";
import { ShowMore } from "../features/products/show-more";
import { useHeroProducts, useProductPages } from "../features/products/use-products";
import { useNewsletterHash } from "../features/newsletter/use-newsletter-panel";
import { JsonLd, Seo, siteOrigin } from "../features/seo/seo";
import { PlacementArea } from "../lib/placement";
import { faqPage, itemList, webSite } from "../features/seo/structured-data";

const HOME_TITLE = "Sneaker Display Cases, Cleaning Kits & Storage";
const HOME_DESCRIPTION =
  "Curated sneaker display cases, cleaning kits, storage boxes and care essentials for collectors, with links to trusted retailers.";

export default function HomePage() {
  useNewsletterHash();
  // The hero's products come picked and ordered by the server (core's pickHeroProducts).
  const hero = useHeroProducts();
  // The site's and the FAQ's structured data; the grid's list is written beside the grid.
  const jsonLd = useMemo(() => [webSite(), faqPage(HOME_FAQ)], []);

  // The hero and the FAQ are Suspense boundaries, like the grid: each hydrates on its own, so a tap on "Show more"
  // while the page hydrates waits for the page's frame alone, not for every slide and question (docs/decisions/0044).
  return (
    <>
      <Seo title={HOME_TITLE} description={HOME_DESCRIPTION} path="/" jsonLd={jsonLd} />

      <div className="mx-auto max-w-7xl space-y-14 px-4 pt-8 pb-4 sm:px-6 sm:pt-12">
        <section aria-labelledby="home-title" className="space-y-6">
          <div className="max-w-3xl space-y-3">
            <h1 id="home-title" className="font-display text-4xl leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
              {HOME_HEADLINE.lead} <span className="text-brand">{HOME_HEADLINE.emphasis}</span>
            </h1>
            <p className="text-lg text-muted-foreground">{SITE_TAGLINE}</p>
          </div>
          <PlacementArea placement={PLACEMENTS.homeHero}>
            <Suspense>{hero.isPending ? <HeroCarouselSkeleton /> : <HeroCarousel products={hero.data ?? []} />}</Suspense>
          </PlacementArea>
        </section>

        <CollectorEssentials belowHero={(hero.data?.length ?? 0) > 0} />

        <section aria-labelledby="faq-title" className="mx-auto max-w-3xl space-y-5 render-when-visible">
          <h2 id="faq-title" className="font-display text-2xl sm:text-3xl">
            Frequently Asked Questions
          </h2>
          <Suspense>
            <HomeFaq items={HOME_FAQ} />
          </Suspense>
        </section>
      </div>
    </>
  );
}

/**
 * The grid with "Show more", and the structured data of exactly the products it shows. Its own component, so that
 * "Show more" (whose state lives here) renders this section again, not the hero and the rest of the page. Under the
 * hero, the grid is below a phone's first screen: its cards sleep at start (ProductGrid's `awakeAtStart`).
 */
function CollectorEssentials({ belowHero }: { belowHero: boolean }) {
  // The grid's pages come picked and ordered by the server (core's orderProductGrid).
  const pages = useProductPages();
  const { first, products, nextPage } = pages;

  const list = useMemo(() => {
    const now = new Date();
    const siteUrl = siteOrigin();
    return products.length > 0
      ? itemList(
          "Collector Essentials",
          products.map((product) => productStructuredData(product, { siteUrl, now })),
        )
      : null;
  }, [products]);

  // Hydrated on its own: a tap on Show more does not wait for every card (docs/decisions/0040). The same element while
  // the products stay the same: a new one (every render of this section, as "Show more" sets its state) would make
  // React hydrate every card at once inside the tap, if the page had not hydrated them yet (docs/decisions/0044).
  const grid = useMemo(
    () => (
      <Suspense>
        <ProductGrid status="success" products={products} awakeAtStart={belowHero ? 0 : undefined} />
      </Suspense>
    ),
    [products, belowHero],
  );

  return (
    <section aria-labelledby="products-title" className="space-y-5">
      {list && <JsonLd data={list} />}
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="products-title" className="font-display text-2xl sm:text-3xl">
          Collector Essentials
        </h2>
        <p className="text-sm text-muted-foreground">Prices and availability are set by each retailer.</p>
      </div>
      {pages.loading ? (
        <ProductGrid status="pending" />
      ) : first.isError ? (
        <ProductGrid status="error" onRetry={() => void first.refetch()} retrying={first.isFetching} />
      ) : (
        <PlacementArea placement={PLACEMENTS.homeGrid}>
          {grid}
          {(nextPage !== null || pages.appended) && (
            <ShowMore
              shown={products.length}
              next={nextPage === null ? null : `${paths.products()}?page=${nextPage}`}
              onShowMore={pages.showMore}
              state={pages.state}
              appended={pages.appended}
            />
          )}
        </PlacementArea>
      )}
    </section>
  );
}
