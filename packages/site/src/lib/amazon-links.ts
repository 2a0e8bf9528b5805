import { amazonTagFor, placedLink, publicQueryKeys, type PublicApi } from "@app/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { usePlacement } from "./placement";
import { usePublicApi } from "./public-api";

/**
 * The server's settings the pages need: the Rakuten publisher id of the shop deep links, the Amazon associate tag and
 * the tracking id of each placement.
 */
export const configQueries = {
  get: (api: Pick<PublicApi, "config">) => queryOptions({ queryKey: publicQueryKeys.config.all, queryFn: () => api.config() }),
};

/**
 * Every outbound link the pages show goes through this: Amazon links get the tracking id of their placement (the
 * nearest PlacementArea, or `placement`) as mapped in the admin, else AMAZON_ASSOCIATE_TAG (GET /api/config, fetched
 * with the page on the server and so in its HTML); Rakuten deep links get the placement as `u1`. Other links pass
 * through unchanged.
 */
export function useAmazonLink(placement?: string): (href: string) => string {
  const config = useQuery(configQueries.get(usePublicApi())).data;
  const place = usePlacement();
  const where = placement ?? place;
  const tag = amazonTagFor(where, config?.amazonTrackingIds, config?.amazonAssociateTag);
  return (href) => placedLink(href, where, tag);
}
