import { subscribes } from "../../../platform/webhooks/secrets.js";
import {
  type AttemptRow,
  type DeliveryRecord,
  type EndpointRow,
  INTERRUPTED_ERROR,
  type SendJob,
  type WebhookTables,
  type WebhooksRepo,
} from "../../../platform/webhooks/webhooks.repo.js";
import { listStmt, type PgConn, stmt } from "../conn.js";
import { pgDeliveryClaims } from "./delivery-claims.js";

/**
 * The statements of one domain's webhook tables, named after them and made once per set of tables
 * in the process (statement names are process-wide: a second set of list statements would number
 * its filter combinations differently under the same names).
 */
const made = new Map<string, ReturnType<typeof makeStatements>>();
export function webhookStatements(t: WebhookTables): ReturnType<typeof makeStatements> {
  const key = [t.endpoints, t.deliveries, t.attempts, t.events].join(" ");
  let s = made.get(key);
  if (!s) made.set(key, (s = makeStatements(t)));
  return s;
}

function makeStatements(t: WebhookTables) {
  const { endpoints: E, deliveries: D, attempts: A, events: EV } = t;
  const n = (what: string) => `webhooks.${D}.${what}`;
  const claims = pgDeliveryClaims(D, { group: "endpoint_seq", attempts: A, interruptedError: INTERRUPTED_ERROR });
  const SELECT_DELIVERY = `SELECT d.*, e.id AS endpoint_id, ev.id AS event_id, ev.type AS event_type
  FROM ${D} d JOIN ${E} e ON e.seq = d.endpoint_seq JOIN ${EV} ev ON ev.seq = d.event_seq`;
  const q = {
    insertEndpoint: stmt<{ seq: number }>(
      n("insertEndpoint"),
      `INSERT INTO ${E} (id, space_id, url, events, description, enabled, secret, previous_secret,
         previous_secret_expires_at, disabled_reason, failing_since, standard_webhooks, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING seq`,
    ),
    endpointById: stmt<EndpointRow>(n("endpointById"), `SELECT * FROM ${E} WHERE space_id = $1 AND id = $2`),
    endpointBySeq: stmt<EndpointRow>(n("endpointBySeq"), `SELECT * FROM ${E} WHERE seq = $1`),
    endpoints: stmt<EndpointRow>(n("endpoints"), `SELECT * FROM ${E} WHERE space_id = $1 AND seq < $2 ORDER BY seq DESC LIMIT $3`),
    enabledEndpoints: stmt<Pick<EndpointRow, "seq" | "events">>(n("enabledEndpoints"), `SELECT seq, events FROM ${E} WHERE space_id = $1 AND enabled = 1`),
    updateEndpoint: stmt(
      n("updateEndpoint"),
      `UPDATE ${E} SET url = $2, events = $3, description = $4, enabled = $5, secret = $6, previous_secret = $7,
         previous_secret_expires_at = $8, disabled_reason = $9, failing_since = $10, standard_webhooks = $11, updated_at = $12
       WHERE seq = $1`,
    ),
    deleteEndpoint: stmt(n("deleteEndpoint"), `DELETE FROM ${E} WHERE seq = $1`),
    stopPending: stmt(
      n("stopPending"),
      `UPDATE ${D} SET status = 'failed', next_attempt_at = NULL, lease_until = NULL, updated_at = $2 WHERE endpoint_seq = $1 AND status = 'pending'`,
    ),
    stopDelivery: stmt(
      n("stopDelivery"),
      `UPDATE ${D} SET status = 'failed', next_attempt_at = NULL, lease_until = NULL, updated_at = $2 WHERE seq = $1 AND status = 'pending'`,
    ),
    recover: stmt(
      n("recover"),
      `UPDATE ${D} SET status = 'pending', next_attempt_at = $4, retry_base = attempt_count, updated_at = $4
       WHERE endpoint_seq = $1 AND status = 'failed' AND created_at >= $2 AND created_at < $3`,
    ),
    failed: stmt<{ failing_since: number }>(n("failed"), `UPDATE ${E} SET failing_since = COALESCE(failing_since, $2) WHERE seq = $1 RETURNING failing_since`),
    succeeded: stmt(n("succeeded"), `UPDATE ${E} SET failing_since = NULL WHERE seq = $1 AND failing_since IS NOT NULL`),
    // Every delivery of a fan-out in one statement: ids minted in JS, one per endpoint.
    insertDeliveries: stmt<{ seq: number }>(
      n("insertDeliveries"),
      `INSERT INTO ${D} (id, endpoint_seq, event_seq, status, attempt_count, next_attempt_at, created_at, updated_at)
       SELECT x.id, x.endpoint_seq, $3, 'pending', 0, $4, $4, $4 FROM unnest($1::text[], $2::bigint[]) AS x (id, endpoint_seq)
       RETURNING seq`,
    ),
    deliveryById: stmt<DeliveryRecord>(n("deliveryById"), `${SELECT_DELIVERY} WHERE e.space_id = $1 AND d.id = $2`),
    deliveryBySeq: stmt<DeliveryRecord>(n("deliveryBySeq"), `${SELECT_DELIVERY} WHERE d.seq = $1`),
    deliveries: listStmt<DeliveryRecord>(n("deliveries"), SELECT_DELIVERY, "d.seq DESC"),
    attempts: stmt<AttemptRow>(n("attempts"), `SELECT * FROM ${A} WHERE delivery_seq = $1 ORDER BY seq`),
    due: stmt<{ seq: number; endpoint_seq: number }>(
      n("due"),
      `SELECT seq, endpoint_seq FROM ${D} d
       WHERE status = 'pending' AND next_attempt_at <= $1
         AND NOT EXISTS (SELECT 1 FROM delivery_claims c WHERE c.outbox = '${D}' AND c.seq = d.seq AND c.expires_at > $1)
         AND endpoint_seq <> ALL ($2::bigint[])
       ORDER BY next_attempt_at, seq LIMIT $3`,
    ),
    job: stmt<SendJob>(
      n("job"),
      `SELECT d.seq AS delivery_seq, d.id AS delivery_id, d.attempt_count, d.retry_base, d.status, e.seq AS endpoint_seq,
         e.enabled, e.space_id, e.url, e.secret, e.standard_webhooks,
         e.previous_secret, e.previous_secret_expires_at, ev.id AS event_id, ev.type AS event_type,
         ev.created_at AS event_created_at, ev.data AS event_data, CASE WHEN ev.sequence > 0 THEN ev.sequence END AS event_sequence, s.workspace_id, s.mode
       FROM ${D} d JOIN ${E} e ON e.seq = d.endpoint_seq
       JOIN ${EV} ev ON ev.seq = d.event_seq JOIN spaces s ON s.id = ev.space_id WHERE d.seq = $1`,
    ),
    // One statement (SQLite: three in a transaction): counted only under the holder's live claim,
    // locked until the statement's transaction ends; the insert is not in the snapshot the
    // interruption updates, so only earlier in-flight attempts are interrupted.
    startAttempt: stmt<{ seq: number }>(
      n("startAttempt"),
      `WITH held AS (${claims.held("$1", "$5", "$4")}),
       counted AS (UPDATE ${D} d SET attempt_count = $2, updated_at = $4 FROM held WHERE d.seq = held.seq RETURNING d.seq),
       interrupted AS (UPDATE ${A} SET state = 'interrupted', error = $6 WHERE delivery_seq IN (SELECT seq FROM counted) AND state = 'in_flight')
       INSERT INTO ${A} (delivery_seq, number, trigger, state, started_at, duration_ms)
       SELECT seq, $2, $3, 'in_flight', $4, 0 FROM counted RETURNING seq`,
    ),
    // One statement (SQLite: four in a transaction): the outcome, the delivery's next state and the
    // endpoint's run of failures are written only when the holder's claim was there to give up.
    completeAttempt: stmt<{ released: number; failing_since: number | null }>(
      n("completeAttempt"),
      `WITH released AS (${claims.released("$2", "$3")}),
       attempt AS (UPDATE ${A} SET state = 'completed', duration_ms = $4, status_code = $5, response_body = $6, error = $7
         WHERE seq = $1 AND EXISTS (SELECT 1 FROM released) RETURNING started_at),
       settled AS (UPDATE ${D} SET status = $8, next_attempt_at = $9, lease_until = NULL, updated_at = $10
         WHERE seq = $2 AND EXISTS (SELECT 1 FROM released) RETURNING endpoint_seq),
       noted AS (UPDATE ${E} e SET failing_since = CASE WHEN $8 = 'succeeded' THEN NULL ELSE COALESCE(e.failing_since, a.started_at) END
         FROM settled s, attempt a WHERE e.seq = s.endpoint_seq AND ($8 <> 'succeeded' OR e.failing_since IS NOT NULL)
         RETURNING e.failing_since)
       SELECT (SELECT count(*) FROM released) AS released, (SELECT failing_since FROM noted) AS failing_since`,
    ),
    backlog: stmt<{ n: number }>(n("backlog"), `SELECT count(*) AS n FROM ${D} WHERE status = 'pending'`),
    prune: stmt(
      n("prune"),
      `DELETE FROM ${D} WHERE seq IN (SELECT seq FROM ${D} WHERE status <> 'pending' AND updated_at < $1 ORDER BY seq LIMIT $2)`,
    ),
  };
  return { q, claims };
}

/**
 * All SQL of one domain's webhook endpoints, deliveries and attempts over the statements of its
 * tables (`webhookStatements`); `deliveryId` mints the id of a new delivery (what receivers dedupe on).
 */
export function webhooksRepo(c: PgConn, { q, claims }: ReturnType<typeof webhookStatements>, deliveryId: () => string): WebhooksRepo {
  const repo: WebhooksRepo = {
    backlog: async () => (await q.backlog.one(c))!.n,
    pruneFinished: (before, limit) => q.prune.run(c, before, limit),
    insertEndpoint: async (r) =>
      (await q.insertEndpoint.one(
        c,
        r.id,
        r.space_id,
        r.url,
        r.events,
        r.description,
        r.enabled,
        r.secret,
        r.previous_secret,
        r.previous_secret_expires_at,
        r.disabled_reason,
        r.failing_since,
        r.standard_webhooks,
        r.created_at,
        r.updated_at,
      ))!.seq,
    endpointById: (spaceId, id) => q.endpointById.one(c, spaceId, id),
    endpoints: (spaceId, beforeSeq, limit) => q.endpoints.all(c, spaceId, beforeSeq ?? Number.MAX_SAFE_INTEGER, limit),
    enabledEndpoints: (spaceId) => q.enabledEndpoints.all(c, spaceId),
    async updateEndpoint(r) {
      await q.updateEndpoint.run(
        c,
        r.seq,
        r.url,
        r.events,
        r.description,
        r.enabled,
        r.secret,
        r.previous_secret,
        r.previous_secret_expires_at,
        r.disabled_reason,
        r.failing_since,
        r.standard_webhooks,
        r.updated_at,
      );
    },
    async deleteEndpoint(seq) {
      await q.deleteEndpoint.run(c, seq);
    },

    insertDelivery: async (endpointSeq, eventSeq, now) => (await q.insertDeliveries.one(c, [deliveryId()], [endpointSeq], eventSeq, now))!.seq,
    fanOut: async (spaceId, type, eventSeq, now) => repo.deliverTo(await repo.subscribers(spaceId, type), eventSeq, now),
    async subscribers(spaceId, type) {
      const seqs: number[] = [];
      for (const endpoint of await q.enabledEndpoints.all(c, spaceId)) if (subscribes(JSON.parse(endpoint.events), type)) seqs.push(endpoint.seq);
      return seqs;
    },
    async deliverTo(endpointSeqs, eventSeq, now) {
      if (endpointSeqs.length === 0) return 0;
      return await q.insertDeliveries.run(c, endpointSeqs.map(() => deliveryId()), endpointSeqs, eventSeq, now);
    },
    deliveryById: (spaceId, id) => q.deliveryById.one(c, spaceId, id),
    deliveryBySeq: async (seq) => (await q.deliveryBySeq.one(c, seq))!,
    deliveries: (endpointSeq, f, beforeSeq, limit) =>
      q.deliveries(
        c,
        [
          ["d.endpoint_seq = ?", endpointSeq],
          beforeSeq !== undefined && ["d.seq < ?", beforeSeq],
          f.status !== undefined && ["d.status = ?", f.status],
          f.eventType !== undefined && ["ev.type = ?", f.eventType],
          f.since !== undefined && ["d.created_at >= ?", f.since],
          f.until !== undefined && ["d.created_at < ?", f.until],
        ],
        limit,
      ),

    stopPending: (endpointSeq, now) => q.stopPending.run(c, endpointSeq, now),
    async stopDelivery(seq, now) {
      await q.stopDelivery.run(c, seq, now);
    },
    recover: (endpointSeq, since, until, now) => q.recover.run(c, endpointSeq, since, until, now),
    async noteOutcome(endpointSeq, ok, at) {
      if (ok) {
        await q.succeeded.run(c, endpointSeq);
        return null;
      }
      return (await q.failed.one(c, endpointSeq, at))?.failing_since ?? null;
    },
    endpointBySeq: (seq) => q.endpointBySeq.one(c, seq),
    attempts: (deliverySeq) => q.attempts.all(c, deliverySeq),

    due: (now, limit, skipEndpoints = []) => q.due.all(c, now, skipEndpoints, limit),
    claimsPerEndpoint: (now) => claims.claimsPerGroup(c, now),
    claim: (seq, holder, now, until, perEndpoint) => claims.claimPending(c, seq, holder, now, until, perEndpoint),
    claimDue: (holder, now, until, limit, perEndpoint) => claims.claimDue(c, holder, now, until, limit, perEndpoint),
    claimNow: (seq, holder, now, until) => claims.claimAny(c, seq, holder, now, until),
    release: (seq, holder) => claims.release(c, seq, holder),
    takeOver: (now, gone) => claims.takeOver(c, now, gone),
    job: (deliverySeq) => q.job.one(c, deliverySeq),

    startAttempt: async (a, holder) => (await q.startAttempt.one(c, a.delivery_seq, a.number, a.trigger, a.started_at, holder, INTERRUPTED_ERROR))?.seq ?? null,
    async completeAttempt(attemptSeq, deliverySeq, o, next, holder) {
      const r = (await q.completeAttempt.one(c, attemptSeq, deliverySeq, holder, o.duration_ms, o.status_code, o.response_body, o.error, next.status, next.next_attempt_at, next.now))!;
      return r.released === 1 ? { failing_since: next.status === "succeeded" ? null : r.failing_since } : undefined;
    },
  };
  return repo;
}
