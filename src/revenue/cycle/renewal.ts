/**
 * What the billing cycle does to subscriptions at their times, inside a unit (`tx` first): ends
 * (`expires_at` reached: the last invoice of usage, then `subscriptions.end`), scheduled starts
 * (`subscriptions.activate`, then the first period invoiced), period ends (trial end or renewal,
 * claimed once in rv_renewals, period closed, `customer.plan.renewed`, invoice). `step` runs them
 * in that order; the job (`job.ts`) and a test clock call it, a cancel now calls `invoiceEnd`.
 */
import type { Tx } from "../../platform/db/handle.js";
import type { BalancesService } from "../balances/balances.service.js";
import { totalOf } from "../billing/coupons.rules.js";
import { cadenceOf } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { PlanRow } from "../plans/plans.repo.js";
import type { PlanState } from "../plans/plans.rules.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";
import { announcePlan } from "../webhooks/plan-events.js";
import type { CycleSubscription } from "./cycle.repo.js";
import { type ArrearsInput, arrearsOf, endsWithInvoice, nextPeriodEnd, trialEnd } from "./cycle.rules.js";
import { type CycleLookups, endedKey, newStepCache, type StepCache } from "./lookups.js";
import type { RenewalInvoice } from "./renewal-invoice.js";

export function cycleRenewals(ctx: RevenueContext, balances: BalancesService, core: PaymentsCore, subscriptions: SubscriptionsService, look: CycleLookups, renewalInvoice: RenewalInvoice) {
  const { spaceOf, planOf, planOfSub } = look;

  /**
   * Ends a subscription at `at` (inside a write; `subscriptions.end`: `customer.plan.expired`, the
   * group's default plan back when nothing of the group is left, balances) and keeps the plan it
   * held in the step's `ended` (what a scheduled plan starting at `at` replaced).
   */
  async function endSubscription(tx: Tx, k: StepCache, sub: CycleSubscription, at: number): Promise<void> {
    const { row, state } = await planOf(tx, k, sub.plan_seq);
    const c = await ctx.repos(tx).customers.bySeq(sub.customer_seq);
    const was = await subscriptions.end(tx, c, sub, { planId: row.id, state }, { event: "customer.plan.expired", at, cancel: false }, (seq) => planOf(tx, k, seq));
    if (was) k.ended.set(endedKey(c.seq, state.group, at), was);
  }

  /**
   * A subscription ends at `at` (inside a write, before it goes): the usage of its last period
   * not billed yet is invoiced in arrears (claimed once, as a renewal), and charged as one.
   */
  async function finalInvoice(tx: Tx, k: StepCache, sub: CycleSubscription, at: number): Promise<void> {
    const { cycle: repo, customers } = ctx.repos(tx);
    const plan = await planOfSub(tx, k, sub);
    if (!endsWithInvoice(sub, plan.state, at)) return;
    if (!(await repo.claim({ subscription_seq: sub.seq, period_end: at, customer_seq: sub.customer_seq, kind: "end", status: "due", created_at: at }))) return;
    const c = await customers.bySeq(sub.customer_seq);
    const closed = await balances.closePeriod(tx, sub.seq, at, true);
    await invoicePeriod(tx, k, c, sub, plan, at, { start: sub.current_period_start ?? at, end: at }, null, arrearsOf(plan.state, closed));
  }

  /**
   * Invoices a period of `sub` (inside the write that claimed it): the
   * advance lines of `next`, the arrears of `ended`. Answers whether a charge
   * is due.
   */
  async function invoicePeriod(tx: Tx, k: StepCache, c: CustomerRow, sub: CycleSubscription, plan: { row: PlanRow; state: PlanState }, boundary: number, ended: { start: number; end: number } | null, next: { start: number; end: number } | null, arrears: ArrearsInput[]): Promise<void> {
    const { cycle: repo, billing } = ctx.repos(tx);
    const { prices, advance, lines } = await renewalInvoice(tx, k, c, sub, plan, boundary, ended, next, arrears);
    const paid = totalOf(advance);
    await billing.setPaid(sub.id, { start: next?.start ?? null, end: next?.end ?? null, paid, currency: prices.currency, bought: JSON.parse(sub.bought ?? "{}") as Record<string, number> });
    if (lines.length === 0) {
      await repo.setRenewal(sub.seq, boundary, { status: "paid", attempts: 0, next: null });
      return;
    }
    const space = await spaceOf(tx, k, c.space_id);
    const provider = core.providers.forMode(space.mode);
    const inv = await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: prices.currency, lines, planIds: [plan.row.id], provider: provider?.name ?? null, dueAt: boundary, pending: null, now: boundary });
    await repo.setRenewal(sub.seq, boundary, { status: "due", invoice: inv.seq, attempts: 0, next: boundary });
    if (inv.total <= 0) await core.settle(tx, inv, null, boundary);
  }

  /** A period end of an active subscription (inside a write): trial end or renewal, claimed once. */
  async function renew(tx: Tx, k: StepCache, sub: CycleSubscription): Promise<boolean> {
    const { cycle: repo, customers, payments } = ctx.repos(tx);
    const boundary = sub.current_period_end!;
    const trialEnding = sub.trial_ends_at !== null && sub.trial_ends_at === boundary;
    if (!(await repo.claim({ subscription_seq: sub.seq, period_end: boundary, customer_seq: sub.customer_seq, kind: trialEnding ? "trial_end" : "renewal", status: "due", created_at: boundary }))) return false;
    const c = await customers.bySeq(sub.customer_seq);
    const plan = await planOfSub(tx, k, sub);
    if (trialEnding && trialEnd(plan.state.def.free_trial, (await payments.defaultMethod(c.seq)) !== undefined) === "revert") {
      await repo.setRenewal(sub.seq, boundary, { status: "ended", attempts: 0, next: null });
      await endSubscription(tx, k, sub, boundary);
      return true;
    }
    const cadence = cadenceOf(plan.state);
    const anchor = trialEnding ? boundary : (sub.period_anchor ?? sub.started_at);
    const end = cadence === null ? null : nextPeriodEnd(anchor, cadence, boundary);
    // The period's resets are stored at the boundary and their overage taken: what the invoice bills.
    const closed = await balances.closePeriod(tx, sub.seq, boundary);
    if (trialEnding && cadence !== null && end !== null) {
      const [interval, count] = cadence.split(":");
      await repo.reanchor({ sub: sub.seq, anchor: boundary, next: end, interval, count: Number(count) });
    }
    if (!(await repo.advance({ seq: sub.seq, old: boundary, start: boundary, end, paid: 0, anchor: trialEnding ? boundary : null }))) throw new Error("a claimed renewal's subscription moved");
    await announcePlan(ctx, tx, "customer.plan.renewed", c, (await repo.subscription(sub.seq))!, { effectiveAt: boundary });
    await invoicePeriod(
      tx,
      k,
      c,
      sub,
      plan,
      boundary,
      sub.current_period_start === null ? null : { start: sub.current_period_start, end: boundary },
      end === null ? null : { start: boundary, end },
      trialEnding ? [] : arrearsOf(plan.state, closed),
    );
    return true;
  }

  /**
   * A scheduled subscription starts (inside a write): active, its first period invoiced in
   * advance — or, when it was scheduled with the plan's free trial and the customer has not
   * used that trial since, its trial starts (nothing invoiced: the trial's end bills or reverts).
   */
  async function start(tx: Tx, k: StepCache, sub: CycleSubscription): Promise<boolean> {
    const plan = await planOfSub(tx, k, sub);
    const at = sub.started_at;
    const c = await ctx.repos(tx).customers.bySeq(sub.customer_seq);
    const a = await subscriptions.activate(tx, c, sub, plan, k.ended.get(endedKey(c.seq, plan.state.group, at)) ?? null);
    if (a === null) return false;
    // Its trial is its first period: nothing invoiced now (the trial's end bills or reverts).
    if (a.trial !== null || a.end === null) return true;
    const end = a.end;
    if (!(await ctx.repos(tx).cycle.claim({ subscription_seq: sub.seq, period_end: at, customer_seq: c.seq, kind: "start", status: "due", created_at: at }))) return true;
    await invoicePeriod(tx, k, c, { ...sub, status: "active", current_period_start: at, current_period_end: end }, plan, at, null, { start: at, end }, []);
    return true;
  }

  /** Everything due for the given subscriptions at `at` (inside a write), in order: ends, starts, period ends. */
  async function step(tx: Tx, k: StepCache, ends: CycleSubscription[], starts: CycleSubscription[], periods: CycleSubscription[], at: number): Promise<number> {
    const repo = ctx.repos(tx).cycle;
    let n = 0;
    for (const s of ends) {
      const fresh = await repo.subscription(s.seq);
      if (fresh?.expires_at != null && fresh.expires_at <= at) {
        await finalInvoice(tx, k, fresh, fresh.expires_at);
        await endSubscription(tx, k, fresh, fresh.expires_at);
        n++;
      }
    }
    for (const s of starts) if ((await repo.subscription(s.seq))?.status === "scheduled" && (await start(tx, k, s))) n++;
    for (const s of periods) {
      const fresh = await repo.subscription(s.seq);
      if (fresh?.status === "active" && fresh.current_period_end !== null && fresh.current_period_end <= at && (await renew(tx, k, fresh))) n++;
    }
    return n;
  }

  /**
   * The last invoice of a subscription that ends now outside the cycle (billing.update /
   * billing.cancel `cancel_immediately`), inside that end's write and before the subscription
   * goes: `finalInvoice` at `at` — its usage not billed yet, in arrears, claimed once in
   * rv_renewals (kind `end`). Answers whether a charge is due (`chargeEnd`); an invoice of 0 is paid at once.
   */
  async function invoiceEnd(tx: Tx, subscriptionSeq: number, at: number): Promise<boolean> {
    const repo = ctx.repos(tx).cycle;
    const sub = await repo.subscription(subscriptionSeq);
    if (!sub) return false;
    await finalInvoice(tx, newStepCache(), sub, at);
    return (await repo.renewal(subscriptionSeq, at))?.status === "due";
  }

  return { step, endSubscription, invoiceEnd };
}
export type CycleRenewals = ReturnType<typeof cycleRenewals>;
