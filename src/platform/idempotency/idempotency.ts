import type { Clock } from "../clock.js";
import type { RepoFactory, Store, Tx } from "../db/handle.js";
import { AfterCommit, settleAfterCommit } from "../db/after-commit.js";
import type { Answer } from "../http/answer.js";
import { AppError } from "../errors.js";
import { toErrorAnswer } from "../http/errors.js";
import type { IdempotencyRepo, KeyScope } from "./idempotency.repo.js";
import { bodyHash, type ClaimOwners, decide, IDEMPOTENCY_TTL_MS, keepsAnswer } from "./idempotency.rules.js";


export interface IdempotentRequest {
  spaceId: number;
  operation: string;
  /** From the `Idempotency-Key` header or the body's `idempotency_key`. */
  key: string | undefined;
  body: unknown;
}


const PRUNE_EVERY_MS = 60_000;

/** How many times a request reads the row and tries to take it over before answering in progress (each lost try means another claimer changed the row meanwhile). */
const TAKEOVER_TRIES = 3;

/**
 * The idempotency flow (see README.md here): scope (mode, operation, key) →
 * claim → run → keep a 2xx answer / release on anything else → replay.
 *
 * The claim comes first and decides alone who runs: one insert that goes in
 * only when nothing is stored under the key (`claim`), or replaces an
 * expired row or a claim whose owner is gone only if it is still the row
 * that was read (`takeOver`). A request that did not get the claim answers
 * from the row it found: the stored answer (replay or mismatch), or
 * `idempotency_in_progress` while its owner runs. So of concurrent identical
 * requests exactly one runs, from however many processes. A synchronous run
 * and its stored answer commit in the claim's write unit; an asynchronous one
 * (paid billing awaits its provider) commits the claim before it is awaited,
 * and its answer is kept or the claim released in a second unit.
 */
export function createIdempotency(clock: Clock, store: Store, owners: ClaimOwners, idempotencyRepo: RepoFactory<IdempotencyRepo>) {
  let lastPrune = 0;
  /** Claims the key for this process, or the answer of a request that may not run. */
  const claimOrAnswer = async (tx: Tx, scope: KeyScope, hash: string, now: number): Promise<Answer | null> => {
    const repo = tx.use(idempotencyRepo);
    const expiresAt = now + IDEMPOTENCY_TTL_MS;
    if (await repo.claim(scope, hash, now, expiresAt, owners.self)) return null;
    for (let tries = 0; ; tries++) {
      const stored = await repo.get(scope);
      switch (decide(stored, hash, now, owners)) {
        case "in_progress":
          return toErrorAnswer(new AppError("idempotency_in_progress"));
        case "mismatch":
          return toErrorAnswer(new AppError("idempotency_mismatch"));
        case "replay":
          return toErrorAnswer(new AppError("idempotency_replay", undefined, { response: JSON.parse(stored!.response!) }));
      }
      const won = await (stored === undefined ? repo.claim(scope, hash, now, expiresAt, owners.self) : repo.takeOver(scope, stored, hash, now, expiresAt, owners.self));
      if (won) return null;
      // Another claimer changed the row first; it runs now.
      if (tries + 1 >= TAKEOVER_TRIES) return toErrorAnswer(new AppError("idempotency_in_progress"));
    }
  };
  const keyed = async (req: IdempotentRequest & { key: string }, run: Run): Promise<Answer> => {
    const scope: KeyScope = { spaceId: req.spaceId, operation: req.operation, key: req.key };
    const hash = bodyHash(req.body);
    // Work the handler hands back to run after the commit (provider calls) comes out in a box.
    const first = await store.write(async (tx): Promise<{ answer: Answer } | { pending: () => Promise<Answer> }> => {
      const now = clock.now();
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        await tx.use(idempotencyRepo).prune(now);
      }
      const refused = await claimOrAnswer(tx, scope, hash, now);
      if (refused !== null) return { answer: refused };
      const answer = await run(tx);
      if (answer instanceof AfterCommit) return { pending: answer.run };
      // The unit's last statement: on PostgreSQL it goes out with the COMMIT, one round trip.
      await tx.last(() => keepOrRelease(tx, scope, answer));
      return { answer };
    });
    if ("answer" in first) return first.answer;
    let answer: Answer;
    try {
      answer = await first.pending();
    } catch (err) {
      await store.write((tx) => tx.use(idempotencyRepo).release(scope, owners.self));
      throw err;
    }
    await store.write((tx) => keepOrRelease(tx, scope, answer));
    return answer;
  };
  /** Stores a 2xx answer under this process's claim, or releases the claim. */
  const keepOrRelease = async (tx: Tx, scope: KeyScope, answer: Answer): Promise<void> => {
    const repo = tx.use(idempotencyRepo);
    if (keepsAnswer(answer.status)) await repo.complete(scope, owners.self, answer.status, JSON.stringify(answer.body));
    else await repo.release(scope, owners.self);
  };
  // Without a key, the unit alone; work handed back for after the commit runs after it.
  return (req: IdempotentRequest, run: Run): Promise<Answer> => (req.key === undefined ? store.write(run).then(settleAfterCommit) : keyed(req as IdempotentRequest & { key: string }, run));
}

/** A request's work in its write unit (given its transaction): an answer, or work to run after the commit. */
export type Run = (tx: Tx) => Answer | AfterCommit<Answer> | Promise<Answer | AfterCommit<Answer>>;
export type Idempotency = ReturnType<typeof createIdempotency>;
