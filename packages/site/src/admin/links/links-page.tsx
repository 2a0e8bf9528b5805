import { describeLinkCheck, LINK_KINDS, LINK_STATUSES, paths, queryKeys, type LinkCheck, type LinkKind, type LinkStatus } from "@app/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { AlertTriangle, Check, CircleDollarSign, Link2, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { linkQueries } from "../../lib/queries";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { dateFormat } from "../blog/posts-page";
import { AdminTable, LINK_KIND_LABEL, OutboundLinkCell, type AdminColumn } from "../shared/admin-table";
import { LoadMoreButton, morePages } from "../shared/paged-list";
import { EmptyState, PageHeader, QueryStates } from "../shared/states";
import { useAdminMutation } from "../shared/use-admin-mutation";

const STATUS = {
  broken: { label: "Broken", variant: "destructive" },
  unreachable: { label: "Unreachable", variant: "secondary" },
  pending: { label: "Not checked yet", variant: "outline" },
  ok: { label: "OK", variant: "default" },
} as const;

/** While a check runs, the list is reloaded this often. */
const CHECKING_REFRESH_MS = 2000;

/** Link health: every outbound link's last check, broken ones first (acknowledge), and stores earning nothing. */
export function LinksPage() {
  const api = useApi();
  // The links a page at a time (a large catalogue has as many links as products); every page also says which
  // stores earn nothing and whether a check runs: the first page's say is shown.
  const [filters, setFilters] = useState<{ status: LinkStatus | ""; kind: LinkKind | "" }>({ status: "", kind: "" });
  const filtered = filters.status !== "" || filters.kind !== "";
  const pages = useInfiniteQuery({
    ...linkQueries.health(api, filters),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.pages[0]?.checking ? CHECKING_REFRESH_MS : false),
  });
  const health = {
    ...pages,
    isError: pages.isError && !pages.isFetchNextPageError,
    data: pages.data?.pages[0] ? { ...pages.data.pages[0], links: pages.data.pages.flatMap((page) => page.links) } : undefined,
  };
  const more = morePages(pages);
  const check = useAdminMutation({
    mutationFn: () => api.links.check(),
    invalidates: [queryKeys.links.all],
    success: { title: "Link check started", description: "Results appear here as the links are checked." },
    failure: "Failed to start the link check",
  });
  const acknowledge = useAdminMutation({
    mutationFn: (url: string) => api.links.acknowledge({ body: { url } }),
    invalidates: [queryKeys.links.all],
    success: { title: "Link acknowledged" },
    failure: "Failed to acknowledge the link",
  });
  const checking = health.data?.checking === true || check.isPending;

  return (
    <>
      <PageHeader
        title={ADMIN_SECTIONS.links.title}
        description="Every product, store and brand link is checked daily. Two 404s in a row mark a link broken; blocked or failing sites count as unreachable."
        actions={
          <Button onClick={() => check.mutate()} disabled={checking}>
            {checking ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {checking ? "Checking links..." : "Check links now"}
          </Button>
        }
      />
      <QueryStates
        query={health}
        loading={{
          label: "Loading links...",
          className: "grid gap-3",
          skeletons: ["h-32", "h-64"],
        }}
        errorTitle="Could not load links"
      >
        {(data) => (
          <>
            {data.storesEarningNothing.length > 0 ? (
              <section aria-labelledby="earning-nothing" className="rounded-xl border border-amber-500/50 bg-amber-500/5 p-4">
                <h2 id="earning-nothing" className="flex items-center gap-2 font-semibold">
                  <CircleDollarSign className="size-4 text-amber-600" aria-hidden="true" />
                  Earning nothing ({data.storesEarningNothing.length})
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  These stores have a website but no merchant ID, so their shop button is a plain link.{" "}
                  <Link to={paths.adminStores()} className="underline">
                    Set merchant IDs
                  </Link>
                </p>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {data.storesEarningNothing.map((store) => (
                    <li key={store.id}>
                      <Link to={paths.adminStores(store.name)} aria-label={`Set a merchant ID for ${store.name}`}>
                        <Badge variant="outline" className="hover:bg-accent">
                          {store.name}
                        </Badge>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <LinkFilters filters={filters} onChange={setFilters} />
            {data.links.length === 0 ? (
              filtered ? (
                <EmptyState icon={<Link2 />} title="No links match these filters" description="Choose another state or kind." />
              ) : (
                <EmptyState
                  icon={<Link2 />}
                  title="No links checked yet"
                  description="Run a check to see the health of every outbound link."
                />
              )
            ) : (
              <Card>
                <CardContent className="py-3 sm:py-5">
                  <AdminTable
                    caption="Outbound links, broken first"
                    columns={linkColumns((url) => acknowledge.mutate(url), acknowledge.isPending)}
                    rows={data.links}
                    rowKey={(link) => link.url}
                    rowProps={(link) => ({ className: "align-top", "data-status": link.status })}
                  />
                </CardContent>
              </Card>
            )}
            {data.links.length > 0 ? <LoadMoreButton more={more} what="links" /> : null}
          </>
        )}
      </QueryStates>
    </>
  );
}

const STATUS_FILTER_LABEL: Record<LinkStatus, string> = {
  broken: "Broken",
  unreachable: "Unreachable",
  pending: "Not checked yet",
  ok: "OK",
};

/** The state and kind the list shows (the server filters; broken links still come first). */
function LinkFilters({
  filters,
  onChange,
}: {
  filters: { status: LinkStatus | ""; kind: LinkKind | "" };
  onChange: (filters: { status: LinkStatus | ""; kind: LinkKind | "" }) => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-label="Filter links" className="flex flex-wrap gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>State</Label>
        <Select
          id={`${id}-status`}
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value as LinkStatus | "" })}
        >
          <option value="">All states</option>
          {LINK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_FILTER_LABEL[status]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <Select id={`${id}-kind`} value={filters.kind} onChange={(e) => onChange({ ...filters, kind: e.target.value as LinkKind | "" })}>
          <option value="">All kinds</option>
          {LINK_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {LINK_KIND_LABEL[kind]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

/** Status, link, what happened in words (the raw error in the details), and Acknowledge on a broken link not yet acknowledged. */
function linkColumns(onAcknowledge: (url: string) => void, pending: boolean): AdminColumn<LinkCheck>[] {
  return [
    {
      id: "status",
      header: "Status",
      cell: (link) => (
        <>
          <Badge variant={STATUS[link.status].variant}>
            {link.status === "broken" ? <AlertTriangle aria-hidden="true" /> : null}
            {STATUS[link.status].label}
          </Badge>
          {link.acknowledgedAt ? <div className="mt-1 text-xs text-muted-foreground">Acknowledged</div> : null}
        </>
      ),
    },
    {
      id: "link",
      header: "Link",
      className: "max-w-[32rem]",
      cell: (link) => (
        <OutboundLinkCell
          label={link.label}
          url={link.url}
          note={<span className="text-xs font-normal text-muted-foreground">· {LINK_KIND_LABEL[link.kind]}</span>}
        />
      ),
    },
    {
      id: "checked",
      header: "What happened",
      className: "text-xs",
      cell: (link) => (
        <>
          <p className="text-sm">{describeLinkCheck(link)}</p>
          <p className="text-muted-foreground">
            {link.checkedAt ? (
              <>
                Checked <time dateTime={link.checkedAt}>{dateFormat.format(new Date(link.checkedAt))}</time>
              </>
            ) : (
              "Never checked"
            )}
          </p>
          {link.lastError ? (
            <details className="text-muted-foreground">
              <summary className="cursor-pointer">Technical details</summary>
              <code className="break-all">
                {[link.lastCode !== null ? `HTTP ${link.lastCode}` : null, link.lastError].filter(Boolean).join(": ")}
              </code>
            </details>
          ) : null}
        </>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      align: "right",
      cell: (link) =>
        link.status === "broken" && !link.acknowledgedAt ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onAcknowledge(link.url)}
            disabled={pending}
            aria-label={`Acknowledge ${link.label}`}
          >
            <Check aria-hidden="true" />
            Acknowledge
          </Button>
        ) : null,
    },
  ];
}
