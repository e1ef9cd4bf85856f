import nodemailer from "nodemailer";
import { excerpt } from "../webhooks/excerpt.js";
import { LOGGED_RESPONSE_CHARS } from "./mail.rules.js";

/** One mail as handed to SMTP. */
export interface OutgoingMail {
  from: string;
  replyTo?: string;
  to: { name: string | null; address: string };
  subject: string;
  text: string;
  html: string;
  /** `<id@domain>`, the same on every attempt. */
  messageId: string;
  /** The conversation's or ticket's thread id (In-Reply-To and References), so mail clients thread its mails. */
  threadId: string;
}

export interface MailResult {
  ok: boolean;
  /** The SMTP reply code of the answer that decided (250, 451, 550 …); null when none arrived. */
  responseCode: number | null;
  /** The server's answer, cut to 500 characters. */
  response: string | null;
  error: string | null;
  durationMs: number;
}

/** Sends one mail. Never throws: every outcome is a MailResult. */
export type MailTransport = { send(mail: OutgoingMail): Promise<MailResult>; close(): void };

/** Timeouts so a stalled server cannot hold a sender slot for long (nodemailer waits minutes by default). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer over `TANDEM_SMTP_URL` (`smtp://` upgrades with STARTTLS when the
 * server offers it, `smtps://` is TLS from the start), pooled: at most
 * `maxConnections` connections.
 */
export function smtpTransport(smtpUrl: string, maxConnections: number, clock: () => number = Date.now): MailTransport {
  const u = new URL(smtpUrl);
  const secure = u.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections,
    host: u.hostname.replace(/^\[|\]$/g, ""),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    ...TIMEOUTS,
  });
  const cut = (s: string | undefined | null) => (s ? excerpt(s, LOGGED_RESPONSE_CHARS) : null);

  return {
    async send(mail) {
      const started = clock();
      try {
        const info = await transporter.sendMail({
          from: mail.from,
          replyTo: mail.replyTo,
          to: mail.to.name ? { name: mail.to.name, address: mail.to.address } : mail.to.address,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          inReplyTo: mail.threadId,
          references: [mail.threadId],
        });
        const code = /^(\d{3})/.exec(info.response ?? "");
        return { ok: true, responseCode: code ? Number(code[1]) : null, response: cut(info.response), error: null, durationMs: clock() - started };
      } catch (err) {
        const e = err as { responseCode?: number; response?: string; message?: string; code?: string };
        return {
          ok: false,
          responseCode: typeof e.responseCode === "number" ? e.responseCode : null,
          response: cut(e.response),
          error: cut(`${e.code ? `${e.code}: ` : ""}${e.message ?? String(err)}`),
          durationMs: clock() - started,
        };
      }
    },
    close: () => transporter.close(),
  };
}
