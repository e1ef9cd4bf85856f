/**
 * Preview equals charge: for random mid-cycle upgrades (prices, prepaid
 * quantities, how far into the period), billing.preview_attach's total is
 * exactly what billing.attach then charges to the card on file, to the
 * minor unit; and the credit never exceeds what was paid.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";

const clock = manualClock(Date.UTC(2026, 2, 1));
let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue({ clock });
  await ok(h.rv.POST("/features.create", { body: { feature_id: "seats", name: "Seats", type: "metered", consumable: false } }));
});
afterAll(() => h.close());

// The clock moves 60 days per run (and more while shrinking): a card that expires late enough for all of them.
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Ann" };
let n = 0;

describe("preview equals charge", () => {
  it("property: mid-cycle upgrades charge exactly the previewed total", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          basic: fc.integer({ min: 100, max: 5000 }),
          // An upgrade: Pro costs more than Basic (a cheaper plan is a downgrade, scheduled for the period's end).
          extra: fc.integer({ min: 1, max: 15000 }),
          seatPrice: fc.integer({ min: 0, max: 999 }),
          seats: fc.integer({ min: 0, max: 40 }),
          units: fc.constantFrom(1, 3, 10),
          elapsedMs: fc.integer({ min: 0, max: 27 * 86_400_000 }),
        }),
        async (x) => {
          const k = ++n;
          clock.set(Date.UTC(2026, 2, 1) + k * 60 * 86_400_000);
          const group = `g${k}`;
          const basic = (await ok(h.rv.POST("/plans.create", { body: { plan_id: `basic${k}`, name: "Basic", group, price: { amount: x.basic / 100, interval: "month" } } }))).id;
          const pro = (
            await ok(
              h.rv.POST("/plans.create", {
                body: {
                  plan_id: `pro${k}`,
                  name: "Pro",
                  group,
                  price: { amount: (x.basic + x.extra) / 100, interval: "month" },
                  items: [{ feature_id: "seats", included: 1, price: { amount: x.seatPrice / 100, billing_units: x.units, billing_method: "prepaid", interval: "month" } }],
                },
              }),
            )
          ).id;
          const c = (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: `c${k}` } }))).id!;
          const first = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: basic } }));
          expect((await h.tandem.revenue.services.hosted.submitCard(first.payment_url!.split("/").pop()!, CARD)).outcome).toBe("complete");
          clock.advance(x.elapsedMs);
          const body = { customer_id: c, plan_id: pro, feature_quantities: [{ feature_id: "seats", quantity: x.seats }] };
          const preview = await ok(h.rv.POST("/billing.preview_attach", { body }));
          const credit = -preview.line_items.filter((l) => l.total < 0).reduce((a, l) => a + l.total, 0);
          // Not vacuous: at least 4 days of the paid month are left, so there is always a credit.
          expect(credit).toBeGreaterThan(0);
          expect(Math.round(credit * 100)).toBeLessThanOrEqual(x.basic);
          expect(Math.round(preview.line_items.reduce((a, l) => a + l.total * 100, 0))).toBe(Math.round(preview.total * 100));
          const done = await ok(h.rv.POST("/billing.attach", { body }));
          if (preview.total === 0) {
            expect(done.payment_url).toBeNull();
          } else {
            expect(done.invoice).toMatchObject({ status: "paid", total: preview.total, currency: preview.currency });
          }
          const inv = (await ok(h.rv.POST("/invoices.list", { body: { customer_id: c } }))).list[0];
          if (preview.total > 0) expect(inv.total).toBe(preview.total);
          const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: c } }));
          expect(got.subscriptions.map((s) => s.plan_id)).toEqual([pro]);
        },
      ),
      { numRuns: 12 },
    );
  });
});
