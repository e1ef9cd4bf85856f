import type { AuthContext } from "../platform/auth/authenticate.js";
import type { CredentialRequest } from "../platform/http/build-api.js";
import { newId } from "../platform/ids.js";
import type { Handle, Reader, RepoFactory, Tx } from "../platform/db/handle.js";
import type { Platform } from "../platform/platform.js";
import { ConsoleError } from "./errors.js";
import type { OperatorRow, OperatorsRepo, SessionRow } from "./operators.repo.js";
import { allows, CONSOLE_PERMISSIONS } from "./permissions.js";
import {
  accountKey,
  defaultRole,
  CSRF_HEADER,
  cookieValue,
  checkDisplayName,
  DUMMY_HASH,
  displayName,
  hashPassword,
  hashToken,
  isEmail,
  LINK_TTL_MS,
  MIN_PASSWORD_LENGTH,
  mintToken,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  SIGN_IN_FAILURE_MEMORY_MS,
  sameToken,
  signInAllowedAt,
  signInFailed,
  verifyPassword,
  type Role,
} from "./operators.rules.js";

export interface StartedSession {
  /** The cookie's token: never stored, only its hash. */
  token: string;
  session: SessionRow;
}

/** The prefix of an AuthContext's `keyId` for a console session. */
const SESSION_KEY = "session:";

/** Who makes a console request, as `authenticate` found it (the audit log and the team's handlers read it). */
export interface Caller {
  sessionId: string;
  operatorId: string;
  email: string;
  role: Role;
  /** The client's address. */
  ip: string;
  /** The request's `Host` header (the console's address as the browser sees it). */
  host: string | undefined;
}
const callers = new WeakMap<AuthContext, Caller>();
/** The operator behind a console request's AuthContext (undefined for one made elsewhere). */
export const callerOf = (auth: AuthContext): Caller | undefined => callers.get(auth);

/** An operator as the CLI and the Team page list it. */
export const memberView = (o: OperatorRow) => ({
  id: o.id,
  email: o.email,
  name: o.name,
  role: o.role,
  status: o.disabled_at !== null ? ("disabled" as const) : o.password_hash === null ? ("invited" as const) : ("active" as const),
  createdAt: new Date(o.created_at).toISOString(),
});

/**
 * Operators, their sign-in and sessions. Every method takes the handle it runs on first (the
 * request's, or the read handle outside one); what writes does so in `h`'s transaction when it is
 * one, else in a unit of its own.
 */
export function operatorsService(
  platform: Pick<Platform, "clock" | "store">,
  workspace: { id: string; spaceIds: { test: number } },
  /** The engine's operators repository (src/store/<engine>/console/). */
  operatorsRepo: RepoFactory<OperatorsRepo>,
) {
  const workspaceId = workspace.id;
  const { clock, store } = platform;
  const repos = (h: Handle) => h.use(operatorsRepo);
  /** Stores a new session of the operator in `tx`. */
  const start = async (tx: Tx, operatorId: string): Promise<StartedSession> => {
    const repo = repos(tx);
    const now = clock.now();
    const { token, hash } = mintToken();
    const id = newId();
    await repo.insertSession({ id, tokenHash: hash, operatorId, csrfToken: mintToken().token, now, expiresAt: now + SESSION_TTL_MS });
    return { token, session: (await repo.sessionById(id))! };
  };

  return {
    /**
     * `tandem operators create`: with a password (at least 10 characters), or without one, then
     * answering a one-time sign-in link token (valid 24 h). From the read handle: the password's
     * hash (scrypt) is not a statement, so it runs outside any unit, before the operator's own unit.
     */
    async create(
      h: Reader,
      email: string,
      password: string | undefined,
      more: { role?: Role; name?: string; /** Runs in the operator's unit once it is stored (the CLI's audit row). */ also?: (tx: Tx, created: { id: string; role: Role }) => Promise<void> } = {},
    ): Promise<{ id: string; email: string; role: Role; name: string | null; linkToken?: string }> {
      if (!isEmail(email)) throw new ConsoleError("invalid_request", "--email must be an e-mail address");
      const name = more.name === undefined ? null : checkDisplayName(more.name);
      if (password !== undefined && [...password].length < MIN_PASSWORD_LENGTH) {
        throw new ConsoleError("invalid_request", `the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
      }
      if (await repos(h).operatorByEmail(email)) throw new ConsoleError("operator_exists", `An operator ${email} exists already.`);
      const passwordHash = password === undefined ? null : await hashPassword(password);
      const id = newId();
      const now = clock.now();
      let role: Role = "owner";
      // One write unit: the operator and its sign-in link are stored together.
      const linkToken = await store.writeIn(h, async (tx) => {
        const repo = repos(tx);
        role = more.role ?? defaultRole((await repo.operatorsPage(undefined, 1)).length);
        await repo.insertOperator({ id, email, password_hash: passwordHash, created_at: now, role, name, disabled_at: null });
        await more.also?.(tx, { id, role });
        if (password !== undefined) return undefined;
        const link = mintToken();
        await repo.insertLink(link.hash, id, now + LINK_TTL_MS);
        return link.token;
      });
      return { id, email, role, name, ...(linkToken && { linkToken }) };
    },
    /** The operator with this id as an assignee (its id and display name); undefined when there is none. */
    async assignee(h: Handle, id: string): Promise<{ id: string; displayName: string } | undefined> {
      const o = await repos(h).operatorById(id);
      return o && { id: o.id, displayName: displayName(o) };
    },
    list: async (h: Handle) =>
      (await repos(h).operators()).map((o) => ({ ...memberView(o), displayName: displayName(o), hasPassword: o.password_hash !== null })),

    /**
     * Signs in with e-mail and password; an unknown e-mail costs the same scrypt as a wrong password.
     * After five failures in a row an account (known or not) backs off: 429 `sign_in_backoff` until
     * its wait (1 s, doubling, at most 60 s) is over; then a right password signs in. The failures
     * live in the database, so the back-off holds across every node: a try is counted as a failure
     * (in a unit of its own, the account's row locked) before the password is checked, so parallel
     * guesses cannot slip through one opening together. From the read handle (the password check
     * runs outside any unit); the session is stored in a unit of its own, which clears the failures.
     */
    async signIn(h: Reader, email: string, password: string): Promise<StartedSession> {
      const account = accountKey(email);
      const waitMs = await store.writeIn(h, async (tx) => {
        const repo = repos(tx);
        const now = clock.now();
        const failures = await repo.lockSignInFailures(account);
        const wait = signInAllowedAt(failures, now) - now;
        if (wait > 0) return wait;
        await repo.putSignInFailures(account, signInFailed(failures, now));
        return 0;
      });
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new ConsoleError("sign_in_backoff", `Too many failed sign-ins for this account; retry in ${seconds} s.`, { retryAfterSeconds: seconds });
      }
      const operator = await repos(h).operatorByEmail(email);
      const ok = await verifyPassword(password, operator?.password_hash ?? DUMMY_HASH);
      if (!operator || !operator.password_hash || !ok) throw new ConsoleError("invalid_credentials");
      if (operator.disabled_at !== null) throw new ConsoleError("operator_disabled");
      return await store.writeIn(h, async (tx) => {
        await repos(tx).clearSignInFailures(account);
        return start(tx, operator.id);
      });
    },
    /**
     * Spends a one-time link and starts a session, in one transaction; with a password (hashed by
     * the caller, outside any unit), it becomes the operator's. A reset link without one answers 400
     * `password_required` and stays unspent (the unit rolls back). A disabled operator's link is refused.
     */
    signInWithLink: (h: Handle, token: string, passwordHash?: string): Promise<StartedSession> =>
      store.writeIn(h, async (tx) => {
        const repo = repos(tx);
        const link = await repo.spendLink(hashToken(token), clock.now());
        const operator = link && (await repo.operatorById(link.operatorId));
        if (!link || !operator || operator.disabled_at !== null) throw new ConsoleError("invalid_sign_in_link");
        if (link.purpose === "reset" && passwordHash === undefined) throw new ConsoleError("password_required");
        if (passwordHash !== undefined) {
          await repo.setPassword(operator.id, passwordHash);
          // A new password ends the sessions opened with the old one.
          await repo.endSessionsOf(operator.id, clock.now());
        }
        return await start(tx, operator.id);
      }),
    /**
     * The platform's `authenticate` for the console: the session cookie, and on every change the
     * CSRF token in `X-CSRF-Token`. The AuthContext's `keyId` names the session; its space is the
     * test space (operations choose theirs by `mode`).
     */
    async authenticate(h: Handle, request: CredentialRequest): Promise<AuthContext> {
      const token = cookieValue(request.header("cookie"), SESSION_COOKIE);
      const session = token ? await repos(h).activeSession(hashToken(token), clock.now()) : undefined;
      if (!session) throw new ConsoleError("session_required");
      if (request.method !== "GET" && request.method !== "HEAD" && !sameToken(request.header(CSRF_HEADER), session.csrf_token)) {
        throw new ConsoleError("csrf_token_invalid");
      }
      // The role's permission, before the request is validated: a refused caller learns nothing of the operation's input.
      const permission = CONSOLE_PERMISSIONS[request.operationId as keyof typeof CONSOLE_PERMISSIONS];
      if (permission === undefined || !allows(permission, session.role)) throw new ConsoleError("forbidden");
      const auth: AuthContext = { keyId: `${SESSION_KEY}${session.id}`, spaceId: workspace.spaceIds.test, workspaceId, mode: "test", kind: "secret" };
      callers.set(auth, { sessionId: session.id, operatorId: session.operator_id, email: session.email, role: session.role, ip: request.ip, host: request.header("host") });
      return auth;
    },
    /** The session an AuthContext came from (ended or expired: 401). */
    async session(h: Handle, auth: AuthContext): Promise<SessionRow> {
      const s = auth.keyId.startsWith(SESSION_KEY) ? await repos(h).sessionById(auth.keyId.slice(SESSION_KEY.length)) : undefined;
      if (!s) throw new ConsoleError("session_required");
      return s;
    },
    async signOut(h: Handle, auth: AuthContext): Promise<void> {
      await store.writeIn(h, (tx) => repos(tx).endSession(auth.keyId.slice(SESSION_KEY.length), clock.now()));
    },
    /** The operator signed in with this AuthContext's session, with the name it writes under (`displayName`). */
    async operatorOf(h: Handle, auth: AuthContext): Promise<{ id: string; email: string; displayName: string }> {
      const s = auth.keyId.startsWith(SESSION_KEY) ? await repos(h).sessionById(auth.keyId.slice(SESSION_KEY.length)) : undefined;
      const o = s && (await repos(h).operatorById(s.operator_id));
      if (!o) throw new ConsoleError("session_required");
      return { id: o.id, email: o.email, displayName: displayName(o) };
    },
    /** Notes that the operator opened the conversation now (in `h`'s unit, or one of its own). */
    markRead: (h: Handle, operatorId: string, conversationId: string) =>
      store.writeIn(h, (tx) => repos(tx).markRead(operatorId, conversationId, clock.now())),
    /** When the operator last opened each of these conversations, by id (ms; never opened: absent). */
    async readsOf(h: Handle, operatorId: string, conversationIds: string[]): Promise<Map<string, number>> {
      return new Map((await repos(h).readsOf(operatorId, conversationIds)).map((r) => [r.conversation_id, r.read_at]));
    },
    /** The retention job (from nothing: a unit of its own). */
    /** Deletes ended and expired sessions, and failed sign-ins older than the back-off remembers. */
    prune: (now: number) =>
      store.write(async (tx) => {
        await repos(tx).pruneSignInFailures(now - SIGN_IN_FAILURE_MEMORY_MS);
        return repos(tx).pruneSessions(now);
      }),
  };
}
export type OperatorsService = ReturnType<typeof operatorsService>;
