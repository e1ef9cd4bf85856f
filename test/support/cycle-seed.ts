/**
 * Seeds many customers renewing at the same instant, straight into SQLite
 * (the kill -9 test and the renewal benchmark): a monthly plan at 20 with
 * 100 messages included and 0.10 beyond, one customer per subscription, each
 * with a saved sandbox card, all periods ending at `end`.
 */
import type { Tandem } from "../../src/tandem.js";

export const SEED_START = Date.UTC(2026, 0, 1);
export const SEED_END = Date.UTC(2026, 1, 1);
const SEED_START_DEFAULT = SEED_START;
const SEED_END_DEFAULT = SEED_END;

export async function seedRenewals(t: Tandem, n: number, opts: { card?: "ok" | "decline_later"; overage?: number; start?: number; end?: number } = {}): Promise<{ spaceId: number; planId: string; featureId: string }> {
  const SEED_START = opts.start ?? SEED_START_DEFAULT;
  const SEED_END = opts.end ?? SEED_END_DEFAULT;
  const space = (await t.workspaces.space(t.workspace.id, "test"))!;
  const spaceId = space.id as number;
  const services = t.revenue.services;
  const featureId = "messages";
  const planId = "pro";
  if (!t.db!.prepare("SELECT 1 FROM rv_plans WHERE space_id = ? AND id = ?").get(spaceId, planId)) {
    await services.features.create(t.store.read, spaceId, { feature_id: featureId, name: "Messages", type: "metered", consumable: true });
    await services.plans.create(t.store.read, { spaceId, mode: "test" }, {
      plan_id: planId,
      name: "Pro",
      price: { amount: 20, interval: "month" },
      items: [{ feature_id: featureId, included: 100, reset: { interval: "month" }, price: { amount: 0.1, interval: "month", billing_method: "usage_based" } }],
    });
  }
  const planSeq = (t.db!.prepare("SELECT seq FROM rv_plans WHERE space_id = ? AND id = ?").get(spaceId, planId) as { seq: number }).seq;
  const definition = (t.db!.prepare("SELECT definition FROM rv_plans WHERE seq = ?").get(planSeq) as { definition: string }).definition;
  const base = (t.db!.prepare("SELECT count(*) AS n FROM rv_customers").get() as { n: number }).n;
  const insCustomer = t.db!.prepare("INSERT INTO rv_customers (space_id, id, created_at, billing_currency) VALUES (?, ?, ?, 'usd') RETURNING seq");
  const insSub = t.db!.prepare(
    `INSERT INTO rv_subscriptions (id, space_id, customer_seq, plan_seq, status, quantity, started_at, created_at, current_period_start, current_period_end,
       past_due, period_paid, currency, bought, period_anchor, balances_def)
     VALUES (?, ?, ?, ?, 'active', 1, ?, ?, ?, ?, 0, 2000, 'usd', '{}', ?, ?) RETURNING seq`,
  );
  const insBalance = t.db!.prepare(
    `INSERT INTO rv_balances (id, space_id, customer_seq, feature_id, subscription_seq, plan_id, granted, usage, overage_allowed, price, reset_interval,
       reset_count, reset_anchor, next_reset_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 100000000, ?, 1, '{"amount":0.1,"billing_units":1,"billing_method":"usage_based","max_purchase":null}', 'month', 1, ?, ?, ?)`,
  );
  const insMethod = t.db!.prepare(
    `INSERT INTO rv_payment_methods (space_id, customer_seq, provider, provider_id, type, brand, last4, exp_month, exp_year, is_default, created_at)
     VALUES (?, ?, 'sandbox', ?, 'card', 'visa', '4242', 12, 2040, 1, ?)`,
  );
  const insSandbox = t.db!.prepare("INSERT INTO rv_sandbox_methods (id, behavior, created_at) VALUES (?, ?, ?)");
  const insProviderCustomer = t.db!.prepare("INSERT INTO rv_provider_customers (customer_seq, provider, provider_customer_id) VALUES (?, 'sandbox', ?)");
  t.db!.transaction(() => {
    for (let i = 0; i < n; i++) {
      const k = base + i;
      const c = (insCustomer.get(spaceId, `cus_${k}`, SEED_START) as { seq: number }).seq;
      const subId = `sub_${k}`;
      const s = (insSub.get(subId, spaceId, c, planSeq, SEED_START, SEED_START, SEED_START, SEED_END, SEED_START, definition) as { seq: number }).seq;
      insBalance.run(`${subId}_0`, spaceId, c, featureId, s, planId, (100 + (opts.overage ?? 0)) * 1_000_000, SEED_START, SEED_END, SEED_START);
      insMethod.run(spaceId, c, `pm_${k}`, SEED_START);
      insSandbox.run(`pm_${k}`, opts.card ?? "ok", SEED_START);
      insProviderCustomer.run(c, `cus_sbx_${k}`);
    }
  })();
  return { spaceId, planId, featureId };
}
