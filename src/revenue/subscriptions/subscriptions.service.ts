/**
 * The owner of a subscription's life: every verb that creates, moves, schedules, activates or ends
 * a subscription (Lago's subscriptions/{create,activate,terminate,plan_upgrade}). Each verb runs
 * inside its caller's unit (`tx` first), writes the subscription, reshapes the customer's balances
 * (`balances.ensure`) and emits its billing event(s), in that order. The representation the billing
 * cycle applies:
 *
 * - A subscription that ends at a boundary (cancel at the end of the cycle, a downgrade) stays
 *   `active` with `expires_at` = the boundary and `canceled_at` = when it was cancelled.
 * - A plan that starts at a boundary (a downgrade, the group's default plan after a cancel) is a
 *   row with status `scheduled` and `started_at` = the boundary; it has no balances until the cycle
 *   activates it (`activate`). A paid one carries its `currency` and prepaid `bought` units and
 *   `period_paid` 0: the cycle invoices its first period when it activates it.
 * - The cycle ends subscriptions whose `expires_at` ≤ now (`end`) and activates scheduled ones at
 *   their `started_at`.
 * - When a plan of a group ends and nothing of the group is left, the group's default plan comes
 *   back (`comesBack`, the one rule `defaultPlanAfter`).
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import { prefixedId } from "../../platform/ids.js";
import { toMicro } from "../balances/balances.rules.js";
import type { BalancesService } from "../balances/balances.service.js";
import { boughtFrom, type BoughtQuantity } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow, SubscriptionRow } from "../customers/customers.repo.js";
import type { PlanRow } from "../plans/plans.repo.js";
import type { PlanState } from "../plans/plans.rules.js";
import { planState, subscriptionPlan } from "../plans/plans.view.js";
import { announcePlan, announceStart, announceSubscription, planHeld, type PreviousPlan } from "../webhooks/plan-events.js";
import { type Activation, activation, defaultPlanAfter, groupHeld, newSubscription } from "./subscriptions.rules.js";

/** A plan with its state (the version's, or the subscription's customization). */
export interface PlanOf {
  row: PlanRow;
  state: PlanState;
}
/** How a caller that reads many plans in one unit (the billing cycle) hands its cache to a verb. */
export type PlanLookup = (planSeq: number) => Promise<PlanOf>;

/** What a paid change recorded for the period it paid: the anchor (`period.start`), `period_paid`, its currency and prepaid units. */
export interface PaidPeriod {
  period: { start: number; end: number } | null;
  paid: number;
  currency: string;
  bought: BoughtQuantity[];
}

/** A subscription that starts now (active). */
export interface Start {
  plan: PlanOf;
  id: string;
  /** Its `started_at` (a paid trial starts at its period's start). */
  at: number;
  /** It starts with the plan's free trial (recorded as used). */
  trial: boolean;
  expiresAt?: number | null;
  /** The plan customized for it (JSON PlanDefinition); null/absent: its version's. */
  custom?: string | null;
  /** The subscriptions it replaces: they end first. */
  replace?: number[];
  /** The group's scheduled subscriptions end too (a plan of the group replaced now). Add-ons never drop. */
  dropScheduled?: boolean;
  /** `id` is a fresh one when taken (a paid change whose decided id was taken meanwhile). */
  freshIfTaken?: boolean;
  /** A paid change: the period it paid (written before the balances are reshaped; prepaid units after). */
  paid?: PaidPeriod;
}

/** A subscription moved to another version of its plan (or customized, or its quantities changed). */
export interface Move {
  subscriptionSeq: number;
  planSeq: number;
  /** The customized definition; null: back to the version's; undefined: unchanged. */
  custom: string | null | undefined;
  /** It ends then (attach's `ends_at`), keeping when it was cancelled. */
  end?: { at: number; canceledAt: number | null } | null;
  /** A paid change: the period it paid, on the subscription `subscriptionId` (its id). */
  paid?: PaidPeriod & { subscriptionId: string };
}

/** A subscription that starts at a boundary (`scheduled`). */
export interface Schedule {
  plan: PlanRow;
  at: number;
  id?: string;
  /** A paid plan: its currency and prepaid units (`period_paid` 0: the cycle invoices its first period). */
  currency: string | null;
  bought: BoughtQuantity[];
  /** It starts with the plan's free trial (the cycle checks it is still available then). */
  trial?: boolean;
  expiresAt?: number | null;
  custom?: string | null;
}

export function subscriptionsService(ctx: RevenueContext, balances: BalancesService) {
  const plansOf = (h: Handle): PlanLookup => async (seq) => {
    const row = (await ctx.repos(h).plans.bySeq(seq))!;
    return { row, state: planState(row) };
  };

  /** Writes a paid change's period on subscription `id` (anchor, then what was paid). */
  async function writePaid(tx: Tx, id: string, p: PaidPeriod): Promise<void> {
    const { billing } = ctx.repos(tx);
    if (p.period) await billing.setAnchor(id, p.period.start);
    await billing.setPaid(id, {
      start: p.period?.start ?? null,
      end: p.period?.end ?? null,
      paid: p.paid,
      currency: p.currency,
      bought: Object.fromEntries(p.bought.map((b) => [b.feature_id, b.units])),
    });
  }

  const subscriptions = {
    /**
     * The group's default plan that comes back when `ending` (a plan of `c`) ends: the one rule
     * (`defaultPlanAfter`), with the trials the customer used read first. `trial`: whether it
     * comes back with its free trial (only ever an unused one). Undefined for add-ons and when
     * the group has no default.
     */
    async comesBack(h: Handle, c: Pick<CustomerRow, "seq" | "space_id">, ending: { planId: string; state: PlanState }): Promise<(PlanOf & { trial: boolean }) | undefined> {
      if (ending.state.add_on) return undefined;
      const { plans, cycle } = ctx.repos(h);
      const candidates = (await plans.autoEnable(c.space_id)).map((row) => ({ id: row.id, row, state: planState(row) }));
      // The trials used, read first (the rule is synchronous): of the candidates that have a trial.
      const used = new Set<string>();
      for (const p of candidates) if (p.state.def.free_trial !== null && (await cycle.trialUsed(c.seq, p.id))) used.add(p.id);
      const d = defaultPlanAfter(candidates, { id: ending.planId, state: ending.state }, (id) => used.has(id));
      return d ? { row: d.row, state: d.state, trial: d.state.def.free_trial !== null } : undefined;
    },

    /** Ends every `scheduled` subscription of the customer's group (a newer decision replaces them). */
    async dropScheduled(tx: Tx, customerSeq: number, group: string | null): Promise<void> {
      const repo = ctx.repos(tx).billing;
      for (const seq of await repo.scheduledOfGroup(customerSeq, group)) await repo.endSubscription(seq);
    },

    /**
     * Starts subscriptions now (active), in order: for each, what it replaces ends (and the
     * group's scheduled ones), the row, its customization, its trial recorded, what a paid change
     * paid; then the balances reshaped once (unless `reshape` is false: the caller reshapes after),
     * the prepaid units bought, and `customer.plan.attached` (or `upgraded` / `downgraded` against
     * `previous`) for each, unless `announce` is false (a paid change announces after its
     * payment's effects: `announce` below). Answers the rows' seq and id.
     */
    async start(tx: Tx, c: CustomerRow, starts: Start[], now: number, x: { previous: PreviousPlan | null; announce?: boolean; reshape?: boolean } = { previous: null }): Promise<{ seq: number; id: string }[]> {
      const { customers, billing, cycle } = ctx.repos(tx);
      const out: { seq: number; id: string }[] = [];
      for (const s of starts) {
        for (const seq of s.replace ?? []) await billing.endSubscription(seq);
        if (s.dropScheduled && !s.plan.state.add_on) await subscriptions.dropScheduled(tx, c.seq, s.plan.state.group);
        const id = s.freshIfTaken && (await billing.subscriptionIdTaken(s.id)) ? prefixedId("sub") : s.id;
        const seq = await customers.insertSubscription({
          ...newSubscription({ id, spaceId: c.space_id, customerSeq: c.seq, planSeq: s.plan.row.seq, plan: s.plan.state, now: s.at, trial: s.trial }),
          expires_at: s.expiresAt ?? null,
        });
        if (s.custom) await billing.setCustom(seq, s.custom);
        if (s.trial) await cycle.useTrial(c.seq, s.plan.row.id, now);
        if (s.paid) await writePaid(tx, id, s.paid);
        out.push({ seq, id });
      }
      if (x.reshape !== false) await balances.ensure(tx, c);
      for (const [i, s] of starts.entries()) for (const b of s.paid?.bought ?? []) await billing.setPrepaid(out[i].seq, b.feature_id, toMicro(b.units));
      if (x.announce !== false) for (const s of starts) await subscriptions.announce(tx, c, s.plan.row.seq, x.previous, now);
      return out;
    },

    /**
     * Moves a subscription to another version of its plan (or customizes it, or records new
     * quantities): the row, when it ends, its customization, what a paid change paid; the
     * balances reshaped, the prepaid units bought, and `customer.plan.upgraded` / `downgraded`
     * against `previous` unless `announce` is false.
     */
    async move(tx: Tx, c: CustomerRow, m: Move, now: number, x: { previous: PreviousPlan | null; announce?: boolean }): Promise<void> {
      const { billing } = ctx.repos(tx);
      await billing.moveSubscription(m.subscriptionSeq, m.planSeq);
      if (m.end) await billing.setEnd(m.subscriptionSeq, m.end.at, m.end.canceledAt);
      if (m.custom !== undefined) await billing.setCustom(m.subscriptionSeq, m.custom);
      if (m.paid) await writePaid(tx, m.paid.subscriptionId, m.paid);
      await balances.ensure(tx, c);
      for (const b of m.paid?.bought ?? []) await billing.setPrepaid(m.subscriptionSeq, b.feature_id, toMicro(b.units));
      if (x.announce !== false) await subscriptions.announce(tx, c, m.planSeq, x.previous, now);
    },

    /** `customer.plan.attached|upgraded|downgraded` of the customer's newest subscription of `planSeq` (a start or a move), against `previous`. */
    async announce(tx: Tx, c: CustomerRow, planSeq: number, previous: PreviousPlan | null, at: number): Promise<void> {
      await announceStart(ctx, tx, c, planSeq, previous, at);
    },

    /**
     * A subscription that starts at `s.at` (`scheduled`), in order: `replaces` ends then, the
     * group's scheduled subscriptions end (`dropScheduled`), the row (and a paid plan's currency
     * and prepaid units), then `customer.plan.scheduled` when `announce` says so. Answers its id.
     */
    async schedule(
      tx: Tx,
      c: CustomerRow,
      s: Schedule,
      now: number,
      x: { replaces?: { seq: number; at: number; canceledAt: number } | null; dropScheduled?: boolean; announce?: { previousPlanId: string } } = {},
    ): Promise<string> {
      const { customers, billing } = ctx.repos(tx);
      const state = subscriptionPlan(s.plan, s.custom);
      if (x.replaces) await billing.setEnd(x.replaces.seq, x.replaces.at, x.replaces.canceledAt);
      if (x.dropScheduled) await subscriptions.dropScheduled(tx, c.seq, state.group);
      const id = s.id ?? prefixedId("sub");
      const row = newSubscription({ id, spaceId: c.space_id, customerSeq: c.seq, planSeq: s.plan.seq, plan: state, now: s.at, trial: s.trial });
      const seq = await customers.insertSubscription({ ...row, status: "scheduled", created_at: now, expires_at: s.expiresAt ?? null });
      if (s.custom) await billing.setCustom(seq, s.custom);
      if (s.currency !== null) {
        await billing.setPaid(id, {
          start: row.current_period_start,
          end: row.current_period_end,
          paid: 0,
          currency: s.currency,
          bought: Object.fromEntries(s.bought.map((b) => [b.feature_id, b.units])),
        });
      }
      if (x.announce) await announceSubscription(ctx, tx, "customer.plan.scheduled", c, id, { previousPlanId: x.announce.previousPlanId, effectiveAt: s.at });
      return id;
    },

    /**
     * A scheduled subscription becomes active at its `started_at` (the billing cycle): with its
     * trial when still available (recorded as used), else its first period; the balances
     * reshaped, its prepaid units, then `customer.plan.attached|upgraded|downgraded` against
     * `previous` (what ended at that time). Null when it was activated already (claimed once).
     */
    async activate(tx: Tx, c: CustomerRow, sub: Pick<SubscriptionRow, "seq" | "plan_seq" | "started_at" | "trial_ends_at"> & { bought: string | null }, plan: PlanOf, previous: PreviousPlan | null): Promise<Activation | null> {
      const { cycle, billing } = ctx.repos(tx);
      const at = sub.started_at;
      const withTrial = sub.trial_ends_at !== null && sub.trial_ends_at > at && !(await cycle.trialUsed(c.seq, plan.row.id));
      const a = activation(sub, plan.state, !withTrial);
      if (!(await cycle.activate({ seq: sub.seq, ...a }))) return null;
      if (a.trial !== null) await cycle.useTrial(c.seq, plan.row.id, at);
      await balances.ensure(tx, c);
      // The prepaid units it was bought with, on its new balance rows (as a paid change applies them).
      for (const b of boughtFrom(plan.state, sub.bought)) if (b.units > 0) await billing.setPrepaid(sub.seq, b.feature_id, toMicro(b.units));
      await subscriptions.announce(tx, c, sub.plan_seq, previous, at);
      return a;
    },

    /**
     * Ends a subscription at `at`: `event` (`customer.plan.canceled` for a cancel now,
     * `customer.plan.expired` for the cycle's ends) with status `expired`, the row ends, then for
     * a plan of a group the group's default plan comes back (`comesBack`, with its trial when
     * unused: recorded) and is announced against the plan that ended, and the balances are
     * reshaped (grants stay). A cancel (`cancel`) ends the group's scheduled plans with an active
     * one and brings the default back at once; the cycle's end brings it back only when nothing
     * of the group is left (a scheduled downgrade starting then is). Answers the plan it held
     * (what a plan starting at `at` replaced). `planOf`: the caller's plan cache.
     */
    async end(tx: Tx, c: CustomerRow, sub: SubscriptionRow, plan: { planId: string; state: PlanState }, x: { event: "customer.plan.canceled" | "customer.plan.expired"; at: number; cancel: boolean }, planOf: PlanLookup = plansOf(tx)): Promise<PreviousPlan | null> {
      const { customers, billing } = ctx.repos(tx);
      const was = await planHeld(ctx, tx, sub);
      await announcePlan(ctx, tx, x.event, c, sub, { status: "expired", effectiveAt: x.at });
      await billing.endSubscription(sub.seq);
      if (!plan.state.add_on && (!x.cancel || sub.status === "active")) {
        let left = false;
        if (x.cancel) await subscriptions.dropScheduled(tx, c.seq, plan.state.group);
        else {
          const held: PlanState[] = [];
          for (const s of await customers.subscriptions(c.seq)) held.push((await planOf(s.plan_seq)).state);
          left = groupHeld(held, plan.state.group);
        }
        const d = left ? undefined : await subscriptions.comesBack(tx, c, plan);
        if (d) await subscriptions.start(tx, c, [{ plan: d, id: prefixedId("sub"), at: x.at, trial: d.trial }], x.at, { previous: was, reshape: false });
      }
      await balances.ensure(tx, c);
      return was;
    },

    /**
     * Ends a subscription at `at` (its period's end): `expires_at` = `at`, `canceled_at` = now
     * (kept when it was cancelled already), `customer.plan.canceled`; a plan of a group replaces
     * the group's scheduled plans by its default plan, scheduled at `at`.
     */
    async endAt(tx: Tx, c: CustomerRow, sub: SubscriptionRow, plan: { planId: string; state: PlanState }, at: number, now: number): Promise<void> {
      await ctx.repos(tx).billing.setEnd(sub.seq, at, sub.canceled_at ?? now);
      await announcePlan(ctx, tx, "customer.plan.canceled", c, sub, { effectiveAt: at });
      if (plan.state.add_on) return;
      await subscriptions.dropScheduled(tx, c.seq, plan.state.group);
      const d = await subscriptions.comesBack(tx, c, plan);
      if (d) await subscriptions.schedule(tx, c, { plan: d.row, at, currency: null, bought: [] }, now);
    },

    /** Undoes a pending end (cancel at the end of the cycle, a scheduled downgrade) and announces `customer.plan.uncanceled`: answers whether there was one. */
    async uncancel(tx: Tx, c: CustomerRow, sub: SubscriptionRow, plan: { state: PlanState }): Promise<boolean> {
      if (sub.expires_at === null && sub.canceled_at === null) return false;
      const repo = ctx.repos(tx).billing;
      if (!plan.state.add_on && sub.expires_at !== null) for (const seq of await repo.scheduledAt(c.seq, plan.state.group, sub.expires_at)) await repo.endSubscription(seq);
      await repo.setEnd(sub.seq, null, null);
      await announcePlan(ctx, tx, "customer.plan.uncanceled", c, sub);
      return true;
    },
  };
  return subscriptions;
}
export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
