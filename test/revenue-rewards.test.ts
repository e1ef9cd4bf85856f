/**
 * rewards.*: coupons and feature grants with promotion codes, through the
 * SDK against a real server (answers checked against the contract).
 */
import { randomUUID } from "node:crypto";
import type { RevenueSchemas } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type RevenueHarness, fails, ok, rawPost, startRevenue } from "./support/revenue.js";

const START = Date.UTC(2026, 2, 1);
const DAY = 86_400_000;
const clock = manualClock(START);
let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue({ clock });
});
afterAll(() => h.close());

const uid = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;
type CouponParams = RevenueSchemas["CouponParams"];

const coupon = (over: Partial<CouponParams> = {}): CouponParams => ({
  id: uid("cpn"),
  name: "Launch",
  type: "percentage_discount",
  value: 20,
  duration: { type: "months", length: 3 },
  plan_ids: null,
  promo_codes: [{ code: uid("LAUNCH") }],
  ...over,
});
const createCoupon = (over: Partial<CouponParams> = {}) => ok(h.rv.POST("/rewards.create", { body: { coupon: coupon(over) } }));
const customer = async (over: { currency?: string } = {}) => {
  const id = uid("cus");
  await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: id, ...over } }));
  return id;
};
const redeem = (code: string, customer_id: string) => h.rv.POST("/rewards.redeem", { body: { code, customer_id } });
const feature = async (type: "metered" | "boolean" = "metered") => {
  const id = uid("f");
  await ok(h.rv.POST("/features.create", { body: { feature_id: id, name: id, type } }));
  return id;
};

describe("rewards.create|get|list|update|delete", () => {
  it("creates a coupon with its codes and answers it on get and list", async () => {
    const expires = START + 30 * DAY;
    const c = coupon({ promo_codes: [{ code: uid("Spring"), global_max_redemption: 10, first_time_transaction: true, expires_at: expires }] });
    const created = await ok(h.rv.POST("/rewards.create", { body: { coupon: c } }));
    expect(created).toEqual({
      coupon: {
        id: c.id,
        name: "Launch",
        type: "percentage_discount",
        value: 20,
        currency: null,
        duration: { type: "months", length: 3 },
        plan_ids: null,
        promo_codes: [{ code: c.promo_codes[0].code, global_max_redemption: 10, first_time_transaction: true, expires_at: expires, redemptions: 0 }],
        created_at: START,
      },
    });
    expect(await ok(h.rv.POST("/rewards.get", { body: { reward_id: c.id } }))).toEqual(created);
    const list = await ok(h.rv.POST("/rewards.list", { body: {} }));
    expect(list.coupons.map((x) => x.id)).toContain(c.id);
  });

  it("answers rewards.list with no body at all (as autumn-js sends it)", async () => {
    const r = await rawPost(h, "/rewards.list", "");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ coupons: expect.any(Array), feature_grants: expect.any(Array) });
  });

  it("creates a fixed coupon in the account currency by default, and in jpy with whole yen only", async () => {
    const usd = await createCoupon({ type: "fixed_discount", value: 5.5 });
    expect(usd.coupon).toMatchObject({ type: "fixed_discount", value: 5.5, currency: "usd" });
    const jpy = await createCoupon({ type: "fixed_discount", value: 500, currency: "jpy" });
    expect(jpy.coupon?.currency).toBe("jpy");
    const e = await fails(h.rv.POST("/rewards.create", { body: { coupon: coupon({ type: "fixed_discount", value: 1.5, currency: "jpy" }) } }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain("coupon.value");
  });

  it("refuses bad coupons with a 400 naming the field, and unknown plans with 404", async () => {
    const bad = async (over: Partial<CouponParams>, field: string) => {
      const e = await fails(h.rv.POST("/rewards.create", { body: { coupon: coupon(over) } }));
      expect(e, field).toMatchObject({ status: 400, code: "invalid_request" });
      expect(e.message).toContain(field);
    };
    await bad({ value: 0 }, "coupon.value");
    await bad({ value: 100.5 }, "coupon.value");
    await bad({ value: 10.12345 }, "coupon.value");
    await bad({ currency: "eur" }, "coupon.currency");
    await bad({ duration: { type: "months", length: null } }, "coupon.duration.length");
    await bad({ duration: { type: "forever", length: 2 } }, "coupon.duration.length");
    await bad({ promo_codes: [{ code: "DUP" }, { code: "dup" }] }, "coupon.promo_codes[1].code");
    await bad({ promo_codes: [{ code: uid("OLD"), expires_at: START - 1 }] }, "expires_at");
    await bad({ plan_ids: ["a", "a"] }, "coupon.plan_ids");
    expect(await fails(h.rv.POST("/rewards.create", { body: { coupon: coupon({ plan_ids: ["nope"] }) } }))).toMatchObject({ status: 404, code: "plan_not_found" });
    expect(await fails(h.rv.POST("/rewards.create", { body: {} }))).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("refuses a taken reward id and a code another reward uses (case-insensitively)", async () => {
    const a = coupon();
    await ok(h.rv.POST("/rewards.create", { body: { coupon: a } }));
    expect(await fails(h.rv.POST("/rewards.create", { body: { coupon: { ...coupon(), id: a.id } } }))).toMatchObject({ status: 400, code: "invalid_request" });
    const e = await fails(h.rv.POST("/rewards.create", { body: { coupon: coupon({ promo_codes: [{ code: a.promo_codes[0].code.toLowerCase() }] }) } }));
    expect(e.message).toContain("is taken");
  });

  it("updates a coupon's name, plans and codes (a kept code keeps its count), refuses the wrong kind", async () => {
    const plan = uid("plan");
    await ok(h.rv.POST("/plans.create", { body: { plan_id: plan, name: "Pro" } }));
    const c = coupon();
    await ok(h.rv.POST("/rewards.create", { body: { coupon: c } }));
    await ok(redeem(c.promo_codes[0].code, await customer()));
    const extra = uid("EXTRA");
    const u = await ok(
      h.rv.POST("/rewards.update", {
        body: { reward_id: c.id, coupon: { name: "Renamed", plan_ids: [plan], promo_codes: [{ code: c.promo_codes[0].code, global_max_redemption: 5 }, { code: extra }] } },
      }),
    );
    expect(u.coupon).toMatchObject({ name: "Renamed", plan_ids: [plan], value: 20 });
    expect(u.coupon?.promo_codes.map((p) => [p.code, p.redemptions])).toEqual([
      [c.promo_codes[0].code, 1],
      [extra, 0],
    ]);
    const e = await fails(h.rv.POST("/rewards.update", { body: { reward_id: c.id, feature_grant: { name: "x" } } }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(h.rv.POST("/rewards.update", { body: { reward_id: "nope", coupon: { name: "x" } } }))).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("deletes a reward and its codes; the customer keeps the coupon it redeemed", async () => {
    const c = coupon({ duration: { type: "forever", length: null } });
    await ok(h.rv.POST("/rewards.create", { body: { coupon: c } }));
    const cus = await customer();
    await ok(redeem(c.promo_codes[0].code, cus));
    expect(await ok(h.rv.POST("/rewards.delete", { body: { reward_id: c.id } }))).toEqual({ success: true });
    expect(await fails(h.rv.POST("/rewards.get", { body: { reward_id: c.id } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(redeem(c.promo_codes[0].code, await customer()))).toMatchObject({ status: 400, code: "invalid_request" });
    const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: cus, expand: ["rewards"] } }));
    expect(got.rewards?.discounts.map((d) => d.id)).toEqual([c.id]);
  });
});

describe("rewards.redeem", () => {
  it("a coupon is held by the customer: expand rewards lists it with its duration", async () => {
    const c = coupon();
    await ok(h.rv.POST("/rewards.create", { body: { coupon: c } }));
    const cus = await customer();
    const none = await ok(h.rv.POST("/customers.get", { body: { customer_id: cus, expand: ["rewards"] } }));
    expect(none.rewards).toBeNull();
    const r = await ok(redeem(c.promo_codes[0].code.toLowerCase(), cus));
    expect(r).toEqual({ reward_id: c.id, entitlements_granted: [] });
    const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: cus, expand: ["rewards"] } }));
    expect(got.rewards).toEqual({
      discounts: [
        {
          id: c.id,
          name: "Launch",
          type: "percentage_discount",
          discount_value: 20,
          duration_type: "months",
          duration_value: 3,
          currency: null,
          start: clock.now(),
          end: Date.UTC(2026, 5, 1),
          subscription_id: null,
          total_discount_amount: 0,
          invoices_discounted: 0,
        },
      ],
    });
  });

  it("redeeming the same reward twice for one customer is 409 already_redeemed, even by another of its codes", async () => {
    const first = uid("ONE");
    const second = uid("TWO");
    const c = coupon({ promo_codes: [{ code: first }, { code: second }] });
    await ok(h.rv.POST("/rewards.create", { body: { coupon: c } }));
    const cus = await customer();
    await ok(redeem(first, cus));
    expect(await fails(redeem(first, cus))).toMatchObject({ status: 409, code: "already_redeemed" });
    expect(await fails(redeem(second, cus))).toMatchObject({ status: 409, code: "already_redeemed" });
    const after = await ok(h.rv.POST("/rewards.get", { body: { reward_id: c.id } }));
    expect(after.coupon?.promo_codes.map((p) => p.redemptions)).toEqual([1, 0]);
  });

  it("an expired code is 400 code_expired; a used-up one 400 code_exhausted; an unknown one 400 naming code", async () => {
    const code = uid("SOON");
    await createCoupon({ promo_codes: [{ code, expires_at: clock.now() + DAY }] });
    const cus = await customer();
    clock.advance(DAY);
    try {
      const e = await fails(redeem(code, cus));
      expect(e).toMatchObject({ status: 400, code: "code_expired" });
      expect(e.message).toContain(code);
    } finally {
      clock.set(START);
    }
    const limited = uid("ONCE");
    await createCoupon({ promo_codes: [{ code: limited, global_max_redemption: 1 }] });
    await ok(redeem(limited, await customer()));
    expect(await fails(redeem(limited, cus))).toMatchObject({ status: 400, code: "code_exhausted" });
    const unknown = await fails(redeem("NO_SUCH_CODE", cus));
    expect(unknown).toMatchObject({ status: 400, code: "invalid_request" });
    expect(unknown.message).toContain("code");
    expect(await fails(redeem(limited, "nobody"))).toMatchObject({ status: 404, code: "customer_not_found" });
  });

  it("a fixed coupon in usd is refused to a customer billed in eur (currency_mismatch), a percentage is not", async () => {
    const fixedCode = uid("FIVE");
    await createCoupon({ type: "fixed_discount", value: 5, promo_codes: [{ code: fixedCode }] });
    const pctCode = uid("PCT");
    await createCoupon({ promo_codes: [{ code: pctCode }] });
    const eur = await customer({ currency: "eur" });
    expect(await fails(redeem(fixedCode, eur))).toMatchObject({ status: 400, code: "currency_mismatch" });
    await ok(redeem(pctCode, eur));
    await ok(redeem(fixedCode, await customer({ currency: "usd" })));
  });

  it("a feature grant gives one-off balances at once (units, unlimited, a flag), expiring after its expiry", async () => {
    const credits = await feature();
    const calls = await feature();
    const sso = await feature("boolean");
    const code = uid("GIFT");
    const g = await ok(
      h.rv.POST("/rewards.create", {
        body: {
          feature_grant: {
            id: uid("grant"),
            name: "Welcome gift",
            grants: [
              { feature_id: credits, included: 50, expiry: { type: "week", length: 2 } },
              { feature_id: calls, included: null, expiry: null },
              { feature_id: sso, included: null, expiry: { type: "month", length: 1 } },
            ],
            promo_codes: [{ code, max_uses: 100 }],
          },
        },
      }),
    );
    expect(g.feature_grant?.grants).toHaveLength(3);
    const cus = await customer();
    const r = await ok(redeem(code, cus));
    expect(r).toEqual({
      reward_id: g.feature_grant!.id,
      entitlements_granted: [
        { feature_id: credits, balance: 50 },
        { feature_id: calls, balance: 0 },
        { feature_id: sso, balance: 0 },
      ],
    });
    const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: cus } }));
    expect(got.balances[credits]).toMatchObject({ granted: 50, remaining: 50 });
    expect(got.balances[calls]).toMatchObject({ unlimited: true });
    expect(got.flags[sso]).toBeDefined();
    const check = await ok(h.rv.POST("/check", { body: { customer_id: cus, feature_id: credits, required_balance: 10 } }));
    expect(check.allowed).toBe(true);
    clock.advance(14 * DAY);
    try {
      const later = await ok(h.rv.POST("/check", { body: { customer_id: cus, feature_id: credits } }));
      expect(later.allowed).toBe(false);
    } finally {
      clock.set(START);
    }
  });

  it("refuses a grant of units of a boolean feature, an included 0, an unknown feature", async () => {
    const sso = await feature("boolean");
    const m = await feature();
    const grant = (grants: RevenueSchemas["FeatureGrantItemParams"][]) =>
      h.rv.POST("/rewards.create", { body: { feature_grant: { id: uid("g"), name: "G", grants, promo_codes: [] } } });
    expect(await fails(grant([{ feature_id: sso, included: 5, expiry: null }]))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(grant([{ feature_id: m, included: 0, expiry: null }]))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(grant([{ feature_id: m, included: 1, expiry: null }, { feature_id: m, included: 2, expiry: null }]))).toMatchObject({ status: 400 });
    expect(await fails(grant([{ feature_id: "nope", included: 1, expiry: null }]))).toMatchObject({ status: 404, code: "feature_not_found" });
  });

  it("test and live share no rewards", async () => {
    const c = coupon();
    await ok(h.rv.POST("/rewards.create", { body: { coupon: c } }));
    expect(await fails(h.live.POST("/rewards.get", { body: { reward_id: c.id } }))).toMatchObject({ status: 400 });
    expect((await ok(h.live.POST("/rewards.list", { body: {} }))).coupons.map((x) => x.id)).not.toContain(c.id);
  });
});
