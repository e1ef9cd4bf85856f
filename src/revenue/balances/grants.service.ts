/**
 * Balances as records: list, grant, create, update and delete of a
 * customer's (or entity's) breakdowns.
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { addInterval, nextResetAt } from "../shared/interval.rules.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { Schemas, Space } from "../types.js";
import type { BalanceRow, NewBalanceRow } from "./balances.repo.js";
import { amountMicro, assertTotals, balancesAndFlags } from "./balances.decide.js";
import type { BalancesParts } from "./balances.parts.js";
import { deductionOrder, take, toMicro } from "./balances.rules.js";
import { balanceView, type SlotRow } from "./balances.view.js";

type BillingControls = Schemas["BillingControls"];

/** balances.list, grant, create, update and delete: load the customer's rows, decide the change, apply it in one write. */
export function grantsService({ ctx, load, apply }: BalancesParts) {
  const { write, ensure, slots: liveRows } = apply;

  /** The feature's own breakdowns of the customer (or entity) after a change must keep their totals within bounds. */
  const assertFeatureTotals = async (tx: Tx, c: CustomerRow, entitySeq: number | null, featureId: string, now: number) =>
    assertTotals(featureId, (await liveRows(tx, c.seq, entitySeq, now, true, featureId)).filter((r) => r.flag !== 1));

  /** The breakdown balances.update changes: by balance_id, else by reset interval, else the feature's only one. */
  async function target(tx: Tx, c: CustomerRow, entitySeq: number | null, featureId: string, balanceId: string | undefined, interval: string | undefined, now: number): Promise<SlotRow> {
    const mine = (await liveRows(tx, c.seq, entitySeq, now, true, featureId)).filter((r) => r.flag !== 1 && r.entity_seq === entitySeq);
    if (balanceId !== undefined) {
      const r = mine.find((x) => x.id === balanceId);
      if (!r) invalid("balance_id", `names no balance of ${featureId} of customer ${c.id}`);
      return r;
    }
    const matching = interval === undefined ? mine : mine.filter((r) => (r.reset_interval ?? "one_off") === interval);
    if (matching.length === 0) invalid(interval === undefined ? "feature_id" : "interval", `matches no balance of customer ${c.id}`);
    if (matching.length > 1) invalid("balance_id", "or interval is needed: several balances match");
    return matching[0];
  }

  function grantRow(
    space: Space,
    customerSeq: number,
    entitySeq: number | null,
    feature: FeatureRow,
    id: string,
    g: { granted: number; unlimited?: boolean; expires_at: number | null; reason: string | null },
    now: number,
  ): NewBalanceRow {
    return {
      id,
      space_id: space.spaceId,
      customer_seq: customerSeq,
      entity_seq: entitySeq,
      feature_id: feature.id,
      flag: feature.type === "boolean" ? 1 : 0,
      subscription_seq: null,
      plan_id: null,
      granted: g.granted,
      prepaid: 0,
      usage: 0,
      held: 0,
      unlimited: g.unlimited ? 1 : 0,
      overage_allowed: 0,
      price: null,
      reset_interval: null,
      reset_count: 1,
      reset_anchor: null,
      next_reset_at: null,
      rollover: null,
      carried: 0,
      carried_expires_at: null,
      expires_at: g.expires_at,
      reason: g.reason,
      created_at: now,
    };
  }

  return {
    /** A read: resets computed, not stored (a stale customer or an expired lock makes it a write first). */
    async list(h: Handle, space: Space, body: Schemas["ListBalancesParams"]): Promise<Schemas["BalanceList"]> {
      const c = await load.customer(h, space.spaceId, body.customer_id);
      const now = ctx.nowFor(c);
      const entitySeq = await load.entity(h, c, body.entity_id);
      if (body.feature_id !== undefined) await load.feature(h, space.spaceId, body.feature_id);
      await apply.maintain(h, c, now);
      const rows = await liveRows(h, c.seq, entitySeq, now, false, body.feature_id);
      const { balances } = balancesAndFlags(rows, JSON.parse(c.billing_controls) as BillingControls);
      return { list: Object.keys(balances).sort().map((k) => balances[k]) };
    },

    async grant(h: Handle, space: Space, body: Schemas["GrantBalanceParams"]): Promise<Schemas["GrantBalanceResponse"]> {
      if (amountMicro(body.amount, "amount") <= 0) throw new RevenueError("invalid_amount", "amount must be greater than 0.");
      return await write(h, async (tx) => {
        const repo = ctx.repos(tx).balances;
        const c = await load.customer(tx, space.spaceId, body.customer_id);
        const now = ctx.nowFor(c);
        const feature = await load.feature(tx, space.spaceId, body.feature_id);
        if (feature.type === "boolean") invalid("feature_id", "names a boolean feature: grant a flag with balances.create");
        const entitySeq = await load.entity(tx, c, body.entity_id);
        if (body.expires_at !== undefined && body.expires_at <= now) invalid("expires_at", "must lie in the future");
        const id = body.balance_id ?? prefixedId("bal");
        if (await repo.byId(c.seq, id)) invalid("balance_id", `is taken: customer ${c.id} has a balance ${id}`);
        await ensure(tx, c);
        await repo.insert(grantRow(space, c.seq, entitySeq, feature, id, { granted: toMicro(body.amount), expires_at: body.expires_at ?? null, reason: body.reason ?? null }, now));
        const rows = (await liveRows(tx, c.seq, entitySeq, now, true, feature.id)).filter((r) => r.flag !== 1);
        assertTotals(feature.id, rows);
        return { balance_id: id, balance: balanceView(feature.id, rows, JSON.parse(c.billing_controls) as BillingControls) };
      });
    },

    /**
     * A feature-grant reward given to a customer (rewards.redeem, referrals),
     * inside the caller's write (`tx`, a savepoint of it): one one-off balance per item — `included`
     * units, unlimited when null, a flag for a boolean feature — expiring
     * `expiry` after `now`. Answers what was granted.
     */
    async giveReward(
      tx: Tx,
      space: Space,
      c: CustomerRow,
      items: { feature: FeatureRow; included: number | null; expiry: { type: string; length: number } | null }[],
      reason: string,
    ): Promise<Schemas["EntitlementGranted"][]> {
      return await write(tx, async () => {
        const repo = ctx.repos(tx).balances;
        const now = ctx.clock.now();
        await ensure(tx, c);
        const granted: Schemas["EntitlementGranted"][] = [];
        for (const { feature, included, expiry } of items) {
          const flag = feature.type === "boolean";
          const id = prefixedId("bal");
          await repo.insert(
            grantRow(space, c.seq, null, feature, id, {
              granted: flag || included === null ? 0 : toMicro(included),
              unlimited: !flag && included === null,
              expires_at: expiry === null ? null : addInterval(now, expiry.type, expiry.length),
              reason,
            }, now),
          );
          if (!flag) await assertFeatureTotals(tx, c, null, feature.id, now);
          granted.push({ feature_id: feature.id, balance: flag || included === null ? 0 : included });
        }
        return granted;
      });
    },

    /**
     * An auto top-up paid (inside the payment's write `tx`, a savepoint of it): `micro` units added to the customer's
     * `auto_topup_<feature>` breakdown — one per feature, customer-level, one-off, its units
     * prepaid, made by the first top-up — so top-ups outlive plan changes. Answers the customer's
     * balance of the feature after (null when the feature is gone).
     */
    async topUp(tx: Tx, space: Space, c: CustomerRow, featureId: string, planId: string | null, micro: number): Promise<Schemas["Balance"] | null> {
      return await write(tx, async () => {
        const { balances: repo, features } = ctx.repos(tx);
        const feature = await features.byId(space.spaceId, featureId);
        if (!feature || feature.type === "boolean") return null;
        const now = ctx.nowFor(c);
        await ensure(tx, c);
        const id = `auto_topup_${featureId}`;
        const row = await repo.byId(c.seq, id);
        if (row) await repo.addPrepaid(row.seq, micro);
        else await repo.insert({ ...grantRow(space, c.seq, null, feature, id, { granted: 0, expires_at: null, reason: "auto top-ups" }, now), plan_id: planId, prepaid: micro });
        const rows = (await liveRows(tx, c.seq, null, now, true, featureId)).filter((r) => r.flag !== 1);
        return balanceView(featureId, rows, JSON.parse(c.billing_controls) as BillingControls);
      });
    },

    async create(h: Handle, space: Space, body: Schemas["CreateBalanceParams"]): Promise<Schemas["CreateBalanceResponse"]> {
      if (body.included_grant !== undefined && body.unlimited === true) invalid("unlimited", "cannot be combined with included_grant");
      if (body.expires_at !== undefined && body.reset !== undefined) invalid("expires_at", "cannot be combined with reset");
      if (body.next_reset_at !== undefined && body.reset === undefined) invalid("next_reset_at", "needs reset");
      if (body.rollover !== undefined && body.reset === undefined) invalid("rollover", "needs reset");
      if (body.included_grant !== undefined) amountMicro(body.included_grant, "included_grant");
      return await write(h, async (tx) => {
        const repo = ctx.repos(tx).balances;
        const c = await load.customer(tx, space.spaceId, body.customer_id);
        const now = ctx.nowFor(c);
        const feature = await load.feature(tx, space.spaceId, body.feature_id);
        const entitySeq = await load.entity(tx, c, body.entity_id);
        const flag = feature.type === "boolean";
        if (flag && body.included_grant !== undefined) invalid("included_grant", "is not allowed for a boolean feature");
        if (flag && body.unlimited !== undefined) invalid("unlimited", "is not allowed for a boolean feature");
        if (flag && body.reset !== undefined) invalid("reset", "is not allowed for a boolean feature");
        if (body.expires_at !== undefined && body.expires_at <= now) invalid("expires_at", "must lie in the future");
        if (body.next_reset_at !== undefined && body.next_reset_at <= now) invalid("next_reset_at", "must lie in the future");
        const id = body.balance_id ?? prefixedId("bal");
        if (await repo.byId(c.seq, id)) invalid("balance_id", `is taken: customer ${c.id} has a balance ${id}`);
        await ensure(tx, c);
        const reset = body.reset && body.reset.interval !== "one_off" ? body.reset : null;
        const count = reset?.interval_count ?? 1;
        const anchor = reset ? (body.next_reset_at ?? now) : null;
        const r = grantRow(space, c.seq, entitySeq, feature, id, {
          granted: body.unlimited ? 0 : toMicro(body.included_grant ?? 0),
          unlimited: body.unlimited === true,
          expires_at: body.expires_at ?? null,
          reason: null,
        }, now);
        if (reset) {
          r.reset_interval = reset.interval;
          r.reset_count = count;
          r.reset_anchor = anchor;
          r.next_reset_at = body.next_reset_at ?? nextResetAt(now, reset.interval, count, now);
        }
        if (body.rollover && reset) {
          r.rollover = JSON.stringify({
            max: body.rollover.max === null || body.rollover.max === undefined ? null : toMicro(body.rollover.max),
            max_percentage: body.rollover.max_percentage ?? null,
            duration: body.rollover.duration,
            length: body.rollover.length,
          });
        }
        await repo.insert(r);
        await assertFeatureTotals(tx, c, entitySeq, feature.id, now);
        return { success: true, balance_id: id };
      });
    },

    async update(h: Handle, space: Space, body: Schemas["UpdateBalanceParams"]): Promise<Schemas["SuccessResult"]> {
      const setters = (["remaining", "add_to_balance", "usage"] as const).filter((k) => body[k] !== undefined);
      if (setters.length > 1) invalid(setters[1], `cannot be combined with ${setters[0]}`);
      const changes = ["remaining", "add_to_balance", "usage", "included_grant", "next_reset_at", "expires_at"] as const;
      if (!changes.some((k) => body[k] !== undefined)) {
        invalid("body", "changes nothing: send remaining, add_to_balance, usage, included_grant, next_reset_at or expires_at");
      }
      for (const k of ["remaining", "add_to_balance", "usage", "included_grant"] as const) {
        if (body[k] !== undefined) amountMicro(body[k], k);
      }
      return await write(h, async (tx) => {
        const repo = ctx.repos(tx).balances;
        const c = await load.customer(tx, space.spaceId, body.customer_id);
        const now = ctx.nowFor(c);
        await load.feature(tx, space.spaceId, body.feature_id);
        const entitySeq = await load.entity(tx, c, body.entity_id);
        await ensure(tx, c);
        const t = await target(tx, c, entitySeq, body.feature_id, body.balance_id, body.interval, now);
        const row = (await repo.bySeq(t.seq))!;
        let granted = row.granted;
        let usage = row.usage;
        if (body.included_grant !== undefined) granted = toMicro(body.included_grant);
        if (body.add_to_balance !== undefined) granted = Math.max(0, granted + toMicro(body.add_to_balance));
        if (body.usage !== undefined) usage = toMicro(body.usage);
        if (body.remaining !== undefined) {
          if (row.unlimited === 1) invalid("remaining", "cannot be set on an unlimited balance");
          usage = granted + row.prepaid + row.carried - row.held - toMicro(body.remaining);
        }
        if (body.next_reset_at !== undefined && row.reset_interval === null) invalid("next_reset_at", "needs a balance that resets");
        await repo.update({
          seq: row.seq,
          granted,
          usage,
          next_reset_at: body.next_reset_at ?? row.next_reset_at,
          reset_anchor: body.next_reset_at ?? row.reset_anchor,
          expires_at: body.expires_at ?? row.expires_at,
        });
        await assertFeatureTotals(tx, c, entitySeq, body.feature_id, now);
        return { success: true };
      });
    },

    async delete(h: Handle, space: Space, body: Schemas["DeleteBalanceParams"]): Promise<Schemas["DeleteResult"]> {
      if (body.balance_id === undefined && body.feature_id === undefined) invalid("balance_id", "or feature_id is required");
      if (body.recalculate_balances === true && body.feature_id === undefined) invalid("feature_id", "is required when recalculate_balances is true (as Autumn)");
      return await write(h, async (tx) => {
        const repo = ctx.repos(tx).balances;
        const c = await load.customer(tx, space.spaceId, body.customer_id);
        const now = ctx.nowFor(c);
        if (body.feature_id !== undefined) await load.feature(tx, space.spaceId, body.feature_id);
        const entitySeq = await load.entity(tx, c, body.entity_id);
        await ensure(tx, c);
        let row: BalanceRow | undefined;
        if (body.balance_id !== undefined) {
          row = await repo.byId(c.seq, body.balance_id);
          if (!row || row.entity_seq !== entitySeq || (body.feature_id !== undefined && row.feature_id !== body.feature_id)) {
            invalid("balance_id", `names no balance of customer ${c.id}${body.entity_id ? ` entity ${body.entity_id}` : ""}`);
          }
        } else {
          const mine = (await repo.ofFeature(c.seq, body.feature_id!)).filter(
            (r) => r.entity_seq === entitySeq && r.subscription_seq === null && (body.interval === undefined || (r.reset_interval ?? "one_off") === body.interval),
          );
          if (mine.length === 0) invalid("feature_id", `has no standalone balance of customer ${c.id} to delete`);
          if (mine.length > 1) invalid("balance_id", "is needed: several standalone balances match");
          row = mine[0];
        }
        // A plan item's balance may be deleted too (Autumn): it stays gone until the subscription's plan
        // changes (a new plan or version makes its rows again); its renewal bills nothing for it.
        const absorbed = row.usage;
        await repo.delete(row.seq);
        if (body.recalculate_balances === true && absorbed > 0 && row.flag === 0) {
          const others = deductionOrder((await liveRows(tx, c.seq, entitySeq, now, true, row.feature_id)).filter((r) => r.flag !== 1));
          if (others.length > 0) for (const t of take(others, absorbed, true).takes) await repo.addUsage(t.seq, t.value);
        }
        return { success: true };
      });
    },
  };
}
