import { lastDays } from "@app/core";
import type { AppDeps } from "../app-deps";
import { ApiProblem } from "../http/errors";
import { PermanentJobError } from "../jobs/jobs.runner";
import { importEarnings } from "./earnings.service";

/** The daily pull of Rakuten Advertising's report through its reporting API (RAKUTEN_REPORTS_TOKEN set). */
export const RAKUTEN_REPORTS_JOB = "earnings.rakuten-reports";
export const RAKUTEN_REPORTS_EVERY_MS = 24 * 60 * 60 * 1000;
/** Days of orders a pull asks for, by process date: an order processed late, or a day without a pull, comes with the next. */
export const RAKUTEN_REPORTS_DAYS = 30;
const TIMEOUT_MS = 60_000;

/** What Rakuten said when it refused: its `errors` or `message`, else the start of its answer. */
function refusal(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: unknown; message?: unknown };
    if (Array.isArray(body.errors)) return body.errors.map(String).join("; ");
    if (typeof body.message === "string") return body.message;
  } catch {
    // not JSON
  }
  return text.trim().slice(0, 200) || "no reason given";
}

/**
 * Asks the reporting API for the report at RAKUTEN_REPORTS_URL over the last RAKUTEN_REPORTS_DAYS days (GMT, by
 * process date unless the address says otherwise) and imports it as a file import would: every row checked first,
 * each row once by its key (a pull that overlaps an earlier one, or a file of the same report, adds only new rows).
 */
export async function pullRakutenReport(deps: Pick<AppDeps, "db" | "env" | "now">, token: string) {
  const now = deps.now();
  const { from, to } = lastDays(now, RAKUTEN_REPORTS_DAYS, "UTC");
  const url = new URL(deps.env.RAKUTEN_REPORTS_URL);
  for (const [key, value] of Object.entries({ start_date: from, end_date: to, include_summary: "N", tz: "GMT", token }))
    url.searchParams.set(key, value);
  if (!url.searchParams.has("network")) url.searchParams.set("network", "1");
  if (!url.searchParams.has("date_type")) url.searchParams.set("date_type", "process");
  // The address carries the token: no message here names it.
  const res = await fetch(url, { headers: { accept: "text/csv" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await res.text();
  if (!res.ok) {
    const message = `Rakuten's reporting API answered ${res.status}: ${refusal(text)}`;
    throw res.status === 429 || res.status >= 500 ? new Error(message) : new PermanentJobError(message);
  }
  if (text.trim() === "") return { rows: 0, added: 0, unchanged: 0 };
  try {
    return await importEarnings(deps.db, { network: "rakuten", text, fileName: `Rakuten reporting API, ${from} to ${to}` }, now);
  } catch (error) {
    if (error instanceof ApiProblem) throw new PermanentJobError(`Rakuten's report of ${from} to ${to}: ${error.message}`);
    throw error;
  }
}

/** Registers the daily pull; armed at start while RAKUTEN_REPORTS_TOKEN is set, dropped when it no longer is. */
export function registerRakutenReports(deps: AppDeps): void {
  deps.jobs.register(RAKUTEN_REPORTS_JOB, {
    run: async () => {
      const token = deps.env.RAKUTEN_REPORTS_TOKEN;
      if (!token) return;
      const { rows, added } = await pullRakutenReport(deps, token);
      deps.log.info(`Rakuten's report: ${rows} rows pulled, ${added} new`);
    },
  });
  deps.jobs.atStart(async () => {
    if (deps.env.RAKUTEN_REPORTS_TOKEN) await deps.jobs.every(RAKUTEN_REPORTS_JOB, RAKUTEN_REPORTS_EVERY_MS);
    else await deps.jobs.cancel(`every:${RAKUTEN_REPORTS_JOB}`);
  });
}
