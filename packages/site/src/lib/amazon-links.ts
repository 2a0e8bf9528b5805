import { amazonLink, publicQueryKeys, type PublicApi } from "@app/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { usePublicApi } from "./public-api";

/** The server's settings the pages need: the Rakuten publisher id of the shop deep links, the Amazon associate tag. */
export const configQueries = {
  get: (api: Pick<PublicApi, "config">) => queryOptions({ queryKey: publicQueryKeys.config.all, queryFn: () => api.config() }),
};

/**
 * Every outbound Amazon link the pages show goes through this: core's `amazonLink` with the server's
 * AMAZON_ASSOCIATE_TAG (GET /api/config, fetched with the page on the server and so in its HTML). Links that are
 * not Amazon's pass through unchanged.
 */
export function useAmazonLink(): (href: string) => string {
  const tag = useQuery(configQueries.get(usePublicApi())).data?.amazonAssociateTag;
  return (href) => amazonLink(href, tag);
}
