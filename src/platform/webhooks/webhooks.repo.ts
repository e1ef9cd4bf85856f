import type { LoggedRequest } from "./logged-request.js";
import { mintWebhookSecret } from "./secrets.js";

export interface EndpointRow {
  seq: number;
  id: string;
  space_id: number;
  url: string;
  /** JSON array of kinds or ["*"] */
  events: string;
  description: string | null;
  enabled: 0 | 1;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  /** Why it is disabled: `manual` or `failing`; null while enabled. */
  disabled_reason: "manual" | "failing" | null;
  /** When its current run of failed attempts began; null after a success. */
  failing_since: number | null;
  /** Also sign with the Standard Webhooks headers. */
  standard_webhooks: 0 | 1;
  created_at: number;
  updated_at: number;
}

/** A new, enabled endpoint's row with a fresh secret (each domain's `create`); repeated kinds kept once. */
export function newEndpointRow(x: { id: string; spaceId: number; url: string; events: readonly string[]; description: string | null; standardWebhooks: boolean; now: number }): Omit<EndpointRow, "seq"> {
  return {
    id: x.id,
    space_id: x.spaceId,
    url: x.url,
    events: JSON.stringify([...new Set(x.events)]),
    description: x.description,
    enabled: 1,
    secret: mintWebhookSecret(),
    previous_secret: null,
    previous_secret_expires_at: null,
    disabled_reason: null,
    failing_since: null,
    standard_webhooks: x.standardWebhooks ? 1 : 0,
    created_at: x.now,
    updated_at: x.now,
  };
}

export type DeliveryStatus = "pending" | "succeeded" | "failed";

export interface DeliveryRow {
  seq: number;
  id: string;
  endpoint_seq: number;
  event_seq: number;
  status: DeliveryStatus;
  attempt_count: number;
  next_attempt_at: number | null;
  /** No longer read: claims are rows of `delivery_claims` (platform migration 6). */
  lease_until: number | null;
  /** Attempts made before the current round of the retry schedule (a recover starts a new one). */
  retry_base: number;
  created_at: number;
  updated_at: number;
}
/** A delivery with what the API shows of its endpoint and event. */
export type DeliveryRecord = DeliveryRow & { endpoint_id: string; event_id: string; event_type: string };

export type AttemptState = "in_flight" | "completed" | "interrupted";

export interface AttemptRow {
  seq: number;
  delivery_seq: number;
  number: number;
  trigger: "scheduled" | "manual";
  /** in_flight from just before the request leaves until its outcome is logged. */
  state: AttemptState;
  started_at: number;
  duration_ms: number;
  status_code: number | null;
  response_body: string | null;
  error: string | null;
  /** The headers the attempt sent, a JSON object (logged-request.ts); null for attempts logged before they were kept. */
  request_headers: string | null;
  /** The body the attempt sent, its first REQUEST_BODY_CHARS code points; null as request_headers. */
  request_body: string | null;
}

/** What an attempt came to (the transport's result). */
export type AttemptOutcome = Pick<AttemptRow, "duration_ms" | "status_code" | "response_body" | "error">;

/** Logged on the attempts a previous process left in flight. */
export const INTERRUPTED_ERROR = "the sender stopped before an answer arrived; the receiver may have received this attempt";

export interface DeliveryFilter {
  status?: DeliveryStatus;
  eventType?: string;
  since?: number;
  until?: number;
}

/** What the sender needs to make one attempt: the delivery, its endpoint and its event. */
export interface SendJob {
  delivery_seq: number;
  delivery_id: string;
  attempt_count: number;
  retry_base: number;
  status: DeliveryStatus;
  endpoint_seq: number;
  enabled: 0 | 1;
  space_id: number;
  url: string;
  standard_webhooks: 0 | 1;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  event_id: string;
  event_type: string;
  event_created_at: number;
  event_data: string;
  /** null for a test ping (it takes no number of the space's events). */
  event_sequence: number | null;
  workspace_id: string;
  mode: "test" | "live";
}

/**
 * The tables of one domain's webhooks. Each domain keeps its own four, with
 * the same columns: endpoints, deliveries (one per event and endpoint, all
 * sender state), attempts (the log) and the events (its outbox: `seq`, `id`,
 * `space_id`, `type`, `data`, `created_at`, `sequence`).
 */
export interface WebhookTables {
  endpoints: string;
  deliveries: string;
  attempts: string;
  events: string;
}

/** A completed attempt's outcome noted on its endpoint: when its current run of failures began (null: none, after a success). */
export interface CompletedAttempt {
  failing_since: number | null;
}

/** A new attempt's log row, before its request leaves. */
export type NewAttempt = Pick<AttemptRow, "delivery_seq" | "number" | "trigger" | "started_at"> & LoggedRequest;

/**
 * One domain's webhook endpoints, deliveries and attempts (its `WebhookTables`; the SQLite
 * engine's: `webhooksRepo(db, tables, deliveryId)`, src/store/sqlite/platform/webhooks.ts, where
 * `deliveryId` mints the id of a new delivery, what receivers dedupe on). Claims follow
 * leases/delivery-claims.repo.ts: several senders may share one database.
 */
export interface WebhooksRepo {
  /** Deliveries waiting to be sent (status pending; for /metrics). */
  backlog(): Promise<number>;
  /** Deletes up to `limit` finished deliveries last changed before `before` (oldest seq first), with their attempts (cascade); answers how many. */
  pruneFinished(before: number, limit: number): Promise<number>;
  /** Stores an endpoint; answers its new seq. */
  insertEndpoint(row: Omit<EndpointRow, "seq">): Promise<number>;
  /** The space's endpoint with this id; undefined for none (another space's is not found). */
  endpointById(spaceId: number, id: string): Promise<EndpointRow | undefined>;
  /** A page of the space's endpoints, newest first (seq descending), those before `beforeSeq` when given. */
  endpoints(spaceId: number, beforeSeq: number | undefined, limit: number): Promise<EndpointRow[]>;
  /** The space's enabled endpoints, with the kinds they subscribe to (JSON). */
  enabledEndpoints(spaceId: number): Promise<Pick<EndpointRow, "seq" | "events">[]>;
  /** Writes every column of the endpoint `row.seq` (the caller merged the change). */
  updateEndpoint(row: EndpointRow): Promise<void>;
  /** Deletes the endpoint (its deliveries and attempts go with it). */
  deleteEndpoint(seq: number): Promise<void>;
  /** A new pending delivery, due at once; answers its seq. */
  insertDelivery(endpointSeq: number, eventSeq: number, now: number): Promise<number>;
  /**
   * One pending delivery of an event per enabled endpoint of its space subscribed to its kind
   * (the outbox's fan-out: call it in the transaction that writes the event); answers how many.
   */
  fanOut(spaceId: number, type: string, eventSeq: number, now: number): Promise<number>;
  /** The enabled endpoints of a space subscribed to an event kind (an outbox can skip an event nobody would receive). */
  subscribers(spaceId: number, type: string): Promise<number[]>;
  /** One pending delivery of an event to each of these endpoints; answers how many. */
  deliverTo(endpointSeqs: readonly number[], eventSeq: number, now: number): Promise<number>;
  /** The space's delivery with this id, with its endpoint's and event's ids; undefined for none. */
  deliveryById(spaceId: number, id: string): Promise<DeliveryRecord | undefined>;
  /** The delivery `seq` (it must exist). */
  deliveryBySeq(seq: number): Promise<DeliveryRecord>;
  /** An endpoint's deliveries, newest first (seq descending), before `beforeSeq` when given, filtered by status, event kind and time (`since` ≤ created < `until`). */
  deliveries(endpointSeq: number, f: DeliveryFilter, beforeSeq: number | undefined, limit: number): Promise<DeliveryRecord[]>;
  /** Stops every pending delivery of an endpoint (it was disabled): they become failed, and can be recovered; answers how many. */
  stopPending(endpointSeq: number, now: number): Promise<number>;
  /** Stops one pending delivery (its endpoint is disabled); a finished one is left. */
  stopDelivery(seq: number, now: number): Promise<void>;
  /** Failed deliveries of an endpoint made in [since, until) become pending again, due now, with a new round of retries; answers how many. */
  recover(endpointSeq: number, since: number, until: number, now: number): Promise<number>;
  /** Notes an attempt's outcome on its endpoint; answers when its current run of failures began (null: none, after a success). */
  noteOutcome(endpointSeq: number, ok: boolean, at: number): Promise<number | null>;
  endpointBySeq(seq: number): Promise<EndpointRow | undefined>;
  /** A delivery's attempts, oldest first. */
  attempts(deliverySeq: number): Promise<AttemptRow[]>;
  /**
   * Pending deliveries due by `now` and not held by a live claim, oldest due first, at most
   * `limit`, leaving out the endpoints in `skipEndpoints` (those already at their share of the
   * sender, so their backlog cannot fill the page).
   */
  due(now: number, limit: number, skipEndpoints?: readonly number[]): Promise<{ seq: number; endpoint_seq: number }[]>;
  /** How many deliveries of each endpoint are claimed now, by any sender (endpoints without any left out). */
  claimsPerEndpoint(now: number): Promise<Map<number, number>>;
  /**
   * Claims a due delivery for `holder` (one statement): false when it is no longer pending,
   * another sender holds a live claim on it, or its endpoint already has `perEndpoint`
   * deliveries claimed by any sender. Only a successful claim may send.
   */
  claim(seq: number, holder: string, now: number, until: number, perEndpoint?: number): Promise<boolean>;
  /**
   * The sender's claim (one statement on PostgreSQL): up to `limit` pending deliveries due by `now`
   * and not claimed live, for `holder` until `until`, oldest due first and fair across endpoints
   * (one endpoint's backlog cannot starve the others), each endpoint to at most `perEndpoint`
   * deliveries claimed by any sender; answers the seqs claimed. Two senders claiming at once never
   * claim one delivery both, nor exceed an endpoint's bound together. Only a claimed delivery may be sent.
   * The sender calls it alone, outside a unit of work (its claims are visible to other senders at once).
   */
  claimDue(holder: string, now: number, until: number, limit: number, perEndpoint: number): Promise<number[]>;
  /** Claims a delivery now whatever its status (test ping, resend); false while another send holds it. */
  claimNow(seq: number, holder: string, now: number, until: number): Promise<boolean>;
  /** Gives up `holder`'s claim (nothing was sent: the endpoint was deleted or disabled meanwhile); false when it held none. */
  release(seq: number, holder: string): Promise<boolean>;
  /**
   * When a sender starts: the claims that expired or whose holder is `gone` (a dead process)
   * are freed and their in-flight attempts marked interrupted (they may have reached the
   * receiver); a live sender's claims and attempts are left alone. Answers how many it freed.
   */
  takeOver(now: number, gone: (holder: string) => boolean): Promise<number>;
  /** What the sender needs to make one attempt of a delivery; undefined when it is gone. */
  job(deliverySeq: number): Promise<SendJob | undefined>;
  /**
   * Logs an attempt as in flight and counts it, before its request leaves
   * (committed at once: a crash after sending still leaves it in the log).
   * An earlier attempt of the delivery still in flight is marked interrupted.
   * Null (nothing logged, nothing may be sent) unless `holder` still holds a live claim on it.
   */
  startAttempt(a: NewAttempt, holder: string): Promise<number | null>;
  /**
   * Logs what an attempt came to, moves the delivery on, gives up the claim and notes the outcome
   * on the endpoint (as `noteOutcome`: a success when `next.status` is succeeded, a failure at the
   * attempt's start otherwise), in one transaction (one statement on PostgreSQL), only for the
   * claim's holder. Answers the endpoint's failing_since after it (null: none), or undefined
   * (nothing written) when `holder`'s claim was freed and taken meanwhile, so a stale sender never
   * overwrites the new holder's state.
   */
  completeAttempt(
    attemptSeq: number,
    deliverySeq: number,
    outcome: AttemptOutcome,
    next: { status: DeliveryStatus; next_attempt_at: number | null; now: number },
    holder: string,
  ): Promise<CompletedAttempt | undefined>;
}
