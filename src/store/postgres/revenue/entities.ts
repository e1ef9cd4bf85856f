import type { EntitiesRepo, EntityCustomer, EntityListFilter, EntityRecord, EntityUpdate, NewEntity } from "../../../revenue/entities/entities.repo.js";
import { type PgConn, listStmt, stmt } from "../conn.js";
import { asciiLower, planIn } from "./sql.js";

// The customer's public id: anonymous customers (customers.get_or_create with customer_id null) have none.
const CUSTOMER_ID = "CASE WHEN c.anonymous = 1 THEN NULL ELSE c.id END AS customer_id";
/** An entity with its customer's public id (entities.byCustomer's row; balances' check snapshot reads it too). */
export const SELECT_ENTITY = `SELECT e.*, ${CUSTOMER_ID} FROM rv_entities e JOIN rv_customers c ON c.seq = e.customer_seq`;

const q = {
  customer: stmt<EntityCustomer>(
    "entities.customer",
    "SELECT seq, id, billing_controls, frozen_time FROM rv_customers WHERE space_id = $1 AND id = $2 AND anonymous = 0",
  ),
  byCustomer: stmt<EntityRecord>("entities.byCustomer", `${SELECT_ENTITY} WHERE e.customer_seq = $1 AND e.id = $2`),
  // Two are enough to tell "one" from "several".
  byId: stmt<EntityRecord>("entities.byId", `${SELECT_ENTITY} WHERE e.space_id = $1 AND e.id = $2 ORDER BY e.seq LIMIT 2`),
  // The row written and read back with its customer's id in one statement.
  insert: stmt<EntityRecord>(
    "entities.insert",
    `WITH e AS (INSERT INTO rv_entities (space_id, customer_seq, id, name, feature_id, created_at, billing_controls)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *)
     SELECT e.*, ${CUSTOMER_ID} FROM e JOIN rv_customers c ON c.seq = e.customer_seq`,
  ),
  update: stmt<EntityRecord>(
    "entities.update",
    `WITH e AS (UPDATE rv_entities SET name = $2, billing_controls = $3 WHERE seq = $1 RETURNING *)
     SELECT e.*, ${CUSTOMER_ID} FROM e JOIN rv_customers c ON c.seq = e.customer_seq`,
  ),
  delete: stmt("entities.delete", "DELETE FROM rv_entities WHERE seq = $1"),
  customerBySeq: stmt<EntityCustomer>("entities.customerBySeq", "SELECT seq, id, billing_controls, frozen_time FROM rv_customers WHERE seq = $1"),
};
const list = listStmt<EntityRecord>("entities.list", SELECT_ENTITY, "e.seq DESC");

/** All SQL about entities, and the customer and subscription reads they need. */
export function entitiesRepo(c: PgConn): EntitiesRepo {
  return {
    customer: (spaceId, id) => q.customer.one(c, spaceId, id),
    byCustomer: (customerSeq, id) => q.byCustomer.one(c, customerSeq, id),
    byId: (spaceId, id) => q.byId.all(c, spaceId, id),
    insert: async (r: NewEntity) => (await q.insert.one(c, r.space_id, r.customer_seq, r.id, r.name, r.feature_id, r.created_at, r.billing_controls))!,
    update: async (r: EntityUpdate) => (await q.update.one(c, r.seq, r.name, r.billing_controls))!,
    async delete(seq) {
      await q.delete.run(c, seq);
    },
    customerBySeq: (seq) => q.customerBySeq.one(c, seq),

    list: (f: EntityListFilter) =>
      list(
        c,
        [
          ["e.space_id = ?", f.spaceId],
          f.customerSeq !== undefined && ["e.customer_seq = ?", f.customerSeq],
          f.search !== undefined && [
            `(strpos(${asciiLower("e.id")}, ${asciiLower("?::text")}) > 0 OR strpos(${asciiLower("coalesce(e.name, '')")}, ${asciiLower("?::text")}) > 0)`,
            f.search, f.search,
          ],
          f.stripeOnly && ["c.stripe_id IS NOT NULL"],
          f.plans !== undefined && [
            `EXISTS (SELECT 1 FROM rv_subscriptions s JOIN rv_plans p ON p.seq = s.plan_seq
               WHERE s.customer_seq = e.customer_seq AND s.status IN (SELECT jsonb_array_elements_text(?::jsonb)) AND ${planIn})`,
            f.statuses, f.plans,
          ],
          f.beforeSeq !== undefined && ["e.seq < ?", f.beforeSeq],
        ],
        f.limit,
      ),
  };
}
