import type { AuditRow, OperatorRow, OperatorsRepo, SessionRow } from "../../../console/operators.repo.js";
import type { LinkPurpose, SignInFailures } from "../../../console/operators.rules.js";
import { type PgConn, stmt } from "../conn.js";

const OPERATOR = "SELECT id, email, password_hash, created_at, role, name, disabled_at FROM console_operators";
const SESSION = `SELECT s.id, s.operator_id, o.email, s.csrf_token, s.created_at, s.expires_at, o.role, o.name
  FROM console_sessions s JOIN console_operators o ON o.id = s.operator_id`;
const AUDIT = "SELECT id, at, operator_id, operator_email, operation, target, mode, address, details FROM console_audit";

const q = {
  // The e-mail is unique regardless of ASCII case (SQLite's NOCASE): the unique index on lower(email), the
  // column being COLLATE "C" (lower folds ASCII letters only); a look-up folds its parameter the same way.
  insert: stmt(
    "operators.insert",
    "INSERT INTO console_operators (id, email, password_hash, created_at, role, name, disabled_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
  ),
  byEmail: stmt<OperatorRow>("operators.byEmail", `${OPERATOR} WHERE lower(email) = lower($1::text COLLATE "C")`),
  byId: stmt<OperatorRow>("operators.byId", `${OPERATOR} WHERE id = $1`),
  list: stmt<OperatorRow>("operators.list", `${OPERATOR} ORDER BY created_at, id COLLATE "C"`),
  page: stmt<OperatorRow>(
    "operators.page",
    `${OPERATOR} WHERE created_at > $1 OR (created_at = $1 AND id COLLATE "C" > $2) ORDER BY created_at, id COLLATE "C" LIMIT $3`,
  ),
  // Locked until the unit ends: a concurrent demotion (another node's) waits, then reads this one's outcome.
  owners: stmt<{ id: string }>("operators.owners", `SELECT id FROM console_operators WHERE role = 'owner' AND disabled_at IS NULL ORDER BY id COLLATE "C" FOR UPDATE`),
  update: stmt(
    "operators.update",
    `UPDATE console_operators SET role = COALESCE($2, role),
       name = CASE WHEN $3::boolean THEN $4 ELSE name END,
       disabled_at = CASE WHEN $5::boolean THEN $6::bigint ELSE disabled_at END
     WHERE id = $1`,
  ),
  setPassword: stmt("operators.setPassword", "UPDATE console_operators SET password_hash = $2 WHERE id = $1"),
  deleteSessions: stmt("operators.deleteSessions", "DELETE FROM console_sessions WHERE operator_id = $1"),
  deleteLinks: stmt("operators.deleteLinks", "DELETE FROM console_sign_in_links WHERE operator_id = $1"),
  deleteReads: stmt("operators.deleteReads", "DELETE FROM console_conversation_reads WHERE operator_id = $1"),
  deleteOperator: stmt("operators.deleteOperator", "DELETE FROM console_operators WHERE id = $1"),
  sessionsOf: stmt<SessionRow>(
    "operators.sessionsOf",
    `${SESSION} WHERE s.operator_id = $1 AND s.ended_at IS NULL AND s.expires_at > $2 ORDER BY s.created_at DESC, s.id COLLATE "C" DESC`,
  ),
  endSessionsOf: stmt("operators.endSessionsOf", "UPDATE console_sessions SET ended_at = $2 WHERE operator_id = $1 AND ended_at IS NULL AND expires_at > $2"),
  insertAudit: stmt(
    "operators.insertAudit",
    "INSERT INTO console_audit (id, at, operator_id, operator_email, operation, target, mode, address, details) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
  ),
  // The e-mail of each operator's latest row.
  auditOperators: stmt<{ id: string; email: string }>(
    "operators.auditOperators",
    `SELECT id, email FROM (SELECT DISTINCT ON (operator_id) operator_id AS id, operator_email AS email FROM console_audit ORDER BY operator_id, at DESC, id COLLATE "C" DESC) o
     ORDER BY email COLLATE "C", id COLLATE "C" LIMIT $1`,
  ),
  // Every filter optional (NULL: not filtered); the keyset is (at, id) descending.
  auditPage: stmt<AuditRow>(
    "operators.auditPage",
    `${AUDIT} WHERE ($1::text IS NULL OR operator_id = $1) AND ($2::text IS NULL OR operation = $2)
       AND ($3::bigint IS NULL OR at >= $3) AND ($4::bigint IS NULL OR at < $4)
       AND ($5::bigint IS NULL OR at < $5 OR (at = $5 AND id COLLATE "C" < $6))
     ORDER BY at DESC, id COLLATE "C" DESC LIMIT $7`,
  ),
  insertSession: stmt(
    "operators.insertSession",
    "INSERT INTO console_sessions (id, token_hash, operator_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)",
  ),
  activeSession: stmt<SessionRow>(
    "operators.activeSession",
    `${SESSION} WHERE s.token_hash = $1 AND s.ended_at IS NULL AND s.expires_at > $2 AND o.disabled_at IS NULL`,
  ),
  sessionById: stmt<SessionRow>("operators.sessionById", `${SESSION} WHERE s.id = $1`),
  endSession: stmt("operators.endSession", "UPDATE console_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL"),
  pruneSessions: stmt("operators.pruneSessions", "DELETE FROM console_sessions WHERE expires_at <= $1 OR ended_at IS NOT NULL"),
  ensureFailures: stmt("operators.ensureFailures", "INSERT INTO console_sign_in_failures (account_key, count, last_at) VALUES ($1, 0, 0) ON CONFLICT (account_key) DO NOTHING"),
  // Locked until the unit ends: a concurrent try of the account (another node's) reads the row after this one's count.
  lockFailures: stmt<SignInFailures>("operators.lockFailures", `SELECT count, last_at AS "lastAt" FROM console_sign_in_failures WHERE account_key = $1 FOR UPDATE`),
  putFailures: stmt("operators.putFailures", "UPDATE console_sign_in_failures SET count = $2, last_at = $3 WHERE account_key = $1"),
  clearFailures: stmt("operators.clearFailures", "DELETE FROM console_sign_in_failures WHERE account_key = $1"),
  pruneFailures: stmt("operators.pruneFailures", "DELETE FROM console_sign_in_failures WHERE last_at <= $1"),
  insertLink: stmt("operators.insertLink", "INSERT INTO console_sign_in_links (token_hash, operator_id, expires_at, purpose) VALUES ($1, $2, $3, $4)"),
  // Spent once: of two concurrent uses, the second's condition is checked on the first's committed row.
  useLink: stmt<{ operator_id: string; purpose: LinkPurpose }>(
    "operators.useLink",
    "UPDATE console_sign_in_links SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING operator_id, purpose",
  ),
  markRead: stmt(
    "operators.markRead",
    `INSERT INTO console_conversation_reads (operator_id, conversation_id, read_at) VALUES ($1, $2, $3)
     ON CONFLICT (operator_id, conversation_id) DO UPDATE SET read_at = GREATEST(console_conversation_reads.read_at, EXCLUDED.read_at)`,
  ),
  readsOf: stmt<{ conversation_id: string; read_at: number }>(
    "operators.readsOf",
    "SELECT conversation_id, read_at FROM console_conversation_reads WHERE operator_id = $1 AND conversation_id = ANY($2::text[])",
  ),
};

/** All SQL about operators, sessions and sign-in links. */
export function operatorsRepo(c: PgConn): OperatorsRepo {
  return {
    async insertOperator(o) {
      await q.insert.run(c, o.id, o.email, o.password_hash, o.created_at, o.role, o.name, o.disabled_at);
    },
    operatorsPage: (after, limit) => q.page.all(c, after?.createdAt ?? -1, after?.id ?? "", limit),
    lockActiveOwners: async () => (await q.owners.all(c)).map((r) => r.id),
    updateOperator: async (id, change) =>
      (await q.update.run(c, id, change.role ?? null, change.name !== undefined, change.name ?? null, change.disabledAt !== undefined, change.disabledAt ?? null)) === 1,
    async setPassword(id, passwordHash) {
      await q.setPassword.run(c, id, passwordHash);
    },
    async deleteOperator(id) {
      await q.deleteSessions.run(c, id);
      await q.deleteLinks.run(c, id);
      await q.deleteReads.run(c, id);
      return (await q.deleteOperator.run(c, id)) === 1;
    },
    activeSessionsOf: (operatorId, now) => q.sessionsOf.all(c, operatorId, now),
    endSessionsOf: (operatorId, now) => q.endSessionsOf.run(c, operatorId, now),
    async insertAudit(r) {
      await q.insertAudit.run(c, r.id, r.at, r.operator_id, r.operator_email, r.operation, r.target, r.mode, r.address, r.details);
    },
    auditOperators: (limit) => q.auditOperators.all(c, limit),
    auditPage: (a) =>
      q.auditPage.all(c, a.operatorId ?? null, a.operation ?? null, a.from ?? null, a.to ?? null, a.before?.at ?? null, a.before?.id ?? null, a.limit),
    operatorByEmail: (email) => q.byEmail.one(c, email),
    operatorById: (id) => q.byId.one(c, id),
    operators: () => q.list.all(c),
    async insertSession(s) {
      await q.insertSession.run(c, s.id, s.tokenHash, s.operatorId, s.csrfToken, s.now, s.expiresAt);
    },
    activeSession: (tokenHash, now) => q.activeSession.one(c, tokenHash, now),
    sessionById: (id) => q.sessionById.one(c, id),
    endSession: async (id, now) => (await q.endSession.run(c, id, now)) === 1,
    pruneSessions: (now) => q.pruneSessions.run(c, now),
    async lockSignInFailures(accountKey) {
      await q.ensureFailures.run(c, accountKey);
      return (await q.lockFailures.one(c, accountKey))!;
    },
    async putSignInFailures(accountKey, f) {
      await q.putFailures.run(c, accountKey, f.count, f.lastAt);
    },
    async clearSignInFailures(accountKey) {
      await q.clearFailures.run(c, accountKey);
    },
    pruneSignInFailures: (before) => q.pruneFailures.run(c, before),
    async insertLink(tokenHash, operatorId, expiresAt, purpose = "sign_in") {
      await q.insertLink.run(c, tokenHash, operatorId, expiresAt, purpose);
    },
    useLink: async (tokenHash, now) => (await q.useLink.one(c, tokenHash, now))?.operator_id,
    async markRead(operatorId, conversationId, at) {
      await q.markRead.run(c, operatorId, conversationId, at);
    },
    readsOf: async (operatorId, conversationIds) => (conversationIds.length ? q.readsOf.all(c, operatorId, conversationIds) : []),
    async spendLink(tokenHash, now) {
      const r = await q.useLink.one(c, tokenHash, now);
      return r && { operatorId: r.operator_id, purpose: r.purpose };
    },
  };
}

export const pgOperatorsRepo = operatorsRepo;
