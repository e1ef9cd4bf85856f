import type { Db } from "../db/database.js";

/** All SQL of leases: one holder per name at a time, until it stops renewing. */
export function leasesRepo(db: Db) {
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
    /** Takes or renews `name` for `holder` until `until`; false while another holder's lease runs. */
    take: async (name: string, holder: string, now: number, until: number): Promise<boolean> => q.take.run({ name, holder, now, until }).changes === 1,
    release: async (name: string, holder: string): Promise<void> => void q.release.run(name, holder),
    /** Takes `name` from `from` (found dead), if `from` still holds it. */
    replace: async (name: string, from: string, holder: string, until: number): Promise<boolean> => q.replace.run(holder, until, name, from).changes === 1,
    get: async (name: string) => q.get.get(name),
  };
}
export type LeasesRepo = ReturnType<typeof leasesRepo>;

export interface Lease {
  /** Takes or renews the lease now; true while this process holds it. */
  hold(): Promise<boolean>;
  /** Gives it up (on a clean stop), so that another process need not wait for it to expire. */
  release(): Promise<void>;
  readonly holder: string;
}

/**
 * A named lease held by this process (`holder`) for `ttlMs` past each
 * `hold()`. A holder found dead (`isDead`, e.g. a process of this machine that
 * no longer exists) is taken over at once rather than after its lease expires.
 */
export function createLease(repo: LeasesRepo, name: string, holder: string, ttlMs: number, now: () => number, isDead: (holder: string) => boolean = () => false): Lease {
  return {
    holder,
    async hold() {
      const t = now();
      if (await repo.take(name, holder, t, t + ttlMs)) return true;
      const current = await repo.get(name);
      return current !== undefined && current.holder !== holder && isDead(current.holder) && (await repo.replace(name, current.holder, holder, t + ttlMs));
    },
    release: () => repo.release(name, holder),
  };
}
