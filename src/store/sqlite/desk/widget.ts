import type { Db } from "../../../platform/db/database.js";
import type {
  VisitorRecord,
  VisitorRow,
  WidgetCommentRow,
  WidgetConversationRow,
  WidgetMessageRow,
  WidgetRepo,
  WidgetSettingsRow,
  WidgetTicketRow,
} from "../../../desk/widget/widget.repo.js";

const SELECT_VISITOR = `SELECT v.*, c.id AS contact_id, c.external_id AS contact_external_id, c.name AS contact_name,
  c.email AS contact_email, c.erased_at AS contact_erased_at FROM widget_visitors v JOIN contacts c ON c.seq = v.contact_seq`;
const SELECT_CONVERSATION = `SELECT c.seq, c.id, c.contact_seq, c.status, c.subject, c.last_message_at, c.created_at,
  EXISTS (SELECT 1 FROM csat r WHERE r.conversation_seq = c.seq) AS rated FROM conversations c`;

/** All SQL of the chat widget: visitors, the conversations they started, settings, and the visitor's view of records. */
export function widgetRepo(db: Db): WidgetRepo {
  const q = {
    insertVisitor: db.prepare<Omit<VisitorRow, "seq">, { seq: number }>(
      `INSERT INTO widget_visitors (id, space_id, contact_seq, token_hash, identified, verified, claimed_name, claimed_email, created_at)
       VALUES (@id, @space_id, @contact_seq, @token_hash, @identified, @verified, @claimed_name, @claimed_email, @created_at) RETURNING seq`,
    ),
    setClaims: db.prepare("UPDATE widget_visitors SET claimed_name = ?, claimed_email = ? WHERE seq = ?"),
    visitorByToken: db.prepare<[number, string], VisitorRecord>(`${SELECT_VISITOR} WHERE v.space_id = ? AND v.token_hash = ?`),
    linkConversation: db.prepare("INSERT INTO widget_conversations (visitor_seq, conversation_seq) VALUES (?, ?) ON CONFLICT DO NOTHING"),
    started: db.prepare<[number, number], { n: 1 }>("SELECT 1 AS n FROM widget_conversations WHERE visitor_seq = ? AND conversation_seq = ?"),
    conversation: db.prepare<[number, string], WidgetConversationRow>(`${SELECT_CONVERSATION} WHERE c.space_id = ? AND c.id = ?`),
    conversationsOfContact: db.prepare<[number, number], WidgetConversationRow>(
      `${SELECT_CONVERSATION} WHERE c.contact_seq = ? ORDER BY c.seq DESC LIMIT ?`,
    ),
    conversationsOfVisitor: db.prepare<[number, number], WidgetConversationRow>(
      `${SELECT_CONVERSATION} JOIN widget_conversations w ON w.conversation_seq = c.seq WHERE w.visitor_seq = ? ORDER BY c.seq DESC LIMIT ?`,
    ),
    messagesAfter: db.prepare<[number, number, number], WidgetMessageRow>(
      `SELECT seq, id, body, author, author_name, created_at FROM messages
       WHERE conversation_seq = ? AND visibility = 'public' AND seq > ? ORDER BY seq LIMIT ?`,
    ),
    newestMessages: db.prepare<[number, number], WidgetMessageRow>(
      `SELECT seq, id, body, author, author_name, created_at FROM messages
       WHERE conversation_seq = ? AND visibility = 'public' ORDER BY seq DESC LIMIT ?`,
    ),
    lastPublicSeq: db.prepare<[number], { seq: number | null }>(
      "SELECT max(seq) AS seq FROM messages WHERE conversation_seq = ? AND visibility = 'public'",
    ),
    ticketsOfContact: db.prepare<[number, number], WidgetTicketRow>(
      "SELECT seq, id, number, type, title, status, created_at, updated_at FROM tickets WHERE contact_seq = ? ORDER BY seq DESC LIMIT ?",
    ),
    publicComments: db.prepare<[number, number], WidgetCommentRow>(
      `SELECT id, body, author_name, created_at FROM ticket_comments
       WHERE ticket_seq = ? AND visibility = 'public' ORDER BY seq DESC LIMIT ?`,
    ),
    settings: db.prepare<[number], WidgetSettingsRow>("SELECT * FROM widget_settings WHERE space_id = ?"),
    insertSettings: db.prepare(
      "INSERT INTO widget_settings (space_id, identity_secret, verification_required, updated_at) VALUES (?, ?, 0, ?) ON CONFLICT DO NOTHING",
    ),
    setRequired: db.prepare("UPDATE widget_settings SET verification_required = ?, updated_at = ? WHERE space_id = ?"),
    setSecret: db.prepare("UPDATE widget_settings SET identity_secret = ?, updated_at = ? WHERE space_id = ?"),
  };
  return {
    insertVisitor: async (row: Omit<VisitorRow, "seq">): Promise<number> => q.insertVisitor.get(row)!.seq,
    visitorByToken: async (spaceId: number, tokenHash: string) => q.visitorByToken.get(spaceId, tokenHash),
    setClaims: async (visitorSeq: number, name: string | null, email: string | null) => void q.setClaims.run(name, email, visitorSeq),
    /** Records that the visitor started this conversation. */
    linkConversation: async (visitorSeq: number, conversationSeq: number) => void q.linkConversation.run(visitorSeq, conversationSeq),
    startedBy: async (visitorSeq: number, conversationSeq: number): Promise<boolean> => q.started.get(visitorSeq, conversationSeq) !== undefined,
    conversation: async (spaceId: number, id: string) => q.conversation.get(spaceId, id),
    conversationsOfContact: async (contactSeq: number, limit: number) => q.conversationsOfContact.all(contactSeq, limit),
    conversationsOfVisitor: async (visitorSeq: number, limit: number) => q.conversationsOfVisitor.all(visitorSeq, limit),
    /** Public messages after `afterSeq`, oldest first; without it, the newest `limit`, oldest first. */
    publicMessages: async (conversationSeq: number, afterSeq: number | undefined, limit: number): Promise<WidgetMessageRow[]> =>
      afterSeq === undefined ? q.newestMessages.all(conversationSeq, limit).reverse() : q.messagesAfter.all(conversationSeq, afterSeq, limit),
    lastPublicSeq: async (conversationSeq: number): Promise<number> => q.lastPublicSeq.get(conversationSeq)?.seq ?? 0,
    ticketsOfContact: async (contactSeq: number, limit: number) => q.ticketsOfContact.all(contactSeq, limit),
    /** The newest `limit` public comments of a ticket, oldest first. */
    publicComments: async (ticketSeq: number, limit: number) => q.publicComments.all(ticketSeq, limit).reverse(),
    settings: async (spaceId: number) => q.settings.get(spaceId),
    /** Creates the space's settings with this secret unless they exist. */
    ensureSettings: async (spaceId: number, secret: string, now: number) => void q.insertSettings.run(spaceId, secret, now),
    setVerificationRequired: async (spaceId: number, required: boolean, now: number) => void q.setRequired.run(required ? 1 : 0, now, spaceId),
    setIdentitySecret: async (spaceId: number, secret: string, now: number) => void q.setSecret.run(secret, now, spaceId),
  };
}
