import type { Migration } from "../platform/db/database.js";

/**
 * Desk tables. Every row carries `space_id` (workspace + mode). Internal joins
 * use the integer `seq`; the API shows the 24-hex `id`. Lists page by `seq`
 * (keyset, newest first), so every list index ends in `seq`.
 */
export const deskMigrations: Migration[] = [
  {
    version: 1,
    name: "contacts, conversations, messages, tickets, comments, feedback, events",
    sql: `
      CREATE TABLE contacts (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        external_id TEXT NOT NULL,
        name TEXT, email TEXT, phone TEXT, avatar TEXT,
        attributes TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (space_id, external_id)
      );

      CREATE TABLE conversations (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        contact_seq INTEGER NOT NULL REFERENCES contacts(seq),
        status TEXT NOT NULL,
        priority TEXT NOT NULL,
        assignee_id TEXT, assignee_name TEXT,
        tags TEXT NOT NULL DEFAULT '[]',
        subject TEXT,
        snoozed_until INTEGER,
        client_id TEXT,
        message_count INTEGER NOT NULL DEFAULT 0,
        last_message_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX conversations_client_id ON conversations (space_id, client_id) WHERE client_id IS NOT NULL;
      CREATE INDEX conversations_by_space ON conversations (space_id, seq);
      CREATE INDEX conversations_by_status ON conversations (space_id, status, seq);
      CREATE INDEX conversations_by_contact ON conversations (contact_seq, seq);

      CREATE TABLE messages (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        conversation_seq INTEGER NOT NULL REFERENCES conversations(seq),
        body TEXT NOT NULL,
        author TEXT NOT NULL,
        author_name TEXT,
        visibility TEXT NOT NULL,
        client_id TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX messages_by_conversation ON messages (conversation_seq, seq);
      CREATE UNIQUE INDEX messages_client_id ON messages (conversation_seq, client_id) WHERE client_id IS NOT NULL;

      -- Search text of a conversation: one row for its subject (kind 's') and one per message (kind 'm').
      CREATE VIRTUAL TABLE conversation_search USING fts5 (text, conversation_seq UNINDEXED, kind UNINDEXED);

      CREATE TABLE tickets (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        number INTEGER NOT NULL,
        contact_seq INTEGER NOT NULL REFERENCES contacts(seq),
        type TEXT NOT NULL,
        title TEXT NOT NULL,
        description TEXT,
        priority TEXT NOT NULL,
        status TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        assignee_id TEXT,
        context TEXT,
        comment_count INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (space_id, number)
      );
      CREATE INDEX tickets_by_space ON tickets (space_id, seq);
      CREATE INDEX tickets_by_status ON tickets (space_id, status, seq);
      CREATE INDEX tickets_by_contact ON tickets (contact_seq, seq);
      CREATE VIRTUAL TABLE ticket_search USING fts5 (title, description);

      CREATE TABLE ticket_comments (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        ticket_seq INTEGER NOT NULL REFERENCES tickets(seq),
        body TEXT NOT NULL,
        visibility TEXT NOT NULL,
        author_name TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX ticket_comments_by_ticket ON ticket_comments (ticket_seq, seq);

      CREATE TABLE feedback (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        contact_seq INTEGER NOT NULL REFERENCES contacts(seq),
        kind TEXT NOT NULL,
        title TEXT, message TEXT, rating INTEGER,
        status TEXT NOT NULL,
        reply TEXT, replied_at INTEGER,
        tags TEXT NOT NULL DEFAULT '[]',
        votes INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX feedback_by_space ON feedback (space_id, seq);
      CREATE INDEX feedback_by_votes ON feedback (space_id, votes, seq);
      CREATE INDEX feedback_by_contact ON feedback (contact_seq, seq);
      CREATE VIRTUAL TABLE feedback_search USING fts5 (title, message);

      CREATE TABLE feedback_votes (
        feedback_seq INTEGER NOT NULL REFERENCES feedback(seq),
        contact_seq INTEGER NOT NULL REFERENCES contacts(seq),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (feedback_seq, contact_seq)
      );

      -- The outbox: every event is written in the same transaction as the change it announces.
      CREATE TABLE events (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        type TEXT NOT NULL,
        contact_seq INTEGER REFERENCES contacts(seq),
        data TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX events_by_contact ON events (contact_seq, seq);
    `,
  },
  {
    version: 2,
    name: "webhook endpoints, deliveries, attempts; csat",
    sql: `
      CREATE TABLE webhook_endpoints (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        url TEXT NOT NULL,
        events TEXT NOT NULL,
        description TEXT,
        enabled INTEGER NOT NULL DEFAULT 1,
        -- Signing secrets must be kept in clear to sign; the previous one only for 24 h after a rotation.
        secret TEXT NOT NULL,
        previous_secret TEXT,
        previous_secret_expires_at INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX webhook_endpoints_by_space ON webhook_endpoints (space_id, seq);

      -- One row per (event, endpoint). All sender state lives here, so a restart loses nothing.
      CREATE TABLE webhook_deliveries (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        endpoint_seq INTEGER NOT NULL REFERENCES webhook_endpoints(seq) ON DELETE CASCADE,
        event_seq INTEGER NOT NULL REFERENCES events(seq),
        status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempt_count INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        -- Set while a sender holds the delivery; a lease that outlives its process simply expires.
        lease_until INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_seq, seq);
      CREATE INDEX webhook_deliveries_by_endpoint_status ON webhook_deliveries (endpoint_seq, status, seq);

      CREATE TABLE webhook_attempts (
        seq INTEGER PRIMARY KEY,
        delivery_seq INTEGER NOT NULL REFERENCES webhook_deliveries(seq) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        trigger TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        duration_ms INTEGER NOT NULL,
        status_code INTEGER,
        response_body TEXT,
        error TEXT
      );
      CREATE INDEX webhook_attempts_by_delivery ON webhook_attempts (delivery_seq, seq);

      CREATE TABLE csat (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        conversation_seq INTEGER NOT NULL UNIQUE REFERENCES conversations(seq),
        rating INTEGER NOT NULL,
        comment TEXT,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: "snoozed conversations due to wake",
    sql: `CREATE INDEX conversations_snoozed ON conversations (snoozed_until) WHERE status = 'snoozed';`,
  },
  {
    version: 4,
    name: "events: a monotonic sequence per space (workspace and mode)",
    sql: `
      ALTER TABLE events ADD COLUMN sequence INTEGER;
      UPDATE events SET sequence = r.n
        FROM (SELECT seq, ROW_NUMBER() OVER (PARTITION BY space_id ORDER BY seq) AS n FROM events) AS r
        WHERE r.seq = events.seq;
      -- Takes the next number (MAX + 1) and pages GET /events.
      CREATE UNIQUE INDEX events_by_space_sequence ON events (space_id, sequence);
    `,
  },
  {
    version: 5,
    name: "webhook attempts logged before they are sent (in_flight, completed, interrupted)",
    sql: `
      -- An attempt is written in_flight before its request leaves and completed after, so one that
      -- reached the receiver before a crash is still in the log (marked interrupted at the next start).
      ALTER TABLE webhook_attempts ADD COLUMN state TEXT NOT NULL DEFAULT 'completed'
        CHECK (state IN ('in_flight', 'completed', 'interrupted'));
      CREATE INDEX webhook_attempts_in_flight ON webhook_attempts (delivery_seq) WHERE state = 'in_flight';
    `,
  },
  {
    version: 6,
    name: "webhook endpoint health (disabled reason, failing since) and recovered deliveries",
    sql: `
      -- 'manual' (PATCH enabled: false) or 'failing' (every attempt failed for the configured period).
      ALTER TABLE webhook_endpoints ADD COLUMN disabled_reason TEXT;
      -- When the current run of failed attempts began (null after a success).
      ALTER TABLE webhook_endpoints ADD COLUMN failing_since INTEGER;
      -- Attempts made before the current round of the retry schedule (a recover starts a new round).
      ALTER TABLE webhook_deliveries ADD COLUMN retry_base INTEGER NOT NULL DEFAULT 0;
      UPDATE webhook_endpoints SET disabled_reason = 'manual' WHERE enabled = 0;
    `,
  },
  {
    version: 7,
    name: "webhook endpoints may also sign with the Standard Webhooks headers",
    sql: `ALTER TABLE webhook_endpoints ADD COLUMN standard_webhooks INTEGER NOT NULL DEFAULT 0;`,
  },
];
