import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useApi } from "../../lib/api";
import { configQueries } from "../../lib/queries";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { PageHeader } from "../shared/states";
import { BrandsSection } from "./brands-section";
import { StoresSection } from "./stores-section";

/** Manage Stores: the stores of /stores (their merchant ids first of all) and the brand listings of /resources. */
export function ManageStoresPage() {
  const api = useApi();
  // The server's RAKUTEN_PUBLISHER_ID, the one the public store links use (GET /api/config).
  const config = useQuery(configQueries.get(api));

  return (
    <>
      <PageHeader
        title={ADMIN_SECTIONS.stores.title}
        description="Add, edit and remove the stores of the directory and the brand listings; a store's Rakuten merchant ID turns its shop button into an affiliate link."
      />

      <aside aria-labelledby="merchant-help" className="grid gap-2 rounded-xl border border-brand/40 bg-accent/50 p-5 text-sm">
        <h2 id="merchant-help" className="flex items-center gap-2 font-semibold">
          <Info className="size-4" aria-hidden="true" />
          How to find a merchant ID
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
          <li>Sign in to the Rakuten Advertising publisher dashboard.</li>
          <li>Open Advertisers and search for the store (you must be approved for its program).</li>
          <li>Open the advertiser's page: the merchant ID (MID) is shown under its name and in its links' "mid=" parameter.</li>
          <li>Paste the number here and save. The store's Shop Now button then links through Rakuten.</li>
        </ol>
        <p>
          Publisher ID used in the links:{" "}
          {config.data ? (
            <span className="font-mono font-semibold">{config.data.rakutenPublisherId}</span>
          ) : config.isError ? (
            <span>unavailable (the server could not be reached)</span>
          ) : (
            <span className="inline-block h-4 w-20 animate-pulse rounded-md bg-muted align-middle" aria-label="Loading" />
          )}
        </p>
      </aside>

      <Tabs defaultValue="stores">
        <TabsList>
          <TabsTrigger value="stores">Stores</TabsTrigger>
          <TabsTrigger value="brands">Brand listings</TabsTrigger>
        </TabsList>
        <TabsContent value="stores">
          <StoresSection />
        </TabsContent>
        <TabsContent value="brands">
          <BrandsSection />
        </TabsContent>
      </Tabs>
    </>
  );
}
