import {
  BLOG_AUTHOR,
  blogCreateSchema,
  heroImageSearchUrl,
  paths,
  queryKeys,
  type BlogCreate,
  type GeneratedPost,
} from "@app/core";
import { ExternalLink as ExternalLinkIcon, Rocket, Save } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { Textarea } from "../../components/ui/textarea";
import { useToast } from "../../components/ui/use-toast";
import { useApi } from "../../lib/api";
import { ExternalLink } from "../shared/external-link";
import { FormField } from "../shared/form-field";
import { HtmlPreview } from "../shared/html-preview";
import { MetaDescriptionField } from "../shared/meta-description-field";
import { validateWithSchema, type FieldErrors } from "../shared/schema-form";
import { useAdminMutation } from "../shared/use-admin-mutation";

interface DraftValues {
  title: string;
  slug: string;
  excerpt: string;
  heroImage: string;
  metaDescription: string;
  content: string;
}
type DraftField = keyof DraftValues;

const LABELS: Record<DraftField, string> = {
  title: "Title",
  slug: "URL slug",
  excerpt: "Excerpt",
  heroImage: "Hero image URL",
  metaDescription: "Meta description",
  content: "Content",
};

/** Preview and edit a generated post, then save it as a draft or publish it (spec §2, §4). */
export function GeneratedPostEditor({ post }: { post: GeneratedPost }) {
  const api = useApi();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [values, setValues] = useState<DraftValues>({
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    heroImage: "",
    metaDescription: post.metaDescription,
    content: post.content,
  });
  const [errors, setErrors] = useState<FieldErrors<DraftField>>({});

  const save = useAdminMutation({
    mutationFn: (payload: BlogCreate) => api.blog.create(payload),
    invalidates: [queryKeys.blog.all, queryKeys.adminPosts.all],
    success: (_post, payload) =>
      payload.published
        ? { title: "Blog post published!", description: "Your post is now live." }
        : { title: "Draft saved!", description: "You can edit and publish it later." },
    failure: "Save failed",
    onSuccess: () => navigate(paths.admin()),
  });

  const submit = (publish: boolean) => {
    const result = validateWithSchema(
      blogCreateSchema,
      {
        ...values,
        heroImageAlt: values.title.trim(),
        metaTitle: post.metaTitle || values.title,
        keywords: post.keywords,
        author: BLOG_AUTHOR,
        published: publish,
        publishedAt: publish ? new Date().toISOString() : null,
      },
      LABELS,
    );
    if (!result.ok) {
      setErrors(result.errors);
      toast({ variant: "destructive", title: "Save failed", description: result.first });
      return;
    }
    setErrors({});
    save.mutate({ ...result.data, heroImage: values.heroImage.trim() });
  };

  const bind = (name: DraftField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Preview and edit</h2>
        </CardTitle>
        <CardDescription>Everything here can be changed before you save.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 pb-5">
        <FormField label="Title" error={errors.title}>
          {(c) => <Input {...c} {...bind("title")} required />}
        </FormField>
        <FormField label="URL slug" error={errors.slug} hint={`/blog/${values.slug || "…"}`}>
          {(c) => <Input {...c} {...bind("slug")} required className="font-mono" />}
        </FormField>
        <FormField label="Excerpt" error={errors.excerpt}>
          {(c) => <Textarea {...c} {...bind("excerpt")} rows={3} />}
        </FormField>
        <FormField
          label="Hero image URL"
          error={errors.heroImage}
          hint={
            <>
              {post.heroImageQuery ? (
                <>
                  Suggested search: <span className="font-medium text-foreground">“{post.heroImageQuery}”</span> ·{" "}
                  <ExternalLink
                    href={heroImageSearchUrl(post.heroImageQuery)}
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
          {(c) => <Input {...c} {...bind("heroImage")} type="url" placeholder="https://images.example.com/photo.jpg" />}
        </FormField>
        <MetaDescriptionField {...bind("metaDescription")} error={errors.metaDescription} />
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Content preview</h3>
          <HtmlPreview html={values.content} title="Content preview" />
        </div>
        <FormField label="HTML content" error={errors.content}>
          {(c) => <Textarea {...c} {...bind("content")} rows={10} className="font-mono text-xs" />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
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
