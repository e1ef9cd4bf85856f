import { describe, expect, it } from "vitest";
import { takeContractMismatches } from "./support/contract-check.js";
import { rawPost, startRevenue } from "./support/revenue.js";

describe("the harness's contract check", () => {
  it("records an answer that breaks its operation's response schema, naming operation, status and the error", async () => {
    const r = await startRevenue({
      handlerOverrides: {
        // The serializer coerces types but checks no enum: an unknown required_action code gets through.
        "billing.attach": async ({ body }) =>
          ({ customer_id: body.customer_id, payment_url: null, required_action: { code: "call_us", reason: "?" } }) as never,
      },
    });
    try {
      await rawPost(r, "/billing.attach", { customer_id: "c1", plan_id: "p" });
      const found = takeContractMismatches(); // drained here, so this test itself passes
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ api: "revenue", operation: "billing.attach (POST /billing.attach)", status: 200 });
      expect(found[0].problem).toMatch(/required_action\/code must be equal to one of the allowed values/);
    } finally {
      await r.close();
    }
  });

  it("records nothing for answers the contract allows, errors included", async () => {
    const r = await startRevenue();
    try {
      expect((await rawPost(r, "/customers.get", { customer_id: "nobody" })).status).toBe(404);
      expect((await rawPost(r, "/customers.get", "not json", { headers: { "content-type": "text/plain" } })).status).toBe(415);
      expect(takeContractMismatches()).toEqual([]);
    } finally {
      await r.close();
    }
  });
});
