import {
  blogCreateSchema,
  blogUpdateSchema,
  heroImageSearchUrl,
  parseKeywords,
  paths,
  postVisibility,
  queryKeys,
  slugify,
  toZonedInputValue,
  type BlogCreate,
  type BlogPost,
} from "@app/core";
import { ExternalLink as ExternalLinkIcon, Save, Trash2 } from "lucide-react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { ToastAction } from "../../components/ui/toast";
import { useApi } from "../../lib/api";
import { cx } from "../../lib/class-names";
import { ConfirmAction } from "../shared/confirm-delete";
import { ExternalLink } from "../shared/external-link";
import { FormField } from "../shared/form-field";
import { MetaDescriptionField } from "../shared/meta-description-field";
import { RichTextEditor } from "../shared/rich-text-editor";
import { formatInZone, useSiteTimeZone } from "../shared/site-time-zone";
import { useGuardUnsaved } from "../shared/unsaved-changes";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSchemaForm } from "../shared/use-schema-form";
import { emptyPostDraft, type PostDraftValues } from "./post-draft.atoms";
import { dateFormat, VisibilityBadge } from "./posts-page";
import { PostHeadFields, PublishPanel, publishTimeOf, publishTimePrecheck, usePostPreview, type PostState } from "./publish-panel";

const LABELS: Record<Exclude<keyof PostDraftValues, "featured">, string> = {
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

const toValues = (p: BlogPost, timeZone: string, now: Date): PostDraftValues => ({
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

type PostAction = "save" | "publish" | "unpublish" | "preview";

/**
 * One form for a post, new or saved: from the publish panel save it as a draft, publish it now, schedule it for a time
 * on the site's clocks, unpublish it, or preview it on the real post page. A saved post (`post`) is updated in place
 * and shows its state, its own actions, a Save button, the meta title and Featured; a new post is created, from
 * `initial` (a generated post, whose edits the caller keeps through `onValuesChange`) or empty. Leaving with unsaved
 * text asks first unless `guardUnsaved` is false.
 */
export function PostForm({
  post,
  heading,
  description,
  actions,
  deleting = false,
  initial,
  heroImageQuery,
  onValuesChange,
  onSaved,
  onDiscard,
  guardUnsaved = true,
  stacked = false,
}: {
  /** The saved post to edit; none for a new post. */
  post?: BlogPost;
  heading: string;
  /** The line under a new post's heading. */
  description?: string;
  /** A saved post's buttons beside Save (view on site, share, delete); `deleting` keeps Save off meanwhile. */
  actions?: ReactNode;
  deleting?: boolean;
  /** A new post's fields to start from (the rest empty). */
  initial?: Partial<PostDraftValues>;
  /** A stock-photo search the generator suggested for the hero image. */
  heroImageQuery?: string;
  onValuesChange?: (values: PostDraftValues) => void;
  onSaved?: () => void;
  onDiscard?: () => void;
  guardUnsaved?: boolean;
  /** The publish panel under the post rather than beside it (a narrow column, as in the generator). */
  stacked?: boolean;
}) {
  const api = useApi();
  const timeZone = useSiteTimeZone();
  const state: PostState = post ? postVisibility(post, new Date()) : "new";
  const action = useRef<PostAction>("save");
  const { preview, openTab } = usePostPreview();

  const save = useAdminMutation({
    mutationFn: ({ input }: { input: BlogCreate; action: PostAction }) =>
      post ? api.blog.update({ params: { id: post.id }, body: input }) : api.blog.create({ body: input }),
    invalidates: [queryKeys.adminPosts.all, queryKeys.blog.all],
    success: (saved, { input }) => {
      const now = postVisibility(saved, new Date());
      // Wherever a new post's screen goes next, the saved post is one tap away.
      const open = post ? undefined : (
        <ToastAction altText="Open the saved post" asChild>
          <Link to={paths.adminPostEdit(saved.id)}>Open post</Link>
        </ToastAction>
      );
      if (post && input.published === false) {
        return { title: state === "scheduled" ? "Post unscheduled" : "Post unpublished", description: "It is a draft again." };
      }
      if (now === "scheduled" && saved.publishedAt) {
        const description = `It goes live ${formatInZone(saved.publishedAt, timeZone)} (${timeZone}).`;
        return { title: "Post scheduled", description, action: open };
      }
      if (!post) {
        return now === "published"
          ? { title: "Blog post published!", description: "Your post is now live.", action: open }
          : { title: "Draft saved!", description: "You can edit and publish it later.", action: open };
      }
      return now === "published" && !post.published
        ? { title: "Post published!", description: "Your post is now live." }
        : { title: "Post updated" };
    },
    failure: post ? "Failed to update post" : "Save failed",
    onSuccess: () => {
      form.markSaved();
      onSaved?.();
    },
    onError: (error) => form.showServerErrors(error),
  });

  /** Whether the post is published once this submit lands (then its publish time counts); a new post's preview counts as one. */
  const publishing = () =>
    action.current === "publish" || (post ? action.current !== "unpublish" && post.published : action.current === "preview");

  const form = useSchemaForm({
    // A saved post's form remounts with each saved version (keyed by updatedAt), so its initial values are the stored post.
    initial: () => (post ? toValues(post, timeZone, new Date()) : { ...emptyPostDraft(), ...initial }),
    schema: post ? blogUpdateSchema : blogCreateSchema,
    labels: LABELS,
    precheck: (values) => publishTimePrecheck(publishing() && state !== "published", values, timeZone),
    toInput: ({ when, publishAt, ...fields }: PostDraftValues) => {
      const at = publishTimeOf({ when, publishAt }, timeZone);
      // A live post keeps its date; otherwise now (null) or the time picked on the site's clocks (a later one schedules it).
      const dated = publishing() && state !== "published" && at !== "invalid";
      const input = { ...fields, keywords: parseKeywords(fields.keywords) };
      if (post) {
        return {
          ...input,
          ...(action.current === "unpublish" ? { published: false } : {}),
          ...(action.current === "publish" && !post.published ? { published: true } : {}),
          // null: the server stamps now.
          ...(dated ? { publishedAt: at } : {}),
        };
      }
      return {
        ...input,
        slug: fields.slug.trim() || slugify(fields.title),
        metaTitle: fields.metaTitle || fields.title,
        published: action.current === "publish",
        publishedAt: dated ? (at ?? new Date().toISOString()) : null,
      };
    },
    onValid: (valid) => {
      // A saved post's update carries every field too (the form sends them all).
      const input = valid as BlogCreate;
      if (action.current !== "preview") return save.mutate({ input, action: action.current });
      // Still inside the click (validation is synchronous): the new tab is not a pop-up to block.
      openTab();
      const { published: _published, publishedAt, ...fields } = input;
      preview.mutate({ ...fields, id: post?.id, publishedAt: publishedAt ?? post?.publishedAt ?? null });
    },
  });

  // A new post's screen moves on once it is saved, before the form has seen itself saved.
  useGuardUnsaved(guardUnsaved && form.dirty && !(save.isSuccess && !post));
  const { values, errors, bind } = form;
  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);

  const run = (next: PostAction, event?: FormEvent<HTMLFormElement>) => {
    action.current = next;
    form.handleSubmit(event);
  };
  const saving = save.isPending ? save.variables?.action : undefined;
  const status = !post ? (
    "Not saved yet"
  ) : state === "published" && post.publishedAt ? (
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
  const editor = (
    <RichTextEditor
      label="Content"
      value={values.content}
      onChange={(html) => form.setField("content", html)}
      error={errors.content}
      images
      products
    />
  );

  return (
    <form noValidate onSubmit={(event) => run("save", event)} className="grid gap-6" aria-labelledby={post ? "post-heading" : undefined}>
      {post ? (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <VisibilityBadge post={post} />
              <span className="text-sm text-muted-foreground">
                Updated <time dateTime={post.updatedAt}>{dateFormat.format(new Date(post.updatedAt))}</time>
              </span>
            </div>
            <h1 id="post-heading" className="font-display text-2xl tracking-tight sm:text-3xl">
              {heading}
            </h1>
          </div>
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button type="submit" size="sm" disabled={save.isPending || deleting}>
              {saving === "save" ? <Spinner /> : <Save aria-hidden="true" />}
              Save
            </Button>
          </div>
        </div>
      ) : null}

      <div className={cx("grid items-start gap-6", !stacked && "xl:grid-cols-[minmax(0,1fr)_20rem]")}>
        <div className="grid gap-6">
          <Card>
            {post ? null : (
              <CardHeader>
                <CardTitle>
                  <h2>{heading}</h2>
                </CardTitle>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
            )}
            <CardContent className={cx("grid gap-4", post ? "py-5" : "pb-5")}>
              <PostHeadFields
                bind={bind}
                errors={errors}
                slug={
                  post
                    ? undefined
                    : {
                        hint: `/blog/${values.slug || slugify(values.title) || "…"}`,
                        placeholder: slugify(values.title) || "made-from-the-title",
                      }
                }
                onHero={(image) => form.setField("heroImage", image.url)}
                heroHint={
                  heroImageQuery ? (
                    <>
                      Suggested search: <span className="font-medium text-foreground">“{heroImageQuery}”</span> ·{" "}
                      <ExternalLink
                        href={heroImageSearchUrl(heroImageQuery)}
                        className="inline-flex items-center gap-1 font-medium text-brand underline-offset-4 hover:underline"
                      >
                        Search stock photos
                        <ExternalLinkIcon className="size-3" aria-hidden="true" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </ExternalLink>
                      {". "}Use a 1200×630 image. Leave empty to use the default image.
                    </>
                  ) : undefined
                }
              />
              {post ? (
                <FormField label="Meta title" error={errors.metaTitle}>
                  {(c) => <Input {...c} {...bind("metaTitle")} />}
                </FormField>
              ) : null}
              <MetaDescriptionField {...bind("metaDescription")} error={errors.metaDescription} />
              {post ? null : editor}
              {onDiscard ? (
                <div className="flex">
                  {/* Discarding asks first: the post under review is not saved anywhere but this tab. */}
                  <ConfirmAction
                    trigger={
                      <Button variant="ghost" className="sm:mr-auto" disabled={save.isPending}>
                        <Trash2 aria-hidden="true" />
                        Discard
                      </Button>
                    }
                    title="Discard this post?"
                    description="The generated post and your edits to it will be lost. This cannot be undone."
                    cancelLabel="Keep editing"
                    confirmLabel="Discard post"
                    onConfirm={onDiscard}
                  />
                </div>
              ) : null}
            </CardContent>
          </Card>
          {post ? (
            <Card>
              <CardContent className="grid gap-4 py-5">{editor}</CardContent>
            </Card>
          ) : null}
        </div>
        <div className={cx(!stacked && "xl:sticky xl:top-20")}>
          <PublishPanel
            state={state}
            status={status}
            values={values}
            errors={errors}
            bind={bind}
            onWhen={(when) => form.setField("when", when)}
            pending={preview.isPending ? "preview" : saving === "save" ? (post ? null : "draft") : (saving ?? null)}
            onPreview={() => run("preview")}
            onSaveDraft={() => run("save")}
            onPublish={() => run("publish")}
            onUnpublish={() => run("unpublish")}
            extra={
              post ? (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="post-featured"
                    checked={values.featured}
                    onCheckedChange={(checked) => form.setField("featured", checked === true)}
                  />
                  <Label htmlFor="post-featured">Featured</Label>
                </div>
              ) : null
            }
          />
        </div>
      </div>
    </form>
  );
}
