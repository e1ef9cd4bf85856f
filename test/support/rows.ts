/**
 * Rows with every optional column empty, for tests that build them by hand (pure rule tests, repository
 * conformance, service-level tests): `over` sets what a test is about.
 */
import type { NewBalanceRow } from "../../src/revenue/balances/balances.repo.js";
import type { NewCustomer } from "../../src/revenue/customers/customers.repo.js";

/** A customer row to insert. */
export const newCustomer = (spaceId: number, id: string, createdAt: number, over: Partial<NewCustomer> = {}): NewCustomer => ({
  space_id: spaceId,
  id,
  anonymous: 0,
  name: null,
  email: null,
  fingerprint: null,
  stripe_id: null,
  metadata: "{}",
  send_email_receipts: 0,
  currency: null,
  billing_controls: "{}",
  config: "{}",
  created_at: createdAt,
  ...over,
});

/** A customer-level breakdown of `featureId` to insert: nothing granted, no plan, no reset. */
export const newBalanceRow = (id: string, spaceId: number, customerSeq: number, featureId: string, createdAt: number, over: Partial<NewBalanceRow> = {}): NewBalanceRow => ({
  id,
  space_id: spaceId,
  customer_seq: customerSeq,
  entity_seq: null,
  feature_id: featureId,
  flag: 0,
  subscription_seq: null,
  plan_id: null,
  granted: 0,
  prepaid: 0,
  usage: 0,
  held: 0,
  unlimited: 0,
  overage_allowed: 0,
  price: null,
  reset_interval: null,
  reset_count: 1,
  reset_anchor: null,
  next_reset_at: null,
  rollover: null,
  carried: 0,
  carried_expires_at: null,
  expires_at: null,
  reason: null,
  created_at: createdAt,
  ...over,
});
