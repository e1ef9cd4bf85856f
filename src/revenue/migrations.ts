import type { Migration } from "../platform/db/database.js";

/**
 * Usage & Billing tables. Every row carries `space_id` (workspace + mode), so
 * test and live share nothing. Public ids are the caller's own (`customer_id`,
 * `feature_id`, `plan_id`, entity `id`), unique per space; joins use `seq`.
 */
export const revenueMigrations: Migration[] = [
  {
    version: 1,
    name: "customers, features, plans (versioned), subscriptions, entities",
    sql: `
      CREATE TABLE rv_customers (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        id TEXT NOT NULL,
        name TEXT,
        email TEXT,
        fingerprint TEXT,
        stripe_id TEXT,
        metadata TEXT NOT NULL DEFAULT '{}',
        send_email_receipts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (space_id, id)
      );
      CREATE INDEX rv_customers_by_space ON rv_customers (space_id, seq);

      CREATE TABLE rv_features (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        consumable INTEGER NOT NULL,
        -- The rest of the definition as the API answers it (event_names, credit_schema, markups, display).
        definition TEXT NOT NULL DEFAULT '{}',
        archived INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (space_id, id)
      );

      -- One row per plan version; a plan is its newest version.
      CREATE TABLE rv_plans (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        id TEXT NOT NULL,
        version INTEGER NOT NULL,
        name TEXT NOT NULL,
        plan_group TEXT,
        add_on INTEGER NOT NULL DEFAULT 0,
        auto_enable INTEGER NOT NULL DEFAULT 0,
        -- description, price, items, free_trial … as the API answers them.
        definition TEXT NOT NULL,
        archived INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (space_id, id, version)
      );

      -- A customer on a plan version.
      CREATE TABLE rv_subscriptions (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        plan_seq INTEGER NOT NULL REFERENCES rv_plans(seq),
        status TEXT NOT NULL,
        quantity INTEGER NOT NULL DEFAULT 1,
        started_at INTEGER NOT NULL,
        canceled_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX rv_subscriptions_by_customer ON rv_subscriptions (customer_seq, seq);
      CREATE INDEX rv_subscriptions_by_plan ON rv_subscriptions (plan_seq);

      CREATE TABLE rv_entities (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        id TEXT NOT NULL,
        name TEXT,
        feature_id TEXT,
        created_at INTEGER NOT NULL,
        UNIQUE (customer_seq, id)
      );
    `,
  },
  {
    version: 2,
    name: "customer fields, anonymous customers, subscription periods",
    sql: `
      -- customers.get_or_create with customer_id: null creates a customer without an id. The row
      -- keeps a private unique id (never answered, never matched by id look-ups) and anonymous = 1.
      ALTER TABLE rv_customers ADD COLUMN anonymous INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE rv_customers ADD COLUMN currency TEXT;
      -- JSON objects, as the API answers them.
      ALTER TABLE rv_customers ADD COLUMN billing_controls TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE rv_customers ADD COLUMN config TEXT NOT NULL DEFAULT '{}';
      -- customers.list pages by (created_at, seq) in either direction.
      CREATE INDEX rv_customers_by_created ON rv_customers (space_id, created_at, seq);

      ALTER TABLE rv_subscriptions ADD COLUMN trial_ends_at INTEGER;
      ALTER TABLE rv_subscriptions ADD COLUMN expires_at INTEGER;
      ALTER TABLE rv_subscriptions ADD COLUMN current_period_start INTEGER;
      ALTER TABLE rv_subscriptions ADD COLUMN current_period_end INTEGER;
      ALTER TABLE rv_subscriptions ADD COLUMN past_due INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 3,
    name: "entity billing controls; entity and feature list indexes",
    sql: `
      -- JSON BillingControls of the entity (lists as sent; no auto_topups).
      ALTER TABLE rv_entities ADD COLUMN billing_controls TEXT NOT NULL DEFAULT '{}';
      -- entities.list (newest first, of the mode or of one customer), entities.get without
      -- customer_id, features in use by entities.
      CREATE INDEX rv_entities_by_space ON rv_entities (space_id, seq);
      CREATE INDEX rv_entities_by_customer ON rv_entities (customer_seq, seq);
      CREATE INDEX rv_entities_by_id ON rv_entities (space_id, id);
      CREATE INDEX rv_entities_by_feature ON rv_entities (space_id, feature_id);
      -- features.list: oldest first.
      CREATE INDEX rv_features_by_space ON rv_features (space_id, seq);
    `,
  },
];
