import type { Migration } from "../platform/db/database.js";

/** The console's tables: operators, their sessions and one-time sign-in links. */
export const consoleMigrations: Migration[] = [
  {
    version: 1,
    name: "operators, sessions, sign-in links",
    sql: `
      CREATE TABLE console_operators (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        -- scrypt$N$r$p$salt$hash (base64url), or NULL until a password is set.
        password_hash TEXT,
        created_at INTEGER NOT NULL
      );
      -- Only the SHA-256 of a session's token is stored; the token lives in the browser's cookie.
      CREATE TABLE console_sessions (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        operator_id TEXT NOT NULL REFERENCES console_operators(id),
        csrf_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        ended_at INTEGER
      );
      CREATE INDEX console_sessions_expiry ON console_sessions (expires_at);
      CREATE TABLE console_sign_in_links (
        token_hash TEXT PRIMARY KEY,
        operator_id TEXT NOT NULL REFERENCES console_operators(id),
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  {
    version: 2,
    name: "sign-in back-off in the database",
    sql: `
      -- Failed sign-ins per account (the e-mail, lower-cased; known or not), shared by every node on
      -- the database: the back-off holds however many API nodes a guesser spreads tries over.
      CREATE TABLE console_sign_in_failures (
        account_key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        last_at INTEGER NOT NULL
      );
      CREATE INDEX console_sign_in_failures_last ON console_sign_in_failures (last_at);
    `,
  },
  {
    version: 3,
    name: "operator display names, conversations read per operator",
    sql: `
      -- The name an operator's replies and notes carry (author_name); NULL: the e-mail's local part.
      ALTER TABLE console_operators ADD COLUMN name TEXT;
      -- When each operator last opened each conversation (the inbox's unread marker).
      CREATE TABLE console_conversation_reads (
        operator_id TEXT NOT NULL REFERENCES console_operators(id),
        conversation_id TEXT NOT NULL,
        read_at INTEGER NOT NULL,
        PRIMARY KEY (operator_id, conversation_id)
      );
    `,
  },
  {
    version: 4,
    name: "operator roles, disabling; link purposes; the audit log",
    sql: `
      -- Operators made before roles existed could do everything: they are owners.
      ALTER TABLE console_operators ADD COLUMN role TEXT NOT NULL DEFAULT 'owner';
      -- Set when disabled: its sessions end and it cannot sign in until enabled again.
      ALTER TABLE console_operators ADD COLUMN disabled_at INTEGER;
      -- sign_in (tandem operators create), invite (e-mailed), reset (e-mailed; sets a new password).
      ALTER TABLE console_sign_in_links ADD COLUMN purpose TEXT NOT NULL DEFAULT 'sign_in';
      CREATE INDEX console_sessions_operator ON console_sessions (operator_id, created_at);
      -- Every successful console change but signing in: who (the operator's id and e-mail then), the
      -- operation, its target (the path's ids), the mode, the client's address, when.
      CREATE TABLE console_audit (
        id TEXT PRIMARY KEY,
        at INTEGER NOT NULL,
        operator_id TEXT NOT NULL,
        operator_email TEXT NOT NULL,
        operation TEXT NOT NULL,
        target TEXT,
        mode TEXT,
        address TEXT
      );
      CREATE INDEX console_audit_at ON console_audit (at, id);
      CREATE INDEX console_audit_operator ON console_audit (operator_id, at, id);
      CREATE INDEX console_audit_operation ON console_audit (operation, at, id);
    `,
  },
  {
    version: 5,
    name: "audit details",
    sql: `
      -- What the change was (a small JSON object chosen per operation, never a secret: audit.rules.ts); NULL before.
      ALTER TABLE console_audit ADD COLUMN details TEXT;
    `,
  },
];
