import type { Clock } from "../platform/clock.js";
import type { Db } from "../platform/db/database.js";
import type { WriteUnit } from "../platform/db/group-commit.js";
import type { Platform } from "../platform/platform.js";
import type { Memos } from "../platform/db/read-memo.js";
import { workspaceService } from "../platform/tenancy/workspace.service.js";
import type { WorkspacesRepo } from "../platform/tenancy/workspaces.repo.js";
import { contactsRepo } from "./contacts/contacts.repo.js";
import { createContactUpserter } from "./contacts/contacts.upsert.js";
import { conversationsRepo } from "./conversations/conversations.repo.js";
import { csatRepo } from "./csat/csat.repo.js";
import { createEmitter } from "./events/emit.js";
import { outboxRepo } from "./events/outbox.repo.js";
import { feedbackRepo } from "./feedback/feedback.repo.js";
import type { MailConfig } from "../platform/config.js";
import { createMailOutbox } from "./mail/mail.outbox.js";
import { mailRepo } from "./mail/mail.repo.js";
import { inboundRepo } from "./mail/inbound.repo.js";
import { randomSecret } from "../platform/ids.js";
import { ticketsRepo } from "./tickets/tickets.repo.js";
import { webhooksRepo } from "./webhooks/webhooks.repo.js";
import { widgetRepo } from "./widget/widget.repo.js";

/** Everything a desk handler needs, built once per app: repositories, the event emitter, the mail outbox, the clock. */
export function createDeskContext(
  db: Db,
  clock: Clock,
  workspaces: WorkspacesRepo,
  memos: Memos,
  unit: WriteUnit,
  mailSettings: MailConfig | null = null,
  upkeep: Platform["upkeep"] = (fn) => unit.transaction(fn),
) {
  const outbox = outboxRepo(db);
  const contacts = contactsRepo(db);
  const webhooks = webhooksRepo(db);
  const emit = createEmitter(outbox, webhooks, () => clock.now());
  const mails = mailRepo(db);
  const inbound = inboundRepo(db);
  // Inbound e-mail on: the first conversation mail of a space makes its reply key (in that mail's transaction).
  const threadQueued = mailSettings?.inbound ? (spaceId: number) => inbound.ensureReplyKey(spaceId, randomSecret(32), clock.now()) : undefined;
  // Pages of the conversation list, remembered while nothing of their space changes: a change to
  // a conversation (a message counts, as it updates its conversation) or a contact of the space
  // drops that space's pages (see platform/db/read-memo.ts).
  const listMemo = memos({
    watch: [
      { table: "conversations", scope: "space_id" },
      { table: "contacts", scope: "space_id" },
    ],
  });
  return {
    db,
    clock,
    workspaces,
    /** The workspace's identity (shared with the billing API and the console). */
    brand: workspaceService(workspaces, clock),
    outbox,
    contacts,
    conversations: conversationsRepo(db, unit),
    tickets: ticketsRepo(db),
    feedback: feedbackRepo(db),
    csat: csatRepo(db),
    /** The chat widget's visitors, settings and conversation links (widget/widget.repo.ts). */
    widget: widgetRepo(db),
    webhooks,
    emit,
    mails,
    /** Inbound e-mail: reply keys, outgoing Message-IDs, the conversations replies join (mail/inbound.repo.ts). */
    inbound,
    /** E-mail to visitors: queue inside the transaction of the reply or comment (see mail/mail.outbox.ts). */
    mail: createMailOutbox(mails, mailSettings, () => clock.now(), upkeep, async (spaceId) => (await workspaces.bySpace(spaceId))?.support_email ?? null, threadQueued),
    listMemo,
    upsertContact: createContactUpserter(contacts, emit),
    /**
     * Runs `fn` in one write transaction (BEGIN IMMEDIATE; a savepoint inside a write group):
     * the change and its events commit together, and what it deferred is dropped if it throws.
     */
    write: <T>(fn: () => T | Promise<T>): Promise<T> => unit.transaction(fn),
  };
}
export type DeskContext = ReturnType<typeof createDeskContext>;
