import { EARNINGS_NETWORK_LABEL, EARNINGS_NETWORKS, queryKeys, type EarningsNetwork } from "@app/core";
import { Upload } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { useApi } from "../../lib/api";
import { NOT_A_TEXT_FILE, readText, RowProblems, rowProblems } from "../shared/file-import";
import { FormField } from "../shared/form-field";
import { useAdminMutation } from "../shared/use-admin-mutation";

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
  const [fileError, setFileError] = useState<string | undefined>();
  const upload = useAdminMutation({
    mutationFn: async (input: { network: EarningsNetwork; file: File; currency: string }) =>
      api.earnings.import({
        body: {
          network: input.network,
          fileName: input.file.name,
          text: await readText(input.file),
          currency: input.currency.trim() === "" ? undefined : input.currency.trim(),
        },
      }),
    invalidates: [queryKeys.earnings.all],
    success: (result) => ({
      title: "Report imported",
      description: `${result.added} new ${result.added === 1 ? "row" : "rows"}, ${result.unchanged} already imported`,
    }),
    failure: "Report not imported",
    onSuccess: () => setProblems([]),
    onError: (error) => {
      setProblems(rowProblems(error));
      setFileError(error instanceof Error && error.message === NOT_A_TEXT_FILE ? NOT_A_TEXT_FILE : undefined);
    },
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
          <FormField label="File" error={fileError}>
            {(c) => (
              <Input
                {...c}
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setFileError(undefined);
                }}
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
        <RowProblems heading="Nothing was imported. Fix these rows and import the file again:" problems={problems} />
      </CardContent>
    </Card>
  );
}
