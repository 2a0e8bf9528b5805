import { createApiClient, fetchTransport } from "@app/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { ApiProvider } from "../lib/api";
import { createQueryClient } from "../lib/query-client";

/**
 * Renders `ui` under a fresh QueryClient and an API client that fetches through a stub: `respond` gets each
 * requested URL and returns the Response. Returns the stub to inspect the calls.
 */
export function renderWithApi(ui: ReactElement, respond: (url: string) => Promise<Response>) {
  const fetchStub = vi.fn<typeof fetch>((input) => respond(String(input)));
  const api = createApiClient(fetchTransport("", fetchStub));
  render(
    <QueryClientProvider client={createQueryClient(api)}>
      <ApiProvider client={api}>{ui}</ApiProvider>
    </QueryClientProvider>,
  );
  return fetchStub;
}

/** A JSON response, as the API sends it. */
export const jsonResponse = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
