import type { RevenueContext } from "../context.js";
import type { BalanceWrites } from "./balances.apply.js";
import type { BalanceLoads } from "./balances.load.js";
import type { ControlWrites } from "./controls.apply.js";

/**
 * What each balances operation is built on: the context, the loads (reads,
 * memo) and the writes; the decisions between them are the plain functions
 * of balances.decide.ts and balances.rules.ts.
 */
export interface BalancesParts {
  ctx: RevenueContext;
  load: BalanceLoads;
  apply: BalanceWrites;
  /** Billing controls that fire from usage writes (alerts, limits reached, auto top-ups queued). */
  controls: ControlWrites;
}
