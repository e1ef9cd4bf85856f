import { lifted } from "../../../platform/db/lifted.js";
import type { Db } from "../../../platform/db/database.js";
import { type Filter, listQuery } from "../../../platform/db/list-query.js";
import {
  type AttemptOutcome,
  type AttemptRow,
  type CompletedAttempt,
  type DeliveryFilter,
  type DeliveryRecord,
  type DeliveryStatus,
  type EndpointRow,
  INTERRUPTED_ERROR,
  type NewAttempt,
  type SendJob,
  type WebhookTables,
  type WebhooksRepo,
} from "../../../platform/webhooks/webhooks.repo.js";
import { subscribes } from "../../../platform/webhooks/secrets.js";
import { deliveryClaimStatements } from "./delivery-claims.js";

/**
 * All SQL of one domain's webhook endpoints, deliveries and attempts, over
 * `t`; `deliveryId` mints the id of a new delivery (what receivers dedupe on).
 */
export function webhooksRepo(db: Db, t: WebhookTables, deliveryId: () => string): WebhooksRepo {
  const { endpoints: E, deliveries: D, attempts: A, events: EV } = t;
  const claims = deliveryClaimStatements(db, D, "endpoint_seq");
  const SELECT_DELIVERY = `SELECT d.*, e.id AS endpoint_id, ev.id AS event_id, ev.type AS event_type
  FROM ${D} d JOIN ${E} e ON e.seq = d.endpoint_seq JOIN ${EV} ev ON ev.seq = d.event_seq`;
  const q = {
    insertEndpoint: db.prepare<Omit<EndpointRow, "seq">, { seq: number }>(
      `INSERT INTO ${E} (id, space_id, url, events, description, enabled, secret, previous_secret,
         previous_secret_expires_at, disabled_reason, failing_since, standard_webhooks, created_at, updated_at)
       VALUES (@id, @space_id, @url, @events, @description, @enabled, @secret, @previous_secret,
         @previous_secret_expires_at, @disabled_reason, @failing_since, @standard_webhooks, @created_at, @updated_at) RETURNING seq`,
    ),
    endpointById: db.prepare<[number, string], EndpointRow>(`SELECT * FROM ${E} WHERE space_id = ? AND id = ?`),
    endpointBySeq: db.prepare<[number], EndpointRow>(`SELECT * FROM ${E} WHERE seq = ?`),
    endpoints: db.prepare<{ space: number; before: number; limit: number }, EndpointRow>(
      `SELECT * FROM ${E} WHERE space_id = @space AND seq < @before ORDER BY seq DESC LIMIT @limit`,
    ),
    enabledEndpoints: db.prepare<[number], Pick<EndpointRow, "seq" | "events">>(
      `SELECT seq, events FROM ${E} WHERE space_id = ? AND enabled = 1`,
    ),
    updateEndpoint: db.prepare(
      `UPDATE ${E} SET url = @url, events = @events, description = @description, enabled = @enabled,
         secret = @secret, previous_secret = @previous_secret, previous_secret_expires_at = @previous_secret_expires_at,
         disabled_reason = @disabled_reason, failing_since = @failing_since, standard_webhooks = @standard_webhooks,
         updated_at = @updated_at WHERE seq = @seq`,
    ),
    stopPending: db.prepare(
      `UPDATE ${D} SET status = 'failed', next_attempt_at = NULL, lease_until = NULL, updated_at = @now
       WHERE endpoint_seq = @endpoint AND status = 'pending'`,
    ),
    stopDelivery: db.prepare(
      `UPDATE ${D} SET status = 'failed', next_attempt_at = NULL, lease_until = NULL, updated_at = @now
       WHERE seq = @seq AND status = 'pending'`,
    ),
    recover: db.prepare(
      `UPDATE ${D} SET status = 'pending', next_attempt_at = @now, retry_base = attempt_count, updated_at = @now
       WHERE endpoint_seq = @endpoint AND status = 'failed' AND created_at >= @since AND created_at < @until`,
    ),
    failed: db.prepare<{ seq: number; at: number }, { failing_since: number }>(
      `UPDATE ${E} SET failing_since = COALESCE(failing_since, @at) WHERE seq = @seq RETURNING failing_since`,
    ),
    succeeded: db.prepare(`UPDATE ${E} SET failing_since = NULL WHERE seq = @seq AND failing_since IS NOT NULL`),
    // An attempt's outcome noted on its delivery's endpoint (completeAttempt): a failure at the attempt's start.
    attemptFailed: db.prepare<{ attempt: number; delivery: number }, { failing_since: number }>(
      `UPDATE ${E} SET failing_since = COALESCE(failing_since, (SELECT started_at FROM ${A} WHERE seq = @attempt))
       WHERE seq = (SELECT endpoint_seq FROM ${D} WHERE seq = @delivery) RETURNING failing_since`,
    ),
    attemptSucceeded: db.prepare<{ delivery: number }>(
      `UPDATE ${E} SET failing_since = NULL WHERE seq = (SELECT endpoint_seq FROM ${D} WHERE seq = @delivery) AND failing_since IS NOT NULL`,
    ),
    deleteEndpoint: db.prepare(`DELETE FROM ${E} WHERE seq = ?`),
    insertDelivery: db.prepare(
      `INSERT INTO ${D} (id, endpoint_seq, event_seq, status, attempt_count, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', 0, ?, ?, ?) RETURNING seq`,
    ),
    deliveryById: db.prepare<[number, string], DeliveryRecord>(`${SELECT_DELIVERY} WHERE e.space_id = ? AND d.id = ?`),
    deliveryBySeq: db.prepare<[number], DeliveryRecord>(`${SELECT_DELIVERY} WHERE d.seq = ?`),
    deliveries: listQuery<DeliveryRecord>(db, SELECT_DELIVERY, "d.seq DESC"),
    attempts: db.prepare<[number], AttemptRow>(`SELECT * FROM ${A} WHERE delivery_seq = ? ORDER BY seq`),
    due: db.prepare<[number, number, string, number], { seq: number; endpoint_seq: number }>(
      `SELECT seq, endpoint_seq FROM ${D} d
       WHERE status = 'pending' AND next_attempt_at <= ?
         AND NOT EXISTS (SELECT 1 FROM delivery_claims c WHERE c.outbox = '${D}' AND c.seq = d.seq AND c.expires_at > ?)
         AND endpoint_seq NOT IN (SELECT value FROM json_each(?))
       ORDER BY next_attempt_at LIMIT ?`,
    ),
    job: db.prepare<[number], SendJob>(
      `SELECT d.seq AS delivery_seq, d.id AS delivery_id, d.attempt_count, d.retry_base, d.status, e.seq AS endpoint_seq,
         e.enabled, e.space_id, e.url, e.secret, e.standard_webhooks,
         e.previous_secret, e.previous_secret_expires_at, ev.id AS event_id, ev.type AS event_type,
         ev.created_at AS event_created_at, ev.data AS event_data, CASE WHEN ev.sequence > 0 THEN ev.sequence END AS event_sequence, s.workspace_id, s.mode
       FROM ${D} d JOIN ${E} e ON e.seq = d.endpoint_seq
       JOIN ${EV} ev ON ev.seq = d.event_seq JOIN spaces s ON s.id = ev.space_id WHERE d.seq = ?`,
    ),
    insertAttempt: db.prepare<NewAttempt, { seq: number }>(
      `INSERT INTO ${A} (delivery_seq, number, trigger, state, started_at, duration_ms, request_headers, request_body)
       VALUES (@delivery_seq, @number, @trigger, 'in_flight', @started_at, 0, @request_headers, @request_body) RETURNING seq`,
    ),
    countAttempt: db.prepare<{ seq: number; number: number; now: number; holder: string }>(
      `UPDATE ${D} SET attempt_count = @number, updated_at = @now WHERE seq = @seq AND ${claims.heldBy("@seq")}`,
    ),
    completeAttempt: db.prepare(
      `UPDATE ${A} SET state = 'completed', duration_ms = @duration_ms, status_code = @status_code,
         response_body = @response_body, error = @error WHERE seq = @seq`,
    ),
    interruptDelivery: db.prepare(
      `UPDATE ${A} SET state = 'interrupted', error = '${INTERRUPTED_ERROR}'
       WHERE delivery_seq = ? AND state = 'in_flight'`,
    ),
    // In flight without a claim: its sender's claim was freed (it died, or its claim expired).
    interruptUnclaimed: db.prepare(
      `UPDATE ${A} SET state = 'interrupted', error = '${INTERRUPTED_ERROR}'
       WHERE state = 'in_flight' AND delivery_seq NOT IN (SELECT seq FROM delivery_claims WHERE outbox = '${D}')`,
    ),
    settle: db.prepare(
      `UPDATE ${D} SET status = @status, next_attempt_at = @next_attempt_at,
         lease_until = NULL, updated_at = @now WHERE seq = @seq`,
    ),
  };

  const retention = {
    backlog: db.prepare<[], number>(`SELECT count(*) FROM ${D} WHERE status = 'pending'`).pluck(),
    prune: db.prepare<[number, number]>(
      `DELETE FROM ${D} WHERE seq IN (
         SELECT seq FROM ${D} WHERE status != 'pending' AND updated_at < ? ORDER BY seq LIMIT ?)`,
    ),
  };
  const repo: WebhooksRepo = {
    /** Deliveries waiting to be sent (for /metrics). */
    backlog: async (): Promise<number> => retention.backlog.get()!,
    /** Deletes up to `limit` finished deliveries last changed before `before`, with their attempts (cascade); answers how many. */
    pruneFinished: async (before: number, limit: number): Promise<number> => retention.prune.run(before, limit).changes,
    insertEndpoint: async (row: Omit<EndpointRow, "seq">): Promise<number> => q.insertEndpoint.get(row)!.seq,
    endpointById: async (spaceId: number, id: string) => q.endpointById.get(spaceId, id),
    endpoints: async (spaceId: number, beforeSeq: number | undefined, limit: number) =>
      q.endpoints.all({ space: spaceId, before: beforeSeq ?? Number.MAX_SAFE_INTEGER, limit }),
    enabledEndpoints: async (spaceId: number) => q.enabledEndpoints.all(spaceId),
    updateEndpoint: async (row: EndpointRow) => void q.updateEndpoint.run(row),
    deleteEndpoint: async (seq: number) => void q.deleteEndpoint.run(seq),

    /** A new pending delivery, due at once. */
    async insertDelivery(endpointSeq: number, eventSeq: number, now: number): Promise<number> {
      return (q.insertDelivery.get(deliveryId(), endpointSeq, eventSeq, now, now, now) as { seq: number }).seq;
    },
    /**
     * One pending delivery of an event per enabled endpoint of its space
     * subscribed to its kind (the outbox's fan-out: call it in the
     * transaction that writes the event); answers how many.
     */
    async fanOut(spaceId: number, type: string, eventSeq: number, now: number): Promise<number> {
      return repo.deliverTo(await repo.subscribers(spaceId, type), eventSeq, now);
    },
    /** The enabled endpoints of a space subscribed to an event kind (an outbox can skip an event nobody would receive). */
    async subscribers(spaceId: number, type: string): Promise<number[]> {
      const seqs: number[] = [];
      for (const endpoint of q.enabledEndpoints.all(spaceId)) if (subscribes(JSON.parse(endpoint.events), type)) seqs.push(endpoint.seq);
      return seqs;
    },
    /** One pending delivery of an event to each of these endpoints; answers how many. */
    async deliverTo(endpointSeqs: readonly number[], eventSeq: number, now: number): Promise<number> {
      for (const seq of endpointSeqs) q.insertDelivery.get(deliveryId(), seq, eventSeq, now, now, now);
      return endpointSeqs.length;
    },
    deliveryById: async (spaceId: number, id: string) => q.deliveryById.get(spaceId, id),
    deliveryBySeq: async (seq: number) => q.deliveryBySeq.get(seq)!,
    /** An endpoint's deliveries, newest first, filtered by status, event kind and time (`since` ≤ created < `until`). */
    deliveries: async (endpointSeq: number, f: DeliveryFilter, beforeSeq: number | undefined, limit: number): Promise<DeliveryRecord[]> => {
      const filters: Filter[] = [
        ["d.endpoint_seq = @endpoint", { endpoint: endpointSeq }],
        beforeSeq !== undefined && ["d.seq < @before", { before: beforeSeq }],
        f.status !== undefined && ["d.status = @status", { status: f.status }],
        f.eventType !== undefined && ["ev.type = @type", { type: f.eventType }],
        f.since !== undefined && ["d.created_at >= @since", { since: f.since }],
        f.until !== undefined && ["d.created_at < @until", { until: f.until }],
      ];
      return q.deliveries(filters, limit);
    },

    /** Stops every pending delivery of an endpoint (it was disabled): they become failed, and can be recovered. */
    stopPending: async (endpointSeq: number, now: number) => q.stopPending.run({ endpoint: endpointSeq, now }).changes,
    /** Stops one pending delivery (its endpoint is disabled). */
    stopDelivery: async (seq: number, now: number) => void q.stopDelivery.run({ seq, now }),
    /** Failed deliveries of an endpoint made in [since, until) become pending again, due now, with a new round of retries. */
    recover: async (endpointSeq: number, since: number, until: number, now: number) => q.recover.run({ endpoint: endpointSeq, since, until, now }).changes,
    /** Notes an attempt's outcome on its endpoint; answers when its current run of failures began (null: none). */
    async noteOutcome(endpointSeq: number, ok: boolean, at: number): Promise<number | null> {
      if (ok) {
        q.succeeded.run({ seq: endpointSeq });
        return null;
      }
      return q.failed.get({ seq: endpointSeq, at })?.failing_since ?? null;
    },
    endpointBySeq: async (seq: number) => q.endpointBySeq.get(seq),
    attempts: async (deliverySeq: number) => q.attempts.all(deliverySeq),

    /**
     * Pending deliveries that are due and not held by a live lease, oldest due
     * first, leaving out the endpoints in `skipEndpoints` (those already at their
     * share of the sender, so their backlog cannot fill the page).
     */
    due: async (now: number, limit: number, skipEndpoints: readonly number[] = []) => q.due.all(now, now, JSON.stringify(skipEndpoints), limit),
    /** How many deliveries of each endpoint are claimed now, by any sender (endpoints without any left out). */
    claimsPerEndpoint: async (now: number): Promise<Map<number, number>> => claims.claimsPerGroup(now),
    /**
     * Claims a due delivery for `holder` (one statement): false when it is no longer pending,
     * another sender holds a live claim on it, or its endpoint already has `perEndpoint`
     * deliveries claimed by any sender. Only a successful claim may send.
     */
    claim: async (seq: number, holder: string, now: number, until: number, perEndpoint?: number): Promise<boolean> =>
      claims.claimPending(seq, holder, now, until, perEndpoint),
    claimDue: async (holder: string, now: number, until: number, limit: number, perEndpoint: number): Promise<number[]> =>
      claims.claimDue(holder, now, until, limit, perEndpoint),
    /** Claims a delivery now whatever its status (test ping, resend); false while another send holds it. */
    claimNow: async (seq: number, holder: string, now: number, until: number): Promise<boolean> => claims.claimAny(seq, holder, now, until),
    /** Gives up `holder`'s claim (nothing was sent: the endpoint was deleted or disabled meanwhile). */
    release: async (seq: number, holder: string): Promise<boolean> => claims.release(seq, holder),
    /**
     * When a sender starts: the claims that expired or whose holder is `gone` (a dead process)
     * are freed and their in-flight attempts marked interrupted (they may have reached the
     * receiver); a live sender's claims and attempts are left alone. Answers how many it freed.
     */
    takeOver: async (now: number, gone: (holder: string) => boolean): Promise<number> => claims.takeOver(now, gone, () => void q.interruptUnclaimed.run()),
    job: async (deliverySeq: number) => q.job.get(deliverySeq),

    /**
     * Logs an attempt as in flight and counts it, before its request leaves
     * (committed at once: a crash after sending still leaves it in the log).
     * An earlier attempt of the delivery still in flight is marked interrupted.
     * Null (nothing logged, nothing may be sent) unless `holder` still holds a live claim on it.
     */
    startAttempt: lifted(db.transaction((a: NewAttempt, holder: string): number | null => {
      if (q.countAttempt.run({ seq: a.delivery_seq, number: a.number, now: a.started_at, holder }).changes === 0) return null;
      q.interruptDelivery.run(a.delivery_seq);
      return q.insertAttempt.get(a)!.seq;
    })),

    /**
     * Logs what an attempt came to, moves the delivery on, gives up the claim and notes the outcome
     * on the endpoint, in one transaction, only for the claim's holder: undefined (nothing written)
     * when `holder`'s claim was freed and taken meanwhile, so a stale sender never overwrites the
     * new holder's state.
     */
    completeAttempt: lifted(db.transaction(
      (attemptSeq: number, deliverySeq: number, outcome: AttemptOutcome, next: { status: DeliveryStatus; next_attempt_at: number | null; now: number }, holder: string): CompletedAttempt | undefined => {
        if (!claims.release(deliverySeq, holder)) return undefined;
        q.completeAttempt.run({ seq: attemptSeq, ...outcome });
        q.settle.run({ seq: deliverySeq, ...next });
        if (next.status === "succeeded") {
          q.attemptSucceeded.run({ delivery: deliverySeq });
          return { failing_since: null };
        }
        return { failing_since: q.attemptFailed.get({ attempt: attemptSeq, delivery: deliverySeq })?.failing_since ?? null };
      },
    )),
  };
  return repo;
}
