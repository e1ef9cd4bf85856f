import { unwrap } from "@tandem/sdk";
import { startDesk } from "../test/support/desk.js";
const h = await startDesk({ rateLimitPerMinute: 1e9 });
const t = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: "t", name: "T", email: "t@x.example" }, subject: "s", body: "b" } }));
for (let i = 0; i < 500; i++) await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: `c${i % 50}`, name: `C ${i}`, email: `c${i % 50}@x.example` }, subject: `Seeded ${i}`, body: `Seeded message ${i}: toner.` } }));
const svcStart = performance.now();
const spaceId = h.tandem.workspaces.space(h.tandem.workspace.id, "test")!.id;
const svc = (h.deskApp.handlers as any)["conversations.list"];
for (let i = 0; i < 5000; i++) svc({ params: {}, query: { limit: 20 }, body: undefined, auth: { spaceId } });
console.log("handler µs", ((performance.now() - svcStart) * 1000 / 5000).toFixed(1));
const app = h.deskApp.app;
const N = Number(process.env.N ?? 5000);
for (const [name, opts] of [
  ["list", { method: "GET", url: "/v1/conversations?limit=20", headers: { authorization: `Bearer ${h.testKey}` } }],
  ["post", { method: "POST", url: `/v1/conversations/${t._id}/messages`, headers: { authorization: `Bearer ${h.testKey}`, "content-type": "application/json" }, payload: JSON.stringify({ body: "hello", author_name: "Bench" }) }],
  ["health", { method: "GET", url: "/health" }],
] as const) {
  const s = performance.now();
  for (let i = 0; i < N; i += 50) await Promise.all(Array.from({ length: 50 }, () => app.inject(opts as any)));
  console.log(name, "µs/req (inject, 50 concurrent)", ((performance.now() - s) * 1000 / N).toFixed(1));
}
await h.close();
