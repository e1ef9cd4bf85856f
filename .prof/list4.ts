import { unwrap } from "@tandem/sdk";
import { startDesk } from "../test/support/desk.js";
const h = await startDesk({ rateLimitPerMinute: 1e9, checkContract: false } as any);
for (let i = 0; i < 200; i++) await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: `c${i % 50}`, name: `C ${i}`, email: `c${i % 50}@x.example` }, subject: `Seeded ${i}`, body: `Seeded message ${i}: toner.` } }));
const app = h.deskApp.app;
const spaceId = h.tandem.workspaces.space(h.tandem.workspace.id, "test")!.id;
const svc = (h.deskApp.handlers as any)["conversations.list"];
let s = performance.now();
for (let i = 0; i < 5000; i++) svc({ params: {}, query: { limit: 20 }, body: undefined, headers: {}, auth: { spaceId } });
console.log("handler µs", ((performance.now() - s) * 1000 / 5000).toFixed(2));
const N = 10000;
for (const [name, opts] of [["list", { method: "GET", url: "/v1/conversations?limit=20", headers: { authorization: `Bearer ${h.testKey}` } }], ["health", { method: "GET", url: "/health" }]] as const) {
  s = performance.now();
  for (let i = 0; i < N; i += 50) await Promise.all(Array.from({ length: 50 }, () => app.inject(opts as any)));
  console.log(name, "µs/req", ((performance.now() - s) * 1000 / N).toFixed(1));
}
await h.close();
