import { BLOG_AUTHOR, DEFAULT_HERO_IMAGE, fromZonedInputValue, type PostPreviewRequest, type UploadedImage } from "@app/core";
import { CalendarClock, Eye, ImageUp, Rocket, Save, Undo2 } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { Textarea } from "../../components/ui/textarea";
import { useApi } from "../../lib/api";
import { publicSiteHref, usePlatform } from "../admin-platform";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { useSiteTimeZone } from "../shared/site-time-zone";
import { PictureFileInput, useImageUpload } from "../shared/use-image-upload";

/** When a post goes live: now, or at a time on the site's clocks. */
export type PublishWhen = "now" | "later";

/** The publish panel's fields, as the editors' forms hold them (text). */
export interface PublishFields {
  category: string;
  /** Tags, separated by commas (the post's keywords). */
  keywords: string;
  when: PublishWhen;
  /** A datetime-local value on the site's clocks ("" until picked). */
  publishAt: string;
}

type BindProps = { name: string; value: string; onChange: (event: { target: { value: string } }) => void };
type PanelText = "category" | "keywords" | "publishAt";

/**
 * The publish time a form asks for: null for now, the ISO instant for a later time (read on the site's clocks), or
 * "invalid" when the time is missing or not one.
 */
export function publishTimeOf(fields: Pick<PublishFields, "when" | "publishAt">, timeZone: string): string | null | "invalid" {
  if (fields.when === "now") return null;
  return fromZonedInputValue(fields.publishAt, timeZone) ?? "invalid";
}

export const PUBLISH_TIME_MESSAGE = "Pick the date and time to publish at";

/** The editors' precheck: a post being published (or scheduled) needs a real publish time when "later" is picked. */
export function publishTimePrecheck(publishing: boolean, fields: Pick<PublishFields, "when" | "publishAt">, timeZone: string) {
  if (!publishing || publishTimeOf(fields, timeZone) !== "invalid") return null;
  return {
    errors: { publishAt: PUBLISH_TIME_MESSAGE },
    toast: { title: "Please check the form", description: PUBLISH_TIME_MESSAGE },
  };
}

export type PostState = "new" | "draft" | "scheduled" | "published";

/**
 * One place to publish a post, as Ghost's: publish now or schedule it for a time on the site's clocks (SITE_TIMEZONE),
 * or keep it a draft; its category, tags and author; a preview of the real page. `state` is where the saved post is
 * ("new" for one not saved yet).
 */
export function PublishPanel({
  state,
  status,
  values,
  errors,
  bind,
  onWhen,
  pending,
  onPreview,
  onSaveDraft,
  onPublish,
  onUnpublish,
  extra,
}: {
  state: PostState;
  /** A line on where the post stands ("Draft", "Scheduled for …", "Published …"). */
  status: ReactNode;
  values: PublishFields;
  errors: Partial<Record<PanelText, string>>;
  bind: (name: PanelText) => BindProps;
  onWhen: (when: PublishWhen) => void;
  pending: "draft" | "publish" | "unpublish" | "preview" | null;
  onPreview: () => void;
  onSaveDraft: () => void;
  onPublish: () => void;
  /** Back to a draft (a scheduled or published post). */
  onUnpublish?: () => void;
  /** More fields under the author (the editor's Featured box). */
  extra?: ReactNode;
}) {
  const timeZone = useSiteTimeZone();
  const whenName = useId();
  const busy = pending !== null;
  const live = state === "published";
  const spin = (what: typeof pending, icon: ReactNode) => (pending === what ? <Spinner /> : icon);
  const later = values.when === "later";
  return (
    <Card aria-labelledby={`${whenName}-title`}>
      <CardHeader>
        <CardTitle>
          <h2 id={`${whenName}-title`}>Publish</h2>
        </CardTitle>
        <p className="text-sm text-muted-foreground" data-testid="publish-status">
          {status}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4 pb-5">
        {live ? null : (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">When</legend>
            {(
              [
                { value: "now", label: "Publish now" },
                { value: "later", label: "Schedule for later" },
              ] as const
            ).map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={whenName}
                  value={option.value}
                  checked={values.when === option.value}
                  onChange={() => onWhen(option.value)}
                  className="size-4 accent-[var(--color-brand)]"
                />
                {option.label}
              </label>
            ))}
            {later ? (
              <FormField label="Publish time" error={errors.publishAt} hint={`In the site's time zone (${timeZone}).`}>
                {(c) => <Input {...c} {...bind("publishAt")} type="datetime-local" fit />}
              </FormField>
            ) : null}
          </fieldset>
        )}
        <FormField label="Category" error={errors.category}>
          {(c) => <Input {...c} {...bind("category")} required />}
        </FormField>
        <FormField label="Tags" error={errors.keywords} hint="Separate tags with commas.">
          {(c) => <Input {...c} {...bind("keywords")} placeholder="sneaker care, suede" />}
        </FormField>
        <div className="grid gap-1">
          <span className="text-sm font-medium">Author</span>
          <p className="text-sm text-muted-foreground">{BLOG_AUTHOR}</p>
        </div>
        {extra}
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button type="button" variant="outline" size="sm" onClick={onPreview} disabled={busy}>
            {spin("preview", <Eye aria-hidden="true" />)}
            Preview
          </Button>
          {state === "new" || state === "draft" ? (
            <Button type="button" variant="outline" size="sm" onClick={onSaveDraft} disabled={busy}>
              {spin("draft", <Save aria-hidden="true" />)}
              Save Draft
            </Button>
          ) : (
            <Button type="button" variant="outline" size="sm" onClick={onUnpublish} disabled={busy}>
              {spin("unpublish", <Undo2 aria-hidden="true" />)}
              {state === "scheduled" ? "Unschedule" : "Unpublish"}
            </Button>
          )}
          <Button type="button" variant="brand" size="sm" onClick={onPublish} disabled={busy}>
            {spin("publish", later && !live ? <CalendarClock aria-hidden="true" /> : <Rocket aria-hidden="true" />)}
            {live ? "Update" : later ? (state === "scheduled" ? "Update schedule" : "Schedule") : "Publish Now"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The post's hero: uploaded from the admin's computer (resized to 1200×630 and stored by the server) or an address,
 * with the alt text readers who cannot see it get (the title when left empty).
 */
export function HeroImageField({
  url,
  alt,
  errors,
  onUploaded,
  hint,
}: {
  url: BindProps;
  alt: BindProps;
  errors: { heroImage?: string; heroImageAlt?: string };
  onUploaded: (image: UploadedImage) => void;
  hint?: ReactNode;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useImageUpload("hero", onUploaded);
  const shown = url.value.trim() || DEFAULT_HERO_IMAGE;
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-3">
        <img src={shown} alt="" width={1200} height={630} className="aspect-[1200/630] h-20 w-auto rounded border bg-muted object-cover" />
        <div className="grid gap-1">
          <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? <Spinner /> : <ImageUp aria-hidden="true" />}
            {upload.isPending ? "Uploading..." : "Upload hero image"}
          </Button>
          <p className="text-xs text-muted-foreground">JPEG, PNG, WebP, AVIF or GIF up to 10 MB; cut to 1200×630.</p>
        </div>
        <PictureFileInput inputRef={fileInput} label="Hero image file" onFile={(file) => upload.mutate(file)} />
      </div>
      <FormField label="Hero image URL" error={errors.heroImage} hint={hint ?? "Or an address. Leave empty to use the default image."}>
        {(c) => <Input {...c} {...url} placeholder="https://images.example.com/photo.jpg" />}
      </FormField>
      <FormField
        label="Alt text"
        error={errors.heroImageAlt}
        hint="What the picture shows, for readers who cannot see it. The title when empty."
      >
        {(c) => <Input {...c} {...alt} />}
      </FormField>
    </div>
  );
}

/**
 * Preview the editor's fields on the real post page (POST /api/admin/posts/preview), opened in a new tab on the web
 * (the tab is opened on the click itself, so no pop-up blocker stops it) and in the system browser on the desktop.
 */
export function usePostPreview() {
  const api = useApi();
  const platform = usePlatform();
  const tab = useRef<Window | null>(null);
  const preview = useAdminMutation({
    mutationFn: (input: PostPreviewRequest) => api.blog.preview({ body: input }),
    invalidates: [],
    success: { title: "Preview ready", description: "It opens in a new tab; the link works for an hour." },
    failure: "Preview failed",
    onSuccess: ({ url }) => {
      const href = publicSiteHref(platform, url);
      if (tab.current && !tab.current.closed) tab.current.location.href = href;
      else platform.openExternal(href);
      tab.current = null;
    },
    onError: () => {
      tab.current?.close();
      tab.current = null;
    },
  });
  /** Call from the click itself once the fields are checked, then `preview.mutate`. */
  const openTab = () => {
    if (platform.kind !== "web") return;
    tab.current = window.open("", "_blank");
    if (tab.current) tab.current.opener = null;
  };
  return { preview, openTab };
}

/** A post's first fields, the same in every editor: title, URL slug, excerpt and the hero with its alt text. */
export function PostHeadFields({
  bind,
  errors,
  slug,
  heroHint,
  onHero,
}: {
  bind: (name: "title" | "slug" | "excerpt" | "heroImage" | "heroImageAlt") => BindProps;
  errors: Partial<Record<"title" | "slug" | "excerpt" | "heroImage" | "heroImageAlt", string>>;
  /** The slug field's hint and placeholder (a new post makes its slug from the title). */
  slug?: { hint: ReactNode; placeholder: string };
  heroHint?: ReactNode;
  onHero: (image: UploadedImage) => void;
}) {
  return (
    <>
      <FormField label="Title" error={errors.title}>
        {(c) => <Input {...c} {...bind("title")} required />}
      </FormField>
      <FormField label="URL slug" error={errors.slug} hint={slug?.hint}>
        {(c) => <Input {...c} {...bind("slug")} required={!slug} placeholder={slug?.placeholder} className="font-mono" />}
      </FormField>
      <FormField label="Excerpt" error={errors.excerpt}>
        {(c) => <Textarea {...c} {...bind("excerpt")} rows={3} />}
      </FormField>
      <HeroImageField url={bind("heroImage")} alt={bind("heroImageAlt")} errors={errors} onUploaded={onHero} hint={heroHint} />
    </>
  );
}
