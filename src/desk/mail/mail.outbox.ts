import type { Handle, Store, Tx } from "../../platform/db/handle.js";
import { newId } from "../../platform/ids.js";
import type { MailConfig } from "../../platform/config.js";
import type { MailRepo } from "./mail.repo.js";
import { fromDomain, type MailTopic, messageIdFor, noMailReason, renderMail, widgetLink } from "./mail.rules.js";

/** What the team wrote that may reach the visitor: a public message or comment, as the API answered it. */
export interface Written {
  _id: string;
  body: string;
  author_name?: string | null;
}

/**
 * The mail outbox. `reply` and `comment` take the transaction of the public
 * message or comment they carry (the conversations and tickets
 * services do), so a change is never committed without its mail, and the mail
 * is rendered then (what was written, as it was). Without SMTP settings they
 * queue nothing. `seen` is for the widget: call it whenever the widget hears
 * from the visitor (at least every 30 s while it is open).
 */
/** How often a visitor's last-seen time is written at most (the repo's update has the same window). */
const SEEN_EVERY_MS = 10_000;

/**
 * `supportEmailOf(spaceId)` signs the mail with the workspace's support address;
 * `threadQueued(spaceId)` runs in the transaction of every conversation mail queued to be sent
 * (inbound e-mail makes the space's reply key there, so the sender can sign its Reply-To).
 */
export function createMailOutbox(
  repos: (h: Handle) => MailRepo,
  settings: MailConfig | null,
  now: () => number,
  /** Upkeep a read must write (Store.upkeep): a savepoint of `h`'s transaction, else a durable unit of its own. */
  upkeep: Store["upkeep"],
  supportEmailOf: (tx: Tx, spaceId: number) => Promise<string | null> = async () => null,
  threadQueued?: (tx: Tx, spaceId: number) => Promise<void>,
) {
  const domain = settings ? fromDomain(settings.from) : "";

  async function enqueue(
    tx: Tx,
    kind: "reply" | "comment",
    written: Written,
    topicRow: Awaited<ReturnType<MailRepo["replyTopic"]>>,
    topic: MailTopic,
  ): Promise<void> {
    if (!settings) return;
    const at = now();
    const why = noMailReason(topicRow, kind, at, settings.onlineWindowMs);
    if (why === "erased" || why === "no_address") return;
    const link = widgetLink(settings.widgetUrl, kind, topicRow.thread_id);
    const rendered = renderMail({ ...topic, supportEmail: await supportEmailOf(tx, topicRow.space_id) }, written.body, written.author_name ?? null, link);
    const id = newId();
    await repos(tx).insert({
      id,
      space_id: topicRow.space_id,
      contact_seq: topicRow.contact_seq,
      kind,
      source_id: written._id,
      thread_id: topicRow.thread_id,
      message_id: messageIdFor(id, domain),
      to_address: topicRow.email,
      to_name: topicRow.name,
      ...rendered,
      // A visitor online in the widget reads it there; an unverified address is never written to:
      // logged as skipped with the reason, never sent.
      status: why === null ? "pending" : "skipped",
      skip_reason: why,
      next_attempt_at: why === null ? at : null,
      created_at: at,
      updated_at: at,
    });
    if (why === null && kind === "reply") await threadQueued?.(tx, topicRow.space_id);
  }

  return {
    /** Whether mail is on (SMTP configured). */
    enabled: settings !== null,

    /** A public team message in a conversation, in its transaction `tx`. */
    async reply(tx: Tx, conversationSeq: number, message: Written): Promise<void> {
      if (!settings) return;
      const t = await repos(tx).replyTopic(conversationSeq);
      await enqueue(tx, "reply", message, t, { kind: "reply", threadId: t.thread_id, subject: t.subject ?? null, workspaceName: t.workspace_name });
    },

    /** A public comment on a ticket, in its transaction `tx`. */
    async comment(tx: Tx, ticketSeq: number, comment: Written): Promise<void> {
      if (!settings) return;
      const t = await repos(tx).commentTopic(ticketSeq);
      await enqueue(tx, "comment", comment, t, {
        kind: "comment",
        threadId: t.thread_id,
        number: t.number!,
        title: t.title!,
        workspaceName: t.workspace_name,
      });
    },

    /**
     * For the widget: the visitor (contact seq) is looking at the widget now.
     * Conversation replies are not mailed to a visitor seen within
     * `TANDEM_MAIL_ONLINE_SECONDS` (default 60). Cheap to call often.
     */
    async seen(h: Handle, contactSeq: number, at: number = now()): Promise<void> {
      const last = await repos(h).lastSeen(contactSeq);
      if (last !== null && last >= at - SEEN_EVERY_MS) return;
      // At most once every SEEN_EVERY_MS per visitor, in a write of its own when a read (a widget poll) records it.
      await upkeep(h, (tx) => repos(tx).seen(contactSeq, at));
    },

    /** Erasure, in its transaction `tx`: pending mails of the contact are cancelled, every mail of it loses address and content. */
    async forgetContact(tx: Tx, contactSeq: number): Promise<void> {
      await repos(tx).forgetContact(contactSeq, now());
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
