import { PLACEMENTS } from "@app/core";
import { CATEGORY_CARDS, PRODUCTS_PAGE } from "@app/core/content";
import { CategoryCards } from "../features/products/category-cards";
import { PlacementArea } from "../lib/placement";
import { CatalogueListing } from "./catalogue-page";

const DESCRIPTION =
  "Shop sneaker display cases, cleaning kits, storage boxes, shoe trees, protective sprays and laces from trusted retailers.";

/**
 * /products?page=N: page N of the catalogue in the grid order, or narrowed and sorted by the address's filters
 * (`store`, `min`, `max`, `instock=1`, `sort`); a malformed page number is 'Page Not Found'.
 */
export default function ProductsPage() {
  return (
    <CatalogueListing
      title={PRODUCTS_PAGE.title}
      description={DESCRIPTION}
      placement={PLACEMENTS.productsGrid}
      intro={PRODUCTS_PAGE.description}
      after={
        <section aria-labelledby="categories-title" className="space-y-5">
          <h2 id="categories-title" className="font-display text-2xl font-black sm:text-3xl">
            Shop by Category
          </h2>
          <PlacementArea placement={PLACEMENTS.productsCategories}>
            <CategoryCards categories={CATEGORY_CARDS} />
          </PlacementArea>
        </section>
      }
    />
  );
}
