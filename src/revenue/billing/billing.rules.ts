import { invalid } from "../../platform/errors.js";
import type { Schemas } from "../types.js";

/**
 * What billing.attach refuses before looking at any data: licenses (Tandem
 * has none), entity-level attach (not in this build) and a future start
 * (scheduling comes with payments).
 */
export function checkAttachBody(body: Schemas["AttachParams"], now: number): void {
  if (body.license_quantities?.length) invalid("license_quantities", "is not supported: Tandem has no licenses");
  if (body.customize?.upsert_licenses?.length) invalid("customize.upsert_licenses", "is not supported: Tandem has no licenses");
  if (body.customize?.remove_licenses?.length) invalid("customize.remove_licenses", "is not supported: Tandem has no licenses");
  if (body.entity_id !== undefined) invalid("entity_id", "is not supported yet: attach plans to the customer");
  if (body.customize !== undefined) invalid("customize", "is not supported yet");
  if (body.starts_at !== undefined && body.starts_at > now) invalid("starts_at", "in the future is not supported yet");
  if (body.ends_at !== undefined) invalid("ends_at", "is not supported yet");
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
