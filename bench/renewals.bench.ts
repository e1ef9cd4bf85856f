/**
 * The renewal benchmark (issue 13): N subscriptions (default 100,000) whose
 * periods end at the same instant are renewed by one run of the billing
 * cycle — claim, close the period (resets and arrears), invoice, charge at
 * the sandbox, settle — while a client checks a balance over HTTP beside it.
 * Reports renewals per second and the checks' latency during the run.
 *
 *   npm run bench:renewals            # 100,000 subscriptions
 *   RENEWALS=20000 npm run bench:renewals
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { seedRenewals } from "../test/support/cycle-seed.js";
import { startRevenue } from "../test/support/revenue.js";

const N = Number(process.env.RENEWALS ?? 100_000);
const CHECKERS = 2;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function main() {
  const h = await startRevenue({ rateLimits: { usage: 1e9, default: 1e9 }, checkpointer: true, checkContract: false });
  const t = h.tandem;
  try {
    const t0 = performance.now();
    // Periods of a month that ended a minute ago: one renewal each is due.
    const end = Date.now() - 60_000;
    seedRenewals(t, N, { overage: 7, start: end - 31 * 86_400_000, end });
    console.log(`seeded ${N} subscriptions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const key = h.keys.test;
    const origin = h.origin;
    const checkOnce = async () => {
      const s = performance.now();
      const res = await fetch(`${origin}/v1/balances.check`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ customer_id: "cus_0", feature_id: "messages" }),
      });
      if (res.status !== 200) throw new Error(`check answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      return performance.now() - s;
    };
    // Warm up, and the checks' latency at rest.
    const rest: number[] = [];
    for (let i = 0; i < 2000; i++) rest.push(await checkOnce());

    const during: number[] = [];
    let running = true;
    const checkers = Array.from({ length: CHECKERS }, async () => {
      while (running) during.push(await checkOnce());
    });
    const r0 = performance.now();
    const done = await t.revenue.services.cycle.runDue(Date.now());
    const seconds = (performance.now() - r0) / 1000;
    running = false;
    await Promise.all(checkers);

    const renewed = (t.db.prepare(`SELECT count(*) AS n FROM rv_renewals WHERE status = 'paid'`).get() as { n: number }).n;
    const invoices = (t.db.prepare("SELECT count(*) AS n FROM rv_invoices WHERE status = 'paid'").get() as { n: number }).n;
    if (renewed !== N || invoices !== N) throw new Error(`renewed ${renewed}, paid invoices ${invoices}, expected ${N}`);
    const result = {
      subscriptions: N,
      steps: done,
      seconds: Number(seconds.toFixed(2)),
      renewalsPerSecond: Math.round(N / seconds),
      checkAtRest: { p50: +pct(rest, 50).toFixed(2), p99: +pct(rest, 99).toFixed(2) },
      checkDuringRun: { count: during.length, p50: +pct(during, 50).toFixed(2), p99: +pct(during, 99).toFixed(2), max: +Math.max(...during).toFixed(2) },
    };
    console.log(JSON.stringify(result, null, 2));
    writeFileSync(join(import.meta.dirname, "results", "renewals-latest.json"), `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`);
  } finally {
    await h.close();
  }
}

await main();
