import type { SignInFailures } from "./operators.rules.js";

export interface OperatorRow {
  id: string;
  email: string;
  password_hash: string | null;
  created_at: number;
  /** The display name (`--name`); null: the e-mail's local part is shown. */
  name: string | null;
}

export interface SessionRow {
  id: string;
  operator_id: string;
  email: string;
  csrf_token: string;
  created_at: number;
  expires_at: number;
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
  /** Stores a session (its token only as a hash). */
  insertSession(s: { id: string; tokenHash: string; operatorId: string; csrfToken: string; now: number; expiresAt: number }): Promise<void>;
  /** The session with this token hash while it has not ended nor expired (`expires_at` > `now`); undefined otherwise. */
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
  /** Stores a sign-in link (its token only as a hash). */
  insertLink(tokenHash: string, operatorId: string, expiresAt: number): Promise<void>;
  /** Spends a link once: its operator, or undefined when unknown, used or expired (`expires_at` ≤ `now`). */
  useLink(tokenHash: string, now: number): Promise<string | undefined>;
  /** Notes that the operator opened the conversation at `at` (a later time than the one stored wins; an earlier one changes nothing). */
  markRead(operatorId: string, conversationId: string, at: number): Promise<void>;
  /** When the operator last opened each of these conversations (those never opened are left out). */
  readsOf(operatorId: string, conversationIds: string[]): Promise<{ conversation_id: string; read_at: number }[]>;
}
