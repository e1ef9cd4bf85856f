import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { newId, prefixedId } from "../../platform/ids.js";
import { decodeCursor, encodeCursor, toPage } from "../../platform/pagination.js";
import type { Handle, Tx } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import type { PlanRow } from "../plans/plans.repo.js";
import { attachableWithoutPayment, type PlanState } from "../plans/plans.rules.js";
import { featureView } from "../features/features.view.js";
import { envOf, planState, planView, subscriptionPlan } from "../plans/plans.view.js";
import type { Schemas, Space } from "../types.js";
import type { CustomerRow, SubscriptionRow } from "./customers.repo.js";
import type { BalancesService } from "../balances/balances.service.js";
import {
  chooseAutoEnabled,
  newCustomerState,
  patchCustomerState,
} from "./customers.rules.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";
import { customerColumns, customerState, customerView, entitySummaryView, subscriptionView } from "./customers.view.js";

type Customer = Schemas["Customer"];
type Expand = Schemas["CustomerExpand"];
type PurchaseLimit = NonNullable<Schemas["AutoTopup"]["purchase_limit"]>;

/**
 * The private id of a customer created with `customer_id: null`: 256
 * characters, so no caller id (at most 255) can ever equal it.
 */
const anonymousId = (): string => `${"~".repeat(232)}${newId()}`;

/** What other services add to a customer's answer when expanded (rewards, referrals). */
export interface CustomerExpansions {
  rewards(h: Handle, customerSeq: number, now: number): Promise<Customer["rewards"]>;
  referrals(h: Handle, customerSeq: number): Promise<Schemas["CustomerReferral"][]>;
}

/** Customers: get_or_create (with auto-enabled plans), get, update, delete, list. */
/** What customers.get expands from billing, rewards and referrals. */
export interface BillingViews extends CustomerExpansions {
  invoicesOf(h: Handle, customerSeq: number): Promise<Schemas["Invoice"][]>;
  defaultMethodOf(h: Handle, customerSeq: number): Promise<Schemas["PaymentMethod"] | null>;
  /** Auto top-ups of a feature that succeeded in a purchase limit's current window. */
  purchaseCount(h: Handle, c: CustomerRow, featureId: string, limit: NonNullable<Schemas["AutoTopup"]["purchase_limit"]>): Promise<number>;
  /** The billing cycle's upcoming invoices (expand `invoice_previews`). */
  invoicePreviews(h: Handle, customerSeq: number): Promise<Schemas["InvoicePreview"][]>;
}

export function customersService(ctx: RevenueContext, stored: BalancesService, subscriptions: SubscriptionsService, billingViews: BillingViews) {
  const find = async (h: Handle, spaceId: number, id: string): Promise<CustomerRow> => {
    const c = await ctx.repos(h).customers.byId(spaceId, id);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${id}.`);
    return c;
  };

  /** Answers for customers of one space; plans, features and subscriptions they share are read once. */
  async function answers(h: Handle, space: Space, rows: CustomerRow[], expand: readonly Expand[] = []): Promise<Customer[]> {
    if (rows.length === 0) return [];
    const { customers: repo, plans, cycle } = ctx.repos(h);
    const env = envOf(space.mode);
    const ex = new Set(expand);
    const balancesOf = await stored.forCustomers(h, rows);

    const subsOf = new Map<number, SubscriptionRow[]>();
    const subs = await (rows.length === 1 ? repo.subscriptions(rows[0].seq) : repo.subscriptionsOf(rows.map((r) => r.seq)));
    for (const s of subs) subsOf.set(s.customer_seq, [...(subsOf.get(s.customer_seq) ?? []), s]);

    const planCache = new Map<number, { row: PlanRow; state: PlanState }>();
    const planOf = async (seq: number) => {
      let p = planCache.get(seq);
      if (!p) {
        const row = (await plans.bySeq(seq))!;
        planCache.set(seq, (p = { row, state: planState(row) }));
      }
      return p;
    };
    const latestCache = new Map<string, number>();
    const isLatest = async (row: PlanRow) => {
      if (!latestCache.has(row.id)) latestCache.set(row.id, (await plans.latest(space.spaceId, row.id))!.version);
      return latestCache.get(row.id) === row.version;
    };
    /**
     * The running counts of the customer's auto top-ups' purchase limits, read up front (the view
     * asks for them synchronously), keyed by feature and limit.
     */
    const purchaseCountsOf = async (r: CustomerRow): Promise<(featureId: string, limit: PurchaseLimit) => number> => {
      const key = (featureId: string, limit: PurchaseLimit) => `${featureId}\u0000${JSON.stringify(limit)}`;
      const counts = new Map<string, number>();
      for (const t of customerState(r).billing_controls.auto_topups ?? []) {
        const limit = t.purchase_limit;
        if (limit !== undefined && limit !== null && !counts.has(key(t.feature_id, limit))) counts.set(key(t.feature_id, limit), await billingViews.purchaseCount(h, r, t.feature_id, limit));
      }
      return (featureId, limit) => counts.get(key(featureId, limit))!;
    };
    const features = new Map((await repo.features(space.spaceId)).map((f) => [f.id, f]));

    const out: Customer[] = [];
    for (const r of rows) {
      const mine = subsOf.get(r.seq) ?? [];
      const subscriptions: Schemas["Subscription"][] = [];
      for (const s of mine) {
        const p = await planOf(s.plan_seq);
        // A customized subscription shows its plan as customized for it (same id and version).
        const row = s.custom_def ? { ...p.row, definition: s.custom_def } : p.row;
        subscriptions.push(subscriptionView(s, p.row.id, s.custom_def ? subscriptionPlan(p.row, s.custom_def) : p.state, ex.has("subscriptions.plan") ? planView(row, env, await isLatest(p.row)) : undefined));
      }
      const { balances, flags, usageLimits } = balancesOf.get(r.seq)!;
      if (ex.has("balances.feature")) {
        for (const b of Object.values(balances)) {
          const f = features.get(b.feature_id);
          if (f) b.feature = featureView(f);
        }
      }
      if (ex.has("flags.feature")) {
        for (const fl of Object.values(flags)) {
          const f = features.get(fl.feature_id);
          if (f) fl.feature = featureView(f);
        }
      }
      const customerId = r.anonymous === 1 ? null : r.id;
      const expanded: Partial<Customer> = {
        ...(ex.has("invoices") ? { invoices: await billingViews.invoicesOf(h, r.seq) } : {}),
        ...(ex.has("invoice_previews") ? { invoice_previews: await billingViews.invoicePreviews(h, r.seq) } : {}),
        ...(ex.has("entities") ? { entities: (await repo.entities(r.seq)).map((e) => entitySummaryView(e, customerId, env)) } : {}),
        ...(ex.has("trials_used")
          ? {
              trials_used: customerId === null ? [] : (await cycle.trialsUsed(r.seq)).map((plan_id) => ({ plan_id, customer_id: customerId, fingerprint: r.fingerprint })),
            }
          : {}),
        ...(ex.has("rewards") ? { rewards: await billingViews.rewards(h, r.seq, ctx.nowFor(r)) } : {}),
        ...(ex.has("referrals") ? { referrals: await billingViews.referrals(h, r.seq) } : {}),
        ...(ex.has("payment_method") ? { payment_method: await billingViews.defaultMethodOf(h, r.seq) } : {}),
      };
      out.push(
        customerView(r, env, {
          subscriptions,
          balances,
          flags,
          expanded,
          purchaseCount: ex.has("billing_controls.auto_topups.purchase_limit") ? await purchaseCountsOf(r) : null,
          usageLimits,
        }),
      );
    }
    return out;
  }

  const one = async (h: Handle, space: Space, row: CustomerRow, expand?: readonly Expand[]): Promise<Customer> => (await answers(h, space, [row], expand))[0];

  /** The plans a new customer gets: `auto_enable_plan_id`'s, else the auto_enable plans. */
  async function plansForNewCustomer(tx: Tx, spaceId: number, planId: string | undefined): Promise<{ row: PlanRow; state: PlanState }[]> {
    const { plans } = ctx.repos(tx);
    if (planId === undefined) return chooseAutoEnabled((await plans.autoEnable(spaceId)).map((row) => ({ row, state: planState(row) })));
    const row = await plans.latest(spaceId, planId);
    if (!row) throw new RevenueError("plan_not_found", `No plan ${planId}.`);
    const state = planState(row);
    if (state.archived) invalid("auto_enable_plan_id", "names an archived plan");
    if (!attachableWithoutPayment(state)) invalid("auto_enable_plan_id", "must name a free plan (or one whose free trial needs no card)");
    return [{ row, state }];
  }

  return {
    async getOrCreate(h: Handle, space: Space, body: Schemas["GetOrCreateCustomerParams"]): Promise<Customer> {
      return await ctx.writeIn(h, async (tx) => {
        const { customers: repo } = ctx.repos(tx);
        if (body.customer_id !== null) {
          const existing = await repo.byId(space.spaceId, body.customer_id);
          if (existing) return await one(tx, space, existing, body.expand);
        }
        if (body.create_in_stripe === true) {
          throw new RevenueError("stripe_not_connected", "create_in_stripe: no Stripe account is connected to this Tandem.");
        }
        const state = newCustomerState(body.customer_id ?? anonymousId(), body);
        const attach = await plansForNewCustomer(tx, space.spaceId, body.auto_enable_plan_id);
        const now = ctx.clock.now();
        const seq = await repo.insert({
          space_id: space.spaceId,
          anonymous: body.customer_id === null ? 1 : 0,
          created_at: now,
          ...customerColumns(state),
        });
        // Its plans start (each with its trial, recorded) and are announced; then its balances.
        if (attach.length > 0) {
          const starts = attach.map((p) => ({ plan: p, id: prefixedId("sub"), at: now, trial: p.state.def.free_trial !== null }));
          await subscriptions.start(tx, await repo.bySeq(seq), starts, now, { previous: null, reshape: false });
        }
        await stored.ensure(tx, { seq, space_id: space.spaceId });
        return await one(tx, space, await repo.bySeq(seq), body.expand);
      });
    },

    get: async (h: Handle, space: Space, body: Schemas["GetCustomerParams"]): Promise<Customer> => await one(h, space, await find(h, space.spaceId, body.customer_id), body.expand),

    async update(h: Handle, space: Space, body: Schemas["UpdateCustomerParams"]): Promise<Customer> {
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).customers;
        const row = await find(tx, space.spaceId, body.customer_id);
        if (body.new_customer_id !== undefined && body.new_customer_id !== row.id && (await repo.byId(space.spaceId, body.new_customer_id))) {
          invalid("new_customer_id", `is taken: a customer ${body.new_customer_id} exists`);
        }
        const next = patchCustomerState(customerState(row), body);
        await repo.update({ ...row, ...customerColumns(next) });
        return await one(tx, space, await repo.bySeq(row.seq));
      });
    },

    async delete(h: Handle, space: Space, body: Schemas["DeleteCustomerParams"]): Promise<Schemas["DeleteResult"]> {
      return await ctx.writeIn(h, async (tx) => {
        const row = await find(tx, space.spaceId, body.customer_id);
        if (body.delete_in_stripe === true) {
          throw new RevenueError("stripe_not_connected", "delete_in_stripe: no Stripe account is connected to this Tandem.");
        }
        await ctx.repos(tx).customers.delete(row.seq);
        return { success: true };
      });
    },

    /** `also`: the console's filter of customers with an overdue invoice at `overdueAt` (billing's customers.list does not take it). */
    async list(h: Handle, space: Space, body: Schemas["ListCustomersParams"], also: { overdueAt?: number } = {}): Promise<Schemas["CustomerList"]> {
      const order = body.sort_order ?? "desc";
      const limit = body.limit ?? 50;
      const list = `customers-${order}`;
      let after: [number, number] | undefined;
      if (body.start_cursor) {
        try {
          const [at, seq] = decodeCursor(list, body.start_cursor, 2)!;
          after = [at, seq];
        } catch {
          invalid("start_cursor", `is not a cursor of this list (sort_order ${order})`);
        }
      }
      const rows = await ctx.repos(h).customers.list({
        spaceId: space.spaceId,
        order,
        after,
        plans: body.plans ? JSON.stringify(body.plans) : undefined,
        statuses: body.subscription_status ? [body.subscription_status] : body.plans ? ["active", "scheduled"] : undefined,
        search: body.search?.toLowerCase(),
        // Stripe is the only processor a customer can be connected to so far.
        stripe: body.processors ? body.processors.includes("stripe") : undefined,
        createdFrom: body.created_at_range?.start,
        createdTo: body.created_at_range?.end,
        ...also,
        limit: limit + 1,
      });
      const page = toPage(rows, limit, (r) => r, (r) => encodeCursor(list, [r.created_at, r.seq]));
      return { list: await answers(h, space, page.items), next_cursor: page.nextCursor };
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;
