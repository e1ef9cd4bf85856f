/**
 * The team: operators' roles, invitations, password resets, disabling, removal and sessions.
 * Every change runs in `h`'s transaction (the request's unit) or a unit of its own; the owners are
 * locked first where a change could leave none, so the rule holds across nodes.
 */
import type { Handle, RepoFactory } from "../platform/db/handle.js";
import { newId } from "../platform/ids.js";
import type { Platform } from "../platform/platform.js";
import { ConsoleError } from "./errors.js";
import type { OperatorRow, OperatorsRepo } from "./operators.repo.js";
import { INVITE_TTL_MS, isEmail, leavesNoOwner, type LinkPurpose, mintToken, RESET_TTL_MS, type Role } from "./operators.rules.js";

/** A keyset cursor over (created_at, id), base64url so it fits the contract's Cursor pattern. */
const encodeCursor = (o: OperatorRow) => Buffer.from(`${o.created_at}:${o.id}`).toString("base64url");
function decodeCursor(cursor: string): { createdAt: number; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split(":");
  if (!id || !/^\d+$/.test(at ?? "")) throw new ConsoleError("invalid_request", "after: not a cursor of this list");
  return { createdAt: Number(at), id };
}

export function teamService(platform: Pick<Platform, "clock" | "store">, operatorsRepo: RepoFactory<OperatorsRepo>) {
  const { clock, store } = platform;
  const repos = (h: Handle) => h.use(operatorsRepo);
  const found = async (h: Handle, id: string): Promise<OperatorRow> => {
    const o = await repos(h).operatorById(id);
    if (!o) throw new ConsoleError("operator_not_found");
    return o;
  };
  /** A new one-time link of `purpose` for the operator, in `h`'s unit: its token (shown or mailed once). */
  const link = (h: Handle, operatorId: string, purpose: LinkPurpose, ttlMs: number): Promise<string> =>
    store.writeIn(h, async (tx) => {
      const t = mintToken();
      await repos(tx).insertLink(t.hash, operatorId, clock.now() + ttlMs, purpose);
      return t.token;
    });

  return {
    /** A page of operators, oldest first; `nextCursor` when more follow. */
    async page(h: Handle, after: string | undefined, limit: number) {
      const rows = await repos(h).operatorsPage(after === undefined ? undefined : decodeCursor(after), limit + 1);
      const items = rows.slice(0, limit);
      return { items, nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]) : null };
    },
    /** A new operator without a password, and its invitation link's token (valid 7 days). 409 `operator_exists`. */
    invite: (h: Handle, body: { email: string; name?: string; role: Role }) =>
      store.writeIn(h, async (tx) => {
        const email = body.email.trim();
        if (!isEmail(email)) throw new ConsoleError("invalid_request", "body.email must be an e-mail address");
        const repo = repos(tx);
        if (await repo.operatorByEmail(email)) throw new ConsoleError("operator_exists", `An operator ${email} exists already.`);
        const id = newId();
        await repo.insertOperator({ id, email, password_hash: null, created_at: clock.now(), role: body.role, name: body.name ?? null, disabled_at: null });
        const token = await link(tx, id, "invite", INVITE_TTL_MS);
        return { operator: (await repo.operatorById(id))!, token };
      }),
    /** A password reset link's token for the operator (valid 1 hour). 404 `operator_not_found`. */
    resetLink: (h: Handle, id: string) =>
      store.writeIn(h, async (tx) => {
        const operator = await found(tx, id);
        return { operator, token: await link(tx, id, "reset", RESET_TTL_MS) };
      }),
    /** Role, name, disabled: never leaving no enabled owner (409 `last_owner`); disabling ends its sessions. */
    update: (h: Handle, id: string, change: { role?: Role; name?: string | null; disabled?: boolean }) =>
      store.writeIn(h, async (tx) => {
        const repo = repos(tx);
        const owners = await repo.lockActiveOwners();
        const o = await found(tx, id);
        const disabled = change.disabled ?? o.disabled_at !== null;
        if (leavesNoOwner(owners, id, (change.role ?? o.role) === "owner" && !disabled)) throw new ConsoleError("last_owner");
        const now = clock.now();
        await repo.updateOperator(id, {
          role: change.role,
          name: change.name,
          disabledAt: change.disabled === undefined ? undefined : change.disabled ? (o.disabled_at ?? now) : null,
        });
        if (change.disabled) await repo.endSessionsOf(id, now);
        return (await repo.operatorById(id))!;
      }),
    /** Removes the operator (never the last enabled owner: 409 `last_owner`). */
    remove: (h: Handle, id: string) =>
      store.writeIn(h, async (tx) => {
        const repo = repos(tx);
        const owners = await repo.lockActiveOwners();
        await found(tx, id);
        if (leavesNoOwner(owners, id, false)) throw new ConsoleError("last_owner");
        await repo.deleteOperator(id);
      }),
    /** The operator's open sessions, newest first. */
    async sessions(h: Handle, id: string) {
      await found(h, id);
      return repos(h).activeSessionsOf(id, clock.now());
    },
    /** Ends one open session of the operator. 404 `session_not_found`. */
    revokeSession: (h: Handle, id: string, sessionId: string) =>
      store.writeIn(h, async (tx) => {
        const s = await repos(tx).sessionById(sessionId);
        if (!s || s.operator_id !== id || !(await repos(tx).endSession(sessionId, clock.now()))) throw new ConsoleError("session_not_found");
        return 1;
      }),
    /** Ends every open session of the operator; answers how many. */
    revokeSessions: (h: Handle, id: string) =>
      store.writeIn(h, async (tx) => {
        await found(tx, id);
        return repos(tx).endSessionsOf(id, clock.now());
      }),
    /** Operators by e-mail (the CLI names them so). 404 `operator_not_found`. */
    async byEmail(h: Handle, email: string): Promise<OperatorRow> {
      const o = await repos(h).operatorByEmail(email);
      if (!o) throw new ConsoleError("operator_not_found", `No operator ${email}.`);
      return o;
    },
  };
}
export type TeamService = ReturnType<typeof teamService>;
