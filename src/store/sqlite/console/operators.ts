import type { Db } from "../../../platform/db/database.js";
import type { AuditRow, OperatorRow, OperatorsRepo, SessionRow } from "../../../console/operators.repo.js";
import type { LinkPurpose, SignInFailures } from "../../../console/operators.rules.js";

const OPERATOR = "SELECT id, email, password_hash, created_at, role, name, disabled_at FROM console_operators";
const SESSION = `SELECT s.id, s.operator_id, o.email, s.csrf_token, s.created_at, s.expires_at, o.role, o.name
  FROM console_sessions s JOIN console_operators o ON o.id = s.operator_id`;
const AUDIT = "SELECT id, at, operator_id, operator_email, operation, target, mode, address, details FROM console_audit";

/** All SQL about operators, sessions and sign-in links. */
export function operatorsRepo(db: Db): OperatorsRepo {
  const q = {
    insert: db.prepare("INSERT INTO console_operators (id, email, password_hash, created_at, role, name, disabled_at) VALUES (?, ?, ?, ?, ?, ?, ?)"),
    byEmail: db.prepare<[string], OperatorRow>(`${OPERATOR} WHERE email = ?`),
    list: db.prepare<[], OperatorRow>(`${OPERATOR} ORDER BY created_at, id`),
    page: db.prepare<[number, number, string, number], OperatorRow>(`${OPERATOR} WHERE created_at > ? OR (created_at = ? AND id > ?) ORDER BY created_at, id LIMIT ?`),
    owners: db.prepare<[], { id: string }>("SELECT id FROM console_operators WHERE role = 'owner' AND disabled_at IS NULL ORDER BY id"),
    setPassword: db.prepare("UPDATE console_operators SET password_hash = ? WHERE id = ?"),
    deleteSessions: db.prepare("DELETE FROM console_sessions WHERE operator_id = ?"),
    deleteLinks: db.prepare("DELETE FROM console_sign_in_links WHERE operator_id = ?"),
    deleteReads: db.prepare("DELETE FROM console_conversation_reads WHERE operator_id = ?"),
    deleteOperator: db.prepare("DELETE FROM console_operators WHERE id = ?"),
    sessionsOf: db.prepare<[string, number], SessionRow>(`${SESSION} WHERE s.operator_id = ? AND s.ended_at IS NULL AND s.expires_at > ? ORDER BY s.created_at DESC, s.id DESC`),
    endSessionsOf: db.prepare("UPDATE console_sessions SET ended_at = ? WHERE operator_id = ? AND ended_at IS NULL AND expires_at > ?"),
    insertAudit: db.prepare("INSERT INTO console_audit (id, at, operator_id, operator_email, operation, target, mode, address, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
    // SQLite's bare column beside max(): the e-mail of the operator's latest row.
    auditOperators: db.prepare<[number], { id: string; email: string; at: number }>(
      "SELECT id, email FROM (SELECT operator_id AS id, operator_email AS email, max(at) AS at FROM console_audit GROUP BY operator_id) ORDER BY email, id LIMIT ?",
    ),
    insertSession: db.prepare(
      "INSERT INTO console_sessions (id, token_hash, operator_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    activeSession: db.prepare<[string, number], SessionRow>(`${SESSION} WHERE s.token_hash = ? AND s.ended_at IS NULL AND s.expires_at > ? AND o.disabled_at IS NULL`),
    sessionById: db.prepare<[string], SessionRow>(`${SESSION} WHERE s.id = ?`),
    endSession: db.prepare("UPDATE console_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL"),
    pruneSessions: db.prepare("DELETE FROM console_sessions WHERE expires_at <= ? OR ended_at IS NOT NULL"),
    insertLink: db.prepare("INSERT INTO console_sign_in_links (token_hash, operator_id, expires_at, purpose) VALUES (?, ?, ?, ?)"),
    useLink: db.prepare<[number, string, number], { operator_id: string; purpose: LinkPurpose }>(
      "UPDATE console_sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING operator_id, purpose",
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
    operatorById: db.prepare<[string], OperatorRow>(`${OPERATOR} WHERE id = ?`),
  };
  const audits = new Map<string, ReturnType<typeof db.prepare<unknown[], AuditRow>>>();
  return {
    async insertOperator(o: OperatorRow): Promise<void> {
      q.insert.run(o.id, o.email, o.password_hash, o.created_at, o.role, o.name, o.disabled_at);
    },
    operatorsPage: async (after, limit) => q.page.all(after?.createdAt ?? -1, after?.createdAt ?? -1, after?.id ?? "", limit),
    // One writer at a time: the unit itself keeps concurrent changes apart.
    lockActiveOwners: async () => q.owners.all().map((r) => r.id),
    async updateOperator(id, change) {
      const sets: string[] = [];
      const values: unknown[] = [];
      if (change.role !== undefined) sets.push("role = ?"), values.push(change.role);
      if (change.name !== undefined) sets.push("name = ?"), values.push(change.name);
      if (change.disabledAt !== undefined) sets.push("disabled_at = ?"), values.push(change.disabledAt);
      if (sets.length === 0) return q.operatorById.get(id) !== undefined;
      return db.prepare(`UPDATE console_operators SET ${sets.join(", ")} WHERE id = ?`).run(...values, id).changes === 1;
    },
    async setPassword(id, passwordHash) {
      q.setPassword.run(passwordHash, id);
    },
    async deleteOperator(id) {
      q.deleteSessions.run(id);
      q.deleteLinks.run(id);
      q.deleteReads.run(id);
      return q.deleteOperator.run(id).changes === 1;
    },
    activeSessionsOf: async (operatorId, now) => q.sessionsOf.all(operatorId, now),
    endSessionsOf: async (operatorId, now) => q.endSessionsOf.run(now, operatorId, now).changes,
    async insertAudit(r) {
      q.insertAudit.run(r.id, r.at, r.operator_id, r.operator_email, r.operation, r.target, r.mode, r.address, r.details);
    },
    auditOperators: async (limit) => q.auditOperators.all(limit).map((r) => ({ id: r.id, email: r.email })),
    async auditPage(a) {
      const where: string[] = [];
      const values: unknown[] = [];
      if (a.operatorId !== undefined) where.push("operator_id = ?"), values.push(a.operatorId);
      if (a.operation !== undefined) where.push("operation = ?"), values.push(a.operation);
      if (a.from !== undefined) where.push("at >= ?"), values.push(a.from);
      if (a.to !== undefined) where.push("at < ?"), values.push(a.to);
      if (a.before !== undefined) where.push("(at < ? OR (at = ? AND id < ?))"), values.push(a.before.at, a.before.at, a.before.id);
      const sql = `${AUDIT}${where.length ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY at DESC, id DESC LIMIT ?`;
      let stmt = audits.get(sql);
      if (!stmt) audits.set(sql, (stmt = db.prepare<unknown[], AuditRow>(sql)));
      return stmt.all(...values, a.limit);
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
    async insertLink(tokenHash, operatorId, expiresAt, purpose = "sign_in") {
      q.insertLink.run(tokenHash, operatorId, expiresAt, purpose);
    },
    /** Spends a link: its operator, or undefined when unknown, used or expired. */
    useLink: async (tokenHash: string, now: number) => q.useLink.get(now, tokenHash, now)?.operator_id,
    async markRead(operatorId, conversationId, at) {
      q.markRead.run(operatorId, conversationId, at);
    },
    readsOf: async (operatorId, conversationIds) => (conversationIds.length ? q.readsOf.all(operatorId, JSON.stringify(conversationIds)) : []),
    async spendLink(tokenHash, now) {
      const r = q.useLink.get(now, tokenHash, now);
      return r && { operatorId: r.operator_id, purpose: r.purpose };
    },
  };
}
