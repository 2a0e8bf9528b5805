// `@app/site/admin`: the admin console for its two hosts (the site at /admin, the desktop app).
export { AdminApp, type AdminAppProps } from "./admin-app";
export type { AdminPlatform } from "./admin-platform";
export { createQueryClient } from "../lib/query-client";
export { ApiProvider } from "../lib/api";
