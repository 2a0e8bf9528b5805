import type { Transport } from "@app/core";
import type { DesktopBridge } from "../shared/bridge";

/**
 * The API client's transport in the desktop renderer: every call goes to the main process, which adds the
 * session and talks to the server. Tests pass a stand-in bridge that does the same over HTTP.
 */
export function createBridgeTransport(
  bridge: Pick<DesktopBridge, "api">,
  options: { onUnauthorized?: (path: string) => void } = {},
): Transport {
  return async (request) => {
    const response = await bridge.api.request(request);
    if (response.status === 401) options.onUnauthorized?.(request.path);
    return response;
  };
}
