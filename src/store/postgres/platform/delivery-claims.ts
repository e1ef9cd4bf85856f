/**
 * The claims on one outbox's deliveries on PostgreSQL: the platform's contract
 * (src/platform/leases/delivery-claims.repo.ts), asynchronous, for the PostgreSQL outbox repositories
 * (webhooks.ts here; the desk's mail). Each method is one statement, or two where a holder's liveness
 * is decided in JS, so it is atomic on the pool too (the senders run outside any unit).
 *
 * Several processes: a claim of one delivery is one `INSERT … ON CONFLICT`, so of two claimers one
 * inserts and the other, waiting on its row, finds it live (exactly one wins). A bounded group's
 * claim runs `delivery_claim_bounded` (a function of the platform's schema, schema/platform.ts):
 * under a transaction-scoped advisory lock per (outbox, group value) it counts the group's live
 * claims on a fresh snapshot, so two claimers of one group count one after the other and never
 * exceed the bound together (one statement counting in its own snapshot would let both through).
 * A sender's batch claim runs `delivery_claim_due` (the same locks, taken with try-locks, then every
 * locked group's oldest due deliveries up to its share claimed in one statement): one round trip and
 * one commit for up to `limit` deliveries.
 */
import { type PgConn, stmt } from "../conn.js";

export interface PgDeliveryClaimsOptions {
  /** A column of the outbox whose live claims are bounded per value (the webhook endpoint). */
  group?: string;
  /** The outbox's attempts table (`delivery_seq`, `state`, `error`), for the start-up take-over. */
  attempts: string;
  /** Logged on an in-flight attempt whose claim was freed. */
  interruptedError: string;
}

export interface PgDeliveryClaims {
  /**
   * A CTE body: the seq of `holder`'s live claim on `seq` (SQL expressions, e.g. `$1`), locked
   * (`FOR SHARE`) so it cannot be freed or taken before the statement's transaction ends.
   */
  held(seq: string, holder: string, now: string): string;
  /** A CTE body: deletes `holder`'s claim on `seq` (live or not), returning its seq. */
  released(seq: string, holder: string): string;
  /** As the contract's claimPending: pending, not claimed live by another, and (with a group and `perGroup`) the group below its bound. */
  claimPending(c: PgConn, seq: number, holder: string, now: number, until: number, perGroup?: number): Promise<boolean>;
  /**
   * Claims up to `limit` pending deliveries due by `now` and not claimed live, for `holder` until
   * `until`, oldest due first, each group to at most `perGroup` live claims across every sender (the
   * outbox must have a group); answers the seqs claimed, in one statement.
   */
  claimDue(c: PgConn, holder: string, now: number, until: number, limit: number, perGroup: number): Promise<number[]>;
  /** Claims a delivery whatever its status; false while another claim is live. */
  claimAny(c: PgConn, seq: number, holder: string, now: number, until: number): Promise<boolean>;
  /** How many live claims each group has (groups without any left out). */
  claimsPerGroup(c: PgConn, now: number): Promise<Map<number, number>>;
  /** Gives up `holder`'s claim; false when it holds none. */
  release(c: PgConn, seq: number, holder: string): Promise<boolean>;
  /**
   * Frees the expired claims and those of `gone` holders, and marks the in-flight attempts left
   * without a claim interrupted, in one statement (after one read of the holders); answers how many it freed.
   */
  takeOver(c: PgConn, now: number, gone: (holder: string) => boolean): Promise<number>;
}

/** The claim statements of `outbox` (a table name of the code's, never input), made once per outbox. */
export function pgDeliveryClaims(outbox: string, opts: PgDeliveryClaimsOptions): PgDeliveryClaims {
  const O = `'${outbox}'`;
  const n = (what: string) => `claims.${outbox}.${what}`;
  // An expired claim is free: taken over in the same statement (ON CONFLICT … WHERE it has expired,
  // checked on the row's latest version under its lock).
  const TAKE = "ON CONFLICT (outbox, seq) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at WHERE delivery_claims.expires_at <= $3";
  const { group } = opts;
  const q = {
    claimPending: stmt(
      n("claimPending"),
      `INSERT INTO delivery_claims (outbox, seq, holder, expires_at)
       SELECT ${O}, d.seq, $2, $4 FROM ${outbox} d WHERE d.seq = $1 AND d.status = 'pending' ${TAKE}`,
    ),
    claimBounded: group
      ? stmt<{ ok: boolean }>(n("claimBounded"), `SELECT delivery_claim_bounded(${O}, '${group}', $1, $2, $3, $4, $5) AS ok`)
      : undefined,
    claimDue: group
      ? stmt<{ seq: number }>(n("claimDue"), `SELECT seq FROM delivery_claim_due(${O}, '${group}', $1, $2, $3, $4, $5) AS seq`)
      : undefined,
    claimAny: stmt(
      n("claimAny"),
      `INSERT INTO delivery_claims (outbox, seq, holder, expires_at)
       SELECT ${O}, d.seq, $2, $4 FROM ${outbox} d WHERE d.seq = $1 ${TAKE}`,
    ),
    perGroup: group
      ? stmt<{ value: number; claims: number }>(
          n("perGroup"),
          `SELECT x.${group} AS value, count(*) AS claims FROM delivery_claims c JOIN ${outbox} x ON x.seq = c.seq
           WHERE c.outbox = ${O} AND c.expires_at > $1 GROUP BY x.${group}`,
        )
      : undefined,
    release: stmt(n("release"), `DELETE FROM delivery_claims WHERE outbox = ${O} AND seq = $1 AND holder = $2`),
    holders: stmt<{ holder: string }>(n("holders"), `SELECT DISTINCT holder FROM delivery_claims WHERE outbox = ${O}`),
    // The attempts whose claims this statement frees are still claims in its snapshot: named by `freed`.
    takeOver: stmt<{ freed: number }>(
      n("takeOver"),
      `WITH freed AS (DELETE FROM delivery_claims WHERE outbox = ${O} AND (expires_at <= $1 OR holder = ANY($2::text[])) RETURNING seq),
       interrupted AS (UPDATE ${opts.attempts} SET state = 'interrupted', error = $3
         WHERE state = 'in_flight'
           AND (delivery_seq IN (SELECT seq FROM freed) OR delivery_seq NOT IN (SELECT seq FROM delivery_claims WHERE outbox = ${O})))
       SELECT count(*) AS freed FROM freed`,
    ),
  };
  return {
    held: (seq, holder, now) => `SELECT c.seq FROM delivery_claims c WHERE c.outbox = ${O} AND c.seq = ${seq} AND c.holder = ${holder} AND c.expires_at > ${now} FOR SHARE`,
    released: (seq, holder) => `DELETE FROM delivery_claims WHERE outbox = ${O} AND seq = ${seq} AND holder = ${holder} RETURNING seq`,
    async claimPending(c, seq, holder, now, until, perGroup) {
      if (perGroup === undefined || !q.claimBounded) return (await q.claimPending.run(c, seq, holder, now, until)) === 1;
      return (await q.claimBounded.one(c, seq, holder, now, until, perGroup))!.ok;
    },
    async claimDue(c, holder, now, until, limit, perGroup) {
      if (!q.claimDue) throw new Error(`the outbox ${outbox} has no group to claim by`);
      return (await q.claimDue.all(c, holder, now, until, limit, perGroup)).map((r) => r.seq);
    },
    claimAny: async (c, seq, holder, now, until) => (await q.claimAny.run(c, seq, holder, now, until)) === 1,
    claimsPerGroup: async (c, now) => new Map(q.perGroup ? (await q.perGroup.all(c, now)).map((r) => [r.value, r.claims]) : []),
    release: async (c, seq, holder) => (await q.release.run(c, seq, holder)) === 1,
    async takeOver(c, now, gone) {
      const dead = (await q.holders.all(c)).map((r) => r.holder).filter(gone);
      return (await q.takeOver.one(c, now, dead, opts.interruptedError))!.freed;
    },
  };
}
