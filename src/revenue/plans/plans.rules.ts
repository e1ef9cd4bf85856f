import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { checkControlRepeats } from "../controls/controls.rules.js";
import type { Schemas } from "../types.js";

type PlanItem = Schemas["PlanItem"];
type PlanItemInput = Schemas["PlanItemInput"];
type PlanItemPrice = NonNullable<PlanItem["price"]>;
type PlanItemPriceInput = Schemas["PlanItemPriceInput"];
type PlanPriceInput = Schemas["PlanPriceInput"];
type FreeTrialInput = Schemas["FreeTrialInput"];
export type PlanPrice = NonNullable<Schemas["Plan"]["price"]>;
export type FreeTrial = Schemas["FreeTrial"];
export type BillingControls = Schemas["BillingControls"];
export type LicenseInput = Schemas["LicenseInput"];
export type CreatePlanParams = Schemas["CreatePlanParams"];
export type UpdatePlanParams = Schemas["UpdatePlanParams"];

/** A plan item as stored: its answer shape plus `proration`, which is kept but not answered. */
export type StoredItem = PlanItem & { proration?: Schemas["ProrationInput"] };

/** What a version stores besides its columns, in the answer's shapes. */
export interface PlanDefinition {
  description: string | null;
  price: PlanPrice | null;
  items: StoredItem[];
  free_trial: FreeTrial | null;
  config: { ignore_past_due: boolean };
  billing_controls: BillingControls | null;
  metadata: Record<string, unknown>;
  /** Kept as sent (answered nowhere yet). */
  licenses: LicenseInput[];
  base_variant_id: string | null;
  /** Autumn's additive variant updates, kept as sent. */
  variants: Record<string, unknown>[] | null;
}

/** One version of a plan, decoded. */
export interface PlanState {
  name: string;
  group: string | null;
  add_on: boolean;
  auto_enable: boolean;
  archived: boolean;
  def: PlanDefinition;
}

/** What item validation needs to know about a feature. */
export interface FeatureInfo {
  type: string;
  archived: boolean;
}
export type FeatureLookup = (featureId: string) => FeatureInfo | undefined;

// ───────────────────────────── inputs → stored shapes ─────────────────────────────

/** `""` (what autumn-js sends for "no group") is stored as null. */
export const normalizeGroup = (group: string | null | undefined): string | null => (group ? group : null);

export function planPrice(p: PlanPriceInput): PlanPrice {
  return {
    amount: p.amount,
    ...(p.additional_currencies?.length ? { additional_currencies: p.additional_currencies } : {}),
    interval: p.interval,
    interval_count: p.interval_count ?? 1,
  };
}

export function freeTrial(t: FreeTrialInput): FreeTrial {
  return {
    duration_length: t.duration_length,
    duration_type: t.duration_type ?? "month",
    card_required: t.card_required ?? true,
    on_end: t.on_end ?? "bill",
  };
}

function itemPrice(p: PlanItemPriceInput, field: string, included: number): PlanItemPrice {
  const hasAmount = p.amount !== undefined;
  const hasTiers = p.tiers !== undefined;
  if (hasAmount && hasTiers) invalid(field, "must have amount or tiers, not both");
  if (!hasAmount && !hasTiers) invalid(field, "needs amount or tiers");
  if (p.tier_behavior !== undefined && !hasTiers) invalid(`${field}.tier_behavior`, "needs tiers");
  if (hasTiers) {
    checkTiers(p.tiers!, `${field}.tiers`);
    checkTierPricing(p.tiers!, p.tier_behavior ?? "graduated", included, `${field}.tiers`);
  }
  return {
    ...(hasAmount ? { amount: p.amount } : {}),
    ...(p.additional_currencies?.length ? { additional_currencies: p.additional_currencies } : {}),
    ...(hasTiers
      ? {
          tiers: p.tiers!.map((t) => ({
            to: t.to,
            amount: t.amount ?? 0,
            ...(t.flat_amount !== undefined ? { flat_amount: t.flat_amount } : {}),
            ...(t.additional_currencies?.length ? { additional_currencies: t.additional_currencies } : {}),
          })),
          tier_behavior: p.tier_behavior ?? "graduated",
        }
      : {}),
    interval: p.interval,
    interval_count: p.interval_count ?? 1,
    billing_units: p.billing_units ?? 1,
    billing_method: p.billing_method,
    max_purchase: p.max_purchase ?? null,
  };
}

/** Tiers: at least one; `to` increases from tier to tier; the last one, and only it, is `"inf"`. */
function checkTiers(tiers: { to: number | "inf" }[], field: string): void {
  if (tiers.length === 0) invalid(field, "must have at least one tier");
  let previous = 0;
  tiers.forEach((t, i) => {
    const last = i === tiers.length - 1;
    if (t.to === "inf") {
      if (!last) invalid(`${field}[${i}].to`, 'may be "inf" only in the last tier');
      return;
    }
    if (last) invalid(`${field}[${i}].to`, 'must be "inf" in the last tier');
    if (!(t.to > previous)) invalid(`${field}[${i}].to`, "must be greater than the previous tier's");
    previous = t.to;
  });
}

/**
 * Autumn's tier rules: a `flat_amount` (above 0) only on volume tiers, and
 * not on a single tier; the first tier must reach past `included` (its
 * units are free, so a first tier ending at or below them prices nothing).
 */
export function checkTierPricing(tiers: { to: number | "inf"; flat_amount?: number }[], behavior: string, included: number, field: string): void {
  tiers.forEach((t, i) => {
    if (t.flat_amount === undefined || t.flat_amount <= 0) return;
    if (behavior !== "volume") invalid(`${field}[${i}].flat_amount`, "is only allowed with tier_behavior volume");
    if (tiers.length === 1) invalid(`${field}[${i}].flat_amount`, "is not allowed on a single tier");
  });
  const first = tiers[0].to;
  if (included > 0 && first !== "inf" && first <= included) invalid(`${field}[0].to`, `must be greater than included (${included})`);
}

/**
 * A priced item's reset and price intervals: they may differ only for a
 * `prepaid` price (Autumn: the usage of a `usage_based` price is billed for
 * the period it reset in).
 */
export function checkResetMatchesPrice(
  reset: { interval: string; interval_count?: number } | undefined,
  price: { interval: string; interval_count?: number; billing_method: string } | undefined,
  field: string,
): void {
  if (!reset || !price || price.billing_method === "prepaid") return;
  if (reset.interval !== price.interval || (reset.interval_count ?? 1) !== (price.interval_count ?? 1)) {
    invalid(`${field}.reset`, `must match price.interval (${price.interval} × ${price.interval_count ?? 1}) unless billing_method is prepaid`);
  }
}

/** A plan item's price as a balance breakdown shows it (null for an item without one). */
export function breakdownPrice(price: StoredItem["price"]): Schemas["BalanceBreakdown"]["price"] {
  if (!price) return null;
  return {
    ...(price.amount !== undefined ? { amount: price.amount } : {}),
    ...(price.tiers !== undefined ? { tiers: price.tiers, tier_behavior: price.tier_behavior } : {}),
    billing_units: price.billing_units,
    billing_method: price.billing_method,
    max_purchase: price.max_purchase,
  };
}

/**
 * Items as stored. Every feature must exist (404 `feature_not_found`) and not
 * be archived; a boolean feature's item grants access only (no price, reset,
 * balance or rollover); an unlimited item has no price; a non-prepaid price
 * resets with its own interval; tiers as `checkTierPricing`; repeats as
 * `checkDuplicates`. Each refusal is a 400 naming the field.
 */
export function planItems(items: PlanItemInput[], featureOf: FeatureLookup): StoredItem[] {
  const stored = items.map((it, i): StoredItem => {
    const field = `items[${i}]`;
    const feature = featureOf(it.feature_id);
    if (!feature) throw new RevenueError("feature_not_found", `No feature ${it.feature_id}.`);
    if (feature.archived) invalid(`${field}.feature_id`, "names an archived feature");
    const extras = {
      ...(it.threshold_billing !== undefined ? { threshold_billing: it.threshold_billing } : {}),
      ...(it.rollover !== undefined
        ? {
            rollover: {
              max: it.rollover.max ?? null,
              ...(it.rollover.max_percentage !== undefined ? { max_percentage: it.rollover.max_percentage } : {}),
              expiry_duration_type: it.rollover.expiry_duration_type,
              ...(it.rollover.expiry_duration_length !== undefined ? { expiry_duration_length: it.rollover.expiry_duration_length } : {}),
            },
          }
        : {}),
      ...(it.expiry !== undefined ? { expiry: it.expiry } : {}),
      ...(it.feature_override !== undefined ? { feature_override: it.feature_override as PlanItem["feature_override"] } : {}),
      ...(it.proration !== undefined ? { proration: it.proration } : {}),
    };
    if (feature.type === "boolean") {
      if (it.price !== undefined) invalid(`${field}.price`, "is not allowed for a boolean feature");
      if (it.reset !== undefined) invalid(`${field}.reset`, "is not allowed for a boolean feature");
      if (it.included !== undefined && it.included !== 0) invalid(`${field}.included`, "is not allowed for a boolean feature (it grants access, not a balance)");
      if (it.unlimited === true) invalid(`${field}.unlimited`, "is not allowed for a boolean feature (it grants access, not a balance)");
      if (it.rollover !== undefined) invalid(`${field}.rollover`, "is not allowed for a boolean feature");
      return { feature_id: it.feature_id, included: 0, unlimited: false, pooled: false, reset: null, price: null, ...extras };
    }
    const unlimited = it.unlimited ?? false;
    if (unlimited && it.price !== undefined) invalid(`${field}.price`, "is not allowed on an unlimited item (nothing is left to charge for)");
    checkResetMatchesPrice(it.reset, it.price, field);
    const included = unlimited ? 0 : (it.included ?? 0);
    return {
      feature_id: it.feature_id,
      included,
      unlimited,
      pooled: it.pooled ?? false,
      reset: it.reset ? { interval: it.reset.interval, interval_count: it.reset.interval_count ?? 1 } : null,
      price: it.price ? itemPrice(it.price, `${field}.price`, included) : null,
      ...extras,
    };
  });
  checkDuplicates(stored, featureOf);
  return stored;
}

/**
 * The period a plan item's balance counts in, as Autumn keys duplicates: its
 * reset, else its price's interval, else none (a lifetime grant).
 */
export function itemPeriod(it: Pick<StoredItem, "reset" | "price">): string {
  if (it.reset) return `${it.reset.interval}:${it.reset.interval_count ?? 1}`;
  if (it.price) return `${it.price.interval}:${it.price.interval_count ?? 1}`;
  return "lifetime";
}

/**
 * A feature may appear several times in a plan, once per period (hourly and
 * monthly, monthly and lifetime…: each item is a breakdown of its own,
 * resetting on its own schedule). In one period a metered feature may have
 * one unpriced item and priced items of different billing methods; a boolean
 * feature appears once. Otherwise 400 naming the later item's `feature_id`.
 */
export function checkDuplicates(items: Pick<StoredItem, "feature_id" | "reset" | "price">[], featureOf: FeatureLookup): void {
  const seen = new Map<string, number>();
  items.forEach((it, i) => {
    const boolean = featureOf(it.feature_id)?.type === "boolean";
    const kind = it.price === null || it.price === undefined ? "included" : `priced:${it.price.billing_method}`;
    const key = boolean ? `${it.feature_id}` : `${it.feature_id}\u0000${itemPeriod(it)}\u0000${kind}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const what = boolean
        ? "repeats a boolean feature (it may appear once)"
        : `repeats a feature at the same reset interval as items[${first}] (one item per feature and interval; a priced item may sit beside an unpriced one, or one of each billing method)`;
      invalid(`items[${i}].feature_id`, what);
    }
    seen.set(key, i);
  });
}

/** Whether the plan charges anything: a base price or a priced item. */
export const hasPrices = (s: PlanState): boolean => s.def.price !== null || s.def.items.some((it) => it.price !== null);

/**
 * Whether the plan can be given without payment: free, or a trial that needs
 * no card (Autumn's "auto-trial"). Only such plans may be `auto_enable` or
 * attached by customers.get_or_create.
 */
export const attachableWithoutPayment = (s: PlanState): boolean =>
  !hasPrices(s) || (s.def.free_trial !== null && !s.def.free_trial.card_required);

/** What a whole plan must satisfy beyond its items: its billing controls (one entry per feature), then `auto_enable`. */
function checkPlanState(s: PlanState): void {
  checkControlRepeats(s.def.billing_controls ?? undefined);
  checkAutoEnable(s);
}

function checkAutoEnable(s: PlanState): void {
  if (s.auto_enable && !attachableWithoutPayment(s)) {
    invalid("auto_enable", "can only be set on a plan without prices, or with a free trial that needs no card");
  }
}

/** Version 1 of a new plan. */
export function newPlanState(body: CreatePlanParams, featureOf: FeatureLookup): PlanState {
  const state: PlanState = {
    name: body.name,
    group: normalizeGroup(body.group),
    add_on: body.add_on ?? false,
    auto_enable: body.auto_enable ?? false,
    archived: false,
    def: {
      description: body.description ?? null,
      price: body.price ? planPrice(body.price) : null,
      items: planItems(body.items ?? [], featureOf),
      free_trial: body.free_trial ? freeTrial(body.free_trial) : null,
      config: { ignore_past_due: body.config?.ignore_past_due ?? false },
      billing_controls: body.billing_controls ?? null,
      metadata: body.metadata ?? {},
      licenses: body.licenses ?? [],
      base_variant_id: null,
      variants: null,
    },
  };
  checkPlanState(state);
  return state;
}

/** The fields of plans.update that change a version's content (everything but name, description, metadata, archived). */
export type PlanPatch = Pick<
  UpdatePlanParams,
  "group" | "add_on" | "auto_enable" | "price" | "items" | "licenses" | "free_trial" | "config" | "billing_controls" | "base_plan_id" | "variants" | "is_default"
>;

/** `current` with the versioned fields of `patch` applied (absent fields keep their value). */
export function patchPlanState(current: PlanState, patch: PlanPatch, featureOf: FeatureLookup): PlanState {
  const d = current.def;
  const next: PlanState = {
    ...current,
    group: patch.group !== undefined ? normalizeGroup(patch.group) : current.group,
    add_on: patch.add_on ?? current.add_on,
    auto_enable: patch.auto_enable ?? (patch.is_default === true ? true : current.auto_enable),
    def: {
      ...d,
      price: patch.price === undefined ? d.price : patch.price === null ? null : planPrice(patch.price),
      items: patch.items !== undefined ? planItems(patch.items, featureOf) : d.items,
      licenses: patch.licenses ?? d.licenses,
      free_trial: patch.free_trial === undefined ? d.free_trial : patch.free_trial === null ? null : freeTrial(patch.free_trial),
      config: patch.config ? { ignore_past_due: patch.config.ignore_past_due ?? false } : d.config,
      billing_controls: patch.billing_controls ? { ...(d.billing_controls ?? {}), ...patch.billing_controls } : d.billing_controls,
      base_variant_id: patch.base_plan_id !== undefined ? patch.base_plan_id : d.base_variant_id,
      variants: patch.variants ?? d.variants,
    },
  };
  if (patch.is_default === true && next.def.base_variant_id !== null) invalid("is_default", "cannot be true on a variant");
  checkPlanState(next);
  return next;
}

// ───────────────────────────── customized plans ─────────────────────────────

export type CustomizeParams = Schemas["CustomizeParams"];
type RemoveItem = Schemas["CustomizeRemoveItemParams"];

/** Whether a plan item matches every field a `remove_items` entry gives (`interval`: its price's, else its reset's). */
function matchesRemoval(it: StoredItem, r: RemoveItem): boolean {
  const interval = it.price ? it.price.interval : it.reset?.interval;
  const count = it.price ? (it.price.interval_count ?? 1) : it.reset?.interval_count;
  return (
    (r.feature_id === undefined || it.feature_id === r.feature_id) &&
    (r.billing_method === undefined || it.price?.billing_method === r.billing_method) &&
    (r.interval === undefined || interval === r.interval) &&
    (r.interval_count === undefined || count === r.interval_count) &&
    (r.included === undefined || it.included === r.included)
  );
}

/**
 * A plan customized for one subscription (attach's and billing.update's
 * `customize`), from `base`: `price` replaces the base price (null: none),
 * `items` replaces every item, then `remove_items` removes the items matching
 * every field of an entry (one that matches nothing: 400 naming it), then
 * `add_items` are appended; `free_trial` replaces the trial (null: none) and
 * `billing_controls` are merged over the plan's (as plans.update merges them).
 * Items are checked as plans.create checks them (404 `feature_not_found`, a
 * feature once per reset interval: `checkDuplicates`).
 * Name, group, add-on and the rest stay the base's.
 */
export function customizePlan(base: PlanState, c: CustomizeParams, featureOf: FeatureLookup): PlanState {
  const d = base.def;
  let items = c.items !== undefined ? planItems(c.items, featureOf) : d.items;
  (c.remove_items ?? []).forEach((r, i) => {
    if (!items.some((it) => matchesRemoval(it, r))) invalid(`customize.remove_items[${i}]`, "matches no item of the plan");
    items = items.filter((it) => !matchesRemoval(it, r));
  });
  if (c.add_items?.length) items = [...items, ...planItems(c.add_items, featureOf)];
  checkDuplicates(items, featureOf);
  checkControlRepeats(c.billing_controls, "customize.billing_controls");
  return {
    ...base,
    def: {
      ...d,
      price: c.price === undefined ? d.price : c.price === null ? null : planPrice(c.price),
      items,
      free_trial: c.free_trial === undefined ? d.free_trial : c.free_trial === null ? null : freeTrial(c.free_trial),
      billing_controls: c.billing_controls ? { ...(d.billing_controls ?? {}), ...c.billing_controls } : d.billing_controls,
    },
  };
}

/** JSON with object keys sorted, so equal content compares equal whatever the key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The part of a version whose change needs a new version when customers are on it. */
export function versionedContent(s: PlanState): string {
  const { description: _d, metadata: _m, ...rest } = s.def;
  return canonical({ group: s.group, add_on: s.add_on, auto_enable: s.auto_enable, ...rest });
}

export type VersionMode = "force_version" | "disable_version" | "all_versions" | undefined;

/** `force_version`, `disable_version` and `all_versions` exclude each other. */
export function versionMode(body: Pick<UpdatePlanParams, "force_version" | "disable_version" | "all_versions">): VersionMode {
  const set = (["force_version", "disable_version", "all_versions"] as const).filter((k) => body[k] === true);
  if (set.length > 1) invalid(set[1], `cannot be combined with ${set[0]}`);
  return set[0];
}

/**
 * Where a versioned change goes: a new version when customers are on the
 * version (or `force_version`), else the version itself; `all_versions`
 * changes every version in place.
 */
export function versionDecision(mode: VersionMode, changed: boolean, customersOn: number): "new_version" | "in_place" | "all_versions" | "none" {
  if (mode === "all_versions") return changed ? "all_versions" : "none";
  if (mode === "force_version") return "new_version";
  if (!changed) return "none";
  if (mode === "disable_version") return "in_place";
  return customersOn > 0 ? "new_version" : "in_place";
}

// ───────────────────────────── eligibility ─────────────────────────────

const PER_YEAR: Record<string, number> = { one_off: 1, week: 52, month: 12, quarter: 4, semi_annual: 2, year: 1 };

/** A base price as a yearly amount, to compare plans (free = 0). */
export const yearlyAmount = (price: PlanPrice | null): number =>
  price === null ? 0 : (price.amount * (PER_YEAR[price.interval] ?? 1)) / (price.interval_count ?? 1);

/**
 * What billing.attach of `target` would do for a customer whose current plan
 * in the same group is `current` (undefined: none): `none` when already on it,
 * `activate` when the group is free, else `upgrade`/`downgrade` by yearly price.
 */
export function attachAction(target: PlanState, onTarget: boolean, current: PlanState | undefined): "activate" | "upgrade" | "downgrade" | "none" {
  if (onTarget) return "none";
  if (target.add_on || current === undefined) return "activate";
  return yearlyAmount(target.def.price) >= yearlyAmount(current.def.price) ? "upgrade" : "downgrade";
}
