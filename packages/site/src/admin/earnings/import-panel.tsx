import { ApiError, apiErrorBodySchema, EARNINGS_NETWORK_LABEL, EARNINGS_NETWORKS, queryKeys, type EarningsNetwork } from "@app/core";
import { Upload } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";

/** The per-row problems of a refused import (the server's `issues`: "line 7" and what is wrong with it). */
function rowProblems(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  try {
    const body = apiErrorBodySchema.safeParse(JSON.parse(error.body));
    return body.success ? (body.data.issues ?? []) : [];
  } catch {
    return [];
  }
}

/** A file's text, read as UTF-8 (FileReader: every browser and Electron). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsText(file);
  });
}

/**
 * Upload a report file exported by a network: all its rows are imported or none (a bad row lists what is wrong with
 * each), and a file imported again adds nothing.
 */
export function ImportPanel() {
  const api = useApi();
  const [network, setNetwork] = useState<EarningsNetwork>("amazon");
  const [currency, setCurrency] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ path: string; message: string }[]>([]);
  const upload = useAdminMutation({
    mutationFn: async (input: { network: EarningsNetwork; file: File; currency: string }) =>
      api.earnings.import({
        network: input.network,
        fileName: input.file.name,
        text: await readText(input.file),
        currency: input.currency.trim() === "" ? undefined : input.currency.trim(),
      }),
    invalidates: [queryKeys.earnings.all],
    success: (result) => ({
      title: "Report imported",
      description: `${result.added} new ${result.added === 1 ? "row" : "rows"}, ${result.unchanged} already imported`,
    }),
    failure: "Report not imported",
    onSuccess: () => setProblems([]),
    onError: (error) => setProblems(rowProblems(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate({ network, file, currency });
  };
  return (
    <Card>
      <CardContent className="grid gap-4 py-5">
        <div>
          <h2 className="font-semibold">Import a report</h2>
          <p className="text-sm text-muted-foreground">
            Amazon: Associates Central › Reports › Earnings › Download (TSV or CSV). Rakuten: Reports › Signature Orders › CSV. A file
            imported again adds nothing; a file with a bad row is not imported at all.
          </p>
        </div>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_8rem_1.5fr_auto] sm:items-end" aria-label="Import a report">
          <FormField label="Report">
            {(c) => (
              <Select {...c} value={network} onChange={(e) => setNetwork(e.target.value as EarningsNetwork)}>
                {EARNINGS_NETWORKS.map((n) => (
                  <option key={n} value={n}>
                    {EARNINGS_NETWORK_LABEL[n]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Currency">
            {(c) => <Input {...c} value={currency} maxLength={3} placeholder="USD" onChange={(e) => setCurrency(e.target.value)} />}
          </FormField>
          <FormField label="File">
            {(c) => (
              <Input
                {...c}
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={!file || upload.isPending}>
            {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" />}
            Import
          </Button>
        </form>
        <p className="text-xs text-muted-foreground">
          Currency: for Rakuten reports without a Currency column (default USD). Amazon's is read from its amount headings.
        </p>
        {problems.length > 0 ? (
          <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 p-3 text-sm">
            <p className="font-medium text-destructive">Nothing was imported. Fix these rows and import the file again:</p>
            <ul className="list-disc pl-5">
              {problems.map((p) => (
                <li key={`${p.path}:${p.message}`}>
                  <span className="font-medium">{p.path}</span>: {p.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
