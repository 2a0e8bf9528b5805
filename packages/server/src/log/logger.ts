import os from "node:os";
import pino, { type DestinationStream } from "pino";
import type { Logger } from "../app-deps";
import { describeError } from "../http/errors";

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ["json", "pretty"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** The server's log, with what shutdown needs: writing out what is still buffered. */
export interface ServerLogger extends Logger {
  flush(): void;
}

export interface LoggerOptions {
  level: LogLevel;
  /** json: one JSON object a line (production, log collectors); pretty: a short readable line (pnpm dev). */
  format: LogFormat;
  /** Names this server process in every record (default host:pid). */
  instance?: string;
  /** Where the lines go (tests collect them); default stdout. */
  destination?: DestinationStream;
}

/** This process, as every log record and metric names it: "host:pid". */
export const instanceName = () => `${os.hostname()}:${process.pid}`;

/**
 * Keys whose values never reach a line, among a record's fields and its error's (the callers pass none: this is the
 * guard). Query strings are left out by the callers themselves (a request is logged by its route and path). Named
 * paths only: pino compiles them into plain property checks, where a wildcard (`*.password`) walks every record
 * (its cost: docs/benchmarks-observability.md).
 */
const SECRET_PATHS = ["password", "token", "cookie", "authorization", "secret", "apiKey"].flatMap((key) => [key, `error.${key}`]);

/**
 * pino over stdout: JSON lines written asynchronously (sonic-boom; flush() writes what is pending at shutdown), or,
 * in development, the same records as short readable lines. Errors are told by describeError (class, first line,
 * top frames), never dumped whole.
 */
export function createLogger(options: LoggerOptions): ServerLogger {
  const stdout = options.format === "json" ? pino.destination({ dest: 1, sync: false }) : undefined;
  const destination = options.destination ?? stdout ?? prettyStream((text) => process.stdout.write(text));
  const logger = pino(
    {
      level: options.level,
      base: { instance: options.instance ?? instanceName() },
      messageKey: "msg",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: SECRET_PATHS, censor: "[redacted]" },
    },
    destination,
  );
  return {
    debug: (message, fields) => logger.debug(fields ?? {}, message),
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, error, fields) =>
      logger.error(error === undefined ? (fields ?? {}) : { ...fields, error: describeError(error) }, message),
    flush: () => stdout?.flushSync(),
  };
}

const LEVEL_TAGS: Record<string, string> = { trace: "TRACE", debug: "DEBUG", info: "INFO ", warn: "WARN ", error: "ERROR", fatal: "FATAL" };
/** Left out of a pretty line: the time and level lead it, and a request's message already says its method, path and status. */
const SHOWN_ELSEWHERE = new Set(["time", "level", "msg", "instance", "method", "path", "status"]);

/** One JSON record as a readable line: "14:02:03 INFO  GET /api/products 200  requestId=… route=/api/products durationMs=3.2". */
export function prettyLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof record.time === "string" ? record.time.slice(11, 19) : "";
  const tag = LEVEL_TAGS[String(record.level)] ?? String(record.level).toUpperCase();
  const fields = Object.entries(record)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  return `${time} ${tag} ${String(record.msg ?? "")}${fields.length > 0 ? `  ${fields.join(" ")}` : ""}\n`;
}

/** A destination that writes each record as prettyLine does (pnpm dev: no JSON to read through). */
export function prettyStream(write: (text: string) => unknown): DestinationStream {
  return { write: (chunk: string) => void write(chunk.split("\n").filter(Boolean).map(prettyLine).join("")) };
}
