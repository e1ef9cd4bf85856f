/**
 * The per-customer billing locks on PostgreSQL (the contract: src/platform/idempotency/customer-locks.ts):
 * one **session-level advisory lock** per scope, taken with `pg_try_advisory_lock` (never waits) on
 * a connection of this node's own, outside the pool. A lock lives as long as that session: a node
 * killed while holding one (kill -9, a crash, a lost machine) frees it the moment the server ends
 * its session, without any lease to expire.
 *
 * - **Key**: the two-int4 key space, `(LOCK_SPACE, hash)`: LOCK_SPACE is Tandem's fixed namespace for
 *   customer locks, `hash` the first 32 bits of the scope's SHA-256, computed here (stable across
 *   server versions, unlike `hashtext`). The two-int key space never meets the single-bigint one
 *   (the migration lock), and the namespace keeps these locks apart from other two-int locks (the
 *   delivery claims' `(hashtext(outbox), …)`) but for a 2^-32 chance. Two scopes that collide only
 *   ever cause a false `billing_busy` on another node (the chance is about held/2^32 per try).
 * - **A local set in front**: advisory locks are re-entrant within one session, so two requests of
 *   this node for one scope are told apart here; the set also answers a held scope without a round
 *   trip. (Two colliding scopes on one node both get the lock, stacked: each release unlocks once.)
 * - **Release** is not awaited by the holder: `pg_advisory_unlock` is queued on the lock connection at
 *   once, so every later try of this node (queued behind it on the same connection) sees it; another
 *   node's try sees it once the server has run it (about one round trip after the release).
 * - **A broken session** (database restart, network, the backend terminated): every lock it held is
 *   gone at the server, so another node may take them while this node's holders still run (the
 *   unavoidable window of a session break; provider calls still carry idempotency keys, so nothing is
 *   charged twice). This node keeps refusing its own second tries of the scopes it still holds (the
 *   local set), opens a new session at the next try, and a holder of the broken session releases only
 *   locally: its unlock is never sent on the new session, where it could free a later lock.
 */
import { createHash } from "node:crypto";
import type pg from "pg";
import type { CustomerLocks, Release } from "../../../platform/idempotency/customer-locks.js";
import { lockedRunner } from "../../../platform/idempotency/customer-locks.js";
import { pgFault } from "../conn.js";

/** Tandem's namespace of customer locks in the two-int4 advisory key space ("TCLK"). */
export const LOCK_SPACE = 0x54434c4b;

/** The advisory key of a scope in LOCK_SPACE: the first 32 bits of its SHA-256, as a signed int4. */
export const lockKeyOf = (scope: string): number => createHash("sha256").update(scope).digest().readInt32BE(0);

const TRY = "SELECT pg_try_advisory_lock($1::int4, $2::int4) AS ok";
const UNLOCK = "SELECT pg_advisory_unlock($1::int4, $2::int4)";

interface Session {
  client: pg.Client;
  ready: Promise<void>;
  broken: boolean;
}

/** Customer locks on sessions that `connect` opens (a client of its own, not a pooled one; not yet connected). */
export function postgresCustomerLocks(connect: () => pg.Client): CustomerLocks {
  const local = new Set<string>();
  let session: Session | null = null;
  let closed = false;
  let lastUnlock: Promise<unknown> = Promise.resolve();

  const open = (): Session => {
    const client = connect();
    const s: Session = { client, broken: false, ready: Promise.resolve() };
    const broke = () => {
      s.broken = true;
      if (session === s) session = null;
    };
    client.on("error", broke);
    client.on("end", broke);
    s.ready = client.connect().then(
      () => {},
      (err: unknown) => {
        broke();
        throw err;
      },
    );
    return s;
  };
  const current = (): Session => (session !== null && !session.broken ? session : (session = open()));

  const tryHold = async (scope: string): Promise<Release | null> => {
    if (closed) throw new Error("the customer locks are closed");
    if (local.has(scope)) return null;
    local.add(scope);
    const key = lockKeyOf(scope);
    const s = current();
    let got: boolean;
    try {
      await s.ready;
      got = (await s.client.query<{ ok: boolean }>(TRY, [LOCK_SPACE, key])).rows[0].ok;
    } catch (err) {
      local.delete(scope);
      throw pgFault(err);
    }
    // Taken on a session that broke meanwhile: the lock is already gone, so it is not held.
    if (!got || s.broken) {
      local.delete(scope);
      return null;
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // Queued before the scope leaves the local set: this node's next try of it goes out after the unlock.
      if (!s.broken) lastUnlock = s.client.query(UNLOCK, [LOCK_SPACE, key]).catch(() => {});
      local.delete(scope);
    };
  };

  return Object.assign(lockedRunner(tryHold), {
    tryHold,
    settled: async () => void (await lastUnlock),
    async close() {
      closed = true;
      const s = session;
      session = null;
      // Ending the session frees every lock it still holds.
      if (s && !s.broken) await s.client.end().catch(() => {});
    },
  });
}
