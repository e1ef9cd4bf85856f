/**
 * The billing cycle's job shares the event loop with the API: it works in
 * time slices (src/platform/jobs/slices.ts), so a request made while a large
 * run is going is answered before the run ends, and the run still renews
 * every subscription once. (How long a request waits is measured in
 * bench/renewals.bench.ts, not asserted here.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedRenewals } from "./support/cycle-seed.js";
import { type RevenueHarness, ok, startRevenue } from "./support/revenue.js";
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

const N = 500;
const count = async (query: string): Promise<number> => (await sql.get<{ n: number }>(query))!.n;

describe("renewal run beside the API", () => {
  it("answers a check and a write made during a run of 500 renewals before the run ends; every subscription renews once and is paid", async () => {
    const end = Date.now() - 60_000;
    await seedRenewals(h.tandem, N, { overage: 7, start: end - 31 * 86_400_000, end });
    const cycle = h.tandem.revenue.services.cycle;
    let finished = false;
    const run = cycle.runDue(Date.now()).then((n) => {
      finished = true;
      return n;
    });
    expect(cycle.busy).toBe(true);

    try {
      // A read, then a write (its answer waits for its commit and the WAL sync), while the run goes on.
      const checked = await ok(h.rv.POST("/balances.check", { body: { customer_id: `cus_${N - 1}`, feature_id: "messages" } }));
      const checkedDuringRun = !finished;
      const created = await ok(h.rv.POST("/customers.get_or_create", { body: { customer_id: "walk_in" } }));
      const writtenDuringRun = !finished;
      expect(checked.allowed).toBe(true);
      expect(created.id).toBe("walk_in");
      expect(checkedDuringRun).toBe(true);
      expect(writtenDuringRun).toBe(true);
    } finally {
      // Never leave the run going when the test ends (the database closes after it).
      await run.catch(() => undefined);
    }
    expect(await run).toBe(2 * N);
    expect(await count("SELECT count(*) AS n FROM rv_renewals WHERE status = 'paid'")).toBe(N);
    expect(await count("SELECT count(*) AS n FROM rv_invoices WHERE status = 'paid' AND total = 2070")).toBe(N);
    expect(await count(`SELECT count(*) AS n FROM rv_subscriptions WHERE current_period_start = ${end}`)).toBe(N);
    // A limit, not an assertion: on PostgreSQL each renewal's units commit on their own (~5 commits a
    // renewal, each waiting for the server's WAL flush), and 1000 of them took 20–30 s on a loaded machine.
  }, 120_000);
});
