import type { Mode } from "../../platform/tenancy/workspaces.repo.js";
import { envOf } from "../plans/plans.view.js";
import type { Schemas } from "../types.js";
import type { EntityRecord } from "./entities.repo.js";

export type Entity = Schemas["Entity"];

/**
 * An entity in Autumn's wire shape. Entity-scoped subscriptions and purchases
 * (billing.attach with an entity) and per-entity balances and flags belong to
 * later issues, so those members are empty in this build.
 */
export const entityView = (r: EntityRecord, mode: Mode): Entity => ({
  id: r.id,
  name: r.name,
  customer_id: r.customer_id,
  feature_id: r.feature_id,
  created_at: r.created_at,
  env: envOf(mode),
  subscriptions: [],
  purchases: [],
  balances: {},
  flags: {},
  billing_controls: JSON.parse(r.billing_controls),
});
