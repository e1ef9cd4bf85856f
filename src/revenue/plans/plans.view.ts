import type { Mode } from "../../platform/tenancy/workspaces.repo.js";
import type { Schemas } from "../types.js";
import type { PlanRow } from "./plans.repo.js";
import type { PlanDefinition, PlanState, StoredItem } from "./plans.rules.js";

export type Environment = Schemas["Environment"];
type Plan = Schemas["Plan"];

/** Autumn's names for the modes: test is `sandbox`. */
export const envOf = (mode: Mode): Environment => (mode === "test" ? "sandbox" : "live");

export const planState = (r: PlanRow): PlanState => ({
  name: r.name,
  group: r.plan_group,
  add_on: r.add_on === 1,
  auto_enable: r.auto_enable === 1,
  archived: r.archived === 1,
  def: JSON.parse(r.definition) as PlanDefinition,
});

/** The plan a subscription is on: its version, or the version customized for it (`custom_def`, attach's or billing.update's `customize`). */
export const subscriptionPlan = (r: PlanRow, customDef: string | null | undefined): PlanState => planState(customDef ? { ...r, definition: customDef } : r);

/** A stored item as answered (`proration` is kept but not part of the answer). */
const itemView = ({ proration: _p, ...item }: StoredItem): Schemas["PlanItem"] => item;

/**
 * One version of a plan as answered. `latest`: whether it is the plan's newest
 * version (`active`); `eligibility` only when plans.list names a customer.
 */
export function planView(r: PlanRow, env: Environment, latest: boolean, eligibility?: Schemas["CustomerEligibility"]): Plan {
  const s = planState(r);
  const d = s.def;
  return {
    id: r.id,
    name: s.name,
    description: d.description,
    group: s.group,
    version: r.version,
    active: latest,
    add_on: s.add_on,
    auto_enable: s.auto_enable,
    price: d.price,
    items: d.items.map(itemView),
    ...(d.free_trial ? { free_trial: d.free_trial } : {}),
    created_at: r.created_at,
    env,
    archived: s.archived,
    config: d.config,
    ...(d.billing_controls ? { billing_controls: d.billing_controls } : {}),
    metadata: d.metadata,
    ...(eligibility ? { customer_eligibility: eligibility } : {}),
    base_variant_id: d.base_variant_id,
    ...(d.base_variant_id !== null ? { variant_details: { base_plan_id: d.base_variant_id } } : {}),
  };
}

/** A feature row as answered (the `definition` JSON holds the type-specific members). */
