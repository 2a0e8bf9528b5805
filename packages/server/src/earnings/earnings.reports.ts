import { createHash } from "node:crypto";
import { type EarningsNetwork, isCurrencyCode } from "@app/core";

/**
 * Reading the networks' report files (docs/decisions/0037-placements-and-earnings.md). Pure functions: text in, rows
 * or a per-row error list out. Amounts are read with the file's own decimal mark (a report from amazon.de may write
 * "2,50"), told by its amounts together; a file that writes both marks, or only amounts that could be either
 * ("1,049"), is refused with the line.
 *
 * - Amazon Associates, Reports › Earnings › Download (tab-separated, or CSV): a title line ("Fee-Earnings reports from
 *   … to …"), then the columns Category, Name, ASIN, Seller, Tracking ID, Date Shipped, Price($), Items Shipped,
 *   Returns, Revenue($), Ad Fees($), Device Type Group. The currency is the symbol in the amount headings ($, €, £,
 *   ¥, C$…). Earned = Ad Fees.
 * - Rakuten Advertising, Reports › Signature Orders (CSV): Member ID (U1), MID, Advertiser Name, Order ID, Transaction
 *   Date, Transaction Time, SKU, Sales, # of Items, Total Commission, Process Date, Process Time, and Currency when the
 *   report has it (else the currency given at import). Earned = Total Commission; u1 is our placement.
 */
export interface ReportRow {
  rowKey: string;
  day: string;
  placement: string | null;
  trackingId: string | null;
  asin: string | null;
  merchantId: string | null;
  advertiser: string | null;
  orderId: string | null;
  item: string;
  items: number;
  sales: string;
  commission: string;
  currency: string;
}

export interface RowProblem {
  /** The line of the file (1-based), as a spreadsheet shows it. */
  line: number;
  message: string;
}

export type ParsedReport = { ok: true; rows: ReportRow[] } | { ok: false; problems: RowProblem[] };

/** Records of a delimited text (RFC 4180 quoting), each with the line it starts on. */
export function parseDelimited(text: string, delimiter: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = "";
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== "" || cells.length > 0) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  return records.filter((r) => r.cells.some((c) => c.trim() !== ""));
}

const CURRENCY_SYMBOLS: Record<string, string> = {
  $: "USD",
  US$: "USD",
  C$: "CAD",
  CDN$: "CAD",
  A$: "AUD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  R$: "BRL",
};

const norm = (heading: string) => heading.trim().toLowerCase().replace(/\s+/g, " ");

/** A day as the reports write it: 2026-11-20 (time after it ignored), 11/20/2026 or 11/20/26. */
export function reportDay(value: string): string | null {
  const text = value.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [m, d, y] = [Number(us[1]), Number(us[2]), us[3]!.length === 2 ? 2000 + Number(us[3]) : Number(us[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** A report's decimal mark: a point ("1,049.00") or a comma ("1.049,00", "2,50"). */
export type DecimalMark = "." | ",";

/**
 * An amount as the reports write it ("1,234.56", "-3.10", "$4.00", "(3.10)"; with a decimal comma "1.234,56",
 * "2,50 €"), to 2 places; null when it is none. The other mark, spaces and apostrophes group thousands.
 */
export function reportAmount(value: string, mark: DecimalMark = "."): string | null {
  const group = mark === "." ? /[,\s']/g : /[.\s']/g;
  let text = value
    .trim()
    .replace(group, "")
    .replace(/^[^\d(+-]*?(?=[\d(+-])/, "")
    .replace(/[^\w().,+-]+$/, ""); // a currency symbol after the number: "2,50 €"
  if (mark === ",") text = text.replace(",", ".");
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100) * (negative ? -1 : 1);
  if (!Number.isSafeInteger(cents) || Math.abs(cents) >= 1e14) return null;
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * The decimal mark one amount shows: the last of "," and "." when it has both; a single mark followed by other than
 * three digits; two or more of one mark group thousands, so the other is the decimal. "ambiguous" when it could be
 * either ("1,049", "1.049"), null when it has no mark.
 */
export function amountMark(value: string): DecimalMark | "ambiguous" | null {
  const text = value.replace(/[^\d.,]/g, "");
  const comma = text.lastIndexOf(",");
  const point = text.lastIndexOf(".");
  if (comma >= 0 && point >= 0) return comma > point ? "," : ".";
  const at = Math.max(comma, point);
  if (at < 0) return null;
  const mark: DecimalMark = comma >= 0 ? "," : ".";
  if (text.indexOf(mark) !== at) return mark === "," ? "." : ",";
  return text.length - at - 1 === 3 ? "ambiguous" : mark;
}

/**
 * The decimal mark of a whole report, read from its amounts: one mark for the file, or the problem (a file that
 * writes both, or whose every marked amount could be read either way) naming the line.
 */
function reportMark(amounts: { line: number; column: string; value: string }[]): DecimalMark | RowProblem {
  const seen: Partial<Record<DecimalMark, { line: number; column: string; value: string }>> = {};
  let ambiguous: { line: number; column: string; value: string } | undefined;
  for (const amount of amounts) {
    const mark = amountMark(amount.value);
    if (mark === "ambiguous") ambiguous ??= amount;
    else if (mark) seen[mark] ??= amount;
  }
  const [point, comma] = [seen["."], seen[","]];
  if (point && comma) {
    const [first, later] = point.line <= comma.line ? [point, comma] : [comma, point];
    const name = (amount: typeof first) => (amount === point ? "point" : "comma");
    return {
      line: later.line,
      message: `${later.column} "${later.value}" has a decimal ${name(later)}, but line ${first.line} (${first.column} "${first.value}") a decimal ${name(first)}: one report writes its amounts one way`,
    };
  }
  if (point || comma) return point ? "." : ",";
  if (ambiguous) {
    return {
      line: ambiguous.line,
      message: `${ambiguous.column} "${ambiguous.value}" could have a decimal comma or point, and no other amount in the file says which`,
    };
  }
  return ".";
}

const reportCount = (value: string): number | null => (/^-?\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null);

/** The key of each row: its cells' fingerprint and how many identical rows came before it in the file. */
function keyer() {
  const seen = new Map<string, number>();
  return (cells: string[]) => {
    const fingerprint = createHash("sha256")
      .update(JSON.stringify(cells.map((c) => c.trim())))
      .digest("hex")
      .slice(0, 40);
    const n = seen.get(fingerprint) ?? 0;
    seen.set(fingerprint, n + 1);
    return `${fingerprint}#${n}`;
  };
}

const MAX_PROBLEMS = 100;

type Row = Omit<ReportRow, "rowKey">;
/** One data line's cells by column: trimmed, "" for a column the file lacks. */
type Get<K extends string> = (column: K) => string;
/** A data line as a row, or what is wrong with it. */
type RowReader<K extends string> = (get: Get<K>) => Row | string[];

interface Layout<K extends string> {
  /** A heading only this report has: its line is the heading line (lines above it, a title, are skipped). */
  marker: string;
  notThisReport: string;
  /** Each column by its heading (lower case, spaces folded). */
  columns: Record<K, RegExp>;
  /** The columns a file must have, named as the report names them. */
  required: Partial<Record<K, string>>;
  /** The columns of amounts, named as the report names them: together they say the file's decimal mark. */
  amounts: Partial<Record<K, string>>;
  /** The reader of the data lines, once the heading and the decimal mark are known; or what is wrong with the heading. */
  start: (heading: { cells: string[]; at: Record<K, number>; mark: DecimalMark }) => RowReader<K> | string;
}

/** The delimiter of a report: tabs, else semicolons when its first lines have more of them than commas, else commas. */
function delimiterOf(text: string): string {
  const head = text.split(/\r?\n/, 5).join("\n");
  if (head.includes("\t")) return "\t";
  return head.split(";").length > head.split(",").length ? ";" : ",";
}

/**
 * A report file read with its layout: delimited by tabs, semicolons or commas (whichever its first lines use), its
 * amounts read with its own decimal mark, every data line checked; the rows, keyed by fingerprint and occurrence, or
 * the problems of every bad line (nothing is imported then).
 */
function readReport<K extends string>(text: string, layout: Layout<K>): ParsedReport {
  const records = parseDelimited(text, delimiterOf(text));
  const headerAt = records.findIndex((r) => r.cells.some((c) => norm(c) === layout.marker));
  const heading = records[headerAt];
  if (!heading) return { ok: false, problems: [{ line: 1, message: layout.notThisReport }] };
  const names = heading.cells.map(norm);
  const at = Object.fromEntries(
    (Object.entries(layout.columns) as [K, RegExp][]).map(([column, pattern]) => [column, names.findIndex((h) => pattern.test(h))]),
  ) as Record<K, number>;
  const missing = (Object.entries(layout.required) as [K, string][]).filter(([column]) => at[column] < 0).map(([, name]) => name);
  if (missing.length > 0) return { ok: false, problems: [{ line: heading.line, message: `Missing columns: ${missing.join(", ")}` }] };
  const data = records.slice(headerAt + 1);
  const mark = reportMark(
    data.flatMap((record) =>
      (Object.entries(layout.amounts) as [K, string][])
        .map(([column, name]) => ({ line: record.line, column: name, value: (record.cells[at[column]] ?? "").trim() }))
        .filter((amount) => amount.value !== ""),
    ),
  );
  if (typeof mark !== "string") return { ok: false, problems: [mark] };
  const read = layout.start({ cells: heading.cells, at, mark });
  if (typeof read === "string") return { ok: false, problems: [{ line: heading.line, message: read }] };
  const keyOf = keyer();
  const rows: ReportRow[] = [];
  const problems: RowProblem[] = [];
  for (const record of data) {
    const row = read((column) => (at[column] >= 0 ? (record.cells[at[column]] ?? "").trim() : ""));
    const errors = Array.isArray(row) ? row : [];
    // More cells than headings: an unquoted amount with a decimal comma in a comma-separated file ("2,50") among them.
    const extra = record.cells.slice(names.length).some((c) => c.trim() !== "");
    if (record.cells.length < names.length - 1 || extra) errors.push(`has ${record.cells.length} columns, the heading ${names.length}`);
    if (errors.length > 0 || Array.isArray(row)) problems.push({ line: record.line, message: errors.join("; ") });
    else rows.push({ rowKey: keyOf(record.cells), ...row });
  }
  if (problems.length === 0) problems.push(...oversizedTotals(rows, heading.line));
  return problems.length > 0 ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) } : { ok: true, rows };
}

/** The most a file's sales or commission may come to in one currency, in cents: 2^53, past which a sum loses cents. */
const MAX_TOTAL_CENTS = 2n ** 53n;

/** A file whose sales or commission add up past MAX_TOTAL_CENTS in a currency: its sums would lose cents (past 2^53). */
function oversizedTotals(rows: ReportRow[], line: number): RowProblem[] {
  const totals = new Map<string, bigint>();
  for (const row of rows)
    for (const [what, amount] of [
      ["sales", row.sales],
      ["commission", row.commission],
    ] as const) {
      const key = `${row.currency} ${what}`;
      totals.set(key, (totals.get(key) ?? 0n) + BigInt(amount.replace(".", "")));
    }
  return [...totals]
    .filter(([, cents]) => (cents < 0n ? -cents : cents) >= MAX_TOTAL_CENTS)
    .map(([key]) => ({
      line,
      message: `The file's ${key.split(" ")[1]} in ${key.split(" ")[0]} add up to more than 90,071,992,547,409.92`,
    }));
}

/** An optional amount or count: a blank cell is 0. */
const optionalAmount = (value: string, mark: DecimalMark) => (value === "" ? "0.00" : reportAmount(value, mark));
const optionalCount = (value: string) => (value === "" ? 0 : reportCount(value));

const AMAZON: Layout<"name" | "asin" | "tracking" | "date" | "price" | "items" | "returns" | "revenue" | "fees"> = {
  marker: "tracking id",
  notThisReport: "No Tracking ID column: is this Amazon's earnings report?",
  columns: {
    name: /^name$/,
    asin: /^asin$/,
    tracking: /^tracking id$/,
    date: /^date shipped$/,
    price: /^price\b/,
    items: /^items shipped$/,
    returns: /^returns$/,
    revenue: /^revenue\b/,
    fees: /^(ad fees|earnings)\b/,
  },
  required: { tracking: "Tracking ID", date: "Date Shipped", fees: "Ad Fees", asin: "ASIN" },
  amounts: { price: "Price", revenue: "Revenue", fees: "Ad Fees" },
  start: ({ cells, at, mark }) => {
    // The currency is the symbol in the amount headings: "Ad Fees($)", "Ad Fees(€)".
    const feesHeading = (cells[at.fees] ?? "").trim();
    const symbol = /\(([^)]+)\)\s*$/.exec(feesHeading)?.[1]?.trim() ?? "$";
    const currency = CURRENCY_SYMBOLS[symbol] ?? (isCurrencyCode(symbol) ? symbol : null);
    if (!currency) return `Unknown currency "${symbol}" in ${feesHeading}`;
    return (get) => {
      const errors: string[] = [];
      const day = reportDay(get("date"));
      if (!day) errors.push(`Date Shipped "${get("date")}" is not a date`);
      const trackingId = get("tracking");
      if (trackingId === "") errors.push("Tracking ID is empty");
      const commission = reportAmount(get("fees"), mark);
      if (commission === null) errors.push(`Ad Fees "${get("fees")}" is not an amount`);
      const sales = optionalAmount(get("revenue"), mark);
      if (sales === null) errors.push(`Revenue "${get("revenue")}" is not an amount`);
      const shipped = optionalCount(get("items"));
      const returned = optionalCount(get("returns"));
      if (shipped === null) errors.push(`Items Shipped "${get("items")}" is not a whole number`);
      if (returned === null) errors.push(`Returns "${get("returns")}" is not a whole number`);
      if (!day || commission === null || sales === null || shipped === null || returned === null || errors.length > 0) return errors;
      const asin = get("asin").toUpperCase();
      return {
        day,
        placement: null,
        trackingId,
        asin: asin === "" ? null : asin,
        merchantId: null,
        advertiser: null,
        orderId: null,
        item: get("name").slice(0, 500),
        items: shipped - returned,
        sales,
        commission,
        currency,
      };
    };
  },
};

const rakutenLayout = (
  fallbackCurrency: string,
): Layout<"u1" | "mid" | "advertiser" | "order" | "date" | "sku" | "sales" | "items" | "commission" | "currency"> => ({
  marker: "order id",
  notThisReport: "No Order ID column: is this Rakuten's Signature Orders report?",
  columns: {
    u1: /^member id( \(u1\))?$|^u1$/,
    mid: /^mid$|^advertiser id$/,
    advertiser: /^advertiser name$/,
    order: /^order id$/,
    date: /^transaction date$/,
    sku: /^sku( number)?$/,
    sales: /^sales$/,
    items: /^# of items$|^quantity$/,
    commission: /^total commission$/,
    currency: /^currency$/,
  },
  required: { u1: "Member ID (U1)", mid: "MID", order: "Order ID", date: "Transaction Date", commission: "Total Commission" },
  amounts: { sales: "Sales", commission: "Total Commission" },
  start:
    ({ mark }) =>
    (get) => {
      const errors: string[] = [];
      const day = reportDay(get("date"));
      if (!day) errors.push(`Transaction Date "${get("date")}" is not a date`);
      const orderId = get("order");
      if (orderId === "") errors.push("Order ID is empty");
      const mid = get("mid");
      if (!/^\d{1,12}$/.test(mid)) errors.push(`MID "${mid}" is not a Rakuten merchant id`);
      const commission = reportAmount(get("commission"), mark);
      if (commission === null) errors.push(`Total Commission "${get("commission")}" is not an amount`);
      const sales = optionalAmount(get("sales"), mark);
      if (sales === null) errors.push(`Sales "${get("sales")}" is not an amount`);
      const items = optionalCount(get("items"));
      if (items === null) errors.push(`# of Items "${get("items")}" is not a whole number`);
      const currency = get("currency") === "" ? fallbackCurrency : get("currency").toUpperCase();
      if (!isCurrencyCode(currency)) errors.push(`Currency "${currency}" is not an ISO 4217 currency code`);
      if (!day || commission === null || sales === null || items === null || errors.length > 0) return errors;
      const u1 = get("u1");
      return {
        day,
        placement: u1 === "" ? null : u1.slice(0, 200),
        trackingId: null,
        asin: null,
        merchantId: mid,
        advertiser: get("advertiser").slice(0, 200) || null,
        orderId: orderId.slice(0, 200),
        item: get("sku").slice(0, 500),
        items,
        sales,
        commission,
        currency,
      };
    },
});

/** A report file's rows, or what is wrong with which rows (nothing is imported then). */
export function parseReport(network: EarningsNetwork, text: string, currency = "USD"): ParsedReport {
  return network === "amazon" ? readReport(text, AMAZON) : readReport(text, rakutenLayout(currency));
}
