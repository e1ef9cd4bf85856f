import type { Deferral, DeskRepos } from "../../../desk/repos.js";
import type { PgConn } from "../conn.js";
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
 * The desk's repositories over one PostgreSQL connection. `later` (the SQLite engine defers the
 * conversations' search text to its group's end) is not needed here: search text is written in
 * the unit's own statements.
 */
export const pgDeskRepos =
  (later: Deferral) =>
  (c: PgConn): DeskRepos => {
    void later;
    return {
      contacts: contactsRepo(c),
      conversations: conversationsRepo(c),
      tickets: ticketsRepo(c),
      feedback: feedbackRepo(c),
      csat: csatRepo(c),
      widget: widgetRepo(c),
      webhooks: webhooksRepo(c),
      outbox: outboxRepo(c),
      mails: mailRepo(c),
      inbound: inboundRepo(c),
    };
  };
