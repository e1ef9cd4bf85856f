import { lifted } from "../../../platform/db/lifted.js";
import type { Db } from "../../../platform/db/database.js";
import { type Filter, listQuery } from "../../../platform/db/list-query.js";
import { deliveryClaimStatements } from "../platform/delivery-claims.js";
import {
  INTERRUPTED_MAIL_ERROR,
  type MailAttemptOutcome,
  type MailAttemptRow,
  type MailFilter,
  type MailRecord,
  type MailRepo,
  type MailRow,
  type MailStatus,
  type MailTopicRow,
} from "../../../desk/mail/mail.repo.js";

const TOPIC_JOINS = `JOIN contacts ct ON ct.seq = x.contact_seq JOIN spaces s ON s.id = x.space_id JOIN workspaces w ON w.id = s.workspace_id`;
const TOPIC_COLUMNS = `x.id AS thread_id, x.space_id, x.contact_seq, ct.email, ct.email_verified, ct.name, ct.erased_at, ct.last_seen_at, w.name AS workspace_name`;
const SELECT_MAIL = "SELECT m.*, ct.id AS contact_id FROM mail_deliveries m JOIN contacts ct ON ct.seq = m.contact_seq";

/** All SQL of the mail outbox, its attempts, and the visitor's last-seen time. */
export function mailRepo(db: Db): MailRepo {
  const claims = deliveryClaimStatements(db, "mail_deliveries");
  const q = {
    replyTopic: db.prepare<[number], MailTopicRow>(`SELECT ${TOPIC_COLUMNS}, x.subject FROM conversations x ${TOPIC_JOINS} WHERE x.seq = ?`),
    commentTopic: db.prepare<[number], MailTopicRow>(
      `SELECT ${TOPIC_COLUMNS}, x.number, x.title FROM tickets x ${TOPIC_JOINS} WHERE x.seq = ?`,
    ),
    insert: db.prepare<Omit<MailRow, "seq" | "attempt_count" | "lease_until">>(
      `INSERT INTO mail_deliveries (id, space_id, contact_seq, kind, source_id, thread_id, message_id, to_address, to_name,
         subject, text, html, status, skip_reason, next_attempt_at, created_at, updated_at)
       VALUES (@id, @space_id, @contact_seq, @kind, @source_id, @thread_id, @message_id, @to_address, @to_name,
         @subject, @text, @html, @status, @skip_reason, @next_attempt_at, @created_at, @updated_at)`,
    ),
    // At most one write per visitor every 10 s, however often the widget reports.
    lastSeen: db.prepare<[number], { last_seen_at: number | null }>("SELECT last_seen_at FROM contacts WHERE seq = ?"),
    seen: db.prepare(
      "UPDATE contacts SET last_seen_at = @at WHERE seq = @seq AND (last_seen_at IS NULL OR last_seen_at < @at - 10000)",
    ),
    cancelForContact: db.prepare(
      `UPDATE mail_deliveries SET status = 'cancelled', next_attempt_at = NULL, lease_until = NULL, updated_at = @now
       WHERE contact_seq = @contact AND status = 'pending'`,
    ),
    redactForContact: db.prepare(
      "UPDATE mail_deliveries SET to_address = NULL, to_name = NULL, subject = '', text = '', html = '' WHERE contact_seq = ?",
    ),
    cancel: db.prepare(
      `UPDATE mail_deliveries SET status = 'cancelled', next_attempt_at = NULL, lease_until = NULL, updated_at = @now
       WHERE seq = @seq AND status = 'pending'`,
    ),
    due: db.prepare<[number, number, number], { seq: number }>(
      `SELECT seq FROM mail_deliveries m WHERE status = 'pending' AND next_attempt_at <= ?
         AND NOT EXISTS (SELECT 1 FROM delivery_claims c WHERE c.outbox = 'mail_deliveries' AND c.seq = m.seq AND c.expires_at > ?)
       ORDER BY next_attempt_at LIMIT ?`,
    ),
    // In flight without a claim: its sender's claim was freed (it died, or its claim expired).
    interruptUnclaimed: db.prepare(
      `UPDATE mail_attempts SET state = 'interrupted', error = '${INTERRUPTED_MAIL_ERROR}'
       WHERE state = 'in_flight' AND delivery_seq NOT IN (SELECT seq FROM delivery_claims WHERE outbox = 'mail_deliveries')`,
    ),
    interruptDelivery: db.prepare(
      `UPDATE mail_attempts SET state = 'interrupted', error = '${INTERRUPTED_MAIL_ERROR}' WHERE delivery_seq = ? AND state = 'in_flight'`,
    ),
    bySeq: db.prepare<[number], MailRow>("SELECT * FROM mail_deliveries WHERE seq = ?"),
    byId: db.prepare<[number, string], MailRecord>(`${SELECT_MAIL} WHERE m.space_id = ? AND m.id = ?`),
    countAttempt: db.prepare<{ seq: number; number: number; now: number; holder: string }>(
      `UPDATE mail_deliveries SET attempt_count = @number, updated_at = @now WHERE seq = @seq AND ${claims.heldBy("@seq")}`,
    ),
    insertAttempt: db.prepare<Pick<MailAttemptRow, "delivery_seq" | "number" | "started_at">, { seq: number }>(
      `INSERT INTO mail_attempts (delivery_seq, number, state, started_at) VALUES (@delivery_seq, @number, 'in_flight', @started_at) RETURNING seq`,
    ),
    completeAttempt: db.prepare(
      `UPDATE mail_attempts SET state = 'completed', duration_ms = @duration_ms, response_code = @response_code,
         response = @response, error = @error WHERE seq = @seq`,
    ),
    settle: db.prepare(
      `UPDATE mail_deliveries SET status = @status, next_attempt_at = @next_attempt_at, lease_until = NULL, updated_at = @now
       WHERE seq = @seq AND status = 'pending'`,
    ),
    attempts: db.prepare<[number], MailAttemptRow>("SELECT * FROM mail_attempts WHERE delivery_seq = ? ORDER BY seq"),
  };
  const list = listQuery<MailRecord>(db, SELECT_MAIL, "m.seq DESC");

  return {
    replyTopic: async (conversationSeq: number) => q.replyTopic.get(conversationSeq)!,
    commentTopic: async (ticketSeq: number) => q.commentTopic.get(ticketSeq)!,
    insert: async (row: Omit<MailRow, "seq" | "attempt_count" | "lease_until">) => void q.insert.run(row),

    /** Notes that the widget saw the visitor at `at` (written at most every 10 s per visitor). */
    seen: async (contactSeq: number, at: number) => void q.seen.run({ seq: contactSeq, at }),
    /** When the visitor was last recorded as seen (null: never). */
    lastSeen: async (contactSeq: number): Promise<number | null> => q.lastSeen.get(contactSeq)?.last_seen_at ?? null,

    /** Erasure: the contact's pending mails are cancelled and every mail of it loses its address and content. */
    async forgetContact(contactSeq: number, now: number): Promise<void> {
      q.cancelForContact.run({ contact: contactSeq, now });
      q.redactForContact.run(contactSeq);
    },
    cancel: async (seq: number, now: number) => void q.cancel.run({ seq, now }),

    /** Pending mails that are due and not held by a live claim, oldest due first. */
    due: async (now: number, limit: number) => q.due.all(now, now, limit).map((r) => r.seq),
    /**
     * Claims a due mail for `holder` (one statement): false when it is no longer pending or
     * another sender holds a live claim on it. Only a successful claim may send.
     */
    claim: async (seq: number, holder: string, now: number, until: number): Promise<boolean> => claims.claimPending(seq, holder, now, until),
    /** Gives up `holder`'s claim (nothing was sent). */
    release: async (seq: number, holder: string): Promise<boolean> => claims.release(seq, holder),
    /**
     * When a sender starts: the claims that expired or whose holder is `gone` (a dead process)
     * are freed and their in-flight attempts marked interrupted; a live sender's are left alone.
     */
    takeOver: async (now: number, gone: (holder: string) => boolean): Promise<number> => claims.takeOver(now, gone, () => void q.interruptUnclaimed.run()),
    bySeq: async (seq: number) => q.bySeq.get(seq),
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id),
    attempts: async (deliverySeq: number) => q.attempts.all(deliverySeq),

    /**
     * Logs an attempt as in flight and counts it, committed before the mail leaves; null
     * (nothing logged, nothing may be sent) unless `holder` still holds a live claim on it.
     */
    startAttempt: lifted(db.transaction((a: Pick<MailAttemptRow, "delivery_seq" | "number" | "started_at">, holder: string): number | null => {
      if (q.countAttempt.run({ seq: a.delivery_seq, number: a.number, now: a.started_at, holder }).changes === 0) return null;
      q.interruptDelivery.run(a.delivery_seq);
      return q.insertAttempt.get(a)!.seq;
    })),

    /**
     * Logs what an attempt came to, moves the mail on (a mail cancelled meanwhile stays cancelled)
     * and gives up the claim, in one transaction, only for the claim's holder: false (nothing
     * written) when `holder`'s claim was freed and taken meanwhile.
     */
    completeAttempt: lifted(db.transaction(
      (attemptSeq: number, deliverySeq: number, outcome: MailAttemptOutcome, next: { status: MailStatus; next_attempt_at: number | null; now: number }, holder: string): boolean => {
        if (!claims.release(deliverySeq, holder)) return false;
        q.completeAttempt.run({ seq: attemptSeq, ...outcome });
        q.settle.run({ seq: deliverySeq, ...next });
        return true;
      },
    )),

    /** The mail log of a space, newest first, filtered by status, contact and time (`since` ≤ created < `until`). */
    async list(spaceId: number, f: MailFilter, beforeSeq: number | undefined, limit: number): Promise<MailRecord[]> {
      const filters: Filter[] = [
        ["m.space_id = @space", { space: spaceId }],
        beforeSeq !== undefined && ["m.seq < @before", { before: beforeSeq }],
        f.status !== undefined && ["m.status = @status", { status: f.status }],
        f.contactSeq !== undefined && ["m.contact_seq = @contact", { contact: f.contactSeq }],
        f.since !== undefined && ["m.created_at >= @since", { since: f.since }],
        f.until !== undefined && ["m.created_at < @until", { until: f.until }],
      ];
      return list(filters, limit);
    },
  };
}
