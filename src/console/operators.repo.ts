import type { LinkPurpose, Role, SignInFailures } from "./operators.rules.js";

export interface OperatorRow {
  id: string;
  email: string;
  password_hash: string | null;
  created_at: number;
  role: Role;
  /** The display name; null: the e-mail's local part is shown. */
  name: string | null;
  /** When it was disabled; null while enabled. */
  disabled_at: number | null;
}

/** One row of the audit log. */
export interface AuditRow {
  id: string;
  at: number;
  operator_id: string;
  operator_email: string;
  operation: string;
  target: string | null;
  mode: string | null;
  address: string | null;
  /** What the change was: a JSON object (audit.rules.ts bounds it); null when nothing more is said. */
  details: string | null;
}

/** The audit log's filters and keyset page (newest first: `before` is the last row's (at, id) of the page before). */
export interface AuditQuery {
  operatorId?: string;
  operation?: string;
  /** Rows at or after this time (ms). */
  from?: number;
  /** Rows before this time (ms). */
  to?: number;
  before?: { at: number; id: string };
  limit: number;
}

export interface SessionRow {
  id: string;
  operator_id: string;
  email: string;
  csrf_token: string;
  created_at: number;
  expires_at: number;
  role: Role;
  name: string | null;
}

/** The console's operators, their sessions and their one-time sign-in links. */
export interface OperatorsRepo {
  /** Stores an operator; a duplicate id, or an e-mail equal to another's but for ASCII case, throws. */
  insertOperator(o: OperatorRow): Promise<void>;
  /** The operator with this e-mail, compared case-insensitively (ASCII); undefined when none. */
  operatorByEmail(email: string): Promise<OperatorRow | undefined>;
  /** The operator with this id; undefined when none. */
  operatorById(id: string): Promise<OperatorRow | undefined>;
  /** Every operator, oldest first (created_at, then id). */
  operators(): Promise<OperatorRow[]>;
  /** A page of operators, oldest first (created_at, then id), after `after` (the last row of the page before). */
  operatorsPage(after: { createdAt: number; id: string } | undefined, limit: number): Promise<OperatorRow[]>;
  /**
   * The ids of the enabled owners, locked for the rest of the unit (PostgreSQL `FOR UPDATE`; SQLite has
   * one writer), so two units demoting, disabling or removing owners at once cannot leave none.
   */
  lockActiveOwners(): Promise<string[]>;
  /** Changes an operator's role, name (undefined: unchanged) and disabled time (undefined: unchanged); false when none. */
  updateOperator(id: string, change: { role?: Role; name?: string | null; disabledAt?: number | null }): Promise<boolean>;
  /** Sets (or clears) the operator's password hash. */
  setPassword(id: string, passwordHash: string | null): Promise<void>;
  /** Deletes the operator with its sessions and links (its audit rows stay); false when none. */
  deleteOperator(id: string): Promise<boolean>;
  /** The operator's sessions that have not ended nor expired at `now`, newest first. */
  activeSessionsOf(operatorId: string, now: number): Promise<SessionRow[]>;
  /** Ends every session of the operator still open at `now`; answers how many. */
  endSessionsOf(operatorId: string, now: number): Promise<number>;
  /** Appends a row to the audit log. */
  insertAudit(row: AuditRow): Promise<void>;
  /** A page of the audit log, newest first (at, then id, both descending). */
  auditPage(q: AuditQuery): Promise<AuditRow[]>;
  /** The operators that appear in the audit log (id, and the e-mail of its latest row), by e-mail; at most `limit`. */
  auditOperators(limit: number): Promise<{ id: string; email: string }[]>;
  /** Stores a session (its token only as a hash). */
  insertSession(s: { id: string; tokenHash: string; operatorId: string; csrfToken: string; now: number; expiresAt: number }): Promise<void>;
  /** The session with this token hash while it has not ended nor expired (`expires_at` > `now`) and its operator is enabled; undefined otherwise. */
  activeSession(tokenHash: string, now: number): Promise<SessionRow | undefined>;
  /** The session with this id, ended or not; undefined when none. */
  sessionById(id: string): Promise<SessionRow | undefined>;
  /** Ends the session at `now`; false when it had ended already or does not exist. */
  endSession(id: string, now: number): Promise<boolean>;
  /** Deletes ended and expired (`expires_at` ≤ `now`) sessions; answers how many. */
  pruneSessions(now: number): Promise<number>;
  /**
   * An account's failed sign-ins (`account_key`: the e-mail lower-cased), locked for the rest of the
   * unit so concurrent tries of one account, from any node, count one after another: the row is made
   * first (count 0) when there is none.
   */
  lockSignInFailures(accountKey: string): Promise<SignInFailures>;
  /** Stores the account's failed sign-ins (its row exists: `lockSignInFailures` made it). */
  putSignInFailures(accountKey: string, f: SignInFailures): Promise<void>;
  /** Forgets the account's failed sign-ins (a sign-in succeeded). */
  clearSignInFailures(accountKey: string): Promise<void>;
  /** Deletes the failures of accounts whose last failure was at or before `before`; answers how many. */
  pruneSignInFailures(before: number): Promise<number>;
  /** Stores a one-time link (its token only as a hash); `purpose` defaults to `sign_in`. */
  insertLink(tokenHash: string, operatorId: string, expiresAt: number, purpose?: LinkPurpose): Promise<void>;
  /** Spends a link once: its operator, or undefined when unknown, used or expired (`expires_at` ≤ `now`). */
  useLink(tokenHash: string, now: number): Promise<string | undefined>;
  /** Notes that the operator opened the conversation at `at` (a later time than the one stored wins; an earlier one changes nothing). */
  markRead(operatorId: string, conversationId: string, at: number): Promise<void>;
  /** When the operator last opened each of these conversations (those never opened are left out). */
  readsOf(operatorId: string, conversationIds: string[]): Promise<{ conversation_id: string; read_at: number }[]>;
  /** Spends a link once: its operator and purpose, or undefined when unknown, used or expired. */
  spendLink(tokenHash: string, now: number): Promise<{ operatorId: string; purpose: LinkPurpose } | undefined>;
}
