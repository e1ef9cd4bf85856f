import { invalid } from "../../platform/errors.js";
import type { Schemas } from "../types.js";

/**
 * What billing.attach refuses before looking at any data: licenses (Tandem
 * has none) and entity-level attach (not in this build).
 */
export function checkAttachBody(body: Schemas["AttachParams"]): void {
  if (body.license_quantities?.length) invalid("license_quantities", "is not supported: Tandem has no licenses");
  if (body.customize?.upsert_licenses?.length) invalid("customize.upsert_licenses", "is not supported: Tandem has no licenses");
  if (body.customize?.remove_licenses?.length) invalid("customize.remove_licenses", "is not supported: Tandem has no licenses");
  if (body.entity_id !== undefined) invalid("entity_id", "is not supported yet: attach plans to the customer");
}

/** A `starts_at` this close to the customer's clock (or earlier by less) means now: the caller's clock may lag. */
export const START_GRACE_MS = 60_000;

/** When an attached plan starts (null: now) and ends (null: it does not). */
export interface AttachWindow {
  startsAt: number | null;
  endsAt: number | null;
}

/**
 * `starts_at` and `ends_at` against the customer's clock `now`: a start more
 * than START_GRACE_MS in the past is refused, one up to now (within the grace)
 * is now; a future start schedules the plan, and then excludes
 * `plan_schedule`, `invoice_mode` and `enable_plan_immediately`. The end must
 * come after the start (after now without one).
 */
export function attachWindow(body: Pick<Schemas["AttachParams"], "starts_at" | "ends_at" | "plan_schedule" | "invoice_mode" | "enable_plan_immediately">, now: number): AttachWindow {
  const clock = `the customer's clock is ${new Date(now).toISOString()} (${now})`;
  let startsAt = body.starts_at ?? null;
  if (startsAt !== null && startsAt < now - START_GRACE_MS) invalid("starts_at", `is in the past: ${clock}; omit it to start now`);
  if (startsAt !== null && startsAt <= now) startsAt = null;
  if (startsAt !== null) {
    if (body.plan_schedule !== undefined) invalid("plan_schedule", "cannot be combined with a future starts_at, which says when the plan starts");
    if (body.invoice_mode?.enabled) invalid("invoice_mode", "cannot be combined with a future starts_at: the first period is charged to the card on file when the plan starts");
    if (body.enable_plan_immediately || body.invoice_mode?.enable_plan_immediately) invalid("enable_plan_immediately", "contradicts a future starts_at");
  }
  const endsAt = body.ends_at ?? null;
  if (endsAt !== null && endsAt <= (startsAt ?? now)) invalid("ends_at", startsAt !== null ? "must be after starts_at" : `must be in the future: ${clock}`);
  return { startsAt, endsAt };
}

/** How an attach changes the customer's plans: a new subscription, another version of the same plan, or nothing. */
export type AttachMove = { kind: "new"; replace: number[] } | { kind: "version"; subscriptionSeq: number } | { kind: "same" };

/**
 * Add-ons stack; a plan of a group replaces the customer's plan of that
 * group (decided for free plans: at once). The same plan at another version
 * moves the subscription; at the same version it is already attached.
 */
export function attachMove(
  plan: { id: string; seq: number; group: string | null; add_on: boolean },
  current: { seq: number; planId: string; planSeq: number; group: string | null; add_on: boolean }[],
): AttachMove {
  const same = current.find((c) => c.planId === plan.id);
  if (same) return same.planSeq === plan.seq ? { kind: "same" } : { kind: "version", subscriptionSeq: same.seq };
  if (plan.add_on) return { kind: "new", replace: [] };
  return { kind: "new", replace: current.filter((c) => !c.add_on && c.group === plan.group).map((c) => c.seq) };
}
