import { BLOG_AUTHOR, blogCreateSchema, heroImageSearchUrl, queryKeys, slugify, type BlogCreate } from "@app/core";
import { ExternalLink as ExternalLinkIcon, Rocket, Save, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { Textarea } from "../../components/ui/textarea";
import { useApi } from "../../lib/api";
import { ConfirmAction } from "../shared/confirm-delete";
import { ExternalLink } from "../shared/external-link";
import { FormField } from "../shared/form-field";
import { MetaDescriptionField } from "../shared/meta-description-field";
import { RichTextEditor } from "../shared/rich-text-editor";
import { useGuardUnsaved } from "../shared/unsaved-changes";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSchemaForm } from "../shared/use-schema-form";
import type { PostDraftValues } from "./post-draft.atoms";

const LABELS: Record<keyof PostDraftValues, string> = {
  title: "Title",
  slug: "URL slug",
  excerpt: "Excerpt",
  heroImage: "Hero image URL",
  metaDescription: "Meta description",
  content: "Content",
};

/**
 * Write or review a new post, then save it as a draft or publish it. Used for a generated post (whose
 * fields are kept by the caller through `onValuesChange`) and for a post written by hand, which asks
 * before its unsaved text is left behind (`guardUnsaved`).
 */
export function PostDraftEditor({
  heading,
  description,
  initial,
  heroImageQuery,
  metaTitle,
  keywords = [],
  onValuesChange,
  onSaved,
  onDiscard,
  guardUnsaved = false,
}: {
  heading: string;
  description: string;
  initial: PostDraftValues;
  /** A stock-photo search the generator suggested for the hero image. */
  heroImageQuery?: string;
  metaTitle?: string;
  keywords?: string[];
  onValuesChange?: (values: PostDraftValues) => void;
  onSaved: () => void;
  onDiscard?: () => void;
  guardUnsaved?: boolean;
}) {
  const api = useApi();
  const publishing = useRef(false);

  const save = useAdminMutation({
    mutationFn: (payload: BlogCreate) => api.blog.create(payload),
    invalidates: [queryKeys.blog.all, queryKeys.adminPosts.all],
    success: (_post, payload) =>
      payload.published
        ? { title: "Blog post published!", description: "Your post is now live." }
        : { title: "Draft saved!", description: "You can edit and publish it later." },
    failure: "Save failed",
    onSuccess: () => {
      form.markSaved();
      onSaved();
    },
  });

  const form = useSchemaForm({
    initial,
    schema: blogCreateSchema,
    labels: LABELS,
    toInput: (values: PostDraftValues) => ({
      ...values,
      slug: values.slug.trim() || slugify(values.title),
      heroImage: values.heroImage.trim(),
      heroImageAlt: values.title.trim(),
      metaTitle: metaTitle || values.title,
      keywords,
      author: BLOG_AUTHOR,
      published: publishing.current,
      publishedAt: publishing.current ? new Date().toISOString() : null,
    }),
    onValid: (payload) => save.mutate(payload),
  });

  useGuardUnsaved(guardUnsaved && form.dirty && !save.isSuccess);
  const { values } = form;
  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);

  const submit = (publish: boolean) => {
    publishing.current = publish;
    form.handleSubmit();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{heading}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 pb-5">
        <FormField label="Title" error={form.errors.title}>
          {(c) => <Input {...c} {...form.bind("title")} required />}
        </FormField>
        <FormField label="URL slug" error={form.errors.slug} hint={`/blog/${values.slug || slugify(values.title) || "…"}`}>
          {(c) => (
            <Input {...c} {...form.bind("slug")} placeholder={slugify(values.title) || "made-from-the-title"} className="font-mono" />
          )}
        </FormField>
        <FormField label="Excerpt" error={form.errors.excerpt}>
          {(c) => <Textarea {...c} {...form.bind("excerpt")} rows={3} />}
        </FormField>
        <FormField
          label="Hero image URL"
          error={form.errors.heroImage}
          hint={
            <>
              {heroImageQuery ? (
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
                  {". "}
                </>
              ) : null}
              Use a 1200×630 image. Leave empty to use the default image.
            </>
          }
        >
          {(c) => <Input {...c} {...form.bind("heroImage")} type="url" placeholder="https://images.example.com/photo.jpg" />}
        </FormField>
        <MetaDescriptionField {...form.bind("metaDescription")} error={form.errors.metaDescription} />
        <RichTextEditor
          label="Content"
          value={initial.content}
          onChange={(html) => form.setField("content", html)}
          error={form.errors.content}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onDiscard ? <DiscardDraft onDiscard={onDiscard} disabled={save.isPending} /> : null}
          <Button variant="outline" onClick={() => submit(false)} disabled={save.isPending}>
            {save.isPending && !save.variables?.published ? <Spinner /> : <Save aria-hidden="true" />}
            Save Draft
          </Button>
          <Button variant="brand" onClick={() => submit(true)} disabled={save.isPending}>
            {save.isPending && save.variables?.published ? <Spinner /> : <Rocket aria-hidden="true" />}
            Publish Now
          </Button>
        </div>
      </CardContent>
    </Card>
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
