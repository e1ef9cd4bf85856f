/**
 * Preview equals charge for billing.update: for random prepaid quantity
 * changes (up or down, prices, billing units, how far into the period) and
 * random immediate cancellations with a prorated refund, billing.preview_update's
 * total is exactly what billing.update then charges (a paid invoice) or
 * refunds (a credit note), to the minor unit.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";

const START = Date.UTC(2026, 2, 1);
const DAY = 86_400_000;
const clock = manualClock(START);
let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue({ clock });
  await ok(h.rv.POST("/features.create", { body: { feature_id: "seats", name: "Seats", type: "metered", consumable: false } }));
});
afterAll(() => h.close());

// The clock moves 62 days per run (and more while shrinking): a card that expires late enough for all of them.
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Ann" };
let n = 0;

async function customerOn(price: number, seatPrice: number, units: number, seats: number) {
  const k = ++n;
  clock.set(START + k * 62 * DAY);
  const plan = (
    await ok(
      h.rv.POST("/plans.create", {
        body: {
          plan_id: `p${k}`,
          name: "Pro",
          price: { amount: price / 100, interval: "month" },
          items: [{ feature_id: "seats", included: 0, price: { amount: seatPrice / 100, billing_units: units, billing_method: "prepaid", interval: "month" } }],
        },
      }),
    )
  ).id;
  const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: `c${k}` } }))).id!;
  const first = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: "seats", quantity: seats }] } }));
  expect((await h.tandem.revenue.services.hosted.submitCard(first.payment_url!.split("/").pop()!, CARD)).outcome).toBe("complete");
  return { c, plan };
}

const moneyOf = (x: { invoice?: { total: number } }) => x.invoice?.total ?? 0;

describe("preview_update equals update", () => {
  it("property: a prepaid quantity change charges or refunds exactly the previewed total", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          price: fc.integer({ min: 0, max: 5000 }),
          seatPrice: fc.integer({ min: 1, max: 999 }),
          units: fc.constantFrom(1, 3, 10),
          from: fc.integer({ min: 0, max: 40 }),
          to: fc.integer({ min: 0, max: 40 }),
          elapsedMs: fc.integer({ min: 0, max: 27 * DAY }),
        }),
        async (x) => {
          const { c, plan } = await customerOn(x.price + 100, x.seatPrice, x.units, x.from);
          clock.advance(x.elapsedMs);
          const body = { customer_id: c, plan_id: plan, feature_quantities: [{ feature_id: "seats", quantity: x.to }] };
          const preview = await ok(h.rv.POST("/billing.preview_update", { body }));
          expect(Math.round(preview.line_items.reduce((a, l) => a + l.total * 100, 0))).toBe(Math.round(preview.total * 100));
          const done = await ok(h.rv.POST("/billing.update", { body }));
          expect(moneyOf(done)).toBe(preview.total);
          if (preview.total !== 0) expect(done.invoice!.status).toBe("paid");
          const rounded = Math.ceil(x.to / x.units) * x.units;
          expect((await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }))).balances.seats).toMatchObject({ granted: rounded });
          const list = (await ok(h.rv.POST("/invoices.list", { body: { customer_id: c } }))).list;
          // Every refund is recorded on the payments it went back to (credit notes mirror them), never beyond what they paid.
          const refunded = list.reduce((a, i) => a + Math.round(i.refunded_amount * 100), 0);
          const credited = list.filter((i) => i.total < 0).reduce((a, i) => a - Math.round(i.total * 100), 0);
          expect(refunded).toBe(credited);
          for (const i of list) expect(i.refunded_amount).toBeLessThanOrEqual(i.total < 0 ? 0 : i.total);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("property: cancelling now with a prorated refund refunds exactly the previewed credit", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ price: fc.integer({ min: 100, max: 50000 }), seats: fc.integer({ min: 0, max: 20 }), elapsedMs: fc.integer({ min: 0, max: 27 * DAY }) }),
        async (x) => {
          const { c, plan } = await customerOn(x.price, 250, 1, x.seats);
          clock.advance(x.elapsedMs);
          const body = { customer_id: c, plan_id: plan, cancel_action: "cancel_immediately" as const, refund_last_payment: "prorated" as const };
          const preview = await ok(h.rv.POST("/billing.preview_update", { body }));
          expect(preview.total).toBeLessThan(0);
          const done = await ok(h.rv.POST("/billing.update", { body }));
          expect(done.invoice).toMatchObject({ status: "paid", total: preview.total });
          expect((await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }))).subscriptions).toEqual([]);
        },
      ),
      { numRuns: 10 },
    );
  });
});
