/**
 * A real HTTP server on 127.0.0.1 that speaks Rakuten Advertising's reporting API for tests: `GET
 * /{language}/reports/{report}/filters?start_date&end_date&include_summary&network&tz&date_type&token`, the address
 * the Reporting interface's "Get API" gives. It wants the token it was started with (403 and `{"errors":[…]}` when
 * not), dates as YYYY-MM-DD (400 otherwise), and answers the Signature Orders report as CSV: the orders whose
 * transaction or process date (`date_type`) falls in the range, dates written m/d/yy as the report's default
 * `date_format` does. Dependency-free: node:http.
 *
 *   const rakuten = await startFakeRakutenReports();  // rakuten.env: RAKUTEN_REPORTS_TOKEN and _URL pointing at it
 *   rakuten.orders.push({ orderId: "ORD-1", transactionDate: "2026-11-20", commission: "6.00", … });
 *   rakuten.answerNext(429);                           // the next requests fail like this
 *   rakuten.requests                                   // each request's query and the status answered
 *   await rakuten.close();
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRakutenOrder {
  u1: string;
  mid: string;
  advertiser: string;
  orderId: string;
  /** YYYY-MM-DD */
  transactionDate: string;
  transactionTime: string;
  sku: string;
  sales: string;
  items: number;
  commission: string;
  /** YYYY-MM-DD */
  processDate: string;
  processTime: string;
}

export interface FakeRakutenReports {
  env: { RAKUTEN_REPORTS_TOKEN: string; RAKUTEN_REPORTS_URL: string };
  orders: FakeRakutenOrder[];
  requests: { report: string; query: Record<string, string>; status: number }[];
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

const HEADING =
  "Member ID (U1),MID,Advertiser Name,Order ID,Transaction Date,Transaction Time,SKU,Sales,# of Items,Total Commission,Process Date,Process Time";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** 2026-11-20 as the report writes it by default: 11/20/26. */
const usDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${m}/${d}/${String(y % 100).padStart(2, "0")}`;
};
/** A CSV cell, quoted when it needs to be. */
const cell = (value: string | number) => (/[",\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));

export async function startFakeRakutenReports(token = "fake-rakuten-token"): Promise<FakeRakutenReports> {
  const orders: FakeRakutenOrder[] = [];
  const requests: FakeRakutenReports["requests"] = [];
  const failures: number[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const query = Object.fromEntries(url.searchParams);
    const route = /^\/([a-z]{2})\/reports\/([\w-]+)\/filters$/.exec(url.pathname);
    const answer = (status: number, body: string, type = "application/json") => {
      requests.push({ report: route?.[2] ?? url.pathname, query, status });
      res.writeHead(status, { "content-type": type, ...(status === 429 ? { "retry-after": "1" } : {}) }).end(body);
    };
    const refuse = (status: number, ...errors: string[]) => answer(status, JSON.stringify({ errors }));
    if (req.method !== "GET" || !route) return refuse(404, "Not found");
    const failure = failures.shift();
    if (failure) return refuse(failure, failure === 429 ? "Too Many Requests" : "Server Error");
    if (query.token !== token) return refuse(403, "Invalid token");
    if (route[2] !== "signature-orders-report") return refuse(400, `Unknown report ${route[2]}`);
    const problems = (["start_date", "end_date"] as const)
      .filter((k) => !ISO_DAY.test(query[k] ?? ""))
      .map((k) => `${k} must be YYYY-MM-DD`);
    if (problems.length > 0) return refuse(400, ...problems);
    const byProcess = query.date_type === "process";
    const inRange = orders.filter((o) => {
      const day = byProcess ? o.processDate : o.transactionDate;
      return day >= query.start_date! && day <= query.end_date!;
    });
    const lines = inRange.map((o) =>
      [
        o.u1,
        o.mid,
        o.advertiser,
        o.orderId,
        usDay(o.transactionDate),
        o.transactionTime,
        o.sku,
        o.sales,
        o.items,
        o.commission,
        usDay(o.processDate),
        o.processTime,
      ]
        .map(cell)
        .join(","),
    );
    answer(200, [HEADING, ...lines].join("\n") + "\n", "text/csv; charset=utf-8");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { RAKUTEN_REPORTS_TOKEN: token, RAKUTEN_REPORTS_URL: `http://127.0.0.1:${port}/en/reports/signature-orders-report/filters` },
    orders,
    requests,
    answerNext: (...statuses) => void failures.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
