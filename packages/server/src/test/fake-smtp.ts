import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header's raw value by its lower-case name. */
  headers: Record<string, string>;
}

export interface FakeSmtp {
  /** smtp://127.0.0.1:{port}: the SMTP_URL that reaches this server. */
  url: string;
  received: ReceivedMail[];
  /** Mails received for an address, oldest first. */
  to(address: string): ReceivedMail[];
  /** Recipients offered (RCPT TO), refused or not. */
  attempts: string[];
  /** Answer RCPT TO for `address` with `code` (550: refused for good; 421: try later), `times` times (default always). */
  refuse(address: string, code: number, times?: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (the smtp-server package) that keeps what it receives, parsed (mailparser). */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const attempts: string[] = [];
  const refusals = new Map<string, { code: number; times: number }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      attempts.push(to);
      const refusal = refusals.get(to);
      if (refusal && refusal.times > 0) {
        refusal.times--;
        const error = Object.assign(
          new Error(refusal.code >= 500 ? `5.1.1 <${to}>: Recipient address rejected` : "4.3.2 Try again later"),
          {
            responseCode: refusal.code,
          },
        );
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()])),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    refuse: (address, code, times = Number.POSITIVE_INFINITY) => void refusals.set(address.toLowerCase(), { code, times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
