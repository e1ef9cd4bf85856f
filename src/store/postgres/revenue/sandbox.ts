import type { SandboxRepo } from "../../../revenue/payments/sandbox/sandbox.repo.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  insert: stmt("sandbox.insert", "INSERT INTO rv_sandbox_methods (id, behavior, created_at) VALUES ($1, $2, $3)"),
  behavior: stmt<{ behavior: string }>("sandbox.behavior", "SELECT behavior FROM rv_sandbox_methods WHERE id = $1"),
  delete: stmt("sandbox.delete", "DELETE FROM rv_sandbox_methods WHERE id = $1"),
  charge: stmt<{ result: string }>("sandbox.charge", "SELECT result FROM rv_sandbox_charges WHERE idempotency_key = $1"),
  recordCharge: stmt("sandbox.recordCharge", "INSERT INTO rv_sandbox_charges (idempotency_key, result, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"),
};

/** The sandbox provider's own SQL: how each saved test card behaves later. */
export function sandboxRepo(c: PgConn): SandboxRepo {
  return {
    async insert(id, behavior, at) {
      await q.insert.run(c, id, behavior, at);
    },
    behavior: async (id) => (await q.behavior.one(c, id))?.behavior,
    async delete(id) {
      await q.delete.run(c, id);
    },
    charge: async (key) => (await q.charge.one(c, key))?.result,
    async recordCharge(key, result, at) {
      await q.recordCharge.run(c, key, result, at);
    },
  };
}
