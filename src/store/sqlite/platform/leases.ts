import type { Db } from "../../../platform/db/database.js";
import type { LeasesRepo } from "../../../platform/leases/leases.repo.js";

/** All SQL of leases: one holder per name at a time, until it stops renewing. */
export function leasesRepo(db: Db): LeasesRepo {
  const q = {
    take: db.prepare<{ name: string; holder: string; now: number; until: number }>(
      `INSERT INTO leases (name, holder, expires_at) VALUES (@name, @holder, @until)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE leases.holder = excluded.holder OR leases.expires_at <= @now`,
    ),
    release: db.prepare("DELETE FROM leases WHERE name = ? AND holder = ?"),
    replace: db.prepare("UPDATE leases SET holder = ?, expires_at = ? WHERE name = ? AND holder = ?"),
    get: db.prepare<[string], { holder: string; expires_at: number }>("SELECT holder, expires_at FROM leases WHERE name = ?"),
  };
  return {
    take: async (name, holder, now, until) => q.take.run({ name, holder, now, until }).changes === 1,
    release: async (name, holder) => void q.release.run(name, holder),
    replace: async (name, from, holder, until) => q.replace.run(holder, until, name, from).changes === 1,
    get: async (name) => q.get.get(name),
  };
}
