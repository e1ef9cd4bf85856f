import type { FeatureRow } from "../features/features.repo.js";
import type { ListedPlanRow } from "../plans/plans.repo.js";
import { envOf, planState } from "../plans/plans.view.js";
import type { Schemas, Space } from "../types.js";

type PreviewProduct = Schemas["PreviewProduct"];

const featureType = (f: FeatureRow | undefined): string =>
  f === undefined ? "single_use" : f.type === "boolean" ? "static" : f.consumable === 1 ? "single_use" : "continuous_use";

/** A plan in Autumn's product format, for a check's paywall. */
function product(space: Space, row: ListedPlanRow, features: Map<string, FeatureRow>): PreviewProduct {
  const s = planState(row);
  const items: Schemas["PreviewProductItem"][] = s.def.items.map((it) => ({
    type: it.price ? "priced_feature" : "feature",
    feature_id: it.feature_id,
    feature_type: featureType(features.get(it.feature_id)),
    included_usage: it.unlimited ? "inf" : it.included,
    interval: it.reset && it.reset.interval !== "one_off" ? it.reset.interval : null,
    interval_count: it.reset?.interval_count ?? null,
    price: it.price?.amount ?? null,
    billing_units: it.price?.billing_units ?? null,
    usage_model: it.price ? (it.price.billing_method === "prepaid" ? "prepaid" : "pay_per_use") : null,
  }));
  const price = s.def.price;
  if (price) items.unshift({ type: "price", price: price.amount, interval: price.interval === "one_off" ? null : price.interval, interval_count: price.interval_count ?? 1 });
  const trial = s.def.free_trial;
  return {
    id: row.id,
    name: s.name,
    group: s.group,
    env: envOf(space.mode),
    is_add_on: s.add_on,
    is_default: s.auto_enable,
    archived: s.archived,
    version: row.version,
    created_at: row.created_at,
    items,
    free_trial: trial
      ? { duration: trial.duration_type, length: trial.duration_length, unique_fingerprint: false, card_required: trial.card_required, on_end: trial.on_end ?? "bill", trial_available: true }
      : null,
    base_variant_id: s.def.base_variant_id,
    properties: {
      is_free: price === null && s.def.items.every((it) => !it.price),
      is_one_off: price?.interval === "one_off",
      interval_group: price && price.interval !== "one_off" ? price.interval : null,
      has_trial: trial !== null,
    },
  };
}

/**
 * The paywall of a denied check: the non-archived latest plans with an item
 * of the feature (or of a credit system it draws from), cheapest base price
 * first.
 */
export function checkPreview(
  space: Space,
  feature: FeatureRow,
  creditSystems: string[],
  plans: ListedPlanRow[],
  features: Map<string, FeatureRow>,
): Schemas["CheckPreview"] {
  const wanted = new Set([feature.id, ...creditSystems]);
  const offering = plans
    .filter((p) => p.latest === 1)
    .map((p) => ({ p, s: planState(p) }))
    .filter(({ s }) => !s.archived && s.def.items.some((it) => wanted.has(it.feature_id)))
    .sort((a, b) => (a.s.def.price?.amount ?? 0) - (b.s.def.price?.amount ?? 0));
  const flag = feature.type === "boolean";
  return {
    scenario: flag ? "feature_flag" : "usage_limit",
    title: flag ? `${feature.name} is not included` : `You have run out of ${feature.name}`,
    message: flag
      ? `Your plan does not include ${feature.name}. Upgrade to get access.`
      : `Your balance of ${feature.name} is not enough. Upgrade for more.`,
    feature_id: feature.id,
    feature_name: feature.name,
    products: offering.map(({ p }) => product(space, p, features)),
  };
}
