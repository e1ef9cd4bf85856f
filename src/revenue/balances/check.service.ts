/**
 * Reads of balances: balances.check (a plain check from the read memo; with
 * send_event or lock, a write) and the customer-level balances and flags of
 * customer answers.
 */
import type { Handle } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { Schemas, Space } from "../types.js";
import {
  amountMicro,
  assertTotals,
  balancesAndFlags,
  checkProperties,
  controlsOf,
  definitionOf,
  liveSlots,
  overageAfter,
  relatedBalances,
  sourceCandidates,
  sourceView,
  spendBlocks,
  usageBlocks,
} from "./balances.decide.js";
import type { BalancesParts } from "./balances.parts.js";
import { allows, answerExpiry, standingOf, take, toUnits, usageFilterOf, windowStart } from "./balances.rules.js";
import { limitsOf, usageBilling } from "./balances.load.js";
import { balanceFigures } from "../controls/controls.rules.js";
import { checkPreview } from "./preview.view.js";
import { balanceView, flagView } from "./balances.view.js";
import type { LocksService } from "./locks.service.js";
import type { UsageWrite } from "./controls.apply.js";

type Balance = Schemas["Balance"];

/**
 * balances.check and forCustomers: load (customer, feature, entity, rows —
 * from the memo for a plain check), decide (source, standing, limits), and
 * with send_event or lock apply (takes, event, hold) in one write.
 */
export function checkService({ ctx, load, apply, controls }: BalancesParts, locks: LocksService) {
  const { memo } = load;
  const { ensure, releaseExpired } = apply;
  const { lockTimes, reserve } = locks;

  return {
    /**
     * Customer-level balances and flags of customers (for customer answers); resets shown as of now.
     * `usageLimits`: the customer's `billing_controls.usage_limits` with each entry's `usage` (units
     * counted in its current window, of the events its filter matches); absent without usage limits.
     */
    async forCustomers(h: Handle, rows: CustomerRow[]): Promise<Map<number, { balances: Record<string, Balance>; flags: Record<string, Schemas["Flag"]>; usageLimits?: Record<string, unknown>[] }>> {
      // Stale rows and expired locks are brought in line first (from a read, each a write of its own, rarely needed).
      for (const r of rows) await apply.maintain(h, r, ctx.nowFor(r));
      const all = await load.customerLevelRows(h, rows.map((r) => r.seq));
      const out = new Map<number, { balances: Record<string, Balance>; flags: Record<string, Schemas["Flag"]>; usageLimits?: Record<string, unknown>[] }>();
      for (const r of rows) {
        const controls = controlsOf(r);
        const parts: { balances: Record<string, Balance>; flags: Record<string, Schemas["Flag"]>; usageLimits?: Record<string, unknown>[] } = balancesAndFlags(
          liveSlots(all.filter((b) => b.customer_seq === r.seq), null, ctx.nowFor(r)),
          controls,
        );
        const limits = controls.usage_limits as Record<string, unknown>[] | undefined;
        if (limits !== undefined && limits.length > 0) {
          const repo = ctx.repos(h).balances;
          const now = ctx.nowFor(r);
          parts.usageLimits = [];
          for (const l of limits) {
            if (typeof l.feature_id !== "string") {
              parts.usageLimits.push(l);
              continue;
            }
            const since = windowStart(now, typeof l.interval === "string" ? l.interval : null);
            parts.usageLimits.push({ ...l, usage: toUnits(await repo.usageSince(r.seq, l.feature_id, null, since, usageFilterOf(l))) });
          }
        }
        out.set(r.seq, parts);
      }
      return out;
    },

    /** `h`: the request's handle (a plain check reads through the read handle, from the memo). */
    async check(h: Handle, space: Space, body: Schemas["CheckParams"]): Promise<Schemas["CheckResponse"]> {
      const required = body.required_balance ?? 1;
      const needed = amountMicro(required, "required_balance");
      if (needed < 0) invalid("required_balance", "must be ≥ 0");
      checkProperties(body.properties);
      if (body.lock) lockTimes(body.lock, ctx.clock.now());
      // A plain check only reads (no write lock, resets computed but not stored); send_event
      // and lock change balances, so they run in one write transaction with the decision.
      const mutates = body.send_event === true || body.lock !== undefined;
      // A repeated plain check is answered from the memo without a promise (the hot path).
      if (!mutates) {
        const remembered = load.plainAnswer<Schemas["CheckResponse"]>(h, space.spaceId, body.customer_id, body.feature_id, body.entity_id, needed);
        if (remembered !== undefined && (body.with_preview !== true || remembered.allowed)) return remembered;
      }
      /** The customer, feature and entity (through `r`), and the answer: with send_event or lock, in the usage write `u`. */
      const answerOf = async (r: Handle, u: UsageWrite | null): Promise<Schemas["CheckResponse"]> => {
        if (u === null) await load.prime(r, space.spaceId, body.customer_id, body.feature_id, body.entity_id);
        const c = await load.customer(r, space.spaceId, body.customer_id);
        // The customer's time: its test clock when it has one (a property read).
        const now = ctx.nowFor(c);
        const feature = await load.feature(r, space.spaceId, body.feature_id);
        if (body.lock && (await load.lock(r, space.spaceId, body.lock.lock_id ?? ""))) throw new RevenueError("lock_exists", `A lock ${body.lock.lock_id} exists.`);
        if (body.lock && feature.type === "boolean") invalid("lock", "needs a metered or credit feature");
        const entitySeq = await load.entity(r, c, body.entity_id);
        if (u !== null) {
          await ensure(u.tx, c);
          await releaseExpired(u.tx, c.seq, now);
          return await decide(u.tx, u, c, feature, entitySeq, now);
        }
        await apply.maintain(r, c, now);
        // A plain check's answer is a function of the stored rows (the memo's business) and of the
        // clock through the rows' resets and expiries (answerExpiry) and usage-limit windows.
        return await load.answer(["answer", c.seq, entitySeq, feature.seq, needed], now, async () => {
          const value = await decide(r, null, c, feature, entitySeq, now);
          return { value, until: (await load.usageLimited(r, c, body.entity_id ?? null, feature.id)) ? now : answerExpiry(await load.allRows(r, c.seq), now) };
        });
      };
      const answer: Schemas["CheckResponse"] = mutates ? await controls.guarded(h, (u) => answerOf(u.tx, u)) : await memo.session(h, () => answerOf(h, null));
      if (body.with_preview === true && !answer.allowed) {
        const feature = await load.feature(h, space.spaceId, body.feature_id);
        const all = await load.catalog(h, space.spaceId);
        const credit = all.filter((f) => (f.type === "credit_system" || f.type === "ai_credit_system") && definitionOf(f).credit_schema?.some((e) => e.metered_feature_id === feature.id));
        return { ...answer, preview: checkPreview(space, feature, credit.map((f) => f.id), await load.plans(h, space.spaceId), new Map(all.map((f) => [f.id, f]))) };
      }
      return answer;

      /**
       * The answer once customer, feature and entity are known, read through `r`; with send_event
       * or lock, the change too, in the usage write `u` (then `r` is its `tx`).
       */
      async function decide(r: Handle, u: UsageWrite | null, c: CustomerRow, feature: FeatureRow, entitySeq: number | null, now: number): Promise<Schemas["CheckResponse"]> {
        const base = { customer_id: c.id, entity_id: body.entity_id ?? null, required_balance: required };
        if (feature.type === "boolean") {
          const flag = await apply.flagOf(r, c, entitySeq, feature.id, now);
          if (flag && body.send_event && u !== null) await apply.recordEvent(u.tx, space, c, { entity_id: body.entity_id, feature_id: feature.id, value: needed, properties: body.properties });
          return { ...base, allowed: flag !== undefined, balance: null, flag: flag ? flagView(flag) : null };
        }
        // An entity's own overage rules ahead of the customer's (its row is loaded already: the memo's, or the write's read).
        const billing = entitySeq === null ? controlsOf(c) : usageBilling(await load.controls(r, c, body.entity_id!));
        const src = u !== null ? await apply.sourceOf(u.tx, space, c, entitySeq, feature, now, true, billing) : await apply.sourceOf(r, space, c, entitySeq, feature, now, false, billing);
        if (src === null) {
          // No entitlement (Autumn): a lock of nothing (required_balance 0) is allowed and held empty; anything else is denied.
          if (body.lock && needed === 0 && u !== null) {
            const lockId = await reserve(u.tx, space, c, body.entity_id ?? null, feature.id, null, 0, [], body.lock, body.properties, now);
            return { ...base, allowed: true, balance: null, flag: null, lock_id: lockId };
          }
          return { ...base, allowed: false, balance: null, flag: null };
        }
        /** The answer's `balances`: the checked feature and the credit systems drawing on it (Autumn), absent without them. */
        const related = async (view: Balance) => {
          const all = relatedBalances(sourceCandidates(feature, await load.creditSystems(r, space.spaceId)), (id) => (id === src.featureId ? view : null));
          if (all === undefined) return {};
          for (const id of Object.keys(all)) {
            if (id === src.featureId) continue;
            const slots = (await apply.slots(r, c.seq, entitySeq, now, false, id)).filter((x) => x.flag !== 1);
            all[id] = slots.length === 0 ? null : balanceView(id, slots, billing);
          }
          return { balances: all };
        };
        const cost = src.convert(needed);
        // Drawn from a credit system: the answer speaks in credits, as Autumn's does.
        if (src.featureId !== feature.id) base.required_balance = toUnits(cost);
        const st = { ...standingOf(src.slots), overage_allowed: src.overageAllowed };
        const entityId = body.entity_id ?? null;
        const fits = allows(st, cost);
        // A plain check reads only its limits; a usage (send_event, lock) also its alerts and top-ups.
        const set = u !== null ? await load.controls(r, c, entityId) : null;
        const limits = u !== null ? limitsOf(set, feature.id, body.properties) : await load.limits(r, c, entityId, feature.id, body.properties);
        const used = await load.windowUsage(r, c, entityId, feature.id, limits, now);
        const usageLimited = usageBlocks(limits, used, needed);
        const spendLimited = !usageLimited && spendBlocks(limits, src, overageAfter(src, cost));
        const limited = usageLimited || spendLimited;
        const allowed = fits && !limited;
        const scope = { entitySeq, entityId };
        const window = limits.usage === null ? null : { limit: limits.usage.limit, used, windowStart: windowStart(now, limits.usage.interval) };
        // A plain check decides and answers; it changes nothing.
        if (u === null) {
          const view = sourceView(src, billing);
          return { ...base, allowed, balance: view, ...(await related(view)), flag: null };
        }
        const { tx } = u;
        /** A usage refused by a limit (send_event or lock only: a plain check changes nothing). */
        const refused = () => {
          if (usageLimited) controls.limitReached(u, space, c, scope, { type: "usage_limit", featureId: feature.id, limit: toUnits(window!.limit), usage: toUnits(used), periodStart: window!.windowStart }, now);
          else if (spendLimited) controls.limitReached(u, space, c, scope, controls.balanceHit("spend_limit", src, toUnits(limits.spend!.limit)), now);
          else controls.limitReached(u, space, c, scope, controls.balanceHit("balance", src, toUnits(balanceFigures(src.slots).total)), now);
        };
        const usedNow = async () => await controls.afterUse(tx, space, c, set, scope, src, feature.id, window && { ...window, used: window.used + needed }, now);
        if (body.lock) {
          const behavior = body.lock.overage_behavior;
          const lockId =
            !limited && (fits || behavior !== undefined)
              ? await reserve(tx, space, c, entityId, feature.id, src, needed, take(src.slots, cost, fits || behavior === "overflow").takes, body.lock, body.properties, now)
              : undefined;
          if (lockId === undefined) refused();
          else await usedNow();
          const view = sourceView(src, billing);
          return {
            ...base,
            allowed: lockId !== undefined,
            balance: view,
            ...(await related(view)),
            flag: null,
            ...(lockId !== undefined ? { lock_id: lockId } : {}),
          };
        }
        if (allowed && body.send_event) {
          const deductions = await apply.applyTakes(tx, src, take(src.slots, cost, true).takes);
          assertTotals(src.featureId, src.slots);
          await apply.recordEvent(tx, space, c, { entity_id: body.entity_id, feature_id: feature.id, value: needed, properties: body.properties, deductions });
          if (needed > 0) await usedNow();
        } else if (body.send_event) refused();
        const view = sourceView(src, billing);
        return {
          ...base,
          allowed,
          balance: view,
          ...(await related(view)),
          flag: null,
        };
      }
    },
  };
}
