import { PRODUCT_IMPORT_COLUMNS, PRODUCT_IMPORT_MAX_ROWS, type ProductImportResult, productImportRowSchema } from "@app/core";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { ApiProblem, badRequest } from "../http/errors";

/**
 * Product imports (docs/decisions/0051-product-import-and-fast-writes.md): a CSV file (a heading line, then
 * a product a line) or JSON lines (a product object a line), read as it arrives, never held whole. Every row is
 * checked with core's productImportRowSchema; the good ones go to the database a batch per statement (the triggers
 * on products then work once per batch), all inside one transaction, so a file with bad rows imports nothing unless
 * the caller asked for a partial import.
 */

export type ImportFormat = "csv" | "jsonl";

type ImportRow = z.output<typeof productImportRowSchema>;

/** One record of the file: its first line and its fields (only those it gives), or why it could not be read. */
type ImportRecord = { line: number; fields: Record<string, unknown> } | { line: number; problem: string };

/** The longest record read (a row of a product is well under 10 KB); a longer one ends the import. */
const RECORD_MAX_CHARS = 100_000;
/** Rows per statement. */
const BATCH_ROWS = 1_000;
/** The bad rows' problems listed in an answer (the count says how many there were). */
const PROBLEMS_LISTED = 1_000;

/** The format a Content-Type names (text/csv; application/x-ndjson, application/jsonl, ...), or null. */
export function importFormatOf(contentType: string | undefined): ImportFormat | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "text/csv" || type === "application/csv") return "csv";
  if (/^application\/(x-)?(ndjson|jsonl|json-lines|jsonlines)$/.test(type)) return "jsonl";
  return null;
}

/** The format a file's name says (the command line's). */
export const importFormatOfFile = (name: string): ImportFormat | null =>
  /\.csv$/i.test(name) ? "csv" : /\.(jsonl|ndjson)$/i.test(name) ? "jsonl" : null;

const tooLong = (line: number) => badRequest(`line ${line}: a row is longer than ${RECORD_MAX_CHARS.toLocaleString("en-US")} characters`);

/** The lines of a text, each with its number, a chunk's at a time. */
async function* textLines(text: AsyncIterable<string>): AsyncGenerator<{ line: number; text: string }[]> {
  let rest = "";
  let line = 0;
  let first = true;
  for await (let chunk of text) {
    if (first && chunk !== "") {
      chunk = chunk.replace(/^\uFEFF/, "");
      first = false;
    }
    rest += chunk;
    const parts = rest.split("\n");
    rest = parts.pop()!;
    if (rest.length > RECORD_MAX_CHARS) throw tooLong(line + 1);
    yield parts.map((part) => ({ line: ++line, text: part.endsWith("\r") ? part.slice(0, -1) : part }));
  }
  if (rest !== "") yield [{ line: ++line, text: rest.endsWith("\r") ? rest.slice(0, -1) : rest }];
}

/** A quoted cell (its text, "" for a quote) or a plain one, at the start of a cell. */
const CELL = /"((?:[^"]|"")*)"[^,]*|([^,]*)/y;

/** The cells of one CSV record (RFC 4180 quoting). */
function csvCells(record: string): string[] {
  if (!record.includes('"')) return record.split(",");
  const cells: string[] = [];
  for (let at = 0; ; at++) {
    CELL.lastIndex = at;
    const match = CELL.exec(record)!;
    cells.push(match[1] === undefined ? match[2]! : match[1].replaceAll('""', '"'));
    at = CELL.lastIndex;
    if (record[at] !== ",") return cells;
  }
}

/** The records of a CSV text (a quoted cell may hold line breaks), each with the line it starts on, a chunk's at a time. */
async function* csvRecords(text: AsyncIterable<string>): AsyncGenerator<{ line: number; cells: string[] }[]> {
  let record: string[] = [];
  let start = 0;
  let quotes = 0;
  for await (const lines of textLines(text)) {
    const records: { line: number; cells: string[] }[] = [];
    for (const { line, text: part } of lines) {
      if (record.length === 0) start = line;
      record.push(part);
      // An odd count of quotes so far: the line break is inside a quoted cell.
      for (let at = part.indexOf('"'); at >= 0; at = part.indexOf('"', at + 1)) quotes++;
      if (quotes % 2 === 1) {
        if (record.reduce((sum, r) => sum + r.length, 0) > RECORD_MAX_CHARS) throw tooLong(start);
        continue;
      }
      records.push({ line: start, cells: csvCells(record.join("\n")) });
      record = [];
      quotes = 0;
    }
    yield records;
  }
  if (record.length > 0) yield [{ line: start, cells: csvCells(record.join("\n")) }];
}

/** A heading or key as a column: case, spaces, hyphens and underscores aside ("Product URL", "product_url"). */
const columnKey = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, "");
const COLUMNS = new Map(PRODUCT_IMPORT_COLUMNS.map((column) => [columnKey(column), column]));
const REQUIRED = PRODUCT_IMPORT_COLUMNS.filter((column) => !productImportRowSchema.shape[column].safeParse(undefined).success);

/** Reads a CSV file's records after its heading line (which it checks): a row, a problem, or null (a blank line). */
function csvRows() {
  let headings: (keyof ImportRow)[] | null = null;
  return ({ line, cells }: { line: number; cells: string[] }): ImportRecord | null => {
    if (cells.every((cell) => cell.trim() === "")) return null;
    if (!headings) {
      const unknown = cells.filter((heading) => !COLUMNS.has(columnKey(heading))).map((h) => `"${h.trim()}"`);
      if (unknown.length > 0)
        throw badRequest(`line ${line}: unknown column ${unknown.join(", ")} (the columns are ${PRODUCT_IMPORT_COLUMNS.join(", ")})`);
      headings = cells.map((heading) => COLUMNS.get(columnKey(heading))!);
      const missing = REQUIRED.filter((column) => !headings!.includes(column));
      if (missing.length > 0) throw badRequest(`line ${line}: the file needs the columns ${missing.join(", ")}`);
      return null;
    }
    if (cells.length > headings.length) return { line, problem: `has ${cells.length} cells, the heading line ${headings.length}` };
    const fields: Record<string, unknown> = {};
    cells.forEach((cell, i) => {
      if (cell.trim() !== "") fields[headings![i]!] = cell;
    });
    return { line, fields };
  };
}

/** Reads a JSON line: a row, a problem, or null (a blank line). */
function jsonRow({ line, text }: { line: number; text: string }): ImportRecord | null {
  if (text.trim() === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { line, problem: "is not valid JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { line, problem: "is not a JSON object" };
  const fields: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const column = COLUMNS.get(columnKey(key));
    if (column) fields[column] = field;
    else unknown.push(`"${key}"`);
  }
  return unknown.length > 0 ? { line, problem: `unknown field ${unknown.join(", ")}` } : { line, fields };
}

const isRecord = (record: ImportRecord | null): record is ImportRecord => record !== null;

/** A file's records, a chunk's at a time. */
export async function* importRecords(format: ImportFormat, text: AsyncIterable<string>): AsyncGenerator<ImportRecord[]> {
  if (format === "jsonl") {
    for await (const lines of textLines(text)) yield lines.map(jsonRow).filter(isRecord);
    return;
  }
  const read = csvRows();
  for await (const records of csvRecords(text)) yield records.map(read).filter(isRecord);
}

/** The largest file an upload may spool (a 100,000-row file with long descriptions is about 120 MB). */
const SPOOL_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Receives an uploaded file into a temporary file at the pace the client sends it, then hands its text to `use`
 * (and removes it). The server's deadline for receiving a request (http/server.ts, 30 s) covers the upload alone:
 * importing 100,000 rows takes longer than that, and reading the body only as fast as the rows are written would
 * have it cut off with a 408.
 */
export async function withSpooledFile<T>(
  body: ReadableStream<Uint8Array>,
  use: (file: ReadableStream<Uint8Array>) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "product-import-"));
  const file = path.join(dir, "upload");
  try {
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(
          bytes > SPOOL_MAX_BYTES ? new ApiProblem(413, `the file is larger than ${SPOOL_MAX_BYTES / 1024 / 1024} MB: split it`) : null,
          chunk,
        );
      },
    });
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), limit, createWriteStream(file));
    return await use(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A byte stream as text (UTF-8). */
export async function* decodeText(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  const reader = body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield decoder.decode(read.value, { stream: true });
    yield decoder.decode();
  } finally {
    // An import refused before the end stops reading the rest.
    await reader.cancel().catch(() => {});
  }
}

/** The columns a batch sends (jsonb_to_recordset's record type) and each one's field. */
const BATCH_COLUMNS = [
  ["title", "title", "text"],
  ["price", "price", "numeric"],
  ["currency", "currency", "text"],
  ["rating", "rating", "numeric"],
  ["review_count", "reviewCount", "integer"],
  ["image_url", "imageUrl", "text"],
  ["product_url", "productUrl", "text"],
  ["source_store", "sourceStore", "text"],
  ["amazon_asin", "amazonAsin", "text"],
  ["category", "category", "text"],
  ["description", "description", "text"],
  ["external_id", "externalId", "text"],
] as const satisfies readonly (readonly [string, keyof ImportRow, string])[];

const recordType = sql.raw(BATCH_COLUMNS.map(([column, , type]) => `${column} ${type}`).join(", "));
const insertColumns = sql.raw(BATCH_COLUMNS.map(([column]) => column).join(", "));
// An update sets the columns the row gives and keeps the others (a feed without ratings keeps the ones there are).
const updateColumns = sql.raw(
  BATCH_COLUMNS.map(([column, field]) => `${column} = CASE WHEN '${field}' = ANY(t.given) THEN t.${column} ELSE p.${column} END`).join(
    ", ",
  ),
);

/**
 * Writes one batch (at most one row per product) in one statement: each row finds its product by external id, else
 * (a row whose external id no product has yet) by product URL among the products with no external id; those found
 * are updated, the others added. A price or currency changed, or a new ASIN, is no longer the one Amazon confirmed
 * (as PATCH /api/products/{id} has it).
 */
async function writeBatch(db: Database, rows: { row: ImportRow; given: string[] }[], now: Date) {
  const json = JSON.stringify(
    rows.map(({ row, given }) => ({ ...Object.fromEntries(BATCH_COLUMNS.map(([column, field]) => [column, row[field] ?? null])), given })),
  );
  const [counts] = rowsOf(
    await db.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS r(${recordType}, given text[])
    ), target AS (
      SELECT i.*, coalesce(
        (SELECT p.id FROM products p WHERE p.external_id = i.external_id),
        (SELECT p.id FROM products p
          WHERE link_key(p.product_url) = link_key(i.product_url) AND p.product_url = i.product_url AND p.external_id IS NULL
          ORDER BY p.id LIMIT 1)
      ) AS id
      FROM input i
    ), updated AS (
      UPDATE products p SET ${updateColumns}, updated_at = ${now.toISOString()}::timestamptz,
        price_checked_at = CASE WHEN p.price <> t.price OR ('currency' = ANY(t.given) AND p.currency <> t.currency)
          OR ('amazonAsin' = ANY(t.given) AND p.amazon_asin IS DISTINCT FROM t.amazon_asin) THEN NULL ELSE p.price_checked_at END,
        price_attempted_at = CASE WHEN 'amazonAsin' = ANY(t.given) AND p.amazon_asin IS DISTINCT FROM t.amazon_asin
          THEN NULL ELSE p.price_attempted_at END
      FROM target t WHERE p.id = t.id
      RETURNING p.id
    ), added AS (
      INSERT INTO products (${insertColumns}, created_at, updated_at)
        SELECT ${insertColumns}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz FROM target WHERE id IS NULL
      RETURNING id
    )
    SELECT (SELECT count(*) FROM added)::integer AS added, (SELECT count(*) FROM updated)::integer AS updated`),
  );
  return { added: Number(counts?.added ?? 0), updated: Number(counts?.updated ?? 0) };
}

/** The rows' problems as the answer lists them: "line N: field: reason". */
const rowProblems = (line: number, error: z.ZodError) =>
  error.issues.map((issue) => `line ${line}: ${issue.path.map(String).join(".") || "row"}: ${issue.message}`);

/**
 * Imports the records of a file: all of them or none (`partial`: the good ones). Throws a 400 listing the bad rows
 * (nothing imported), or a 413 for a file of more than PRODUCT_IMPORT_MAX_ROWS rows (nothing imported, partial or
 * not). `onProgress` hears the rows read after each batch.
 */
export async function importProducts(
  db: Database,
  records: AsyncIterable<ImportRecord[]>,
  options: { partial: boolean; now: Date; onProgress?: (rows: number) => void },
): Promise<ProductImportResult> {
  const result: ProductImportResult = { rows: 0, added: 0, updated: 0, rejected: 0, problems: [] };
  const problem = (...found: string[]) => {
    result.rejected++;
    result.problems.push(...found.slice(0, PROBLEMS_LISTED - result.problems.length));
  };
  return db.transaction(async (tx) => {
    // One import at a time: two files naming one external id would both add it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('products_import'))`);
    let batch: { row: ImportRow; given: string[] }[] = [];
    const keys = new Set<string>();
    // A batch is written while the next one is read and checked (one statement at a time, in the file's order).
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const rows = batch;
      batch = [];
      keys.clear();
      await writing;
      options.onProgress?.(result.rows);
      // With a bad row and no partial import, nothing is written: the rest of the file is only checked.
      if (rows.length === 0 || (!options.partial && result.rejected > 0)) return;
      writing = writeBatch(tx, rows, options.now).then((written) => {
        result.added += written.added;
        result.updated += written.updated;
      });
      // Awaited by the next flush; a failure is thrown there (not left unhandled in between).
      writing.catch(() => {});
    };
    try {
      for await (const chunk of records)
        for (const record of chunk) {
          if (++result.rows > PRODUCT_IMPORT_MAX_ROWS)
            throw new ApiProblem(
              413,
              `line ${record.line}: the file has more than ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows: split it; nothing was imported`,
            );
          if ("problem" in record) {
            problem(`line ${record.line}: ${record.problem}`);
            continue;
          }
          const parsed = productImportRowSchema.safeParse(record.fields);
          if (!parsed.success) {
            problem(...rowProblems(record.line, parsed.error));
            continue;
          }
          // A product named twice in a batch is written by the later line, in the next batch.
          const rowKeys = [`u:${parsed.data.productUrl}`, ...(parsed.data.externalId ? [`e:${parsed.data.externalId}`] : [])];
          if (rowKeys.some((key) => keys.has(key))) await flush();
          rowKeys.forEach((key) => keys.add(key));
          batch.push({ row: parsed.data, given: Object.keys(record.fields) });
          if (batch.length >= BATCH_ROWS) await flush();
        }
      await flush();
      await writing;
    } catch (error) {
      // The statement in flight ends before the transaction is rolled back.
      await writing.catch(() => {});
      throw error;
    }
    if (result.rejected > 0 && !options.partial) {
      throw new ApiProblem(
        400,
        `${result.rejected} of ${result.rows} rows are not valid: nothing was imported (a partial import adds the other ${result.rows - result.rejected})`,
        result.problems.map((text) => ({ path: text.slice(0, text.indexOf(":")), message: text.slice(text.indexOf(":") + 2) })),
      );
    }
    return result;
  });
}
