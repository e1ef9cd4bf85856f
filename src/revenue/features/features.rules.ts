import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import type { Schemas } from "../types.js";

export type FeatureType = Schemas["FeatureType"];
export type CreditSchemaEntry = Schemas["CreditSchemaEntry"];
type ModelMarkups = Record<string, Schemas["ModelMarkup"]>;
type ProviderMarkups = Record<string, Schemas["ProviderMarkup"]>;

/**
 * The type-specific rest of a feature, stored as the `definition` JSON of its
 * row and answered as it is (the members carry their wire names).
 */
export interface FeatureDefinition {
  event_names: string[];
  credit_schema?: CreditSchemaEntry[];
  model_markups?: ModelMarkups | null;
  default_markup?: number;
  provider_markups?: ProviderMarkups | null;
  display?: { singular: string; plural: string };
}

/** A feature as the rules see it. */
export interface FeatureState extends FeatureDefinition {
  id: string;
  name: string;
  type: FeatureType;
  consumable: boolean;
  archived: boolean;
}

/** What refers to a feature (only what exists in this build: plans, entities, credit systems). */
export interface FeatureUsage {
  /** Plans (any version) with an item of the feature or a credit-schema override naming it. */
  plans: string[];
  /** How many entities use a unit of it. */
  entities: number;
  /** Credit systems whose `credit_schema` names it. */
  creditSystems: string[];
}

/** The type of an existing feature of the mode, or undefined. */
export type FeatureTypeLookup = (featureId: string) => FeatureType | undefined;

const CREDIT_TYPES: readonly FeatureType[] = ["credit_system", "ai_credit_system"];
const MARKUP_FIELDS = ["model_markups", "default_markup", "provider_markups"] as const;

/** `consumable` when the caller does not say: true for everything that can be used up, false for `boolean`. */
export const defaultConsumable = (type: FeatureType): boolean => type !== "boolean";

/** A new feature from features.create (unchecked: run `checkFeature`). */
export function draftFeature(body: Schemas["CreateFeatureParams"]): FeatureState {
  return {
    id: body.feature_id,
    name: body.name,
    type: body.type,
    consumable: body.consumable ?? defaultConsumable(body.type),
    archived: false,
    event_names: body.event_names ?? [],
    ...pickDefined(body, ["credit_schema", "display", ...MARKUP_FIELDS]),
  };
}

/**
 * Every rule about one feature's fields, given the other features of the mode:
 * which fields its type takes, consumable, event names, the credit schema
 * (existing metered features, positive costs, coherent tiers) and markups.
 */
export function checkFeature(f: FeatureState, typeOf: FeatureTypeLookup): void {
  if (f.type === "boolean" && f.consumable) invalid("consumable", "must be false for a boolean feature");
  if (f.type === "boolean" && f.event_names.length > 0) invalid("event_names", "are not allowed for a boolean feature (it is never tracked)");
  checkEventNames(f.event_names);

  if (f.type === "credit_system") {
    if (f.credit_schema === undefined) invalid("credit_schema", "is required for a credit_system feature");
    const self = f.credit_schema.findIndex((e) => e.metered_feature_id === f.id);
    if (self >= 0) invalid(`credit_schema[${self}].metered_feature_id`, "cannot name the credit system itself");
    checkCreditSchema(f.credit_schema, typeOf);
  } else if (f.credit_schema !== undefined) {
    invalid("credit_schema", `is only allowed for a credit_system feature, not ${f.type}`);
  }

  if (f.type === "ai_credit_system") checkMarkups(f);
  else {
    const sent = MARKUP_FIELDS.find((k) => f[k] !== undefined);
    if (sent) invalid(sent, `is only allowed for an ai_credit_system feature, not ${f.type}`);
  }
}

function checkEventNames(names: string[]): void {
  const seen = new Set<string>();
  names.forEach((name, i) => {
    if (name.length === 0 || name.length > 255) invalid(`event_names[${i}]`, "must be 1–255 characters");
    if (seen.has(name)) invalid(`event_names[${i}]`, `repeats ${JSON.stringify(name)}`);
    seen.add(name);
  });
}

export function checkCreditSchema(schema: CreditSchemaEntry[], typeOf: FeatureTypeLookup): void {
  if (schema.length === 0) invalid("credit_schema", "must have at least one entry");
  const seen = new Set<string>();
  schema.forEach((entry, i) => {
    const at = `credit_schema[${i}]`;
    const id = entry.metered_feature_id;
    if (seen.has(id)) invalid(`${at}.metered_feature_id`, `repeats ${JSON.stringify(id)}`);
    seen.add(id);
    const type = typeOf(id);
    if (type === undefined) throw new RevenueError("feature_not_found", `${at}.metered_feature_id: no feature ${JSON.stringify(id)}.`);
    // A credit system may draw on another credit system (a chain, as Autumn): balances follow it.
    if (type !== "metered" && type !== "credit_system") invalid(`${at}.metered_feature_id`, `must name a metered feature or a credit system; ${JSON.stringify(id)} is ${type}`);

    if (entry.billing_units !== undefined && !(entry.billing_units > 0)) amount(`${at}.billing_units`, "must be greater than 0");
    const tiered = entry.tiers !== undefined || entry.tier_behavior !== undefined;
    if (!tiered) {
      if (entry.credit_cost === undefined) invalid(`${at}.credit_cost`, "is required (or tier_behavior and tiers)");
      if (!(entry.credit_cost > 0)) amount(`${at}.credit_cost`, "must be greater than 0");
      return;
    }
    if (entry.credit_cost !== undefined) invalid(`${at}.credit_cost`, "cannot be combined with tiers");
    if (entry.tier_behavior === undefined) invalid(`${at}.tier_behavior`, 'is required with tiers ("graduated")');
    if (entry.tiers === undefined || entry.tiers.length === 0) invalid(`${at}.tiers`, "must have at least one tier");
    let last = 0;
    entry.tiers.forEach((tier, t) => {
      const tat = `${at}.tiers[${t}]`;
      if (!(tier.credit_cost >= 0)) amount(`${tat}.credit_cost`, "must not be negative");
      const isLast = t === entry.tiers!.length - 1;
      if (tier.to === "inf") {
        if (!isLast) invalid(`${tat}.to`, 'can be "inf" only in the last tier');
        return;
      }
      if (isLast) invalid(`${tat}.to`, 'must be "inf" in the last tier');
      if (!(tier.to > last)) invalid(`${tat}.to`, `must be greater than ${last} (tiers go up)`);
      last = tier.to;
    });
  });
}

function checkMarkups(f: FeatureState): void {
  if (f.default_markup !== undefined && f.default_markup < 0) amount("default_markup", "must not be negative");
  for (const [model, m] of Object.entries(f.model_markups ?? {})) {
    if (model === "") invalid("model_markups", "cannot have an empty model name");
    for (const k of ["markup", "input_cost", "output_cost"] as const) {
      if (m[k] !== undefined && m[k] < 0) amount(`model_markups.${model}.${k}`, "must not be negative");
    }
  }
  for (const [provider, p] of Object.entries(f.provider_markups ?? {})) {
    if (provider === "") invalid("provider_markups", "cannot have an empty provider name");
    if (p.markup < 0) amount(`provider_markups.${provider}.markup`, "must not be negative");
  }
}

function amount(field: string, problem: string): never {
  throw new RevenueError("invalid_amount", `${field} ${problem}`);
}

const isUsed = (u: FeatureUsage): boolean => u.plans.length > 0 || u.entities > 0 || u.creditSystems.length > 0;

function describeUsage(u: FeatureUsage): string {
  const parts: string[] = [];
  if (u.plans.length) parts.push(`plan ${u.plans.join(", ")}`);
  if (u.entities) parts.push(`${u.entities} entit${u.entities === 1 ? "y" : "ies"}`);
  if (u.creditSystems.length) parts.push(`credit system ${u.creditSystems.join(", ")}`);
  return parts.join("; ");
}

/**
 * The next state of a feature from features.update (unchecked: run
 * `checkFeature`). Absent fields keep their value, except that a change of
 * type drops the fields the new type does not take (unless sent) and gives a
 * feature leaving `boolean` the default `consumable`.
 * A rename needs the feature unreferenced by plans and entities (credit
 * systems follow the rename); a change of type other than between the two
 * credit-system types needs it unreferenced altogether.
 */
export function planFeatureUpdate(current: FeatureState, patch: Schemas["UpdateFeatureParams"], usage: FeatureUsage): FeatureState {
  const type = patch.type ?? current.type;
  const typeChanged = type !== current.type;
  if (typeChanged && !(CREDIT_TYPES.includes(type) && CREDIT_TYPES.includes(current.type)) && isUsed(usage)) {
    invalid("type", `cannot change from ${current.type} to ${type} while the feature is used (${describeUsage(usage)})`);
  }
  const renamed = patch.new_feature_id !== undefined && patch.new_feature_id !== current.id;
  if (renamed && (usage.plans.length > 0 || usage.entities > 0)) {
    invalid("new_feature_id", `cannot rename a feature that is in use (${describeUsage({ ...usage, creditSystems: [] })}); archive it instead`);
  }

  const next: FeatureState = {
    ...current,
    ...pickDefined(patch, ["name", "consumable", "event_names", "display", "archived", "credit_schema", ...MARKUP_FIELDS]),
    id: renamed ? patch.new_feature_id! : current.id,
    type,
  };
  if (typeChanged) {
    if (patch.credit_schema === undefined && type !== "credit_system") delete next.credit_schema;
    if (type !== "ai_credit_system") for (const k of MARKUP_FIELDS) if (patch[k] === undefined) delete next[k];
    if (patch.consumable === undefined && (type === "boolean" || current.type === "boolean")) next.consumable = defaultConsumable(type);
    if (patch.event_names === undefined && type === "boolean") next.event_names = [];
  }
  return next;
}

/** Whether features.delete may remove the feature: nothing may refer to it. */
export function checkCanDelete(featureId: string, usage: FeatureUsage): void {
  if (isUsed(usage)) {
    invalid("feature_id", `${JSON.stringify(featureId)} is in use (${describeUsage(usage)}); archive it with features.update instead`);
  }
}

/** A credit schema with `from` renamed to `to`. */
export const renameInCreditSchema = (schema: CreditSchemaEntry[], from: string, to: string): CreditSchemaEntry[] =>
  schema.map((e) => (e.metered_feature_id === from ? { ...e, metered_feature_id: to } : e));

/** The stored definition of a feature state. */
export const definitionOf = (f: FeatureState): FeatureDefinition => ({
  event_names: f.event_names,
  ...pickDefined(f, ["credit_schema", "display", ...MARKUP_FIELDS]),
});

function pickDefined<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (obj[k] !== undefined) out[k] = obj[k];
  return out;
}
