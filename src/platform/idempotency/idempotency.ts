import type { Clock } from "../clock.js";
import type { WriteUnit } from "../db/group-commit.js";
import type { Answer } from "../http/answer.js";
import { AppError } from "../errors.js";
import { toErrorAnswer } from "../http/errors.js";
import type { IdempotencyRepo, KeyScope } from "./idempotency.repo.js";
import { bodyHash, type ClaimOwners, decide, IDEMPOTENCY_TTL_MS, keepsAnswer } from "./idempotency.rules.js";
import { isPromise } from "../is-promise.js";


export interface IdempotentRequest {
  spaceId: number;
  operation: string;
  /** From the `Idempotency-Key` header or the body's `idempotency_key`. */
  key: string | undefined;
  body: unknown;
}


const PRUNE_EVERY_MS = 60_000;

/**
 * The idempotency flow (see README.md here): scope (mode, operation, key) →
 * decide → run → keep a 2xx answer / release on anything else → replay.
 *
 * Decision, run and the stored answer are one write unit: of concurrent
 * identical requests exactly one runs and the others replay it. A handler
 * that answers asynchronously (paid billing awaits its provider) makes the key a
 * claim owned by this process, committed before it is awaited, so a second
 * request meanwhile gets `idempotency_in_progress`; its answer is kept or the
 * claim released after. A claim whose owner died is taken over (`decide`).
 */
export function createIdempotency(repo: IdempotencyRepo, clock: Clock, unit: WriteUnit, owners: ClaimOwners) {
  let lastPrune = 0;
  const keyed = async (req: IdempotentRequest & { key: string }, run: () => Answer | Promise<Answer>): Promise<Answer> => {
    const scope: KeyScope = { spaceId: req.spaceId, operation: req.operation, key: req.key };
    const hash = bodyHash(req.body);
    // The unit answers in a box: a promise returned from a unit would be adopted, not handed back.
    const first = await unit((): { answer: Answer } | { pending: Promise<Answer> } => {
      const now = clock.now();
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        repo.prune(now);
      }
      const stored = repo.get(scope);
      switch (decide(stored, hash, now, owners)) {
        case "in_progress":
          return { answer: toErrorAnswer(new AppError("idempotency_in_progress")) };
        case "mismatch":
          return { answer: toErrorAnswer(new AppError("idempotency_mismatch")) };
        case "replay":
          return { answer: toErrorAnswer(new AppError("idempotency_replay", undefined, { response: JSON.parse(stored!.response!) })) };
      }
      const answer = run();
      if (isPromise(answer)) {
        repo.claim(scope, hash, now, now + IDEMPOTENCY_TTL_MS, owners.self);
        return { pending: answer };
      }
      if (keepsAnswer(answer.status)) repo.store(scope, hash, now, now + IDEMPOTENCY_TTL_MS, answer.status, JSON.stringify(answer.body));
      return { answer };
    });
    if ("answer" in first) return first.answer;
    let answer: Answer;
    try {
      answer = await first.pending;
    } catch (err) {
      await unit(() => repo.release(scope, owners.self));
      throw err;
    }
    await unit(() => (keepsAnswer(answer.status) ? repo.complete(scope, owners.self, answer.status, JSON.stringify(answer.body)) : repo.release(scope, owners.self)));
    return answer;
  };
  // Without a key, the unit alone, and no async function around it: two promises fewer per write.
  // Boxed: a unit may not return a promise (better-sqlite3 refuses one from a transaction).
  return (req: IdempotentRequest, run: () => Answer | Promise<Answer>): Promise<Answer> =>
    req.key === undefined ? unit(() => ({ answer: run() })).then(unbox) : keyed(req as IdempotentRequest & { key: string }, run);
}

const unbox = (b: { answer: Answer | Promise<Answer> }): Answer | Promise<Answer> => b.answer;
export type Idempotency = ReturnType<typeof createIdempotency>;
