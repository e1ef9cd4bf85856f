import type { Db } from "../../../platform/db/database.js";

/** The sandbox provider's own SQL: how each saved test card behaves later. */
export function sandboxRepo(db: Db) {
  const q = {
    insert: db.prepare<[string, string, number]>("INSERT INTO rv_sandbox_methods (id, behavior, created_at) VALUES (?, ?, ?)"),
    behavior: db.prepare<[string], { behavior: string }>("SELECT behavior FROM rv_sandbox_methods WHERE id = ?"),
    delete: db.prepare<[string]>("DELETE FROM rv_sandbox_methods WHERE id = ?"),
    charge: db.prepare<[string], { result: string }>("SELECT result FROM rv_sandbox_charges WHERE idempotency_key = ?"),
    recordCharge: db.prepare<[string, string, number]>("INSERT INTO rv_sandbox_charges (idempotency_key, result, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"),
    chargeCount: db.prepare<[], { n: number }>("SELECT count(*) AS n FROM rv_sandbox_charges"),
  };
  return {
    insert: async (id: string, behavior: string, at: number) => void q.insert.run(id, behavior, at),
    behavior: async (id: string) => q.behavior.get(id)?.behavior,
    delete: async (id: string) => void q.delete.run(id),
    /** The result of a charge made earlier under this idempotency key (JSON ChargeResult), if any. */
    charge: async (key: string) => q.charge.get(key)?.result,
    recordCharge: async (key: string, result: string, at: number) => void q.recordCharge.run(key, result, at),
  };
}
