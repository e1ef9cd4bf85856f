import type { Db } from "../../../platform/db/database.js";
import type { OperatorRow, OperatorsRepo, SessionRow } from "../../../console/operators.repo.js";
import type { SignInFailures } from "../../../console/operators.rules.js";

/** All SQL about operators, sessions and sign-in links. */
export function operatorsRepo(db: Db): OperatorsRepo {
  const q = {
    insert: db.prepare("INSERT INTO console_operators (id, email, password_hash, created_at, name) VALUES (?, ?, ?, ?, ?)"),
    byEmail: db.prepare<[string], OperatorRow>("SELECT id, email, password_hash, created_at, name FROM console_operators WHERE email = ?"),
    list: db.prepare<[], OperatorRow>("SELECT id, email, password_hash, created_at, name FROM console_operators ORDER BY created_at, id"),
    insertSession: db.prepare(
      "INSERT INTO console_sessions (id, token_hash, operator_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    activeSession: db.prepare<[string, number], SessionRow>(
      `SELECT s.id, s.operator_id, o.email, s.csrf_token, s.created_at, s.expires_at
         FROM console_sessions s JOIN console_operators o ON o.id = s.operator_id
        WHERE s.token_hash = ? AND s.ended_at IS NULL AND s.expires_at > ?`,
    ),
    sessionById: db.prepare<[string], SessionRow>(
      `SELECT s.id, s.operator_id, o.email, s.csrf_token, s.created_at, s.expires_at
         FROM console_sessions s JOIN console_operators o ON o.id = s.operator_id WHERE s.id = ?`,
    ),
    endSession: db.prepare("UPDATE console_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL"),
    pruneSessions: db.prepare("DELETE FROM console_sessions WHERE expires_at <= ? OR ended_at IS NOT NULL"),
    insertLink: db.prepare("INSERT INTO console_sign_in_links (token_hash, operator_id, expires_at) VALUES (?, ?, ?)"),
    useLink: db.prepare<[number, string, number], { operator_id: string }>(
      "UPDATE console_sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING operator_id",
    ),
    ensureFailures: db.prepare("INSERT INTO console_sign_in_failures (account_key, count, last_at) VALUES (?, 0, 0) ON CONFLICT (account_key) DO NOTHING"),
    failures: db.prepare<[string], SignInFailures>("SELECT count, last_at AS lastAt FROM console_sign_in_failures WHERE account_key = ?"),
    putFailures: db.prepare("UPDATE console_sign_in_failures SET count = ?, last_at = ? WHERE account_key = ?"),
    clearFailures: db.prepare("DELETE FROM console_sign_in_failures WHERE account_key = ?"),
    pruneFailures: db.prepare("DELETE FROM console_sign_in_failures WHERE last_at <= ?"),
    markRead: db.prepare(
      `INSERT INTO console_conversation_reads (operator_id, conversation_id, read_at) VALUES (?, ?, ?)
       ON CONFLICT (operator_id, conversation_id) DO UPDATE SET read_at = max(read_at, excluded.read_at)`,
    ),
    readsOf: db.prepare<[string, string], { conversation_id: string; read_at: number }>(
      "SELECT conversation_id, read_at FROM console_conversation_reads WHERE operator_id = ? AND conversation_id IN (SELECT value FROM json_each(?))",
    ),
    operatorById: db.prepare<[string], OperatorRow>("SELECT id, email, password_hash, created_at, name FROM console_operators WHERE id = ?"),
  };
  return {
    async insertOperator(o: OperatorRow): Promise<void> {
      q.insert.run(o.id, o.email, o.password_hash, o.created_at, o.name ?? null);
    },
    operatorByEmail: async (email: string) => q.byEmail.get(email),
    operatorById: async (id: string) => q.operatorById.get(id),
    operators: async () => q.list.all(),
    async insertSession(s: { id: string; tokenHash: string; operatorId: string; csrfToken: string; now: number; expiresAt: number }): Promise<void> {
      q.insertSession.run(s.id, s.tokenHash, s.operatorId, s.csrfToken, s.now, s.expiresAt);
    },
    /** The session with this token hash while it has not ended nor expired. */
    activeSession: async (tokenHash: string, now: number) => q.activeSession.get(tokenHash, now),
    sessionById: async (id: string) => q.sessionById.get(id),
    endSession: async (id: string, now: number) => q.endSession.run(now, id).changes === 1,
    /** Deletes ended and expired sessions; answers how many. */
    pruneSessions: async (now: number) => q.pruneSessions.run(now).changes,
    // One writer at a time: the unit itself keeps concurrent tries apart.
    async lockSignInFailures(accountKey) {
      q.ensureFailures.run(accountKey);
      return q.failures.get(accountKey)!;
    },
    async putSignInFailures(accountKey, f) {
      q.putFailures.run(f.count, f.lastAt, accountKey);
    },
    async clearSignInFailures(accountKey) {
      q.clearFailures.run(accountKey);
    },
    pruneSignInFailures: async (before) => q.pruneFailures.run(before).changes,
    async insertLink(tokenHash: string, operatorId: string, expiresAt: number): Promise<void> {
      q.insertLink.run(tokenHash, operatorId, expiresAt);
    },
    /** Spends a link: its operator, or undefined when unknown, used or expired. */
    useLink: async (tokenHash: string, now: number) => q.useLink.get(now, tokenHash, now)?.operator_id,
    async markRead(operatorId, conversationId, at) {
      q.markRead.run(operatorId, conversationId, at);
    },
    readsOf: async (operatorId, conversationIds) => (conversationIds.length ? q.readsOf.all(operatorId, JSON.stringify(conversationIds)) : []),
  };
}
