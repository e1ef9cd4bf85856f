import { createHash } from "node:crypto";
import type { InboundMailConfig } from "../../platform/config.js";
import type { Handle } from "../../platform/db/handle.js";
import type { DeskContext } from "../context.js";
import type { ConversationsService } from "../conversations/conversations.service.js";
import { DeskError } from "../errors.js";
import type { ReplyTarget } from "./inbound.repo.js";
import { type AutomatedReason, automatedReason, inboundBody, parseRecipient, replyAddress, sameAddress, trimReply, verifyReplyMac } from "./inbound.rules.js";

/** One inbound mail as the listener read it (MIME parsed; attachments only counted). */
export interface InboundMail {
  /** SMTP's MAIL FROM; "" for the null sender `<>`. */
  envelopeFrom: string;
  /** SMTP's RCPT TO addresses (only ones `accepts` took). */
  recipients: string[];
  /** A header's value by lower-case name (the first one), unfolded. */
  header(name: string): string | undefined;
  /** The From header's address. */
  from: string | null;
  messageId: string | null;
  /** In-Reply-To first, then References, newest first. */
  refersTo: string[];
  /** The plain text (mailparser's text of an HTML-only mail). */
  text: string;
  attachments: number;
}

/** Why an inbound mail was not attached (never stored: only logged and counted). */
export type DropReason =
  | AutomatedReason
  /** No reply address of a conversation, and no In-Reply-To/References naming a mail Tandem sent. */
  | "no_thread"
  /** A reply address whose MAC is wrong, or of a conversation that is gone. */
  | "bad_reply_address"
  /** A reply to a ticket comment's mail: tickets take no comments from contacts. */
  | "ticket_reply"
  /** From is not the conversation's contact's verified address. */
  | "sender_mismatch"
  /** Nothing left once quoted history and signature are cut. */
  | "empty"
  /** The same Message-ID again with other content, or the API refused the message. */
  | "refused";

export type InboundOutcome =
  | { status: "accepted"; conversationId: string; messageId: string }
  | { status: "dropped"; reason: DropReason; conversationId?: string };

/**
 * Inbound e-mail: visitors' replies to the mails of conversations become their
 * messages. `accepts` answers RCPT TO; `receive` decides one mail and, when it
 * is a reply from the conversation's verified contact, adds it through the
 * same service path as a widget message (`message.created`).
 */
export function inboundService(ctx: DeskContext, settings: InboundMailConfig, deps: { conversations: ConversationsService }) {
  const dropped = (reason: DropReason, conversationId?: string): InboundOutcome => ({ status: "dropped", reason, ...(conversationId && { conversationId }) });

  /** The conversation a mail replies to, by its reply address (verified) or by the Tandem mail it refers to. */
  async function findTarget(h: Handle, mail: InboundMail): Promise<ReplyTarget | DropReason> {
    const { inbound } = ctx.repos(h);
    for (const rcpt of mail.recipients) {
      const r = parseRecipient(settings.address, rcpt);
      if (r.kind !== "thread") continue;
      const target = await inbound.target(r.conversationId);
      const key = target && (await inbound.replyKey(target.space_id));
      if (!target || key === undefined || !verifyReplyMac(target.conversation_id, r.mac, key)) return "bad_reply_address";
      return target;
    }
    for (const ref of mail.refersTo) {
      const sent = await inbound.mailByMessageId(ref);
      if (!sent) continue;
      if (sent.kind === "comment") return "ticket_reply";
      const target = await inbound.target(sent.thread_id);
      return target && target.space_id === sent.space_id ? target : "no_thread";
    }
    return "no_thread";
  }

  return {
    /** Whether RCPT TO names an address of ours (the base address or a reply address at its domain). */
    accepts: (recipient: string): boolean => parseRecipient(settings.address, recipient).kind !== "other",

    /** A conversation's reply address (undefined until its space has a reply key). */
    async replyAddressOf(h: Handle, spaceId: number, conversationId: string): Promise<string | undefined> {
      const key = await ctx.repos(h).inbound.replyKey(spaceId);
      return key === undefined ? undefined : replyAddress(settings.address, conversationId, key);
    },

    /**
     * Decides one mail; attaches it when it is the contact's reply. Throws only for a failure to retry (the listener answers 451).
     * Background work (the SMTP listener calls it): reads committed data, attaches in a unit of its own.
     */
    async receive(mail: InboundMail): Promise<InboundOutcome> {
      const automated = automatedReason(mail.header, mail.envelopeFrom);
      if (automated) return dropped(automated);
      const target = await findTarget(ctx.read, mail);
      if (typeof target === "string") return dropped(target);
      // Never from anyone but the contact, and only when its address was verified (an address a
      // widget visitor typed is anyone's).
      if (target.erased_at !== null || target.email_verified !== 1 || !sameAddress(mail.from, target.email)) {
        return dropped("sender_mismatch", target.conversation_id);
      }
      const trimmed = trimReply(mail.text);
      if (trimmed === "") return dropped("empty", target.conversation_id);
      // The same mail delivered twice (an MTA retrying after a lost answer) makes one message.
      const clientId = mail.messageId ? `email:${createHash("sha256").update(mail.messageId).digest("hex").slice(0, 40)}` : undefined;
      try {
        const m = await deps.conversations.contactMessage(ctx.read, target.space_id, target.conversation_id, {
          body: inboundBody(trimmed, mail.attachments),
          clientId,
          authorName: target.name ?? undefined,
        });
        return { status: "accepted", conversationId: target.conversation_id, messageId: m._id };
      } catch (err) {
        if (err instanceof DeskError) return dropped("refused", target.conversation_id);
        throw err;
      }
    },
  };
}
export type InboundService = ReturnType<typeof inboundService>;
