import {
  fromScheduledIso,
  queryKeys,
  remainingTweetChars,
  TWEET_DEFAULTS,
  TWEET_MAX_LENGTH,
  TWEET_TYPES,
  TWEET_WRITABLE_STATUSES,
  tweetCreateSchema,
  tweetLength,
  toScheduledIso,
  type Tweet,
  type TweetCreate,
} from "@app/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { CalendarClock, MessageSquareText, Pencil } from "lucide-react";
import { useId } from "react";
import { Badge, type BadgeProps } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { useApi } from "../../lib/api";
import { cn } from "../../lib/cn";
import { tweetQueries } from "../../lib/queries";
import { ConfirmDelete } from "../shared/confirm-delete";
import { CrudListSection, type CrudItemActions } from "../shared/crud-list-section";
import { usePagedItems } from "../shared/paged-list";
import { WithTooltip } from "../shared/with-tooltip";
import { FormDialog } from "../shared/form-dialog";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSchemaForm } from "../shared/use-schema-form";
import { PostingNotice, TweetOutcome } from "./tweet-outcome";

/** Published primary, scheduled secondary, draft outline; the scheduler's failed and missed stand out. */
export const STATUS_BADGE: Record<Tweet["status"], NonNullable<BadgeProps["variant"]>> = {
  published: "default",
  scheduled: "secondary",
  draft: "outline",
  failed: "destructive",
  missed: "destructive",
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const PLATFORM_NAMES: Record<Tweet["platform"], string> = { twitter: "Twitter" };

const scheduleFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const adminTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** While a scheduled tweet is due within this window (or overdue: being posted, retrying), the list reloads. */
const WATCH_DUE_MS = 2 * 60_000;
const DUE_REFRESH_MS = 2000;
const awaitsPosting = (tweets: Tweet[] | undefined, now: number) =>
  tweets?.some((t) => t.status === "scheduled" && t.scheduledFor !== null && Date.parse(t.scheduledFor) - now < WATCH_DUE_MS) ?? false;

export function TweetsTab() {
  const api = useApi();
  // The queue a page at a time, scheduled tweets first (soonest first). The server posts due tweets on its own:
  // the list follows so 'published' or 'failed' shows without a reload.
  const { list: tweets, more } = usePagedItems(
    useInfiniteQuery({
      ...tweetQueries.pages(api),
      refetchInterval: (query) =>
        awaitsPosting(
          query.state.data?.pages.flatMap((page) => page.items),
          Date.now(),
        )
          ? DUE_REFRESH_MS
          : false,
    }),
  );
  return (
    <div className="grid gap-4">
      <PostingNotice />
      <CrudListSection
        heading="Tweet Scheduler"
        addLabel="Compose Tweet"
        query={tweets}
        more={more}
        moreLabel="tweets"
        loading={{ label: "Loading tweets...", count: 3, skeletonClassName: "h-28 rounded-xl" }}
        errorTitle="Could not load tweets"
        empty={{ icon: <MessageSquareText />, title: "No tweets scheduled", description: "Compose a tweet to plan your next post." }}
        listClassName="grid gap-3"
        remove={{
          mutationFn: (id) => api.tweets.remove(id),
          invalidates: [queryKeys.tweets.all],
          success: { title: "Tweet deleted successfully" },
          failure: "Failed to delete tweet",
        }}
        renderItem={(tweet, actions) => <TweetCard tweet={tweet} {...actions} />}
        renderDialog={(tweet, onClose) => <TweetFormDialog tweet={tweet} onClose={onClose} />}
      />
    </div>
  );
}

function TweetCard({ tweet, onEdit, onDelete, deleting }: { tweet: Tweet } & CrudItemActions) {
  const contentId = useId();
  const scheduled = tweet.scheduledFor ? new Date(tweet.scheduledFor) : null;
  return (
    <Card role="article" aria-describedby={contentId} aria-label={`Tweet: ${tweet.content.slice(0, 60)}`} className="gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={STATUS_BADGE[tweet.status]} data-status={tweet.status}>
            {capitalize(tweet.status)}
          </Badge>
          <Badge variant="outline">{capitalize(tweet.tweetType)}</Badge>
          <Badge variant="outline">{PLATFORM_NAMES[tweet.platform]}</Badge>
        </div>
        <div className="flex gap-1">
          <WithTooltip label="Edit tweet">
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label="Edit tweet">
              <Pencil aria-hidden="true" />
            </Button>
          </WithTooltip>
          <ConfirmDelete triggerLabel="Delete tweet" title="Delete this tweet?" onConfirm={onDelete} pending={deleting} />
        </div>
      </div>
      <p id={contentId} className="whitespace-pre-wrap wrap-anywhere">
        {tweet.content}
      </p>
      {scheduled && !Number.isNaN(scheduled.getTime()) ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          <span>
            Scheduled for <time dateTime={tweet.scheduledFor ?? undefined}>{scheduleFormat.format(scheduled)}</time>
          </span>
        </p>
      ) : null}
      <TweetOutcome tweet={tweet} />
    </Card>
  );
}

type WritableStatus = (typeof TWEET_WRITABLE_STATUSES)[number];
const isWritable = (status: Tweet["status"]): status is WritableStatus => (TWEET_WRITABLE_STATUSES as readonly string[]).includes(status);

interface TweetFormValues {
  content: string;
  /** Failed and missed are the scheduler's: editing such a tweet starts from draft (Retry re-schedules it). */
  status: WritableStatus;
  tweetType: Tweet["tweetType"];
  date: string;
  time: string;
}
type TweetField = "content" | "status" | "tweetType" | "scheduledFor";

const TWEET_LABELS: Record<TweetField, string> = { content: "Content", status: "Status", tweetType: "Type", scheduledFor: "Schedule" };

/** The schedule as the server takes it: null without a date, "invalid" for a date or time that is not one. */
const scheduleOf = (values: TweetFormValues) =>
  values.date.trim() === "" ? null : (toScheduledIso(values.date, values.time) ?? ("invalid" as const));

function TweetFormDialog({ tweet, onClose }: { tweet: Tweet | null; onClose: () => void }) {
  const api = useApi();
  const isEdit = tweet !== null;

  const save = useAdminMutation({
    mutationFn: (payload: TweetCreate) => (tweet ? api.tweets.update(tweet.id, payload) : api.tweets.create(payload)),
    invalidates: [queryKeys.tweets.all],
    success: { title: isEdit ? "Tweet updated successfully" : "Tweet created successfully" },
    failure: isEdit ? "Failed to update tweet" : "Failed to create tweet",
    onSuccess: onClose,
    onError: (error) => form.showServerErrors(error),
  });

  const form = useSchemaForm({
    initial: (): TweetFormValues => ({
      content: tweet?.content ?? "",
      status: tweet && isWritable(tweet.status) ? tweet.status : TWEET_DEFAULTS.status,
      tweetType: tweet?.tweetType ?? TWEET_DEFAULTS.tweetType,
      ...fromScheduledIso(tweet?.scheduledFor),
    }),
    schema: tweetCreateSchema,
    labels: TWEET_LABELS,
    precheck: (values) =>
      scheduleOf(values) === "invalid"
        ? {
            errors: { scheduledFor: "Schedule date or time is not valid" },
            toast: { title: "Please check the form", description: "Schedule date or time is not valid" },
          }
        : null,
    toInput: (values) => ({
      content: values.content,
      scheduledFor: scheduleOf(values),
      status: values.status,
      tweetType: values.tweetType,
      relatedProductId: tweet?.relatedProductId ?? null,
      relatedProgramId: tweet?.relatedProgramId ?? null,
      platform: tweet?.platform ?? TWEET_DEFAULTS.platform,
    }),
    onValid: (payload) => save.mutate(payload),
  });
  const { values, errors, bind } = form;
  const length = tweetLength(values.content);
  const tooLong = remainingTweetChars(values.content) < 0;

  return (
    <FormDialog
      title={isEdit ? "Edit Tweet" : "Compose Tweet"}
      description={`Up to ${TWEET_MAX_LENGTH} characters as X counts them (a link counts 23, an emoji 2). Scheduling is optional.`}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitLabel="Save Tweet"
      pending={save.isPending}
      dirty={form.dirty}
      submitDisabled={tooLong}
    >
      <FormField label="Content" error={errors.content ?? (tooLong ? `Content must be at most ${TWEET_MAX_LENGTH} characters` : undefined)}>
        {(c) => (
          <div className="grid gap-1">
            <Textarea
              {...c}
              aria-describedby={[c["aria-describedby"], "tweet-count"].filter(Boolean).join(" ")}
              aria-invalid={tooLong || c["aria-invalid"] ? true : undefined}
              rows={5}
              required
              {...bind("content")}
              placeholder="What's new in sneaker accessories?"
            />
            <p
              id="tweet-count"
              aria-live="polite"
              className={cn("justify-self-end text-sm tabular-nums", tooLong ? "font-semibold text-destructive" : "text-muted-foreground")}
            >
              {length}/{TWEET_MAX_LENGTH}
            </p>
          </div>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Status">
          {(c) => (
            <Select {...c} {...bind("status")}>
              {TWEET_WRITABLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {capitalize(s)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Type">
          {(c) => (
            <Select {...c} {...bind("tweetType")}>
              {TWEET_TYPES.map((t) => (
                <option key={t} value={t}>
                  {capitalize(t)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Schedule (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Date" error={errors.scheduledFor}>
            {(c) => <Input {...c} type="date" {...bind("date")} />}
          </FormField>
          <FormField label="Time">{(c) => <Input {...c} type="time" {...bind("time")} disabled={values.date === ""} />}</FormField>
        </div>
        <p className="text-xs text-muted-foreground">In your time zone ({adminTimeZone()}). Without a time, 9:00 AM is used.</p>
      </fieldset>
    </FormDialog>
  );
}
