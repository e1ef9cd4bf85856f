import type { InboundRepo, ReplyTarget } from "../../../desk/mail/inbound.repo.js";
import type { MailKind } from "../../../desk/mail/mail.repo.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  key: stmt<{ secret: string }>("inbound.key", "SELECT secret FROM mail_reply_keys WHERE space_id = $1"),
  ensureKey: stmt(
    "inbound.ensureKey",
    "INSERT INTO mail_reply_keys (space_id, secret, created_at) VALUES ($1, $2, $3) ON CONFLICT (space_id) DO NOTHING",
  ),
  byMessageId: stmt<{ space_id: number; kind: MailKind; thread_id: string }>(
    "inbound.byMessageId",
    "SELECT space_id, kind, thread_id FROM mail_deliveries WHERE message_id = $1 ORDER BY seq DESC LIMIT 1",
  ),
  target: stmt<ReplyTarget>(
    "inbound.target",
    `SELECT c.id AS conversation_id, c.space_id, c.contact_seq, ct.email, ct.email_verified, ct.name, ct.erased_at
     FROM conversations c JOIN contacts ct ON ct.seq = c.contact_seq WHERE c.id = $1`,
  ),
};

/** All SQL of inbound e-mail: the reply keys of spaces, the outgoing mails replies refer to, the conversations they join. */
export function inboundRepo(c: PgConn): InboundRepo {
  return {
    replyKey: async (spaceId) => (await q.key.one(c, spaceId))?.secret,
    ensureReplyKey: async (spaceId, secret, now) => void (await q.ensureKey.run(c, spaceId, secret, now)),
    mailByMessageId: (messageId) => q.byMessageId.one(c, messageId),
    target: (conversationId) => q.target.one(c, conversationId),
  };
}
