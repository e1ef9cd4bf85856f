import type { Db } from "../../../platform/db/database.js";
import { listQuery } from "../../../platform/db/list-query.js";
import type { EntitiesRepo, EntityCustomer, EntityListFilter, EntityRecord, EntityUpdate, NewEntity } from "../../../revenue/entities/entities.repo.js";

// The customer's public id: anonymous customers (customers.get_or_create with customer_id null) have none.
const CUSTOMER_ID = "CASE WHEN c.anonymous = 1 THEN NULL ELSE c.id END AS customer_id";
const SELECT_ENTITY = `SELECT e.*, ${CUSTOMER_ID} FROM rv_entities e JOIN rv_customers c ON c.seq = e.customer_seq`;

/** All SQL about entities, and the customer and subscription reads they need. */
export function entitiesRepo(db: Db): EntitiesRepo {
  const q = {
    customer: db.prepare<[number, string], EntityCustomer>(
      "SELECT seq, id, billing_controls, frozen_time FROM rv_customers WHERE space_id = ? AND id = ? AND anonymous = 0",
    ),
    byCustomer: db.prepare<[number, string], EntityRecord>(`${SELECT_ENTITY} WHERE e.customer_seq = ? AND e.id = ?`),
    // Two are enough to tell "one" from "several".
    byId: db.prepare<[number, string], EntityRecord>(`${SELECT_ENTITY} WHERE e.space_id = ? AND e.id = ? ORDER BY e.seq LIMIT 2`),
    bySeq: db.prepare<[number], EntityRecord>(`${SELECT_ENTITY} WHERE e.seq = ?`),
    insert: db.prepare<NewEntity, { seq: number }>(
      `INSERT INTO rv_entities (space_id, customer_seq, id, name, feature_id, created_at, billing_controls)
       VALUES (@space_id, @customer_seq, @id, @name, @feature_id, @created_at, @billing_controls) RETURNING seq`,
    ),
    update: db.prepare<EntityUpdate>(
      "UPDATE rv_entities SET name = @name, billing_controls = @billing_controls WHERE seq = @seq",
    ),
    delete: db.prepare<[number]>("DELETE FROM rv_entities WHERE seq = ?"),
    customerBySeq: db.prepare<[number], EntityCustomer>("SELECT seq, id, billing_controls, frozen_time FROM rv_customers WHERE seq = ?"),
  };
  const list = listQuery<EntityRecord>(db, SELECT_ENTITY, "e.seq DESC");

  return {
    customer: async (spaceId: number, id: string) => q.customer.get(spaceId, id),
    byCustomer: async (customerSeq: number, id: string) => q.byCustomer.get(customerSeq, id),
    /** Up to two entities of the mode with this id (to tell one from several). */
    byId: async (spaceId: number, id: string) => q.byId.all(spaceId, id),
    async insert(row: NewEntity): Promise<EntityRecord> {
      const seq = q.insert.get(row)!.seq;
      return q.bySeq.get(seq)!;
    },
    async update(row: EntityUpdate): Promise<EntityRecord> {
      q.update.run(row);
      return q.bySeq.get(row.seq)!;
    },
    delete: async (seq: number) => void q.delete.run(seq),
    customerBySeq: async (seq: number) => q.customerBySeq.get(seq),

    /** One page of entities, newest first. */
    list: async (f: EntityListFilter): Promise<EntityRecord[]> =>
      list(
        [
          ["e.space_id = @spaceId", { spaceId: f.spaceId }],
          f.customerSeq !== undefined && ["e.customer_seq = @customerSeq", { customerSeq: f.customerSeq }],
          f.search !== undefined && [
            "(instr(lower(e.id), lower(@search)) > 0 OR instr(lower(coalesce(e.name, '')), lower(@search)) > 0)",
            { search: f.search },
          ],
          f.stripeOnly && ["c.stripe_id IS NOT NULL"],
          f.plans !== undefined && [
            `EXISTS (SELECT 1 FROM rv_subscriptions s JOIN rv_plans p ON p.seq = s.plan_seq, json_each(@plans) w
               WHERE s.customer_seq = e.customer_seq
                 AND s.status IN (SELECT value FROM json_each(@statuses))
                 AND p.id = json_extract(w.value, '$.id')
                 AND (json_extract(w.value, '$.versions') IS NULL
                   OR p.version IN (SELECT value FROM json_each(w.value, '$.versions'))))`,
            { plans: f.plans, statuses: f.statuses },
          ],
          f.beforeSeq !== undefined && ["e.seq < @beforeSeq", { beforeSeq: f.beforeSeq }],
        ],
        f.limit,
      ),
  };
}
