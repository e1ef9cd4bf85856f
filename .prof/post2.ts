import { unwrap } from "@tandem/sdk";
import { startDesk } from "../test/support/desk.js";
const h = await startDesk({ rateLimitPerMinute: 1e9 });
const t = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: "t", name: "T", email: "t@x.example" }, subject: "s", body: "b" } }));
const spaceId = h.tandem.workspaces.space(h.tandem.workspace.id, "test")!.id;
const svc = (h.deskApp.handlers as any)["messages.create"];
const db = h.tandem.db;
for (const N of [1000, 1000, 5000, 10000]) {
  const s = performance.now();
  db.transaction(() => { for (let i = 0; i < N; i++) svc({ params: { id: t._id }, query: {}, body: { body: "hello", author_name: "Bench" }, auth: { spaceId } }); })();
  console.log(N, "handler in one txn µs", ((performance.now() - s) * 1000 / N).toFixed(1));
}
const s = performance.now();
for (let i = 0; i < 1000; i++) svc({ params: { id: t._id }, query: {}, body: { body: "hello", author_name: "Bench" }, auth: { spaceId } });
console.log("own txn each µs", ((performance.now() - s) * 1000 / 1000).toFixed(1));
await h.close();
