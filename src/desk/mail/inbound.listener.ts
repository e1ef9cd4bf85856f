import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { INBOUND_MAX_BYTES, INBOUND_MAX_CLIENTS, INBOUND_MAX_RECIPIENTS } from "./inbound.rules.js";
import type { InboundMail, InboundOutcome, InboundService } from "./inbound.service.js";

export interface InboundListenerOptions {
  host: string;
  port: number;
  service: InboundService;
  /** Resolves once what `receive` wrote is on the disk (durability `disk`); the 250 waits for it. */
  afterSync?: () => Promise<void>;
  /** Each mail's outcome (the caller logs it: envelope, reason, never the content). */
  onOutcome?: (outcome: InboundOutcome, envelope: { from: string; to: string[] }) => void;
  onError?: (err: unknown) => void;
  /** How long `close` waits for open SMTP sessions before cutting them (default 5 s). */
  closeTimeoutMs?: number;
}

export interface InboundListener {
  port: number;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** The parsed mail as the service reads it: headers by lower-case name, references newest first, attachments counted. */
export function toInboundMail(parsed: ParsedMail, envelopeFrom: string, recipients: string[]): InboundMail {
  const headers = new Map<string, string>();
  for (const { key, line } of parsed.headerLines) {
    const name = key.toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " ").trim());
  }
  const refs = typeof parsed.references === "string" ? [parsed.references] : (parsed.references ?? []);
  const refersTo = [...(parsed.inReplyTo ? parsed.inReplyTo.split(/\s+/).filter(Boolean) : []), ...[...refs].reverse()].slice(0, 50);
  return {
    envelopeFrom,
    recipients,
    header: (name) => headers.get(name),
    from: parsed.from?.value[0]?.address ?? null,
    messageId: parsed.messageId ?? null,
    refersTo,
    text: parsed.text ?? "",
    attachments: parsed.attachments.length,
  };
}

/**
 * The inbound SMTP listener (MX-style: no AUTH, no STARTTLS — put TLS in
 * front when mail crosses a network you do not trust). RCPT TO must be an
 * address of the reply domain (else 550), at most 5 per mail (452); a mail over
 * 1 MiB is refused (552). Every accepted mail is answered 250 once decided,
 * attached or dropped alike (a drop is never bounced: bounces are how loops
 * start); a failure to store it answers 451 so the sender retries.
 */
export async function startInboundListener(opts: InboundListenerOptions): Promise<InboundListener> {
  const onError = opts.onError ?? ((err) => console.error("inbound mail:", err));
  const server = new SMTPServer({
    logger: false,
    banner: "Tandem inbound mail",
    disabledCommands: ["AUTH", "STARTTLS"],
    authOptional: true,
    size: INBOUND_MAX_BYTES,
    maxClients: INBOUND_MAX_CLIENTS,
    closeTimeout: opts.closeTimeoutMs ?? 5000,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= INBOUND_MAX_RECIPIENTS) return callback(smtpError(452, `At most ${INBOUND_MAX_RECIPIENTS} recipients per mail`));
      if (!opts.service.accepts(address.address)) return callback(smtpError(550, "No such recipient here"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(c);
      });
      stream.on("end", () => {
        if (stream.sizeExceeded) return callback(smtpError(552, `Message exceeds the ${INBOUND_MAX_BYTES} bytes this server takes`));
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        void simpleParser(Buffer.concat(chunks), { skipImageLinks: true, skipTextToHtml: true })
          .then(async (parsed) => {
            const outcome = await opts.service.receive(toInboundMail(parsed, envelope.from, envelope.to));
            if (outcome.status === "accepted") await opts.afterSync?.();
            opts.onOutcome?.(outcome, envelope);
            callback(null, outcome.status === "accepted" ? "Accepted" : "Received");
          })
          .catch((err: unknown) => {
            onError(err);
            callback(smtpError(451, "Could not take the mail now; try again later"));
          });
      });
      stream.on("error", (err) => {
        onError(err);
      });
    },
  });
  server.on("error", (err) => onError(err));
  await new Promise<void>((resolve, reject) => {
    const failed = (err: Error) => reject(err);
    server.server.once("error", failed);
    server.listen(opts.port, opts.host, () => {
      server.server.off("error", failed);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
