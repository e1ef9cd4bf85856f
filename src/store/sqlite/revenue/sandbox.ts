import type { Db } from "../../../platform/db/database.js";
import type { SandboxRepo } from "../../../revenue/payments/sandbox/sandbox.repo.js";

/** The sandbox provider's own SQL: how each saved test card behaves later. */
export function sandboxRepo(db: Db): SandboxRepo {
  const q = {
    insert: db.prepare<[string, string, number]>("INSERT INTO rv_sandbox_methods (id, behavior, created_at) VALUES (?, ?, ?)"),
    behavior: db.prepare<[string], { behavior: string }>("SELECT behavior FROM rv_sandbox_methods WHERE id = ?"),
    delete: db.prepare<[string]>("DELETE FROM rv_sandbox_methods WHERE id = ?"),
    charge: db.prepare<[string], { result: string }>("SELECT result FROM rv_sandbox_charges WHERE idempotency_key = ?"),
    recordCharge: db.prepare<[string, string, number]>("INSERT INTO rv_sandbox_charges (idempotency_key, result, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"),
  };
  return {
    insert: async (id, behavior, at) => void q.insert.run(id, behavior, at),
    behavior: async (id) => q.behavior.get(id)?.behavior,
    delete: async (id) => void q.delete.run(id),
    charge: async (key) => q.charge.get(key)?.result,
    recordCharge: async (key, result, at) => void q.recordCharge.run(key, result, at),
  };
}
