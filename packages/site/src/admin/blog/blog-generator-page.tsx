import {
  CONTENT_TYPES,
  errorMessage,
  normalizeWordCount,
  parseKeywords,
  WORD_COUNT,
  type ContentType,
  type GeneratedPost,
  type GenerateRequest,
} from "@app/core";
import { ADMIN_SECTIONS } from "../layout/admin-sections";
import { useMutation } from "@tanstack/react-query";
import { Sparkles, Wand2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/use-toast";
import { useApi } from "../../lib/api";
import { FormField } from "../shared/form-field";
import { PageHeader } from "../shared/states";
import { GeneratedPostEditor } from "./generated-post-editor";
import { SuggestedTopics } from "./suggested-topics";

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  "how-to": "How-to guide",
  "buying-guide": "Buying guide",
  review: "Review",
  listicle: "Listicle",
};

export function BlogGeneratorPage() {
  const api = useApi();
  const { toast } = useToast();
  const [topic, setTopic] = useState("");
  const [contentType, setContentType] = useState<ContentType>("how-to");
  const [keywords, setKeywords] = useState("");
  const [wordCount, setWordCount] = useState(String(WORD_COUNT.fallback));
  const [includeProductLinks, setIncludeProductLinks] = useState(true);
  /** Each generation gets a new editor (its fields start from the generated post). */
  const [generated, setGenerated] = useState<{ post: GeneratedPost; run: number } | null>(null);

  const generate = useMutation({
    mutationFn: (input: GenerateRequest) => api.blog.generate(input),
    onSuccess: (post) => {
      setGenerated((g) => ({ post, run: (g?.run ?? 0) + 1 }));
      toast({ title: "Blog post generated!", description: "Review and edit it before saving." });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Generation failed", description: errorMessage(error, "Please try again") });
    },
  });

  const canGenerate = !generate.isPending && topic.trim() !== "" && keywords.trim() !== "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canGenerate) return;
    const keywordList = parseKeywords(keywords);
    if (keywordList.length === 0) {
      toast({ variant: "destructive", title: "Please enter at least one keyword" });
      return;
    }
    const targetWordCount = normalizeWordCount(wordCount);
    setWordCount(String(targetWordCount));
    generate.mutate({ topic: topic.trim(), contentType, keywords: keywordList, targetWordCount, includeProductLinks });
  };

  return (
    <>
      <PageHeader title={ADMIN_SECTIONS.blogGenerator.title} description="Draft an SEO-friendly post with AI, then review, edit and save it." />
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
              <form className="grid gap-4" onSubmit={submit} aria-label="Generate a blog post">
                <FormField label="Topic">
                  {(c) => (
                    <Input {...c} value={topic} onChange={(e) => setTopic(e.target.value)} placeholder="e.g. How to clean suede sneakers" required />
                  )}
                </FormField>
                <FormField label="Content type">
                  {(c) => (
                    <Select {...c} value={contentType} onChange={(e) => setContentType(e.target.value as ContentType)}>
                      {CONTENT_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {CONTENT_TYPE_LABELS[t]}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <FormField label="Keywords" hint="Separate keywords with commas.">
                  {(c) => (
                    <Input
                      {...c}
                      value={keywords}
                      onChange={(e) => setKeywords(e.target.value)}
                      placeholder="sneaker cleaning, suede care"
                      required
                    />
                  )}
                </FormField>
                <FormField label="Target word count" hint={`${WORD_COUNT.min} to ${WORD_COUNT.max} words.`}>
                  {(c) => (
                    <Input
                      {...c}
                      type="number"
                      min={WORD_COUNT.min}
                      max={WORD_COUNT.max}
                      step={WORD_COUNT.step}
                      value={wordCount}
                      onChange={(e) => setWordCount(e.target.value)}
                      onBlur={() => setWordCount(String(normalizeWordCount(wordCount)))}
                    />
                  )}
                </FormField>
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="include-products"
                    checked={includeProductLinks}
                    onCheckedChange={(checked) => setIncludeProductLinks(checked === true)}
                  />
                  <Label htmlFor="include-products">Include product recommendations</Label>
                </div>
                <Button type="submit" variant="brand" disabled={!canGenerate}>
                  {generate.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
                  {generate.isPending ? "Generating..." : "Generate Post"}
                </Button>
                <div aria-live="polite" role="status">
                  {generate.isPending ? (
                    <div className="flex items-center gap-3 rounded-lg border border-brand/40 bg-accent/50 p-3 text-sm">
                      <Spinner className="size-5 text-brand" />
                      <span>Writing your post... this can take up to a minute.</span>
                    </div>
                  ) : null}
                </div>
              </form>
            </CardContent>
          </Card>
          <SuggestedTopics
            onPick={(picked, type) => {
              setTopic(picked);
              setContentType(type);
            }}
          />
        </div>
        {generated ? (
          <GeneratedPostEditor key={generated.run} post={generated.post} />
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
