import {
  DEFAULT_SCHEDULE_TIME,
  fromZonedInputValue,
  queryKeys,
  remainingTweetChars,
  TWEET_DEFAULTS,
  TWEET_MAX_LENGTH,
  TWEET_TYPES,
  TWEET_WRITABLE_STATUSES,
  tweetCreateSchema,
  tweetLength,
  toZonedInputValue,
  type Tweet,
  type TweetCreate,
} from "@app/core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { CalendarClock, CalendarDays, ListOrdered, MessageSquareText, Pencil } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { useApi } from "../../lib/api";
import { cx } from "../../lib/class-names";
import { tweetQueries } from "../../lib/queries";
import { useSearchParams } from "react-router";
import { ConfirmDelete } from "../shared/confirm-delete";
import { CrudListSection, type CrudItemActions } from "../shared/crud-list-section";
import { usePagedItems } from "../shared/paged-list";
import { WithTooltip } from "../shared/with-tooltip";
import { FormDialog } from "../shared/form-dialog";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSchemaForm } from "../shared/use-schema-form";
import { PostingNotice, STATUS_BADGE, TweetOutcome } from "./tweet-outcome";
import { TweetWeek } from "./tweet-week";
import { formatInZone, useSiteTimeZone } from "../shared/site-time-zone";

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const PLATFORM_NAMES: Record<Tweet["platform"], string> = { twitter: "Twitter" };

/** The queue's tabs: every tweet (next to go out first), or one status. */
const QUEUE_TABS = [
  { value: "all", label: "Queue", empty: { title: "No tweets scheduled", description: "Compose a tweet to plan your next post." } },
  { value: "draft", label: "Drafts", empty: { title: "No drafts", description: "A tweet saved without a time waits here." } },
  {
    value: "scheduled",
    label: "Scheduled",
    empty: { title: "No tweets scheduled", description: "Pick a date and time to queue a tweet." },
  },
  {
    value: "published",
    label: "Published",
    empty: { title: "Nothing published yet", description: "A tweet shows here once X has accepted it." },
  },
  { value: "failed", label: "Failed", empty: { title: "No failed tweets", description: "A tweet X refused waits here for a retry." } },
  {
    value: "missed",
    label: "Missed",
    empty: { title: "No missed tweets", description: "A tweet whose time passed while the server was down waits here." },
  },
] as const;
type QueueTab = (typeof QUEUE_TABS)[number]["value"];
const isQueueTab = (value: string | null): value is QueueTab => QUEUE_TABS.some((tab) => tab.value === value);

/** While a scheduled tweet is due within this window (or overdue: being posted, retrying), the list reloads. */
const WATCH_DUE_MS = 2 * 60_000;
const DUE_REFRESH_MS = 2000;
const awaitsPosting = (tweets: Tweet[] | undefined, now: number) =>
  tweets?.some((t) => t.status === "scheduled" && t.scheduledFor !== null && Date.parse(t.scheduledFor) - now < WATCH_DUE_MS) ?? false;

export function TweetsTab() {
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "week" ? "week" : "queue";
  const status = params.get("status");
  const tab: QueueTab = isQueueTab(status) ? status : "all";
  /** The scheduler's view and tab live in the address (a reload or a shared link opens the same). */
  const show = (next: { view?: string; status?: QueueTab }) => {
    const search: Record<string, string> = { tab: "tweets" };
    const nextView = next.view ?? view;
    if (nextView === "week") search.view = "week";
    const nextStatus = next.status ?? tab;
    if (nextView === "queue" && nextStatus !== "all") search.status = nextStatus;
    setParams(search, { replace: true });
  };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <PostingNotice />
      <div role="group" aria-label="View" className="flex gap-1 justify-self-start rounded-lg bg-muted p-1">
        {(
          [
            { value: "queue", label: "Queue", icon: ListOrdered },
            { value: "week", label: "Week", icon: CalendarDays },
          ] as const
        ).map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={view === option.value ? "outline" : "ghost"}
            aria-pressed={view === option.value}
            onClick={() => show({ view: option.value })}
          >
            <option.icon aria-hidden="true" />
            {option.label}
          </Button>
        ))}
      </div>
      {view === "week" ? <TweetWeekSection /> : <TweetQueue tab={tab} onTab={(next) => show({ status: next })} />}
    </div>
  );
}

function TweetQueue({ tab, onTab }: { tab: QueueTab; onTab: (tab: QueueTab) => void }) {
  const api = useApi();
  const status = tab === "all" ? undefined : tab;
  // The queue a page at a time, next to go out first (a tab: one status, in the same order). The server posts due
  // tweets on its own: the list follows so 'published' or 'failed' shows without a reload.
  const pages = useInfiniteQuery({
    ...tweetQueries.pages(api, status),
    refetchInterval: (query) =>
      awaitsPosting(
        query.state.data?.pages.flatMap((page) => page.items),
        Date.now(),
      )
        ? DUE_REFRESH_MS
        : false,
  });
  const { list: tweets, more } = usePagedItems(pages);
  // Every status's count in one request (GET /api/tweets/counts; the list keeps SPEC's array), followed as the list is.
  const listed = pages.data?.pages.flatMap((page) => page.items);
  const counts = useQuery({
    ...tweetQueries.counts(api),
    refetchInterval: () => (awaitsPosting(listed, Date.now()) ? DUE_REFRESH_MS : false),
  }).data;
  const current = QUEUE_TABS.find((t) => t.value === tab) ?? QUEUE_TABS[0];
  const tabs = (
    <div role="tablist" aria-label="Tweets by status" className="-mx-1 flex flex-wrap gap-1 px-1 pb-1">
      {QUEUE_TABS.map((t) => {
        const count = t.value === "all" ? undefined : counts?.[t.value];
        return (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={t.value === tab}
            onClick={() => onTab(t.value)}
            className={cx(
              "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
              t.value === tab ? "border-foreground bg-foreground text-background" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {t.label}
            {count !== undefined ? (
              <>
                {" "}
                <span className="tabular-nums opacity-70">{count}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
  return (
    <CrudListSection
      heading="Tweet Scheduler"
      addLabel="Compose Tweet"
      query={tweets}
      more={more}
      moreLabel="tweets"
      filtered={tab !== "all"}
      toolbar={tabs}
      loading={{ label: "Loading tweets...", count: 3, skeletonClassName: "h-28" }}
      errorTitle="Could not load tweets"
      empty={{ icon: <MessageSquareText />, ...current.empty }}
      listClassName="grid gap-3"
      remove={{
        mutationFn: (id) => api.tweets.remove({ params: { id } }),
        invalidates: [queryKeys.tweets.all],
        success: { title: "Tweet deleted successfully" },
        failure: "Failed to delete tweet",
      }}
      renderItem={(tweet, actions) => <TweetCard tweet={tweet} {...actions} />}
      renderDialog={(tweet, onClose) => <TweetFormDialog tweet={tweet} onClose={onClose} />}
    />
  );
}

/** The week calendar: compose from here too, and a tweet opens its editor (a published one only shows). */
function TweetWeekSection() {
  const [dialog, setDialog] = useState<{ tweet: Tweet | null } | null>(null);
  return (
    <>
      <TweetWeek onCompose={() => setDialog({ tweet: null })} onOpen={(tweet) => setDialog({ tweet })} />
      {dialog ? <TweetFormDialog tweet={dialog.tweet} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

function TweetCard({ tweet, onEdit, onDelete, deleting }: { tweet: Tweet } & CrudItemActions) {
  const contentId = useId();
  const timeZone = useSiteTimeZone();
  const scheduled = tweet.scheduledFor ? new Date(tweet.scheduledFor) : null;
  return (
    <Card role="article" aria-describedby={contentId} aria-label={`Tweet: ${tweet.content.slice(0, 60)}`} gap={3} className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={STATUS_BADGE[tweet.status]} data-status={tweet.status}>
            {capitalize(tweet.status)}
          </Badge>
          <Badge variant="outline">{capitalize(tweet.tweetType)}</Badge>
          <Badge variant="outline">{PLATFORM_NAMES[tweet.platform]}</Badge>
        </div>
        <div className="flex gap-1">
          {/* A published tweet is on X as it was posted: there is nothing here to edit. */}
          {tweet.status === "published" ? null : (
            <WithTooltip label="Edit tweet">
              <Button variant="ghost" size="icon" onClick={onEdit} aria-label="Edit tweet">
                <Pencil aria-hidden="true" />
              </Button>
            </WithTooltip>
          )}
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
            Scheduled for <time dateTime={tweet.scheduledFor ?? undefined}>{formatInZone(scheduled.toISOString(), timeZone)}</time>
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

/**
 * The schedule as the server takes it, read on the site's clocks: null without a date (a blank time is 9:00),
 * "invalid" for a date or time that is not one.
 */
const scheduleOf = (values: TweetFormValues, timeZone: string) =>
  values.date.trim() === "" ? null : fromZonedInputValue(`${values.date.trim()}T${values.time.trim() || DEFAULT_SCHEDULE_TIME}`, timeZone);

/** The date and time inputs' values for a stored schedule, on the site's clocks. */
const scheduleInputs = (iso: string | null | undefined, timeZone: string) => {
  const [date = "", time = ""] = (iso ? toZonedInputValue(iso, timeZone) : "").split("T");
  return { date, time };
};

function TweetFormDialog({ tweet, onClose }: { tweet: Tweet | null; onClose: () => void }) {
  const api = useApi();
  const timeZone = useSiteTimeZone();
  const isEdit = tweet !== null;

  const save = useAdminMutation({
    mutationFn: (payload: TweetCreate) =>
      tweet ? api.tweets.update({ params: { id: tweet.id }, body: payload }) : api.tweets.create({ body: payload }),
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
      ...scheduleInputs(tweet?.scheduledFor, timeZone),
    }),
    schema: tweetCreateSchema,
    labels: TWEET_LABELS,
    precheck: (values) =>
      scheduleOf(values, timeZone) === "invalid"
        ? {
            errors: { scheduledFor: "Schedule date or time is not valid" },
            toast: { title: "Please check the form", description: "Schedule date or time is not valid" },
          }
        : null,
    toInput: (values) => ({
      content: values.content,
      scheduledFor: scheduleOf(values, timeZone),
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
              className={cx("justify-self-end text-sm tabular-nums", tooLong ? "font-semibold text-destructive" : "text-muted-foreground")}
            >
              {length}/{TWEET_MAX_LENGTH}
            </p>
          </div>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Status" hint="Published is set when X accepts the tweet.">
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
        <p className="text-xs text-muted-foreground">In the site's time zone ({timeZone}). Without a time, 9:00 AM is used.</p>
      </fieldset>
    </FormDialog>
  );
}
