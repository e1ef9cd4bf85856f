import {
  INTERRUPTED_MAIL_ERROR,
  type MailAttemptRow,
  type MailFilter,
  type MailRecord,
  type MailRepo,
  type MailRow,
  type MailTopicRow,
} from "../../../desk/mail/mail.repo.js";
import { listStmt, type PgConn, stmt } from "../conn.js";

const TOPIC_JOINS = `JOIN contacts ct ON ct.seq = x.contact_seq JOIN spaces s ON s.id = x.space_id JOIN workspaces w ON w.id = s.workspace_id`;
const TOPIC_COLUMNS = `x.id AS thread_id, x.space_id, x.contact_seq, ct.email, ct.email_verified, ct.name, ct.erased_at, ct.last_seen_at, w.name AS workspace_name`;
const SELECT_MAIL = "SELECT m.*, ct.id AS contact_id FROM mail_deliveries m JOIN contacts ct ON ct.seq = m.contact_seq";

/** The claims of this outbox (`delivery_claims`, the platform's: src/platform/leases/delivery-claims.repo.ts). */
const OUTBOX = "'mail_deliveries'";
/** A live claim of `$holder` on delivery `$seq` at `$now`, locked (a release or take-over waits for the unit). */
const held = (seq: string, holder: string, now: string) =>
  `SELECT 1 FROM delivery_claims c WHERE c.outbox = ${OUTBOX} AND c.seq = ${seq} AND c.holder = ${holder} AND c.expires_at > ${now} FOR UPDATE`;
const INTERRUPTED = `state = 'interrupted', error = '${INTERRUPTED_MAIL_ERROR.replace(/'/g, "''")}'`;

const q = {
  replyTopic: stmt<MailTopicRow>("mail.replyTopic", `SELECT ${TOPIC_COLUMNS}, x.subject FROM conversations x ${TOPIC_JOINS} WHERE x.seq = $1`),
  commentTopic: stmt<MailTopicRow>("mail.commentTopic", `SELECT ${TOPIC_COLUMNS}, x.number, x.title FROM tickets x ${TOPIC_JOINS} WHERE x.seq = $1`),
  insert: stmt(
    "mail.insert",
    `INSERT INTO mail_deliveries (id, space_id, contact_seq, kind, source_id, thread_id, message_id, to_address, to_name,
       subject, text, html, status, skip_reason, next_attempt_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
  ),
  lastSeen: stmt<{ last_seen_at: number | null }>("mail.lastSeen", "SELECT last_seen_at FROM contacts WHERE seq = $1"),
  // At most one write per visitor every 10 s, however often the widget reports.
  seen: stmt("mail.seen", "UPDATE contacts SET last_seen_at = $2 WHERE seq = $1 AND (last_seen_at IS NULL OR last_seen_at < $2::bigint - 10000)"),
  // The contact's pending mails cancelled and all its mails emptied, in one UPDATE (SET reads the row as it was).
  forgetContact: stmt(
    "mail.forgetContact",
    `UPDATE mail_deliveries SET to_address = NULL, to_name = NULL, subject = '', text = '', html = '',
       status = CASE WHEN status = 'pending' THEN 'cancelled' ELSE status END,
       next_attempt_at = CASE WHEN status = 'pending' THEN NULL ELSE next_attempt_at END,
       lease_until = CASE WHEN status = 'pending' THEN NULL ELSE lease_until END,
       updated_at = CASE WHEN status = 'pending' THEN $2 ELSE updated_at END
     WHERE contact_seq = $1`,
  ),
  cancel: stmt(
    "mail.cancel",
    `UPDATE mail_deliveries SET status = 'cancelled', next_attempt_at = NULL, lease_until = NULL, updated_at = $2
     WHERE seq = $1 AND status = 'pending'`,
  ),
  due: stmt<{ seq: number }>(
    "mail.due",
    `SELECT seq FROM mail_deliveries m WHERE status = 'pending' AND next_attempt_at <= $1
       AND NOT EXISTS (SELECT 1 FROM delivery_claims c WHERE c.outbox = ${OUTBOX} AND c.seq = m.seq AND c.expires_at > $1)
     ORDER BY next_attempt_at, seq LIMIT $2`,
  ),
  // One statement: only a pending mail, and only over an expired claim (ON CONFLICT … WHERE it has expired).
  claim: stmt(
    "mail.claim",
    `INSERT INTO delivery_claims (outbox, seq, holder, expires_at)
     SELECT ${OUTBOX}, d.seq, $2, $4 FROM mail_deliveries d WHERE d.seq = $1 AND d.status = 'pending'
     ON CONFLICT (outbox, seq) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at WHERE delivery_claims.expires_at <= $3`,
  ),
  release: stmt("mail.release", `DELETE FROM delivery_claims WHERE outbox = ${OUTBOX} AND seq = $1 AND holder = $2`),
  holders: stmt<{ holder: string }>("mail.holders", `SELECT DISTINCT holder FROM delivery_claims WHERE outbox = ${OUTBOX}`),
  // Frees the expired claims and those of gone holders ($2), and marks interrupted the attempts in
  // flight left without a claim (those just freed included: this statement does not see its own delete).
  takeOver: stmt<{ n: number }>(
    "mail.takeOver",
    `WITH freed AS (DELETE FROM delivery_claims WHERE outbox = ${OUTBOX} AND (expires_at <= $1 OR holder = ANY ($2::text[])) RETURNING seq),
     i AS (UPDATE mail_attempts SET ${INTERRUPTED}
       WHERE state = 'in_flight' AND (delivery_seq IN (SELECT seq FROM freed)
         OR delivery_seq NOT IN (SELECT seq FROM delivery_claims WHERE outbox = ${OUTBOX})))
     SELECT count(*)::int AS n FROM freed`,
  ),
  bySeq: stmt<MailRow>("mail.bySeq", "SELECT * FROM mail_deliveries WHERE seq = $1"),
  byId: stmt<MailRecord>("mail.byId", `${SELECT_MAIL} WHERE m.space_id = $1 AND m.id = $2`),
  // Under the holder's live claim (locked): counts the attempt, interrupts an earlier one in flight,
  // logs this one in flight; no row when the claim is gone.
  startAttempt: stmt<{ seq: number }>(
    "mail.startAttempt",
    `WITH claim AS (${held("$1", "$4", "$3")}),
     counted AS (UPDATE mail_deliveries SET attempt_count = $2, updated_at = $3 WHERE seq = $1 AND EXISTS (SELECT 1 FROM claim) RETURNING seq),
     i AS (UPDATE mail_attempts SET ${INTERRUPTED} WHERE delivery_seq = $1 AND state = 'in_flight' AND EXISTS (SELECT 1 FROM counted))
     INSERT INTO mail_attempts (delivery_seq, number, state, started_at) SELECT seq, $2, 'in_flight', $3 FROM counted RETURNING seq`,
  ),
  // Releases the holder's claim; only if it did: logs the outcome and settles the mail (a mail
  // cancelled meanwhile stays cancelled). Answers 1 when it was the holder's.
  completeAttempt: stmt<{ n: number }>(
    "mail.completeAttempt",
    `WITH released AS (DELETE FROM delivery_claims WHERE outbox = ${OUTBOX} AND seq = $2 AND holder = $3 RETURNING seq),
     a AS (UPDATE mail_attempts SET state = 'completed', duration_ms = $4, response_code = $5, response = $6, error = $7
       WHERE seq = $1 AND EXISTS (SELECT 1 FROM released)),
     m AS (UPDATE mail_deliveries SET status = $8, next_attempt_at = $9, lease_until = NULL, updated_at = $10
       WHERE seq = $2 AND status = 'pending' AND EXISTS (SELECT 1 FROM released))
     SELECT count(*)::int AS n FROM released`,
  ),
  attempts: stmt<MailAttemptRow>("mail.attempts", "SELECT * FROM mail_attempts WHERE delivery_seq = $1 ORDER BY seq"),
};

const list = listStmt<MailRecord>("mail.list", SELECT_MAIL, "m.seq DESC");

/** All SQL of the mail outbox, its attempts and claims, and the visitor's last-seen time. */
export function mailRepo(c: PgConn): MailRepo {
  return {
    replyTopic: async (conversationSeq) => (await q.replyTopic.one(c, conversationSeq))!,
    commentTopic: async (ticketSeq) => (await q.commentTopic.one(c, ticketSeq))!,
    async insert(r) {
      await q.insert.run(
        c,
        r.id,
        r.space_id,
        r.contact_seq,
        r.kind,
        r.source_id,
        r.thread_id,
        r.message_id,
        r.to_address,
        r.to_name,
        r.subject,
        r.text,
        r.html,
        r.status,
        r.skip_reason,
        r.next_attempt_at,
        r.created_at,
        r.updated_at,
      );
    },
    seen: async (contactSeq, at) => void (await q.seen.run(c, contactSeq, at)),
    lastSeen: async (contactSeq) => (await q.lastSeen.one(c, contactSeq))?.last_seen_at ?? null,
    /** Erasure: the contact's pending mails are cancelled and every mail of it loses its address and content (one statement). */
    forgetContact: async (contactSeq, now) => void (await q.forgetContact.run(c, contactSeq, now)),
    cancel: async (seq, now) => void (await q.cancel.run(c, seq, now)),
    due: async (now, limit) => (await q.due.all(c, now, limit)).map((r) => r.seq),
    claim: async (seq, holder, now, until) => (await q.claim.run(c, seq, holder, now, until)) === 1,
    release: async (seq, holder) => (await q.release.run(c, seq, holder)) === 1,
    /**
     * The holders are read first (whether one is gone is this process's knowledge), then the
     * expired claims and the gone holders' are freed and their attempts interrupted in one statement.
     */
    async takeOver(now, gone) {
      const goneHolders = (await q.holders.all(c)).map((r) => r.holder).filter(gone);
      return (await q.takeOver.one(c, now, goneHolders))!.n;
    },
    bySeq: (seq) => q.bySeq.one(c, seq),
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    attempts: (deliverySeq) => q.attempts.all(c, deliverySeq),
    startAttempt: async (a, holder) => (await q.startAttempt.one(c, a.delivery_seq, a.number, a.started_at, holder))?.seq ?? null,
    async completeAttempt(attemptSeq, deliverySeq, outcome, next, holder) {
      const o = outcome;
      const row = await q.completeAttempt.one(c, attemptSeq, deliverySeq, holder, o.duration_ms, o.response_code, o.response, o.error, next.status, next.next_attempt_at, next.now);
      return row!.n === 1;
    },
    list: (spaceId: number, f: MailFilter, beforeSeq: number | undefined, limit: number) =>
      list(
        c,
        [
          ["m.space_id = ?", spaceId],
          beforeSeq !== undefined && ["m.seq < ?", beforeSeq],
          f.status !== undefined && ["m.status = ?", f.status],
          f.contactSeq !== undefined && ["m.contact_seq = ?", f.contactSeq],
          f.since !== undefined && ["m.created_at >= ?", f.since],
          f.until !== undefined && ["m.created_at < ?", f.until],
        ],
        limit,
      ),
  };
}
