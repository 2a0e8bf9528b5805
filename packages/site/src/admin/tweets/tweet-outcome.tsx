import { queryKeys, type Tweet } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, RotateCcw } from "lucide-react";
import type { BadgeProps } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { useApi } from "../../lib/api";
import { tweetQueries } from "../../lib/queries";
import { ExternalLink } from "../shared/external-link";
import { DismissibleNotice } from "../shared/dismissible-notice";
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

/** Says once, dismissibly, when no X account is connected, so scheduling does not look like it works. */
export function PostingNotice() {
  const api = useApi();
  const posting = useQuery(tweetQueries.posting(api));
  if (posting.data?.enabled !== false) return null;
  return (
    <DismissibleNotice id="x-not-connected" title="Tweets are not posted to X yet">
      <p>
        You can still write and schedule tweets here. To have them posted at their time, ask whoever runs the site to connect your X account
        (an X developer app's keys); until then a tweet that comes due is marked failed, and you can post its text on X yourself.
      </p>
    </DismissibleNotice>
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
    mutationFn: () => api.tweets.retry({ params: { id } }),
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
