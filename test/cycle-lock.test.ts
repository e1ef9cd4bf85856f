/**
 * The billing cycle takes each customer's billing lock (the one billing.attach
 * holds across its awaited provider call) while it renews and charges that
 * customer: a renewal and an API change of one customer never interleave. A
 * customer whose lock is busy is skipped for the run and renewed on a later
 * tick. Real-time customers on a manual clock; the job run directly
 * (`cycle.runDue`); a charge held in flight by a gate on the sandbox provider.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import type { ChargeResult, PaymentProvider } from "../src/revenue/payments/ports.js";
import { type RevenueHarness, fails, ok, startRevenue } from "./support/revenue.js";

const DAY = 86_400_000;
const clock = manualClock(Date.now());
let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue({ clock });
});
afterAll(() => h.close());

const uid = (prefix = "x") => `${prefix}_${randomUUID().slice(0, 8)}`;
const CARD = { expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
const services = () => h.tandem.revenue.services;
const tokenOf = (url: string) => url.split("/").pop()!;
const newCustomer = async () => (await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: uid("cus"), email: "ann@example.com" } }))).id!;
const getCustomer = (customer_id: string) => ok(h.rv.POST("/customers.get", { body: { customer_id } }));
const invoicesOf = async (customer_id: string) => (await ok(h.rv.POST("/invoices.list", { body: { customer_id } }))).list;
const createPlan = async (body: { name: string; price: { amount: number; interval: "month" }; add_on?: boolean }) => (await ok(h.rv.POST("/plans.create", { body: { plan_id: uid("plan"), ...body } }))).id;

async function subscribe(c: string, plan: string) {
  const a = await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: plan } }));
  if (a.payment_url) expect((await services().hosted.submitCard(tokenOf(a.payment_url), { number: "4242424242424242", ...CARD })).outcome).toBe("complete");
  return (await getCustomer(c)).subscriptions.find((s) => s.plan_id === plan)!;
}

/** Holds the sandbox's charges of one customer until released; `reached` resolves when one is in flight. */
function gateCharges(customerId: string) {
  const sandbox = services().providers.sandbox as PaymentProvider;
  const charge = sandbox.charge.bind(sandbox);
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  let reached!: () => void;
  const inFlight = new Promise<void>((r) => (reached = r));
  sandbox.charge = async (req): Promise<ChargeResult> => {
    if (req.customer.customerId === customerId) {
      reached();
      await gate;
    }
    return charge(req);
  };
  return {
    inFlight,
    release() {
      open();
      sandbox.charge = charge;
    },
  };
}

describe("the cycle and API changes of one customer are serialised by the billing lock", () => {
  it("an attach holding the lock at the period end: the run skips that customer (others renew), the renewal comes on the next tick, once", async () => {
    const pro = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const extra = await createPlan({ name: "Extra", price: { amount: 5, interval: "month" }, add_on: true });
    const [busy, other] = [await newCustomer(), await newCustomer()];
    const sub = await subscribe(busy, pro);
    await subscribe(other, pro);
    const end = sub.current_period_end!;
    clock.set(end + 60_000);

    // An API change of `busy` is in flight (its card is being charged) when the job runs.
    const gate = gateCharges(busy);
    const change = ok(h.rv.POST("/billing.attach", { body: { customer_id: busy, plan_id: extra } }));
    await gate.inFlight;
    await services().cycle.runDue(clock.now());
    // The other customer renewed in that run; the busy one was left alone.
    expect((await getCustomer(other)).subscriptions.find((s) => s.plan_id === pro)).toMatchObject({ current_period_start: end });
    expect((await invoicesOf(other)).map((i) => i.total)).toEqual([20, 20]);
    expect((await getCustomer(busy)).subscriptions.find((s) => s.plan_id === pro)).toMatchObject({ current_period_start: sub.current_period_start, current_period_end: end });
    expect(await invoicesOf(busy)).toHaveLength(2); // Pro's first period and Extra's (being paid)

    gate.release();
    expect((await change).invoice).toMatchObject({ status: "paid", total: 5 });
    // The next tick renews it, once.
    await services().cycle.runDue(clock.now());
    await services().cycle.runDue(clock.now());
    const after = await getCustomer(busy);
    expect(after.subscriptions.filter((s) => s.plan_id === pro)).toEqual([expect.objectContaining({ status: "active", past_due: false, current_period_start: end })]);
    expect(after.subscriptions.filter((s) => s.plan_id === extra)).toEqual([expect.objectContaining({ status: "active", current_period_start: end + 60_000 })]);
    expect((await invoicesOf(busy)).map((i) => [i.status, i.total])).toEqual([
      ["paid", 20],
      ["paid", 5],
      ["paid", 20],
    ]);
  });

  it("while the cycle charges a customer's renewal, an API change of that customer answers 429 billing_busy", async () => {
    const pro = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const extra = await createPlan({ name: "Extra", price: { amount: 5, interval: "month" }, add_on: true });
    const c = await newCustomer();
    const sub = await subscribe(c, pro);
    clock.set(Math.max(clock.now(), sub.current_period_end!) + 60_000);
    const gate = gateCharges(c);
    const run = services().cycle.runDue(clock.now());
    await gate.inFlight;
    expect(await fails(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: extra } }))).toMatchObject({ status: 429, code: "billing_busy" });
    gate.release();
    await run;
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([
      ["paid", 20],
      ["paid", 20],
    ]);
    // Once the renewal is settled the change goes through.
    expect((await ok(h.rv.POST("/billing.attach", { body: { customer_id: c, plan_id: extra } }))).invoice).toMatchObject({ status: "paid", total: 5 });
  });

  it("one run renews a customer two periods behind twice: its own lock, released after a charge, does not make it busy", async () => {
    const pro = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const c = await newCustomer();
    const sub = await subscribe(c, pro);
    clock.set(Math.max(clock.now(), sub.current_period_end! + 32 * DAY));
    await services().cycle.runDue(clock.now());
    expect((await invoicesOf(c)).map((i) => [i.status, i.total])).toEqual([
      ["paid", 20],
      ["paid", 20],
      ["paid", 20],
    ]);
    expect((await getCustomer(c)).subscriptions.find((s) => s.plan_id === pro)!.current_period_end).toBeGreaterThan(clock.now());
  });

  it("with batches of one, the busy customer's batch does not end the run: the customers due after it renew", async () => {
    const pro = await createPlan({ name: "Pro", price: { amount: 20, interval: "month" } });
    const extra = await createPlan({ name: "Extra", price: { amount: 5, interval: "month" }, add_on: true });
    const busy = await newCustomer();
    const sub = await subscribe(busy, pro);
    clock.advance(1000);
    const later = await newCustomer();
    await subscribe(later, pro);
    clock.set(Math.max(clock.now(), sub.current_period_end! + DAY));
    const gate = gateCharges(busy);
    const change = ok(h.rv.POST("/billing.attach", { body: { customer_id: busy, plan_id: extra } }));
    await gate.inFlight;
    // Batches of one: the first due subscription is the busy customer's.
    await services().cycle.runDue(clock.now(), 1);
    expect((await invoicesOf(later)).map((i) => i.total)).toEqual([20, 20]);
    expect((await getCustomer(busy)).subscriptions.find((s) => s.plan_id === pro)!.current_period_end).toBe(sub.current_period_end);
    gate.release();
    await change;
    await services().cycle.runDue(clock.now(), 1);
    expect((await getCustomer(busy)).subscriptions.find((s) => s.plan_id === pro)!.current_period_start).toBe(sub.current_period_end);
  });
});
