/**
 * The console Home's parts timed one by one over a seeded SQLite file (bench:console's BENCH_DATA):
 * analytics.overview, analytics.advisor and Home itself per period, in-process (no HTTP): wall and CPU time.
 *   (PERIODS=30d,7d,12m PARTS=home,overview,advisor BENCH_REPEAT=5; add node's --cpu-prof for a profile)
 *   BENCH_DATA=/tmp/x.sqlite node --conditions=tandem-source --import tsx bench/home-profile.ts
 */
import { performance } from "node:perf_hooks";
import { startRevenue } from "../test/support/revenue.js";

const DATA = process.env.BENCH_DATA;
if (!DATA) throw new Error("BENCH_DATA: a seeded SQLite file");
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const h = await startRevenue({ fromFile: DATA, checkContract: false });
try {
  const spaceId = (await h.tandem.workspaces.space(
    h.tandem.workspace.id,
    "test",
  ))!.id;
  const space = { spaceId, mode: "test" as const };
  const { analytics, dashboard } = h.tandem.revenue.services;
  const read = h.tandem.store.read;
  const time = async (name: string, f: () => Promise<unknown>) => {
    await f();
    const xs: number[] = [];
    const cpu: NodeJS.CpuUsage[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const c = process.cpuUsage();
      const t = performance.now();
      await f();
      xs.push(performance.now() - t);
      cpu.push(process.cpuUsage(c));
    }
    xs.sort((a, b) => a - b);
    const cs = cpu.map((u) => (u.user + u.system) / 1000).sort((a, b) => a - b);
    console.log(
      `${name.padEnd(28)} p50 ${xs[Math.floor(xs.length / 2)].toFixed(0).padStart(6)} ms  min ${xs[0].toFixed(0).padStart(6)} ms  cpu p50 ${cs[Math.floor(cs.length / 2)].toFixed(0).padStart(6)} ms min ${cs[0].toFixed(0).padStart(6)}`,
    );
  };
  const parts = (process.env.PARTS ?? "home,overview,advisor").split(",");
  for (const period of (process.env.PERIODS ?? "30d,7d,12m").split(",") as (
    | "30d"
    | "7d"
    | "12m"
  )[]) {
    const home = await dashboard.home(read, space, period);
    const custom_range = { start: home.start, end: home.end };
    if (parts.includes("home"))
      await time(`home ${period}`, () => dashboard.home(read, space, period));
    if (parts.includes("overview"))
      await time(`overview ${period}`, () =>
        analytics.overview(read, space, { custom_range }),
      );
    if (parts.includes("advisor"))
      await time(`advisor ${period}`, () =>
        analytics.advisor(read, space, { custom_range, max_suggestions: 10 }),
      );
  }
} finally {
  await h.close();
}
