import type { Db } from "../../../platform/db/database.js";
import { listQuery } from "../../../platform/db/list-query.js";
import { shaped } from "../../../platform/db/shaped.js";
import type { CustomerListFilter, CustomerRow, CustomersRepo, EntitySummaryRow, NewCustomer, SubscriptionRow } from "../../../revenue/customers/customers.repo.js";
import type { FeatureRow } from "../../../revenue/plans/plans.repo.js";

const SELECT_CUSTOMER = "SELECT c.* FROM rv_customers c";
/** Subscriptions a customer is "on". */
const ON = "('active', 'scheduled')";

/** All SQL about customers, their subscriptions and their entity summaries. */
export function customersRepo(db: Db): CustomersRepo {
  const q = {
    byId: shaped(db.prepare<[number, string], CustomerRow>("SELECT * FROM rv_customers WHERE space_id = ? AND id = ? AND anonymous = 0")),
    bySeq: shaped(db.prepare<[number], CustomerRow>("SELECT * FROM rv_customers WHERE seq = ?")),
    insert: db.prepare<NewCustomer, { seq: number }>(
      `INSERT INTO rv_customers (space_id, id, anonymous, name, email, fingerprint, stripe_id, metadata, send_email_receipts,
         currency, billing_controls, config, created_at)
       VALUES (@space_id, @id, @anonymous, @name, @email, @fingerprint, @stripe_id, @metadata, @send_email_receipts,
         @currency, @billing_controls, @config, @created_at) RETURNING seq`,
    ),
    update: db.prepare(
      `UPDATE rv_customers SET id = @id, name = @name, email = @email, fingerprint = @fingerprint, stripe_id = @stripe_id,
         metadata = @metadata, send_email_receipts = @send_email_receipts, currency = @currency,
         billing_controls = @billing_controls, config = @config WHERE seq = @seq`,
    ),
    delete: db.prepare<[number]>("DELETE FROM rv_customers WHERE seq = ?"),
    subscriptions: db.prepare<[number], SubscriptionRow>(
      `SELECT * FROM rv_subscriptions WHERE customer_seq = ? AND status IN ${ON} ORDER BY seq`,
    ),
    subscriptionsOf: db.prepare<[string], SubscriptionRow>(
      `SELECT * FROM rv_subscriptions WHERE customer_seq IN (SELECT value FROM json_each(?)) AND status IN ${ON} ORDER BY seq`,
    ),
    insertSubscription: db.prepare<Omit<SubscriptionRow, "seq">, { seq: number }>(
      `INSERT INTO rv_subscriptions (id, space_id, customer_seq, plan_seq, status, quantity, started_at, canceled_at, created_at,
         trial_ends_at, expires_at, current_period_start, current_period_end, past_due)
       VALUES (@id, @space_id, @customer_seq, @plan_seq, @status, @quantity, @started_at, @canceled_at, @created_at,
         @trial_ends_at, @expires_at, @current_period_start, @current_period_end, @past_due) RETURNING seq`,
    ),
    entities: db.prepare<[number], EntitySummaryRow>(
      "SELECT id, name, feature_id, created_at FROM rv_entities WHERE customer_seq = ? ORDER BY seq",
    ),
    entityExists: db.prepare<[number, string], { found: number }>(
      "SELECT EXISTS (SELECT 1 FROM rv_entities WHERE customer_seq = ? AND id = ?) AS found",
    ),
    features: db.prepare<[number], FeatureRow>("SELECT * FROM rv_features WHERE space_id = ? ORDER BY seq"),
  };
  const lists = {
    desc: listQuery<CustomerRow>(db, SELECT_CUSTOMER, "c.created_at DESC, c.seq DESC"),
    asc: listQuery<CustomerRow>(db, SELECT_CUSTOMER, "c.created_at ASC, c.seq ASC"),
  };

  return {
    /** A customer by the caller's id (anonymous customers have none). */
    byId: async (spaceId: number, id: string) => q.byId.get(spaceId, id),
    bySeq: async (seq: number) => q.bySeq.get(seq)!,
    insert: async (row: NewCustomer): Promise<number> => q.insert.get(row)!.seq,
    update: async (row: CustomerRow) => void q.update.run(row),
    /** Deletes the customer; its subscriptions and entities go with it (ON DELETE CASCADE). */
    delete: async (seq: number) => void q.delete.run(seq),

    /** Active and scheduled subscriptions of one customer, oldest first. */
    subscriptions: async (customerSeq: number) => q.subscriptions.all(customerSeq),
    /** The same for several customers at once. */
    subscriptionsOf: async (customerSeqs: number[]) => q.subscriptionsOf.all(JSON.stringify(customerSeqs)),
    insertSubscription: async (row: Omit<SubscriptionRow, "seq">): Promise<number> => q.insertSubscription.get(row)!.seq,

    entities: async (customerSeq: number) => q.entities.all(customerSeq),
    entityExists: async (customerSeq: number, id: string): Promise<boolean> => q.entityExists.get(customerSeq, id)!.found === 1,
    /** Every feature of the space (the catalog is small), to tell balances from flags. */
    features: async (spaceId: number) => q.features.all(spaceId),

    /** One page of customers by created_at (ties by seq) in either direction. */
    async list(f: CustomerListFilter): Promise<CustomerRow[]> {
      const [op, statuses] = [f.order === "desc" ? "<" : ">", JSON.stringify(f.statuses ?? [])];
      return lists[f.order](
        [
          ["c.space_id = @spaceId", { spaceId: f.spaceId }],
          f.after !== undefined && [
            `(c.created_at ${op} @afterAt OR (c.created_at = @afterAt AND c.seq ${op} @afterSeq))`,
            { afterAt: f.after[0], afterSeq: f.after[1] },
          ],
          f.plans !== undefined && [
            `c.seq IN (SELECT s.customer_seq FROM rv_subscriptions s JOIN rv_plans p ON p.seq = s.plan_seq
               WHERE s.space_id = @spaceId AND s.status IN (SELECT value FROM json_each(@statuses))
                 AND EXISTS (SELECT 1 FROM json_each(@plans) f
                   WHERE p.id = json_extract(f.value, '$.id')
                     AND (json_extract(f.value, '$.versions') IS NULL
                       OR p.version IN (SELECT value FROM json_each(f.value, '$.versions')))))`,
            { plans: f.plans, statuses },
          ],
          f.plans === undefined && f.statuses !== undefined && [
            `c.seq IN (SELECT s.customer_seq FROM rv_subscriptions s
               WHERE s.space_id = @spaceId AND s.status IN (SELECT value FROM json_each(@statuses)))`,
            { statuses },
          ],
          f.search !== undefined && [
            `((c.anonymous = 0 AND instr(lower(c.id), @search) > 0) OR instr(lower(coalesce(c.name, '')), @search) > 0
               OR instr(lower(coalesce(c.email, '')), @search) > 0)`,
            { search: f.search },
          ],
          f.stripe === true && ["c.stripe_id IS NOT NULL"],
          f.stripe === false && ["0"],
          f.createdFrom !== undefined && ["c.created_at >= @createdFrom", { createdFrom: f.createdFrom }],
          f.createdTo !== undefined && ["c.created_at <= @createdTo", { createdTo: f.createdTo }],
          f.overdueAt !== undefined && [
            `EXISTS (SELECT 1 FROM rv_invoices i WHERE i.customer_seq = c.seq AND i.status = 'open' AND i.due_at IS NOT NULL
               AND i.due_at < coalesce(c.frozen_time, @overdueAt))`,
            { overdueAt: f.overdueAt },
          ],
        ],
        f.limit,
      );
    },
  };
}
