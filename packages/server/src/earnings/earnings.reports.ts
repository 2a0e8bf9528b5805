import { createHash } from "node:crypto";
import type { EarningsNetwork } from "@app/core";

/**
 * Reading the networks' report files (docs/decisions/0037-placements-and-earnings.md). Pure functions: text in, rows
 * or a per-row error list out.
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

/** An amount as the reports write it ("1,234.56", "-3.10", "$4.00", "(3.10)"), to 2 places; null when it is none. */
export function reportAmount(value: string): string | null {
  let text = value
    .trim()
    .replace(/[,\s]/g, "")
    .replace(/^[^\d(+-]*?(?=[\d(+-])/, "");
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

function findHeader(records: { line: number; cells: string[] }[], required: string): number {
  return records.findIndex((r) => r.cells.some((c) => norm(c) === required));
}

const MAX_PROBLEMS = 100;

function amazonReport(text: string): ParsedReport {
  const firstLines = text.split(/\r?\n/, 5).join("\n");
  const delimiter = firstLines.includes("\t") ? "\t" : ",";
  const records = parseDelimited(text, delimiter);
  const headerAt = findHeader(records, "tracking id");
  if (headerAt < 0) return { ok: false, problems: [{ line: 1, message: "No Tracking ID column: is this Amazon's earnings report?" }] };
  const header = records[headerAt]!.cells.map(norm);
  const col = (name: RegExp) => header.findIndex((h) => name.test(h));
  const at = {
    name: col(/^name$/),
    asin: col(/^asin$/),
    tracking: col(/^tracking id$/),
    date: col(/^date shipped$/),
    items: col(/^items shipped$/),
    returns: col(/^returns$/),
    revenue: col(/^revenue\b/),
    fees: col(/^(ad fees|earnings)\b/),
  };
  const missing = Object.entries({ "Tracking ID": at.tracking, "Date Shipped": at.date, "Ad Fees": at.fees, ASIN: at.asin }).filter(
    ([, i]) => i < 0,
  );
  if (missing.length > 0)
    return { ok: false, problems: [{ line: records[headerAt]!.line, message: `Missing columns: ${missing.map(([n]) => n).join(", ")}` }] };
  const feesHeading = records[headerAt]!.cells[at.fees]!.trim();
  const symbol = /\(([^)]+)\)\s*$/.exec(feesHeading)?.[1]?.trim() ?? "$";
  const currency = CURRENCY_SYMBOLS[symbol] ?? (/^[A-Z]{3}$/.test(symbol) ? symbol : null);
  if (!currency)
    return { ok: false, problems: [{ line: records[headerAt]!.line, message: `Unknown currency "${symbol}" in ${feesHeading}` }] };
  const keyOf = keyer();
  const rows: ReportRow[] = [];
  const problems: RowProblem[] = [];
  for (const record of records.slice(headerAt + 1)) {
    const get = (i: number) => (i >= 0 ? (record.cells[i] ?? "").trim() : "");
    const errors: string[] = [];
    const day = reportDay(get(at.date));
    if (!day) errors.push(`Date Shipped "${get(at.date)}" is not a date`);
    const trackingId = get(at.tracking);
    if (trackingId === "") errors.push("Tracking ID is empty");
    const commission = reportAmount(get(at.fees));
    if (commission === null) errors.push(`Ad Fees "${get(at.fees)}" is not an amount`);
    const sales = at.revenue >= 0 && get(at.revenue) !== "" ? reportAmount(get(at.revenue)) : "0.00";
    if (sales === null) errors.push(`Revenue "${get(at.revenue)}" is not an amount`);
    const shipped = at.items >= 0 && get(at.items) !== "" ? reportCount(get(at.items)) : 0;
    const returned = at.returns >= 0 && get(at.returns) !== "" ? reportCount(get(at.returns)) : 0;
    if (shipped === null) errors.push(`Items Shipped "${get(at.items)}" is not a whole number`);
    if (returned === null) errors.push(`Returns "${get(at.returns)}" is not a whole number`);
    if (record.cells.length < header.length - 1) errors.push(`has ${record.cells.length} columns, the heading ${header.length}`);
    if (errors.length > 0) {
      problems.push({ line: record.line, message: errors.join("; ") });
      continue;
    }
    const asin = get(at.asin).toUpperCase();
    rows.push({
      rowKey: keyOf(record.cells),
      day: day!,
      placement: null,
      trackingId,
      asin: asin === "" ? null : asin,
      merchantId: null,
      advertiser: null,
      orderId: null,
      item: get(at.name).slice(0, 500),
      items: shipped! - returned!,
      sales: sales!,
      commission: commission!,
      currency,
    });
  }
  return problems.length > 0 ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) } : { ok: true, rows };
}

function rakutenReport(text: string, fallbackCurrency: string): ParsedReport {
  const firstLines = text.split(/\r?\n/, 5).join("\n");
  const delimiter = firstLines.includes("\t") ? "\t" : ",";
  const records = parseDelimited(text, delimiter);
  const headerAt = findHeader(records, "order id");
  if (headerAt < 0)
    return { ok: false, problems: [{ line: 1, message: "No Order ID column: is this Rakuten's Signature Orders report?" }] };
  const header = records[headerAt]!.cells.map(norm);
  const col = (name: RegExp) => header.findIndex((h) => name.test(h));
  const at = {
    u1: col(/^member id( \(u1\))?$|^u1$/),
    mid: col(/^mid$|^advertiser id$/),
    advertiser: col(/^advertiser name$/),
    order: col(/^order id$/),
    date: col(/^transaction date$/),
    sku: col(/^sku( number)?$/),
    sales: col(/^sales$/),
    items: col(/^# of items$|^quantity$/),
    commission: col(/^total commission$/),
    currency: col(/^currency$/),
  };
  const missing = Object.entries({
    "Member ID (U1)": at.u1,
    MID: at.mid,
    "Order ID": at.order,
    "Transaction Date": at.date,
    "Total Commission": at.commission,
  }).filter(([, i]) => i < 0);
  if (missing.length > 0)
    return { ok: false, problems: [{ line: records[headerAt]!.line, message: `Missing columns: ${missing.map(([n]) => n).join(", ")}` }] };
  const keyOf = keyer();
  const rows: ReportRow[] = [];
  const problems: RowProblem[] = [];
  for (const record of records.slice(headerAt + 1)) {
    const get = (i: number) => (i >= 0 ? (record.cells[i] ?? "").trim() : "");
    const errors: string[] = [];
    const day = reportDay(get(at.date));
    if (!day) errors.push(`Transaction Date "${get(at.date)}" is not a date`);
    const orderId = get(at.order);
    if (orderId === "") errors.push("Order ID is empty");
    const mid = get(at.mid);
    if (!/^\d{1,12}$/.test(mid)) errors.push(`MID "${mid}" is not a Rakuten merchant id`);
    const commission = reportAmount(get(at.commission));
    if (commission === null) errors.push(`Total Commission "${get(at.commission)}" is not an amount`);
    const sales = at.sales >= 0 && get(at.sales) !== "" ? reportAmount(get(at.sales)) : "0.00";
    if (sales === null) errors.push(`Sales "${get(at.sales)}" is not an amount`);
    const items = at.items >= 0 && get(at.items) !== "" ? reportCount(get(at.items)) : 0;
    if (items === null) errors.push(`# of Items "${get(at.items)}" is not a whole number`);
    const currency = at.currency >= 0 && get(at.currency) !== "" ? get(at.currency).toUpperCase() : fallbackCurrency;
    if (!/^[A-Z]{3}$/.test(currency)) errors.push(`Currency "${currency}" is not a currency code`);
    if (record.cells.length < header.length - 1) errors.push(`has ${record.cells.length} columns, the heading ${header.length}`);
    if (errors.length > 0) {
      problems.push({ line: record.line, message: errors.join("; ") });
      continue;
    }
    const u1 = get(at.u1);
    rows.push({
      rowKey: keyOf(record.cells),
      day: day!,
      placement: u1 === "" ? null : u1.slice(0, 200),
      trackingId: null,
      asin: null,
      merchantId: mid,
      advertiser: get(at.advertiser).slice(0, 200) || null,
      orderId: orderId.slice(0, 200),
      item: get(at.sku).slice(0, 500),
      items: items!,
      sales: sales!,
      commission: commission!,
      currency,
    });
  }
  return problems.length > 0 ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) } : { ok: true, rows };
}

/** A report file's rows, or what is wrong with which rows (nothing is imported then). */
export function parseReport(network: EarningsNetwork, text: string, currency = "USD"): ParsedReport {
  return network === "amazon" ? amazonReport(text) : rakutenReport(text, currency);
}
