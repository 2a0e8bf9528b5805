import { useMemo } from "react";
import { paths, PLACEMENTS } from "@app/core";
import { STORES_PAGE } from "@app/core/content";
import { useSearchParams } from "react-router";
import { useNewsletterHash } from "../features/newsletter/use-newsletter-panel";
import { Seo } from "../features/seo/seo";
import { itemList } from "../features/seo/structured-data";
import { PlacementArea } from "../lib/placement";
import { StoreDirectory, useStores } from "../features/stores/store-directory";
import { storeStructuredData } from "../features/stores/store-structured-data";

export default function StoresPage() {
  useNewsletterHash();
  const stores = useStores();
  const jsonLd = useMemo(
    () => (stores.data?.length ? itemList(STORES_PAGE.title, stores.data.map(storeStructuredData)) : undefined),
    [stores.data],
  );
  // ?q= (a store result of site search) fills the search box, in the server-rendered page too; following another
  // such link starts the directory over with it.
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Seo
        title={STORES_PAGE.title}
        description="Find sneaker flagships, chains and independent boutiques in the USA and worldwide, with directions and shop links."
        path={paths.stores()}
        jsonLd={jsonLd}
      />
      <h1 className="text-3xl font-display font-black tracking-tight sm:text-4xl">{STORES_PAGE.title}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{STORES_PAGE.description}</p>
      <div className="mt-8">
        <PlacementArea placement={PLACEMENTS.stores}>
          <StoreDirectory key={q} initialSearch={q} />
        </PlacementArea>
      </div>
    </div>
  );
}
