import { MODEL_PRICES_2025_11, MODEL_PRICES_2025_11_AT, seedRatesSql } from "../../../revenue/costs/model-prices.js";
import { AN_SHARDS } from "../../../revenue/migrations.js";
import type { PgBaseline } from "./types.js";

/**
 * The UTC hour and day a time (Unix ms, bigint) falls in: floor division, as the SQLite triggers
 * compute it (bigint % truncates toward zero on both engines, so times before 1970 agree too).
 */
const HOUR_OF = (t: string) => `(${t} - ((${t} % 3600000) + 3600000) % 3600000)`;
const DAY_OF = (t: string) => `(${t} - ((${t} % 86400000) + 86400000) % 86400000)`;

/**
 * What one record adds to (`new`) or takes from (`old`) the analytics sums, as SQLite's `upkeep`
 * (src/revenue/migrations.ts): the space's hour and day buckets; for money also the customer's day
 * per key and its running sums (rv_an_cum, with rv_an_series). Statement for statement the same; the
 * upserts name their conflict target and the running-sum series row is written before rv_an_cum:
 * its row lock makes transactions that change one customer's running sums in one currency take
 * turns, so a later one (READ COMMITTED: each statement sees what committed before it) builds on
 * the earlier one's hours instead of missing them.
 */
interface Atom {
  metric: "usage" | "cost" | "revenue";
  key: string;
  currency: string;
  at: string;
  amount: string;
}
function upkeep(r: "NEW" | "OLD", a: Atom, sharded = false): string {
  const buckets = sharded
    ? shardedBuckets(r, a)
    : r === "NEW"
      ? `
    INSERT INTO rv_an_buckets AS b (space_id, metric, grain, bucket, key, currency, n, amount) VALUES
      (NEW.space_id, '${a.metric}', 3600000, ${HOUR_OF(a.at)}, ${a.key}, ${a.currency}, 1, ${a.amount}),
      (NEW.space_id, '${a.metric}', 86400000, ${DAY_OF(a.at)}, ${a.key}, ${a.currency}, 1, ${a.amount})
      ON CONFLICT (space_id, metric, grain, bucket, key, currency) DO UPDATE SET n = b.n + 1, amount = b.amount + excluded.amount;`
      : `
    UPDATE rv_an_buckets SET n = n - 1, amount = amount - ${a.amount}
    WHERE space_id = OLD.space_id AND metric = '${a.metric}' AND key = ${a.key} AND currency = ${a.currency}
      AND ((grain = 3600000 AND bucket = ${HOUR_OF(a.at)}) OR (grain = 86400000 AND bucket = ${DAY_OF(a.at)}));`;
  if (a.metric === "usage") return buckets;
  const column = a.metric;
  const hour = HOUR_OF(a.at);
  const before = (c: string) =>
    `coalesce((SELECT ${c} FROM rv_an_cum WHERE customer_seq = NEW.customer_seq AND currency = ${a.currency} AND hour < ${hour} ORDER BY hour DESC LIMIT 1), 0)`;
  if (r === "NEW")
    return `${buckets}
    INSERT INTO rv_an_daily AS d (customer_seq, day, metric, key, currency, amount) VALUES
      (NEW.customer_seq, ${DAY_OF(a.at)}, '${a.metric}', ${a.key}, ${a.currency}, ${a.amount})
      ON CONFLICT (customer_seq, day, metric, key, currency) DO UPDATE SET amount = d.amount + excluded.amount;
    INSERT INTO rv_an_series AS s (space_id, customer_seq, currency, first_hour, last_hour, revenue, cost)
      VALUES (NEW.space_id, NEW.customer_seq, ${a.currency}, ${hour}, ${hour}, ${column === "revenue" ? a.amount : 0}, ${column === "cost" ? a.amount : 0})
      ON CONFLICT (space_id, customer_seq, currency) DO UPDATE SET first_hour = least(s.first_hour, excluded.first_hour),
        last_hour = greatest(s.last_hour, excluded.last_hour), ${column} = s.${column} + excluded.${column};
    INSERT INTO rv_an_cum AS c (customer_seq, currency, hour, revenue, cost) VALUES
      (NEW.customer_seq, ${a.currency}, ${hour}, ${column === "revenue" ? `${a.amount} + ` : ""}${before("revenue")}, ${column === "cost" ? `${a.amount} + ` : ""}${before("cost")})
      ON CONFLICT (customer_seq, currency, hour) DO UPDATE SET ${column} = c.${column} + ${a.amount};
    UPDATE rv_an_cum SET ${column} = ${column} + ${a.amount} WHERE customer_seq = NEW.customer_seq AND currency = ${a.currency} AND hour > ${hour};`;
  return `${buckets}
    UPDATE rv_an_daily SET amount = amount - ${a.amount}
    WHERE customer_seq = OLD.customer_seq AND day = ${DAY_OF(a.at)} AND metric = '${a.metric}' AND key = ${a.key} AND currency = ${a.currency};
    UPDATE rv_an_series SET ${column} = ${column} - ${a.amount} WHERE space_id = OLD.space_id AND customer_seq = OLD.customer_seq AND currency = ${a.currency};
    UPDATE rv_an_cum SET ${column} = ${column} - ${a.amount} WHERE customer_seq = OLD.customer_seq AND currency = ${a.currency} AND hour >= ${hour};`;
}
/**
 * Revenue migration 18 (as SQLite's): a record's bucket rows are those of its customer's shard
 * (customer_seq % AN_SHARDS), so units recording different customers' usage of one feature in one
 * hour lock different rows instead of all waiting for one; a removal is an upsert of negative
 * amounts into the same shard (a record counted before migration 18 sits in shard 0: the sums,
 * which add the shards, lose it all the same).
 */
function shardedBuckets(r: "NEW" | "OLD", a: Atom): string {
  const [n, sign] = r === "NEW" ? [1, ""] : [-1, "-"];
  return `
    INSERT INTO rv_an_buckets AS b (space_id, metric, grain, bucket, key, currency, n, amount, shard) VALUES
      (${r}.space_id, '${a.metric}', 3600000, ${HOUR_OF(a.at)}, ${a.key}, ${a.currency}, ${n}, ${sign}${a.amount}, ${r}.customer_seq % ${AN_SHARDS}),
      (${r}.space_id, '${a.metric}', 86400000, ${DAY_OF(a.at)}, ${a.key}, ${a.currency}, ${n}, ${sign}${a.amount}, ${r}.customer_seq % ${AN_SHARDS})
      ON CONFLICT (space_id, metric, grain, bucket, key, currency, shard) DO UPDATE SET n = b.n + excluded.n, amount = b.amount + excluded.amount;`;
}
const EVENT = (r: string): Atom => ({ metric: "usage", key: `${r}.feature_id`, currency: "''", at: `${r}.timestamp`, amount: `${r}.value` });
const COST = (r: string): Atom => ({ metric: "cost", key: `coalesce(${r}.feature_id, '$unattributed')`, currency: `${r}.currency`, at: `${r}.timestamp`, amount: `${r}.amount` });
const REVENUE = (r: string): Atom => ({ metric: "revenue", key: `${r}.key`, currency: `${r}.currency`, at: `${r}.at`, amount: `${r}.amount` });

/** A usage event deleted with its customer leaves the sums; one pruned by retention (its customer stays) stays counted. */
const EVENT_OUT = (sharded: boolean) => `
    IF NOT EXISTS (SELECT 1 FROM rv_customers WHERE seq = OLD.customer_seq) THEN${upkeep("OLD", EVENT("OLD"), sharded)}
    END IF;`;

/** A row trigger that runs the PL/pgSQL `body` (its function has the trigger's name). */
const trigger = (name: string, when: string, body: string, condition = "") => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN${body}
    RETURN NULL;
  END $$;
  CREATE TRIGGER ${name} ${when} FOR EACH ROW${condition ? ` WHEN (${condition})` : ""} EXECUTE FUNCTION ${name}();`;

/**
 * The revenue atoms of the invoice row NEW, as SQLite's revenueAtomsOfNew: its net (amount_paid −
 * refunded) shared over its lines' features pro rata to the lines' amounts, in integers (bigint sums
 * cast back from numeric before dividing; the product taken in numeric so it cannot overflow, then
 * divided with truncation as bigint division does); the remainder goes to the largest line's key
 * (ties by key in byte order; a line without an amount sorts last, as SQLite's NULL does in DESC).
 */
const REVENUE_ATOMS_OF_NEW = `
    INSERT INTO rv_an_revenue (invoice_seq, key, space_id, customer_seq, currency, at, amount)
      SELECT NEW.seq, k, NEW.space_id, NEW.customer_seq, NEW.currency, NEW.paid_at, amount FROM (
        SELECT k, share + CASE WHEN rn = 1 THEN net - total_share ELSE 0 END AS amount FROM (
          SELECT k, net, share, row_number() OVER (ORDER BY a DESC NULLS LAST, k COLLATE "C") AS rn, (sum(share) OVER ())::bigint AS total_share FROM (
            SELECT k, net, a, CASE WHEN s > 0 THEN div(net::numeric * a, s)::bigint ELSE 0 END AS share FROM (
              SELECT coalesce(l.value ->> 'feature_id', '$base') AS k, NEW.amount_paid - NEW.refunded AS net,
                (sum((l.value ->> 'amount')::bigint))::bigint AS a,
                (SELECT sum((x.value ->> 'amount')::bigint) FROM jsonb_array_elements(NEW.lines::jsonb) x)::bigint AS s
              FROM jsonb_array_elements(CASE WHEN jsonb_array_length(NEW.lines::jsonb) > 0 THEN NEW.lines::jsonb ELSE '[{"feature_id":null,"amount":0}]'::jsonb END) l
              GROUP BY 1) lines) shares) ranked) atoms
      WHERE amount <> 0 AND NEW.status = 'paid' AND NEW.paid_at IS NOT NULL AND NEW.amount_paid > 0;`;

/**
 * Usage & Billing tables on PostgreSQL as of the revenue SQLite migration 17 (src/revenue/migrations.ts).
 * Every row carries `space_id`, so test and live share nothing. Public ids are the caller's own
 * (`customer_id`, `feature_id`, `plan_id`, entity `id`), unique per space; joins use `seq`.
 * Seed rows every database gets: the model rate table (migrations 4 and 9). The analytics triggers
 * (migrations 14 and 15) are PL/pgSQL functions with the SQLite triggers' names and arithmetic.
 */
export const revenueBaseline: PgBaseline = {
  upTo: 17,
  sql: `
  CREATE TABLE rv_customers (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    id text COLLATE "C" NOT NULL,
    name text COLLATE "C",
    email text COLLATE "C",
    fingerprint text COLLATE "C",
    stripe_id text COLLATE "C",
    metadata text COLLATE "C" NOT NULL DEFAULT '{}',
    send_email_receipts bigint NOT NULL DEFAULT 0,
    created_at bigint NOT NULL,
    -- customers.get_or_create with customer_id: null creates a customer without an id. The row
    -- keeps a private unique id (never answered, never matched by id look-ups) and anonymous = 1.
    anonymous bigint NOT NULL DEFAULT 0,
    currency text COLLATE "C",
    -- JSON objects, as the API answers them.
    billing_controls text COLLATE "C" NOT NULL DEFAULT '{}',
    config text COLLATE "C" NOT NULL DEFAULT '{}',
    -- The currency of the customer's money, fixed by its first paid change.
    billing_currency text COLLATE "C",
    -- A customer's test clock (customers.advance_test_clock, test mode): its frozen time in Unix ms,
    -- or NULL for real time. Everything time-dependent for the customer reads it (ctx.nowFor).
    frozen_time bigint,
    UNIQUE (space_id, id)
  );
  CREATE INDEX rv_customers_by_space ON rv_customers (space_id, seq);
  -- customers.list pages by (created_at, seq) in either direction.
  CREATE INDEX rv_customers_by_created ON rv_customers (space_id, created_at, seq);
  CREATE INDEX rv_customers_frozen ON rv_customers (frozen_time) WHERE frozen_time IS NOT NULL;

  CREATE TABLE rv_features (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    id text COLLATE "C" NOT NULL,
    name text COLLATE "C" NOT NULL,
    type text COLLATE "C" NOT NULL,
    consumable bigint NOT NULL,
    -- The rest of the definition as the API answers it (event_names, credit_schema, markups, display).
    definition text COLLATE "C" NOT NULL DEFAULT '{}',
    archived bigint NOT NULL DEFAULT 0,
    created_at bigint NOT NULL,
    UNIQUE (space_id, id)
  );
  -- features.list: oldest first.
  CREATE INDEX rv_features_by_space ON rv_features (space_id, seq);

  -- One row per plan version; a plan is its newest version.
  CREATE TABLE rv_plans (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    id text COLLATE "C" NOT NULL,
    version bigint NOT NULL,
    name text COLLATE "C" NOT NULL,
    plan_group text COLLATE "C",
    add_on bigint NOT NULL DEFAULT 0,
    auto_enable bigint NOT NULL DEFAULT 0,
    -- description, price, items, free_trial … as the API answers them.
    definition text COLLATE "C" NOT NULL,
    archived bigint NOT NULL DEFAULT 0,
    created_at bigint NOT NULL,
    UNIQUE (space_id, id, version)
  );

  -- A customer on a plan version.
  CREATE TABLE rv_subscriptions (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    plan_seq bigint NOT NULL REFERENCES rv_plans(seq),
    status text COLLATE "C" NOT NULL,
    quantity bigint NOT NULL DEFAULT 1,
    started_at bigint NOT NULL,
    canceled_at bigint,
    created_at bigint NOT NULL,
    trial_ends_at bigint,
    expires_at bigint,
    current_period_start bigint,
    current_period_end bigint,
    past_due bigint NOT NULL DEFAULT 0,
    -- The plan definition the subscription's rv_balances rows were made from. When the plan version
    -- changes under it (plans.migrate, an in-place update) or the rows predate stored balances, the
    -- rows are brought in line on the customer's next read or write, keeping their usage.
    balances_def text COLLATE "C",
    -- What the subscription paid for its current period (minor units of \`currency\`): the base of
    -- proration credits now and of renewals next; prepaid units bought ({ feature_id: units }).
    period_paid bigint NOT NULL DEFAULT 0,
    currency text COLLATE "C",
    bought text COLLATE "C",
    -- The first boundary of a subscription's billing periods: periods (and the resets of its plan
    -- items) fall on anchor + k intervals, so month-end clamping never drifts. NULL: started_at.
    period_anchor bigint,
    -- A plan customized for one subscription (attach's or billing.update's customize): the
    -- definition it is on instead of its plan version's (same JSON shape), or NULL.
    custom_def text COLLATE "C"
  );
  CREATE INDEX rv_subscriptions_by_customer ON rv_subscriptions (customer_seq, seq);
  CREATE INDEX rv_subscriptions_by_plan ON rv_subscriptions (plan_seq);
  -- What the billing cycle looks for: periods, trials and ends that are due, scheduled starts.
  CREATE INDEX rv_subscriptions_period_end ON rv_subscriptions (current_period_end) WHERE status = 'active';
  CREATE INDEX rv_subscriptions_trial_end ON rv_subscriptions (trial_ends_at) WHERE status = 'active' AND trial_ends_at IS NOT NULL;
  CREATE INDEX rv_subscriptions_expiry ON rv_subscriptions (expires_at) WHERE expires_at IS NOT NULL;
  CREATE INDEX rv_subscriptions_scheduled ON rv_subscriptions (started_at) WHERE status = 'scheduled';
  -- What analytics reads besides its own tables: a space's active subscriptions, its coupons and
  -- its resetting customer-level balances (customers created in a range: rv_customers_by_created).
  CREATE INDEX rv_subscriptions_by_space ON rv_subscriptions (space_id, status, customer_seq);

  CREATE TABLE rv_entities (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    id text COLLATE "C" NOT NULL,
    name text COLLATE "C",
    feature_id text COLLATE "C",
    created_at bigint NOT NULL,
    -- JSON BillingControls of the entity (lists as sent; no auto_topups).
    billing_controls text COLLATE "C" NOT NULL DEFAULT '{}',
    UNIQUE (customer_seq, id)
  );
  -- entities.list (newest first, of the mode or of one customer), entities.get without
  -- customer_id, features in use by entities.
  CREATE INDEX rv_entities_by_space ON rv_entities (space_id, seq);
  CREATE INDEX rv_entities_by_customer ON rv_entities (customer_seq, seq);
  CREATE INDEX rv_entities_by_id ON rv_entities (space_id, id);
  CREATE INDEX rv_entities_by_feature ON rv_entities (space_id, feature_id);

  -- One grant that makes up a customer's (or an entity's) balance of a feature: a plan item of a
  -- subscription (subscription_seq set, id = <subscription id>_<item index>) or a grant of
  -- balances.create/grant (id = the caller's or bal_…). Amounts are integer micro-units
  -- (1 unit = 1,000,000) so sums never drift. flag = 1: a boolean feature's grant (no amounts).
  CREATE TABLE rv_balances (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    entity_seq bigint REFERENCES rv_entities(seq) ON DELETE CASCADE,
    feature_id text COLLATE "C" NOT NULL,
    flag bigint NOT NULL DEFAULT 0,
    subscription_seq bigint REFERENCES rv_subscriptions(seq) ON DELETE CASCADE,
    plan_id text COLLATE "C",
    granted bigint NOT NULL DEFAULT 0,
    prepaid bigint NOT NULL DEFAULT 0,
    usage bigint NOT NULL DEFAULT 0,
    -- Reserved by held locks; counts as used.
    held bigint NOT NULL DEFAULT 0,
    unlimited bigint NOT NULL DEFAULT 0,
    overage_allowed bigint NOT NULL DEFAULT 0,
    -- JSON BalanceBreakdown.price, or NULL.
    price text COLLATE "C",
    reset_interval text COLLATE "C",
    reset_count bigint NOT NULL DEFAULT 1,
    -- Resets fall on anchor + k whole intervals (no drift).
    reset_anchor bigint,
    next_reset_at bigint,
    -- JSON { max (micro | null), max_percentage (| null), duration, length }, or NULL.
    rollover text COLLATE "C",
    carried bigint NOT NULL DEFAULT 0,
    carried_expires_at bigint,
    expires_at bigint,
    reason text COLLATE "C",
    created_at bigint NOT NULL,
    -- Usage beyond what was included (micro-units) of periods whose reset has passed and that no
    -- renewal invoice has billed yet: a reset adds its period's overage here, the renewal takes it.
    arrears bigint NOT NULL DEFAULT 0,
    UNIQUE (customer_seq, id)
  );
  CREATE INDEX rv_balances_by_customer ON rv_balances (customer_seq, feature_id);
  CREATE INDEX rv_balances_by_subscription ON rv_balances (subscription_seq);
  CREATE INDEX rv_balances_by_entity ON rv_balances (entity_seq);
  CREATE INDEX rv_balances_resetting ON rv_balances (space_id, seq)
    WHERE reset_interval IS NOT NULL AND flag = 0 AND unlimited = 0 AND entity_seq IS NULL;

  -- Usage events (track, check with send_event, confirmed locks): one per feature used. value in
  -- micro-units; deductions: JSON BalanceDeduction[] (null when nothing was taken).
  CREATE TABLE rv_events (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    customer_id text COLLATE "C" NOT NULL,
    entity_id text COLLATE "C",
    feature_id text COLLATE "C" NOT NULL,
    event_name text COLLATE "C",
    value bigint NOT NULL,
    properties text COLLATE "C" NOT NULL DEFAULT '{}',
    deductions text COLLATE "C",
    timestamp bigint NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX rv_events_by_space ON rv_events (space_id, timestamp, seq);
  CREATE INDEX rv_events_by_customer ON rv_events (customer_seq, timestamp, seq);
  CREATE INDEX rv_events_by_feature ON rv_events (space_id, feature_id, timestamp, seq);

  -- Reservations of check/track with a lock. holds: JSON [{ balance_seq, amount (micro) }].
  CREATE TABLE rv_locks (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    id text COLLATE "C" NOT NULL,
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    entity_id text COLLATE "C",
    feature_id text COLLATE "C" NOT NULL,
    status text COLLATE "C" NOT NULL,
    amount bigint NOT NULL,
    holds text COLLATE "C" NOT NULL,
    properties text COLLATE "C" NOT NULL DEFAULT '{}',
    overage_behavior text COLLATE "C",
    expires_at bigint NOT NULL,
    created_at bigint NOT NULL,
    UNIQUE (space_id, id)
  );
  CREATE INDEX rv_locks_by_expiry ON rv_locks (status, expires_at);
  -- A check asks when the customer's first held lock expires (to release it before reading).
  CREATE INDEX rv_locks_held_by_customer ON rv_locks (customer_seq, expires_at) WHERE status = 'held';

  -- Keys of balances.batch_track items (each item idempotent by its own key for 24 h per mode).
  CREATE TABLE rv_track_keys (
    space_id bigint NOT NULL REFERENCES spaces(id),
    key text COLLATE "C" NOT NULL,
    hash text COLLATE "C" NOT NULL,
    created_at bigint NOT NULL,
    PRIMARY KEY (space_id, key)
  );
  -- Item keys of balances.batch_track are kept 24 hours, like the platform's idempotency keys:
  -- older ones are deleted by age.
  CREATE INDEX rv_track_keys_by_age ON rv_track_keys (created_at);

  -- The model rate table (costs.rates.list, balances.track_tokens): prices per million tokens in the
  -- account currency (usd), kept as integer micro-units. Shared by every workspace of this server.
  -- The seed rows are providers' list prices as published in 2025; the operator edits the table
  -- with SQL on the server, e.g.
  --   UPDATE rv_cost_rates SET input_cost = 2500000, origin = 'operator',
  --     updated_at = (extract(epoch FROM now()) * 1000)::bigint WHERE model_id = 'openai/gpt-4o';
  --   INSERT INTO rv_cost_rates (model_id, input_cost, output_cost, origin, updated_at)
  --     VALUES ('mistral/mistral-large', 2000000, 6000000, 'operator', (extract(epoch FROM now()) * 1000)::bigint);
  -- A NULL pool price is priced as input (cache, audio input) or output (audio output, reasoning).
  CREATE TABLE rv_cost_rates (
    model_id text COLLATE "C" PRIMARY KEY,
    input_cost bigint NOT NULL,
    output_cost bigint NOT NULL,
    cache_read_cost bigint,
    cache_write_cost bigint,
    audio_input_cost bigint,
    audio_output_cost bigint,
    reasoning_cost bigint,
    origin text COLLATE "C" NOT NULL DEFAULT 'seed',
    updated_at bigint NOT NULL
  );
  -- The seed rows of migration 4, then the 2025-11 list of migration 9 over them (as on SQLite).
  INSERT INTO rv_cost_rates (model_id, input_cost, output_cost, cache_read_cost, cache_write_cost, updated_at) VALUES
    ('anthropic/claude-opus-4', 15000000, 75000000, 1500000, 18750000, 1767225600000),
    ('anthropic/claude-sonnet-4', 3000000, 15000000, 300000, 3750000, 1767225600000),
    ('anthropic/claude-3-5-haiku', 800000, 4000000, 80000, 1000000, 1767225600000),
    ('openai/gpt-4o', 2500000, 10000000, 1250000, NULL, 1767225600000),
    ('openai/gpt-4o-mini', 150000, 600000, 75000, NULL, 1767225600000);
  ${seedRatesSql(MODEL_PRICES_2025_11, MODEL_PRICES_2025_11_AT)}

  -- An invoice Tandem computed; a provider only collects it. Amounts are integer minor units of
  -- \`currency\`. \`number\` is gap-free per space (rv_counters). \`pending_change\` (JSON) is the
  -- plan change to apply when the invoice is paid (NULL once applied, or when there is none).
  CREATE TABLE rv_invoices (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    number bigint NOT NULL,
    status text COLLATE "C" NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void', 'uncollectible')),
    -- charge_automatically (a card) or send_invoice (invoice_mode, payable by due_at)
    collection text COLLATE "C" NOT NULL,
    currency text COLLATE "C" NOT NULL,
    subtotal bigint NOT NULL,
    total bigint NOT NULL,
    amount_paid bigint NOT NULL DEFAULT 0,
    refunded bigint NOT NULL DEFAULT 0,
    lines text COLLATE "C" NOT NULL,
    plan_ids text COLLATE "C" NOT NULL,
    provider text COLLATE "C",
    payment_ref text COLLATE "C",
    last_error text COLLATE "C",
    due_at bigint,
    paid_at bigint,
    voided_at bigint,
    pending_change text COLLATE "C",
    created_at bigint NOT NULL,
    UNIQUE (space_id, number)
  );
  CREATE INDEX rv_invoices_by_space ON rv_invoices (space_id, seq);
  CREATE INDEX rv_invoices_by_customer ON rv_invoices (customer_seq, seq);
  CREATE INDEX rv_invoices_by_payment ON rv_invoices (payment_ref) WHERE payment_ref IS NOT NULL;
  -- The open invoices that hold a plan change (one payable checkout per pending change).
  CREATE INDEX rv_invoices_pending ON rv_invoices (customer_seq) WHERE pending_change IS NOT NULL AND status IN ('open', 'draft');

  -- Gap-free sequences per space (invoice numbers): incremented in the transaction that uses them.
  CREATE TABLE rv_counters (
    space_id bigint NOT NULL,
    name text COLLATE "C" NOT NULL,
    value bigint NOT NULL,
    PRIMARY KEY (space_id, name)
  );

  -- A payment method saved at the provider: what Tandem shows of it, never a card number.
  CREATE TABLE rv_payment_methods (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    provider text COLLATE "C" NOT NULL,
    provider_id text COLLATE "C" NOT NULL,
    type text COLLATE "C" NOT NULL,
    brand text COLLATE "C",
    last4 text COLLATE "C",
    exp_month bigint,
    exp_year bigint,
    is_default bigint NOT NULL DEFAULT 0,
    created_at bigint NOT NULL,
    UNIQUE (customer_seq, provider_id)
  );

  -- The customer at each provider (Stripe cus_…).
  CREATE TABLE rv_provider_customers (
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    provider text COLLATE "C" NOT NULL,
    provider_customer_id text COLLATE "C" NOT NULL,
    PRIMARY KEY (customer_seq, provider)
  );

  -- A hosted checkout: pay an invoice (mode payment) or save a method (setup). \`auth\` (JSON)
  -- holds a card waiting for 3-D Secure: brand, last 4, expiry only.
  CREATE TABLE rv_checkout_sessions (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    mode text COLLATE "C" NOT NULL,
    invoice_seq bigint REFERENCES rv_invoices(seq) ON DELETE CASCADE,
    status text COLLATE "C" NOT NULL,
    provider text COLLATE "C" NOT NULL,
    provider_session_id text COLLATE "C",
    success_url text COLLATE "C",
    plan_name text COLLATE "C",
    auth text COLLATE "C",
    last_error text COLLATE "C",
    expires_at bigint NOT NULL,
    created_at bigint NOT NULL,
    -- Where the provider sends the customer for a session (the sandbox's /pay page, Stripe's
    -- Checkout): an open session is handed out again instead of a new one per request.
    provider_url text COLLATE "C"
  );
  CREATE INDEX rv_checkout_sessions_by_provider ON rv_checkout_sessions (provider_session_id) WHERE provider_session_id IS NOT NULL;
  CREATE INDEX rv_checkout_sessions_by_invoice ON rv_checkout_sessions (invoice_seq) WHERE invoice_seq IS NOT NULL;

  -- The hosted pages' tokens: only a SHA-256 of each; \`ref\` is the session or invoice id.
  CREATE TABLE rv_page_tokens (
    hash text COLLATE "C" PRIMARY KEY,
    kind text COLLATE "C" NOT NULL CHECK (kind IN ('checkout', 'portal', 'invoice')),
    space_id bigint NOT NULL,
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    ref text COLLATE "C",
    return_url text COLLATE "C",
    expires_at bigint NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX rv_page_tokens_by_expiry ON rv_page_tokens (expires_at);

  -- A per-space secret from which invoice links are derived (HMAC of the invoice id), so lists
  -- can show a link again; only the links' hashes are stored in rv_page_tokens.
  CREATE TABLE rv_link_secrets (
    space_id bigint PRIMARY KEY,
    secret text COLLATE "C" NOT NULL
  );

  -- The sandbox provider's own record of saved test cards (how later charges behave).
  CREATE TABLE rv_sandbox_methods (
    id text COLLATE "C" PRIMARY KEY,
    behavior text COLLATE "C" NOT NULL,
    created_at bigint NOT NULL
  );

  -- Operator-editable exchange rates (tandem fx set): 1 from = rate to, as a decimal string.
  CREATE TABLE rv_fx_rates (
    from_currency text COLLATE "C" NOT NULL,
    to_currency text COLLATE "C" NOT NULL,
    rate text COLLATE "C" NOT NULL,
    updated_at bigint NOT NULL,
    PRIMARY KEY (from_currency, to_currency)
  );

  -- Rewards (coupons and feature grants). definition: JSON of the kind's terms as stored
  -- (coupon: type, value, currency, duration, plan_ids; feature_grant: grants).
  CREATE TABLE rv_rewards (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    id text COLLATE "C" NOT NULL,
    kind text COLLATE "C" NOT NULL,
    name text COLLATE "C" NOT NULL,
    definition text COLLATE "C" NOT NULL,
    created_at bigint NOT NULL,
    UNIQUE (space_id, id)
  );
  CREATE INDEX rv_rewards_by_space ON rv_rewards (space_id, seq);

  -- A reward's promotion codes, matched case-insensitively (code_key = lower(code)); unique per
  -- mode. max_redemptions: global_max_redemption / max_uses (NULL: unlimited). redeemed counts.
  CREATE TABLE rv_promo_codes (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    reward_seq bigint NOT NULL REFERENCES rv_rewards(seq) ON DELETE CASCADE,
    code text COLLATE "C" NOT NULL,
    code_key text COLLATE "C" NOT NULL,
    max_redemptions bigint,
    first_time_transaction bigint NOT NULL DEFAULT 0,
    expires_at bigint,
    redeemed bigint NOT NULL DEFAULT 0,
    UNIQUE (space_id, code_key)
  );
  CREATE INDEX rv_promo_codes_by_reward ON rv_promo_codes (reward_seq, seq);

  -- What a customer received: a coupon it holds (the invoice work applies it) or a feature grant
  -- given. terms: JSON snapshot of the reward's definition at redemption (later changes of the
  -- reward do not change it). source: 'promo_code' | 'referral'. A promo code's reward is
  -- redeemed once per customer. applied_count / discounted: charges a coupon discounted so far
  -- and the total taken off (minor units of the coupon's currency), kept by the invoice work.
  CREATE TABLE rv_redemptions (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    reward_seq bigint REFERENCES rv_rewards(seq) ON DELETE SET NULL,
    reward_id text COLLATE "C" NOT NULL,
    reward_name text COLLATE "C" NOT NULL,
    kind text COLLATE "C" NOT NULL,
    terms text COLLATE "C" NOT NULL,
    source text COLLATE "C" NOT NULL,
    code text COLLATE "C",
    applied_count bigint NOT NULL DEFAULT 0,
    discounted bigint NOT NULL DEFAULT 0,
    created_at bigint NOT NULL
  );
  CREATE INDEX rv_redemptions_by_customer ON rv_redemptions (customer_seq, seq);
  CREATE UNIQUE INDEX rv_redemptions_once ON rv_redemptions (customer_seq, reward_id) WHERE source = 'promo_code';
  CREATE INDEX rv_redemptions_by_space ON rv_redemptions (space_id, kind);

  -- Referral programs; plan_ids JSON array or NULL.
  CREATE TABLE rv_referral_programs (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    id text COLLATE "C" NOT NULL,
    reward_seq bigint NOT NULL REFERENCES rv_rewards(seq),
    redeem_on text COLLATE "C" NOT NULL,
    received_by text COLLATE "C" NOT NULL,
    max_redemptions bigint,
    plan_ids text COLLATE "C",
    exclude_trial bigint NOT NULL DEFAULT 0,
    created_at bigint NOT NULL,
    UNIQUE (space_id, id)
  );
  CREATE INDEX rv_referral_programs_by_reward ON rv_referral_programs (reward_seq);

  -- A customer's code of a program: one, stable.
  CREATE TABLE rv_referral_codes (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    program_seq bigint NOT NULL REFERENCES rv_referral_programs(seq) ON DELETE CASCADE,
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    code text COLLATE "C" NOT NULL,
    created_at bigint NOT NULL,
    UNIQUE (space_id, code),
    UNIQUE (program_seq, customer_seq)
  );

  -- A referee's redemption of a code; rewarded_at NULL while a checkout program waits for the
  -- first payment. program_id kept for the history once the program is deleted.
  CREATE TABLE rv_referral_redemptions (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    space_id bigint NOT NULL REFERENCES spaces(id),
    program_seq bigint REFERENCES rv_referral_programs(seq) ON DELETE SET NULL,
    program_id text COLLATE "C" NOT NULL,
    code_seq bigint REFERENCES rv_referral_codes(seq) ON DELETE SET NULL,
    referrer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    referee_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    reward_id text COLLATE "C" NOT NULL,
    rewarded_at bigint,
    created_at bigint NOT NULL,
    UNIQUE (program_seq, referee_seq)
  );
  CREATE INDEX rv_referral_redemptions_by_code ON rv_referral_redemptions (code_seq);
  CREATE INDEX rv_referral_redemptions_by_referrer ON rv_referral_redemptions (referrer_seq, seq);
  CREATE INDEX rv_referral_redemptions_by_referee ON rv_referral_redemptions (referee_seq, seq);

  -- Costs of serving customers (costs.track, balances.track_tokens). Amounts in integer
  -- nano-units (10^-9 of the major unit) of the account currency; tokens: JSON counts or NULL.
  CREATE TABLE rv_costs (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    customer_id text COLLATE "C" NOT NULL,
    entity_id text COLLATE "C",
    feature_id text COLLATE "C",
    source text COLLATE "C",
    model_id text COLLATE "C",
    amount bigint NOT NULL,
    currency text COLLATE "C" NOT NULL,
    original_amount bigint NOT NULL,
    original_currency text COLLATE "C" NOT NULL,
    tokens text COLLATE "C",
    properties text COLLATE "C" NOT NULL DEFAULT '{}',
    timestamp bigint NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX rv_costs_by_space ON rv_costs (space_id, timestamp, seq);
  CREATE INDEX rv_costs_by_customer ON rv_costs (customer_seq, timestamp, seq);
  CREATE INDEX rv_costs_by_feature ON rv_costs (space_id, feature_id, timestamp, seq);

  -- Item keys of costs.batch_track (24 h per mode): the item's hash and its first record.
  CREATE TABLE rv_cost_keys (
    space_id bigint NOT NULL REFERENCES spaces(id),
    key text COLLATE "C" NOT NULL,
    hash text COLLATE "C" NOT NULL,
    cost_seq bigint NOT NULL,
    created_at bigint NOT NULL,
    PRIMARY KEY (space_id, key)
  );
  CREATE INDEX rv_cost_keys_by_age ON rv_cost_keys (created_at);

  -- One row per (subscription, period end): the claim of a renewal, written in the transaction
  -- that writes its invoice (a rerun finds it and invoices nothing). It then drives the charge:
  -- status due (charge at next_attempt_at) → paid | failed (dunning: retried at next_attempt_at)
  -- → ended (after the last failure) | void.
  CREATE TABLE rv_renewals (
    subscription_seq bigint NOT NULL,
    period_end bigint NOT NULL,
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    invoice_seq bigint REFERENCES rv_invoices(seq) ON DELETE CASCADE,
    kind text COLLATE "C" NOT NULL,
    status text COLLATE "C" NOT NULL CHECK (status IN ('due', 'paid', 'failed', 'ended', 'void')),
    attempts bigint NOT NULL DEFAULT 0,
    next_attempt_at bigint,
    created_at bigint NOT NULL,
    PRIMARY KEY (subscription_seq, period_end)
  );
  CREATE INDEX rv_renewals_due ON rv_renewals (next_attempt_at) WHERE status IN ('due', 'failed');
  CREATE INDEX rv_renewals_by_customer ON rv_renewals (customer_seq, status);
  CREATE INDEX rv_renewals_by_invoice ON rv_renewals (invoice_seq);

  -- Free trials a customer has used: a trial is granted once per customer and plan.
  CREATE TABLE rv_trials_used (
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    plan_id text COLLATE "C" NOT NULL,
    used_at bigint NOT NULL,
    PRIMARY KEY (customer_seq, plan_id)
  );

  -- The sandbox provider's record of charges by idempotency key (a retried call answers the same).
  CREATE TABLE rv_sandbox_charges (
    idempotency_key text COLLATE "C" PRIMARY KEY,
    result text COLLATE "C" NOT NULL,
    created_at bigint NOT NULL
  );

  -- Usage alerts and limits that fired (spec/revenue/controls.tsp): one row per customer, entity
  -- (0: the customer's own balance), control (\`alert:<hash of its fields>:<feature>\` or
  -- \`limit:<balance|usage_limit|spend_limit>:<feature>\`) and period start (0: a balance that never
  -- resets). Inserting it is what emits the event, so each fires once per period, whatever runs
  -- in parallel or restarts.
  CREATE TABLE rv_controls_fired (
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    entity_seq bigint NOT NULL,
    control text COLLATE "C" NOT NULL,
    period_start bigint NOT NULL,
    fired_at bigint NOT NULL,
    PRIMARY KEY (customer_seq, entity_seq, control, period_start)
  );

  -- Auto top-ups: one row per purchase of a billing_controls.auto_topups rule. pending (recorded
  -- by the usage event's transaction; charged after it commits, or by the job) → succeeded (the
  -- units added) | failed (its invoice left open; set pending again when the card on file
  -- changes or the balance was replenished otherwise) | canceled (the rule was disabled or
  -- removed, or its purchase limit reached, before it ran).
  CREATE TABLE rv_auto_topups (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL REFERENCES rv_customers(seq) ON DELETE CASCADE,
    feature_id text COLLATE "C" NOT NULL,
    status text COLLATE "C" NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'canceled')),
    -- Micro-units bought: the rule's quantity, rounded up to the price's billing units when invoiced.
    quantity bigint NOT NULL,
    invoice_seq bigint REFERENCES rv_invoices(seq) ON DELETE SET NULL,
    -- Charges tried in this round (a provider that does not answer is tried again, at most 3 times).
    attempts bigint NOT NULL DEFAULT 0,
    -- Rounds after failures (0 at first): a new round charges with a new idempotency key.
    round bigint NOT NULL DEFAULT 0,
    -- The default payment method (rv_payment_methods.seq) the last attempt used; NULL: none on file.
    payment_method_seq bigint,
    -- The customer's total of the feature (micro) and its next reset when it was queued: a failed
    -- top-up is tried again only once they changed (or the card did).
    granted_at_queue bigint NOT NULL,
    reset_at_queue bigint,
    failure_code text COLLATE "C",
    created_at bigint NOT NULL,
    completed_at bigint
  );
  CREATE UNIQUE INDEX rv_auto_topups_one_pending ON rv_auto_topups (customer_seq, feature_id) WHERE status = 'pending';
  CREATE INDEX rv_auto_topups_by_feature ON rv_auto_topups (customer_seq, feature_id, seq);
  CREATE INDEX rv_auto_topups_succeeded ON rv_auto_topups (customer_seq, feature_id, completed_at) WHERE status = 'succeeded';
  CREATE INDEX rv_auto_topups_by_invoice ON rv_auto_topups (invoice_seq) WHERE invoice_seq IS NOT NULL;

  -- The billing events' outbox: every event is written in the transaction of the change it
  -- announces. sequence: 1, 2, 3 … per space in commit order. customer_id: the customer the
  -- event is about (null for a test ping).
  CREATE TABLE rv_webhook_events (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    space_id bigint NOT NULL REFERENCES spaces(id),
    type text COLLATE "C" NOT NULL,
    customer_id text COLLATE "C",
    data text COLLATE "C" NOT NULL,
    created_at bigint NOT NULL,
    sequence bigint NOT NULL
  );
  CREATE UNIQUE INDEX rv_webhook_events_by_space_sequence ON rv_webhook_events (space_id, sequence);
  CREATE INDEX rv_webhook_events_by_customer ON rv_webhook_events (space_id, customer_id, type, seq);

  -- The webhooks of a space (the API's "webhooks"; the engine's endpoints): the same columns
  -- as the desk's webhook_endpoints, so one repository serves both. Billing webhooks always
  -- sign with Standard Webhooks. Secrets are kept in clear to sign; the previous one only
  -- for a rotation's overlap.
  CREATE TABLE rv_webhook_endpoints (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL,
    space_id bigint NOT NULL REFERENCES spaces(id),
    url text COLLATE "C" NOT NULL,
    events text COLLATE "C" NOT NULL,
    description text COLLATE "C",
    enabled bigint NOT NULL DEFAULT 1,
    secret text COLLATE "C" NOT NULL,
    previous_secret text COLLATE "C",
    previous_secret_expires_at bigint,
    disabled_reason text COLLATE "C",
    failing_since bigint,
    standard_webhooks bigint NOT NULL DEFAULT 1 CHECK (standard_webhooks = 1),
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL,
    UNIQUE (space_id, id)
  );

  -- One row per (event, webhook): all sender state, so a restart loses nothing.
  CREATE TABLE rv_webhook_deliveries (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    id text COLLATE "C" NOT NULL UNIQUE,
    endpoint_seq bigint NOT NULL REFERENCES rv_webhook_endpoints(seq) ON DELETE CASCADE,
    event_seq bigint NOT NULL REFERENCES rv_webhook_events(seq),
    status text COLLATE "C" NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
    attempt_count bigint NOT NULL DEFAULT 0,
    next_attempt_at bigint,
    lease_until bigint,
    retry_base bigint NOT NULL DEFAULT 0,
    created_at bigint NOT NULL,
    updated_at bigint NOT NULL
  );
  CREATE INDEX rv_webhook_deliveries_due ON rv_webhook_deliveries (next_attempt_at) WHERE status = 'pending';
  CREATE INDEX rv_webhook_deliveries_by_endpoint ON rv_webhook_deliveries (endpoint_seq, seq);
  CREATE INDEX rv_webhook_deliveries_by_endpoint_status ON rv_webhook_deliveries (endpoint_seq, status, seq);
  CREATE INDEX rv_webhook_deliveries_by_event ON rv_webhook_deliveries (event_seq);
  CREATE INDEX rv_webhook_deliveries_finished ON rv_webhook_deliveries (updated_at) WHERE status != 'pending';

  -- The delivery log: every attempt, written in_flight before its request leaves.
  CREATE TABLE rv_webhook_attempts (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    delivery_seq bigint NOT NULL REFERENCES rv_webhook_deliveries(seq) ON DELETE CASCADE,
    number bigint NOT NULL,
    trigger text COLLATE "C" NOT NULL,
    state text COLLATE "C" NOT NULL DEFAULT 'completed' CHECK (state IN ('in_flight', 'completed', 'interrupted')),
    started_at bigint NOT NULL,
    duration_ms bigint NOT NULL,
    status_code bigint,
    response_body text COLLATE "C",
    error text COLLATE "C"
  );
  CREATE INDEX rv_webhook_attempts_by_delivery ON rv_webhook_attempts (delivery_seq, seq);
  CREATE INDEX rv_webhook_attempts_in_flight ON rv_webhook_attempts (delivery_seq) WHERE state = 'in_flight';

  -- analytics.* read pre-aggregated sums that triggers keep in the transaction of every change,
  -- so a year of data answers from a few thousand rows (bench/analytics.bench.ts). Amounts keep
  -- their unit: usage micro-units, costs nano-units, revenue minor units of \`currency\`.

  -- Revenue atoms: each paid charge (amount_paid > 0) split over its lines' features ('$base' for
  -- lines without one), its net (amount_paid − refunded) shared pro rata to the lines' amounts.
  -- Credit notes (amount_paid ≤ 0) document refunds already counted in \`refunded\` of the
  -- charges they refund: they have no atoms.
  CREATE TABLE rv_an_revenue (
    invoice_seq bigint NOT NULL,
    key text COLLATE "C" NOT NULL,
    space_id bigint NOT NULL,
    customer_seq bigint NOT NULL,
    currency text COLLATE "C" NOT NULL,
    at bigint NOT NULL,
    amount bigint NOT NULL,
    PRIMARY KEY (invoice_seq, key)
  );
  CREATE INDEX rv_an_revenue_by_time ON rv_an_revenue (space_id, at);
  CREATE INDEX rv_an_revenue_by_customer ON rv_an_revenue (customer_seq, at);

  -- Sums per space, metric ('usage', 'cost', 'revenue'), grain (3600000: an hour, 86400000: a
  -- day; UTC), bucket start, key (feature id, '$base', '$unattributed') and currency ('' for
  -- usage): n records, their amount.
  CREATE TABLE rv_an_buckets (
    space_id bigint NOT NULL,
    metric text COLLATE "C" NOT NULL,
    grain bigint NOT NULL,
    bucket bigint NOT NULL,
    key text COLLATE "C" NOT NULL,
    currency text COLLATE "C" NOT NULL,
    n bigint NOT NULL,
    amount bigint NOT NULL,
    PRIMARY KEY (space_id, metric, grain, bucket, key, currency)
  );

  -- Costs and revenue per customer, UTC day, key and currency (one customer's figures).
  CREATE TABLE rv_an_daily (
    customer_seq bigint NOT NULL,
    day bigint NOT NULL,
    metric text COLLATE "C" NOT NULL,
    key text COLLATE "C" NOT NULL,
    currency text COLLATE "C" NOT NULL,
    amount bigint NOT NULL,
    PRIMARY KEY (customer_seq, day, metric, key, currency)
  );

  -- Running sums per customer and currency: revenue and cost of all hours up to and including
  -- \`hour\` (a row per hour with records). Whole hours of every customer: two look-ups each.
  CREATE TABLE rv_an_cum (
    customer_seq bigint NOT NULL,
    currency text COLLATE "C" NOT NULL,
    hour bigint NOT NULL,
    revenue bigint NOT NULL,
    cost bigint NOT NULL,
    PRIMARY KEY (customer_seq, currency, hour)
  );

  -- The running sums of a space: the first and last hour they changed in, and their totals (the
  -- last running sum, so a range that ends after a customer's last record needs no look-up).
  CREATE TABLE rv_an_series (
    space_id bigint NOT NULL,
    customer_seq bigint NOT NULL,
    currency text COLLATE "C" NOT NULL,
    first_hour bigint NOT NULL,
    last_hour bigint NOT NULL,
    revenue bigint NOT NULL,
    cost bigint NOT NULL,
    PRIMARY KEY (space_id, customer_seq, currency)
  );

  -- The last period a stored reset closed, per balance: its end, the reset after it, what it
  -- included (granted + carried) and what was used (the advisor's unused_allowance).
  CREATE TABLE rv_an_periods (
    balance_seq bigint PRIMARY KEY REFERENCES rv_balances(seq) ON DELETE CASCADE,
    period_end bigint NOT NULL,
    next_reset_at bigint NOT NULL,
    included bigint NOT NULL,
    usage bigint NOT NULL
  );

  -- Usage events: hour and day buckets. Events deleted with their customer leave the sums;
  -- events pruned by retention stay counted (analytics keeps what raw events lose).
  ${trigger("rv_an_event_in", "AFTER INSERT ON rv_events", upkeep("NEW", EVENT("NEW")))}
  ${trigger("rv_an_event_out", "AFTER DELETE ON rv_events", EVENT_OUT(false))}
  ${trigger("rv_an_cost_in", "AFTER INSERT ON rv_costs", upkeep("NEW", COST("NEW")))}
  ${trigger("rv_an_cost_out", "AFTER DELETE ON rv_costs", upkeep("OLD", COST("OLD")))}
  ${trigger("rv_an_revenue_in", "AFTER INSERT ON rv_an_revenue", upkeep("NEW", REVENUE("NEW")))}
  ${trigger("rv_an_revenue_out", "AFTER DELETE ON rv_an_revenue", upkeep("OLD", REVENUE("OLD")))}

  -- A paid charge's atoms, written again whenever what they come from changes (a refund).
  ${trigger("rv_an_invoice_in", "AFTER INSERT ON rv_invoices", REVENUE_ATOMS_OF_NEW)}
  ${trigger(
    "rv_an_invoice_change",
    "AFTER UPDATE OF status, amount_paid, refunded, paid_at, lines, currency ON rv_invoices",
    `
    DELETE FROM rv_an_revenue WHERE invoice_seq = OLD.seq;${REVENUE_ATOMS_OF_NEW}`,
  )}
  ${trigger(
    "rv_an_invoice_out",
    "AFTER DELETE ON rv_invoices",
    `
    DELETE FROM rv_an_revenue WHERE invoice_seq = OLD.seq;`,
  )}

  -- A deleted customer's own sums go with it (its costs, invoices and events left the buckets).
  ${trigger(
    "rv_an_customer_out",
    "AFTER DELETE ON rv_customers",
    `
    DELETE FROM rv_an_cum WHERE customer_seq = OLD.seq;
    DELETE FROM rv_an_daily WHERE customer_seq = OLD.seq;
    DELETE FROM rv_an_series WHERE space_id = OLD.space_id AND customer_seq = OLD.seq;`,
  )}

  -- A stored reset (usage back to 0, next_reset_at later) records the period it closed.
  ${trigger(
    "rv_an_balance_reset",
    "AFTER UPDATE OF next_reset_at ON rv_balances",
    `
    INSERT INTO rv_an_periods (balance_seq, period_end, next_reset_at, included, usage)
      VALUES (OLD.seq, OLD.next_reset_at, NEW.next_reset_at, OLD.granted + OLD.carried, OLD.usage)
      ON CONFLICT (balance_seq) DO UPDATE SET period_end = excluded.period_end, next_reset_at = excluded.next_reset_at,
        included = excluded.included, usage = excluded.usage;`,
    "OLD.next_reset_at IS NOT NULL AND NEW.next_reset_at > OLD.next_reset_at AND NEW.usage = 0",
  )}

  -- Settled renewal claims of a deleted subscription go with it; one still due or failed stays (its
  -- charge of the ended plan's last invoice is owed). (On SQLite a deleted subscription's seq comes
  -- back, and an old claim would stop the new subscription's renewal; identity values never come
  -- back here, but the claims go all the same, so both engines keep the same rows.)
  ${trigger(
    "rv_renewals_of_deleted_subscription",
    "AFTER DELETE ON rv_subscriptions",
    `
    DELETE FROM rv_renewals WHERE subscription_seq = OLD.seq AND status IN ('paid', 'ended', 'void');`,
  )}

  -- Money a provider collected for a change that was already in place or superseded when it
  -- arrived: refunded through the provider (key refund_due_<seq>), retried until done.
  CREATE TABLE rv_refunds_due (
    seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    space_id bigint NOT NULL REFERENCES spaces(id),
    customer_seq bigint NOT NULL,
    invoice_seq bigint NOT NULL,
    provider text COLLATE "C" NOT NULL,
    payment_ref text COLLATE "C" NOT NULL,
    amount bigint NOT NULL CHECK (amount > 0),
    currency text COLLATE "C" NOT NULL,
    -- 1: the invoice was paid, so the refund is booked as a credit note; 0: it was void.
    credit_note bigint NOT NULL,
    reason text COLLATE "C" NOT NULL,
    status text COLLATE "C" NOT NULL CHECK (status IN ('due', 'done')),
    refund_ref text COLLATE "C",
    attempts bigint NOT NULL DEFAULT 0,
    last_error text COLLATE "C",
    created_at bigint NOT NULL,
    UNIQUE (invoice_seq, payment_ref)
  );
  CREATE INDEX rv_refunds_due_open ON rv_refunds_due (customer_seq) WHERE status = 'due';
`,
};

/**
 * The PostgreSQL bodies of the revenue migrations after the baseline (src/revenue/migrations.ts), by
 * version. 18: rv_an_buckets gains `shard` (existing rows: 0) in its primary key, and the six
 * functions that keep it write their customer's shard (CREATE OR REPLACE: the triggers stay).
 * 19: rv_credit_notes (a credit note and the invoice it refunds). 20: webhook attempts keep the
 * request they sent. 21: invoices by creation time, and open invoices with a due date per customer
 * (the console's lists). 22: rv_invoices gains `source`
 * (issued / recorded, backfilled by the old rule) and `charge_attempts`. 23: a promotion code's
 * redemptions newest first (the console's list). 24: rv_credit_notes one row per (credit note,
 * invoice refunded), with `refund_ref`. 25: a referral program's codes newest first (the console's
 * list of its referrals).
 */
const replaceFunction = (name: string, body: string) => `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN${body}
    RETURN NULL;
  END $$;`;
export const revenueLater: Record<number, string> = {
  18: `
  ALTER TABLE rv_an_buckets ADD COLUMN shard bigint NOT NULL DEFAULT 0;
  ALTER TABLE rv_an_buckets ALTER COLUMN shard DROP DEFAULT;
  ALTER TABLE rv_an_buckets DROP CONSTRAINT rv_an_buckets_pkey, ADD CONSTRAINT rv_an_buckets_pkey PRIMARY KEY (space_id, metric, grain, bucket, key, currency, shard);
  ${replaceFunction("rv_an_event_in", upkeep("NEW", EVENT("NEW"), true))}
  ${replaceFunction("rv_an_event_out", EVENT_OUT(true))}
  ${replaceFunction("rv_an_cost_in", upkeep("NEW", COST("NEW"), true))}
  ${replaceFunction("rv_an_cost_out", upkeep("OLD", COST("OLD"), true))}
  ${replaceFunction("rv_an_revenue_in", upkeep("NEW", REVENUE("NEW"), true))}
  ${replaceFunction("rv_an_revenue_out", upkeep("OLD", REVENUE("OLD"), true))}
`,
  19: `
  CREATE TABLE rv_credit_notes (
    note_seq bigint PRIMARY KEY REFERENCES rv_invoices(seq) ON DELETE CASCADE,
    invoice_seq bigint NOT NULL REFERENCES rv_invoices(seq) ON DELETE CASCADE,
    amount bigint NOT NULL CHECK (amount > 0),
    reason text COLLATE "C" NOT NULL,
    created_at bigint NOT NULL
  );
  CREATE INDEX rv_credit_notes_of_invoice ON rv_credit_notes (invoice_seq, note_seq);
`,
  // What an attempt sent (headers as a JSON object, the body's first 65,536 code points); null before.
  20: `
  ALTER TABLE rv_webhook_attempts ADD COLUMN request_headers text COLLATE "C";
  ALTER TABLE rv_webhook_attempts ADD COLUMN request_body text COLLATE "C";
`,
  21: `
  CREATE INDEX rv_invoices_by_created ON rv_invoices (space_id, created_at, seq);
  CREATE INDEX rv_invoices_open_due ON rv_invoices (customer_seq, due_at) WHERE status = 'open' AND due_at IS NOT NULL;
`,
  22: `
  ALTER TABLE rv_invoices ADD COLUMN source text COLLATE "C" NOT NULL DEFAULT 'issued' CHECK (source IN ('issued', 'recorded'));
  UPDATE rv_invoices SET source = 'recorded' WHERE provider IS NULL AND payment_ref IS NOT NULL;
  ALTER TABLE rv_invoices ADD COLUMN charge_attempts bigint NOT NULL DEFAULT 0;
  UPDATE rv_invoices SET charge_attempts = 1
    WHERE source = 'issued' AND status IN ('open', 'uncollectible') AND provider IS NOT NULL
      AND last_error IS NOT NULL AND last_error NOT IN ('provider_unavailable', 'requires_action', 'authentication_required');
`,
  23: `
  CREATE INDEX rv_redemptions_by_code ON rv_redemptions (reward_seq, code, seq);
`,
  // One row per (credit note, invoice refunded), with the provider's refund of that invoice; before: the note's own reference.
  24: `
  ALTER TABLE rv_credit_notes DROP CONSTRAINT rv_credit_notes_pkey;
  ALTER TABLE rv_credit_notes ALTER COLUMN note_seq SET NOT NULL;
  ALTER TABLE rv_credit_notes ADD CONSTRAINT rv_credit_notes_pkey PRIMARY KEY (note_seq, invoice_seq);
  ALTER TABLE rv_credit_notes ADD COLUMN refund_ref text COLLATE "C";
  UPDATE rv_credit_notes n SET refund_ref = i.payment_ref FROM rv_invoices i WHERE i.seq = n.note_seq;
`,
  25: `
  CREATE INDEX rv_referral_codes_by_program ON rv_referral_codes (program_seq, seq);
`,
};
