import { zodConfig } from "./app/zod-config";
import { createApiClient, fetchTransport } from "@app/core";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/app-routes";
import { AppProviders } from "./app/providers";
import { env } from "./env";
import { initAnalytics } from "./features/analytics/analytics";
import { createQueryClient } from "./lib/query-client";
import "./styles/globals.css";

// index.html carries a default title and description for clients without JavaScript; each page renders
// its own (React hoists them into <head>), so the static pair is dropped to avoid duplicates.
document.querySelectorAll("head [data-static-head]").forEach((element) => element.remove());

if (!zodConfig.jitless) throw new Error("zod must run without JIT under the CSP");
initAnalytics(env.VITE_GA_MEASUREMENT_ID);

const api = createApiClient(fetchTransport(env.VITE_API_URL));
const queryClient = createQueryClient(api);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first render runs as a transition, so React can split it into short slices (less main-thread blocking).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders api={api} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
