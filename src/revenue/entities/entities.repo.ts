export interface EntityRow {
  seq: number;
  space_id: number;
  customer_seq: number;
  id: string;
  name: string | null;
  feature_id: string | null;
  created_at: number;
  /** JSON BillingControls */
  billing_controls: string;
}
/** An entity with its customer's public id. */
export type EntityRecord = EntityRow & { customer_id: string | null };

/** The customer of an entity, as entities need it (customers are owned by the customers domain). */
export interface EntityCustomer {
  seq: number;
  id: string;
  /** JSON BillingControls */
  billing_controls: string;
  /** The customer's test clock (null: real time). */
  frozen_time: number | null;
}

/** What entities.list filters on. */
export interface EntityListFilter {
  spaceId: number;
  customerSeq?: number;
  /** Substring of id or name, matched case-insensitively (ASCII letters, as SQLite folds them). */
  search?: string;
  /** Only customers with a Stripe id (the one processor link this build stores). */
  stripeOnly?: boolean;
  /** JSON `[{ id, versions? }]`: entities whose customer has a subscription to one of them. */
  plans?: string;
  /** JSON array of subscription statuses that count for `plans`. */
  statuses: string;
  beforeSeq?: number;
  limit: number;
}

/** A new entity: every column but its seq. */
export type NewEntity = Omit<EntityRow, "seq">;
/** What entities.update changes. */
export type EntityUpdate = Pick<EntityRow, "seq" | "name" | "billing_controls">;

/** Entities, and the customer reads they need. */
export interface EntitiesRepo {
  /** The non-anonymous customer of the space with this id (seq, id, controls, test clock), or undefined. */
  customer(spaceId: number, id: string): Promise<EntityCustomer | undefined>;
  /** The customer's entity of this id (with the customer's public id), or undefined. */
  byCustomer(customerSeq: number, id: string): Promise<EntityRecord | undefined>;
  /** Up to two entities of the space with this id, by seq (to tell one from several). */
  byId(spaceId: number, id: string): Promise<EntityRecord[]>;
  /** Stores an entity; answers it as read back (with its seq and customer's public id). A duplicate (customer, id) throws. */
  insert(row: NewEntity): Promise<EntityRecord>;
  /** Sets an entity's name and controls; answers it as read back. */
  update(row: EntityUpdate): Promise<EntityRecord>;
  /** Deletes the entity (nothing when there is none). */
  delete(seq: number): Promise<void>;
  /** The customer of this seq as entities need it, or undefined. */
  customerBySeq(seq: number): Promise<EntityCustomer | undefined>;
  /** One page of entities, newest (highest seq) first, strictly before `beforeSeq` when given; customer_id is null for anonymous customers. */
  list(f: EntityListFilter): Promise<EntityRecord[]>;
}
