import type { ApiClient } from "@app/core";
import { createContext, useContext, type ReactNode } from "react";

// The public pages' reads live in public-api.tsx (their start-up code carries nothing of the admin's client).
export { PublicApiProvider, usePublicApi, useTransport } from "./public-api";

const ApiContext = createContext<ApiClient | null>(null);

/** Provides the admin's API client (core's validating client), chosen by the host: the site's /admin, the desktop. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error("useApi must be used inside <ApiProvider>");
  return client;
}
