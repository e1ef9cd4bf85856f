/**
 * A deleted subscription's settled renewal claims go with it (revenue migration 15): SQLite reuses
 * the largest rowid, so a new subscription could otherwise inherit the old one's claim for the same
 * period end and never renew. A claim still due or failed stays (its charge is owed). Both engines
 * have the rule (a trigger on each).
 */
import { expect, it } from "vitest";
import { ok, startRevenue } from "./support/revenue.js";
import { testSql } from "./support/sql.js";

it("deletes a deleted subscription's paid claims and keeps its due ones", async () => {
  const h = await startRevenue();
  const sql = testSql(h.tandem);
  try {
    await ok(h.rv.POST("/plans.create", { body: { plan_id: "claims-free", name: "Free" } }));
    for (const customer_id of ["claims-a", "claims-b"]) {
      await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id } }));
      await ok(h.rv.POST("/billing.attach", { body: { customer_id, plan_id: "claims-free" } }));
    }
    const subs = await sql.all<{ seq: number; customer_seq: number }>("SELECT seq, customer_seq FROM rv_subscriptions ORDER BY seq");
    expect(subs).toHaveLength(2);
    const claim = (s: { seq: number; customer_seq: number }, status: string) =>
      sql.run("INSERT INTO rv_renewals (subscription_seq, period_end, customer_seq, kind, status, created_at) VALUES (?, ?, ?, 'renewal', ?, 0)", s.seq, 1, s.customer_seq, status);
    const [a, b] = [subs[0]!, subs[1]!];
    expect(await claim(a, "paid")).toBe(1);
    expect(await claim(b, "due")).toBe(1);
    expect(await sql.run("DELETE FROM rv_subscriptions WHERE seq IN (?, ?)", a.seq, b.seq)).toBe(2);
    const left = await sql.all("SELECT subscription_seq, status FROM rv_renewals WHERE period_end = 1 ORDER BY subscription_seq");
    expect(left).toEqual([{ subscription_seq: b.seq, status: "due" }]);
  } finally {
    await sql.close();
    await h.close();
  }
});
