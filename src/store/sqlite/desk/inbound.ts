import type { Db } from "../../../platform/db/database.js";
import type { InboundRepo, ReplyTarget } from "../../../desk/mail/inbound.repo.js";
import type { MailKind } from "../../../desk/mail/mail.repo.js";

/** All SQL of inbound e-mail: the reply keys of spaces, the outgoing mails replies refer to, the conversations they join. */
export function inboundRepo(db: Db): InboundRepo {
  const q = {
    key: db.prepare<[number], { secret: string }>("SELECT secret FROM mail_reply_keys WHERE space_id = ?"),
    ensureKey: db.prepare("INSERT INTO mail_reply_keys (space_id, secret, created_at) VALUES (@space_id, @secret, @created_at) ON CONFLICT (space_id) DO NOTHING"),
    byMessageId: db.prepare<[string], { space_id: number; kind: MailKind; thread_id: string }>(
      "SELECT space_id, kind, thread_id FROM mail_deliveries WHERE message_id = ? ORDER BY seq DESC LIMIT 1",
    ),
    target: db.prepare<[string], ReplyTarget>(
      `SELECT c.id AS conversation_id, c.space_id, c.contact_seq, ct.email, ct.email_verified, ct.name, ct.erased_at
       FROM conversations c JOIN contacts ct ON ct.seq = c.contact_seq WHERE c.id = ?`,
    ),
  };
  return {
    /** The space's reply key; undefined until its first mail made one. */
    replyKey: async (spaceId: number): Promise<string | undefined> => q.key.get(spaceId)?.secret,
    /** Makes the space's reply key unless it has one (inside a write). */
    ensureReplyKey: async (spaceId: number, secret: string, now: number) => void q.ensureKey.run({ space_id: spaceId, secret, created_at: now }),
    /** The outgoing mail whose Message-ID (`<…@…>`) this is, if Tandem sent it. */
    mailByMessageId: async (messageId: string) => q.byMessageId.get(messageId),
    /** A conversation by `_id`, whatever its space (the reply address names it; its MAC proves it). */
    target: async (conversationId: string) => q.target.get(conversationId),
  };
}
