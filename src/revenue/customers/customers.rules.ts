import { RevenueError } from "../errors.js";
import { isAmount, MAX_AMOUNT } from "../balances/balances.rules.js";
import { checkControlRepeats } from "../controls/controls.rules.js";
import type { PlanState } from "../plans/plans.rules.js";
import type { Schemas } from "../types.js";

type BillingControls = Schemas["BillingControls"];
type CustomerConfig = Schemas["CustomerConfig"];

// ───────────────────────────── customer fields ─────────────────────────────

/** A customer's own fields, decoded. */
export interface CustomerState {
  id: string;
  name: string | null;
  email: string | null;
  fingerprint: string | null;
  stripe_id: string | null;
  metadata: Record<string, unknown>;
  send_email_receipts: boolean;
  currency: string | null;
  billing_controls: BillingControls;
  config: CustomerConfig;
}

export type CustomerFields = Schemas["CustomerFields"];

/** Receipts go to the customer's email: true with no email is refused. */
export function checkEmailRequirement(s: Pick<CustomerState, "send_email_receipts" | "email">): void {
  if (s.send_email_receipts && s.email === null) {
    throw new RevenueError("customer_email_required", "send_email_receipts needs the customer's email; set email first.");
  }
}

/**
 * Every number in the controls' entries (limits, thresholds, quantities) is an
 * amount of the contract: finite, |x| ≤ 1e9; else 400 invalid_amount naming it.
 */
export function checkControlAmounts(controls: BillingControls | undefined, field = "billing_controls"): void {
  checkControlRepeats(controls, field);
  for (const [list, entries] of Object.entries(controls ?? {})) {
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, i) => {
      for (const [k, v] of Object.entries((entry ?? {}) as Record<string, unknown>)) {
        if (typeof v === "number" && !isAmount(v)) {
          throw new RevenueError("invalid_amount", `${field}.${list}[${i}].${k} must be a finite number of at most ${MAX_AMOUNT} in absolute value.`);
        }
      }
      if (list === "auto_topups" && !((entry as { quantity?: unknown }).quantity as number > 0)) {
        throw new RevenueError("invalid_amount", `${field}.${list}[${i}].quantity must be greater than 0.`);
      }
    });
  }
}

/** The stored controls with the lists that were sent replaced (absent lists are kept). */
export const mergeBillingControls = (current: BillingControls, sent: BillingControls | undefined): BillingControls =>
  sent === undefined ? current : { ...current, ...sent };

/** A new customer's fields from get_or_create. */
export function newCustomerState(id: string, body: CustomerFields): CustomerState {
  const s: CustomerState = {
    id,
    name: body.name ?? null,
    email: body.email ?? null,
    fingerprint: body.fingerprint ?? null,
    stripe_id: body.stripe_id ?? null,
    metadata: body.metadata ?? {},
    send_email_receipts: body.send_email_receipts ?? false,
    currency: body.currency ?? null,
    billing_controls: body.billing_controls ?? {},
    config: body.config ?? {},
  };
  checkEmailRequirement(s);
  checkControlAmounts(body.billing_controls);
  return s;
}

/** customers.update: absent fields keep their value, null clears a nullable one, metadata is replaced. */
export function patchCustomerState(current: CustomerState, body: CustomerFields & { new_customer_id?: string }): CustomerState {
  const keep = <T>(sent: T | undefined, was: T): T => (sent === undefined ? was : sent);
  const next: CustomerState = {
    id: body.new_customer_id ?? current.id,
    name: keep(body.name, current.name),
    email: keep(body.email, current.email),
    fingerprint: keep(body.fingerprint, current.fingerprint),
    stripe_id: keep(body.stripe_id, current.stripe_id),
    metadata: body.metadata === undefined ? current.metadata : (body.metadata ?? {}),
    send_email_receipts: keep(body.send_email_receipts, current.send_email_receipts),
    currency: keep(body.currency, current.currency),
    billing_controls: mergeBillingControls(current.billing_controls, body.billing_controls),
    config: body.config === undefined ? current.config : { ...current.config, ...body.config },
  };
  checkEmailRequirement(next);
  checkControlAmounts(body.billing_controls);
  return next;
}

// ───────────────────────────── auto-enabled plans ─────────────────────────────

/**
 * The auto_enable plans a new customer gets: plans of one group exclude each
 * other (plans without a group share the default group), so one per group —
 * a no-card trial plan before a free one, else the oldest — plus every add-on.
 */
export function chooseAutoEnabled<P extends { state: PlanState }>(candidates: P[]): P[] {
  const byGroup = new Map<string | null, P>();
  const addOns: P[] = [];
  for (const c of candidates) {
    if (c.state.add_on) {
      addOns.push(c);
      continue;
    }
    const chosen = byGroup.get(c.state.group);
    if (!chosen || (chosen.state.def.free_trial === null && c.state.def.free_trial !== null)) byGroup.set(c.state.group, c);
  }
  return [...byGroup.values(), ...addOns];
}
