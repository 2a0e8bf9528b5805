import {
  CONTENT_TYPES,
  errorMessage,
  generateRequestSchema,
  normalizeWordCount,
  parseKeywords,
  WORD_COUNT,
  type ContentType,
  type GeneratedPost,
  type GenerateRequest,
} from "@app/core";
import { paths } from "@app/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { PenLine, ShieldAlert, Sparkles, Wand2 } from "lucide-react";
import { useCallback } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/use-toast";
import { useApi } from "../../lib/api";
import { blogQueries } from "../../lib/queries";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { FormField } from "../shared/form-field";
import { WithSiteTimeZone } from "../shared/site-time-zone";
import { PageHeader } from "../shared/states";
import { useSchemaForm } from "../shared/use-schema-form";
import { emptyPostDraft, generatedDraftAtom, type PostDraftValues } from "./post-draft.atoms";
import { PostForm } from "./post-form";
import { SuggestedTopics } from "./suggested-topics";

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  "how-to": "How-to guide",
  "buying-guide": "Buying guide",
  review: "Review",
  listicle: "Listicle",
};

const GENERATE_LABELS = {
  topic: "Topic",
  contentType: "Content type",
  keywords: "Keywords",
  targetWordCount: "Target word count",
  includeProductLinks: "Include product recommendations",
};
const NO_KEYWORD = "Please enter at least one keyword";

interface GenerateFields {
  topic: string;
  contentType: string;
  keywords: string;
  wordCount: string;
  includeProductLinks: boolean;
}

const draftFromGenerated = (post: GeneratedPost): PostDraftValues => ({
  ...emptyPostDraft(),
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  metaDescription: post.metaDescription,
  content: post.content,
  keywords: post.keywords.join(", "),
});

/**
 * What the server took out of the AI's text before this preview (links off the site, products not in the catalogue,
 * prices: server/src/generate/grounding.ts), so the admin knows the draft was changed and why. Absent in a draft kept
 * from before the AI writer was grounded in the catalogue.
 */
function RemovedNotice({ removed }: { removed: readonly string[] | undefined }) {
  if (!removed || removed.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Removed from the AI's text"
      className="grid gap-2 rounded-xl border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-4" aria-hidden="true" />
        Removed from the AI's text before this preview
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {removed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-xs">Products are shown only as product boxes of your catalogue, with their live prices.</p>
    </div>
  );
}

export function BlogGeneratorPage() {
  const api = useApi();
  const { toast } = useToast();
  const navigate = useNavigate();
  const status = useQuery(blogQueries.generationStatus(api));
  const unavailable = status.data?.configured === false;
  /** The post under review survives leaving this screen; each generation gets a new editor. */
  const [generated, setGenerated] = useAtom(generatedDraftAtom);
  const keepEdits = useCallback((values: PostDraftValues) => setGenerated((g) => (g ? { ...g, values } : g)), [setGenerated]);

  const generate = useMutation({
    mutationFn: (input: GenerateRequest) => api.blog.generate({ body: input }),
    onSuccess: (post) => {
      setGenerated((g) => ({ post, run: (g?.run ?? 0) + 1, values: draftFromGenerated(post) }));
      toast({ title: "Blog post generated!", description: "Review and edit it before saving." });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Generation failed", description: errorMessage(error, "Please try again") });
    },
  });

  const form = useSchemaForm({
    initial: (): GenerateFields => ({
      topic: "",
      contentType: "how-to",
      keywords: "",
      wordCount: String(WORD_COUNT.fallback),
      includeProductLinks: true,
    }),
    schema: generateRequestSchema,
    labels: GENERATE_LABELS,
    toInput: (values) => ({
      topic: values.topic,
      contentType: values.contentType,
      keywords: parseKeywords(values.keywords),
      targetWordCount: normalizeWordCount(values.wordCount),
      includeProductLinks: values.includeProductLinks,
    }),
    precheck: (values) =>
      parseKeywords(values.keywords).length === 0 ? { errors: { keywords: NO_KEYWORD }, toast: { title: NO_KEYWORD } } : null,
    onValid: (input) => {
      form.setField("wordCount", String(input.targetWordCount));
      generate.mutate(input);
    },
  });
  const { values, errors, bind, setField } = form;
  const canGenerate = !unavailable && !generate.isPending && values.topic.trim() !== "" && values.keywords.trim() !== "";
  const normalizeWords = () => setField("wordCount", String(normalizeWordCount(values.wordCount)));

  return (
    <>
      <PageHeader
        title={ADMIN_SECTIONS.blogGenerator.title}
        description="Draft an SEO-friendly post with AI, then review, edit and save it."
        actions={
          <Link to={paths.adminNewPost()} className={buttonVariants({ variant: "outline" })}>
            <PenLine aria-hidden="true" />
            New post
          </Link>
        }
      />
      {unavailable ? (
        <div
          role="alert"
          className="grid gap-2 rounded-xl border border-amber-500/50 bg-amber-50 p-5 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <h2 className="font-semibold">AI writing isn't set up on this site yet</h2>
          <p>
            Posts can't be generated until whoever runs the site connects an AI service. You can still write a post yourself: it is saved
            and published the same way.
          </p>
          <Link to={paths.adminNewPost()} className={buttonVariants({ variant: "outline", size: "sm", className: "w-fit" })}>
            <PenLine aria-hidden="true" />
            Write a post yourself
          </Link>
        </div>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="flex items-center gap-2">
                  <Wand2 className="size-4 text-brand" aria-hidden="true" />
                  Generate a post
                </h2>
              </CardTitle>
              <CardDescription>Describe what to write about.</CardDescription>
            </CardHeader>
            <CardContent className="pb-5">
              <form
                className="grid gap-4"
                onSubmit={(event) => (canGenerate ? form.handleSubmit(event) : event.preventDefault())}
                aria-label="Generate a blog post"
              >
                <fieldset disabled={unavailable} className="grid gap-4 disabled:opacity-60">
                  <FormField label="Topic" error={errors.topic}>
                    {(c) => <Input {...c} {...bind("topic")} placeholder="e.g. How to clean suede sneakers" required />}
                  </FormField>
                  <FormField label="Content type" error={errors.contentType}>
                    {(c) => (
                      <Select {...c} {...bind("contentType")}>
                        {CONTENT_TYPES.map((t) => (
                          <option key={t} value={t}>
                            {CONTENT_TYPE_LABELS[t]}
                          </option>
                        ))}
                      </Select>
                    )}
                  </FormField>
                  <FormField label="Keywords" hint="Separate keywords with commas." error={errors.keywords}>
                    {(c) => <Input {...c} {...bind("keywords")} placeholder="sneaker cleaning, suede care" required />}
                  </FormField>
                  <FormField
                    label="Target word count"
                    hint={`${WORD_COUNT.min} to ${WORD_COUNT.max} words.`}
                    error={errors.targetWordCount}
                  >
                    {(c) => (
                      <Input
                        {...c}
                        {...bind("wordCount")}
                        type="number"
                        min={WORD_COUNT.min}
                        max={WORD_COUNT.max}
                        step={WORD_COUNT.step}
                        onBlur={normalizeWords}
                      />
                    )}
                  </FormField>
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id="include-products"
                      checked={values.includeProductLinks}
                      onCheckedChange={(checked) => setField("includeProductLinks", checked === true)}
                    />
                    <Label htmlFor="include-products">Include product recommendations</Label>
                  </div>
                </fieldset>
                <Button type="submit" variant="brand" disabled={!canGenerate}>
                  {generate.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
                  {generate.isPending ? "Generating..." : "Generate Post"}
                </Button>
                <div aria-live="polite" role="status">
                  {generate.isPending ? (
                    <div className="flex items-center gap-3 rounded-lg border border-brand/40 bg-accent/50 p-3 text-sm">
                      <Spinner size={5} className="text-brand" />
                      <span>Writing your post... this can take up to a minute.</span>
                    </div>
                  ) : null}
                </div>
              </form>
            </CardContent>
          </Card>
          <SuggestedTopics
            onPick={(picked, type) => {
              setField("topic", picked);
              setField("contentType", type);
            }}
          />
        </div>
        {generated ? (
          <div className="grid gap-4">
            <RemovedNotice removed={generated.post.removed} />
            <WithSiteTimeZone>
              <PostForm
                key={generated.run}
                stacked
                heading="Preview and edit"
                description="Everything here can be changed before you save. It stays here until you save or discard it."
                initial={{ ...generated.values, metaTitle: generated.post.metaTitle }}
                heroImageQuery={generated.post.heroImageQuery}
                guardUnsaved={false}
                onValuesChange={keepEdits}
                onSaved={() => {
                  setGenerated(null);
                  navigate(paths.admin());
                }}
                onDiscard={() => setGenerated(null)}
              />
            </WithSiteTimeZone>
          </div>
        ) : (
          <Card className="min-h-64 items-center justify-center p-8 text-center">
            <Sparkles className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="font-semibold">Preview</h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              The generated post appears here for you to review and edit before saving it as a draft or publishing it.
            </p>
          </Card>
        )}
      </div>
    </>
  );
}
