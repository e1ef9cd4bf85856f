/**
 * The console's Home answers what the billing API's analytics answer alone
 * (issue 31, performance): Home reads each range once for its overview, its
 * margins per plan and its advisor (shared reads), and the property pins that
 * sharing them changes no number. Over random histories made through the
 * billing API with a manual clock (customers attaching plans on random days,
 * usage tracked, plans cancelled), for every period: Home's overview equals
 * analytics.overview over Home's range, its advice equals analytics.advisor's,
 * and the MRR series' last point (one walk over the subscriptions) equals the
 * overview's MRR and paying customers (analytics' own grouped reads).
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
  const a = await billing<{ payment_url?: string | null }>("billing.attach", { customer_id, plan_id });
  if (a.payment_url) expect((await h.tandem.revenue.services.hosted.submitCard(a.payment_url.split("/").pop()!, CARD)).outcome).toBe("complete");
}

beforeAll(async () => {
  h = await startConsole({ clock });
  await billing("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
  await billing("plans.create", { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" }, items: [{ feature_id: "messages", included: 1000, reset: { interval: "month" } }] });
  await billing("plans.create", { plan_id: "basic", name: "Basic", price: { amount: 10, interval: "month" }, items: [{ feature_id: "messages", included: 100, reset: { interval: "month" } }] });
  await billing("plans.create", { plan_id: "yearly", name: "Yearly", price: { amount: 120, interval: "year" }, items: [] });
}, 120_000);
afterAll(() => h?.close());

/** One customer's story: a plan (or none), usage, and maybe a cancellation, each a few days after the one before. */
const story = fc.record({
  plan: fc.constantFrom("pro", "basic", "yearly", null),
  usage: fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 3 }),
  cancel: fc.boolean(),
  gapDays: fc.integer({ min: 0, max: 40 }),
});

describe("console home.get over random histories", () => {
  it("Home's overview, advice and last MRR point equal analytics.overview and analytics.advisor over its range", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(story, { minLength: 1, maxLength: 4 }), async (stories) => {
        run++;
        for (const [i, st] of stories.entries()) {
          clock.set(clock.now() + st.gapDays * DAY + 3_600_000);
          const id = `cus_${run}_${i}`;
          if (st.plan) await subscribe(id, st.plan);
          else await billing("customers.get_or_create", { customer_id: id, name: id });
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
          const lastPoint = home.mrr[home.mrr.length - 1];
          expect([lastPoint.mrr, lastPoint.active]).toEqual([overview.mrr, (overview.customers as { paying: number }).paying]);
        }
      }),
      { numRuns: 6 },
    );
  }, 600_000);
});
