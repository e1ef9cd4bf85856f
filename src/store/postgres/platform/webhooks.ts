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
type Statements = ReturnType<typeof makeStatements>;
export function webhookStatements(t: WebhookTables): Statements {
  const key = [t.endpoints, t.deliveries, t.attempts, t.events].join(" ");
  let s = made.get(key);
  if (!s) made.set(key, (s = makeStatements(t)));
  return s;
}

/** How many delivery ids a fan-out statement is given (minted before it runs): a space with more subscribed endpoints takes one statement more. */
const FAN_OUT_IDS = 4;

/** Where a fan-out's CTEs take their values (SQL expressions: parameters such as `$2`, or a subquery for the event). */
export interface FanOutParams {
  space: string;
  type: string;
  /** The event's seq (e.g. `(SELECT seq FROM ev)` when the statement writes it). */
  event: string;
  now: string;
  /** Endpoints of seq above this one only (`0`: all). */
  after: string;
  /** The delivery ids, a `text[]`, in endpoint order: as many deliveries are made as it holds, at most. */
  ids: string;
}

/**
 * The fan-out of an event as two CTEs of one statement: `subs`, the enabled endpoints of the space
 * subscribed to its type or to `*` (`subscribes` in SQL: the endpoint's JSON array holds either
 * string), numbered in seq order, none when the event is null (the statement wrote none); `fan`,
 * one pending delivery, due at once, for each of the first as many as there are ids.
 * `FAN_OUT_ANSWER` (select it once) says what is left for `fanOutAll`.
 */
function fanOutCtes(t: WebhookTables, p: FanOutParams): string {
  return `subs AS (SELECT e.seq, row_number() OVER (ORDER BY e.seq) AS n FROM ${t.endpoints} e
       WHERE ${p.event} IS NOT NULL AND e.space_id = ${p.space} AND e.seq > ${p.after} AND e.enabled = 1 AND e.events::jsonb ?| ARRAY['*', ${p.type}::text]),
     fan AS (INSERT INTO ${t.deliveries} (id, endpoint_seq, event_seq, status, attempt_count, next_attempt_at, created_at, updated_at)
       SELECT (${p.ids}::text[])[s.n], s.seq, ${p.event}, 'pending', 0, ${p.now}, ${p.now}, ${p.now} FROM subs s
       WHERE s.n <= cardinality(${p.ids}::text[]) RETURNING endpoint_seq)`;
}
/** What a statement with `fanOutCtes` selects: deliveries made, endpoints subscribed, the last endpoint served. */
export const FAN_OUT_ANSWER = "(SELECT count(*) FROM fan) AS made, (SELECT count(*) FROM subs) AS subscribed, (SELECT max(endpoint_seq) FROM fan) AS last";
export interface FanOutAnswer {
  made: number;
  subscribed: number;
  last: number | null;
}

/** `n` delivery ids. */
const mintIds = (n: number, deliveryId: () => string): string[] => Array.from({ length: n }, deliveryId);

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
    subscribers: stmt<{ seq: number }>(
      n("subscribers"),
      `SELECT seq FROM ${E} WHERE space_id = $1 AND enabled = 1 AND events::jsonb ?| ARRAY['*', $2::text] ORDER BY seq`,
    ),
    // An event's deliveries to the subscribers of seq above $5, ids $6 (fanOutCtes).
    fanOut: stmt<FanOutAnswer>(
      n("fanOut"),
      `WITH ${fanOutCtes(t, { space: "$1", type: "$2", event: "$3::bigint", now: "$4", after: "$5", ids: "$6" })} SELECT ${FAN_OUT_ANSWER}`,
    ),
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
       INSERT INTO ${A} (delivery_seq, number, trigger, state, started_at, duration_ms, request_headers, request_body)
       SELECT seq, $2, $3, 'in_flight', $4, 0, $7, $8 FROM counted RETURNING seq`,
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
    fanOut: (spaceId, type, eventSeq, now) => fanOutAll(c, q, deliveryId, { spaceId, type, eventSeq, now }),
    subscribers: async (spaceId, type) => (await q.subscribers.all(c, spaceId, type)).map((r) => r.seq),
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

    startAttempt: async (a, holder) => (await q.startAttempt.one(c, a.delivery_seq, a.number, a.trigger, a.started_at, holder, INTERRUPTED_ERROR, a.request_headers, a.request_body))?.seq ?? null,
    async completeAttempt(attemptSeq, deliverySeq, o, next, holder) {
      const r = (await q.completeAttempt.one(c, attemptSeq, deliverySeq, holder, o.duration_ms, o.status_code, o.response_body, o.error, next.status, next.next_attempt_at, next.now))!;
      return r.released === 1 ? { failing_since: next.status === "succeeded" ? null : r.failing_since } : undefined;
    },
  };
  return repo;
}

/**
 * An event's fan-out: one statement with `FAN_OUT_IDS` ids, or, when `first` is the answer of a
 * statement that ran `fanOutCtes` already (the event's own insert), that one; then, while
 * subscribers were left without a delivery (more than it had ids for), a statement for those after
 * the last one served, with an id for each. Answers how many deliveries were made in all.
 */
async function fanOutAll(c: PgConn, q: Statements["q"], deliveryId: () => string, e: FanOutEvent, first?: FanOutAnswer): Promise<number> {
  const next = async (after: number, ids: number) => (await q.fanOut.one(c, e.spaceId, e.type, e.eventSeq, e.now, after, mintIds(ids, deliveryId)))!;
  let a = first ?? (await next(0, FAN_OUT_IDS));
  let made = a.made;
  while (a.made > 0 && a.subscribed > a.made) {
    a = await next(a.last!, Math.max(FAN_OUT_IDS, a.subscribed - a.made));
    made += a.made;
  }
  return made;
}

/** The event a fan-out is for. */
export interface FanOutEvent {
  spaceId: number;
  type: string;
  eventSeq: number;
  now: number;
}

/**
 * A domain's fan-out for a statement that writes an event and its deliveries at once (the desk's
 * outbox): the CTEs to put after the event's (`ctes`, endpoints from the first), the ids to bind
 * (`ids`), and `finish` with the statement's `FAN_OUT_ANSWER` (the deliveries it had no ids for).
 */
export function pgFanOut(t: WebhookTables, deliveryId: () => string) {
  const { q } = webhookStatements(t);
  return {
    ctes: (p: Omit<FanOutParams, "after">) => fanOutCtes(t, { ...p, after: "0" }),
    ids: () => mintIds(FAN_OUT_IDS, deliveryId),
    finish: (c: PgConn, e: FanOutEvent, first: FanOutAnswer) => fanOutAll(c, q, deliveryId, e, first),
  };
}
