import { callEndpoint, walkEndpoints, type EndpointClient } from "./endpoint-client";
import { ENDPOINTS, type EndpointDef } from "./endpoints";
import type { Transport } from "./transport";

/**
 * The admin's client: every endpoint of the table (endpoints.ts) as a function, `api.products.update({ params, body })`,
 * its answer parsed with the entry's schema (the admin's screens trust only what they have checked).
 */
export function createApiClient(transport: Transport): ApiClient {
  return walkEndpoints((key, input) =>
    callEndpoint(transport, key, input, (json) => {
      const schema = (ENDPOINTS[key] as EndpointDef).ok.schema;
      return schema && json !== undefined ? schema.parse(json) : json;
    }),
  );
}

export type ApiClient = EndpointClient;
