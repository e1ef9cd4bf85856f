/**
 * A crash in the middle of paid attaches (issue 26 §1.2): `tandem serve` as a
 * child process, 200 attaches with Idempotency-Key in flight (each provider
 * call held 40 ms by the sandbox), kill -9, restart on the same file. A retry
 * with the same key then replays or runs once (never 409
 * idempotency_in_progress for a dead process's claim), every customer has at
 * most one payable invoice, and paying every link a customer was ever given
 * buys the plan once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRevenueClient } from "@tandem/sdk";
import { afterAll, describe, expect, it } from "vitest";
import { serveTandem, stopTandem } from "./support/cli.js";
import { payCheckoutPage } from "./support/revenue.js";
import { testDatabase } from "./support/template-db.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-attach-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const N = 200;
const env = { TANDEM_SANDBOX_LATENCY_MS: "40", TANDEM_DURABILITY: "os", TANDEM_REVENUE_RATE_LIMIT_PER_SECOND: "100000" };

type AttachResult = { status: number; code?: string; url: string | null };

/** One attach with its key, as an integrator's HTTP client sends it; a dropped connection is `status: 0`. */
async function attach(base: string, key: string, customer: string, plan: string, idem: string): Promise<AttachResult> {
  try {
    const r = await fetch(`${base}/v1/billing.attach`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": idem },
      body: JSON.stringify({ customer_id: customer, plan_id: plan }),
    });
    const body = (await r.json()) as { payment_url?: string | null; code?: string; data?: { response?: { payment_url?: string | null } } };
    if (r.status === 200) return { status: 200, url: body.payment_url ?? null };
    return { status: r.status, code: body.code, url: body.data?.response?.payment_url ?? null };
  } catch {
    return { status: 0, url: null };
  }
}

describe("kill -9 during paid attaches, then restart", () => {
  it("a retry with the same key replays or runs once; one payable invoice and one plan per customer", { timeout: 180_000 }, async () => {
    // The run's engine: a SQLite file, or a PostgreSQL database (TANDEM_TEST_ENGINE=postgres).
    const db = await testDatabase(dir);
    let served = await serveTandem(db, { env });
    const key = /rv_sk_test_\S+/.exec(served.output)![0];
    const rv = (base: string) => createRevenueClient({ baseUrl: `${base}/v1`, apiKey: key });
    await rv(served.revenueUrl).POST("/plans.create", { body: { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" } } });
    const customers = Array.from({ length: N }, (_, i) => `cus_${i}`);
    for (const c of customers) await rv(served.revenueUrl).POST("/customers.get_or_create", { body: { customer_id: c } });

    // Every attach is in flight (each holds its customer's lock across two sandbox calls) when the process dies.
    const urls = new Map<string, Set<string>>(customers.map((c) => [c, new Set<string>()]));
    const first = customers.map((c) => attach(served.revenueUrl, key, c, "pro", `attach-${c}`));
    await new Promise((r) => setTimeout(r, 60));
    served.child.kill("SIGKILL");
    for (const [i, r] of (await Promise.all(first)).entries()) if (r.url) urls.get(customers[i])!.add(r.url);

    served = await serveTandem(db, { env });
    const retries = await Promise.all(customers.map((c) => attach(served.revenueUrl, key, c, "pro", `attach-${c}`)));
    // Never stuck behind the dead process's claim: the committed answer (replay) or one new run.
    expect(retries.filter((r) => r.code === "idempotency_in_progress")).toEqual([]);
    for (const r of retries) expect([200, 409]).toContain(r.status);
    for (const r of retries) if (r.status === 409) expect(r.code).toBe("idempotency_replay");
    for (const [i, r] of retries.entries()) {
      expect(r.url).toMatch(/\/pay\//);
      urls.get(customers[i])!.add(r.url!);
    }
    // A second retry replays the answer the first retry stored.
    const again = await attach(served.revenueUrl, key, customers[0], "pro", `attach-${customers[0]}`);
    expect(again).toMatchObject({ status: 409, code: "idempotency_replay", url: retries[0].url });

    const client = rv(served.revenueUrl);
    for (const c of customers) {
      const open = (await client.POST("/invoices.list", { body: { customer_id: c, status: ["open"] } })).data!.list;
      expect(open, c).toHaveLength(1);
    }
    // A sample of customers pays every link it was ever given (the dead request's and the retry's).
    for (const c of customers.slice(0, 40)) {
      for (const u of urls.get(c)!) await payCheckoutPage(u);
      const got = (await client.POST("/customers.get", { body: { customer_id: c, expand: ["invoices"] } })).data!;
      expect(got.subscriptions.map((s) => [s.plan_id, s.status]), c).toEqual([["pro", "active"]]);
      expect(got.invoices!.filter((i) => i.status === "paid").map((i) => i.total), c).toEqual([20]);
    }
    expect(await stopTandem(served.child)).toBe(0);
  });
});
