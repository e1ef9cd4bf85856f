/**
 * Load for balances.track: everything one track of one customer reads, in its unit's
 * transaction, as one plain value (the `TrackLedger` of track.decide.ts). Reads only: what must
 * be brought in line first (subscriptions whose balance rows are not made from their plan's
 * current definition) is answered as `stale`, for the caller to write and load again.
 *
 * Queries (round trips on PostgreSQL): for a track of one feature, one (`usageState`): the
 * customer, its entity (with entity_id), the space's features, and the breakdowns that may pay
 * (the feature's and every credit system's) locked for the unit (on PostgreSQL `FOR UPDATE`, so
 * concurrent tracks of one balance queue), with the stale subscriptions and the expired held locks
 * as they are once the lock is held; by event name, two (`usageContext`, then `trackState` for the
 * features found). A customer on a test clock reads its state again at its own time. Then, only
 * when they apply, the usage in a usage limit's window and whether a named lock exists.
 */
import type { Tx } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import type { Schemas, Space } from "../types.js";
import { definitionOf, sourceCandidates } from "./balances.decide.js";
import { controlSetOf, limitsOf } from "./balances.load.js";
import type { OutOfDateSubscription } from "./balances.repo.js";
import { windowStart } from "./balances.rules.js";
import type { TrackLedger } from "./track.decide.js";

/** A track's ledger, the customer's time, and the subscriptions to bring in line before deciding. */
export interface LoadedTrack {
  ledger: TrackLedger;
  now: number;
  stale: OutOfDateSubscription[];
}

/** Loads the ledger of one track (its body checked; `lockId` given by the request, else null). */
export async function loadTrack(ctx: RevenueContext, tx: Tx, space: Space, body: Schemas["TrackParams"], micro: number, lockId: string | null): Promise<LoadedTrack> {
  const repo = ctx.repos(tx).balances;
  // A track of one feature reads all at once, with the rows of the feature and of every credit
  // system locked, at the process's time (a customer on a test clock reads its state again below);
  // a track by event name learns its features from the catalog first.
  const wall = ctx.clock.now();
  const state = body.feature_id === undefined ? undefined : await repo.usageState(space.spaceId, body.customer_id, body.entity_id ?? null, body.feature_id, wall);
  const { customer, entity, catalog } = state ?? (await repo.usageContext(space.spaceId, body.customer_id, body.entity_id ?? null));
  if (!customer) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
  const now = ctx.nowFor(customer);
  if (entity === undefined && body.entity_id !== undefined) throw new RevenueError("entity_not_found", `No entity ${body.entity_id} of customer ${customer.id}.`);
  let features;
  if (body.feature_id !== undefined) {
    const f = catalog.find((x) => x.id === body.feature_id);
    if (!f) throw new RevenueError("feature_not_found", `No feature ${body.feature_id}.`);
    features = [f];
  } else {
    features = catalog.filter((f) => definitionOf(f).event_names?.includes(body.event_name!));
    if (features.length === 0) throw new RevenueError("feature_not_found", `No feature has the event name ${body.event_name}.`);
  }
  const payers = new Set<string>();
  for (const f of features) {
    if (f.type === "boolean") payers.add(f.id);
    else for (const c of sourceCandidates(f, catalog)) payers.add(c.featureId);
  }
  // The rows locked for the unit (another process's track of them waits), and what is read with
  // them: a track decides on what no one else changes until it commits.
  const read = state !== undefined && now === wall ? state : await repo.trackState(customer.seq, [...payers], now);
  const rows = read.rows.filter((r) => payers.has(r.feature_id));
  const { stale, expiredLocks } = read;
  const controls = controlSetOf(customer.billing_controls, entity?.billing_controls);
  const windowUsage = new Map<string, number>();
  if (controls !== null && (body.lock !== undefined || micro > 0)) {
    for (const f of features) {
      const limits = limitsOf(controls, f.id, body.properties);
      if (f.type === "boolean" || limits.usage === null) continue;
      windowUsage.set(f.id, await repo.usageSince(customer.seq, f.id, body.entity_id ?? null, windowStart(now, limits.usage.interval), limits.usage.filter));
    }
  }
  const lockTaken = body.lock?.lock_id !== undefined && lockId !== null && (await repo.lock(space.spaceId, lockId)) !== undefined;
  return {
    ledger: { spaceId: space.spaceId, customer, entitySeq: entity?.seq ?? null, entityId: body.entity_id ?? null, features, catalog, rows, expiredLocks, controls, windowUsage, lockTaken },
    now,
    stale,
  };
}
