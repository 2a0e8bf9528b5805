// `@app/site/admin`: the admin console for its two hosts (the site at /admin, the desktop app).
export { AdminApp, type AdminAppProps } from "./admin-app";
export type { AdminPlatform } from "./admin-platform";
export { createQueryClient } from "../lib/query-client";
export { ApiProvider } from "../lib/api";
export { adminQueries } from "../lib/queries";

// A host that imports the admin before mounting its router (the desktop) gets the Back/Forward hook in time;
// the site installs it itself at start-up (main.tsx), as the admin is loaded later there.
import { installHistoryGuard } from "../lib/history-guard";
installHistoryGuard();
