import { PRODUCT_IMPORT_COLUMNS, PRODUCT_IMPORT_MAX_ROWS, type ProductImportResult } from "@app/core";
import { Upload } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { readText, RowProblems, rowProblems } from "../shared/file-import";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";
import { PRODUCT_LISTS } from "./product-lists";

/** A file's media type for the import: JSON lines by its name, else CSV. */
const fileType = (file: File) => (/\.(jsonl|ndjson)$/i.test(file.name) ? "application/x-ndjson" : "text/csv");

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${n === 1 ? word : `${word}s`}`;

/** What an import did, in a line. */
export const importSummary = (result: ProductImportResult) =>
  `${plural(result.rows, "row")}: ${result.added.toLocaleString("en-US")} added, ${result.updated.toLocaleString("en-US")} updated` +
  (result.rejected > 0 ? `, ${result.rejected.toLocaleString("en-US")} left out` : "");

/**
 * Import a supplier's or network's product file (CSV or JSON lines, docs/decisions/0051): a bar shows how much of it
 * is sent (the server reads it as it arrives), then what was added, updated and left out. A file with a bad row is
 * imported only with "Import the good rows".
 */
export function ImportProductsPanel() {
  const api = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [partial, setPartial] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [result, setResult] = useState<ProductImportResult | null>(null);
  const [problems, setProblems] = useState<{ path: string; message: string }[]>([]);
  const upload = useAdminMutation({
    mutationFn: async (input: { file: File; partial: boolean }) =>
      api.products.import({
        file: { text: await readText(input.file), type: fileType(input.file) },
        query: { partial: input.partial },
        onProgress: setSent,
      }),
    invalidates: PRODUCT_LISTS,
    success: (done) => ({ title: "Products imported", description: importSummary(done) }),
    failure: "Products not imported",
    onSuccess: (done) => {
      setResult(done);
      setProblems(done.problems.map((text) => ({ path: text.slice(0, text.indexOf(":")), message: text.slice(text.indexOf(":") + 2) })));
    },
    onError: (error) => {
      setResult(null);
      setProblems(rowProblems(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setSent(null);
    setResult(null);
    setProblems([]);
    upload.mutate({ file, partial });
  };
  const percent = sent === null ? undefined : Math.round(sent * 100);
  return (
    <Card>
      <CardContent className="grid gap-4 py-5">
        <div>
          <h2 className="font-semibold">Import products</h2>
          <p className="text-sm text-muted-foreground">
            A CSV file with a heading line, or JSON lines, of at most {PRODUCT_IMPORT_MAX_ROWS.toLocaleString("en-US")} products. Columns:{" "}
            {PRODUCT_IMPORT_COLUMNS.join(", ")}. A row updates the product with its externalId (else its productUrl) or adds one.
          </p>
        </div>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1.5fr_1fr_auto] sm:items-end" aria-label="Import products">
          <FormField label="File">
            {(c) => (
              <Input
                {...c}
                type="file"
                accept=".csv,.jsonl,.ndjson,text/csv,application/x-ndjson"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
          <div className="flex items-center gap-2 pb-2">
            <Checkbox id="import-partial" checked={partial} onCheckedChange={(checked) => setPartial(checked === true)} />
            <Label htmlFor="import-partial">Import the good rows when some are bad</Label>
          </div>
          <Button type="submit" disabled={!file || upload.isPending}>
            {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
            Import
          </Button>
        </form>
        {upload.isPending ? (
          <div className="grid gap-1 text-sm">
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={percent === undefined ? "h-full w-1/3 animate-pulse bg-primary" : "h-full bg-primary transition-[width]"}
                style={percent === undefined ? undefined : { width: `${percent}%` }}
              />
            </div>
            <p className="text-muted-foreground">
              {percent === undefined ? "Importing..." : percent < 100 ? `Sending the file: ${percent}%` : "Sent: saving the last rows..."}
            </p>
          </div>
        ) : null}
        {result ? (
          <p role="status" className="text-sm">
            {importSummary(result)}
          </p>
        ) : null}
        <RowProblems
          heading={result ? "These rows were left out:" : "Nothing was imported. Fix these rows, or import the good rows only:"}
          problems={problems}
        />
      </CardContent>
    </Card>
  );
}
