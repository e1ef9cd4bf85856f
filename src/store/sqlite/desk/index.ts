import type { Db } from "../../../platform/db/database.js";
import type { Deferral, DeskRepos } from "../../../desk/repos.js";
import { contactsRepo } from "./contacts.js";
import { conversationsRepo } from "./conversations.js";
import { csatRepo } from "./csat.js";
import { feedbackRepo } from "./feedback.js";
import { inboundRepo } from "./inbound.js";
import { mailRepo } from "./mail.js";
import { outboxRepo } from "./outbox.js";
import { ticketsRepo } from "./tickets.js";
import { webhooksRepo } from "./webhooks.js";
import { widgetRepo } from "./widget.js";

/**
 * The desk's repositories over one SQLite connection. `later` is where the conversations' search
 * text is deferred to (the write unit's group: see conversations.ts); the factory `deskRepos(later)`
 * makes is built once per desk context, so each connection builds its repositories once.
 */
export const deskRepos =
  (later: Deferral) =>
  (db: Db): DeskRepos => {
    const webhooks = webhooksRepo(db);
    const outbox = outboxRepo(db, webhooks);
    return {
      contacts: contactsRepo(db),
      conversations: conversationsRepo(db, later, outbox),
      tickets: ticketsRepo(db),
      feedback: feedbackRepo(db),
      csat: csatRepo(db),
      widget: widgetRepo(db),
      webhooks,
      outbox,
      mails: mailRepo(db),
      inbound: inboundRepo(db),
    };
  };
