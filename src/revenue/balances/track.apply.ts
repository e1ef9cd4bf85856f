/**
 * Apply for balances.track: a plan's writes (track.decide.ts), in the track's usage write, in
 * as few statements as possible (`applyTrack`: the expired locks settled at once, the resets,
 * every usage and held change of every breakdown, the lock, the events; one statement on
 * PostgreSQL, the same statements one by one on SQLite); then the controls that
 * look at the balance after the usage (usage alerts, auto top-ups). A refused plan writes
 * nothing: its limits reached go to the usage write (which fires them after its rollback) and
 * its refusal is thrown.
 */
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import type { Space } from "../types.js";
import type { ControlWrites, UsageWrite } from "./controls.apply.js";
import type { TrackLedger, TrackPlan } from "./track.decide.js";

const contention = () => new RevenueError("balance_contention", "The balance changed while it was being tracked; retry.");

/** Applies a track's plan in the usage write `u`. */
export async function applyTrack(ctx: RevenueContext, controls: ControlWrites, u: UsageWrite, space: Space, ledger: TrackLedger, plan: TrackPlan, now: number): Promise<void> {
  const c = ledger.customer;
  const scope = { entitySeq: ledger.entitySeq, entityId: ledger.entityId };
  for (const hit of plan.hits) controls.limitReached(u, space, c, scope, hit, now);
  if (plan.refusal !== null) throw plan.refusal;
  const { tx } = u;
  const repo = ctx.repos(tx).balances;
  let amounts = plan.amounts;
  if (plan.releases.length > 0) {
    // The plan was decided with these locks released: their holds come off the rows.
    const bySeq = new Map(amounts.map((a) => [a.seq, { ...a }]));
    for (const l of plan.releases) {
      for (const h of l.holds) {
        const a = bySeq.get(h.balance_seq) ?? { seq: h.balance_seq, usage: 0, held: 0 };
        a.held -= h.amount;
        bySeq.set(h.balance_seq, a);
      }
    }
    amounts = [...bySeq.values()];
  }
  // Each lock settled and each reset stored only if no one did first (the plan counts from them).
  const stored = await repo.applyTrack({
    expire: plan.releases.map((l) => l.seq),
    resets: plan.resets,
    amounts,
    lock: plan.lock,
    events: plan.events.map((e) => ({ id: prefixedId("evt"), ...e })),
  });
  if (!stored) throw contention();
  for (const use of plan.uses) await controls.afterUse(tx, space, c, ledger.controls, scope, use.src, use.trackedId, use.window, now);
}
