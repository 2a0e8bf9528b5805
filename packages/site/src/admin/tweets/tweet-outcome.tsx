import { queryKeys, type Tweet } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, RotateCcw } from "lucide-react";
import type { BadgeProps } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { useApi } from "../../lib/api";
import { tweetQueries } from "../../lib/queries";
import { ExternalLink } from "../shared/external-link";
import { useAdminMutation } from "../shared/use-admin-mutation";

/** Published primary, scheduled secondary, draft outline; the scheduler's failed and missed stand out. */
export const STATUS_BADGE: Record<Tweet["status"], NonNullable<BadgeProps["variant"]>> = {
  published: "default",
  scheduled: "secondary",
  draft: "outline",
  failed: "destructive",
  missed: "destructive",
};

const postedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Says plainly when the server has no X credentials, so scheduling does not look like it works. */
export function PostingNotice() {
  const api = useApi();
  const posting = useQuery(tweetQueries.posting(api));
  if (posting.data?.enabled !== false) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong>Scheduled tweets will not be posted.</strong> The server has no X API credentials (X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN,
        X_ACCESS_SECRET); a tweet that comes due is marked failed.
      </p>
    </div>
  );
}

/** What happened when the tweet was due: its link on X, the retry in progress, or why it was not posted. */
export function TweetOutcome({ tweet }: { tweet: Tweet }) {
  if (tweet.status === "published" && tweet.externalUrl) {
    return (
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        <span>
          Posted
          {tweet.postedAt ? (
            <>
              {" "}
              <time dateTime={tweet.postedAt}>{postedFormat.format(new Date(tweet.postedAt))}</time>
            </>
          ) : null}
        </span>
        <ExternalLink href={tweet.externalUrl} className="underline underline-offset-2">
          View on X
        </ExternalLink>
      </p>
    );
  }
  if (tweet.status === "scheduled" && tweet.lastError) {
    return (
      <p className="text-sm text-muted-foreground">
        Attempt {tweet.attempts} failed: {tweet.lastError} Retrying automatically.
      </p>
    );
  }
  if (tweet.status === "failed" || tweet.status === "missed") {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-destructive/10 p-3 text-sm">
        <p className="text-destructive">{tweet.lastError ?? (tweet.status === "missed" ? "Missed its time." : "Not posted.")}</p>
        <RetryButton id={tweet.id} />
      </div>
    );
  }
  return null;
}

function RetryButton({ id }: { id: number }) {
  const api = useApi();
  const retry = useAdminMutation({
    mutationFn: () => api.tweets.retry(id),
    invalidates: [queryKeys.tweets.all],
    success: { title: "Tweet queued for posting", description: "It goes out within a few seconds." },
    failure: "Failed to retry tweet",
  });
  return (
    <Button size="sm" variant="outline" onClick={() => retry.mutate()} disabled={retry.isPending}>
      <RotateCcw aria-hidden="true" />
      Retry
    </Button>
  );
}
