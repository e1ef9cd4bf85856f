/**
 * Pure rules of pending plan changes (a change an open invoice holds until it
 * is paid): at most one payable invoice per change, and a payment that arrives
 * for a change the customer's plans have moved past buys nothing twice.
 */

/** A pending change as these rules see it (a `PendingChange` is one). */
export interface PendingShape {
  planSeq: number;
  planId: string;
  move: { kind: "new"; replace: number[] } | { kind: "version"; subscriptionSeq: number };
  /** The moved subscription as it was when the change was decided (`subscriptionBasis`); absent on changes decided before it existed. */
  basis?: string;
  currency: string;
  bought: unknown[];
  custom?: string | null;
  trial?: boolean;
  endsAt?: number | null;
}

/** An active subscription of the customer, with what its plan is. */
export interface LiveSubscription {
  seq: number;
  planId: string;
  planSeq: number;
  group: string | null;
  addOn: boolean;
  /** `subscriptionBasis` of it now. */
  basis: string;
}

/** The plan a change is for: whether it stacks (add-on) and which group it replaces in. */
export interface TargetPlan {
  addOn: boolean;
  group: string | null;
}

/**
 * `applies`: paying now does exactly what was decided; `in_place`: the customer has the plan
 * already (another payment put it there); `superseded`: the plans it was decided against changed.
 */
export type Standing = "applies" | "in_place" | "superseded";

/** What a subscription looks like to a change that moves it: its plan version, customization, period and prepaid units. */
export function subscriptionBasis(s: { seq: number; plan_seq: number; custom_def?: string | null; current_period_start: number | null; bought: string | null }): string {
  return JSON.stringify([s.seq, s.plan_seq, s.custom_def ?? null, s.current_period_start, s.bought]);
}

/** Whether paying for `change` now still does what was decided, given the customer's active subscriptions. */
export function standing(change: PendingShape, live: LiveSubscription[], target: TargetPlan): Standing {
  if (change.move.kind === "version") {
    const seq = change.move.subscriptionSeq;
    const sub = live.find((s) => s.seq === seq);
    if (!sub) return "superseded";
    if (change.basis === undefined || sub.basis === change.basis) return "applies";
    return sub.planSeq === change.planSeq ? "in_place" : "superseded";
  }
  if (live.some((s) => s.planId === change.planId)) return "in_place";
  if (target.addOn) return "applies";
  const replaced = live.filter((s) => !s.addOn && s.group === target.group).map((s) => s.seq);
  return sameSet(replaced, change.move.replace) ? "applies" : "superseded";
}

/**
 * What a change occupies: its plan, and the subscription it moves or the group it replaces in.
 * Two pending changes that share a slot cannot both be paid for: the newer supersedes the older.
 */
export function slotsOf(change: PendingShape, target: TargetPlan): string[] {
  const slots = [`plan:${change.planId}`];
  if (change.move.kind === "version") slots.push(`subscription:${change.move.subscriptionSeq}`);
  else if (!target.addOn) slots.push(`group:${target.group ?? ""}`);
  return slots;
}

/** Whether two changes would be paid for instead of each other. */
export const conflicts = (a: string[], b: string[]): boolean => a.some((s) => b.includes(s));

/**
 * Whether a new change is the one an open invoice already holds (the same plan version, move,
 * quantities, customization, trial and end, at the same total): its checkout is handed back.
 */
export function sameChange(a: PendingShape, aTotal: number, b: PendingShape, bTotal: number): boolean {
  return (
    aTotal === bTotal &&
    a.planSeq === b.planSeq &&
    a.currency === b.currency &&
    (a.trial ?? false) === (b.trial ?? false) &&
    (a.endsAt ?? null) === (b.endsAt ?? null) &&
    (a.custom ?? null) === (b.custom ?? null) &&
    a.basis === b.basis &&
    JSON.stringify(a.move) === JSON.stringify(b.move) &&
    JSON.stringify(a.bought) === JSON.stringify(b.bought)
  );
}

const sameSet = (a: number[], b: number[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The changes an invoice's `pending_change` holds, in order: one change is stored as an object
 * (the format before several plans could be paid on one invoice), several as an array; null: none.
 */
export function parsePending<T extends PendingShape>(json: string | null): T[] {
  if (json === null) return [];
  const v = JSON.parse(json) as T | T[];
  return Array.isArray(v) ? v : [v];
}

/** How `changes` are stored on their invoice (`parsePending` reads it back): one as an object, several as an array, none as null. */
export function storePending(changes: readonly PendingShape[]): string | null {
  if (changes.length === 0) return null;
  return JSON.stringify(changes.length === 1 ? changes[0] : changes);
}

/**
 * The standing of changes paid together on one invoice (all or none): `applies` only when each
 * applies; else the first verdict that does not (`in_place` or `superseded`).
 */
export function standingOfAll(verdicts: Standing[]): Standing {
  return verdicts.find((v) => v !== "applies") ?? "applies";
}

/** Whether two invoices' changes are the same changes (in order, `sameChange` each) at the same total. */
export function sameChanges(a: PendingShape[], aTotal: number, b: PendingShape[], bTotal: number): boolean {
  return aTotal === bTotal && a.length === b.length && a.every((x, i) => sameChange(x, 0, b[i], 0));
}
