/**
 * The console's e-mail to operators (invitations, password resets) over the desk's SMTP transport
 * and settings (`TANDEM_SMTP_URL`, `TANDEM_SMTP_FROM`). Sent after the commit of the link it carries;
 * a failure is reported (`mailed: false`), never retried: the inviter gets the link instead.
 */
import type { MailConfig } from "../platform/config.js";
import { newId } from "../platform/ids.js";
import { fromDomain } from "../desk/mail/mail.rules.js";
import { type MailTransport, smtpTransport } from "../desk/mail/mail.transport.js";

export interface OperatorMail {
  to: string;
  subject: string;
  text: string;
}

export interface OperatorMailer {
  /** Whether mail is configured. */
  enabled: boolean;
  /** Sends one mail; true when the server accepted it. Never throws. */
  send(mail: OperatorMail): Promise<boolean>;
  close(): void;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function operatorMailer(settings: MailConfig | null | undefined, transport?: MailTransport): OperatorMailer {
  let made: MailTransport | undefined = transport;
  const get = () => (made ??= smtpTransport(settings!.smtpUrl, 1));
  return {
    enabled: !!settings,
    async send(mail) {
      if (!settings) return false;
      const messageId = `<${newId()}@${fromDomain(settings.from)}>`;
      const html = mail.text
        .split("\n\n")
        .map((p) => `<p>${escapeHtml(p).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`)
        .join("\n");
      const r = await get().send({ from: settings.from, to: { name: null, address: mail.to }, subject: mail.subject, text: mail.text, html, messageId, threadId: messageId });
      return r.ok;
    },
    close: () => {
      if (made && made !== transport) made.close();
    },
  };
}
