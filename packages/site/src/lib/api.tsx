import type { ApiClient } from "@app/core";
import { createContext, useContext, type ReactNode } from "react";

const ApiContext = createContext<ApiClient | null>(null);

/** Provides the API client chosen by the host (web: fetch with cookies; desktop: main-process transport). */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error("useApi must be used inside <ApiProvider>");
  return client;
}
