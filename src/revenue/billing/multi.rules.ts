import { CodedError, invalid } from "../../platform/errors.js";
import { addInterval, nextResetAt, previousResetAt } from "../shared/interval.rules.js";
import type { PlanState } from "../plans/plans.rules.js";
import type { Schemas } from "../types.js";
import { START_GRACE_MS } from "./billing.rules.js";
import { totalOf } from "./coupons.rules.js";
import { cadenceOf, type QuoteLine } from "./quote.rules.js";

type AttachBody = Schemas["AttachParams"];
type PlanParams = Schemas["MultiPlanParams"];

/** The top-level fields of a multi-attach or a schedule that apply to each of its plans. */
type Shared = Pick<Schemas["MultiAttachParams"], "customer_id" | "free_trial" | "currency" | "discounts" | "billing_behavior" | "success_url" | "redirect_mode"> & Partial<Pick<Schemas["MultiAttachParams"], "starts_at">>;

/**
 * The billing.attach body of one plan of a multi operation (`path` names it in errors): the
 * plan's own fields and the shared top-level ones. A plan for an entity is refused as attach
 * refuses one.
 */
export function attachBodyOf(top: Shared, p: PlanParams, path: string): AttachBody {
  if (p.entity_id !== undefined && p.entity_id !== null) invalid(`${path}.entity_id`, "is not supported yet: attach plans to the customer");
  const body: AttachBody = { customer_id: top.customer_id, plan_id: p.plan_id, redirect_mode: top.redirect_mode ?? "if_required" };
  if (p.customize !== undefined) body.customize = p.customize;
  if (p.feature_quantities !== undefined) body.feature_quantities = p.feature_quantities;
  if (p.version !== undefined) body.version = p.version;
  if (p.subscription_id !== undefined) body.subscription_id = p.subscription_id;
  if (top.free_trial !== undefined) body.free_trial = top.free_trial;
  if (top.starts_at !== undefined) body.starts_at = top.starts_at;
  if (top.currency !== undefined) body.currency = top.currency;
  if (top.discounts !== undefined) body.discounts = top.discounts;
  if (top.billing_behavior !== undefined) body.proration_behavior = top.billing_behavior;
  if (top.success_url !== undefined) body.success_url = top.success_url;
  return body;
}

/** What billing.multi_attach refuses before reading anything: an entity, the same plan twice. */
export function checkMultiAttach(body: Schemas["MultiAttachParams"]): void {
  if (body.entity_id !== undefined) invalid("entity_id", "is not supported yet: attach plans to the customer");
  if (body.entity_data !== undefined) invalid("entity_data", "is not supported yet: attach plans to the customer");
  noRepeat(body.plans.map((p, i) => ({ id: p.plan_id, path: `plans[${i}].plan_id` })));
}

/** The same plan twice among a change's plans: 400 naming the second. */
export function noRepeat(plans: { id: string; path: string }[]): void {
  const seen = new Map<string, string>();
  for (const p of plans) {
    const first = seen.get(p.id);
    if (first !== undefined) invalid(p.path, `repeats ${p.id} (${first})`);
    seen.set(p.id, p.path);
  }
}

/**
 * When each phase of a schedule starts, against the customer's clock `now`: the first now (absent,
 * `now`, or a time within START_GRACE_MS of now), each later one at its `starts_at` (Unix ms) or
 * `starting_after` the previous phase's start (exactly one of the two), strictly after it.
 */
export function phaseStarts(phases: Schemas["SchedulePhaseParams"][], now: number): number[] {
  const out: number[] = [];
  phases.forEach((ph, k) => {
    const path = `phases[${k}]`;
    if (ph.starts_at !== undefined && ph.starting_after !== undefined) invalid(`${path}.starting_after`, "cannot be combined with starts_at: give one of the two");
    const at = ph.starts_at === undefined || ph.starts_at === "now" ? undefined : typeof ph.starts_at === "number" ? ph.starts_at : invalid(`${path}.starts_at`, "must be a Unix ms or now");
    if (k === 0) {
      if (ph.starting_after !== undefined) invalid(`${path}.starting_after`, "is for a later phase: the first phase starts now");
      if (at !== undefined && Math.abs(at - now) > START_GRACE_MS) invalid(`${path}.starts_at`, `must be now (the customer's clock is ${now}): the first phase starts now`);
      out.push(now);
      return;
    }
    const prev = out[k - 1];
    let start: number;
    if (ph.starting_after !== undefined) start = addInterval(prev, ph.starting_after.duration_type, ph.starting_after.duration_count)!;
    else if (at !== undefined) start = at;
    else invalid(`${path}.starts_at`, "is required for a later phase (or starting_after)");
    if (start <= prev) invalid(`${path}.starts_at`, `must be after the previous phase's start (${prev})`);
    out.push(start);
  });
  return out;
}

/**
 * The billing period of an imported plan that contains `now`, counted from `anchor` in the plan's
 * billing interval; null for a plan without a billing cycle. An anchor in the future: 400.
 */
export function importedPeriod(state: PlanState, anchor: number, now: number, path: string): { start: number; end: number } | null {
  if (anchor > now + START_GRACE_MS) invalid(path, `is in the future (the customer's clock is ${now}): an imported plan has started`);
  const cadence = cadenceOf(state);
  if (cadence === null) return null;
  const [interval, count] = [cadence.split(":")[0], Number(cadence.split(":")[1])];
  const end = nextResetAt(anchor, interval, count, now);
  if (end === null) return null;
  return { start: previousResetAt(anchor, interval, count, end), end };
}

/**
 * Runs one part of a multi operation (`path`: `plans[1]`, `updates[0]`, …), naming that part in
 * the message of an error it answers (same code, status and data).
 */
export async function naming<T>(path: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof CodedError && !e.message.startsWith(path)) throw new CodedError(e.code, e.status, `${path}: ${e.message}`, e.data);
    throw e;
  }
}

/**
 * One plan's part of a multi-attach's single invoice, decided as billing.attach decides that plan
 * but not yet invoiced: the change paid for, the lines it charges now (none for a free plan or a
 * trial), the currency it was priced in (null: a free plan, priced in nothing), and whether it
 * needs a card on file although it charges nothing now (a card-required trial, usage in arrears).
 */
export interface MultiPart<C> {
  path: string;
  planId: string;
  name: string;
  change: C;
  lines: QuoteLine[];
  currency: string | null;
  needsCard: boolean;
}

/** The one invoice of several plans attached together (`combineParts`). */
export interface Combined {
  /** Every part's lines, in the order of the plans. */
  lines: QuoteLine[];
  /** Minor units: what is charged now. */
  total: number;
  currency: string;
  planIds: string[];
  /** Some part needs a card on file although nothing may be charged now. */
  needsCard: boolean;
  /** What the invoice and its checkout say it is for: the plans' names, in order. */
  description: string;
}

/**
 * The single invoice of a multi-attach's parts: their lines concatenated (each keeps its
 * `plan_id`), the total summed, one currency (the first priced part's; `fallback` when every part
 * is free). A part priced in another currency: 400 naming its plan (one invoice has one currency).
 */
export function combineParts(parts: readonly MultiPart<unknown>[], fallback: string): Combined {
  const priced = parts.find((p) => p.currency !== null);
  const currency = priced?.currency ?? fallback;
  for (const p of parts) if (p.currency !== null && p.currency !== currency) invalid(`${p.path}.plan_id`, `is priced in ${p.currency}, ${priced!.path} in ${currency}: plans invoiced together share one currency`);
  const lines = parts.flatMap((p) => p.lines);
  return {
    lines,
    total: totalOf(lines),
    currency,
    planIds: parts.map((p) => p.planId),
    needsCard: parts.some((p) => p.needsCard),
    description: parts.map((p) => p.name).join(" + "),
  };
}
