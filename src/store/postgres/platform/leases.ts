import type { LeasesRepo } from "../../../platform/leases/leases.repo.js";
import { type PgConn, stmt } from "../conn.js";

const q = {
  // One statement: two takers of a free or expired name race on its row; the second's condition
  // is checked on the first's committed row, so exactly one holds it.
  take: stmt(
    "leases.take",
    `INSERT INTO leases (name, holder, expires_at) VALUES ($1, $2, $4)
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
     WHERE leases.holder = excluded.holder OR leases.expires_at <= $3`,
  ),
  release: stmt("leases.release", "DELETE FROM leases WHERE name = $1 AND holder = $2"),
  replace: stmt("leases.replace", "UPDATE leases SET holder = $3, expires_at = $4 WHERE name = $1 AND holder = $2"),
  get: stmt<{ holder: string; expires_at: number }>("leases.get", "SELECT holder, expires_at FROM leases WHERE name = $1"),
};

/** All SQL of leases: one holder per name at a time, until it stops renewing. */
export function leasesRepo(c: PgConn): LeasesRepo {
  return {
    take: async (name, holder, now, until) => (await q.take.run(c, name, holder, now, until)) === 1,
    async release(name, holder) {
      await q.release.run(c, name, holder);
    },
    replace: async (name, from, holder, until) => (await q.replace.run(c, name, from, holder, until)) === 1,
    get: (name) => q.get.one(c, name),
  };
}
