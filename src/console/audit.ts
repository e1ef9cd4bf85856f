/**
 * The audit log's write side, in the console's request path: every handler of a change (POST,
 * PATCH, DELETE in the contract) but signing in is wrapped so that, when it succeeds, one row is
 * written in the request's own unit (a change is never committed without its row, nor a row without
 * its change). Handlers need not call it. What an entry says of the change (its target and details)
 * is audit.rules.ts's; the `tandem operators` commands write theirs with `auditCli`.
 */
import type { OpenApiDocument } from "../platform/spec/load.js";
import type { RepoFactory } from "../platform/db/handle.js";
import type { Clock } from "../platform/clock.js";
import type { Handle, Store, Tx } from "../platform/db/handle.js";
import { WithStatus } from "../platform/http/handlers.js";
import { userInfo } from "node:os";
import { type AuditDetails, auditFacts, detailsJson } from "./audit.rules.js";
import { AfterCommit, afterCommit } from "../platform/db/after-commit.js";
import { newId } from "../platform/ids.js";
import type { ConsoleHandlers } from "./console.handlers.js";
import type { OperatorsRepo } from "./operators.repo.js";
import { callerOf } from "./operators.service.js";

/** Operations that change nothing of the team's data, or whose caller is nobody yet: never audited. */
const NOT_AUDITED = new Set(["session.create", "session.link", "customers.previewAttach", "conversations.markRead"]);

/** The operation ids of the contract's changes (POST, PATCH, PUT, DELETE) that the audit log records. */
export function auditedOperations(document: OpenApiDocument): Set<string> {
  const out = new Set<string>();
  const paths = (document as { paths?: Record<string, Record<string, { operationId?: string }>> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (["post", "patch", "put", "delete"].includes(method) && op.operationId && !NOT_AUDITED.has(op.operationId)) out.add(op.operationId);
    }
  }
  return out;
}

/** Who made a change from the command line: the OS user running `tandem operators …`. */
export function cliActor(): { operator_id: string; operator_email: string; address: string } {
  let user = process.env.USER ?? process.env.LOGNAME ?? "";
  try {
    user = userInfo().username || user;
  } catch {
    // No passwd entry (a container's numeric user): the environment's name, else "cli".
  }
  return { operator_id: "cli", operator_email: user || "cli", address: "cli" };
}

/** The audit row of a `tandem operators` change, written in `tx` (the change's own unit). */
export async function auditCli(tx: Tx, deps: { clock: Clock; repos: RepoFactory<OperatorsRepo> }, operation: string, target: string | null, details: AuditDetails | null): Promise<void> {
  await tx.use(deps.repos).insertAudit({ id: newId(), at: deps.clock.now(), ...cliActor(), operation, target, mode: null, details: detailsJson(details) });
}

/** What a change's details need read before it runs (the operator as it was). */
const BEFORE: Record<string, (h: Handle, repos: RepoFactory<OperatorsRepo>, input: { params: unknown }) => Promise<unknown>> = {
  "team.update": (h, repos, { params }) => h.use(repos).operatorById((params as { id: string }).id),
  "team.remove": (h, repos, { params }) => h.use(repos).operatorById((params as { id: string }).id),
};

/** The answer's data (a status or headers wrapper taken off). */
const dataOf = (answer: unknown): unknown => (answer instanceof WithStatus ? answer.data : answer);

/** The mode a request worked on: its `mode` query or body field; null when it has none. */
const modeOf = (query: unknown, body: unknown): string | null => {
  const m = (query as { mode?: unknown } | undefined)?.mode ?? (body as { mode?: unknown } | undefined)?.mode;
  return m === "test" || m === "live" ? m : null;
};

/** `handlers` with every operation of `audited` writing its audit row when it succeeds. */
export function withAudit(handlers: ConsoleHandlers, audited: Set<string>, deps: { store: Store; clock: Clock; repos: RepoFactory<OperatorsRepo> }): ConsoleHandlers {
  const out: Record<string, unknown> = { ...handlers };
  for (const id of audited) {
    const handler = (handlers as Record<string, (input: never) => unknown>)[id];
    out[id] = async (input: { h: Parameters<Store["writeIn"]>[0]; auth: Parameters<typeof callerOf>[0]; params: unknown; query: unknown; body: unknown }) => {
      const caller = callerOf(input.auth);
      const before = caller && BEFORE[id] ? await BEFORE[id](input.h, deps.repos, input) : undefined;
      const result = await handler(input as never);
      if (!caller) return result;
      const row = (answer: unknown) => (tx: Tx) =>
        tx.use(deps.repos).insertAudit({
          id: newId(),
          at: deps.clock.now(),
          operator_id: caller.operatorId,
          operator_email: caller.email,
          operation: id,
          ...auditFacts(id, { params: input.params, query: input.query, body: input.body, answer: dataOf(answer), before }),
          mode: modeOf(input.query, input.body),
          address: caller.ip,
        });
      // Work handed back for after the commit (a provider's refund) is audited once it succeeded, in a unit of its own.
      if (result instanceof AfterCommit) {
        return afterCommit(async () => {
          const answer: unknown = await result.run();
          await deps.store.write(row(answer));
          return answer;
        });
      }
      await deps.store.writeIn(input.h, row(result));
      return result;
    };
  }
  return out as unknown as ConsoleHandlers;
}
