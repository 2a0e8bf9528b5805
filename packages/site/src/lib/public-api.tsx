import { createPublicApi, type PublicApi, type Transport } from "@app/core";
import { createContext, useContext, useMemo, type ReactNode } from "react";

/**
 * The public pages' reads (core's createPublicApi) over the host's transport. Apart from the admin's client
 * (lib/api.tsx), which the public pages' start-up code does not carry.
 */
const PublicApiContext = createContext<{ transport: Transport; api: PublicApi } | null>(null);

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
