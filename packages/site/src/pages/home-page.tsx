import { paths, PLACEMENTS, productStructuredData } from "@app/core";
import { HOME_FAQ, HOME_HEADLINE, SITE_TAGLINE } from "@app/core/content";
import { Suspense, useMemo } from "react";
import { HeroCarousel, HeroCarouselSkeleton } from "../features/home/hero-carousel";
import { HomeFaq } from "../features/home/home-faq";
import { ProductGrid } from "../features/products/product-grid";
import { ShowMore } from "../features/products/show-more";
import { useHeroProducts, useProductPages } from "../features/products/use-products";
import { useNewsletterHash } from "../features/newsletter/use-newsletter-panel";
import { Seo, siteOrigin } from "../features/seo/seo";
import { PlacementArea } from "../lib/placement";
import { faqPage, itemList, webSite } from "../features/seo/structured-data";

const HOME_TITLE = "Sneaker Display Cases, Cleaning Kits & Storage";
const HOME_DESCRIPTION =
  "Curated sneaker display cases, cleaning kits, storage boxes and care essentials for collectors, with links to trusted retailers.";

export default function HomePage() {
  useNewsletterHash();
  // The hero's products and the grid's pages come picked and ordered by the server (SPEC §9).
  const hero = useHeroProducts();
  const grid = useProductPages();
  const { first, products, nextPage } = grid;

  // The structured data covers exactly the products shown.
  const jsonLd = useMemo(() => {
    const now = new Date();
    const siteUrl = siteOrigin();
    const productData = products.map((product) => productStructuredData(product, { siteUrl, now }));
    const blocks: object[] = [webSite(), faqPage(HOME_FAQ)];
    if (productData.length > 0) blocks.push(itemList("Collector Essentials", productData));
    return blocks;
  }, [products]);

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
            {hero.isPending ? <HeroCarouselSkeleton /> : <HeroCarousel products={hero.data ?? []} />}
          </PlacementArea>
        </section>

        <section aria-labelledby="products-title" className="space-y-5">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="products-title" className="font-display text-2xl sm:text-3xl">
              Collector Essentials
            </h2>
            <p className="text-sm text-muted-foreground">Prices and availability are set by each retailer.</p>
          </div>
          {grid.loading ? (
            <ProductGrid status="pending" />
          ) : first.isError ? (
            <ProductGrid status="error" onRetry={() => void first.refetch()} retrying={first.isFetching} />
          ) : (
            <PlacementArea placement={PLACEMENTS.homeGrid}>
              {/* Hydrated on its own: a tap on Show more does not wait for every card (docs/decisions/0040). */}
              <Suspense>
                <ProductGrid status="success" products={products} />
              </Suspense>
              {(nextPage !== null || grid.appended) && (
                <ShowMore
                  shown={products.length}
                  next={nextPage === null ? null : `${paths.products()}?page=${nextPage}`}
                  onShowMore={grid.showMore}
                  state={grid.state}
                  appended={grid.appended}
                />
              )}
            </PlacementArea>
          )}
        </section>

        <section aria-labelledby="faq-title" className="mx-auto max-w-3xl space-y-5 render-when-visible">
          <h2 id="faq-title" className="font-display text-2xl sm:text-3xl">
            Frequently Asked Questions
          </h2>
          <HomeFaq items={HOME_FAQ} />
        </section>
      </div>
    </>
  );
}
