import { isBusy } from "../db/storage-fault.js";
import { AfterCommit, afterCommit } from "../db/after-commit.js";
import type { Run } from "../idempotency/idempotency.js";
import type { AuthContext } from "../auth/authenticate.js";
import { AppError } from "../errors.js";
import { createIdempotency } from "../idempotency/idempotency.js";
import type { Platform } from "../platform.js";
import type { Answer } from "./answer.js";
import { toErrorAnswer } from "./errors.js";
import type { OperationInfo } from "./operations.js";

interface Body {
  idempotency_key?: unknown;
  customer_id?: unknown;
}

/**
 * How an API says which requests write: `rest`, every method but GET and
 * HEAD (the Desk API); `operations`, the operations with
 * `x-tandem-idempotent` (the Usage & Billing API, which reads by POST too).
 */
export type WriteStyle = "rest" | "operations";

/**
 * The platform's rules for one request, read from the contract:
 * - a write is what the API's `WriteStyle` says, less the requests that set
 *   none of the body fields its `x-tandem-reads-unless` names and send no
 *   idempotency key (a plain check only reads);
 * - a write runs as a unit of the platform's group commit, inside the
 *   idempotency flow when the operation has `x-tandem-idempotent` and the
 *   request a key (`Idempotency-Key` header, else the body's
 *   `idempotency_key`), inside the per-customer billing lock when
 *   the operation has `x-tandem-billing` (keyed by the body's `customer_id`);
 * - a write that finds the database locked by another process answers the
 *   API's `busy` error.
 * A handler may await (a payment provider): the lock is held and the
 * idempotency key claimed until its promise settles; a second billing change
 * of the customer meanwhile gets 429 `billing_busy`.
 */
export function createRequestRules(
  platform: Platform,
  api: { writes: WriteStyle; busy?: () => AppError },
  onFault: (err: unknown) => void,
) {
  const idempotency = createIdempotency(platform.clock, platform.store, platform.owners, platform.repos.idempotency);
  const lock = platform.customerLocks;
  const keyOf = (body: Body | undefined, header: string | string[] | undefined): string | undefined => {
    if (typeof header === "string" && header !== "") {
      if (header.length > 255) throw new AppError("invalid_request", "header.Idempotency-Key must be at most 255 characters");
      return header;
    }
    const k = body?.idempotency_key;
    return typeof k === "string" ? k : undefined;
  };
  const onBusy = (err: unknown): Answer => {
    const answer = toErrorAnswer(api.busy && isBusy(err) ? api.busy() : err);
    if (answer.status >= 500 && answer.status !== 507) onFault(err);
    return answer;
  };

  return {
    /** Whether the request may change data: it then runs as a write unit and its answer waits for the disk. */
    writes(op: OperationInfo, body: unknown, keyHeader: string | string[] | undefined): boolean {
      if (api.writes === "rest" ? op.method === "get" || op.method === "head" : !op.rules.idempotent) return false;
      const fields = op.rules.readsUnless;
      if (fields === undefined || keyOf(body as Body, keyHeader) !== undefined) return true;
      const b = body as Record<string, unknown> | undefined;
      return fields.some((f) => b?.[f] !== undefined && b[f] !== null && b[f] !== false);
    },
    /** Runs a write: idempotency → billing lock → the group-committed unit → `run` (which never throws). */
    write(op: OperationInfo, auth: AuthContext | null, body: unknown, keyHeader: string | string[] | undefined, run: Run): Promise<Answer> {
      const customer = (body as Body | undefined)?.customer_id;
      // The customer's billing lock is held until the request's work is done: its write unit and the
      // work it hands back for after the commit (provider calls).
      const locked: Run =
        op.rules.billing && typeof customer === "string"
          ? async (tx) => {
              const release = await lock.tryHold(`${auth?.spaceId ?? 0}:${customer}`);
              if (release === null) return toErrorAnswer(new AppError("billing_busy"));
              let handedOver = false;
              try {
                const answer = await run(tx);
                if (!(answer instanceof AfterCommit)) return answer;
                handedOver = true;
                return afterCommit(() => answer.run().finally(release));
              } catch (err) {
                return toErrorAnswer(err);
              } finally {
                if (!handedOver) release();
              }
            }
          : run;
      const key = op.rules.idempotent ? keyOf(body as Body, keyHeader) : undefined;
      return idempotency({ spaceId: auth?.spaceId ?? 0, operation: op.operationId, key, body }, locked).catch(onBusy);
    },
  };
}
