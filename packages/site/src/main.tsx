import { fetchTransport, QUERY_STATE_ELEMENT_ID } from "@app/core";
import { hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { SiteApp } from "./app/site-app";
import { env } from "./env";
import { initAnalytics } from "./features/analytics/analytics";
import { trackOutboundClicks } from "./features/analytics/outbound-clicks";
import { installHistoryGuard } from "./lib/history-guard";
import { createQueryClient } from "./lib/query-client";
import "./styles/globals.css";

// index.html carries a default title and description for pages rendered without their own (the admin shell);
// each page renders its own (React hoists them into <head>), so the static pair is dropped.
document.querySelectorAll("head [data-static-head]").forEach((element) => element.remove());

initAnalytics(env.VITE_GA_MEASUREMENT_ID);
trackOutboundClicks(env.VITE_API_URL.replace(/\/+$/, ""));

// Before the router mounts, so a screen with unsaved text can hold Back and Forward (lib/history-guard.ts).
installHistoryGuard();

const transport = fetchTransport(env.VITE_API_URL);
const queryClient = createQueryClient();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = <SiteApp transport={transport} queryClient={queryClient} withRouter={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;

// Hydration starts in a task of its own, after the one that evaluated the code: the browser can paint and take a tap in
// between (on a throttled phone the two together were one task of over 100 ms, docs/decisions/0043). A page rendered
// for this very location (by the server, or by the build for a static host) is hydrated with the data the server
// rendered it with (ssr/document.ts: nothing is fetched again); anything else (the admin shell, or a static host's
// stand-in for a blog post, a search, an unknown path) is rendered afresh. Both run as a transition, so React works in
// short slices instead of one long task.
setTimeout(() => {
  const state = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  startTransition(() => {
    if (root.dataset.url === window.location.pathname + window.location.search) {
      hydrateRoot(root, app);
    } else {
      createRoot(root).render(app);
    }
  });
});
