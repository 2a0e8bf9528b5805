import { paths, queryKeys, type TweetShare } from "@app/core";
import { Share2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ToastAction } from "../../components/ui/toast";
import { useApi } from "../../lib/api";
import { formatInZone, useSiteTimeZone } from "../shared/site-time-zone";
import { useAdminMutation } from "../shared/use-admin-mutation";

/**
 * 'Share': the server makes a tweet from the post's or product's record (its title and public link, `#ad` on an
 * affiliate link, within X's weighted limit: POST /api/tweets/share); the toast shows the text and links to the Tweet
 * Scheduler. It is a draft waiting to be edited and scheduled, except for a post going live later: its tweet is
 * scheduled for that time, and the toast says when.
 */
export function ShareButton({
  kind,
  id,
  title,
  unavailable,
}: TweetShare & {
  title: string;
  /** Why it cannot be shared now (a draft post): the button is disabled and says so. */
  unavailable?: string;
}) {
  const api = useApi();
  const timeZone = useSiteTimeZone();
  const share = useAdminMutation({
    mutationFn: () => api.tweets.share({ body: { kind, id } }),
    invalidates: [queryKeys.tweets.all],
    success: (tweet) => ({
      ...(tweet.status === "scheduled" && tweet.scheduledFor
        ? {
            title: "Tweet scheduled for when the post goes live",
            description: `${formatInZone(tweet.scheduledFor, timeZone)} (${timeZone}): ${tweet.content}`,
          }
        : { title: "Draft tweet created", description: tweet.content }),
      action: (
        <ToastAction altText="Open the Tweet Scheduler to edit and schedule the draft" asChild>
          <Link to={paths.adminSocial("tweets")}>Open Tweet Scheduler</Link>
        </ToastAction>
      ),
    }),
    failure: "Failed to create draft tweet",
  });
  const hintId = useId();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => share.mutate()}
      disabled={share.isPending || unavailable !== undefined}
      aria-label={`Share ${title}`}
      aria-describedby={unavailable ? hintId : undefined}
      title={unavailable ?? `Share ${title}`}
    >
      {unavailable ? (
        <span id={hintId} hidden>
          {unavailable}
        </span>
      ) : null}
      {share.isPending ? <Spinner /> : <Share2 aria-hidden="true" />}
      <span data-slot="button-label">Share</span>
    </Button>
  );
}
