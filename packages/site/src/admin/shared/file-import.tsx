import { ApiError, apiErrorBodySchema } from "@app/core";

/** The per-row problems of a refused import (the server's `issues`: "line 7" and what is wrong with it). */
export function rowProblems(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  try {
    const body = apiErrorBodySchema.safeParse(JSON.parse(error.body));
    return body.success ? (body.data.issues ?? []) : [];
  } catch {
    return [];
  }
}

/** Said when the picked file is not text (a picture, a spreadsheet workbook): no CSV or TSV file holds NUL bytes. */
export const NOT_A_TEXT_FILE = "That file is not a CSV or TSV file: pick the file as exported (.csv, .tsv or .txt).";

/** A file's text, read as UTF-8 (FileReader: every browser and Electron); a binary file is refused (NOT_A_TEXT_FILE). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      if (text.includes("\u0000")) reject(new Error(NOT_A_TEXT_FILE));
      else resolve(text);
    };
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsText(file);
  });
}

/** The bad rows of a file, listed ("line 7: price: must be ..."), under what became of the file. */
export function RowProblems({ heading, problems }: { heading: string; problems: readonly { path: string; message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 p-3 text-sm">
      <p className="font-medium text-destructive">{heading}</p>
      <ul className="max-h-64 list-disc overflow-auto pl-5">
        {problems.map((p) => (
          <li key={`${p.path}:${p.message}`}>
            <span className="font-medium">{p.path}</span>: {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
