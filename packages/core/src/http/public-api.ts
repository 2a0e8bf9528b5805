import { callEndpoint, walkEndpoints, type EndpointClient } from "./endpoint-client";
import type { Transport } from "./transport";

/**
 * What the public pages read from the API: the endpoint table walked as the admin's client is (client.ts), typed by
 * core's schemas but not parsed with them: the answers are the server's own output, which it validated on the way in,
 * and leaving zod out keeps it off the pages' start-up JavaScript (docs/decisions/0005).
 */
export function createPublicApi(transport: Transport): PublicApi {
  return walkEndpoints((key, input) => callEndpoint(transport, key, input));
}

export type PublicApi = EndpointClient;
