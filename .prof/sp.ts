import { unwrap } from "@tandem/sdk";
import { startDesk } from "../test/support/desk.js";
const h = await startDesk({ rateLimitPerMinute: 1e9 });
const t = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: "t", name: "T", email: "t@x.example" }, subject: "s", body: "b" } }));
const spaceId = h.tandem.workspaces.space(h.tandem.workspace.id, "test")!.id;
const svc = (h.deskApp.handlers as any)["messages.create"];
const db = h.tandem.db;
const sp = db.prepare("SAVEPOINT u"), rel = db.prepare("RELEASE u");
for (const mode of [process.env.TS ?? "default"]) {
  if (mode === "memory") db.pragma("temp_store = MEMORY");
  for (const N of [2000, 2000]) {
    let s = performance.now();
    db.transaction(() => { for (let i = 0; i < N; i++) { sp.run(); svc({ params: { id: t._id }, query: {}, body: { body: "hello", author_name: "Bench" }, auth: { spaceId } }); rel.run(); } })();
    console.log(mode, "with savepoints µs", ((performance.now() - s) * 1000 / N).toFixed(1));
    s = performance.now();
    db.transaction(() => { for (let i = 0; i < N; i++) svc({ params: { id: t._id }, query: {}, body: { body: "hello", author_name: "Bench" }, auth: { spaceId } }); })();
    console.log(mode, "no outer savepoints µs", ((performance.now() - s) * 1000 / N).toFixed(1));
  }
}
await h.close();
