import type { PgBaseline } from "./types.js";

/**
 * The console's tables on PostgreSQL as of its SQLite migration 1 (src/console/migrations.ts):
 * operators, their sessions and one-time sign-in links.
 */
export const consoleBaseline: PgBaseline = {
  upTo: 1,
  sql: `
  CREATE TABLE console_operators (
    id text COLLATE "C" PRIMARY KEY,
    -- Unique regardless of ASCII case (SQLite's COLLATE NOCASE): console_operators_email on
    -- lower(email), which under "C" folds ASCII letters only, as NOCASE does. Look-ups compare
    -- lower(email) = lower($1::text COLLATE "C") (a bare lower($1) folds by the database's locale).
    email text COLLATE "C" NOT NULL,
    -- scrypt$N$r$p$salt$hash (base64url), or NULL until a password is set.
    password_hash text COLLATE "C",
    created_at bigint NOT NULL
  );
  CREATE UNIQUE INDEX console_operators_email ON console_operators (lower(email));

  -- Only the SHA-256 of a session's token is stored; the token lives in the browser's cookie.
  CREATE TABLE console_sessions (
    id text COLLATE "C" PRIMARY KEY,
    token_hash text COLLATE "C" NOT NULL UNIQUE,
    operator_id text COLLATE "C" NOT NULL REFERENCES console_operators(id),
    csrf_token text COLLATE "C" NOT NULL,
    created_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    ended_at bigint
  );
  CREATE INDEX console_sessions_expiry ON console_sessions (expires_at);

  CREATE TABLE console_sign_in_links (
    token_hash text COLLATE "C" PRIMARY KEY,
    operator_id text COLLATE "C" NOT NULL REFERENCES console_operators(id),
    expires_at bigint NOT NULL,
    used_at bigint
  );
`,
};

/** The console's migrations after the baseline, by version (src/console/migrations.ts). */
export const consoleLater: Record<number, string> = {
  2: `
  CREATE TABLE console_sign_in_failures (
    account_key text COLLATE "C" PRIMARY KEY,
    count bigint NOT NULL,
    last_at bigint NOT NULL
  );
  CREATE INDEX console_sign_in_failures_last ON console_sign_in_failures (last_at);
`,
  3: `
  ALTER TABLE console_operators ADD COLUMN name text COLLATE "C";
  CREATE TABLE console_conversation_reads (
    operator_id text COLLATE "C" NOT NULL REFERENCES console_operators(id),
    conversation_id text COLLATE "C" NOT NULL,
    read_at bigint NOT NULL,
    PRIMARY KEY (operator_id, conversation_id)
  );
`,
  4: `
  ALTER TABLE console_operators ADD COLUMN role text COLLATE "C" NOT NULL DEFAULT 'owner';
  ALTER TABLE console_operators ADD COLUMN disabled_at bigint;
  ALTER TABLE console_sign_in_links ADD COLUMN purpose text COLLATE "C" NOT NULL DEFAULT 'sign_in';
  CREATE INDEX console_sessions_operator ON console_sessions (operator_id, created_at);
  CREATE TABLE console_audit (
    id text COLLATE "C" PRIMARY KEY,
    at bigint NOT NULL,
    operator_id text COLLATE "C" NOT NULL,
    operator_email text COLLATE "C" NOT NULL,
    operation text COLLATE "C" NOT NULL,
    target text COLLATE "C",
    mode text COLLATE "C",
    address text COLLATE "C"
  );
  CREATE INDEX console_audit_at ON console_audit (at, id);
  CREATE INDEX console_audit_operator ON console_audit (operator_id, at, id);
  CREATE INDEX console_audit_operation ON console_audit (operation, at, id);
`,
  5: `
  ALTER TABLE console_audit ADD COLUMN details text COLLATE "C";
`,
};
