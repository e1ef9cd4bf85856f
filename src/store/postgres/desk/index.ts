import type { Deferral, DeskRepos } from "../../../desk/repos.js";
import type { PgConn } from "../conn.js";
import { notYet } from "../not-yet.js";

/**
 * The desk's repositories over one PostgreSQL connection. `later` (the SQLite engine defers the
 * conversations' search text to its group's end) is not needed here: search text is written in
 * the unit's own statements.
 */
export const pgDeskRepos =
  (later: Deferral) =>
  (c: PgConn): DeskRepos => {
    void later;
    void c;
    return {
      contacts: notYet("contacts"),
      conversations: notYet("conversations"),
      tickets: notYet("tickets"),
      feedback: notYet("feedback"),
      csat: notYet("csat"),
      widget: notYet("widget"),
      webhooks: notYet("webhooks"),
      outbox: notYet("outbox"),
      mails: notYet("mails"),
      inbound: notYet("inbound"),
    };
  };
