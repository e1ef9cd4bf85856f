/**
 * The console's rewards and referrals (issue 31 §1) through the app's own client on a real server:
 * create a coupon and a feature grant with codes, the codes' redemptions, a referral program, and
 * deactivating each (its codes stop working on the billing API), a program's referrals made with
 * autumn-js; bad input is billing's 4xx.
 */
import { Autumn } from "autumn-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleClient, unwrap } from "../console/src/client.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";

describe("console API: rewards and referrals", () => {
  let h: ConsoleHarness;
  let c: ConsoleClient;
  const test = { mode: "test" as const };
  const rv = (op: string, body: unknown) => fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });

  beforeAll(async () => {
    h = await startConsole();
    c = h.client();
    c.setSession(await unwrap(c.POST("/session", { body: OPERATOR })));
    expect((await rv("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true })).status).toBe(200);
    for (const id of ["ann", "bob"]) expect((await rv("customers.get_or_create", { customer_id: id, email: `${id}@example.com` })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it("creates a coupon and a feature grant with codes; the list shows each code's redemptions after customers redeem it on the billing API; the live mode sees none", async () => {
    const coupon = await unwrap(
      c.POST("/rewards", {
        params: { query: test },
        body: { coupon: { id: "launch", name: "Launch 20%", type: "percentage_discount", value: 20, duration: { type: "months", length: 3 }, plan_ids: null, promo_codes: [{ code: "LAUNCH20", global_max_redemption: 100 }] } },
      }),
    );
    expect(coupon.coupon).toMatchObject({ id: "launch", value: 20, duration: { type: "months", length: 3 } });
    const grant = await unwrap(
      c.POST("/rewards", {
        params: { query: test },
        body: { feature_grant: { id: "bonus", name: "Bonus messages", grants: [{ feature_id: "messages", included: 500, expiry: null }], promo_codes: [{ code: "BONUS", max_uses: 2 }] } },
      }),
    );
    expect(grant.feature_grant?.grants).toEqual([{ feature_id: "messages", included: 500, expiry: null }]);

    for (const customer of ["ann", "bob"]) expect((await rv("rewards.redeem", { code: "bonus", customer_id: customer })).status).toBe(200);
    expect((await rv("rewards.redeem", { code: "launch20", customer_id: "ann" })).status).toBe(200);

    const list = await unwrap(c.GET("/rewards", { params: { query: test } }));
    expect(list.coupons.map((r) => [r.id, r.promo_codes.map((p) => [p.code, p.redemptions])])).toEqual([["launch", [["LAUNCH20", 1]]]]);
    expect(list.feature_grants.map((r) => [r.id, r.promo_codes.map((p) => [p.code, p.redemptions])])).toEqual([["bonus", [["BONUS", 2]]]]);
    expect(list.programs).toEqual([]);
    expect(await unwrap(c.GET("/rewards", { params: { query: { mode: "live" } } }))).toEqual({ coupons: [], feature_grants: [], programs: [] });
  });

  it("creates a referral program over a reward; a reward a program uses cannot be deactivated; deactivating the program, then the reward, stops their codes working on the billing API", async () => {
    await unwrap(c.POST("/rewards", { params: { query: test }, body: { feature_grant: { id: "friend", name: "Friend bonus", grants: [{ feature_id: "messages", included: 100, expiry: null }], promo_codes: [{ code: "FRIEND", max_uses: null }] } } }));
    const program = await unwrap(c.POST("/referral_programs", { params: { query: test }, body: { id: "refer", reward_id: "friend", redeem_on: "customer_creation", received_by: "all", max_redemptions: 5 } }));
    expect(program).toMatchObject({ id: "refer", reward_id: "friend", redeem_on: "customer_creation", received_by: "all", max_redemptions: 5 });
    expect((await unwrap(c.GET("/rewards", { params: { query: test } }))).programs.map((p) => p.id)).toEqual(["refer"]);

    const inUse = await c.POST("/rewards/{id}/deactivate", { params: { path: { id: "friend" }, query: test } });
    expect(inUse.response.status).toBe(400);
    expect(inUse.error).toMatchObject({ code: "invalid_request" });

    const code = (await (await rv("referrals.create_code", { customer_id: "ann", program_id: "refer" })).json()) as { code: string };
    expect(await unwrap(c.POST("/referral_programs/{id}/deactivate", { params: { path: { id: "refer" }, query: test } }))).toEqual({ success: true });
    expect((await rv("referrals.redeem", { code: code.code, customer_id: "bob" })).status).toBe(400);

    expect(await unwrap(c.POST("/rewards/{id}/deactivate", { params: { path: { id: "friend" }, query: test } }))).toEqual({ success: true });
    const redeem = await rv("rewards.redeem", { code: "FRIEND", customer_id: "bob" });
    expect(redeem.status).toBe(400);
    const list = await unwrap(c.GET("/rewards", { params: { query: test } }));
    expect(list.programs).toEqual([]);
    expect(list.feature_grants.map((r) => r.id)).not.toContain("friend");
  });

  it("lists a code's redemptions newest first with each customer and reward; limit 2 pages Next then the last; an unknown code is 404 promo_code_not_found", async () => {
    await unwrap(c.POST("/rewards", { params: { query: test }, body: { feature_grant: { id: "trio", name: "Trio bonus", grants: [{ feature_id: "messages", included: 10, expiry: null }], promo_codes: [{ code: "TRIO", max_uses: null }] } } }));
    expect((await rv("customers.get_or_create", { customer_id: "cat", email: "cat@example.com" })).status).toBe(200);
    for (const customer of ["ann", "bob", "cat"]) expect((await rv("rewards.redeem", { code: "trio", customer_id: customer })).status).toBe(200);

    const all = await unwrap(c.GET("/rewards/codes/{code}/redemptions", { params: { path: { code: "TRIO" }, query: test } }));
    expect(all.items.map((r) => [r.customerId, r.rewardId, r.rewardName, r.kind, r.source, r.appliedCount])).toEqual([
      ["cat", "trio", "Trio bonus", "feature_grant", "promo_code", 0],
      ["bob", "trio", "Trio bonus", "feature_grant", "promo_code", 0],
      ["ann", "trio", "Trio bonus", "feature_grant", "promo_code", 0],
    ]);
    expect(all.items.every((r) => r.id.startsWith("rdm") && r.redeemedAt > 0)).toBe(true);
    expect(all.nextCursor).toBeNull();

    const first = await unwrap(c.GET("/rewards/codes/{code}/redemptions", { params: { path: { code: "trio" }, query: { ...test, limit: 2 } } }));
    expect(first.items.map((r) => r.customerId)).toEqual(["cat", "bob"]);
    expect(first.nextCursor).not.toBeNull();
    const last = await unwrap(c.GET("/rewards/codes/{code}/redemptions", { params: { path: { code: "trio" }, query: { ...test, limit: 2, cursor: first.nextCursor! } } }));
    expect(last.items.map((r) => r.customerId)).toEqual(["ann"]);
    expect(last.nextCursor).toBeNull();

    // Another code's redemptions are not listed; the live mode has no such code.
    expect((await unwrap(c.GET("/rewards/codes/{code}/redemptions", { params: { path: { code: "LAUNCH20" }, query: test } }))).items.map((r) => r.customerId)).toEqual(["ann"]);
    const live = await c.GET("/rewards/codes/{code}/redemptions", { params: { path: { code: "TRIO" }, query: { mode: "live" } } });
    expect(live.response.status).toBe(404);
    const unknown = await c.GET("/rewards/codes/{code}/redemptions", { params: { path: { code: "NOPE" }, query: test } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: "promo_code_not_found" });
    const badCursor = await c.GET("/rewards/codes/{code}/redemptions", { params: { path: { code: "TRIO" }, query: { ...test, cursor: "bogus" } } });
    expect(badCursor.response.status).toBe(400);
    expect(badCursor.error).toMatchObject({ code: "invalid_request" });
  });

  it("lists a program's referrals made with autumn-js: codes newest first, each with its redemptions newest first (a code nobody redeemed: one row without one), each side's reward state; pages of 1 and 3 cover every row once; 404 and 400", async () => {
    const autumn = new Autumn({ secretKey: h.revenueKey, serverURL: h.revenueOrigin, failOpen: false });
    await unwrap(c.POST("/rewards", { params: { query: test }, body: { feature_grant: { id: "gift", name: "Referral gift", grants: [{ feature_id: "messages", included: 25, expiry: null }], promo_codes: [] } } }));
    await unwrap(c.POST("/referral_programs", { params: { query: test }, body: { id: "friends", reward_id: "gift", redeem_on: "customer_creation", received_by: "referrer" } }));
    await autumn.plans.create({ planId: "pro", name: "Pro" });
    await unwrap(c.POST("/referral_programs", { params: { query: test }, body: { id: "paid", reward_id: "gift", redeem_on: "checkout", received_by: "all", plan_ids: ["pro"] } }));
    for (const id of ["zoe", "xia", "yan", "new1", "new2", "new3"]) await autumn.customers.getOrCreate({ customerId: id });
    const code = async (customerId: string, programId: string) => (await autumn.referrals.createCode({ customerId, programId })).code;
    const zoe = await code("zoe", "friends");
    const xia = await code("xia", "friends");
    const yan = await code("yan", "friends");
    const ids: string[] = [];
    for (const [referral, customerId] of [[zoe, "new1"], [zoe, "new2"], [yan, "new3"]]) ids.push((await autumn.referrals.redeemCode({ code: referral, customerId })).id);

    const rows = (items: { code: string; referrerId: string; redemption?: { customerId: string } }[]) => items.map((r) => [r.code, r.referrerId, r.redemption?.customerId ?? null]);
    const all = await unwrap(c.GET("/referral_programs/{id}/referrals", { params: { path: { id: "friends" }, query: test } }));
    expect(rows(all.items)).toEqual([
      [yan, "yan", "new3"],
      [xia, "xia", null],
      [zoe, "zoe", "new2"],
      [zoe, "zoe", "new1"],
    ]);
    expect(all.nextCursor).toBeNull();
    expect(all.items.map((r) => r.redemption?.id ?? null)).toEqual([ids[2], null, ids[1], ids[0]]);
    expect(all.items[0]).toMatchObject({ codeCreatedAt: expect.any(Number), redemption: { rewardId: "gift", referrerReward: "granted", referredReward: "not_receiver", rewardedAt: expect.any(Number) } });
    expect(all.items[0].redemption!.redeemedAt).toBeGreaterThan(0);

    // Paging: every row once, in the same order, whatever the page size (a code's row without a redemption included).
    for (const limit of [1, 3]) {
      const seen: (string | null)[][] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await unwrap(c.GET("/referral_programs/{id}/referrals", { params: { path: { id: "friends" }, query: { ...test, limit, ...(cursor !== undefined && { cursor }) } } }));
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...rows(page.items));
        cursor = page.nextCursor ?? undefined;
        pages++;
      } while (cursor !== undefined);
      expect(seen).toEqual(rows(all.items));
      expect(pages).toBe(limit === 1 ? 4 : 2);
    }

    // A checkout program's redemption waits for the referred customer's first payment: pending on both sides (received_by all).
    const pending = await autumn.referrals.redeemCode({ code: await code("zoe", "paid"), customerId: "new1" });
    const paid = await unwrap(c.GET("/referral_programs/{id}/referrals", { params: { path: { id: "paid" }, query: test } }));
    expect(paid.items).toEqual([
      {
        code: expect.any(String),
        referrerId: "zoe",
        codeCreatedAt: expect.any(Number),
        redemption: { id: pending.id, customerId: "new1", redeemedAt: expect.any(Number), rewardId: "gift", referrerReward: "pending_checkout", referredReward: "pending_checkout", rewardedAt: null },
      },
    ]);

    const live = await c.GET("/referral_programs/{id}/referrals", { params: { path: { id: "friends" }, query: { mode: "live" } } });
    expect(live.response.status).toBe(404);
    expect(live.error).toMatchObject({ code: "referral_program_not_found" });
    const badCursor = await c.GET("/referral_programs/{id}/referrals", { params: { path: { id: "friends" }, query: { ...test, cursor: "bogus" } } });
    expect(badCursor.response.status).toBe(400);
    expect(badCursor.error).toMatchObject({ code: "invalid_request" });
    const tooMany = await c.GET("/referral_programs/{id}/referrals", { params: { path: { id: "friends" }, query: { ...test, limit: 101 } } });
    expect(tooMany.response.status).toBe(400);
  });

  it("refuses bad input with billing's 4xx: both kinds at once, a bad code, an unknown feature, a program over an unknown reward, an unknown reward to deactivate", async () => {
    const both = await c.POST("/rewards", {
      params: { query: test },
      body: {
        coupon: { id: "x", name: "X", type: "percentage_discount", value: 5, duration: { type: "one_off", length: null }, plan_ids: null, promo_codes: [] },
        feature_grant: { id: "y", name: "Y", grants: [{ feature_id: "messages", included: 1, expiry: null }], promo_codes: [] },
      },
    });
    expect(both.response.status).toBe(400);
    const badCode = await c.POST("/rewards", { params: { query: test }, body: { feature_grant: { id: "z", name: "Z", grants: [{ feature_id: "messages", included: 1, expiry: null }], promo_codes: [{ code: "has space", max_uses: null }] } } });
    expect(badCode.response.status).toBe(400);
    const unknownFeature = await c.POST("/rewards", { params: { query: test }, body: { feature_grant: { id: "z", name: "Z", grants: [{ feature_id: "nope", included: 1, expiry: null }], promo_codes: [] } } });
    expect(unknownFeature.response.status).toBe(404);
    const unknownReward = await c.POST("/referral_programs", { params: { query: test }, body: { id: "p", reward_id: "nope", redeem_on: "customer_creation", received_by: "referrer" } });
    expect(unknownReward.response.status).toBe(400);
    const unknown = await c.POST("/rewards/{id}/deactivate", { params: { path: { id: "nope" }, query: test } });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: "invalid_request" });
  });
});
