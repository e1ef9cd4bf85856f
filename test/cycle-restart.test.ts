/**
 * Kill -9 at any point of a renewal run, then restart: no invoice twice, no
 * renewal missed, no charge twice. A child process runs the billing cycle
 * over a file database (small batches, charges taking a few ms at the
 * sandbox) and is killed at random moments; a last run completes, then the
 * invariants are checked in the database.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { openTandem } from "../src/tandem.js";
import { SEED_END, SEED_START, seedRenewals } from "./support/cycle-seed.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-cycle-restart-"));
const db = join(dir, "cycle.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const N = 400;
const child = join(import.meta.dirname, "support", "cycle-child.mjs");

/** Runs the child; kills it with SIGKILL after `killAfterMs` (null: lets it finish). Answers whether it finished. */
function run(now: number, killAfterMs: number | null): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [child, db, String(now)], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    let timer: NodeJS.Timeout | undefined;
    p.stdout.on("data", (d) => {
      out += d;
      // Killed at a random moment once the run has started.
      if (killAfterMs !== null && timer === undefined && out.includes("start")) timer = setTimeout(() => p.kill("SIGKILL"), killAfterMs);
    });
    p.stderr.on("data", (d) => (err += d));
    p.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (signal === "SIGKILL") return resolve(false);
      if (code !== 0) return reject(new Error(`child failed (${code}): ${err}`));
      resolve(out.includes("done"));
    });
  });
}

const count = (d: Database.Database, sql: string): number => (d.prepare(sql).get() as { n: number }).n;

describe("renewals after kill -9", () => {
  it("kills a renewal run at random points; after a restart every subscription renewed once, one invoice each, charged once", { timeout: 240_000 }, async () => {
    const t = await openTandem(db, manualClock(SEED_START), { durability: "os" });
    await seedRenewals(t, N, { overage: 7 });
    t.db!.close();
    const now = SEED_END + 60_000;
    let kills = 0;
    const partial: number[] = [];
    for (let i = 0; i < 8; i++) {
      const finished = await run(now, Math.floor(Math.random() * 250));
      if (finished) break;
      kills++;
      const d = new Database(db, { readonly: true });
      partial.push(count(d, "SELECT count(*) AS n FROM rv_renewals WHERE status = 'paid'"));
      d.close();
    }
    expect(await run(now, null)).toBe(true);
    const d = new Database(db, { readonly: true });
    try {
      // Progress was made by killed runs (the kill points fell inside the run at least once).
      expect(kills).toBeGreaterThan(0);
      // …and at least one kill fell in the middle of the run.
      expect(partial.some((n) => n > 0 && n < N)).toBe(true);
      // No renewal missed: every period advanced exactly once, past due nowhere.
      expect(count(d, `SELECT count(*) AS n FROM rv_subscriptions WHERE current_period_start = ${SEED_END} AND current_period_end = ${Date.UTC(2026, 2, 1)} AND past_due = 0`)).toBe(N);
      // One claim per (subscription, period), each paid.
      expect(count(d, `SELECT count(*) AS n FROM rv_renewals WHERE period_end = ${SEED_END} AND status = 'paid'`)).toBe(N);
      expect(count(d, "SELECT count(*) AS n FROM rv_renewals")).toBe(N);
      // No invoice twice: one per customer, paid, 20 + 7 × 0.10 = 20.70; gap-free numbers 1..N.
      expect(count(d, "SELECT count(*) AS n FROM rv_invoices")).toBe(N);
      expect(count(d, "SELECT count(DISTINCT customer_seq) AS n FROM rv_invoices")).toBe(N);
      expect(count(d, "SELECT count(*) AS n FROM rv_invoices WHERE status = 'paid' AND total = 2070")).toBe(N);
      expect(count(d, "SELECT max(number) - min(number) + 1 AS n FROM rv_invoices")).toBe(N);
      // No charge twice: one sandbox charge per invoice (keyed by the invoice id), its reference on the invoice.
      expect(count(d, "SELECT count(*) AS n FROM rv_sandbox_charges")).toBe(N);
      expect(count(d, "SELECT count(*) AS n FROM rv_invoices i JOIN rv_sandbox_charges s ON s.idempotency_key = i.id AND json_extract(s.result, '$.paymentRef') = i.payment_ref")).toBe(N);
      // Balances reset at the boundary, their overage billed (no arrears left), no usage lost or doubled.
      expect(count(d, `SELECT count(*) AS n FROM rv_balances WHERE usage = 0 AND arrears = 0 AND next_reset_at = ${Date.UTC(2026, 2, 1)}`)).toBe(N);
    } finally {
      d.close();
    }
  });
});
