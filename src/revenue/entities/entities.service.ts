import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import type { Handle, Tx } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import type { CustomersService } from "../customers/customers.service.js";
import type { BalancesService } from "../balances/balances.service.js";
import { mergeBillingControls } from "../customers/customers.rules.js";
import type { Schemas, Space } from "../types.js";
import type { EntityCustomer, EntityRecord } from "./entities.repo.js";
import { limitsFor, toUnits } from "../balances/balances.rules.js";
import {
  checkEntityBillingControls,
  checkSeatFeature,
  checkSeatLimits,
  decodeEntityCursor,
  encodeEntityCursor,
  pickEntity,
} from "./entities.rules.js";
import { type Entity, entityView } from "./entities.view.js";

/** Names an entity: with `customer_id`, among that customer's; without, in the whole mode. */
interface EntityRef {
  customer_id?: string;
  entity_id: string;
}

/** Sub-entities of customers (seats, workspaces…), each using one unit of a non-consumable metered feature. */
export function entitiesService(ctx: RevenueContext, customers: CustomersService, balances: BalancesService) {
  const customer = async (h: Handle, spaceId: number, id: string): Promise<EntityCustomer> => {
    const c = await ctx.repos(h).entities.customer(spaceId, id);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${JSON.stringify(id)}.`);
    return c;
  };

  const find = async (h: Handle, spaceId: number, ref: EntityRef): Promise<EntityRecord> => {
    const { entities } = ctx.repos(h);
    if (ref.customer_id === undefined) return pickEntity(ref.entity_id, await entities.byId(spaceId, ref.entity_id));
    const e = await entities.byCustomer((await customer(h, spaceId, ref.customer_id)).seq, ref.entity_id);
    if (!e) throw new RevenueError("entity_not_found", `Customer ${JSON.stringify(ref.customer_id)} has no entity ${JSON.stringify(ref.entity_id)}.`);
    return e;
  };

  /** customers.get_or_create's creation, from `customer_data` (inside the caller's transaction). */
  const createCustomer = async (tx: Tx, auth: Space, body: Schemas["CreateEntityParams"]): Promise<EntityCustomer> => {
    await customers.getOrCreate(tx, auth, { ...body.customer_data, customer_id: body.customer_id });
    return (await ctx.repos(tx).entities.customer(auth.spaceId, body.customer_id))!;
  };

  return {
    /**
     * Creates the entity, using one unit of its feature on the customer: the
     * feature is checked first (404/400), then the customer (created from
     * `customer_data` when there is none), the entity id, and the customer's
     * usage and spend limits of the feature (402; no seat left is not a
     * refusal: the balance goes negative), then the unit is used and its +1
     * usage event written (seats.use). One transaction: a refusal creates no
     * customer and writes no event either; a replay of the same idempotency
     * key answers the stored entity and writes nothing.
     */
    async create(h: Handle, auth: Space, body: Schemas["CreateEntityParams"]): Promise<Entity> {
      return await ctx.writeIn(h, async (tx) => {
        const { entities, features } = ctx.repos(tx);
        const feature = await features.byId(auth.spaceId, body.feature_id);
        checkSeatFeature(body.feature_id, feature && { type: feature.type, consumable: feature.consumable === 1 });
        checkEntityBillingControls(body.billing_controls);
        const c = (await entities.customer(auth.spaceId, body.customer_id)) ?? (await createCustomer(tx, auth, body));
        if (await entities.byCustomer(c.seq, body.entity_id)) {
          invalid("entity_id", `${JSON.stringify(body.entity_id)} is taken: customer ${JSON.stringify(body.customer_id)} has such an entity`);
        }
        const seatOwner = { seq: c.seq, space_id: auth.spaceId, billing_controls: c.billing_controls, frozen_time: c.frozen_time };
        const seat = await balances.seats.standing(tx, seatOwner, body.feature_id);
        const limits = limitsFor(body.feature_id, [JSON.parse(c.billing_controls) as Schemas["BillingControls"]]);
        const overagePrice = seat?.breakdown?.find((b) => b.price?.billing_method === "usage_based")?.price ?? null;
        checkSeatLimits(body.feature_id, seat && { granted: seat.granted, usage: seat.usage, unlimited: seat.unlimited, price: overagePrice }, {
          usage: limits.usage === null ? null : toUnits(limits.usage.limit),
          spend: limits.spend === null ? null : toUnits(limits.spend.limit),
        });
        const row = await entities.insert({
          space_id: auth.spaceId,
          customer_seq: c.seq,
          id: body.entity_id,
          name: body.name ?? null,
          feature_id: body.feature_id,
          created_at: ctx.clock.now(),
          billing_controls: JSON.stringify(mergeBillingControls({}, body.billing_controls)),
        });
        await balances.seats.use(tx, auth, await ctx.repos(tx).customers.bySeq(c.seq), body.feature_id, body.entity_id);
        return entityView(row, auth.mode);
      });
    },

    get: async (h: Handle, auth: Space, ref: EntityRef): Promise<Entity> => entityView(await find(h, auth.spaceId, ref), auth.mode),

    async update(h: Handle, auth: Space, body: Schemas["UpdateEntityParams"]): Promise<Entity> {
      return await ctx.writeIn(h, async (tx) => {
        const row = await find(tx, auth.spaceId, body);
        checkEntityBillingControls(body.billing_controls);
        const updated = await ctx.repos(tx).entities.update({
          seq: row.seq,
          name: body.name === undefined ? row.name : body.name,
          billing_controls: JSON.stringify(mergeBillingControls(JSON.parse(row.billing_controls), body.billing_controls)),
        });
        return entityView(updated, auth.mode);
      });
    },

    /** Removes the entity; the unit of its feature is free again at once (the customer's stored usage drops by one, a −1 usage event). */
    async delete(h: Handle, auth: Space, ref: EntityRef): Promise<Schemas["DeleteResult"]> {
      return await ctx.writeIn(h, async (tx) => {
        const { entities } = ctx.repos(tx);
        const e = await find(tx, auth.spaceId, ref);
        await entities.delete(e.seq);
        if (e.feature_id !== null) await balances.seats.free(tx, auth, await ctx.repos(tx).customers.bySeq(e.customer_seq), e.feature_id, e.id);
        return { success: true };
      });
    },

    async list(h: Handle, auth: Space, query: Schemas["ListEntitiesParams"]): Promise<Schemas["EntityList"]> {
      const limit = query.limit ?? 50;
      const beforeSeq = decodeEntityCursor(query.start_cursor);
      const customerSeq = query.customer_id === undefined ? undefined : (await customer(h, auth.spaceId, query.customer_id)).seq;
      const processors = query.processors ?? [];
      // Stripe is the only processor link this build stores; other processors match no customer yet.
      if (processors.length > 0 && !processors.includes("stripe")) return { list: [], next_cursor: null };
      const rows = await ctx.repos(h).entities.list({
        spaceId: auth.spaceId,
        customerSeq,
        search: query.search === undefined || query.search === "" ? undefined : query.search,
        stripeOnly: processors.length > 0,
        plans: query.plans === undefined || query.plans.length === 0 ? undefined : JSON.stringify(query.plans.map((p) => ({ id: p.id, versions: p.versions?.length ? p.versions : undefined }))),
        statuses: JSON.stringify(query.subscription_status ? [query.subscription_status] : ["active", "scheduled"]),
        beforeSeq,
        limit: limit + 1,
      });
      const more = rows.length > limit;
      const page = more ? rows.slice(0, limit) : rows;
      return { list: page.map((r) => entityView(r, auth.mode)), next_cursor: more ? encodeEntityCursor(page[page.length - 1].seq) : null };
    },
  };
}
export type EntitiesService = ReturnType<typeof entitiesService>;
