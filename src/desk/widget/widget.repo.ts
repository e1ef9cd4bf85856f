export interface VisitorRow {
  seq: number;
  id: string;
  space_id: number;
  contact_seq: number;
  token_hash: string;
  identified: 0 | 1;
  verified: 0 | 1;
  /** What an unverified identity said of itself (the widget answers it this, never the contact's data). */
  claimed_name: string | null;
  claimed_email: string | null;
  created_at: number;
}

/** A visitor with what the widget shows of its contact. */
export type VisitorRecord = VisitorRow & {
  contact_id: string;
  contact_external_id: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_erased_at: number | null;
};

export interface WidgetSettingsRow {
  space_id: number;
  identity_secret: string;
  verification_required: 0 | 1;
  updated_at: number;
}

/** A conversation as the widget reads it. */
export interface WidgetConversationRow {
  seq: number;
  id: string;
  contact_seq: number;
  status: string;
  subject: string | null;
  last_message_at: number;
  created_at: number;
  rated: 0 | 1;
}

export interface WidgetMessageRow {
  seq: number;
  id: string;
  body: string;
  author: "contact" | "team";
  author_name: string | null;
  created_at: number;
}

export interface WidgetTicketRow {
  seq: number;
  id: string;
  number: number;
  type: string;
  title: string;
  status: string;
  created_at: number;
  updated_at: number;
}

export interface WidgetCommentRow {
  id: string;
  body: string;
  author_name: string | null;
  created_at: number;
}

/** The chat widget: visitors, the conversations they started, settings, and the visitor's view of records. */
export interface WidgetRepo {
  /** Stores a visitor; answers its seq. */
  insertVisitor(row: Omit<VisitorRow, "seq">): Promise<number>;
  /** The space's visitor with this token hash, with its contact; undefined when none. */
  visitorByToken(spaceId: number, tokenHash: string): Promise<VisitorRecord | undefined>;
  /** Replaces what the visitor claims of itself (name, e-mail). */
  setClaims(visitorSeq: number, name: string | null, email: string | null): Promise<void>;
  /** Records that the visitor started this conversation (once: a repeat changes nothing). */
  linkConversation(visitorSeq: number, conversationSeq: number): Promise<void>;
  /** Whether the visitor started this conversation. */
  startedBy(visitorSeq: number, conversationSeq: number): Promise<boolean>;
  /** The space's conversation with this `_id` as the widget reads it (`rated`: it has a CSAT rating); undefined when none. */
  conversation(spaceId: number, id: string): Promise<WidgetConversationRow | undefined>;
  /** The contact's newest `limit` conversations, newest first (seq descending). */
  conversationsOfContact(contactSeq: number, limit: number): Promise<WidgetConversationRow[]>;
  /** The newest `limit` conversations the visitor started, newest first (seq descending). */
  conversationsOfVisitor(visitorSeq: number, limit: number): Promise<WidgetConversationRow[]>;
  /** Public messages after `afterSeq` (excluded), oldest first; without it, the newest `limit`, oldest first. */
  publicMessages(conversationSeq: number, afterSeq: number | undefined, limit: number): Promise<WidgetMessageRow[]>;
  /** The seq of the conversation's last public message; 0 when none. */
  lastPublicSeq(conversationSeq: number): Promise<number>;
  /** The contact's newest `limit` tickets, newest first (seq descending). */
  ticketsOfContact(contactSeq: number, limit: number): Promise<WidgetTicketRow[]>;
  /** The newest `limit` public comments of a ticket, oldest first. */
  publicComments(ticketSeq: number, limit: number): Promise<WidgetCommentRow[]>;
  /** The space's widget settings; undefined until made. */
  settings(spaceId: number): Promise<WidgetSettingsRow | undefined>;
  /** Creates the space's settings with this secret (verification not required) unless they exist (then nothing changes). */
  ensureSettings(spaceId: number, secret: string, now: number): Promise<void>;
  setVerificationRequired(spaceId: number, required: boolean, now: number): Promise<void>;
  setIdentitySecret(spaceId: number, secret: string, now: number): Promise<void>;
}
