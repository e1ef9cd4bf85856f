/**
 * A deleted subscription's settled renewal claims go with it (revenue migration 15): SQLite reuses
 * the largest rowid, so a new subscription could otherwise inherit the old one's claim for the same
 * period end and never renew. A claim still due or failed stays (its charge is owed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { openTandem } from "../src/tandem.js";
import { SEED_START, seedRenewals } from "./support/cycle-seed.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-claims-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("deletes a deleted subscription's paid claims and keeps its due ones", async () => {
  const t = await openTandem(join(dir, "t.db"), manualClock(SEED_START), { durability: "os" });
  try {
    await seedRenewals(t, 2, { overage: 0 });
    const subs = t.db!.prepare("SELECT seq, customer_seq FROM rv_subscriptions ORDER BY seq").all() as { seq: number; customer_seq: number }[];
    expect(subs.length).toBeGreaterThanOrEqual(2);
    const claim = t.db!.prepare("INSERT INTO rv_renewals (subscription_seq, period_end, customer_seq, kind, status, created_at) VALUES (?, ?, ?, 'renewal', ?, 0)");
    const [a, b] = [subs[0]!, subs[1]!];
    claim.run(a.seq, 1, a.customer_seq, "paid");
    claim.run(b.seq, 1, b.customer_seq, "due");
    t.db!.pragma("foreign_keys = OFF");
    t.db!.prepare("DELETE FROM rv_subscriptions WHERE seq IN (?, ?)").run(a.seq, b.seq);
    const left = t.db!.prepare("SELECT subscription_seq, status FROM rv_renewals WHERE period_end = 1 ORDER BY subscription_seq").all();
    expect(left).toEqual([{ subscription_seq: b.seq, status: "due" }]);
  } finally {
    t.db!.close();
  }
});
