import type { MailKind } from "./mail.repo.js";

/** A conversation an inbound reply may join, with the contact whose address may write to it. */
export interface ReplyTarget {
  conversation_id: string;
  space_id: number;
  contact_seq: number;
  email: string | null;
  /** 0: asserted by a widget visitor without verification: no mail from it is ever attached. */
  email_verified: 0 | 1;
  name: string | null;
  erased_at: number | null;
}

/** Inbound e-mail: the reply keys of spaces, the outgoing mails replies refer to, the conversations they join. */
export interface InboundRepo {
  /** The space's reply key; undefined until its first mail made one. */
  replyKey(spaceId: number): Promise<string | undefined>;
  /** Makes the space's reply key unless it has one (then nothing changes: the first key stays). Inside a write. */
  ensureReplyKey(spaceId: number, secret: string, now: number): Promise<void>;
  /** The outgoing mail whose Message-ID (`<…@…>`) this is, if Tandem sent it (the newest such mail). */
  mailByMessageId(messageId: string): Promise<{ space_id: number; kind: MailKind; thread_id: string } | undefined>;
  /** A conversation by `_id`, whatever its space (the reply address names it; its MAC proves it); undefined when none. */
  target(conversationId: string): Promise<ReplyTarget | undefined>;
}
