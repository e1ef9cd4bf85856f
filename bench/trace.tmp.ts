import { appendFileSync } from "node:fs";
import { rawPost, startRevenue } from "../test/support/revenue.js";
import { benchEngine } from "../bench/lib.js";
const engine = await benchEngine();
const h = await startRevenue({ rateLimits: { usage: 1e9, default: 1e9 }, checkContract: false });
for (const [p, b] of [
  ["/features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true }],
  ["/plans.create", { plan_id: "free", name: "Free", auto_enable: true, items: [{ feature_id: "messages", included: 1_000_000_000, reset: { interval: "month" } }] }],
  ["/customers.get_or_create", { customer_id: "bench" }],
  ["/balances.check", { customer_id: "bench", feature_id: "messages" }],
  ["/balances.track", { customer_id: "bench", feature_id: "messages", value: 1 }],
] as const) await rawPost(h, p, b);
const mark = (s: string) => appendFileSync("/tmp/pgx/marks", `${new Date().toISOString()} ${s}\n`);
mark("check"); await rawPost(h, "/balances.check", { customer_id: "bench", feature_id: "messages" });
mark("track"); const r = await rawPost(h, "/balances.track", { customer_id: "bench", feature_id: "messages", value: 1 }, { headers: { "idempotency-key": "k1" } });
mark("end"); console.log(r.status);
await h.close(); await engine.stop(); process.exit(0);
