/**
 * The plan editor's terms, without the page: a read plan as plans.create/update takes it back
 * (every term, as read), what the editor shows but cannot edit ("kept as is"), and the update
 * body of an edit, which holds only what the operator changed (issue 31 §1: an edit never loses
 * a plan's terms; untouched items, price and trial are not sent, so billing keeps them).
 */
import type { Schemas } from "./client.js";

export type ConsolePlan = Schemas["ConsolePlan"];
export type PlanItem = ConsolePlan["items"][number];
export type ItemInput = Schemas["Tandem.Revenue.PlanItemInput"];
type PriceInput = Schemas["Tandem.Revenue.PlanPriceInput"];
type TrialInput = Schemas["Tandem.Revenue.FreeTrialInput"];
type UpdateBody = Schemas["Tandem.Revenue.UpdatePlanParams"];
export type Interval = Schemas["Tandem.Revenue.BillingInterval"];
export type Reset = Schemas["Tandem.Revenue.ResetInterval"];
export type TrialUnit = "day" | "month" | "year";

/** One item row of the editor: `base` is the item as read (null for a new row), the rest is what the row edits. */
export interface ItemDraft {
  base: ItemInput | null;
  featureId: string;
  included: string;
  reset: Reset | "";
  overage: string;
}

/** Everything the editor edits; `read` keeps the plan's price, items and trial as plans.update takes them. */
export interface PlanDraft {
  id: string;
  name: string;
  group: string;
  addOn: boolean;
  price: string;
  interval: Interval;
  currencies: string;
  trialLength: string;
  trialUnit: TrialUnit;
  trialCard: boolean;
  items: ItemDraft[];
}

/** `eur=18, gbp=16` → additional currencies (lower-case ISO codes). */
export function parseCurrencies(text: string): { currency: string; amount: number }[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((pair) => {
      const [currency, amount] = pair.split("=").map((x) => x.trim());
      if (!/^[a-z]{3}$/i.test(currency ?? "") || amount === undefined || !Number.isFinite(Number(amount))) throw new Error(`Other currencies: "${pair}" is not currency=amount (e.g. eur=18)`);
      return { currency: currency.toLowerCase(), amount: Number(amount) };
    });
}

/** A read item as plans.create/update takes it: every term as read, `proration` included. */
export function itemInput(i: PlanItem): ItemInput {
  const p = i.price;
  const r = i.rollover;
  return {
    feature_id: i.feature_id,
    ...(i.unlimited ? { unlimited: true } : { included: i.included }),
    pooled: i.pooled,
    ...(i.reset && {
      reset: {
        interval: i.reset.interval,
        ...(i.reset.interval_count !== undefined && {
          interval_count: i.reset.interval_count,
        }),
      },
    }),
    ...(p && {
      price: {
        ...(p.amount !== undefined && { amount: p.amount }),
        ...(p.additional_currencies?.length && {
          additional_currencies: p.additional_currencies,
        }),
        ...(p.tiers && {
          tiers: p.tiers.map((t) => ({
            to: t.to,
            amount: t.amount,
            ...(t.flat_amount !== undefined && { flat_amount: t.flat_amount }),
            ...(t.additional_currencies?.length && {
              additional_currencies: t.additional_currencies,
            }),
          })),
        }),
        ...(p.tier_behavior && { tier_behavior: p.tier_behavior }),
        interval: p.interval,
        ...(p.interval_count !== undefined && {
          interval_count: p.interval_count,
        }),
        billing_units: p.billing_units,
        billing_method: p.billing_method,
        max_purchase: p.max_purchase,
      },
    }),
    ...(i.threshold_billing && {
      threshold_billing: { threshold: i.threshold_billing.threshold },
    }),
    ...(r && {
      rollover: {
        ...(r.max !== null && { max: r.max }),
        ...(r.max_percentage !== undefined && r.max_percentage !== null && { max_percentage: r.max_percentage }),
        expiry_duration_type: r.expiry_duration_type,
        ...(r.expiry_duration_length !== undefined && {
          expiry_duration_length: r.expiry_duration_length,
        }),
      },
    }),
    ...(i.expiry && { expiry: i.expiry }),
    ...(i.feature_override && {
      feature_override: i.feature_override as Record<string, unknown>,
    }),
    ...(i.proration && { proration: i.proration }),
  };
}

const every = (interval: string, count?: number) => (count && count > 1 ? `every ${count} ${interval.replace("_", " ")}s` : `every ${interval.replace("_", " ")}`);
const nice = (s: string) => s.replaceAll("_", " ");

/** What an item has beyond the editor's columns (included, reset, flat overage): shown, never edited, sent back as read. */
export function keptTerms(i: ItemInput): string[] {
  const out: string[] = [];
  const p = i.price;
  if (i.unlimited) out.push("unlimited");
  if (i.pooled) out.push("pooled across entities");
  if (i.reset?.interval_count && i.reset.interval_count > 1) out.push(`resets ${every(i.reset.interval, i.reset.interval_count)}`);
  if (p) {
    if (p.tiers)
      out.push(
        `tiered price (${p.tiers.length} tier${p.tiers.length === 1 ? "" : "s"}, ${p.tier_behavior ?? "graduated"}): ${p.tiers.map((t) => `${t.to === "inf" ? "beyond" : `to ${t.to}`} ${t.amount ?? 0}${t.flat_amount ? ` + ${t.flat_amount} flat` : ""}`).join(", ")}`,
      );
    if (p.billing_method === "prepaid") out.push("prepaid");
    if (p.billing_units !== undefined && p.billing_units !== 1) out.push(`per ${p.billing_units} units`);
    if (p.max_purchase !== undefined && p.max_purchase !== null) out.push(`at most ${p.max_purchase} bought`);
    out.push(`price ${every(p.interval, p.interval_count)}`);
    if (p.additional_currencies?.length) out.push(`also ${p.additional_currencies.map((c) => `${c.currency}=${c.amount}`).join(", ")}`);
  }
  const r = i.rollover;
  if (r) {
    const cap = [r.max !== undefined ? `${r.max} units` : "", r.max_percentage !== undefined ? `${r.max_percentage} %` : ""].filter(Boolean).join(" and ") || "no cap";
    out.push(`rollover up to ${cap}, ${r.expiry_duration_type === "forever" ? "never expires" : `expires after ${r.expiry_duration_length ?? 1} month(s)`}`);
  }
  if (i.expiry) out.push(`granted units expire after ${i.expiry.length} ${i.expiry.duration}(s)`);
  if (i.threshold_billing) out.push(`billed when usage reaches ${i.threshold_billing.threshold}`);
  if (i.proration) out.push(`proration: on increase ${nice(i.proration.on_increase)}, on decrease ${nice(i.proration.on_decrease)}`);
  if (i.feature_override) out.push("feature override");
  return out;
}

const trialOf = (p: ConsolePlan | null): TrialInput | null => {
  const t = p?.free_trial;
  if (!t) return null;
  return {
    duration_length: t.duration_length,
    duration_type: t.duration_type,
    card_required: t.card_required,
    ...(t.on_end && { on_end: t.on_end as TrialInput["on_end"] }),
  };
};

const priceOf = (p: ConsolePlan | null): PriceInput | null =>
  p?.price
    ? {
        amount: p.price.amount,
        interval: p.price.interval,
        ...(p.price.interval_count !== undefined && {
          interval_count: p.price.interval_count,
        }),
        ...(p.price.additional_currencies?.length && {
          additional_currencies: p.price.additional_currencies,
        }),
      }
    : null;

/** The editor's draft of a plan (or of a new one). */
export function draftOf(p: ConsolePlan | null): PlanDraft {
  const t = p?.free_trial;
  return {
    id: p?.id ?? "",
    name: p?.name ?? "",
    group: p?.group ?? "",
    addOn: p?.add_on ?? false,
    price: p?.price ? String(p.price.amount) : "",
    interval: p?.price?.interval ?? "month",
    currencies: (p?.price?.additional_currencies ?? []).map((c) => `${c.currency}=${c.amount}`).join(", "),
    trialLength: t ? String(t.duration_length) : "",
    trialUnit: t?.duration_type ?? "day",
    trialCard: t?.card_required ?? true,
    items: (p?.items ?? []).map((i) => {
      const base = itemInput(i);
      return {
        base,
        featureId: i.feature_id,
        included: i.unlimited ? "" : String(i.included),
        reset: i.reset?.interval ?? "",
        overage: i.price?.amount !== undefined ? String(i.price.amount) : "",
      };
    }),
  };
}

/** A row as plans.create/update takes it: the row's base (as read) with the row's edits applied. */
export function itemFrom(it: ItemDraft, interval: Interval): ItemInput {
  const base = it.base;
  const out: ItemInput = { ...(base ?? {}), feature_id: it.featureId };
  if (!base?.unlimited) {
    delete out.included;
    if (it.included.trim() !== "") out.included = Number(it.included);
  }
  if (it.reset === "") delete out.reset;
  else if (base?.reset?.interval !== it.reset) out.reset = { interval: it.reset };
  // A tiered price is kept as is; a flat one is the row's overage.
  if (!base?.price?.tiers) {
    if (it.overage.trim() === "") delete out.price;
    else if (base?.price) out.price = { ...base.price, amount: Number(it.overage) };
    else
      out.price = {
        amount: Number(it.overage),
        interval: interval === "one_off" ? "month" : interval,
        billing_method: "usage_based",
      };
  }
  return out;
}

/** The base price as drafted, as plans.create/update takes it (null: none). */
function priceFrom(d: PlanDraft, read: PriceInput | null): PriceInput | null {
  if (d.price.trim() === "") return null;
  const currencies = d.currencies.trim() ? parseCurrencies(d.currencies) : [];
  return {
    amount: Number(d.price),
    interval: d.interval,
    ...(read?.interval === d.interval &&
      read.interval_count !== undefined && {
        interval_count: read.interval_count,
      }),
    ...(currencies.length > 0 && { additional_currencies: currencies }),
  };
}

function trialFrom(d: PlanDraft, read: TrialInput | null): TrialInput | null {
  if (d.trialLength.trim() === "") return null;
  return {
    duration_length: Number(d.trialLength),
    duration_type: d.trialUnit,
    card_required: d.trialCard,
    ...(read?.on_end && { on_end: read.on_end }),
  };
}

/** JSON with object keys sorted: equal terms compare equal whatever order their keys were set in. */
const canonical = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** plans.create's body for a new plan. */
export function createBody(d: PlanDraft): Schemas["Tandem.Revenue.CreatePlanParams"] {
  const price = priceFrom(d, null);
  const trial = trialFrom(d, null);
  return {
    plan_id: d.id,
    name: d.name,
    group: d.group,
    add_on: d.addOn,
    ...(price && { price }),
    items: d.items.map((it) => itemFrom(it, d.interval)),
    ...(trial && { free_trial: trial }),
  };
}

/**
 * plans.update's body for an edit of `read`: only what the operator changed. `items` replaces
 * every item, so it is sent only when a row changed, and then every row whole (each row's terms
 * as read, with the row's edits). An untouched plan sends only its id.
 */
export function updateBody(read: ConsolePlan, d: PlanDraft): UpdateBody {
  const was = draftOf(read);
  const body: UpdateBody = { plan_id: read.id };
  if (d.name !== was.name) body.name = d.name;
  if (d.group !== was.group) body.group = d.group;
  if (d.addOn !== was.addOn) body.add_on = d.addOn;
  const readPrice = priceOf(read);
  const price = priceFrom(d, readPrice);
  if (!same(price, readPrice)) body.price = price;
  const readTrial = trialOf(read);
  const trial = trialFrom(d, readTrial);
  if (!same(trial, readTrial)) body.free_trial = trial;
  const items = d.items.map((it) => itemFrom(it, d.interval));
  if (!same(items, read.items.map(itemInput))) body.items = items;
  return body;
}

/** Plan-level terms the editor does not edit: shown, never sent (billing keeps them). */
export function keptPlanTerms(p: ConsolePlan): string[] {
  const out: string[] = [];
  if (p.price?.interval_count && p.price.interval_count > 1) out.push(`base price ${every(p.price.interval, p.price.interval_count)}`);
  if (p.free_trial?.on_end === "revert") out.push("trial reverts at its end");
  if (p.description) out.push(`description "${p.description}"`);
  if (p.auto_enable) out.push("enabled for new customers");
  if (p.config.ignore_past_due) out.push("keeps access while past due");
  if (p.billing_controls && Object.keys(p.billing_controls).length > 0) out.push("billing controls");
  if (Object.keys(p.metadata).length > 0) out.push("metadata");
  return out;
}
