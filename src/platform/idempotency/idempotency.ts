import type { Clock } from "../clock.js";
import { AppError } from "../errors.js";
import { toErrorAnswer } from "../http/errors.js";
import type { IdempotencyRepo, KeyScope } from "./idempotency.repo.js";
import { bodyHash, decide, IDEMPOTENCY_TTL_MS, keepsAnswer } from "./idempotency.rules.js";

export interface Answer {
  status: number;
  body: unknown;
}

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
 * claim → run → keep a 2xx answer / release on anything else → replay.
 * The claim is one immediate transaction, so of concurrent identical
 * requests exactly one runs; the others get `idempotency_in_progress`.
 */
export function createIdempotency(repo: IdempotencyRepo, clock: Clock) {
  let lastPrune = 0;
  return async (req: IdempotentRequest, run: () => Promise<Answer>): Promise<Answer> => {
    if (req.key === undefined) return run();
    const scope: KeyScope = { spaceId: req.spaceId, operation: req.operation, key: req.key };
    const hash = bodyHash(req.body);
    const now = clock.now();
    const decision = repo.transaction(() => {
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        repo.prune(now);
      }
      const stored = repo.get(scope);
      const d = decide(stored, hash, now);
      if (d === "run") repo.claim(scope, hash, now, now + IDEMPOTENCY_TTL_MS);
      return { d, stored };
    });
    switch (decision.d) {
      case "in_progress":
        return toErrorAnswer(new AppError("idempotency_in_progress"));
      case "mismatch":
        return toErrorAnswer(new AppError("idempotency_mismatch"));
      case "replay":
        return toErrorAnswer(
          new AppError("idempotency_replay", undefined, { response: JSON.parse(decision.stored!.response!) }),
        );
    }
    let answer: Answer;
    try {
      answer = await run();
    } catch (err) {
      repo.release(scope);
      throw err;
    }
    if (keepsAnswer(answer.status)) repo.complete(scope, answer.status, JSON.stringify(answer.body));
    else repo.release(scope);
    return answer;
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
