import type { Db } from "../db/database.js";

/**
 * All SQL of the claims on one outbox's deliveries (`outbox`: its deliveries table, with `seq`
 * and `status` columns), safe with several senders on one database: a claim is one conditional
 * statement, a claim row names its holder (`host:pid:uuid`), and only the holder may record an
 * outcome. `group`: a column of the outbox whose live claims are bounded per value (the webhook
 * endpoint: at most `perGroup` in flight across every sender).
 */
export function deliveryClaimStatements(db: Db, outbox: string, group?: string) {
  const O = `'${outbox}'`;
  // An expired claim is free: taken over in the same statement (ON CONFLICT … WHERE it has expired).
  const TAKE = `ON CONFLICT (outbox, seq) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at WHERE delivery_claims.expires_at <= @now`;
  const bounded = group
    ? ` AND (SELECT count(*) FROM delivery_claims c JOIN ${outbox} x ON x.seq = c.seq
           WHERE c.outbox = ${O} AND c.expires_at > @now AND x.${group} = d.${group}) < @perGroup`
    : "";
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
  return {
    /**
     * A live claim of `holder`'s on delivery `seq` (a condition for the outbox's own statements,
     * with `@seq`, `@holder` and `@now` bound): the sender still holds what it sends.
     */
    heldBy: (seq: string) => `EXISTS (SELECT 1 FROM delivery_claims c WHERE c.outbox = ${O} AND c.seq = ${seq} AND c.holder = @holder AND c.expires_at > @now)`,
    /**
     * Claims a pending delivery for `holder` until `until`, in one statement: only if it is still
     * pending, nobody holds a live claim on it, and (with a group) fewer than `perGroup` deliveries
     * of its group are claimed by any sender. True: this sender, and no other, may send it.
     */
    claimPending: (seq: number, holder: string, now: number, until: number, perGroup = Number.MAX_SAFE_INTEGER): boolean =>
      q.claimPending.run({ seq, holder, now, until, perGroup }).changes === 1,
    /** Claims a delivery whatever its status (a manual resend of a finished one); false while another claim is live. */
    claimAny: (seq: number, holder: string, now: number, until: number): boolean => q.claimAny.run({ seq, holder, now, until }).changes === 1,
    /** How many live claims each group has, whoever holds them (groups without any left out). */
    claimsPerGroup: (now: number): Map<number, number> => new Map(q.perGroup?.all(now).map((r) => [r.value, r.claims]) ?? []),
    /** Gives up `holder`'s claim on `seq`; false when it holds none (its claim expired and was taken, or freed). */
    release: (seq: number, holder: string): boolean => q.release.run({ seq, holder }).changes === 1,
    /**
     * At a sender's start: frees the claims that expired and those whose holder is `gone` (a dead
     * process of this machine), never a live holder's running claim; answers how many. Call it
     * in a write transaction with what it implies (interrupting the freed deliveries' attempts).
     */
    freeAbandoned,
    /**
     * A sender's start-up take-over, in one IMMEDIATE transaction: `freeAbandoned`, then
     * `interruptUnclaimed` (the outbox marks its in-flight attempts left without a claim
     * interrupted); answers how many claims it freed.
     */
    takeOver: (now: number, gone: (holder: string) => boolean, interruptUnclaimed: () => void): number =>
      db
        .transaction((): number => {
          const freed = freeAbandoned(now, gone);
          interruptUnclaimed();
          return freed;
        })
        .immediate(),
  };
}
export type DeliveryClaimStatements = ReturnType<typeof deliveryClaimStatements>;
