import { manualClock } from "../../src/platform/clock.js";
import { openTandem } from "../../src/tandem.js";

/** Opens the database with the clock at `now` and runs everything due (small batches, charges with latency). */
export async function main(db: string, now: number): Promise<void> {
  const t = await openTandem(db, manualClock(now), { durability: "os", payments: { config: { stripe: {}, sandboxLatencyMs: 3 } } });
  process.stdout.write("start\n");
  const n = await t.revenue.services.cycle.runDue(now, 7);
  process.stdout.write(`done ${n}\n`);
  t.db!.close();
}
