import { zodConfig } from "./zod-config";
import { createApiClient } from "@app/core";
import { useMemo } from "react";
import { ApiProvider, useTransport } from "../lib/api";
import { AdminApp, type AdminAppProps } from "../admin/index";

if (!zodConfig.jitless) throw new Error("zod must run without JIT under the CSP");

/**
 * The admin as the site mounts it at /admin (a lazy chunk): its validating API client (core's createApiClient,
 * zod) is built here, on the site's transport, so zod loads with the admin and never with a public page.
 */
export function SiteAdmin(props: AdminAppProps) {
  const transport = useTransport();
  const api = useMemo(() => createApiClient(transport), [transport]);
  return (
    <ApiProvider client={api}>
      <AdminApp {...props} />
    </ApiProvider>
  );
}
