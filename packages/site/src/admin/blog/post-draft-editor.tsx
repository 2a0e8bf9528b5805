import {
  BLOG_AUTHOR,
  blogCreateSchema,
  heroImageSearchUrl,
  parseKeywords,
  paths,
  postVisibility,
  queryKeys,
  slugify,
  type BlogCreate,
} from "@app/core";
import { ExternalLink as ExternalLinkIcon, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ToastAction } from "../../components/ui/toast";
import { useApi } from "../../lib/api";
import { cx } from "../../lib/class-names";
import { ConfirmAction } from "../shared/confirm-delete";
import { ExternalLink } from "../shared/external-link";
import { MetaDescriptionField } from "../shared/meta-description-field";
import { RichTextEditor } from "../shared/rich-text-editor";
import { useGuardUnsaved } from "../shared/unsaved-changes";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSchemaForm } from "../shared/use-schema-form";
import { formatInZone, useSiteTimeZone } from "../shared/site-time-zone";
import { PostHeadFields, PublishPanel, publishTimeOf, publishTimePrecheck, usePostPreview } from "./publish-panel";
import type { PostDraftValues } from "./post-draft.atoms";

const LABELS: Record<keyof PostDraftValues, string> = {
  title: "Title",
  slug: "URL slug",
  excerpt: "Excerpt",
  heroImage: "Hero image URL",
  heroImageAlt: "Alt text",
  metaDescription: "Meta description",
  content: "Content",
  category: "Category",
  keywords: "Tags",
  when: "When",
  publishAt: "Publish time",
};

type DraftAction = "draft" | "publish" | "preview";

/**
 * Write or review a new post, then from the publish panel save it as a draft, publish it now, schedule it for a
 * time on the site's clocks, or preview it on the real post page. Used for a generated post (whose fields are kept
 * by the caller through `onValuesChange`) and for a post written by hand, which asks before its unsaved text is
 * left behind (`guardUnsaved`).
 */
export function PostDraftEditor({
  heading,
  description,
  initial,
  heroImageQuery,
  metaTitle,
  onValuesChange,
  onSaved,
  onDiscard,
  guardUnsaved = false,
  stacked = false,
}: {
  heading: string;
  description: string;
  initial: PostDraftValues;
  /** A stock-photo search the generator suggested for the hero image. */
  heroImageQuery?: string;
  metaTitle?: string;
  onValuesChange?: (values: PostDraftValues) => void;
  onSaved: () => void;
  onDiscard?: () => void;
  guardUnsaved?: boolean;
  /** The publish panel under the post rather than beside it (a narrow column, as in the generator). */
  stacked?: boolean;
}) {
  const api = useApi();
  const timeZone = useSiteTimeZone();
  const action = useRef<DraftAction>("draft");
  const { preview, openTab } = usePostPreview();

  const save = useAdminMutation({
    mutationFn: (payload: BlogCreate) => api.blog.create({ body: payload }),
    invalidates: [queryKeys.blog.all, queryKeys.adminPosts.all],
    success: (saved) => {
      const state = postVisibility(saved, new Date());
      // Wherever the screen goes next, the saved post is one tap away.
      const action = (
        <ToastAction altText="Open the saved post" asChild>
          <Link to={paths.adminPostEdit(saved.id)}>Open post</Link>
        </ToastAction>
      );
      if (state === "scheduled" && saved.publishedAt) {
        return { title: "Post scheduled", description: `It goes live ${formatInZone(saved.publishedAt, timeZone)} (${timeZone}).`, action };
      }
      return state === "published"
        ? { title: "Blog post published!", description: "Your post is now live.", action }
        : { title: "Draft saved!", description: "You can edit and publish it later.", action };
    },
    failure: "Save failed",
    onSuccess: () => {
      form.markSaved();
      onSaved();
    },
    onError: (error) => form.showServerErrors(error),
  });

  const form = useSchemaForm({
    initial,
    schema: blogCreateSchema,
    labels: LABELS,
    precheck: (values) => publishTimePrecheck(action.current !== "draft", values, timeZone),
    toInput: ({ when, publishAt, ...values }: PostDraftValues) => {
      const at = publishTimeOf({ when, publishAt }, timeZone);
      const publishing = action.current !== "draft";
      return {
        ...values,
        slug: values.slug.trim() || slugify(values.title),
        heroImage: values.heroImage.trim(),
        heroImageAlt: values.heroImageAlt.trim(),
        metaTitle: metaTitle || values.title,
        keywords: parseKeywords(values.keywords),
        author: BLOG_AUTHOR,
        published: action.current === "publish",
        // Now, or the time picked on the site's clocks (a later one schedules the post).
        publishedAt: publishing && at !== "invalid" ? (at ?? new Date().toISOString()) : null,
      };
    },
    onValid: (payload) => {
      if (action.current !== "preview") return save.mutate(payload);
      // Still inside the click (validation is synchronous): the new tab is not a pop-up to block.
      openTab();
      preview.mutate(payload);
    },
  });

  useGuardUnsaved(guardUnsaved && form.dirty && !save.isSuccess);
  const { values, errors, bind } = form;
  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);

  const run = (next: DraftAction) => {
    action.current = next;
    form.handleSubmit();
  };

  return (
    <div className={cx("grid items-start gap-6", !stacked && "xl:grid-cols-[minmax(0,1fr)_20rem]")}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{heading}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 pb-5">
          <PostHeadFields
            bind={bind}
            errors={errors}
            slug={{
              hint: `/blog/${values.slug || slugify(values.title) || "…"}`,
              placeholder: slugify(values.title) || "made-from-the-title",
            }}
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
          <MetaDescriptionField {...bind("metaDescription")} error={errors.metaDescription} />
          <RichTextEditor
            label="Content"
            value={initial.content}
            onChange={(html) => form.setField("content", html)}
            error={errors.content}
            images
            products
          />
          {onDiscard ? (
            <div className="flex">
              <DiscardDraft onDiscard={onDiscard} disabled={save.isPending} />
            </div>
          ) : null}
        </CardContent>
      </Card>
      <div className={cx(!stacked && "xl:sticky xl:top-20")}>
        <PublishPanel
          state="new"
          status="Not saved yet"
          values={values}
          errors={errors}
          bind={bind}
          onWhen={(when) => form.setField("when", when)}
          pending={save.isPending ? (save.variables?.published ? "publish" : "draft") : preview.isPending ? "preview" : null}
          onPreview={() => run("preview")}
          onSaveDraft={() => run("draft")}
          onPublish={() => run("publish")}
        />
      </div>
    </div>
  );
}

/** Discarding the post under review asks first: it is not saved anywhere but this tab. */
function DiscardDraft({ onDiscard, disabled }: { onDiscard: () => void; disabled: boolean }) {
  return (
    <ConfirmAction
      trigger={
        <Button variant="ghost" className="sm:mr-auto" disabled={disabled}>
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
  );
}
