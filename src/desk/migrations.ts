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
    name: "ticket numbers kept by the desk",
    sql: `
      -- The next ticket number of each space (gap-free per mode). It used to be a column of the
      -- platform's spaces table; databases made before keep that column unused.
      CREATE TABLE ticket_counters (
        space_id INTEGER PRIMARY KEY REFERENCES spaces(id),
        next_number INTEGER NOT NULL
      );
      INSERT INTO ticket_counters (space_id, next_number)
        SELECT space_id, max(number) + 1 FROM tickets GROUP BY space_id;
    `,
  },
  {
    version: 8,
    name: "clientId payload hashes",
    sql: `
      -- What a clientId was first used with (payloadHash); NULL for rows written before (then any payload replays).
      ALTER TABLE conversations ADD COLUMN client_hash TEXT;
      ALTER TABLE messages ADD COLUMN client_hash TEXT;
    `,
  },
  {
    version: 9,
    name: "contact list, search and erasure",
    sql: `
      -- Set when the contact's personal data was erased (DELETE /contacts/:id).
      ALTER TABLE contacts ADD COLUMN erased_at INTEGER;
      CREATE INDEX contacts_by_space ON contacts (space_id, seq);
      -- Search text of a contact (rowid = contacts.seq); erased contacts have no row.
      CREATE VIRTUAL TABLE contact_search USING fts5 (name, email, external_id);
      INSERT INTO contact_search (rowid, name, email, external_id)
        SELECT seq, coalesce(name, ''), coalesce(email, ''), external_id FROM contacts;
    `,
  },
  {
    version: 10,
    name: "feedback vote log (sort=votes snapshots)",
    sql: `
      -- Every vote change (+1 / -1) in order: the votes of any feedback as they were at
      -- log position S are its votes now minus its changes after S (sort=votes pages).
      CREATE TABLE feedback_vote_log (
        seq INTEGER PRIMARY KEY,
        feedback_seq INTEGER NOT NULL REFERENCES feedback(seq),
        delta INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX feedback_vote_log_by_feedback ON feedback_vote_log (feedback_seq, seq);
    `,
  },
  {
    version: 11,
    name: "CJK search indexes",
    sql: `
      -- Text of scripts without spaces (Chinese, Japanese) and Hangul, indexed as overlapping
      -- pairs beside each word index (src/platform/search.ts, cjkGrams), so search matches
      -- inside words. Rows only for text that has such characters.
      CREATE VIRTUAL TABLE conversation_cjk USING fts5 (grams, conversation_seq UNINDEXED, kind UNINDEXED);
      CREATE VIRTUAL TABLE ticket_cjk USING fts5 (grams);
      CREATE VIRTUAL TABLE feedback_cjk USING fts5 (grams);
      CREATE VIRTUAL TABLE contact_cjk USING fts5 (grams);

      -- Index the text stored before: cjkGrams in SQL, one character at a time (same ranges).
      CREATE TEMP TABLE cjk_source (kind TEXT, ref INTEGER, sub TEXT, t TEXT);
      INSERT INTO cjk_source SELECT 'conversation', conversation_seq, kind, text FROM conversation_search;
      INSERT INTO cjk_source SELECT 'ticket', seq, NULL, title || char(10) || coalesce(description, '') FROM tickets;
      INSERT INTO cjk_source SELECT 'feedback', seq, NULL, coalesce(title, '') || char(10) || coalesce(message, '') FROM feedback;
      INSERT INTO cjk_source SELECT 'contact', seq, NULL,
        coalesce(name, '') || char(10) || coalesce(email, '') || char(10) || external_id FROM contacts WHERE erased_at IS NULL;
      CREATE TEMP TABLE cjk_grams AS
      WITH RECURSIVE
        cjk(kind, ref, sub, t) AS (
          SELECT kind, ref, sub, t FROM cjk_source
          WHERE t GLOB '*[々〆぀-ヿ㐀-䶿一-鿿가-힯豈-﫿ｦ-ﾟ𠀀-𯿿]*'
        ),
        g(kind, ref, sub, t, i, acc) AS (
          SELECT kind, ref, sub, t, 1, '' FROM cjk
          UNION ALL
          SELECT kind, ref, sub, t, i + 1, acc || CASE
            WHEN unicode(substr(t, i, 1)) IN (12293, 12294)
              OR unicode(substr(t, i, 1)) BETWEEN 12352 AND 12543 OR unicode(substr(t, i, 1)) BETWEEN 13312 AND 19903
              OR unicode(substr(t, i, 1)) BETWEEN 19968 AND 40959 OR unicode(substr(t, i, 1)) BETWEEN 44032 AND 55215
              OR unicode(substr(t, i, 1)) BETWEEN 63744 AND 64255 OR unicode(substr(t, i, 1)) BETWEEN 65382 AND 65439
              OR unicode(substr(t, i, 1)) BETWEEN 131072 AND 196607
            THEN CASE
              WHEN unicode(substr(t, i + 1, 1)) IN (12293, 12294)
                OR unicode(substr(t, i + 1, 1)) BETWEEN 12352 AND 12543 OR unicode(substr(t, i + 1, 1)) BETWEEN 13312 AND 19903
                OR unicode(substr(t, i + 1, 1)) BETWEEN 19968 AND 40959 OR unicode(substr(t, i + 1, 1)) BETWEEN 44032 AND 55215
                OR unicode(substr(t, i + 1, 1)) BETWEEN 63744 AND 64255 OR unicode(substr(t, i + 1, 1)) BETWEEN 65382 AND 65439
                OR unicode(substr(t, i + 1, 1)) BETWEEN 131072 AND 196607
              THEN substr(t, i, 2) ELSE substr(t, i, 1) END || ' '
            ELSE '' END
          FROM g WHERE i <= length(t)
        )
      SELECT kind, ref, sub, rtrim(acc) AS grams FROM g WHERE i = length(t) + 1 AND acc != '';
      INSERT INTO conversation_cjk (grams, conversation_seq, kind) SELECT grams, ref, sub FROM cjk_grams WHERE kind = 'conversation';
      INSERT INTO ticket_cjk (rowid, grams) SELECT ref, grams FROM cjk_grams WHERE kind = 'ticket';
      INSERT INTO feedback_cjk (rowid, grams) SELECT ref, grams FROM cjk_grams WHERE kind = 'feedback';
      INSERT INTO contact_cjk (rowid, grams) SELECT ref, grams FROM cjk_grams WHERE kind = 'contact';
      DROP TABLE cjk_source;
      DROP TABLE cjk_grams;
    `,
  },
  {
    version: 12,
    name: "webhook endpoints may also sign with the Standard Webhooks headers",
    sql: `ALTER TABLE webhook_endpoints ADD COLUMN standard_webhooks INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    version: 13,
    name: "e-mail to visitors: mail outbox, attempts, contacts last seen in the widget",
    sql: `
      -- Set by the widget (mail.seen): a visitor seen this recently reads conversation replies there, not by mail.
      ALTER TABLE contacts ADD COLUMN last_seen_at INTEGER;

      -- One row per mail, written in the transaction of the reply or comment it carries, rendered then.
      -- All sender state lives here, so a restart loses nothing.
      CREATE TABLE mail_deliveries (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        contact_seq INTEGER NOT NULL REFERENCES contacts(seq),
        -- 'reply' (a public team message; thread = the conversation) or 'comment' (a public ticket comment; thread = the ticket).
        kind TEXT NOT NULL CHECK (kind IN ('reply', 'comment')),
        source_id TEXT NOT NULL,
        thread_id TEXT NOT NULL,
        message_id TEXT NOT NULL UNIQUE,
        -- NULL (and the content emptied) once the contact is erased.
        to_address TEXT,
        to_name TEXT,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        html TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'skipped', 'cancelled')),
        attempt_count INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        lease_until INTEGER,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX mail_deliveries_due ON mail_deliveries (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX mail_deliveries_by_space ON mail_deliveries (space_id, seq);
      CREATE INDEX mail_deliveries_by_space_status ON mail_deliveries (space_id, status, seq);
      CREATE INDEX mail_deliveries_by_contact ON mail_deliveries (contact_seq, seq);

      CREATE TABLE mail_attempts (
        seq INTEGER PRIMARY KEY,
        delivery_seq INTEGER NOT NULL REFERENCES mail_deliveries(seq),
        number INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('in_flight', 'completed', 'interrupted')),
        started_at INTEGER NOT NULL,
        duration_ms INTEGER NOT NULL DEFAULT 0,
        response_code INTEGER,
        response TEXT,
        error TEXT
      );
      CREATE INDEX mail_attempts_by_delivery ON mail_attempts (delivery_seq, seq);
      CREATE INDEX mail_attempts_in_flight ON mail_attempts (delivery_seq) WHERE state = 'in_flight';
    `,
  },
  {
    version: 14,
    name: "chat widget: visitors, the conversations they started, widget settings",
    sql: `
      -- A browser's visitor token (stored as its SHA-256) and the contact it speaks for.
      -- identified: the host page named the visitor (external_id); verified: with a valid user_hash.
      CREATE TABLE widget_visitors (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        contact_seq INTEGER NOT NULL REFERENCES contacts(seq),
        token_hash TEXT NOT NULL UNIQUE,
        identified INTEGER NOT NULL,
        verified INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      -- The conversations each visitor started (an unverified identity sees only these).
      CREATE TABLE widget_conversations (
        visitor_seq INTEGER NOT NULL REFERENCES widget_visitors(seq),
        conversation_seq INTEGER NOT NULL REFERENCES conversations(seq),
        PRIMARY KEY (visitor_seq, conversation_seq)
      ) WITHOUT ROWID;
      -- Per space: the identity secret keying user_hash, and whether identities must be verified.
      CREATE TABLE widget_settings (
        space_id INTEGER PRIMARY KEY REFERENCES spaces(id),
        identity_secret TEXT NOT NULL,
        verification_required INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX messages_public_by_conversation ON messages (conversation_seq, seq) WHERE visibility = 'public';
    `,
  },
  {
    version: 15,
    name: "widget visitors' own claims; addresses asserted without verification are never mailed",
    sql: `
      -- 0: the address was asserted by a widget visitor without a valid identity hash (never mailed).
      ALTER TABLE contacts ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 1;
      -- Contacts an unverified widget identity created (its visitor row was written with the contact)
      -- and nothing trusted has touched since: their address was asserted, not verified.
      UPDATE contacts SET email_verified = 0
       WHERE email IS NOT NULL AND updated_at = created_at
         AND EXISTS (SELECT 1 FROM widget_visitors v WHERE v.contact_seq = contacts.seq AND v.identified = 1
                       AND v.verified = 0 AND abs(v.created_at - contacts.created_at) < 1000)
         AND NOT EXISTS (SELECT 1 FROM widget_visitors v WHERE v.contact_seq = contacts.seq AND v.verified = 1);
      -- What an unverified identity said of itself: the widget answers it this, never the contact's data.
      ALTER TABLE widget_visitors ADD COLUMN claimed_name TEXT;
      ALTER TABLE widget_visitors ADD COLUMN claimed_email TEXT;
      -- Why a mail was skipped: 'online' (read in the widget) or 'unverified_address'.
      ALTER TABLE mail_deliveries ADD COLUMN skip_reason TEXT;
      UPDATE mail_deliveries SET skip_reason = 'online' WHERE status = 'skipped';
    `,
  },
  {
    version: 16,
    name: "inbound e-mail: a reply key per space; outgoing Message-IDs looked up by replies",
    sql: `
      -- Keys the MAC of each conversation's reply address (<local>+c_<id>.<mac>@domain); made with the first mail.
      CREATE TABLE mail_reply_keys (
        space_id INTEGER PRIMARY KEY REFERENCES spaces(id),
        secret TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      -- A reply without its reply address is matched by In-Reply-To / References against these.
      CREATE INDEX mail_deliveries_by_message_id ON mail_deliveries (message_id);
    `,
  },
  {
    version: 18,
    name: "event sequences kept by a counter per space",
    sql: `
      -- The last sequence given to an event of each space, bumped in the transaction that writes the
      -- event (pings take none); it continues from the numbers already given.
      CREATE TABLE event_sequences (
        space_id INTEGER PRIMARY KEY REFERENCES spaces(id),
        last_sequence INTEGER NOT NULL
      );
      INSERT INTO event_sequences (space_id, last_sequence)
        SELECT space_id, MAX(sequence) FROM events WHERE sequence IS NOT NULL GROUP BY space_id;
    `,
  },
  {
    version: 19,
    name: "the console's inbox lists conversations by their last message",
    sql: `
      -- The inbox's order: the last message first, then the newest conversation (keyset pages on both).
      CREATE INDEX conversations_by_activity ON conversations (space_id, last_message_at DESC, seq DESC);
    `,
  },
  {
    version: 20,
    name: "webhook attempts log the request they sent (headers, body)",
    sql: `
      -- What an attempt sent: its headers (a JSON object: content type, user agent, the signature
      -- headers; never a secret) and its body, the first 65,536 code points (REQUEST_BODY_CHARS).
      -- Null for attempts logged before this migration.
      ALTER TABLE webhook_attempts ADD COLUMN request_headers TEXT;
      ALTER TABLE webhook_attempts ADD COLUMN request_body TEXT;
    `,
  },
  {
    version: 21,
    name: "conversations and tickets listed by assignee",
    sql: `
      -- The lists' assignee filter (assigneeId, assigned=false/true): newest first within an assignee.
      CREATE INDEX conversations_by_assignee ON conversations (space_id, assignee_id, seq);
      CREATE INDEX tickets_by_assignee ON tickets (space_id, assignee_id, seq);
    `,
  },
];
