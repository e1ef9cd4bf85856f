import { freshWindow } from "./support/windows.js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApiKey } from "../src/platform/auth/keys.service.js";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";

let h: DeskHarness;
beforeAll(async () => {
  h = await startDesk({ rateLimitPerMinute: 5 });
});
afterAll(() => h.close());

it("answers 429 rate_limited with Retry-After and X-RateLimit headers past the per-key limit", async () => {
  await freshWindow(60_000, 5_000);
  const statuses: number[] = [];
  let last: Awaited<ReturnType<typeof raw>> | undefined;
  for (let i = 0; i < 6; i++) {
    last = await raw(h, "GET", "/workspace");
    statuses.push(last.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(last!.body).toEqual({ message: expect.stringContaining("5 requests"), code: "rate_limited" });
  expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(last!.headers.get("x-ratelimit-limit")).toBe("5");
  expect(last!.headers.get("x-ratelimit-remaining")).toBe("0");
  expect(last!.headers.get("x-ratelimit-reset")).not.toBeNull();
});

it("counts per key: another key of the same workspace is not limited", async () => {
  const other = (await createApiKey(h.tandem, h.tandem.workspace.id, { api: "desk", mode: "test", kind: "secret" })).key;
  const res = await raw(h, "GET", "/workspace", { auth: other });
  expect(res.status).toBe(200);
  // Successful answers carry no rate-limit headers (they cost ~15 % of hot-path throughput).
  expect(res.headers.get("x-ratelimit-remaining")).toBeNull();
});

it("does not rate-limit /health", async () => {
  for (let i = 0; i < 8; i++) expect((await fetch(`${h.origin}/health`)).status).toBe(200);
});
