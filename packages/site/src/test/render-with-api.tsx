import { createApiClient, fetchTransport } from "@app/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { useState, type ReactElement, type ReactNode } from "react";
import { vi } from "vitest";
import { NewsletterPanelProvider } from "../features/newsletter/newsletter-state";
import { ApiProvider, PublicApiProvider } from "../lib/api";
import { createQueryClient } from "../lib/query-client";

/**
 * Renders `ui` under a fresh QueryClient, the public and admin API clients, both fetching through a stub, and the
 * public pages' UI state (app/providers.tsx):
 * `respond` gets each requested URL and returns the Response. Returns the stub to inspect the calls.
 */
export function renderWithApi(ui: ReactElement, respond: (url: string) => Promise<Response>) {
  const fetchStub = vi.fn<typeof fetch>((input) => respond(String(input)));
  const transport = fetchTransport("", fetchStub);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PublicApiProvider transport={transport}>
        <ApiProvider client={createApiClient(transport)}>
          <NewsletterPanelProvider>{ui}</NewsletterPanelProvider>
        </ApiProvider>
      </PublicApiProvider>
    </QueryClientProvider>,
  );
  return fetchStub;
}

/** A JSON response, as the API sends it. */
export const jsonResponse = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/**
 * One page of a paged list, as the API sends it: the items, and `Link: <next>; rel="next"` when `next` (the next
 * page's request path) is given.
 */
export const pageResponse = (items: unknown[], next?: string) =>
  Promise.resolve(
    new Response(JSON.stringify(items), {
      status: 200,
      headers: next ? { Link: `<${next}>; rel="next"` } : {},
    }),
  );

/**
 * A `render` wrapper for a component that reads the server's settings (GET /api/config: the Amazon tracking ids of
 * the links it shows) and nothing else: a fresh QueryClient and a public API answering `config`.
 */
export function withSiteConfig(config: Record<string, unknown> = {}) {
  const transport = fetchTransport("", (() => jsonResponse({ rakutenPublisherId: "3850173", ...config })) as typeof fetch);
  return function SiteConfig({ children }: { children: ReactNode }) {
    const [client] = useState(createQueryClient);
    return (
      <QueryClientProvider client={client}>
        <PublicApiProvider transport={transport}>{children}</PublicApiProvider>
      </QueryClientProvider>
    );
  };
}
