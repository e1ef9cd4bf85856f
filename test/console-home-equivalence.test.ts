/**
 * The console's Home answers what the billing API's analytics answer alone
 * (issue 31, performance): Home reads each range once for its overview, its
 * margins per plan and its advisor (shared reads), and the property pins that
 * sharing them changes no number. Over random histories made through the
 * billing API with a manual clock (customers attaching plans on random days,
 * usage tracked, plans cancelled), for every period: Home's overview equals
 * analytics.overview over Home's range, its advice equals analytics.advisor's,
 * and every point of the MRR series (one walk over the subscriptions, most of
 * them added once: mrrSeries) equals analytics.overview's MRR, paying and
 * total customers at that point's moment (analytics' own grouped reads). The
 * histories have trials, subscriptions in another currency (an FX rate) and
 * coupons that apply forever or for a month (so what a customer pays changes
 * inside the periods), and each run adds to the history the runs before read.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";

const DAY = 86_400_000;
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const clock = manualClock(Date.UTC(2026, 0, 5, 9));
let h: ConsoleHarness;

async function billing<T = Record<string, unknown>>(op: string, body: unknown): Promise<T> {
  const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const text = await res.text();
  expect(res.status, `${op}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

async function subscribe(customer_id: string, plan_id: string): Promise<void> {
  await billing("customers.get_or_create", { customer_id, name: customer_id, email: `${customer_id}@example.com` });
  if (plan_id === "euro") {
    // In euros, on invoice (paid at once: the subscription starts).
    await billing("billing.attach", { customer_id, plan_id, currency: "eur", invoice_mode: { enabled: true } });
    const [invoice] = (await billing<{ list: { id: string }[] }>("invoices.list", { customer_id })).list;
    await billing("invoices.mark_paid", { invoice_id: invoice.id });
    return;
  }
  const a = await billing<{ payment_url?: string | null }>("billing.attach", { customer_id, plan_id });
  if (a.payment_url) expect((await h.tandem.revenue.services.hosted.submitCard(a.payment_url.split("/").pop()!, CARD)).outcome).toBe("complete");
}

/** A coupon's promotion code: 50 % off forever, or 25 % off for one month. */
async function coupon(duration: "forever" | "month"): Promise<string> {
  const code = `${duration.toUpperCase()}${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const terms = duration === "forever" ? { value: 50, duration: { type: "forever", length: null } } : { value: 25, duration: { type: "months", length: 1 } };
  await billing("rewards.create", { coupon: { id: `cpn_${code.toLowerCase()}`, name: code, type: "percentage_discount", ...terms, plan_ids: null, promo_codes: [{ code }] } });
  return code;
}

beforeAll(async () => {
  h = await startConsole({ clock });
  await billing("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
  await billing("plans.create", { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" }, items: [{ feature_id: "messages", included: 1000, reset: { interval: "month" } }] });
  await billing("plans.create", { plan_id: "basic", name: "Basic", price: { amount: 10, interval: "month" }, items: [{ feature_id: "messages", included: 100, reset: { interval: "month" } }] });
  await billing("plans.create", { plan_id: "yearly", name: "Yearly", price: { amount: 120, interval: "year" }, items: [] });
  await billing("plans.create", { plan_id: "trial", name: "Trial", price: { amount: 40, interval: "month" }, items: [], free_trial: { duration_length: 10, duration_type: "day", card_required: true } });
  await billing("plans.create", { plan_id: "euro", name: "Euro", price: { amount: 10, interval: "month", additional_currencies: [{ currency: "eur", amount: 9 }] }, items: [] });
  await h.tandem.revenue.services.fx.set("usd", "eur", "0.8");
}, 120_000);
afterAll(() => h?.close());

/** One customer's story: a plan (or none), usage, and maybe a cancellation, each a few days after the one before. */
const story = fc.record({
  plan: fc.constantFrom("pro", "basic", "yearly", "trial", "euro", null),
  coupon: fc.constantFrom("forever", "month", null),
  usage: fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 3 }),
  cancel: fc.boolean(),
  gapDays: fc.integer({ min: 0, max: 40 }),
});

describe("console home.get over random histories", () => {
  it("Home's overview and advice equal analytics.overview and analytics.advisor over its range, each MRR point analytics.overview at its moment", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(story, { minLength: 1, maxLength: 4 }), async (stories) => {
        run++;
        for (const [i, st] of stories.entries()) {
          clock.set(clock.now() + st.gapDays * DAY + 3_600_000);
          const id = `cus_${run}_${i}`;
          if (st.plan) await subscribe(id, st.plan);
          else await billing("customers.get_or_create", { customer_id: id, name: id });
          if (st.coupon) await billing("rewards.redeem", { code: await coupon(st.coupon), customer_id: id });
          for (const v of st.usage) await billing("balances.track", { customer_id: id, feature_id: "messages", value: v });
          if (st.plan && st.cancel) await billing("billing.update", { customer_id: id, plan_id: st.plan, cancel_action: "cancel_end_of_cycle" });
        }
        // Signed in at the clock's now (a session from before the clock moved on may have expired).
        const c = h.client();
        c.setSession((await c.POST("/session", { body: OPERATOR })).data!.data);
        for (const period of ["7d", "30d", "12m"] as const) {
          const answer = await c.GET("/home", { params: { query: { mode: "test", period } } });
          expect(answer.response.status, JSON.stringify(answer.error)).toBe(200);
          const home = answer.data!.data;
          const custom_range = { start: home.start, end: home.end };
          const overview = await billing<Record<string, unknown>>("analytics.overview", { custom_range });
          const advice = await billing<{ suggestions: unknown[] }>("analytics.advisor", { custom_range, max_suggestions: 10 });
          expect(home.overview).toEqual(overview);
          expect(home.advice.suggestions).toEqual(advice.suggestions);
          for (const point of home.mrr) {
            const at = await billing<{ mrr: number; customers: { total: number; paying: number } }>("analytics.overview", { custom_range: { start: point.at + 1 - DAY, end: point.at + 1 } });
            expect([point.label, point.mrr, point.active, point.customers]).toEqual([point.label, at.mrr, at.customers.paying, at.customers.total]);
          }
        }
      }),
      { numRuns: 6 },
    );
  }, 600_000);
});
