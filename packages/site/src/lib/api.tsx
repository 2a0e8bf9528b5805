import { createPublicApi, type ApiClient, type PublicApi, type Transport } from "@app/core";
import { createContext, useContext, useMemo, type ReactNode } from "react";

const ApiContext = createContext<ApiClient | null>(null);
const PublicApiContext = createContext<{ transport: Transport; api: PublicApi } | null>(null);

/** Provides the admin's API client (core's validating client), chosen by the host: the site's /admin, the desktop. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error("useApi must be used inside <ApiProvider>");
  return client;
}

/** Provides the public pages' reads (core's createPublicApi) over the host's transport, and the transport itself. */
export function PublicApiProvider({ transport, children }: { transport: Transport; children: ReactNode }) {
  const value = useMemo(() => ({ transport, api: createPublicApi(transport) }), [transport]);
  return <PublicApiContext.Provider value={value}>{children}</PublicApiContext.Provider>;
}

function usePublicApiContext() {
  const value = useContext(PublicApiContext);
  if (!value) throw new Error("the public API is read inside <PublicApiProvider>");
  return value;
}

export const usePublicApi = (): PublicApi => usePublicApiContext().api;

/** The site's transport: the admin builds its validating client on it (app/site-admin.tsx). */
export const useTransport = (): Transport => usePublicApiContext().transport;
