/**
 * No input may produce a 5xx on the Usage & Billing API either: random JSON
 * bodies, with and without the right media type, against every operation
 * answer 2xx or a 4xx `{ message, code }`: no 5xx at all (every operation is
 * implemented, so 501 neither).
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadOpenApi } from "../src/platform/spec/load.js";
import { type RevenueHarness, startRevenue } from "./support/revenue.js";

let h: RevenueHarness;
beforeAll(async () => {
  h = await startRevenue();
  await fetch(`${h.baseUrl}/customers.get_or_create`, {
    method: "POST",
    headers: { authorization: `Bearer ${h.keys.test}`, "content-type": "application/json" },
    body: JSON.stringify({ customer_id: "c" }),
  });
});
afterAll(() => h.close());

const paths = Object.keys(loadOpenApi("revenue").paths);
const fields = ["customer_id", "feature_id", "plan_id", "entity_id", "name", "type", "items", "value", "limit", "start_cursor", "expand", "included", "idempotency_key", "lock", "version"];
const jsonish = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...fields), fc.jsonValue()), fc.array(fc.dictionary(fc.constantFrom(...fields), fc.jsonValue()), { maxLength: 3 }));

it.each(paths)("POST %s never answers a 5xx", async (path) => {
  await fc.assert(
    fc.asyncProperty(jsonish, fc.constantFrom("application/json", "text/plain", "none"), async (body, mediaType) => {
      const headers: Record<string, string> = { authorization: `Bearer ${h.keys.test}` };
      if (mediaType !== "none") headers["content-type"] = mediaType;
      const res = await fetch(`${h.baseUrl}${path}`, { method: "POST", headers, body: mediaType === "none" ? undefined : JSON.stringify(body) });
      const answer = (await res.json()) as { code?: string; message?: string };
      expect(res.status, JSON.stringify({ body, mediaType, status: res.status, answer })).toBeLessThan(500);
      if (res.status >= 400) expect(answer).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }),
    { numRuns: 25 },
  );
});
