/**
 * A real SMTP server on loopback (smtp-server) that parses what arrives
 * (mailparser). `respond` decides each mail's answer: accept, or refuse with
 * an SMTP code (4xx, 5xx); `delayMs` holds the answer (to kill a sender mid-send).
 */
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Arrived {
  /** RCPT TO addresses */
  envelopeTo: string[];
  mail: ParsedMail;
}

export interface SmtpServerHandle {
  url: string;
  port: number;
  arrived: Arrived[];
  /** Answer of the next mails: null accepts; `{ code, message }` refuses. */
  respond: (n: number) => { code: number; message: string } | null;
  delayMs: number;
  close(): Promise<void>;
}

export async function startSmtp(opts: { user?: string; pass?: string; port?: number } = {}): Promise<SmtpServerHandle> {
  const handle: SmtpServerHandle = {
    url: "",
    port: 0,
    arrived: [],
    respond: () => null,
    delayMs: 0,
    close: async () => {},
  };
  let count = 0;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: opts.user ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !opts.user,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === opts.user && auth.password === opts.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Invalid credentials"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const answer = handle.respond(++count);
          setTimeout(() => {
            if (answer) return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
            handle.arrived.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            callback(null, "queued as test");
          }, handle.delayMs);
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  handle.port = (server.server.address() as AddressInfo).port;
  const auth = opts.user ? `${encodeURIComponent(opts.user)}:${encodeURIComponent(opts.pass ?? "")}@` : "";
  handle.url = `smtp://${auth}127.0.0.1:${handle.port}`;
  handle.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return handle;
}
