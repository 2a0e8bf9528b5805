import {
  ApiError,
  blogUpdateSchema,
  parseKeywords,
  paths,
  postVisibility,
  queryKeys,
  SHARE_DRAFT_POST_MESSAGE,
  type BlogPost,
  type BlogUpdate,
} from "@app/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CalendarClock, Eye, EyeOff, ExternalLink as ExternalLinkIcon, Save } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "../../lib/router";
import { Button, buttonVariants } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { Textarea } from "../../components/ui/textarea";
import { useApi } from "../../lib/api";
import { blogQueries } from "../../lib/queries";
import { publicSiteHref, usePlatform } from "../admin-platform";
import { ConfirmDelete } from "../shared/confirm-delete";
import { ExternalLink } from "../shared/external-link";
import { FormField } from "../shared/form-field";
import { RichTextEditor } from "../shared/rich-text-editor";
import { useGuardUnsaved } from "../shared/unsaved-changes";
import { MetaDescriptionField } from "../shared/meta-description-field";
import { EmptyState, ErrorState } from "../shared/states";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { ShareButton } from "../social/share-button";
import { useSchemaForm } from "../shared/use-schema-form";
import { dateFormat, VisibilityBadge } from "./posts-page";
import { fromDateTimeLocal, toDateTimeLocal } from "./publish-time";

export function PostEditPage() {
  const api = useApi();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0;
  const post = useQuery({ ...blogQueries.adminDetail(api, id), enabled: validId });

  const back = (
    <Link to={paths.adminPosts()} className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit -ml-3" })}>
      <ArrowLeft aria-hidden="true" />
      Back to posts
    </Link>
  );

  if (!validId || (post.isError && post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <>
        {back}
        <EmptyState title="Post Not Found" description="This post doesn't exist or has been deleted." />
      </>
    );
  }
  if (post.isPending) {
    return (
      <>
        {back}
        <p role="status" className="sr-only">
          Loading post...
        </p>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-96 rounded-xl" />
      </>
    );
  }
  if (post.isError) {
    return (
      <>
        {back}
        <ErrorState title="Could not load the post" error={post.error} onRetry={() => void post.refetch()} />
      </>
    );
  }
  return (
    <>
      {back}
      <PostEditor key={post.data.updatedAt} post={post.data} />
    </>
  );
}

interface PostValues {
  title: string;
  slug: string;
  excerpt: string;
  heroImage: string;
  category: string;
  featured: boolean;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  content: string;
  /** The publish time as a datetime-local value ("" = now). */
  publishAt: string;
}
type PostField = Exclude<keyof PostValues, "featured">;

const LABELS: Record<PostField, string> = {
  title: "Title",
  slug: "URL slug",
  excerpt: "Excerpt",
  heroImage: "Hero image URL",
  category: "Category",
  metaTitle: "Meta title",
  metaDescription: "Meta description",
  keywords: "Keywords",
  content: "Content",
  publishAt: "Publish time",
};

const toValues = (p: BlogPost): PostValues => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  heroImage: p.heroImage,
  category: p.category,
  featured: p.featured,
  metaTitle: p.metaTitle,
  metaDescription: p.metaDescription,
  keywords: p.keywords.join(", "),
  content: p.content,
  publishAt: p.publishedAt ? toDateTimeLocal(p.publishedAt) : "",
});

function PostEditor({ post }: { post: BlogPost }) {
  const api = useApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lists = [queryKeys.adminPosts.all, queryKeys.blog.all] as const;
  /** Whether the submit under way is Save or Publish/Unpublish/Schedule (which flips `published`). */
  const toggling = useRef(false);
  /** Whether the post is published once this submit lands: then its publish time counts. */
  const publishing = () => (toggling.current ? !post.published : post.published);

  const save = useAdminMutation({
    mutationFn: (input: BlogUpdate) => api.blog.update(post.id, input),
    invalidates: lists,
    success: { title: "Post updated" },
    failure: "Failed to update post",
    onSuccess: () => form.markSaved(),
    onError: (error) => form.showServerErrors(error),
  });
  const publish = useAdminMutation({
    mutationFn: (input: BlogUpdate) => api.blog.update(post.id, input),
    invalidates: lists,
    success: (saved) => {
      const state = postVisibility(saved, new Date());
      if (state === "scheduled" && saved.publishedAt) {
        return { title: "Post scheduled", description: `It goes live ${dateFormat.format(new Date(saved.publishedAt))}.` };
      }
      return state === "published"
        ? { title: "Post published!", description: "Your post is now live." }
        : { title: "Post unpublished", description: "It is a draft again." };
    },
    failure: post.published ? "Failed to unpublish post" : "Failed to publish post",
    onSuccess: () => form.markSaved(),
    onError: (error) => form.showServerErrors(error),
  });
  const remove = useAdminMutation({
    mutationFn: () => api.blog.remove(post.id),
    // The lists only: refetching this post's own detail would just 404.
    invalidates: [queryKeys.blog.all],
    success: { title: "Post deleted" },
    failure: "Failed to delete post",
    onSuccess: () => {
      navigate(paths.adminPosts());
      queryClient.removeQueries({ queryKey: queryKeys.adminPosts.detail(post.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminPosts.lists() });
    },
  });

  /**
   * The form as an update payload, validated with core's schema. The publish time only counts for a post
   * that is (or is being) published: empty means now. Publishing also sends `published`, flipped.
   */
  const form = useSchemaForm({
    // The editor remounts with each saved version (keyed by updatedAt), so the initial values are the stored post.
    initial: () => toValues(post),
    schema: blogUpdateSchema,
    labels: LABELS,
    precheck: (values) =>
      publishing() && fromDateTimeLocal(values.publishAt) === "invalid"
        ? {
            errors: { publishAt: "Publish time must be a date and time" },
            toast: { title: "Please check the form", description: "Publish time must be a date and time" },
          }
        : null,
    toInput: ({ publishAt, ...fields }: PostValues) => ({
      ...fields,
      heroImageAlt: fields.title.trim(),
      keywords: parseKeywords(fields.keywords),
      ...(publishing() ? { publishedAt: fromDateTimeLocal(publishAt) } : {}),
    }),
    onValid: (input) => (toggling.current ? publish.mutate({ ...input, published: !post.published }) : save.mutate(input)),
  });
  const { values, errors, bind } = form;
  useGuardUnsaved(form.dirty);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    toggling.current = false;
    form.handleSubmit(event);
  };

  /** Publishing (now or at the publish time), scheduling or unpublishing also saves the form, so no edit is lost. */
  const togglePublished = () => {
    toggling.current = true;
    form.handleSubmit();
  };

  const publishAt = fromDateTimeLocal(values.publishAt);
  // Publishing with a time still to come schedules the post (core's visibility rule).
  const schedules =
    publishAt !== null &&
    publishAt !== "invalid" &&
    postVisibility({ published: true, publishedAt: publishAt }, new Date()) === "scheduled";

  const busy = save.isPending || publish.isPending || remove.isPending;

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-labelledby="post-heading">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <VisibilityBadge post={post} />
            <span className="text-sm text-muted-foreground">
              Updated <time dateTime={post.updatedAt}>{dateFormat.format(new Date(post.updatedAt))}</time>
            </span>
          </div>
          <h1 id="post-heading" className="font-display text-2xl tracking-tight sm:text-3xl">
            Edit post
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {postVisibility(post, new Date()) === "published" ? (
            <ExternalLink
              href={publicSiteHref(platform, paths.blogPost(post.slug))}
              className={buttonVariants({ variant: "ghost", size: "sm" })}
            >
              <ExternalLinkIcon aria-hidden="true" />
              View on site
              <span className="sr-only">(opens in a new tab)</span>
            </ExternalLink>
          ) : null}
          <ShareButton kind="post" id={post.id} title={post.title} unavailable={post.published ? undefined : SHARE_DRAFT_POST_MESSAGE} />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={togglePublished}>
            {publish.isPending ? (
              <Spinner />
            ) : post.published ? (
              <EyeOff aria-hidden="true" />
            ) : schedules ? (
              <CalendarClock aria-hidden="true" />
            ) : (
              <Eye aria-hidden="true" />
            )}
            {post.published ? "Unpublish" : schedules ? "Schedule" : "Publish"}
          </Button>
          <ConfirmDelete
            withText
            triggerLabel={`Delete ${post.title}`}
            title="Delete this post?"
            description={`"${post.title}" will be removed${post.published ? " from the blog" : ""}. This cannot be undone.`}
            onConfirm={() => remove.mutate()}
            pending={remove.isPending}
          />
          <Button type="submit" size="sm" disabled={busy}>
            {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
            Save
          </Button>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardContent className="grid gap-4 py-5">
            <FormField label="Title" error={errors.title}>
              {(c) => <Input {...c} {...bind("title")} required />}
            </FormField>
            <FormField label="URL slug" error={errors.slug}>
              {(c) => <Input {...c} {...bind("slug")} required className="font-mono" />}
            </FormField>
            <FormField label="Excerpt" error={errors.excerpt}>
              {(c) => <Textarea {...c} {...bind("excerpt")} rows={3} />}
            </FormField>
            <FormField label="Hero image URL" error={errors.heroImage} hint="Leave empty to use the default image.">
              {(c) => <Input {...c} {...bind("heroImage")} />}
            </FormField>
            <FormField
              label="Publish time"
              error={errors.publishAt}
              hint={
                post.published
                  ? "When the post goes live; a later time takes it off the site until then."
                  : "Leave empty to publish now; a later time schedules the post."
              }
            >
              {(c) => <Input {...c} {...bind("publishAt")} type="datetime-local" className="w-fit" />}
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Category" error={errors.category}>
                {(c) => <Input {...c} {...bind("category")} required />}
              </FormField>
              <div className="flex items-center gap-2 sm:pt-7">
                <Checkbox
                  id="post-featured"
                  checked={values.featured}
                  onCheckedChange={(checked) => form.setField("featured", checked === true)}
                />
                <Label htmlFor="post-featured">Featured</Label>
              </div>
            </div>
            <FormField label="Meta title" error={errors.metaTitle}>
              {(c) => <Input {...c} {...bind("metaTitle")} />}
            </FormField>
            <MetaDescriptionField {...bind("metaDescription")} error={errors.metaDescription} />
            <FormField label="Keywords" error={errors.keywords} hint="Separate keywords with commas.">
              {(c) => <Input {...c} {...bind("keywords")} />}
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-4 py-5">
            <RichTextEditor
              label="Content"
              value={post.content}
              onChange={(html) => form.setField("content", html)}
              error={errors.content}
            />
          </CardContent>
        </Card>
      </div>
    </form>
  );
}
