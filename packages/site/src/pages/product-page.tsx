import { paths, productCategoryLabel, type ProductPage as ProductPageData, productStructuredData } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ResponseStatus } from "../app/response-status";
import { buttonVariants } from "../components/ui/button";
import { ProductDetail } from "../features/products/product-detail";
import { Seo, siteOrigin } from "../features/seo/seo";
import { breadcrumbList } from "../features/seo/structured-data";
import { usePublicApi } from "../lib/public-api";
import { productQueries } from "../lib/product-queries";

const MISSING = {
  404: {
    title: "Product Not Found",
    description: "The product you're looking for isn't in our catalogue.",
  },
  410: {
    title: "Product No Longer Available",
    description: "This product has been removed from our catalogue.",
  },
} as const;

/** The page's JSON-LD: the Product with its Offer and AggregateRating, and the breadcrumb trail to it. */
function productJsonLd(page: ProductPageData) {
  const { product } = page;
  const path = paths.productPage(product.slug);
  return [
    {
      ...productStructuredData(product, { siteUrl: siteOrigin(), now: new Date() }),
      url: `${siteOrigin()}${path}`,
      ...(product.description ? { description: product.description } : {}),
      category: productCategoryLabel(product.category),
    },
    breadcrumbList([
      { name: "Home", path: paths.home() },
      { name: "Products", path: paths.products() },
      { name: productCategoryLabel(product.category), path: paths.productCategory(product.category) },
      { name: product.title, path },
    ]),
  ];
}

const describe = (page: ProductPageData) => {
  const { product } = page;
  if (product.description) return product.description.length > 160 ? `${product.description.slice(0, 157)}…` : product.description;
  return `${product.title} at ${product.sourceStore}: price history, rating and where it is featured.`;
};

/** /products/{slug}: a product's page; an unknown slug is 'Product Not Found' (404), a deleted product's a 410. */
export default function ProductPage() {
  const slug = useParams().slug ?? "";
  const query = useQuery(productQueries.detail(usePublicApi(), slug));
  // An older slug answers with the product (the API redirects): show its current address.
  const navigate = useNavigate();
  const current = query.data && "product" in query.data ? query.data.product.slug : undefined;
  useEffect(() => {
    if (current && current !== slug) navigate(paths.productPage(current) + window.location.search, { replace: true });
  }, [current, slug, navigate]);

  if (query.isSuccess && "product" in query.data) {
    const page = query.data;
    return (
      <>
        <Seo
          title={page.product.title}
          description={describe(page)}
          path={paths.productPage(page.product.slug)}
          image={page.product.imageUrl}
          jsonLd={productJsonLd(page)}
        />
        <ProductDetail page={page} />
      </>
    );
  }
  if (query.isPending && slug !== "") return <ProductPageLoading />;
  if (query.isError)
    return (
      <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center gap-3 px-4 py-20 text-center">
        <p className="font-semibold">We couldn't load this product.</p>
        <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  const status = query.data && "missing" in query.data ? query.data.missing : 404;
  const text = MISSING[status];
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <ResponseStatus code={status} />
      <Seo title={text.title} description={text.description} path={paths.productPage(slug)} noindex />
      <h1 className="font-display text-3xl sm:text-4xl">{text.title}</h1>
      <p className="mt-3 text-muted-foreground">{text.description}</p>
      <Link className={`${buttonVariants()} mt-8`} to={paths.products()}>
        Browse all products
      </Link>
    </section>
  );
}

/** While the product loads (the stand-in document, or a page opened from a link): the page's frame, nothing path-specific. */
function ProductPageLoading() {
  return (
    <div role="status" className="mx-auto min-h-dvh max-w-6xl px-4 py-8 sm:px-6">
      <span className="sr-only">Loading the product…</span>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="aspect-square w-full animate-pulse rounded-xl bg-muted motion-reduce:animate-none" />
        <div className="space-y-4">
          <div className="h-4 w-1/3 rounded bg-muted" />
          <div className="h-10 w-full rounded bg-muted" />
          <div className="h-8 w-24 rounded bg-muted" />
        </div>
      </div>
    </div>
  );
}
