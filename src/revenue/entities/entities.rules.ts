import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { checkControlAmounts } from "../customers/customers.rules.js";
import type { Schemas } from "../types.js";

type BillingControls = Schemas["BillingControls"];

/** The feature an entity uses one unit of, as far as the rules need it. */
export interface SeatFeature {
  type: string;
  consumable: boolean;
}

/**
 * An entity uses one unit of a standing count (seats): only a non-consumable
 * metered feature will do. Unknown → 404 `feature_not_found`.
 */
export function checkSeatFeature(featureId: string, feature: SeatFeature | undefined): void {
  if (!feature) throw new RevenueError("feature_not_found", `No feature ${JSON.stringify(featureId)}.`);
  if (feature.type !== "metered" || feature.consumable) {
    const kind = feature.type === "metered" ? "consumable" : `of type ${feature.type}`;
    invalid("feature_id", `must name a non-consumable metered feature (such as seats); ${JSON.stringify(featureId)} is ${kind}`);
  }
}

/** The customer's balance of the seat feature, as far as the rule needs it (absent: no plan grants it). */
export interface SeatBalance {
  granted: number;
  usage: number;
  unlimited: boolean;
  /** The price of the breakdown that takes the overage (a `usage_based` one), if any. */
  price: { amount?: number; billing_units?: number } | null;
}

/** The customer's enabled limits of the seat feature (units; money for `spend`). */
export interface SeatLimits {
  usage: number | null;
  spend: number | null;
}

/**
 * Whether one more entity may use a unit of the feature. Creating an entity
 * is a usage event of its feature (Autumn): it never fails for want of
 * seats — the balance goes negative, which a `usage_based` price bills as
 * overage. Only a limit blocks it: an enabled usage limit the new unit would
 * pass (the standing count of units in use is what it counts: seats do not
 * reset) → 402 `usage_limit_reached`; an enabled spend limit the overage's
 * price would pass → 402 `spend_limit_reached`.
 */
export function checkSeatLimits(featureId: string, balance: SeatBalance | undefined, limits: SeatLimits): void {
  const used = balance?.usage ?? 0;
  if (limits.usage !== null && used + 1 > limits.usage) {
    throw new RevenueError("usage_limit_reached", `The usage limit of ${featureId} (${limits.usage}) allows no further entity: ${used} in use.`, {
      feature_id: featureId,
      limit: limits.usage,
      usage: used,
    });
  }
  if (limits.spend === null || !balance || balance.unlimited || balance.price === null) return;
  const overage = Math.max(0, used + 1 - balance.granted);
  const per = balance.price.billing_units && balance.price.billing_units > 0 ? balance.price.billing_units : 1;
  const cost = (overage * (balance.price.amount ?? 0)) / per;
  if (cost > limits.spend) {
    throw new RevenueError("spend_limit_reached", `Another ${featureId} entity would cost ${cost} in overage, past the spend limit of ${limits.spend}.`, {
      feature_id: featureId,
      limit: limits.spend,
    });
  }
}

const CONTROL_LISTS = new Set(["spend_limits", "usage_limits", "usage_alerts", "overage_allowed"]);

/**
 * Entity billing controls are the customer's lists minus auto top-ups (those
 * are per customer). The contract's BillingControls schema does not refuse
 * other names, so they are refused here rather than stored.
 */
export function checkEntityBillingControls(controls: BillingControls | undefined): void {
  checkControlAmounts(controls);
  if (controls?.auto_topups !== undefined) invalid("billing_controls.auto_topups", "are per customer; an entity cannot have them");
  for (const name of Object.keys(controls ?? {})) {
    if (!CONTROL_LISTS.has(name)) invalid(`billing_controls.${name}`, "is not a known field");
  }
}

/** Without `customer_id` an entity id must name one entity of the mode. */
export function pickEntity<T>(entityId: string, matches: T[]): T {
  if (matches.length === 0) throw new RevenueError("entity_not_found", `No entity ${JSON.stringify(entityId)}.`);
  if (matches.length > 1) invalid("customer_id", `is required: several customers have an entity ${JSON.stringify(entityId)}`);
  return matches[0];
}

const CURSOR_LIST = "entities";

/** Opaque keyset cursor of entities.list (newest first, by seq). */
export const encodeEntityCursor = (seq: number): string => Buffer.from(`${CURSOR_LIST}:${seq}`).toString("base64url");

/** `""` → the first page; anything not issued by entities.list → 400 naming `start_cursor`. */
export function decodeEntityCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === "") return undefined;
  const m = /^entities:(\d{1,15})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m || encodeEntityCursor(Number(m[1])) !== cursor) invalid("start_cursor", "is not a cursor of entities.list");
  return Number(m[1]);
}

/** A usage event as the seat operations write it (value in micro-units). */
export interface SeatEvent {
  entity_id: string;
  feature_id: string;
  value: number;
  deductions: Schemas["BalanceDeduction"][];
}

/**
 * The usage event of an entity's unit (Autumn: creating an entity sends a
 * usage event of its feature): `sign` 1 for entities.create, −1 for
 * entities.delete; one unit (1,000,000 micro-units) of the entity's feature,
 * with the entity's id, and the breakdowns the unit was taken from or given
 * back to (none when no plan grants the feature: the event is written all the
 * same, as a track without a balance records its event).
 */
export function seatEvent(sign: 1 | -1, featureId: string, entityId: string, deductions: Schemas["BalanceDeduction"][]): SeatEvent {
  return { entity_id: entityId, feature_id: featureId, value: sign * 1_000_000, deductions };
}
