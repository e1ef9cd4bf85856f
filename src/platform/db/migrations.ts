import type { Migration } from "./database.js";

/** Tables shared by both APIs: the workspace, its two modes ("spaces"), API keys, idempotency keys, leases, delivery claims, job periods. */
export const platformMigrations: Migration[] = [
  {
    version: 1,
    name: "workspaces, spaces, api keys",
    sql: `
      CREATE TABLE workspaces (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        venture_id TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      -- One row per (workspace, mode): every record of either API belongs to one space,
      -- which is how test and live data never meet.
      CREATE TABLE spaces (
        id INTEGER PRIMARY KEY,
        workspace_id TEXT NOT NULL REFERENCES workspaces(id),
        mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        public_key TEXT NOT NULL UNIQUE,
        UNIQUE (workspace_id, mode)
      );
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        api TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('secret', 'publishable')),
        hash TEXT NOT NULL UNIQUE,
        display TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
    `,
  },
  {
    version: 2,
    name: "idempotency keys",
    sql: `
      -- One row per (space, operation, key). response IS NULL while the first request runs.
      CREATE TABLE idempotency_keys (
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        operation TEXT NOT NULL,
        key TEXT NOT NULL,
        body_hash TEXT NOT NULL,
        status INTEGER,
        response TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (space_id, operation, key)
      );
      CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
    `,
  },
  {
    version: 3,
    name: "leases",
    sql: `
      -- A named role that one process at a time may hold (e.g. the webhook sender), renewed
      -- before expires_at; another process takes it over once it has expired.
      CREATE TABLE leases (
        name TEXT PRIMARY KEY,
        holder TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: "idempotency claim owners",
    sql: `
      -- The process that claimed a running key (host:pid:uuid, as lease holders): a claim whose
      -- owner is gone is taken over by the next request with the key instead of answering
      -- idempotency_in_progress until it expires.
      ALTER TABLE idempotency_keys ADD COLUMN owner TEXT;
    `,
  },
  {
    version: 5,
    name: "workspace identity and branding",
    sql: `
      -- The merchant's identity, shown on hosted billing pages, invoices and their PDF, visitor
      -- mails and the widget (NULL: not set). The logo is stored here (bounded to 512 KiB by the
      -- code, PNG / JPEG / WebP checked by magic bytes), logo_etag versions its URL.
      ALTER TABLE workspaces ADD COLUMN legal_name TEXT;
      ALTER TABLE workspaces ADD COLUMN address TEXT;
      ALTER TABLE workspaces ADD COLUMN tax_id TEXT;
      ALTER TABLE workspaces ADD COLUMN support_email TEXT;
      ALTER TABLE workspaces ADD COLUMN accent_color TEXT;
      ALTER TABLE workspaces ADD COLUMN widget_greeting TEXT;
      ALTER TABLE workspaces ADD COLUMN logo BLOB;
      ALTER TABLE workspaces ADD COLUMN logo_type TEXT;
      ALTER TABLE workspaces ADD COLUMN logo_etag TEXT;
      ALTER TABLE workspaces ADD COLUMN updated_at INTEGER;
    `,
  },
  {
    version: 6,
    name: "delivery claims: which sender holds which outgoing delivery",
    sql: `
      -- One row per claimed delivery of an outbox (outbox: its deliveries table, e.g.
      -- webhook_deliveries, rv_webhook_deliveries, mail_deliveries): the sender that holds it
      -- (host:pid:uuid, as lease holders) until expires_at. Only the holder may send it or record
      -- its outcome; an expired claim, or one whose holder is gone, may be taken by another sender.
      -- Supersedes the deliveries' own lease_until columns (no longer read).
      CREATE TABLE delivery_claims (
        outbox TEXT NOT NULL,
        seq INTEGER NOT NULL,
        holder TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (outbox, seq)
      );
    `,
  },
  {
    version: 7,
    name: "job periods",
    sql: `
      -- The schedule period each job last ran for (period_end: the schedule's next occurrence after
      -- the run began), claimed by the one run of that period among every process on the database.
      CREATE TABLE job_periods (
        name TEXT PRIMARY KEY,
        period_end INTEGER NOT NULL
      );
    `,
  },
  {
    version: 8,
    name: "shared rate counts (PostgreSQL only)",
    // SQLite keeps rate counts in memory (one process serves a file); PostgreSQL shares them across
    // nodes in rate_counts (src/store/postgres/schema/platform.ts, platformLater[8]).
    sql: `SELECT 1;`,
  },
  {
    version: 9,
    name: "nodes: each process's beat",
    sql: `
      -- Every process serving the database (node: host:pid:uuid, what its leases and claims are held
      -- by) beats every 2 s; one silent for 15 s is gone, and its claims are taken over at once. Used on
      -- PostgreSQL, where nodes run on several machines (on SQLite every process is on one machine,
      -- and a dead one is told by its pid).
      CREATE TABLE nodes (
        node TEXT PRIMARY KEY,
        role TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        seen_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 10,
    name: "api key names and last use",
    sql: `
      -- A key's name (1–100 characters, given at creation; keys made before it are named after their
      -- API, mode and kind, as a key created without a name is) and when it last authenticated a
      -- request (NULL: never). last_used_at is coarse: each process records a key's use at most once a
      -- minute, off the request path, and never moves it back (src/platform/auth/authenticate.ts).
      ALTER TABLE api_keys ADD COLUMN name TEXT NOT NULL DEFAULT '';
      ALTER TABLE api_keys ADD COLUMN last_used_at INTEGER;
      UPDATE api_keys SET name = api || ' ' || (SELECT mode FROM spaces WHERE spaces.id = api_keys.space_id) || ' ' || kind;
    `,
  },
];
