import {
  ApiError,
  blogUpdateSchema,
  parseKeywords,
  paths,
  postVisibility,
  queryKeys,
  SHARE_DRAFT_POST_MESSAGE,
  toZonedInputValue,
  type BlogPost,
  type BlogUpdate,
} from "@app/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink as ExternalLinkIcon, Save } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { blogQueries } from "../../lib/queries";
import { publicSiteHref, usePlatform } from "../admin-platform";
import { ConfirmDelete } from "../shared/confirm-delete";
import { ExternalLink } from "../shared/external-link";
import { FormField } from "../shared/form-field";
import { RichTextEditor } from "../shared/rich-text-editor";
import { useGuardUnsaved } from "../shared/unsaved-changes";
import { MetaDescriptionField } from "../shared/meta-description-field";
import { EmptyState, QueryStates } from "../shared/states";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { ShareButton } from "../tweets/share-button";
import { useSchemaForm } from "../shared/use-schema-form";
import { dateFormat, VisibilityBadge } from "./posts-page";
import { formatInZone, useSiteTimeZone, WithSiteTimeZone } from "../shared/site-time-zone";
import {
  PostHeadFields,
  PublishPanel,
  publishTimeOf,
  publishTimePrecheck,
  usePostPreview,
  type PostState,
  type PublishFields,
} from "./publish-panel";

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
  return (
    <>
      {back}
      <QueryStates
        query={post}
        loading={{
          label: "Loading post...",
          className: "grid gap-8",
          placeholders: [<Skeleton key={1} className="h-10 w-2/3" />, <Skeleton key={2} rounded="xl" className="h-96" />],
        }}
        errorTitle="Could not load the post"
      >
        {(data) => (
          <WithSiteTimeZone>
            <PostEditor key={data.updatedAt} post={data} />
          </WithSiteTimeZone>
        )}
      </QueryStates>
    </>
  );
}

interface PostValues extends PublishFields {
  title: string;
  slug: string;
  excerpt: string;
  heroImage: string;
  heroImageAlt: string;
  featured: boolean;
  metaTitle: string;
  metaDescription: string;
  content: string;
}
type PostField = Exclude<keyof PostValues, "featured">;

const LABELS: Record<PostField, string> = {
  title: "Title",
  slug: "URL slug",
  excerpt: "Excerpt",
  heroImage: "Hero image URL",
  heroImageAlt: "Alt text",
  category: "Category",
  metaTitle: "Meta title",
  metaDescription: "Meta description",
  keywords: "Tags",
  content: "Content",
  when: "When",
  publishAt: "Publish time",
};

const toValues = (p: BlogPost, timeZone: string, now: Date): PostValues => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  heroImage: p.heroImage,
  // Alt text that is the title is the default: shown empty, so a new title carries it along.
  heroImageAlt: p.heroImageAlt === p.title ? "" : p.heroImageAlt,
  category: p.category,
  featured: p.featured,
  metaTitle: p.metaTitle,
  metaDescription: p.metaDescription,
  keywords: p.keywords.join(", "),
  content: p.content,
  when: postVisibility(p, now) === "scheduled" ? "later" : "now",
  publishAt: p.publishedAt ? toZonedInputValue(p.publishedAt, timeZone) : "",
});

type EditAction = "save" | "publish" | "unpublish" | "preview";

function PostEditor({ post }: { post: BlogPost }) {
  const api = useApi();
  const platform = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timeZone = useSiteTimeZone();
  const lists = [queryKeys.adminPosts.all, queryKeys.blog.all] as const;
  const state: PostState = postVisibility(post, new Date()) === "draft" ? "draft" : postVisibility(post, new Date());
  const action = useRef<EditAction>("save");
  const { preview, openTab } = usePostPreview();

  const save = useAdminMutation({
    mutationFn: ({ input }: { input: BlogUpdate; action: EditAction }) => api.blog.update({ params: { id: post.id }, body: input }),
    invalidates: lists,
    success: (saved, { input }) => {
      const now = postVisibility(saved, new Date());
      if (input.published === false) {
        return { title: state === "scheduled" ? "Post unscheduled" : "Post unpublished", description: "It is a draft again." };
      }
      if (now === "scheduled" && saved.publishedAt) {
        return { title: "Post scheduled", description: `It goes live ${formatInZone(saved.publishedAt, timeZone)} (${timeZone}).` };
      }
      if (now === "published" && !post.published) return { title: "Post published!", description: "Your post is now live." };
      return { title: "Post updated" };
    },
    failure: "Failed to update post",
    onSuccess: () => form.markSaved(),
    onError: (error) => form.showServerErrors(error),
  });
  const remove = useAdminMutation({
    mutationFn: () => api.blog.remove({ params: { id: post.id } }),
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

  /** Whether the post is published once this submit lands (then its publish time counts). */
  const publishing = () => action.current === "publish" || (action.current !== "unpublish" && post.published);

  const form = useSchemaForm({
    // The editor remounts with each saved version (keyed by updatedAt), so the initial values are the stored post.
    initial: () => toValues(post, timeZone, new Date()),
    schema: blogUpdateSchema,
    labels: LABELS,
    precheck: (values) => publishTimePrecheck(publishing() && !(post.published && state === "published"), values, timeZone),
    toInput: ({ when, publishAt, ...fields }: PostValues) => {
      const at = publishTimeOf({ when, publishAt }, timeZone);
      return {
        ...fields,
        keywords: parseKeywords(fields.keywords),
        heroImageAlt: fields.heroImageAlt.trim(),
        ...(action.current === "unpublish" ? { published: false } : {}),
        ...(action.current === "publish" && !post.published ? { published: true } : {}),
        // A live post keeps its date; otherwise now (null: the server stamps it) or the time picked on the site's clocks.
        ...(publishing() && state !== "published" && at !== "invalid" ? { publishedAt: at } : {}),
      };
    },
    onValid: (input) => {
      if (action.current !== "preview") return save.mutate({ input, action: action.current });
      openTab();
      const { published: _published, publishedAt, ...fields } = input;
      preview.mutate({
        ...fields,
        id: post.id,
        title: fields.title ?? post.title,
        slug: fields.slug ?? post.slug,
        content: fields.content ?? post.content,
        publishedAt: publishedAt ?? post.publishedAt ?? null,
      });
    },
  });
  const { values, errors, bind } = form;
  useGuardUnsaved(form.dirty);

  const run = (next: EditAction) => {
    action.current = next;
    form.handleSubmit();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    action.current = "save";
    form.handleSubmit(event);
  };

  const busy = save.isPending || remove.isPending;
  const statusLine =
    state === "published" && post.publishedAt ? (
      <>
        Published <time dateTime={post.publishedAt}>{formatInZone(post.publishedAt, timeZone)}</time>
      </>
    ) : state === "scheduled" && post.publishedAt ? (
      <>
        Scheduled for <time dateTime={post.publishedAt}>{formatInZone(post.publishedAt, timeZone)}</time> ({timeZone})
      </>
    ) : (
      "Draft: only you can see it."
    );

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
          {state === "published" ? (
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
          <ConfirmDelete
            withText
            triggerLabel={`Delete ${post.title}`}
            title="Delete this post?"
            description={`"${post.title}" will be removed${post.published ? " from the blog" : ""}. This cannot be undone.`}
            onConfirm={() => remove.mutate()}
            pending={remove.isPending}
          />
          <Button type="submit" size="sm" disabled={busy}>
            {save.isPending && save.variables?.action === "save" ? <Spinner /> : <Save aria-hidden="true" />}
            Save
          </Button>
        </div>
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-6">
          <Card>
            <CardContent className="grid gap-4 py-5">
              <PostHeadFields bind={bind} errors={errors} onHero={(image) => form.setField("heroImage", image.url)} />
              <FormField label="Meta title" error={errors.metaTitle}>
                {(c) => <Input {...c} {...bind("metaTitle")} />}
              </FormField>
              <MetaDescriptionField {...bind("metaDescription")} error={errors.metaDescription} />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="grid gap-4 py-5">
              <RichTextEditor
                label="Content"
                value={post.content}
                onChange={(html) => form.setField("content", html)}
                error={errors.content}
                images
                products
              />
            </CardContent>
          </Card>
        </div>
        <div className="xl:sticky xl:top-20">
          <PublishPanel
            state={state}
            status={statusLine}
            values={values}
            errors={errors}
            bind={bind}
            onWhen={(when) => form.setField("when", when)}
            pending={
              preview.isPending
                ? "preview"
                : save.isPending && save.variables?.action === "unpublish"
                  ? "unpublish"
                  : save.isPending && save.variables?.action === "publish"
                    ? "publish"
                    : null
            }
            onPreview={() => run("preview")}
            onSaveDraft={() => run("save")}
            onPublish={() => run("publish")}
            onUnpublish={() => run("unpublish")}
            extra={
              <div className="flex items-center gap-2">
                <Checkbox
                  id="post-featured"
                  checked={values.featured}
                  onCheckedChange={(checked) => form.setField("featured", checked === true)}
                />
                <Label htmlFor="post-featured">Featured</Label>
              </div>
            }
          />
        </div>
      </div>
    </form>
  );
}
