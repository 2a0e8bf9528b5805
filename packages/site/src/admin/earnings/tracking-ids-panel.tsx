import { PLACEMENTS, queryKeys, trackingIdsUpdateSchema, type TrackingIdEntry } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { Plus, Save, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { cx } from "../../lib/class-names";
import { earningsQueries } from "../../lib/queries";
import { QueryStates } from "../shared/states";
import { useAdminMutation } from "../shared/use-admin-mutation";

/** The placements offered as suggestions; `post` stands for every post's links. */
const SUGGESTED = [...Object.values(PLACEMENTS), "post"];

/** What is wrong with the rows, in words ("Row 2: Tracking ID must be…"), or null. */
function rowsProblem(rows: TrackingIdEntry[]): string | null {
  const parsed = trackingIdsUpdateSchema.safeParse({ trackingIds: rows });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return "The tracking IDs are not valid";
  const [, index, field] = issue.path;
  const row = typeof index === "number" ? `Row ${index + 1}: ` : "";
  return `${row}${field === "trackingId" ? "Tracking ID" : field === "marketplace" ? "Marketplace" : "Placement"} ${issue.message}`;
}

/** The editable rows, starting from the saved map (remounted when it changes). */
function TrackingIdsForm({ saved, marketplaces }: { saved: TrackingIdEntry[]; marketplaces: string[] }) {
  const api = useApi();
  const listId = useId();
  const [rows, setRows] = useState<TrackingIdEntry[]>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAdminMutation({
    mutationFn: (trackingIds: TrackingIdEntry[]) => api.earnings.saveTrackingIds({ body: { trackingIds } }),
    invalidates: [queryKeys.earnings.all],
    success: { title: "Tracking IDs saved", description: "Amazon links on the site carry them now." },
    failure: "Tracking IDs not saved",
  });
  const submit = () => {
    const wrong = rowsProblem(rows);
    setProblem(wrong);
    if (!wrong)
      save.mutate(rows.map((r) => ({ marketplace: r.marketplace, placement: r.placement.trim(), trackingId: r.trackingId.trim() })));
  };
  const set = (i: number, patch: Partial<TrackingIdEntry>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <div className="grid gap-3">
      <datalist id={listId}>
        {SUGGESTED.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">No placement has its own tracking ID.</p> : null}
      {rows.map((row, i) => (
        <div
          key={i}
          className={cx("grid gap-2", marketplaces.length > 0 ? "sm:grid-cols-[auto_1fr_1fr_auto]" : "sm:grid-cols-[1fr_1fr_auto]")}
          role="group"
          aria-label={`Tracking ID ${i + 1}`}
        >
          {marketplaces.length > 0 || row.marketplace !== "" ? (
            <Select aria-label="Marketplace" value={row.marketplace} onChange={(e) => set(i, { marketplace: e.target.value })}>
              <option value="">Home marketplace</option>
              {[...new Set([...marketplaces, row.marketplace])].filter(Boolean).map((host) => (
                <option key={host} value={host}>
                  {host}
                </option>
              ))}
            </Select>
          ) : null}
          <Input
            aria-label="Placement"
            list={listId}
            value={row.placement}
            placeholder="home-grid"
            onChange={(e) => set(i, { placement: e.target.value })}
          />
          <Input
            aria-label="Tracking ID"
            value={row.trackingId}
            placeholder="kicks-home-20"
            onChange={(e) => set(i, { trackingId: e.target.value })}
          />
          <Button
            variant="outline"
            size="icon"
            aria-label={`Remove ${row.placement || "this row"}`}
            onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setRows((all) => [...all, { marketplace: "", placement: "", trackingId: "" }])}>
          <Plus aria-hidden="true" />
          Add placement
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          Save tracking IDs
        </Button>
      </div>
    </div>
  );
}

/**
 * Placement → Amazon tracking id (Associates Central › Manage Tracking IDs): a link in a placement carries its
 * tracking id, so Amazon's earnings report tells the placements apart. Placements without one use the fallback.
 */
export function TrackingIdsPanel() {
  const api = useApi();
  const saved = useQuery(earningsQueries.trackingIds(api));
  return (
    <Card>
      <CardContent className="grid gap-4 py-5">
        <div>
          <h2 className="font-semibold">Amazon tracking IDs per placement</h2>
          <p className="text-sm text-muted-foreground">
            {!saved.data ? null : saved.data.fallback ? (
              <>
                Placements without their own tracking ID use <span className="font-mono">{saved.data.fallback}</span>.
              </>
            ) : (
              "The site has no default tracking ID, so Amazon links of placements without their own earn nothing: give them one here, or ask whoever runs the site to set the default."
            )}{" "}
            Each tracking ID may name one placement; <span className="font-mono">post</span> stands for every post without its own.
          </p>
          {saved.data?.marketplaces.length ? (
            <p className="text-sm text-muted-foreground">
              Each marketplace abroad is its own Associates programme: a visitor sent there carries its tracking IDs, else{" "}
              {saved.data.marketplaces.map((m, i) => (
                <span key={m.host}>
                  {i > 0 ? ", " : null}
                  {m.host}:{" "}
                  {m.fallback ? <span className="font-mono">{m.fallback}</span> : "no tag (the visitor stays on the home marketplace)"}
                </span>
              ))}
              .
            </p>
          ) : null}
        </div>
        <QueryStates
          query={saved}
          loading={{ label: "Loading the tracking IDs...", skeletons: ["h-24"] }}
          errorTitle="Could not load the tracking IDs"
        >
          {(data) => (
            <TrackingIdsForm key={saved.dataUpdatedAt} saved={data.trackingIds} marketplaces={data.marketplaces.map((m) => m.host)} />
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
