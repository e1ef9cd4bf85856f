import type { Db } from "../../../platform/db/database.js";
import type { DeliveryClaimStatements } from "../../../platform/leases/delivery-claims.repo.js";

/**
 * All SQL of the claims on one outbox's deliveries (`outbox`: its deliveries table, with `seq`
 * and `status` columns; `group`: a column of it whose live claims are bounded per value). The
 * contract is the platform's (src/platform/leases/delivery-claims.repo.ts).
 */
export function deliveryClaimStatements(db: Db, outbox: string, group?: string): DeliveryClaimStatements {
  const O = `'${outbox}'`;
  // An expired claim is free: taken over in the same statement (ON CONFLICT … WHERE it has expired).
  const TAKE = `ON CONFLICT (outbox, seq) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at WHERE delivery_claims.expires_at <= @now`;
  const bounded = group
    ? ` AND (SELECT count(*) FROM delivery_claims c JOIN ${outbox} x ON x.seq = c.seq
           WHERE c.outbox = ${O} AND c.expires_at > @now AND x.${group} = d.${group}) < @perGroup`
    : "";
  const unclaimed = `NOT EXISTS (SELECT 1 FROM delivery_claims c WHERE c.outbox = ${O} AND c.seq = d.seq AND c.expires_at > @now)`;
  const q = {
    claimPending: db.prepare<{ seq: number; holder: string; now: number; until: number; perGroup: number }>(
      `INSERT INTO delivery_claims (outbox, seq, holder, expires_at)
       SELECT ${O}, d.seq, @holder, @until FROM ${outbox} d WHERE d.seq = @seq AND d.status = 'pending'${bounded}
       ${TAKE}`,
    ),
    claimAny: db.prepare<{ seq: number; holder: string; now: number; until: number }>(
      `INSERT INTO delivery_claims (outbox, seq, holder, expires_at)
       SELECT ${O}, d.seq, @holder, @until FROM ${outbox} d WHERE d.seq = @seq
       ${TAKE}`,
    ),
    perGroup: group
      ? db.prepare<[number], { value: number; claims: number }>(
          `SELECT x.${group} AS value, count(*) AS claims FROM delivery_claims c JOIN ${outbox} x ON x.seq = c.seq
           WHERE c.outbox = ${O} AND c.expires_at > ? GROUP BY x.${group}`,
        )
      : undefined,
    // The batch claim's round: the groups of the oldest due deliveries; a group's oldest due ones.
    dueGroups: group
      ? db.prepare<{ now: number; done: string; limit: number }, { g: number }>(
          `SELECT DISTINCT g FROM (SELECT d.${group} AS g FROM ${outbox} d
             WHERE d.status = 'pending' AND d.next_attempt_at <= @now AND d.${group} NOT IN (SELECT value FROM json_each(@done)) AND ${unclaimed}
             ORDER BY d.next_attempt_at, d.seq LIMIT @limit)`,
        )
      : undefined,
    dueOf: group
      ? db.prepare<{ now: number; g: number; limit: number }, { seq: number; next_attempt_at: number }>(
          `SELECT d.seq, d.next_attempt_at FROM ${outbox} d
           WHERE d.${group} = @g AND d.status = 'pending' AND d.next_attempt_at <= @now AND ${unclaimed}
           ORDER BY d.next_attempt_at, d.seq LIMIT @limit`,
        )
      : undefined,
    liveOf: group
      ? db
          .prepare<{ now: number; g: number }, number>(
            `SELECT count(*) FROM delivery_claims c JOIN ${outbox} x ON x.seq = c.seq WHERE c.outbox = ${O} AND c.expires_at > @now AND x.${group} = @g`,
          )
          .pluck()
      : undefined,
    release: db.prepare<{ seq: number; holder: string }>(`DELETE FROM delivery_claims WHERE outbox = ${O} AND seq = @seq AND holder = @holder`),
    holders: db.prepare<[], { holder: string }>(`SELECT DISTINCT holder FROM delivery_claims WHERE outbox = ${O}`),
    freeExpired: db.prepare<[number]>(`DELETE FROM delivery_claims WHERE outbox = ${O} AND expires_at <= ?`),
    freeHolder: db.prepare<[string]>(`DELETE FROM delivery_claims WHERE outbox = ${O} AND holder = ?`),
  };
  function freeAbandoned(now: number, gone: (holder: string) => boolean): number {
    let freed = q.freeExpired.run(now).changes;
    for (const { holder } of q.holders.all()) if (gone(holder)) freed += q.freeHolder.run(holder).changes;
    return freed;
  }
  /** The contract's batch claim, in rounds (SQLite runs one writer at a time: the transaction is atomic). */
  const claimDue = db.transaction((holder: string, now: number, until: number, limit: number, perGroup: number): number[] => {
    if (!q.dueGroups || !q.dueOf || !q.liveOf) throw new Error(`the outbox ${outbox} has no group to claim by`);
    const got: number[] = [];
    const done: number[] = [];
    while (got.length < limit) {
      const seen = q.dueGroups.all({ now, done: JSON.stringify(done), limit: (limit - got.length) * 4 }).map((r) => r.g);
      if (seen.length === 0) break;
      done.push(...seen);
      const chosen = seen
        .flatMap((g) => q.dueOf!.all({ now, g, limit: Math.max(perGroup - q.liveOf!.get({ now, g })!, 0) }))
        .sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.seq - b.seq)
        .slice(0, limit - got.length);
      for (const { seq } of chosen) if (q.claimPending.run({ seq, holder, now, until, perGroup }).changes === 1) got.push(seq);
    }
    return got;
  });
  return {
    heldBy: (seq) => `EXISTS (SELECT 1 FROM delivery_claims c WHERE c.outbox = ${O} AND c.seq = ${seq} AND c.holder = @holder AND c.expires_at > @now)`,
    claimPending: (seq, holder, now, until, perGroup = Number.MAX_SAFE_INTEGER) => q.claimPending.run({ seq, holder, now, until, perGroup }).changes === 1,
    claimDue: (holder, now, until, limit, perGroup) => claimDue.immediate(holder, now, until, limit, perGroup),
    claimAny: (seq, holder, now, until) => q.claimAny.run({ seq, holder, now, until }).changes === 1,
    claimsPerGroup: (now) => new Map(q.perGroup?.all(now).map((r) => [r.value, r.claims]) ?? []),
    release: (seq, holder) => q.release.run({ seq, holder }).changes === 1,
    freeAbandoned,
    takeOver: (now, gone, interruptUnclaimed) =>
      db
        .transaction((): number => {
          const freed = freeAbandoned(now, gone);
          interruptUnclaimed();
          return freed;
        })
        .immediate(),
  };
}
