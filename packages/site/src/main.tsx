import { zodConfig } from "./app/zod-config";
import { createApiClient, fetchTransport, pageDocumentFor } from "@app/core";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { SiteApp } from "./app/site-app";
import { env } from "./env";
import { initAnalytics } from "./features/analytics/analytics";
import { trackOutboundClicks } from "./features/analytics/outbound-clicks";
import { createQueryClient } from "./lib/query-client";
import "./styles/globals.css";

// index.html carries a default title and description for pages prerendered without their own (the admin shell,
// search); each page renders its own (React hoists them into <head>), so the static pair is dropped.
document.querySelectorAll("head [data-static-head]").forEach((element) => element.remove());

if (!zodConfig.jitless) throw new Error("zod must run without JIT under the CSP");
initAnalytics(env.VITE_GA_MEASUREMENT_ID);
trackOutboundClicks(env.VITE_API_URL.replace(/\/+$/, ""));

const api = createApiClient(fetchTransport(env.VITE_API_URL));
const queryClient = createQueryClient(api);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = <SiteApp api={api} queryClient={queryClient} withRouter={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;

// A page prerendered at build time (scripts/prerender.mjs) is hydrated when it is this path's page; anything
// else (the admin shell, or a static host that answered with another page's file) is rendered afresh.
// Both run as a transition, so React works in short slices instead of one long task.
const prerendered = root.dataset.page;
startTransition(() => {
  if (prerendered && prerendered === pageDocumentFor(window.location.pathname).document?.page) {
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
