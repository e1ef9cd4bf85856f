import type {
  VisitorRecord,
  WidgetCommentRow,
  WidgetConversationRow,
  WidgetMessageRow,
  WidgetRepo,
  WidgetSettingsRow,
  WidgetTicketRow,
} from "../../../desk/widget/widget.repo.js";
import { type PgConn, stmt } from "../conn.js";

const SELECT_VISITOR = `SELECT v.*, c.id AS contact_id, c.external_id AS contact_external_id, c.name AS contact_name,
  c.email AS contact_email, c.erased_at AS contact_erased_at FROM widget_visitors v JOIN contacts c ON c.seq = v.contact_seq`;
const SELECT_CONVERSATION = `SELECT c.seq, c.id, c.contact_seq, c.status, c.subject, c.last_message_at, c.created_at,
  (EXISTS (SELECT 1 FROM csat r WHERE r.conversation_seq = c.seq))::int AS rated FROM conversations c`;

const q = {
  insertVisitor: stmt<{ seq: number }>(
    "widget.insertVisitor",
    `INSERT INTO widget_visitors (id, space_id, contact_seq, token_hash, identified, verified, claimed_name, claimed_email, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING seq`,
  ),
  setClaims: stmt("widget.setClaims", "UPDATE widget_visitors SET claimed_name = $2, claimed_email = $3 WHERE seq = $1"),
  visitorByToken: stmt<VisitorRecord>("widget.visitorByToken", `${SELECT_VISITOR} WHERE v.space_id = $1 AND v.token_hash = $2`),
  linkConversation: stmt("widget.linkConversation", "INSERT INTO widget_conversations (visitor_seq, conversation_seq) VALUES ($1, $2) ON CONFLICT DO NOTHING"),
  started: stmt<{ n: number }>("widget.started", "SELECT 1 AS n FROM widget_conversations WHERE visitor_seq = $1 AND conversation_seq = $2"),
  conversation: stmt<WidgetConversationRow>("widget.conversation", `${SELECT_CONVERSATION} WHERE c.space_id = $1 AND c.id = $2`),
  conversationsOfContact: stmt<WidgetConversationRow>(
    "widget.conversationsOfContact",
    `${SELECT_CONVERSATION} WHERE c.contact_seq = $1 ORDER BY c.seq DESC LIMIT $2`,
  ),
  conversationsOfVisitor: stmt<WidgetConversationRow>(
    "widget.conversationsOfVisitor",
    `${SELECT_CONVERSATION} JOIN widget_conversations w ON w.conversation_seq = c.seq WHERE w.visitor_seq = $1 ORDER BY c.seq DESC LIMIT $2`,
  ),
  messagesAfter: stmt<WidgetMessageRow>(
    "widget.messagesAfter",
    `SELECT seq, id, body, author, author_name, created_at FROM messages
     WHERE conversation_seq = $1 AND visibility = 'public' AND seq > $2 ORDER BY seq LIMIT $3`,
  ),
  newestMessages: stmt<WidgetMessageRow>(
    "widget.newestMessages",
    `SELECT seq, id, body, author, author_name, created_at FROM messages
     WHERE conversation_seq = $1 AND visibility = 'public' ORDER BY seq DESC LIMIT $2`,
  ),
  lastPublicSeq: stmt<{ seq: number | null }>(
    "widget.lastPublicSeq",
    "SELECT max(seq) AS seq FROM messages WHERE conversation_seq = $1 AND visibility = 'public'",
  ),
  ticketsOfContact: stmt<WidgetTicketRow>(
    "widget.ticketsOfContact",
    "SELECT seq, id, number, type, title, status, created_at, updated_at FROM tickets WHERE contact_seq = $1 ORDER BY seq DESC LIMIT $2",
  ),
  publicComments: stmt<WidgetCommentRow>(
    "widget.publicComments",
    `SELECT id, body, author_name, created_at FROM ticket_comments
     WHERE ticket_seq = $1 AND visibility = 'public' ORDER BY seq DESC LIMIT $2`,
  ),
  settings: stmt<WidgetSettingsRow>("widget.settings", "SELECT * FROM widget_settings WHERE space_id = $1"),
  insertSettings: stmt(
    "widget.insertSettings",
    "INSERT INTO widget_settings (space_id, identity_secret, verification_required, updated_at) VALUES ($1, $2, 0, $3) ON CONFLICT DO NOTHING",
  ),
  setRequired: stmt("widget.setRequired", "UPDATE widget_settings SET verification_required = $2, updated_at = $3 WHERE space_id = $1"),
  setSecret: stmt("widget.setSecret", "UPDATE widget_settings SET identity_secret = $2, updated_at = $3 WHERE space_id = $1"),
};

/** All SQL of the chat widget: visitors, the conversations they started, settings, and the visitor's view of records. */
export function widgetRepo(c: PgConn): WidgetRepo {
  return {
    insertVisitor: async (r) =>
      (await q.insertVisitor.one(c, r.id, r.space_id, r.contact_seq, r.token_hash, r.identified, r.verified, r.claimed_name, r.claimed_email, r.created_at))!.seq,
    visitorByToken: (spaceId, tokenHash) => q.visitorByToken.one(c, spaceId, tokenHash),
    setClaims: async (visitorSeq, name, email) => void (await q.setClaims.run(c, visitorSeq, name, email)),
    /** Records that the visitor started this conversation. */
    linkConversation: async (visitorSeq, conversationSeq) => void (await q.linkConversation.run(c, visitorSeq, conversationSeq)),
    startedBy: async (visitorSeq, conversationSeq) => (await q.started.one(c, visitorSeq, conversationSeq)) !== undefined,
    conversation: (spaceId, id) => q.conversation.one(c, spaceId, id),
    conversationsOfContact: (contactSeq, limit) => q.conversationsOfContact.all(c, contactSeq, limit),
    conversationsOfVisitor: (visitorSeq, limit) => q.conversationsOfVisitor.all(c, visitorSeq, limit),
    /** Public messages after `afterSeq`, oldest first; without it, the newest `limit`, oldest first. */
    publicMessages: async (conversationSeq, afterSeq, limit) =>
      afterSeq === undefined ? (await q.newestMessages.all(c, conversationSeq, limit)).reverse() : q.messagesAfter.all(c, conversationSeq, afterSeq, limit),
    lastPublicSeq: async (conversationSeq) => (await q.lastPublicSeq.one(c, conversationSeq))?.seq ?? 0,
    ticketsOfContact: (contactSeq, limit) => q.ticketsOfContact.all(c, contactSeq, limit),
    /** The newest `limit` public comments of a ticket, oldest first. */
    publicComments: async (ticketSeq, limit) => (await q.publicComments.all(c, ticketSeq, limit)).reverse(),
    settings: (spaceId) => q.settings.one(c, spaceId),
    /** Creates the space's settings with this secret unless they exist. */
    ensureSettings: async (spaceId, secret, now) => void (await q.insertSettings.run(c, spaceId, secret, now)),
    setVerificationRequired: async (spaceId, required, now) => void (await q.setRequired.run(c, spaceId, required ? 1 : 0, now)),
    setIdentitySecret: async (spaceId, secret, now) => void (await q.setSecret.run(c, spaceId, secret, now)),
  };
}
