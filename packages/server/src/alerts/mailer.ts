import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import { PermanentJobError, TransientJobError } from "../jobs/jobs.runner";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { AppEnv } from "../env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** How alert mail leaves: over SMTP, into the outbox table, or not at all (GET /api/admin/subscribers says which and why). */
export interface Mailer {
  mode: "smtp" | "outbox" | "off";
  note: string;
  /** Resolves when the mail is accepted; throws a PermanentJobError for a 5xx refusal, a TransientJobError otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** An address as logs show it: its first letter and its domain ("j…@example.com"), never in full. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf("@");
  return at < 1 ? "…" : `${email[0]}…${email.slice(at)}`;
};

/** The SHA-256 of a lower-cased address: what the suppression list keeps and what the rate limit counts by. */
export const emailHash = (email: string) => createHash("sha256").update(email.toLowerCase(), "utf8").digest("hex");

/** An SMTP failure as a job error: a 5xx answer is a refusal for good; a 4xx, a timeout or a dropped connection may pass. */
export function mailError(error: unknown): PermanentJobError | TransientJobError {
  const code = (error as { responseCode?: unknown }).responseCode;
  // Kept as the job's lastError and logged: a refusal often quotes the address, so any address in it is masked.
  const text = (error instanceof Error ? error.message.split("\n")[0]! : String(error))
    .slice(0, 300)
    .replace(/[^\s<>@:]+@[^\s<>]+/g, maskEmail);
  return typeof code === "number" && code >= 500 && code < 600 ? new PermanentJobError(text) : new TransientJobError(text);
}

/** SMTP_URL's transport; without it, the outbox in development and tests, and no mail at all in production. */
export function createMailer(env: AppEnv, db: Database): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    const host = new URL(env.SMTP_URL).hostname;
    return {
      mode: "smtp",
      note: `Mail is sent through ${host} (SMTP_URL) from ${env.MAIL_FROM}.`,
      send: async (message) => {
        try {
          await transport.sendMail({ from: env.MAIL_FROM, ...message });
        } catch (error) {
          throw mailError(error);
        }
      },
    };
  }
  if (env.NODE_ENV !== "production")
    return {
      mode: "outbox",
      note: "SMTP_URL is not set: mails are kept in the outbox below instead of being sent (development only).",
      send: async ({ to, subject, text, html, headers = {} }) => {
        await db.insert(mailOutbox).values({ toAddress: to, subject, text, html, headers });
      },
    };
  return {
    mode: "off",
    note: "SMTP_URL is not set, so the site cannot send mail: product pages do not offer price alerts. Set SMTP_URL and MAIL_FROM to turn them on.",
    send: async () => {
      throw new PermanentJobError("SMTP_URL is not set");
    },
  };
}
