/** Named leases: one holder per name at a time, until it stops renewing (the SQLite engine's: src/store/sqlite/platform/leases.ts). */
export interface LeasesRepo {
  /**
   * Takes or renews `name` for `holder` until `until`, in one statement: true when it is free,
   * `holder`'s own, or expired (expires_at ≤ `now`); false while another holder's lease runs.
   */
  take(name: string, holder: string, now: number, until: number): Promise<boolean>;
  /** Gives `name` up, only if `holder` holds it (another holder's lease is left). */
  release(name: string, holder: string): Promise<void>;
  /** Takes `name` from `from` (found dead) until `until`, only if `from` still holds it; true when taken. */
  replace(name: string, from: string, holder: string, until: number): Promise<boolean>;
  /** Who holds `name` and until when (expired or not); undefined when nobody does. */
  get(name: string): Promise<{ holder: string; expires_at: number } | undefined>;
}

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
