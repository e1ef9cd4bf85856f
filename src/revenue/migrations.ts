import { MODEL_PRICES_2025_11, MODEL_PRICES_2025_11_AT, seedRatesSql } from "./costs/model-prices.js";
import type { Migration } from "../platform/db/database.js";

/**
 * Analytics (version 11): the UTC hour and day a time falls in, in SQL (floor division, so times
 * before 1970 fall in the right bucket too). These helpers are part of a migration's text: never
 * change them.
 */
const HOUR_OF = (t: string) => `${t} - ((${t} % 3600000) + 3600000) % 3600000`;
const DAY_OF = (t: string) => `${t} - ((${t} % 86400000) + 86400000) % 86400000`;

/**
 * The revenue atoms of the invoice row `new` (in a trigger): its net (amount_paid − refunded)
 * shared over its lines' features pro rata to the lines' amounts, in integers; the remainder goes
 * to the largest line's key; an invoice without lines (or whose lines sum to 0 or less) puts it
 * all on one key.
 */
const revenueAtomsOfNew = (when: string) => `
        INSERT INTO rv_an_revenue (invoice_seq, key, space_id, customer_seq, currency, at, amount)
          SELECT new.seq, k, new.space_id, new.customer_seq, new.currency, new.paid_at, amount FROM (
            SELECT k, share + CASE WHEN rn = 1 THEN net - total_share ELSE 0 END AS amount FROM (
              SELECT k, net, share, row_number() OVER (ORDER BY a DESC, k) AS rn, sum(share) OVER () AS total_share FROM (
                SELECT k, net, a, CASE WHEN s > 0 THEN (net * a) / s ELSE 0 END AS share FROM (
                  SELECT coalesce(json_extract(l.value, '$.feature_id'), '$base') AS k, new.amount_paid - new.refunded AS net,
                    sum(json_extract(l.value, '$.amount')) AS a,
                    (SELECT sum(json_extract(x.value, '$.amount')) FROM json_each(new.lines) x) AS s
                  FROM json_each(CASE WHEN json_array_length(new.lines) > 0 THEN new.lines ELSE '[{"feature_id":null,"amount":0}]' END) l
                  GROUP BY 1))))
          WHERE amount <> 0 AND ${when};`;

/**
 * What one record (`r`: new or old row of a trigger; `sign` 1 or -1) adds to the sums: the space's
 * hour and day buckets; for money, also the customer's day per key and its running sum (a
 * `column` of rv_an_cum, with its series). A removal changes existing rows only.
 */
interface Atom {
  metric: "usage" | "cost" | "revenue";
  key: string;
  currency: string;
  at: string;
  amount: string;
}
function upkeep(r: "new" | "old", a: Atom, sharded = false): string {
  const add = r === "new";
  const sign = add ? "+" : "-";
  const buckets = sharded
    ? shardedBuckets(r, a)
    : add
    ? `
        INSERT INTO rv_an_buckets (space_id, metric, grain, bucket, key, currency, n, amount) VALUES
          (new.space_id, '${a.metric}', 3600000, ${HOUR_OF(a.at)}, ${a.key}, ${a.currency}, 1, ${a.amount}),
          (new.space_id, '${a.metric}', 86400000, ${DAY_OF(a.at)}, ${a.key}, ${a.currency}, 1, ${a.amount})
          ON CONFLICT DO UPDATE SET n = n + 1, amount = amount + excluded.amount;`
    : `
        UPDATE rv_an_buckets SET n = n - 1, amount = amount - ${a.amount}
        WHERE space_id = old.space_id AND metric = '${a.metric}' AND key = ${a.key} AND currency = ${a.currency}
          AND ((grain = 3600000 AND bucket = ${HOUR_OF(a.at)}) OR (grain = 86400000 AND bucket = ${DAY_OF(a.at)}));`;
  if (a.metric === "usage") return buckets;
  const column = a.metric;
  const hour = HOUR_OF(a.at);
  const before = (c: string) =>
    `coalesce((SELECT ${c} FROM rv_an_cum WHERE customer_seq = new.customer_seq AND currency = ${a.currency} AND hour < ${hour} ORDER BY hour DESC LIMIT 1), 0)`;
  const daily = add
    ? `
        INSERT INTO rv_an_daily (customer_seq, day, metric, key, currency, amount) VALUES
          (new.customer_seq, ${DAY_OF(a.at)}, '${a.metric}', ${a.key}, ${a.currency}, ${a.amount})
          ON CONFLICT DO UPDATE SET amount = amount + excluded.amount;`
    : `
        UPDATE rv_an_daily SET amount = amount - ${a.amount}
        WHERE customer_seq = old.customer_seq AND day = ${DAY_OF(a.at)} AND metric = '${a.metric}' AND key = ${a.key} AND currency = ${a.currency};`;
  const running = add
    ? `
        INSERT INTO rv_an_series (space_id, customer_seq, currency, first_hour, last_hour, revenue, cost)
          VALUES (new.space_id, new.customer_seq, ${a.currency}, ${hour}, ${hour}, ${column === "revenue" ? a.amount : 0}, ${column === "cost" ? a.amount : 0})
          ON CONFLICT DO UPDATE SET first_hour = min(first_hour, excluded.first_hour), last_hour = max(last_hour, excluded.last_hour), ${column} = ${column} + excluded.${column};
        INSERT INTO rv_an_cum (customer_seq, currency, hour, revenue, cost) VALUES
          (new.customer_seq, ${a.currency}, ${hour}, ${column === "revenue" ? `${a.amount} + ` : ""}${before("revenue")}, ${column === "cost" ? `${a.amount} + ` : ""}${before("cost")})
          ON CONFLICT DO UPDATE SET ${column} = ${column} + ${a.amount};
        UPDATE rv_an_cum SET ${column} = ${column} + ${a.amount} WHERE customer_seq = new.customer_seq AND currency = ${a.currency} AND hour > ${hour};`
    : `
        UPDATE rv_an_series SET ${column} = ${column} - ${a.amount} WHERE space_id = old.space_id AND customer_seq = old.customer_seq AND currency = ${a.currency};
        UPDATE rv_an_cum SET ${column} = ${column} ${sign} ${a.amount} WHERE customer_seq = old.customer_seq AND currency = ${a.currency} AND hour >= ${hour};`;
  return buckets + daily + running;
}
/**
 * Version 18: the buckets' rows are sharded by customer (`shard` = customer_seq % AN_SHARDS), so
 * records of different customers of one space, key and hour write different rows (on PostgreSQL a
 * row lock held to the commit: one row every track of the feature updated). A record and its
 * removal go to the same shard; a removal is an upsert of negative amounts, so the removal of a
 * record counted before version 18 (in shard 0) still takes it out of the sums, which add the shards.
 */
export const AN_SHARDS = 16;
function shardedBuckets(r: "new" | "old", a: Atom): string {
  const [n, sign] = r === "new" ? [1, ""] : [-1, "-"];
  return `
        INSERT INTO rv_an_buckets (space_id, metric, grain, bucket, key, currency, n, amount, shard) VALUES
          (${r}.space_id, '${a.metric}', 3600000, ${HOUR_OF(a.at)}, ${a.key}, ${a.currency}, ${n}, ${sign}${a.amount}, ${r}.customer_seq % ${AN_SHARDS}),
          (${r}.space_id, '${a.metric}', 86400000, ${DAY_OF(a.at)}, ${a.key}, ${a.currency}, ${n}, ${sign}${a.amount}, ${r}.customer_seq % ${AN_SHARDS})
          ON CONFLICT DO UPDATE SET n = n + excluded.n, amount = amount + excluded.amount;`;
}
const EVENT = (r: string): Atom => ({ metric: "usage", key: `${r}.feature_id`, currency: "''", at: `${r}.timestamp`, amount: `${r}.value` });
const COST = (r: string): Atom => ({ metric: "cost", key: `coalesce(${r}.feature_id, '$unattributed')`, currency: `${r}.currency`, at: `${r}.timestamp`, amount: `${r}.amount` });
const REVENUE = (r: string): Atom => ({ metric: "revenue", key: `${r}.key`, currency: `${r}.currency`, at: `${r}.at`, amount: `${r}.amount` });

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
  {
    version: 4,
    name: "stored balances (micro-units), usage events, locks",
    sql: `
      -- One grant that makes up a customer's (or an entity's) balance of a feature: a plan item of a
      -- subscription (subscription_seq set, id = <subscription id>_<item index>) or a grant of
      -- balances.create/grant (id = the caller's or bal_…). Amounts are INTEGER micro-units
      -- (1 unit = 1,000,000) so sums never drift. flag = 1: a boolean feature's grant (no amounts).
      CREATE TABLE rv_balances (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        entity_seq INTEGER REFERENCES rv_entities(seq) ON DELETE CASCADE,
        feature_id TEXT NOT NULL,
        flag INTEGER NOT NULL DEFAULT 0,
        subscription_seq INTEGER REFERENCES rv_subscriptions(seq) ON DELETE CASCADE,
        plan_id TEXT,
        granted INTEGER NOT NULL DEFAULT 0,
        prepaid INTEGER NOT NULL DEFAULT 0,
        usage INTEGER NOT NULL DEFAULT 0,
        -- Reserved by held locks; counts as used.
        held INTEGER NOT NULL DEFAULT 0,
        unlimited INTEGER NOT NULL DEFAULT 0,
        overage_allowed INTEGER NOT NULL DEFAULT 0,
        -- JSON BalanceBreakdown.price, or NULL.
        price TEXT,
        reset_interval TEXT,
        reset_count INTEGER NOT NULL DEFAULT 1,
        -- Resets fall on anchor + k whole intervals (no drift).
        reset_anchor INTEGER,
        next_reset_at INTEGER,
        -- JSON { max (micro | null), max_percentage (| null), duration, length }, or NULL.
        rollover TEXT,
        carried INTEGER NOT NULL DEFAULT 0,
        carried_expires_at INTEGER,
        expires_at INTEGER,
        reason TEXT,
        created_at INTEGER NOT NULL,
        UNIQUE (customer_seq, id)
      );
      CREATE INDEX rv_balances_by_customer ON rv_balances (customer_seq, feature_id);
      CREATE INDEX rv_balances_by_subscription ON rv_balances (subscription_seq);
      CREATE INDEX rv_balances_by_entity ON rv_balances (entity_seq);

      -- Usage events (track, check with send_event, confirmed locks): one per feature used. value in
      -- micro-units; deductions: JSON BalanceDeduction[] (null when nothing was taken).
      CREATE TABLE rv_events (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        customer_id TEXT NOT NULL,
        entity_id TEXT,
        feature_id TEXT NOT NULL,
        event_name TEXT,
        value INTEGER NOT NULL,
        properties TEXT NOT NULL DEFAULT '{}',
        deductions TEXT,
        timestamp INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX rv_events_by_space ON rv_events (space_id, timestamp, seq);
      CREATE INDEX rv_events_by_customer ON rv_events (customer_seq, timestamp, seq);
      CREATE INDEX rv_events_by_feature ON rv_events (space_id, feature_id, timestamp, seq);

      -- Reservations of check/track with a lock. holds: JSON [{ balance_seq, amount (micro) }].
      CREATE TABLE rv_locks (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        id TEXT NOT NULL,
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        entity_id TEXT,
        feature_id TEXT NOT NULL,
        status TEXT NOT NULL,
        amount INTEGER NOT NULL,
        holds TEXT NOT NULL,
        properties TEXT NOT NULL DEFAULT '{}',
        overage_behavior TEXT,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (space_id, id)
      );
      CREATE INDEX rv_locks_by_expiry ON rv_locks (status, expires_at);

      -- Keys of balances.batch_track items (each item idempotent by its own key for 24 h per mode).
      CREATE TABLE rv_track_keys (
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        key TEXT NOT NULL,
        hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (space_id, key)
      );

      -- The model rate table (costs.rates.list, balances.track_tokens): prices per million tokens in the
      -- account currency (usd), kept as INTEGER micro-units. Shared by every workspace of this server.
      -- The seed rows are providers' list prices as published in 2025; the operator edits the table
      -- with SQL on the server, e.g.
      --   UPDATE rv_cost_rates SET input_cost = 2500000, origin = 'operator',
      --     updated_at = strftime('%s','now') * 1000 WHERE model_id = 'openai/gpt-4o';
      --   INSERT INTO rv_cost_rates (model_id, input_cost, output_cost, origin, updated_at)
      --     VALUES ('mistral/mistral-large', 2000000, 6000000, 'operator', strftime('%s','now') * 1000);
      -- A NULL pool price is priced as input (cache, audio input) or output (audio output, reasoning).
      CREATE TABLE rv_cost_rates (
        model_id TEXT PRIMARY KEY,
        input_cost INTEGER NOT NULL,
        output_cost INTEGER NOT NULL,
        cache_read_cost INTEGER,
        cache_write_cost INTEGER,
        audio_input_cost INTEGER,
        audio_output_cost INTEGER,
        reasoning_cost INTEGER,
        origin TEXT NOT NULL DEFAULT 'seed',
        updated_at INTEGER NOT NULL
      );
      INSERT INTO rv_cost_rates (model_id, input_cost, output_cost, cache_read_cost, cache_write_cost, updated_at) VALUES
        ('anthropic/claude-opus-4', 15000000, 75000000, 1500000, 18750000, 1767225600000),
        ('anthropic/claude-sonnet-4', 3000000, 15000000, 300000, 3750000, 1767225600000),
        ('anthropic/claude-3-5-haiku', 800000, 4000000, 80000, 1000000, 1767225600000),
        ('openai/gpt-4o', 2500000, 10000000, 1250000, NULL, 1767225600000),
        ('openai/gpt-4o-mini', 150000, 600000, 75000, NULL, 1767225600000);

      -- The plan definition the subscription's rv_balances rows were made from. When the plan version
      -- changes under it (plans.migrate, an in-place update) or the rows predate stored balances, the
      -- rows are brought in line on the customer's next read or write, keeping their usage.
      ALTER TABLE rv_subscriptions ADD COLUMN balances_def TEXT;
    `,
  },
  {
    version: 5,
    name: "held locks by customer",
    sql: `
      -- A check asks when the customer's first held lock expires (to release it before reading).
      CREATE INDEX rv_locks_held_by_customer ON rv_locks (customer_seq, expires_at) WHERE status = 'held';
    `,
  },
  {
    version: 6,
    name: "batch_track item keys pruned after 24 hours",
    sql: `
      -- Item keys of balances.batch_track are kept 24 hours, like the platform's idempotency keys:
      -- older ones are deleted by age.
      CREATE INDEX rv_track_keys_by_age ON rv_track_keys (created_at);
    `,
  },
  {
    version: 7,
    name: "seats counted through stored balances",
    sql: `
      -- Entities now use one unit of their feature on the customer's stored balance (entities.create
      -- adds it, entities.delete gives it back). Entities made before: their units are added to the
      -- customer's first customer-level breakdown of the feature.
      UPDATE rv_balances SET usage = usage + 1000000 * (
        SELECT count(*) FROM rv_entities e WHERE e.customer_seq = rv_balances.customer_seq AND e.feature_id = rv_balances.feature_id)
      WHERE entity_seq IS NULL AND flag = 0 AND seq = (
        SELECT min(b.seq) FROM rv_balances b
        WHERE b.customer_seq = rv_balances.customer_seq AND b.feature_id = rv_balances.feature_id AND b.entity_seq IS NULL AND b.flag = 0);
    `,
  },
  {
    version: 8,
    name: "paid billing: invoices, payment methods, checkout sessions, hosted-page tokens, FX rates",
    sql: `
      -- An invoice Tandem computed; a provider only collects it. Amounts are INTEGER minor units of
      -- \`currency\`. \`number\` is gap-free per space (rv_counters). \`pending_change\` (JSON) is the
      -- plan change to apply when the invoice is paid (NULL once applied, or when there is none).
      CREATE TABLE rv_invoices (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void', 'uncollectible')),
        -- charge_automatically (a card) or send_invoice (invoice_mode, payable by due_at)
        collection TEXT NOT NULL,
        currency TEXT NOT NULL,
        subtotal INTEGER NOT NULL,
        total INTEGER NOT NULL,
        amount_paid INTEGER NOT NULL DEFAULT 0,
        refunded INTEGER NOT NULL DEFAULT 0,
        lines TEXT NOT NULL,
        plan_ids TEXT NOT NULL,
        provider TEXT,
        payment_ref TEXT,
        last_error TEXT,
        due_at INTEGER,
        paid_at INTEGER,
        voided_at INTEGER,
        pending_change TEXT,
        created_at INTEGER NOT NULL,
        UNIQUE (space_id, number)
      );
      CREATE INDEX rv_invoices_by_space ON rv_invoices (space_id, seq);
      CREATE INDEX rv_invoices_by_customer ON rv_invoices (customer_seq, seq);
      CREATE INDEX rv_invoices_by_payment ON rv_invoices (payment_ref) WHERE payment_ref IS NOT NULL;

      -- Gap-free sequences per space (invoice numbers): incremented in the transaction that uses them.
      CREATE TABLE rv_counters (
        space_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        value INTEGER NOT NULL,
        PRIMARY KEY (space_id, name)
      ) WITHOUT ROWID;

      -- A payment method saved at the provider: what Tandem shows of it, never a card number.
      CREATE TABLE rv_payment_methods (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        provider TEXT NOT NULL,
        provider_id TEXT NOT NULL,
        type TEXT NOT NULL,
        brand TEXT,
        last4 TEXT,
        exp_month INTEGER,
        exp_year INTEGER,
        is_default INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (customer_seq, provider_id)
      );

      -- The customer at each provider (Stripe cus_…).
      CREATE TABLE rv_provider_customers (
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        provider TEXT NOT NULL,
        provider_customer_id TEXT NOT NULL,
        PRIMARY KEY (customer_seq, provider)
      ) WITHOUT ROWID;

      -- A hosted checkout: pay an invoice (mode payment) or save a method (setup). \`auth\` (JSON)
      -- holds a card waiting for 3-D Secure: brand, last 4, expiry only.
      CREATE TABLE rv_checkout_sessions (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        mode TEXT NOT NULL,
        invoice_seq INTEGER REFERENCES rv_invoices(seq) ON DELETE CASCADE,
        status TEXT NOT NULL,
        provider TEXT NOT NULL,
        provider_session_id TEXT,
        success_url TEXT,
        plan_name TEXT,
        auth TEXT,
        last_error TEXT,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX rv_checkout_sessions_by_provider ON rv_checkout_sessions (provider_session_id) WHERE provider_session_id IS NOT NULL;

      -- The hosted pages' tokens: only a SHA-256 of each; \`ref\` is the session or invoice id.
      CREATE TABLE rv_page_tokens (
        hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('checkout', 'portal', 'invoice')),
        space_id INTEGER NOT NULL,
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        ref TEXT,
        return_url TEXT,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX rv_page_tokens_by_expiry ON rv_page_tokens (expires_at);

      -- A per-space secret from which invoice links are derived (HMAC of the invoice id), so lists
      -- can show a link again; only the links' hashes are stored in rv_page_tokens.
      CREATE TABLE rv_link_secrets (
        space_id INTEGER PRIMARY KEY,
        secret TEXT NOT NULL
      );

      -- The sandbox provider's own record of saved test cards (how later charges behave).
      CREATE TABLE rv_sandbox_methods (
        id TEXT PRIMARY KEY,
        behavior TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) WITHOUT ROWID;

      -- Operator-editable exchange rates (tandem fx set): 1 from = rate to, as a decimal string.
      CREATE TABLE rv_fx_rates (
        from_currency TEXT NOT NULL,
        to_currency TEXT NOT NULL,
        rate TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (from_currency, to_currency)
      ) WITHOUT ROWID;

      -- The currency of the customer's money, fixed by its first paid change.
      ALTER TABLE rv_customers ADD COLUMN billing_currency TEXT;
      -- What the subscription paid for its current period (minor units of \`currency\`): the base of
      -- proration credits now and of renewals next; prepaid units bought ({ feature_id: units }).
      ALTER TABLE rv_subscriptions ADD COLUMN period_paid INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE rv_subscriptions ADD COLUMN currency TEXT;
      ALTER TABLE rv_subscriptions ADD COLUMN bought TEXT;
    `,
  },
  {
    version: 9,
    name: "rewards, promotion codes, redemptions, referrals, costs; the 2025-11 model price table",
    sql: `
      -- Rewards (coupons and feature grants). definition: JSON of the kind's terms as stored
      -- (coupon: type, value, currency, duration, plan_ids; feature_grant: grants).
      CREATE TABLE rv_rewards (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        id TEXT NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        definition TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (space_id, id)
      );
      CREATE INDEX rv_rewards_by_space ON rv_rewards (space_id, seq);

      -- A reward's promotion codes, matched case-insensitively (code_key = lower(code)); unique per
      -- mode. max_redemptions: global_max_redemption / max_uses (NULL: unlimited). redeemed counts.
      CREATE TABLE rv_promo_codes (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        reward_seq INTEGER NOT NULL REFERENCES rv_rewards(seq) ON DELETE CASCADE,
        code TEXT NOT NULL,
        code_key TEXT NOT NULL,
        max_redemptions INTEGER,
        first_time_transaction INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER,
        redeemed INTEGER NOT NULL DEFAULT 0,
        UNIQUE (space_id, code_key)
      );
      CREATE INDEX rv_promo_codes_by_reward ON rv_promo_codes (reward_seq, seq);

      -- What a customer received: a coupon it holds (the invoice work applies it) or a feature grant
      -- given. terms: JSON snapshot of the reward's definition at redemption (later changes of the
      -- reward do not change it). source: 'promo_code' | 'referral'. A promo code's reward is
      -- redeemed once per customer. applied_count / discounted: charges a coupon discounted so far
      -- and the total taken off (minor units of the coupon's currency), kept by the invoice work.
      CREATE TABLE rv_redemptions (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        reward_seq INTEGER REFERENCES rv_rewards(seq) ON DELETE SET NULL,
        reward_id TEXT NOT NULL,
        reward_name TEXT NOT NULL,
        kind TEXT NOT NULL,
        terms TEXT NOT NULL,
        source TEXT NOT NULL,
        code TEXT,
        applied_count INTEGER NOT NULL DEFAULT 0,
        discounted INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX rv_redemptions_by_customer ON rv_redemptions (customer_seq, seq);
      CREATE UNIQUE INDEX rv_redemptions_once ON rv_redemptions (customer_seq, reward_id) WHERE source = 'promo_code';

      -- Referral programs; plan_ids JSON array or NULL.
      CREATE TABLE rv_referral_programs (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        id TEXT NOT NULL,
        reward_seq INTEGER NOT NULL REFERENCES rv_rewards(seq),
        redeem_on TEXT NOT NULL,
        received_by TEXT NOT NULL,
        max_redemptions INTEGER,
        plan_ids TEXT,
        exclude_trial INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (space_id, id)
      );
      CREATE INDEX rv_referral_programs_by_reward ON rv_referral_programs (reward_seq);

      -- A customer's code of a program: one, stable.
      CREATE TABLE rv_referral_codes (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        program_seq INTEGER NOT NULL REFERENCES rv_referral_programs(seq) ON DELETE CASCADE,
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (space_id, code),
        UNIQUE (program_seq, customer_seq)
      );

      -- A referee's redemption of a code; rewarded_at NULL while a checkout program waits for the
      -- first payment. program_id kept for the history once the program is deleted.
      CREATE TABLE rv_referral_redemptions (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        program_seq INTEGER REFERENCES rv_referral_programs(seq) ON DELETE SET NULL,
        program_id TEXT NOT NULL,
        code_seq INTEGER REFERENCES rv_referral_codes(seq) ON DELETE SET NULL,
        referrer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        referee_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        reward_id TEXT NOT NULL,
        rewarded_at INTEGER,
        created_at INTEGER NOT NULL,
        UNIQUE (program_seq, referee_seq)
      );
      CREATE INDEX rv_referral_redemptions_by_code ON rv_referral_redemptions (code_seq);
      CREATE INDEX rv_referral_redemptions_by_referrer ON rv_referral_redemptions (referrer_seq, seq);
      CREATE INDEX rv_referral_redemptions_by_referee ON rv_referral_redemptions (referee_seq, seq);

      -- Costs of serving customers (costs.track, balances.track_tokens). Amounts in INTEGER
      -- nano-units (10^-9 of the major unit) of the account currency; tokens: JSON counts or NULL.
      CREATE TABLE rv_costs (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        customer_id TEXT NOT NULL,
        entity_id TEXT,
        feature_id TEXT,
        source TEXT,
        model_id TEXT,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        original_amount INTEGER NOT NULL,
        original_currency TEXT NOT NULL,
        tokens TEXT,
        properties TEXT NOT NULL DEFAULT '{}',
        timestamp INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX rv_costs_by_space ON rv_costs (space_id, timestamp, seq);
      CREATE INDEX rv_costs_by_customer ON rv_costs (customer_seq, timestamp, seq);
      CREATE INDEX rv_costs_by_feature ON rv_costs (space_id, feature_id, timestamp, seq);

      -- Item keys of costs.batch_track (24 h per mode): the item's hash and its first record.
      CREATE TABLE rv_cost_keys (
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        key TEXT NOT NULL,
        hash TEXT NOT NULL,
        cost_seq INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (space_id, key)
      );
      CREATE INDEX rv_cost_keys_by_age ON rv_cost_keys (created_at);
      ${seedRatesSql(MODEL_PRICES_2025_11, MODEL_PRICES_2025_11_AT)}
    `,
  },
  {
    version: 10,
    name: "billing cycle: customer test clocks, renewals claimed once, dunning, trials used, usage billed in arrears",
    sql: `
      -- A customer's test clock (customers.advance_test_clock, test mode): its frozen time in Unix ms,
      -- or NULL for real time. Everything time-dependent for the customer reads it (ctx.nowFor).
      ALTER TABLE rv_customers ADD COLUMN frozen_time INTEGER;
      -- The first boundary of a subscription's billing periods: periods (and the resets of its plan
      -- items) fall on anchor + k intervals, so month-end clamping never drifts. NULL: started_at.
      ALTER TABLE rv_subscriptions ADD COLUMN period_anchor INTEGER;
      -- Usage beyond what was included (micro-units) of periods whose reset has passed and that no
      -- renewal invoice has billed yet: a reset adds its period's overage here, the renewal takes it.
      ALTER TABLE rv_balances ADD COLUMN arrears INTEGER NOT NULL DEFAULT 0;

      -- One row per (subscription, period end): the claim of a renewal, written in the transaction
      -- that writes its invoice (a rerun finds it and invoices nothing). It then drives the charge:
      -- status due (charge at next_attempt_at) → paid | failed (dunning: retried at next_attempt_at)
      -- → ended (after the last failure) | void.
      CREATE TABLE rv_renewals (
        subscription_seq INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        invoice_seq INTEGER REFERENCES rv_invoices(seq) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('due', 'paid', 'failed', 'ended', 'void')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (subscription_seq, period_end)
      ) WITHOUT ROWID;
      CREATE INDEX rv_renewals_due ON rv_renewals (next_attempt_at) WHERE status IN ('due', 'failed');
      CREATE INDEX rv_renewals_by_customer ON rv_renewals (customer_seq, status);
      CREATE INDEX rv_renewals_by_invoice ON rv_renewals (invoice_seq);

      -- Free trials a customer has used: a trial is granted once per customer and plan.
      CREATE TABLE rv_trials_used (
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        plan_id TEXT NOT NULL,
        used_at INTEGER NOT NULL,
        PRIMARY KEY (customer_seq, plan_id)
      ) WITHOUT ROWID;

      -- The sandbox provider's record of charges by idempotency key (a retried call answers the same).
      CREATE TABLE rv_sandbox_charges (
        idempotency_key TEXT PRIMARY KEY,
        result TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) WITHOUT ROWID;

      -- What the billing cycle looks for: periods, trials and ends that are due, scheduled starts.
      CREATE INDEX rv_subscriptions_period_end ON rv_subscriptions (current_period_end) WHERE status = 'active';
      CREATE INDEX rv_subscriptions_trial_end ON rv_subscriptions (trial_ends_at) WHERE status = 'active' AND trial_ends_at IS NOT NULL;
      CREATE INDEX rv_subscriptions_expiry ON rv_subscriptions (expires_at) WHERE expires_at IS NOT NULL;
      CREATE INDEX rv_subscriptions_scheduled ON rv_subscriptions (started_at) WHERE status = 'scheduled';
      CREATE INDEX rv_customers_frozen ON rv_customers (frozen_time) WHERE frozen_time IS NOT NULL;
    `,
  },
  {
    version: 11,
    name: "billing controls that fire: usage alerts and limits reached once per period, auto top-ups",
    sql: `
      -- Usage alerts and limits that fired (spec/revenue/controls.tsp): one row per customer, entity
      -- (0: the customer's own balance), control (\`alert:<hash of its fields>:<feature>\` or
      -- \`limit:<balance|usage_limit|spend_limit>:<feature>\`) and period start (0: a balance that never
      -- resets). Inserting it is what emits the event, so each fires once per period, whatever runs
      -- in parallel or restarts.
      CREATE TABLE rv_controls_fired (
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        entity_seq INTEGER NOT NULL,
        control TEXT NOT NULL,
        period_start INTEGER NOT NULL,
        fired_at INTEGER NOT NULL,
        PRIMARY KEY (customer_seq, entity_seq, control, period_start)
      ) WITHOUT ROWID;

      -- Auto top-ups: one row per purchase of a billing_controls.auto_topups rule. pending (recorded
      -- by the usage event's transaction; charged after it commits, or by the job) → succeeded (the
      -- units added) | failed (its invoice left open; set pending again when the card on file
      -- changes or the balance was replenished otherwise) | canceled (the rule was disabled or
      -- removed, or its purchase limit reached, before it ran).
      CREATE TABLE rv_auto_topups (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
        feature_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'canceled')),
        -- Micro-units bought: the rule's quantity, rounded up to the price's billing units when invoiced.
        quantity INTEGER NOT NULL,
        invoice_seq INTEGER REFERENCES rv_invoices(seq) ON DELETE SET NULL,
        -- Charges tried in this round (a provider that does not answer is tried again, at most 3 times).
        attempts INTEGER NOT NULL DEFAULT 0,
        -- Rounds after failures (0 at first): a new round charges with a new idempotency key.
        round INTEGER NOT NULL DEFAULT 0,
        -- The default payment method (rv_payment_methods.seq) the last attempt used; NULL: none on file.
        payment_method_seq INTEGER,
        -- The customer's total of the feature (micro) and its next reset when it was queued: a failed
        -- top-up is tried again only once they changed (or the card did).
        granted_at_queue INTEGER NOT NULL,
        reset_at_queue INTEGER,
        failure_code TEXT,
        created_at INTEGER NOT NULL,
        completed_at INTEGER
      );
      CREATE UNIQUE INDEX rv_auto_topups_one_pending ON rv_auto_topups (customer_seq, feature_id) WHERE status = 'pending';
      CREATE INDEX rv_auto_topups_by_feature ON rv_auto_topups (customer_seq, feature_id, seq);
      CREATE INDEX rv_auto_topups_succeeded ON rv_auto_topups (customer_seq, feature_id, completed_at) WHERE status = 'succeeded';
      CREATE INDEX rv_auto_topups_by_invoice ON rv_auto_topups (invoice_seq) WHERE invoice_seq IS NOT NULL;
    `,
  },
  {
    version: 12,
    name: "billing cycle, part 2: usage-only plans reset with their price, customized subscriptions",
    sql: `
      -- A usage-based item without a reset of its own now resets with its price's interval (its
      -- usage is billed in arrears each period): balance rows of plans with such a price are made
      -- again on the customer's next read (keeping their usage).
      UPDATE rv_subscriptions SET balances_def = NULL
        WHERE plan_seq IN (SELECT seq FROM rv_plans WHERE definition LIKE '%"usage_based"%');

      -- A plan customized for one subscription (attach's or billing.update's customize): the
      -- definition it is on instead of its plan version's (same JSON shape), or NULL.
      ALTER TABLE rv_subscriptions ADD COLUMN custom_def TEXT;
    `,
  },
  {
    version: 13,
    name: "billing webhooks: events outbox, webhooks (endpoints), deliveries, attempts",
    sql: `
      -- The billing events' outbox: every event is written in the transaction of the change it
      -- announces. sequence: 1, 2, 3 … per space in commit order. customer_id: the customer the
      -- event is about (null for a test ping).
      CREATE TABLE rv_webhook_events (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        type TEXT NOT NULL,
        customer_id TEXT,
        data TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        sequence INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX rv_webhook_events_by_space_sequence ON rv_webhook_events (space_id, sequence);
      CREATE INDEX rv_webhook_events_by_customer ON rv_webhook_events (space_id, customer_id, type, seq);

      -- The webhooks of a space (the API's "webhooks"; the engine's endpoints): the same columns
      -- as the desk's webhook_endpoints, so one repository serves both. Billing webhooks always
      -- sign with Standard Webhooks. Secrets are kept in clear to sign; the previous one only
      -- for a rotation's overlap.
      CREATE TABLE rv_webhook_endpoints (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        url TEXT NOT NULL,
        events TEXT NOT NULL,
        description TEXT,
        enabled INTEGER NOT NULL DEFAULT 1,
        secret TEXT NOT NULL,
        previous_secret TEXT,
        previous_secret_expires_at INTEGER,
        disabled_reason TEXT,
        failing_since INTEGER,
        standard_webhooks INTEGER NOT NULL DEFAULT 1 CHECK (standard_webhooks = 1),
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (space_id, id)
      );

      -- One row per (event, webhook): all sender state, so a restart loses nothing.
      CREATE TABLE rv_webhook_deliveries (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        endpoint_seq INTEGER NOT NULL REFERENCES rv_webhook_endpoints(seq) ON DELETE CASCADE,
        event_seq INTEGER NOT NULL REFERENCES rv_webhook_events(seq),
        status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempt_count INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        lease_until INTEGER,
        retry_base INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX rv_webhook_deliveries_due ON rv_webhook_deliveries (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX rv_webhook_deliveries_by_endpoint ON rv_webhook_deliveries (endpoint_seq, seq);
      CREATE INDEX rv_webhook_deliveries_by_endpoint_status ON rv_webhook_deliveries (endpoint_seq, status, seq);
      CREATE INDEX rv_webhook_deliveries_by_event ON rv_webhook_deliveries (event_seq);
      CREATE INDEX rv_webhook_deliveries_finished ON rv_webhook_deliveries (updated_at) WHERE status != 'pending';

      -- The delivery log: every attempt, written in_flight before its request leaves.
      CREATE TABLE rv_webhook_attempts (
        seq INTEGER PRIMARY KEY,
        delivery_seq INTEGER NOT NULL REFERENCES rv_webhook_deliveries(seq) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        trigger TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'completed' CHECK (state IN ('in_flight', 'completed', 'interrupted')),
        started_at INTEGER NOT NULL,
        duration_ms INTEGER NOT NULL,
        status_code INTEGER,
        response_body TEXT,
        error TEXT
      );
      CREATE INDEX rv_webhook_attempts_by_delivery ON rv_webhook_attempts (delivery_seq, seq);
      CREATE INDEX rv_webhook_attempts_in_flight ON rv_webhook_attempts (delivery_seq) WHERE state = 'in_flight';
    `,
  },
  {
    version: 14,
    name: "analytics: revenue atoms, hour and day buckets, per-customer days and running sums, closed periods; indexes",
    sql: `
      -- analytics.* read pre-aggregated sums that triggers keep in the transaction of every change,
      -- so a year of data answers from a few thousand rows (bench/analytics.bench.ts). Amounts keep
      -- their unit: usage micro-units, costs nano-units, revenue minor units of \`currency\`.

      -- Revenue atoms: each paid charge (amount_paid > 0) split over its lines' features ('$base' for
      -- lines without one), its net (amount_paid − refunded) shared pro rata to the lines' amounts.
      -- Credit notes (amount_paid ≤ 0) document refunds already counted in \`refunded\` of the
      -- charges they refund: they have no atoms.
      CREATE TABLE rv_an_revenue (
        invoice_seq INTEGER NOT NULL,
        key TEXT NOT NULL,
        space_id INTEGER NOT NULL,
        customer_seq INTEGER NOT NULL,
        currency TEXT NOT NULL,
        at INTEGER NOT NULL,
        amount INTEGER NOT NULL,
        PRIMARY KEY (invoice_seq, key)
      ) WITHOUT ROWID;
      CREATE INDEX rv_an_revenue_by_time ON rv_an_revenue (space_id, at);
      CREATE INDEX rv_an_revenue_by_customer ON rv_an_revenue (customer_seq, at);

      -- Sums per space, metric ('usage', 'cost', 'revenue'), grain (3600000: an hour, 86400000: a
      -- day; UTC), bucket start, key (feature id, '$base', '$unattributed') and currency ('' for
      -- usage): n records, their amount.
      CREATE TABLE rv_an_buckets (
        space_id INTEGER NOT NULL,
        metric TEXT NOT NULL,
        grain INTEGER NOT NULL,
        bucket INTEGER NOT NULL,
        key TEXT NOT NULL,
        currency TEXT NOT NULL,
        n INTEGER NOT NULL,
        amount INTEGER NOT NULL,
        PRIMARY KEY (space_id, metric, grain, bucket, key, currency)
      ) WITHOUT ROWID;

      -- Costs and revenue per customer, UTC day, key and currency (one customer's figures).
      CREATE TABLE rv_an_daily (
        customer_seq INTEGER NOT NULL,
        day INTEGER NOT NULL,
        metric TEXT NOT NULL,
        key TEXT NOT NULL,
        currency TEXT NOT NULL,
        amount INTEGER NOT NULL,
        PRIMARY KEY (customer_seq, day, metric, key, currency)
      ) WITHOUT ROWID;

      -- Running sums per customer and currency: revenue and cost of all hours up to and including
      -- \`hour\` (a row per hour with records). Whole hours of every customer: two look-ups each.
      CREATE TABLE rv_an_cum (
        customer_seq INTEGER NOT NULL,
        currency TEXT NOT NULL,
        hour INTEGER NOT NULL,
        revenue INTEGER NOT NULL,
        cost INTEGER NOT NULL,
        PRIMARY KEY (customer_seq, currency, hour)
      ) WITHOUT ROWID;
      -- The running sums of a space: the first and last hour they changed in, and their totals (the
      -- last running sum, so a range that ends after a customer's last record needs no look-up).
      CREATE TABLE rv_an_series (
        space_id INTEGER NOT NULL,
        customer_seq INTEGER NOT NULL,
        currency TEXT NOT NULL,
        first_hour INTEGER NOT NULL,
        last_hour INTEGER NOT NULL,
        revenue INTEGER NOT NULL,
        cost INTEGER NOT NULL,
        PRIMARY KEY (space_id, customer_seq, currency)
      ) WITHOUT ROWID;

      -- The last period a stored reset closed, per balance: its end, the reset after it, what it
      -- included (granted + carried) and what was used (the advisor's unused_allowance).
      CREATE TABLE rv_an_periods (
        balance_seq INTEGER PRIMARY KEY REFERENCES rv_balances(seq) ON DELETE CASCADE,
        period_end INTEGER NOT NULL,
        next_reset_at INTEGER NOT NULL,
        included INTEGER NOT NULL,
        usage INTEGER NOT NULL
      );

      -- What is there already (before the triggers, which would count it twice).
      INSERT INTO rv_an_revenue (invoice_seq, key, space_id, customer_seq, currency, at, amount)
        SELECT seq, k, space_id, customer_seq, currency, paid_at, amount FROM (
          SELECT seq, k, space_id, customer_seq, currency, paid_at, share + CASE WHEN rn = 1 THEN net - total_share ELSE 0 END AS amount FROM (
            SELECT seq, k, space_id, customer_seq, currency, paid_at, net, share,
              row_number() OVER (PARTITION BY seq ORDER BY a DESC, k) AS rn, sum(share) OVER (PARTITION BY seq) AS total_share FROM (
              SELECT seq, k, space_id, customer_seq, currency, paid_at, net, a, CASE WHEN s > 0 THEN (net * a) / s ELSE 0 END AS share FROM (
                SELECT i.seq, coalesce(json_extract(l.value, '$.feature_id'), '$base') AS k, i.space_id, i.customer_seq, i.currency, i.paid_at,
                  i.amount_paid - i.refunded AS net, sum(json_extract(l.value, '$.amount')) AS a,
                  (SELECT sum(json_extract(x.value, '$.amount')) FROM json_each(i.lines) x) AS s
                FROM rv_invoices i, json_each(CASE WHEN json_array_length(i.lines) > 0 THEN i.lines ELSE '[{"feature_id":null,"amount":0}]' END) l
                WHERE i.status = 'paid' AND i.paid_at IS NOT NULL AND i.amount_paid > 0
                GROUP BY i.seq, 2))))
        WHERE amount <> 0;
      CREATE TEMP TABLE rv_an_atoms AS
        SELECT space_id, customer_seq, 'usage' AS metric, feature_id AS key, '' AS currency, timestamp AS at, value AS amount FROM rv_events
        UNION ALL SELECT space_id, customer_seq, 'cost', coalesce(feature_id, '$unattributed'), currency, timestamp, amount FROM rv_costs
        UNION ALL SELECT space_id, customer_seq, 'revenue', key, currency, at, amount FROM rv_an_revenue;
      INSERT INTO rv_an_buckets (space_id, metric, grain, bucket, key, currency, n, amount)
        SELECT space_id, metric, grain, at - ((at % grain) + grain) % grain, key, currency, count(*), sum(amount)
        FROM temp.rv_an_atoms, (SELECT 3600000 AS grain UNION ALL SELECT 86400000)
        GROUP BY space_id, metric, grain, 4, key, currency;
      INSERT INTO rv_an_daily (customer_seq, day, metric, key, currency, amount)
        SELECT customer_seq, ${DAY_OF("at")}, metric, key, currency, sum(amount) FROM temp.rv_an_atoms WHERE metric <> 'usage'
        GROUP BY customer_seq, 2, metric, key, currency;
      INSERT INTO rv_an_cum (customer_seq, currency, hour, revenue, cost)
        SELECT customer_seq, currency, hour,
          sum(revenue) OVER (PARTITION BY customer_seq, currency ORDER BY hour), sum(cost) OVER (PARTITION BY customer_seq, currency ORDER BY hour)
        FROM (
          SELECT customer_seq, currency, ${HOUR_OF("at")} AS hour,
            sum(CASE metric WHEN 'revenue' THEN amount ELSE 0 END) AS revenue, sum(CASE metric WHEN 'cost' THEN amount ELSE 0 END) AS cost
          FROM temp.rv_an_atoms WHERE metric <> 'usage' GROUP BY customer_seq, currency, 3);
      INSERT INTO rv_an_series (space_id, customer_seq, currency, first_hour, last_hour, revenue, cost)
        SELECT space_id, customer_seq, currency, min(${HOUR_OF("at")}), max(${HOUR_OF("at")}),
          sum(CASE metric WHEN 'revenue' THEN amount ELSE 0 END), sum(CASE metric WHEN 'cost' THEN amount ELSE 0 END)
        FROM temp.rv_an_atoms WHERE metric <> 'usage' GROUP BY space_id, customer_seq, currency;
      DROP TABLE temp.rv_an_atoms;

      -- Usage events: hour and day buckets. Events deleted with their customer leave the sums;
      -- events pruned by retention stay counted (analytics keeps what raw events lose).
      CREATE TRIGGER rv_an_event_in AFTER INSERT ON rv_events BEGIN${upkeep("new", EVENT("new"))}
      END;
      CREATE TRIGGER rv_an_event_out AFTER DELETE ON rv_events
      WHEN NOT EXISTS (SELECT 1 FROM rv_customers WHERE seq = old.customer_seq) BEGIN${upkeep("old", EVENT("old"))}
      END;
      CREATE TRIGGER rv_an_cost_in AFTER INSERT ON rv_costs BEGIN${upkeep("new", COST("new"))}
      END;
      CREATE TRIGGER rv_an_cost_out AFTER DELETE ON rv_costs BEGIN${upkeep("old", COST("old"))}
      END;
      CREATE TRIGGER rv_an_revenue_in AFTER INSERT ON rv_an_revenue BEGIN${upkeep("new", REVENUE("new"))}
      END;
      CREATE TRIGGER rv_an_revenue_out AFTER DELETE ON rv_an_revenue BEGIN${upkeep("old", REVENUE("old"))}
      END;

      -- A paid charge's atoms, written again whenever what they come from changes (a refund).
      CREATE TRIGGER rv_an_invoice_in AFTER INSERT ON rv_invoices BEGIN${revenueAtomsOfNew("new.status = 'paid' AND new.paid_at IS NOT NULL AND new.amount_paid > 0")}
      END;
      CREATE TRIGGER rv_an_invoice_change AFTER UPDATE OF status, amount_paid, refunded, paid_at, lines, currency ON rv_invoices BEGIN
        DELETE FROM rv_an_revenue WHERE invoice_seq = old.seq;${revenueAtomsOfNew("new.status = 'paid' AND new.paid_at IS NOT NULL AND new.amount_paid > 0")}
      END;
      CREATE TRIGGER rv_an_invoice_out AFTER DELETE ON rv_invoices BEGIN
        DELETE FROM rv_an_revenue WHERE invoice_seq = old.seq;
      END;

      -- A deleted customer's own sums go with it (its costs, invoices and events left the buckets).
      CREATE TRIGGER rv_an_customer_out AFTER DELETE ON rv_customers BEGIN
        DELETE FROM rv_an_cum WHERE customer_seq = old.seq;
        DELETE FROM rv_an_daily WHERE customer_seq = old.seq;
        DELETE FROM rv_an_series WHERE space_id = old.space_id AND customer_seq = old.seq;
      END;

      -- A stored reset (usage back to 0, next_reset_at later) records the period it closed.
      CREATE TRIGGER rv_an_balance_reset AFTER UPDATE OF next_reset_at ON rv_balances
      WHEN old.next_reset_at IS NOT NULL AND new.next_reset_at > old.next_reset_at AND new.usage = 0 BEGIN
        INSERT OR REPLACE INTO rv_an_periods (balance_seq, period_end, next_reset_at, included, usage)
          VALUES (old.seq, old.next_reset_at, new.next_reset_at, old.granted + old.carried, old.usage);
      END;

      -- What analytics reads besides its own tables: a space's active subscriptions, its coupons and
      -- its resetting customer-level balances (customers created in a range: rv_customers_by_created).
      CREATE INDEX rv_subscriptions_by_space ON rv_subscriptions (space_id, status, customer_seq);
      CREATE INDEX rv_redemptions_by_space ON rv_redemptions (space_id, kind);
      CREATE INDEX rv_balances_resetting ON rv_balances (space_id, seq)
        WHERE reset_interval IS NOT NULL AND flag = 0 AND unlimited = 0 AND entity_seq IS NULL;
    `,
  },
  {
    version: 15,
    name: "a deleted subscription's settled renewal claims go with it",
    sql: `
      -- rv_renewals is keyed by (subscription_seq, period_end) and SQLite reuses the largest seq
      -- once its row is deleted: a new subscription with the old one's seq and the same period end
      -- would find the old claim and never renew. Settled claims of a deleted subscription go with
      -- it; one still due or failed stays (its charge of the ended plan's last invoice is owed).
      CREATE TRIGGER rv_renewals_of_deleted_subscription AFTER DELETE ON rv_subscriptions BEGIN
        DELETE FROM rv_renewals WHERE subscription_seq = old.seq AND status IN ('paid', 'ended', 'void');
      END;
      DELETE FROM rv_renewals WHERE status IN ('paid', 'ended', 'void')
        AND subscription_seq NOT IN (SELECT seq FROM rv_subscriptions);
    `,
  },
  {
    version: 16,
    name: "money taken once: open checkouts reused, refunds owed",
    sql: `
      -- Where the provider sends the customer for a session (the sandbox's /pay page, Stripe's
      -- Checkout): an open session is handed out again instead of a new one per request.
      ALTER TABLE rv_checkout_sessions ADD COLUMN provider_url TEXT;
      CREATE INDEX rv_checkout_sessions_by_invoice ON rv_checkout_sessions (invoice_seq) WHERE invoice_seq IS NOT NULL;
      -- The open invoices that hold a plan change (one payable checkout per pending change).
      CREATE INDEX rv_invoices_pending ON rv_invoices (customer_seq) WHERE pending_change IS NOT NULL AND status IN ('open', 'draft');
      -- Money a provider collected for a change that was already in place or superseded when it
      -- arrived: refunded through the provider (key refund_due_<seq>), retried until done.
      CREATE TABLE rv_refunds_due (
        seq INTEGER PRIMARY KEY,
        space_id INTEGER NOT NULL REFERENCES spaces(id),
        customer_seq INTEGER NOT NULL,
        invoice_seq INTEGER NOT NULL,
        provider TEXT NOT NULL,
        payment_ref TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount > 0),
        currency TEXT NOT NULL,
        -- 1: the invoice was paid, so the refund is booked as a credit note; 0: it was void.
        credit_note INTEGER NOT NULL,
        reason TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('due', 'done')),
        refund_ref TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        UNIQUE (invoice_seq, payment_ref)
      );
      CREATE INDEX rv_refunds_due_open ON rv_refunds_due (customer_seq) WHERE status = 'due';
    `,
  },
  {
    version: 17,
    name: "billing event sequences kept by a counter",
    sql: `
      -- The last sequence given to a billing event of each space (counter 'webhook_event'), bumped in
      -- the transaction that writes the event; it continues from the numbers already given.
      INSERT INTO rv_counters (space_id, name, value)
        SELECT space_id, 'webhook_event', MAX(sequence) FROM rv_webhook_events WHERE sequence > 0 GROUP BY space_id;
    `,
  },
  {
    version: 18,
    name: "analytics buckets sharded by customer",
    sql: `
      -- Sums per space, metric, grain, bucket, key and currency as before, in up to ${AN_SHARDS} rows
      -- (shard: customer_seq % ${AN_SHARDS} of the records summed); readers add the shards. Rows that
      -- are there already go to shard 0. The triggers that write them go first (they name the table).
      DROP TRIGGER rv_an_event_in;
      DROP TRIGGER rv_an_event_out;
      DROP TRIGGER rv_an_cost_in;
      DROP TRIGGER rv_an_cost_out;
      DROP TRIGGER rv_an_revenue_in;
      DROP TRIGGER rv_an_revenue_out;
      CREATE TABLE rv_an_buckets_sharded (
        space_id INTEGER NOT NULL,
        metric TEXT NOT NULL,
        grain INTEGER NOT NULL,
        bucket INTEGER NOT NULL,
        key TEXT NOT NULL,
        currency TEXT NOT NULL,
        n INTEGER NOT NULL,
        amount INTEGER NOT NULL,
        shard INTEGER NOT NULL,
        PRIMARY KEY (space_id, metric, grain, bucket, key, currency, shard)
      ) WITHOUT ROWID;
      INSERT INTO rv_an_buckets_sharded (space_id, metric, grain, bucket, key, currency, n, amount, shard)
        SELECT space_id, metric, grain, bucket, key, currency, n, amount, 0 FROM rv_an_buckets;
      DROP TABLE rv_an_buckets;
      ALTER TABLE rv_an_buckets_sharded RENAME TO rv_an_buckets;
      CREATE TRIGGER rv_an_event_in AFTER INSERT ON rv_events BEGIN${upkeep("new", EVENT("new"), true)}
      END;
      CREATE TRIGGER rv_an_event_out AFTER DELETE ON rv_events
      WHEN NOT EXISTS (SELECT 1 FROM rv_customers WHERE seq = old.customer_seq) BEGIN${upkeep("old", EVENT("old"), true)}
      END;
      CREATE TRIGGER rv_an_cost_in AFTER INSERT ON rv_costs BEGIN${upkeep("new", COST("new"), true)}
      END;
      CREATE TRIGGER rv_an_cost_out AFTER DELETE ON rv_costs BEGIN${upkeep("old", COST("old"), true)}
      END;
      CREATE TRIGGER rv_an_revenue_in AFTER INSERT ON rv_an_revenue BEGIN${upkeep("new", REVENUE("new"), true)}
      END;
      CREATE TRIGGER rv_an_revenue_out AFTER DELETE ON rv_an_revenue BEGIN${upkeep("old", REVENUE("old"), true)}
      END;
    `,
  },
  {
    version: 19,
    name: "credit notes linked to the invoice they refund",
    sql: `
      -- A credit note (an invoice of negative total, paid by the provider's refund) and the invoice whose
      -- payment it gave back, with why: the invoice's page lists its credit notes (console Refund,
      -- refunds owed by billing.refunds_due). Both go with their invoices.
      CREATE TABLE rv_credit_notes (
        note_seq INTEGER PRIMARY KEY REFERENCES rv_invoices(seq) ON DELETE CASCADE,
        invoice_seq INTEGER NOT NULL REFERENCES rv_invoices(seq) ON DELETE CASCADE,
        amount INTEGER NOT NULL CHECK (amount > 0),
        reason TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX rv_credit_notes_of_invoice ON rv_credit_notes (invoice_seq, note_seq);
    `,
  },
  {
    version: 20,
    name: "billing webhook attempts log the request they sent (headers, body)",
    sql: `
      -- What an attempt sent: its headers (a JSON object: content type, user agent, the signature
      -- headers; never a secret) and its body, the first 65,536 code points (REQUEST_BODY_CHARS).
      -- Null for attempts logged before this migration.
      ALTER TABLE rv_webhook_attempts ADD COLUMN request_headers TEXT;
      ALTER TABLE rv_webhook_attempts ADD COLUMN request_body TEXT;
    `,
  },
  {
    version: 21,
    name: "invoice indexes for the console's lists",
    sql: `
      -- Invoices of a space by creation time (the console's created range; seq: the page order's keyset).
      CREATE INDEX rv_invoices_by_created ON rv_invoices (space_id, created_at, seq);
      -- Open invoices with a due date, per customer (the console's "has an overdue invoice" filter: a probe
      -- that finds nothing for most customers instead of reading each one's invoices).
      CREATE INDEX rv_invoices_open_due ON rv_invoices (customer_seq, due_at) WHERE status = 'open' AND due_at IS NOT NULL;
    `,
  },
  {
    version: 22,
    name: "invoices: where they come from, and their charge attempts",
    sql: `
      -- \`source\`: 'issued' (Tandem computed it; a provider may collect it) or 'recorded' (invoices.insert:
      -- issued and collected elsewhere). Rows before it: recorded when they have no provider and a
      -- payment reference (the rule that told them apart until now).
      ALTER TABLE rv_invoices ADD COLUMN source TEXT NOT NULL DEFAULT 'issued' CHECK (source IN ('issued', 'recorded'));
      UPDATE rv_invoices SET source = 'recorded' WHERE provider IS NULL AND payment_ref IS NOT NULL;
      -- \`charge_attempts\`: how many charges of the invoice ended without money (payments/attempts.rules):
      -- the provider's idempotency key of the next one. Rows before it: 1 when a charge already came back
      -- declined (its key, the invoice id, is spent); 0 when none did or the answer is unknown or awaits
      -- the customer's authentication (that key is charged again, never a second one).
      ALTER TABLE rv_invoices ADD COLUMN charge_attempts INTEGER NOT NULL DEFAULT 0;
      UPDATE rv_invoices SET charge_attempts = 1
        WHERE source = 'issued' AND status IN ('open', 'uncollectible') AND provider IS NOT NULL
          AND last_error IS NOT NULL AND last_error NOT IN ('provider_unavailable', 'requires_action', 'authentication_required');
    `,
  },
  {
    version: 23,
    name: "redemptions of a promotion code",
    sql: `
      -- A code's redemptions newest first (the console's list of a code's redemptions; seq: the keyset).
      CREATE INDEX rv_redemptions_by_code ON rv_redemptions (reward_seq, code, seq);
    `,
  },
  {
    version: 24,
    name: "credit notes: one row per invoice refunded, with the provider's refund",
    sql: `
      -- A credit note of billing (a cancel or a downgrade that refunds) may give money back of several
      -- invoices (the period's payments, newest first): one row per (credit note, invoice refunded), and
      -- \`refund_ref\` the provider's refund of that invoice's payment. Rows before it: the credit note's
      -- own payment reference (its one refund). SQLite cannot change a primary key: the table is rebuilt.
      CREATE TABLE rv_credit_notes_per_invoice (
        note_seq INTEGER NOT NULL REFERENCES rv_invoices(seq) ON DELETE CASCADE,
        invoice_seq INTEGER NOT NULL REFERENCES rv_invoices(seq) ON DELETE CASCADE,
        amount INTEGER NOT NULL CHECK (amount > 0),
        reason TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        refund_ref TEXT,
        PRIMARY KEY (note_seq, invoice_seq)
      );
      INSERT INTO rv_credit_notes_per_invoice (note_seq, invoice_seq, amount, reason, created_at, refund_ref)
        SELECT n.note_seq, n.invoice_seq, n.amount, n.reason, n.created_at, i.payment_ref FROM rv_credit_notes n JOIN rv_invoices i ON i.seq = n.note_seq;
      DROP TABLE rv_credit_notes;
      ALTER TABLE rv_credit_notes_per_invoice RENAME TO rv_credit_notes;
      CREATE INDEX rv_credit_notes_of_invoice ON rv_credit_notes (invoice_seq, note_seq);
    `,
  },
  {
    version: 25,
    name: "referral codes of a program",
    sql: `
      -- A program's referral codes newest first (the console's list of a program's referrals; seq: the keyset).
      CREATE INDEX rv_referral_codes_by_program ON rv_referral_codes (program_seq, seq);
    `,
  },
];
