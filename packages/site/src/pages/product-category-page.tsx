import { PLACEMENTS, PRODUCT_CATEGORIES } from "@app/core";
import { useParams } from "react-router";
import { NotFoundPage } from "../app/lazy-pages";
import { CatalogueListing } from "./catalogue-page";

/** The description of a category's page (its meta description and introduction). */
export const categoryDescription = (label: string) =>
  `${label} for sneaker collectors from trusted retailers: compare prices, ratings and stock, then shop at the store.`;

/**
 * /products/category/{category}: the catalogue's products of one category (core PRODUCT_CATEGORIES; any other
 * value is 'Page Not Found'), with the same filters, sorts and facets as /products.
 */
export default function ProductCategoryPage() {
  const value = useParams().category ?? "";
  const category = PRODUCT_CATEGORIES.find((c) => c.value === value);
  if (!category) return <NotFoundPage />;
  const description = categoryDescription(category.label);
  return (
    <CatalogueListing
      key={category.value}
      category={category.value}
      title={category.label}
      description={description}
      placement={PLACEMENTS.categoryPage}
      intro={description}
    />
  );
}
