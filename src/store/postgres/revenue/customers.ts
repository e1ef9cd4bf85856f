import type { CustomerListFilter, CustomerRow, CustomersRepo, EntitySummaryRow, NewCustomer, SubscriptionRow } from "../../../revenue/customers/customers.repo.js";
import type { FeatureRow } from "../../../revenue/plans/plans.repo.js";
import { type PgConn, listStmt, stmt } from "../conn.js";
import { asciiLower, planIn } from "./sql.js";

const SELECT_CUSTOMER = "SELECT c.* FROM rv_customers c";
/** Subscriptions a customer is "on". */
const ON = "('active', 'scheduled')";

const q = {
  byId: stmt<CustomerRow>("customers.byId", "SELECT * FROM rv_customers WHERE space_id = $1 AND id = $2 AND anonymous = 0"),
  bySeq: stmt<CustomerRow>("customers.bySeq", "SELECT * FROM rv_customers WHERE seq = $1"),
  insert: stmt<{ seq: number }>(
    "customers.insert",
    `INSERT INTO rv_customers (space_id, id, anonymous, name, email, fingerprint, stripe_id, metadata, send_email_receipts,
       currency, billing_controls, config, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING seq`,
  ),
  update: stmt(
    "customers.update",
    `UPDATE rv_customers SET id = $2, name = $3, email = $4, fingerprint = $5, stripe_id = $6, metadata = $7, send_email_receipts = $8,
       currency = $9, billing_controls = $10, config = $11 WHERE seq = $1`,
  ),
  delete: stmt("customers.delete", "DELETE FROM rv_customers WHERE seq = $1"),
  subscriptions: stmt<SubscriptionRow>("customers.subscriptions", `SELECT * FROM rv_subscriptions WHERE customer_seq = $1 AND status IN ${ON} ORDER BY seq`),
  subscriptionsOf: stmt<SubscriptionRow>(
    "customers.subscriptionsOf",
    `SELECT * FROM rv_subscriptions WHERE customer_seq = ANY ($1::bigint[]) AND status IN ${ON} ORDER BY seq`,
  ),
  insertSubscription: stmt<{ seq: number }>(
    "customers.insertSubscription",
    `INSERT INTO rv_subscriptions (id, space_id, customer_seq, plan_seq, status, quantity, started_at, canceled_at, created_at,
       trial_ends_at, expires_at, current_period_start, current_period_end, past_due)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING seq`,
  ),
  entities: stmt<EntitySummaryRow>("customers.entities", "SELECT id, name, feature_id, created_at FROM rv_entities WHERE customer_seq = $1 ORDER BY seq"),
  entityExists: stmt<{ found: boolean }>("customers.entityExists", "SELECT EXISTS (SELECT 1 FROM rv_entities WHERE customer_seq = $1 AND id = $2) AS found"),
  features: stmt<FeatureRow>("customers.features", "SELECT * FROM rv_features WHERE space_id = $1 ORDER BY seq"),
};
const lists = {
  desc: listStmt<CustomerRow>("customers.listDesc", SELECT_CUSTOMER, "c.created_at DESC, c.seq DESC"),
  asc: listStmt<CustomerRow>("customers.listAsc", SELECT_CUSTOMER, "c.created_at ASC, c.seq ASC"),
};

/** All SQL about customers, their subscriptions and their entity summaries. */
export function customersRepo(c: PgConn): CustomersRepo {
  return {
    byId: (spaceId, id) => q.byId.one(c, spaceId, id),
    bySeq: async (seq) => (await q.bySeq.one(c, seq))!,
    insert: async (r: NewCustomer) =>
      (await q.insert.one(c, r.space_id, r.id, r.anonymous, r.name, r.email, r.fingerprint, r.stripe_id, r.metadata, r.send_email_receipts, r.currency, r.billing_controls, r.config, r.created_at))!
        .seq,
    async update(r: CustomerRow) {
      await q.update.run(c, r.seq, r.id, r.name, r.email, r.fingerprint, r.stripe_id, r.metadata, r.send_email_receipts, r.currency, r.billing_controls, r.config);
    },
    async delete(seq) {
      await q.delete.run(c, seq);
    },
    subscriptions: (customerSeq) => q.subscriptions.all(c, customerSeq),
    subscriptionsOf: (customerSeqs) => q.subscriptionsOf.all(c, customerSeqs),
    insertSubscription: async (r) =>
      (await q.insertSubscription.one(
        c, r.id, r.space_id, r.customer_seq, r.plan_seq, r.status, r.quantity, r.started_at, r.canceled_at, r.created_at, r.trial_ends_at, r.expires_at,
        r.current_period_start, r.current_period_end, r.past_due,
      ))!.seq,
    entities: (customerSeq) => q.entities.all(c, customerSeq),
    entityExists: async (customerSeq, id) => (await q.entityExists.one(c, customerSeq, id))!.found,
    features: (spaceId) => q.features.all(c, spaceId),

    list(f: CustomerListFilter): Promise<CustomerRow[]> {
      const op = f.order === "desc" ? "<" : ">";
      const statuses = f.statuses ?? [];
      return lists[f.order](
        c,
        [
          ["c.space_id = ?", f.spaceId],
          f.after !== undefined && [`(c.created_at ${op} ? OR (c.created_at = ? AND c.seq ${op} ?))`, f.after[0], f.after[0], f.after[1]],
          f.plans !== undefined && [
            `c.seq IN (SELECT s.customer_seq FROM rv_subscriptions s JOIN rv_plans p ON p.seq = s.plan_seq
               WHERE s.space_id = ? AND s.status = ANY (?::text[]) AND ${planIn})`,
            f.spaceId, statuses, f.plans,
          ],
          f.plans === undefined && f.statuses !== undefined && [
            "c.seq IN (SELECT s.customer_seq FROM rv_subscriptions s WHERE s.space_id = ? AND s.status = ANY (?::text[]))",
            f.spaceId, statuses,
          ],
          f.search !== undefined && [
            `((c.anonymous = 0 AND strpos(${asciiLower("c.id")}, ?) > 0) OR strpos(${asciiLower("coalesce(c.name, '')")}, ?) > 0
               OR strpos(${asciiLower("coalesce(c.email, '')")}, ?) > 0)`,
            f.search, f.search, f.search,
          ],
          f.stripe === true && ["c.stripe_id IS NOT NULL"],
          f.stripe === false && ["false"],
          f.createdFrom !== undefined && ["c.created_at >= ?", f.createdFrom],
          f.createdTo !== undefined && ["c.created_at <= ?", f.createdTo],
          f.overdueAt !== undefined && [
            `EXISTS (SELECT 1 FROM rv_invoices i WHERE i.customer_seq = c.seq AND i.status = 'open' AND i.due_at IS NOT NULL
               AND i.due_at < coalesce(c.frozen_time, ?))`,
            f.overdueAt,
          ],
        ],
        f.limit,
      );
    },
  };
}
