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
  unlimited: boolean;
  overage_allowed: boolean;
}

/**
 * Whether the customer has a unit of the seat feature left for one more
 * entity: what its plans grant minus the entities already using the feature.
 * An unlimited grant or allowed overage (a usage-based price, or an
 * `overage_allowed` billing control) lets the entity in regardless; otherwise
 * none left → 402 `insufficient_balance`.
 */
export function checkSeatAvailable(featureId: string, balance: SeatBalance | undefined, used: number): void {
  if (balance?.unlimited || balance?.overage_allowed) return;
  const granted = balance?.granted ?? 0;
  if (granted - used < 1) {
    throw new RevenueError("insufficient_balance", `No ${featureId} left for another entity: ${granted} granted, ${used} in use.`, {
      feature_id: featureId,
      granted,
      usage: used,
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
