import { type ApiClient, formatPrice, paths, queryKeys, type Subscriber, type Subscribers } from "@app/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { BellRing, Download, Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { subscriberQueries } from "../../lib/queries";
import { dateFormat } from "../blog/posts-page";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { AdminTable, type AdminColumn } from "../shared/admin-table";
import { ConfirmDelete } from "../shared/confirm-delete";
import { DismissibleNotice } from "../shared/dismissible-notice";
import { downloadText, toCsv } from "../shared/csv";
import { LoadMoreButton, morePages, useDebouncedValue } from "../shared/paged-list";
import { EmptyState, PageHeader, QueryStates } from "../shared/states";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { SearchBox } from "../shared/search-box";

const STATE = {
  pending: { label: "Pending", variant: "outline" },
  confirmed: { label: "Confirmed", variant: "default" },
  unsubscribed: { label: "Unsubscribed", variant: "secondary" },
  bouncing: { label: "Bouncing", variant: "destructive" },
} as const;

const condition = (w: Subscriber["watches"][number]) =>
  w.targetPrice ? `at ${formatPrice(w.targetPrice, w.currency)}` : `any drop (at ${formatPrice(w.threshold, w.currency)})`;

/** The addresses as CSV (the csv helper guards against formulas: an address may start with = or +). */
export const subscribersCsv = (list: readonly Subscriber[]) =>
  toCsv([
    ["email", "state", "since", "last alert", "watches"],
    ...list.map((s) => [s.email, s.state, s.createdAt, s.lastMailAt ?? "", s.watches.map((w) => `${w.title} ${condition(w)}`).join("; ")]),
  ]);

/** Every address matching `q`, page after page (the export has them all, not only the pages shown). */
async function allSubscribers(api: ApiClient, q: string): Promise<Subscriber[]> {
  const all: Subscriber[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<ApiClient["subscribers"]["list"]>> = await api.subscribers.list({ query: { q, cursor } });
    all.push(...page.subscribers);
    cursor = page.next;
  } while (cursor);
  return all;
}

/** Admin › Subscribers: price alert addresses with their state and watches, how mail leaves, the outbox in development. */
export function SubscribersPage() {
  const api = useApi();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  // A page of addresses at a time; every page also has the counts, the mail mode and the outbox: the first page's are shown.
  const pages = useInfiniteQuery({ ...subscriberQueries.list(api, q), placeholderData: (previous) => previous });
  const list = {
    ...pages,
    isError: pages.isError && !pages.isFetchNextPageError,
    data: pages.data?.pages[0] ? { ...pages.data.pages[0], subscribers: pages.data.pages.flatMap((page) => page.subscribers) } : undefined,
  };
  const more = morePages(pages);
  const exportCsv = useAdminMutation({
    mutationFn: async () => downloadText("subscribers.csv", subscribersCsv(await allSubscribers(api, q))),
    invalidates: [],
    success: { title: "Subscribers exported" },
    failure: "Could not export the subscribers",
  });
  const remove = useAdminMutation({
    mutationFn: (id: number) => api.subscribers.remove({ params: { id } }),
    invalidates: [queryKeys.subscribers.all],
    success: { title: "Address deleted", description: "Only its hash is kept, so it is never mailed again." },
    failure: "Failed to delete the address",
  });

  return (
    <>
      <PageHeader
        title={ADMIN_SECTIONS.subscribers.title}
        description="Readers who asked for price-drop alerts. Nothing is sent before an address confirms; every alert mail has a one-click unsubscribe."
        actions={
          <Button variant="outline" disabled={!list.data || exportCsv.isPending} onClick={() => exportCsv.mutate()}>
            {exportCsv.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            Export CSV
          </Button>
        }
      />
      <QueryStates
        query={list}
        loading={{ label: "Loading subscribers...", className: "grid gap-3", skeletons: ["h-24", "h-64"] }}
        errorTitle="Could not load subscribers"
      >
        {(data) => (
          <>
            <MailStatus mail={data.mail} />
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-6">
              {(
                [
                  ...Object.entries(STATE).map(([state, { label }]) => [label, data.counts[state as keyof Subscribers["counts"]]] as const),
                  ["Watches", data.watches],
                  ["Deleted on request", data.suppressed],
                ] as const
              ).map(([label, n]) => (
                <div key={label} className="rounded-xl border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-semibold">{n}</dd>
                </div>
              ))}
            </dl>
            <SearchBox label="Search addresses" placeholder="name@example.com" value={search} onChange={setSearch} />
            {data.subscribers.length === 0 ? (
              <EmptyState
                icon={<BellRing />}
                title={q ? "No address matches" : "No subscribers yet"}
                description={q ? "Try another part of the address." : "Readers sign up with the price alert form on a product's page."}
              />
            ) : (
              <Card>
                <CardContent className="py-3 sm:py-5">
                  <AdminTable
                    caption="Subscribers, newest first"
                    columns={columns((id) => remove.mutate(id), remove.isPending)}
                    rows={data.subscribers}
                    rowKey={(s) => String(s.id)}
                    rowProps={(s) => ({ className: "align-top", "data-state": s.state })}
                  />
                </CardContent>
              </Card>
            )}
            {data.subscribers.length > 0 ? <LoadMoreButton more={more} what="subscribers" /> : null}
            {data.mail.mode === "off" ? null : <TestMail />}
            {data.mail.mode === "outbox" ? <Outbox outbox={data.outbox} /> : null}
          </>
        )}
      </QueryStates>
    </>
  );
}

function columns(onDelete: (id: number) => void, deleting: boolean): AdminColumn<Subscriber>[] {
  return [
    { id: "email", header: "Address", cell: (s) => <span className="break-all font-medium">{s.email}</span> },
    {
      id: "state",
      header: "State",
      cell: (s) => (
        <div className="grid gap-1">
          <Badge variant={STATE[s.state].variant}>{STATE[s.state].label}</Badge>
          {s.bounceReason ? <span className="text-xs text-destructive">{s.bounceReason}</span> : null}
        </div>
      ),
    },
    {
      id: "watches",
      header: "Watches",
      cell: (s) => (
        <ul className="grid gap-1 text-sm">
          {s.watches.map((w) => (
            <li key={w.productId}>
              <a className="underline" href={paths.productPage(w.slug)} target="_blank" rel="noreferrer">
                {w.title}
              </a>{" "}
              {condition(w)}
              {w.confirmed ? "" : " (not confirmed)"}
            </li>
          ))}
        </ul>
      ),
    },
    { id: "since", header: "Since", cell: (s) => dateFormat.format(new Date(s.createdAt)) },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      cell: (s) => (
        <ConfirmDelete
          triggerLabel={`Delete ${s.email}`}
          title={`Delete ${s.email}?`}
          description="The address and its watches are deleted; only a hash is kept so that it is never mailed again."
          onConfirm={() => onDelete(s.id)}
          pending={deleting}
        />
      ),
    },
  ];
}

/**
 * How alert mail leaves, as the server says it; without a mail server (production), a note in the operator's words
 * like the other missing connections (0056): neutral, what they can do, dismissed once.
 */
function MailStatus({ mail }: { mail: Subscribers["mail"] }) {
  if (mail.mode !== "off") return <p className="text-sm text-muted-foreground">{mail.note}</p>;
  return (
    <DismissibleNotice id="mail-not-connected" title="Price alerts are off">
      <p>
        Product pages do not offer price-drop alerts, because the site has no mail server to send them with. To turn them on, ask whoever
        runs the site to connect one (an SMTP server and the address mail is sent from).
      </p>
    </DismissibleNotice>
  );
}

function TestMail() {
  const api = useApi();
  const id = useId();
  const send = useAdminMutation({
    mutationFn: (email: string) => api.subscribers.testMail({ body: { email } }),
    invalidates: [queryKeys.subscribers.all],
    success: (answer) => ({ title: answer.message }),
    failure: "The test mail was not sent",
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(String(new FormData(event.currentTarget).get("email") ?? ""));
  };
  return (
    <form onSubmit={onSubmit} className="flex max-w-md flex-wrap items-end gap-2">
      <div className="grid flex-1 gap-2">
        <Label htmlFor={id}>Send a test mail to</Label>
        <Input id={id} name="email" type="email" required />
      </div>
      <Button type="submit" variant="outline" disabled={send.isPending}>
        <Mail aria-hidden="true" />
        Send a test mail
      </Button>
    </form>
  );
}

function Outbox({ outbox }: { outbox: Subscribers["outbox"] }) {
  return (
    <section aria-labelledby="outbox-title" className="grid gap-3">
      <h2 id="outbox-title" className="text-lg font-semibold">
        Outbox (newest first)
      </h2>
      {outbox.length === 0 ? (
        <p className="text-sm text-muted-foreground">No mail yet.</p>
      ) : (
        outbox.map((mail) => (
          <details key={mail.id} className="rounded-xl border p-3">
            <summary className="cursor-pointer text-sm">
              <span className="font-medium">{mail.subject}</span> to {mail.to}, {dateFormat.format(new Date(mail.createdAt))}
            </summary>
            <pre className="mt-2 text-xs whitespace-pre-wrap break-all">{mail.text}</pre>
          </details>
        ))
      )}
    </section>
  );
}
