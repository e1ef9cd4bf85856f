/** The console API's Home and usage operations (spec/console/home.tsp): answers, bounds and errors. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsole();
}, 60_000);
afterAll(() => h?.close());

async function signedIn() {
  const c = h.client();
  const s = await c.POST("/session", { body: OPERATOR });
  c.setSession(s.data!.data);
  return c;
}

describe("console home.get and customers.usage", () => {
  it("an empty workspace answers zeros for every period, one point per day or month", async () => {
    const c = await signedIn();
    for (const [period, points] of [["7d", 8], ["30d", 31], ["12m", 12]] as const) {
      const { data, response } = await c.GET("/home", { params: { query: { mode: "test", period } } });
      expect(response.status).toBe(200);
      const home = data!.data;
      expect(home.period).toBe(period);
      expect(home.mrr).toHaveLength(points);
      expect(home.mrr.every((p) => p.mrr === 0 && p.active === 0 && p.new === 0 && p.churn === 0)).toBe(true);
      expect([home.revenueByPlan, home.marginByPlan, home.advice.suggestions]).toEqual([[], [], []]);
      expect(home.overview.start).toBe(home.start);
      expect(home.overview.end).toBe(home.end);
    }
    expect((await c.GET("/home", { params: { query: { mode: "live" } } })).data!.data.period).toBe("30d");
  });

  it("a period outside 7d, 30d, 12m is 400 naming it; a customer that does not exist is 404; without a session 401", async () => {
    const c = await signedIn();
    const bad = await c.GET("/home", { params: { query: { mode: "test", period: "1y" as never } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ code: "invalid_request" });
    expect(JSON.stringify(bad.error)).toContain("period");
    const missing = await c.GET("/customers/{id}/usage", { params: { path: { id: "cus_nope" }, query: { mode: "test", feature: "messages" } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ code: "customer_not_found" });
    const noFeature = await c.GET("/customers/{id}/usage", { params: { path: { id: "cus_nope" }, query: { mode: "test" } as never } });
    expect(noFeature.response.status).toBe(400);
    const anonymous = await h.client().GET("/home", { params: { query: { mode: "test" } } });
    expect(anonymous.response.status).toBe(401);
  });
});
