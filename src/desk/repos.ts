import type { RepoFactory } from "../platform/db/handle.js";
import type { ContactsRepo } from "./contacts/contacts.repo.js";
import type { ConversationsRepo } from "./conversations/conversations.repo.js";
import type { CsatRepo } from "./csat/csat.repo.js";
import type { OutboxRepo } from "./events/outbox.repo.js";
import type { FeedbackRepo } from "./feedback/feedback.repo.js";
import type { InboundRepo } from "./mail/inbound.repo.js";
import type { MailRepo } from "./mail/mail.repo.js";
import type { TicketsRepo } from "./tickets/tickets.repo.js";
import type { WebhooksRepo } from "./webhooks/webhooks.repo.js";
import type { WidgetRepo } from "./widget/widget.repo.js";

/** Every repository of the desk over one connection (each engine implements them: src/store/<engine>/desk/). */
export interface DeskRepos {
  contacts: ContactsRepo;
  conversations: ConversationsRepo;
  tickets: TicketsRepo;
  feedback: FeedbackRepo;
  csat: CsatRepo;
  /** The chat widget's visitors, settings and conversation links (widget/widget.repo.ts). */
  widget: WidgetRepo;
  webhooks: WebhooksRepo;
  outbox: OutboxRepo;
  mails: MailRepo;
  /** Inbound e-mail: reply keys, outgoing Message-IDs, the conversations replies join (mail/inbound.repo.ts). */
  inbound: InboundRepo;
}

/**
 * Writes an engine may put off to the end of the running write group, just before its COMMIT, in
 * the same transaction (the platform's write unit: `WriteUnit.defer`/`runDeferred`). The SQLite
 * engine writes the conversations' search text so (one FTS5 segment per group, not per unit).
 */
export interface Deferral {
  /** Runs `work` at the end of the running group (at once outside one). */
  defer(work: () => void): void;
  /** Runs the work deferred so far now (before reading or deleting what it writes). */
  runDeferred(): void;
}

/**
 * An engine's desk: given where to defer writes to, the factory of a connection's repositories.
 * The desk calls it once per context (so `Handle.use` builds each connection's repositories once).
 */
export type DeskEngine = (later: Deferral) => RepoFactory<DeskRepos>;
