/**
 * referrals.* (and autumn-js's names referral_programs.*, referrals.redeem_code)
 * through the SDK against a real server; the pending `checkout` rewards
 * fired by the service hook the payments work will call.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevenueHarness, fails, ok, startRevenue } from "./support/revenue.js";
import { CODE_ALPHABET, firesAtCheckout, referralCode, referralCursor, referralCursorKey, referralRewardStates } from "../src/revenue/referrals/referrals.rules.js";
import { type TestSql, testSql } from "./support/sql.js";

let h: RevenueHarness;
let sql: TestSql;
beforeAll(async () => {
  h = await startRevenue();
  sql = testSql(h.tandem);
});
afterAll(async () => {
  await sql.close();
  await h.close();
});

const uid = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;
const customer = async () => {
  const id = uid("cus");
  await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: id, name: `Name ${id}`, email: `${id}@example.com` } }));
  return id;
};
/** A feature grant of 10 units of a new feature; answers [reward id, feature id]. */
const grantReward = async (): Promise<[string, string]> => {
  const f = uid("f");
  await ok(h.rv.POST("/features.create", { body: { feature_id: f, name: f, type: "metered" } }));
  const id = uid("gift");
  await ok(h.rv.POST("/rewards.create", { body: { feature_grant: { id, name: "Gift", grants: [{ feature_id: f, included: 10, expiry: null }], promo_codes: [] } } }));
  return [id, f];
};
const balanceOf = async (customer_id: string, f: string) => (await ok(h.rv.POST("/customers.get", { body: { customer_id } }))).balances[f]?.granted ?? 0;

describe("referral programs", () => {
  it("creates, gets, lists, updates and deletes a program, under both names", async () => {
    const [reward] = await grantReward();
    const id = uid("prog");
    const p = await ok(h.rv.POST("/referrals.create_program", { body: { id, reward_id: reward, redeem_on: "customer_creation", received_by: "all", max_redemptions: 5 } }));
    expect(p).toEqual({ id, reward_id: reward, redeem_on: "customer_creation", received_by: "all", max_redemptions: 5, plan_ids: null, exclude_trial: false, created_at: expect.any(Number) });
    expect(await ok(h.rv.POST("/referral_programs.get", { body: { referral_program_id: id } }))).toEqual(p);
    expect(await ok(h.rv.POST("/referrals.get_program", { body: { referral_program_id: id } }))).toEqual(p);
    expect((await ok(h.rv.POST("/referral_programs.list", { body: {} }))).list.map((x) => x.id)).toContain(id);
    expect((await ok(h.rv.POST("/referrals.list_programs", { body: {} }))).list.map((x) => x.id)).toContain(id);
    const u = await ok(h.rv.POST("/referral_programs.update", { body: { referral_program_id: id, received_by: "referrer", max_redemptions: null } }));
    expect(u).toMatchObject({ received_by: "referrer", max_redemptions: null, redeem_on: "customer_creation" });
    expect(await ok(h.rv.POST("/referral_programs.delete", { body: { referral_program_id: id } }))).toEqual({ success: true });
    expect(await fails(h.rv.POST("/referrals.get_program", { body: { referral_program_id: id } }))).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("checkout programs need plans (which must exist); customer_creation ones refuse them; unknown rewards and taken ids are refused", async () => {
    const [reward] = await grantReward();
    const plan = uid("plan");
    await ok(h.rv.POST("/plans.create", { body: { plan_id: plan, name: "Pro" } }));
    const base = { reward_id: reward, received_by: "referrer" as const };
    expect(await fails(h.rv.POST("/referrals.create_program", { body: { ...base, id: uid("p"), redeem_on: "checkout" } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(h.rv.POST("/referrals.create_program", { body: { ...base, id: uid("p"), redeem_on: "customer_creation", plan_ids: [plan] } }))).toMatchObject({ status: 400 });
    expect(await fails(h.rv.POST("/referrals.create_program", { body: { ...base, id: uid("p"), redeem_on: "checkout", plan_ids: ["nope"] } }))).toMatchObject({ status: 404, code: "plan_not_found" });
    expect(await fails(h.rv.POST("/referrals.create_program", { body: { ...base, id: uid("p"), redeem_on: "customer_creation", reward_id: "nope" } }))).toMatchObject({ status: 400, code: "invalid_request" });
    const id = uid("p");
    await ok(h.rv.POST("/referrals.create_program", { body: { ...base, id, redeem_on: "checkout", plan_ids: [plan], exclude_trial: true } }));
    expect(await fails(h.rv.POST("/referrals.create_program", { body: { ...base, id, redeem_on: "customer_creation" } }))).toMatchObject({ status: 400 });
    // The program's reward cannot be deleted while the program uses it.
    const e = await fails(h.rv.POST("/rewards.delete", { body: { reward_id: reward } }));
    expect(e).toMatchObject({ status: 400, code: "invalid_request" });
    expect(e.message).toContain(id);
  });
});

describe("referral codes and redemptions", () => {
  it("a customer's code is stable; redeeming it on sign-up rewards both sides (received_by all)", async () => {
    const [reward, f] = await grantReward();
    const program = uid("prog");
    await ok(h.rv.POST("/referrals.create_program", { body: { id: program, reward_id: reward, redeem_on: "customer_creation", received_by: "all" } }));
    const referrer = await customer();
    const code = await ok(h.rv.POST("/referrals.create_code", { body: { customer_id: referrer, program_id: program } }));
    expect(code.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(code.customer_id).toBe(referrer);
    expect(await ok(h.rv.POST("/referrals.create_code", { body: { customer_id: referrer, program_id: program } }))).toEqual(code);
    const referee = await customer();
    const r = await ok(h.rv.POST("/referrals.redeem", { body: { code: code.code.toLowerCase(), customer_id: referee } }));
    expect(r).toEqual({ id: expect.stringMatching(/^ref_/), customer_id: referee, reward_id: reward, referrer_id: referrer, reward_applied: true });
    expect(await balanceOf(referrer, f)).toBe(10);
    expect(await balanceOf(referee, f)).toBe(10);
    const mine = await ok(h.rv.POST("/customers.get", { body: { customer_id: referrer, expand: ["referrals"] } }));
    expect(mine.referrals).toEqual([{ program_id: program, customer: { id: referee, name: `Name ${referee}`, email: `${referee}@example.com` }, reward_applied: true, created_at: expect.any(Number) }]);
    const theirs = await ok(h.rv.POST("/customers.get", { body: { customer_id: referee, expand: ["referrals"] } }));
    expect(theirs.referrals?.[0].customer.id).toBe(referrer);
  });

  it("received_by referrer rewards the code's owner only, once per referral", async () => {
    const [reward, f] = await grantReward();
    const program = uid("prog");
    await ok(h.rv.POST("/referrals.create_program", { body: { id: program, reward_id: reward, redeem_on: "customer_creation", received_by: "referrer" } }));
    const referrer = await customer();
    const { code } = await ok(h.rv.POST("/referrals.create_code", { body: { customer_id: referrer, program_id: program } }));
    const a = await customer();
    const b = await customer();
    await ok(h.rv.POST("/referrals.redeem_code", { body: { code, customer_id: a } }));
    await ok(h.rv.POST("/referrals.redeem", { body: { code, customer_id: b } }));
    expect(await balanceOf(referrer, f)).toBe(20);
    expect(await balanceOf(a, f)).toBe(0);
  });

  it("refuses self-referral (400 self_referral), a second redemption (409 already_redeemed), a code past max_redemptions (400 code_exhausted)", async () => {
    const [reward] = await grantReward();
    const program = uid("prog");
    await ok(h.rv.POST("/referrals.create_program", { body: { id: program, reward_id: reward, redeem_on: "customer_creation", received_by: "all", max_redemptions: 1 } }));
    const referrer = await customer();
    const { code } = await ok(h.rv.POST("/referrals.create_code", { body: { customer_id: referrer, program_id: program } }));
    expect(await fails(h.rv.POST("/referrals.redeem", { body: { code, customer_id: referrer } }))).toMatchObject({ status: 400, code: "self_referral" });
    const referee = await customer();
    await ok(h.rv.POST("/referrals.redeem", { body: { code, customer_id: referee } }));
    expect(await fails(h.rv.POST("/referrals.redeem", { body: { code, customer_id: referee } }))).toMatchObject({ status: 409, code: "already_redeemed" });
    // Another referrer's code of the same program: still one redemption per program.
    const other = await customer();
    const second = await ok(h.rv.POST("/referrals.create_code", { body: { customer_id: other, program_id: program } }));
    expect(await fails(h.rv.POST("/referrals.redeem", { body: { code: second.code, customer_id: referee } }))).toMatchObject({ status: 409, code: "already_redeemed" });
    expect(await fails(h.rv.POST("/referrals.redeem", { body: { code, customer_id: await customer() } }))).toMatchObject({ status: 400, code: "code_exhausted" });
    expect(await fails(h.rv.POST("/referrals.redeem", { body: { code: "ZZZZZZZZ", customer_id: referee } }))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await fails(h.rv.POST("/referrals.create_code", { body: { customer_id: "nobody", program_id: program } }))).toMatchObject({ status: 404, code: "customer_not_found" });
    expect(await fails(h.rv.POST("/referrals.create_code", { body: { customer_id: referrer, program_id: "nope" } }))).toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("a coupon reward makes both sides hold the discount", async () => {
    const reward = uid("cpn");
    await ok(h.rv.POST("/rewards.create", { body: { coupon: { id: reward, name: "Friend", type: "percentage_discount", value: 15, duration: { type: "forever", length: null }, plan_ids: null, promo_codes: [] } } }));
    const program = uid("prog");
    await ok(h.rv.POST("/referrals.create_program", { body: { id: program, reward_id: reward, redeem_on: "customer_creation", received_by: "all" } }));
    const referrer = await customer();
    const { code } = await ok(h.rv.POST("/referrals.create_code", { body: { customer_id: referrer, program_id: program } }));
    const referee = await customer();
    await ok(h.rv.POST("/referrals.redeem", { body: { code, customer_id: referee } }));
    for (const c of [referrer, referee]) {
      const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: c, expand: ["rewards"] } }));
      expect(got.rewards?.discounts).toEqual([expect.objectContaining({ id: reward, type: "percentage_discount", discount_value: 15, duration_type: "forever" })]);
    }
  });

  it("a checkout program stores the redemption pending, and fires at the referee's first paid attach of one of its plans (the payments hook)", async () => {
    const [reward, f] = await grantReward();
    const plan = uid("plan");
    await ok(h.rv.POST("/plans.create", { body: { plan_id: plan, name: "Pro" } }));
    const program = uid("prog");
    await ok(h.rv.POST("/referrals.create_program", { body: { id: program, reward_id: reward, redeem_on: "checkout", received_by: "all", plan_ids: [plan], exclude_trial: true } }));
    const referrer = await customer();
    const { code } = await ok(h.rv.POST("/referrals.create_code", { body: { customer_id: referrer, program_id: program } }));
    const referee = await customer();
    const r = await ok(h.rv.POST("/referrals.redeem", { body: { code, customer_id: referee } }));
    expect(r.reward_applied).toBe(false);
    expect(await balanceOf(referrer, f)).toBe(0);
    const { tandem } = h;
    const space = { spaceId: (await tandem.workspaces.space(tandem.workspace.id, "test"))!.id, mode: "test" as const };
    const seq = (await sql.get<{ seq: number }>("SELECT seq FROM rv_customers WHERE space_id = ? AND id = ?", space.spaceId, referee))!.seq;
    const referrals = tandem.revenue.services.referrals;
    const fire = (planId: string, trial: boolean) => tandem.store.write((tx) => referrals.firstPayment(tx, space, seq, planId, trial));
    expect(await fire("other-plan", false)).toEqual([]);
    expect(await fire(plan, true)).toEqual([]);
    expect(await fire(plan, false)).toEqual([r.id]);
    expect(await fire(plan, false)).toEqual([]);
    expect(await balanceOf(referrer, f)).toBe(10);
    expect(await balanceOf(referee, f)).toBe(10);
    const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: referrer, expand: ["referrals"] } }));
    expect(got.referrals?.[0].reward_applied).toBe(true);
  });
});

describe("referrals and payments", () => {
  it("a checkout program pays out when the referee pays for one of its plans through the hosted checkout", async () => {
    const [reward, f] = await grantReward();
    const plan = uid("paid");
    await ok(h.rv.POST("/plans.create", { body: { plan_id: plan, name: "Pro", price: { amount: 12, interval: "month" } } }));
    const program = uid("prog");
    await ok(h.rv.POST("/referrals.create_program", { body: { id: program, reward_id: reward, redeem_on: "checkout", received_by: "all", plan_ids: [plan] } }));
    const referrer = await customer();
    const { code } = await ok(h.rv.POST("/referrals.create_code", { body: { customer_id: referrer, program_id: program } }));
    const referee = await customer();
    expect((await ok(h.rv.POST("/referrals.redeem", { body: { code, customer_id: referee } }))).reward_applied).toBe(false);
    const attach = await ok(h.rv.POST("/billing.attach", { body: { customer_id: referee, plan_id: plan } }));
    // Nothing before the payment.
    expect(await balanceOf(referrer, f)).toBe(0);
    const paid = await h.tandem.revenue.services.hosted.submitCard(attach.payment_url!.split("/").pop()!, { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Referee" });
    expect(paid.outcome).toBe("complete");
    expect(await balanceOf(referrer, f)).toBe(10);
    expect(await balanceOf(referee, f)).toBe(10);
    const got = await ok(h.rv.POST("/customers.get", { body: { customer_id: referrer, expand: ["referrals"] } }));
    expect(got.referrals?.[0].reward_applied).toBe(true);
  });
});

describe("referral rules", () => {
  it("codes use the 32 readable letters, each equally likely", () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(referralCode(Uint8Array.from([0, 31, 32, 63, 1, 2, 3, 255]))).toBe("A9A9BCD9");
    expect(() => referralCode(new Uint8Array(4))).toThrow(RangeError);
  });

  it.each([
    ["a covered plan fires", "pro", false, 0, true],
    ["another plan does not", "team", false, 0, false],
    ["a trial fires unless excluded", "pro", true, 0, true],
    ["an excluded trial does not", "pro", true, 1, false],
  ] as const)("%s", (_n, plan, trial, exclude, want) => {
    expect(firesAtCheckout({ redeem_on: "checkout", plan_ids: JSON.stringify(["pro"]), exclude_trial: exclude }, plan, trial)).toBe(want);
  });

  it.each([
    ["a rewarded referral of a referrer-only program: the referred customer receives nothing", "referrer", 5, { referrer: "granted", referred: "not_receiver" }],
    ["a rewarded referral of an all program: both granted", "all", 5, { referrer: "granted", referred: "granted" }],
    ["a pending checkout referral of an all program: both pending", "all", null, { referrer: "pending_checkout", referred: "pending_checkout" }],
    ["a pending checkout referral of a referrer-only program", "referrer", null, { referrer: "pending_checkout", referred: "not_receiver" }],
  ] as const)("reward states: %s", (_n, receivedBy, rewardedAt, want) => {
    expect(referralRewardStates(receivedBy, rewardedAt)).toEqual(want);
  });

  it("a program's referrals cursor names its (code, redemption) key; anything else is a 400 naming the field", () => {
    expect(referralCursorKey(referralCursor({ codeSeq: 12, referralSeq: 0 }), "cursor")).toEqual({ codeSeq: 12, referralSeq: 0 });
    expect(referralCursorKey(referralCursor({ codeSeq: Number.MAX_SAFE_INTEGER, referralSeq: 7 }), "cursor")).toEqual({ codeSeq: Number.MAX_SAFE_INTEGER, referralSeq: 7 });
    for (const bad of ["bogus", Buffer.from("rdm:5").toString("base64url"), Buffer.from("ref:5").toString("base64url")]) {
      expect(() => referralCursorKey(bad, "cursor")).toThrow(/cursor/);
    }
  });
});
