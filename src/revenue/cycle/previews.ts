/**
 * What the cycle will invoice, read without writing: the customer's upcoming invoices (expand
 * `invoice_previews`) and the last invoice of a plan ending now (preview_update's cancel), computed
 * as the cycle will (`renewal-invoice.ts`) with the usage so far.
 */
import type { Handle } from "../../platform/db/handle.js";
import type { BalancesService } from "../balances/balances.service.js";
import { collection } from "../billing/billing.collect.js";
import { cadenceOf, type QuoteLine } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { toMajor } from "../payments/money.rules.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { PlanRow } from "../plans/plans.repo.js";
import type { PlanState } from "../plans/plans.rules.js";
import type { Schemas } from "../types.js";
import type { CycleSubscription } from "./cycle.repo.js";
import { type ArrearsInput, arrearsOf, endsWithInvoice, nextPeriodEnd, trialEnd } from "./cycle.rules.js";
import { type CycleLookups, newStepCache, type StepCache } from "./lookups.js";
import type { RenewalInvoice } from "./renewal-invoice.js";

export function cyclePreviews(ctx: RevenueContext, balances: BalancesService, core: PaymentsCore, look: CycleLookups, renewalInvoice: RenewalInvoice) {
  const { lineView } = collection(ctx, core);
  const { planOfSub } = look;

  /**
   * What the cycle will invoice next for `sub`, from the usage so far at `now` (null: nothing):
   * the first period of a scheduled plan, the renewal at its period's end (or a trial's end that
   * bills), or the last usage of a plan that ends. The decisions of `start`, `renew` and
   * `finalInvoice`, read without writing.
   */
  async function upcoming(h: Handle, k: StepCache, c: CustomerRow, sub: CycleSubscription, now: number): Promise<{ at: number; plan: { row: PlanRow; state: PlanState }; currency: string; lines: QuoteLine[] } | null> {
    const { cycle: repo, payments } = ctx.repos(h);
    const plan = await planOfSub(h, k, sub);
    const cadence = cadenceOf(plan.state);
    const of = async (at: number, ended: { start: number; end: number } | null, next: { start: number; end: number } | null, arrears: ArrearsInput[]) => {
      const inv = await renewalInvoice(h, k, c, sub, plan, at, ended, next, arrears);
      return inv.lines.length === 0 ? null : { at, plan, currency: inv.prices.currency, lines: inv.lines };
    };
    const billsAfterTrial = async () => trialEnd(plan.state.def.free_trial, (await payments.defaultMethod(c.seq)) !== undefined) === "bill";
    if (sub.status === "scheduled") {
      // Starting with its trial: the first invoice is at the trial's end (when it bills).
      const trialFirst = sub.trial_ends_at !== null && sub.trial_ends_at > sub.started_at && !(await repo.trialUsed(c.seq, plan.row.id));
      if (trialFirst && !(await billsAfterTrial())) return null;
      const at = trialFirst ? sub.trial_ends_at! : sub.started_at;
      const end = cadence === null ? null : nextPeriodEnd(at, cadence, at);
      return end === null ? null : await of(at, null, { start: at, end }, []);
    }
    if (sub.status !== "active") return null;
    const boundary = sub.current_period_end;
    if (sub.expires_at !== null && (boundary === null || sub.expires_at <= boundary)) return await finalPreview(h, k, c, sub, plan, sub.expires_at, now);
    if (boundary === null) return null;
    const trialEnding = sub.trial_ends_at !== null && sub.trial_ends_at === boundary;
    if (trialEnding && !(await billsAfterTrial())) return null;
    const end = cadence === null ? null : nextPeriodEnd(trialEnding ? boundary : (sub.period_anchor ?? sub.started_at), cadence, boundary);
    const ended = sub.current_period_start === null ? null : { start: sub.current_period_start, end: boundary };
    return await of(boundary, ended, end === null ? null : { start: boundary, end }, trialEnding ? [] : arrearsOf(plan.state, await balances.pendingArrears(h, sub.seq, now, boundary)));
  }

  /** What `finalInvoice(sub, at)` will invoice, from the usage so far at `now` (read without writing; null: nothing). */
  async function finalPreview(h: Handle, k: StepCache, c: CustomerRow, sub: CycleSubscription, plan: { row: PlanRow; state: PlanState }, at: number, now: number): Promise<{ at: number; plan: { row: PlanRow; state: PlanState }; currency: string; lines: QuoteLine[] } | null> {
    if (!endsWithInvoice(sub, plan.state, at)) return null;
    const inv = await renewalInvoice(h, k, c, sub, plan, at, { start: sub.current_period_start ?? at, end: at }, null, arrearsOf(plan.state, await balances.pendingArrears(h, sub.seq, now, at, true)));
    return inv.lines.length === 0 ? null : { at, plan, currency: inv.prices.currency, lines: inv.lines };
  }

  /**
   * The customer's upcoming invoices (expand `invoice_previews`), one per subscription with
   * something to bill, soonest first: what the cycle will invoice next, computed as it will
   * (`renewalInvoice`), with the usage so far.
   */
  async function invoicePreviews(h: Handle, customerSeq: number): Promise<Schemas["InvoicePreview"][]> {
    const { cycle: repo, customers } = ctx.repos(h);
    const k = newStepCache();
    const c = await customers.bySeq(customerSeq);
    const now = ctx.nowFor(c);
    const out: Schemas["InvoicePreview"][] = [];
    for (const s of await customers.subscriptions(c.seq)) {
      const sub = await repo.subscription(s.seq);
      const u = sub ? await upcoming(h, k, c, sub, now) : null;
      if (!u) continue;
      const total = u.lines.reduce((a, l) => a + l.amount, 0);
      out.push({
        plan_ids: [u.plan.row.id],
        invoice_at: u.at,
        currency: u.currency,
        subtotal: toMajor(total, u.currency),
        total: toMajor(total, u.currency),
        line_items: u.lines.map((l) => lineView(l, u.currency, u.plan.row.id)),
      });
    }
    return out.sort((a, b) => a.invoice_at - b.invoice_at);
  }

  /** What `invoiceEnd(subscriptionSeq, at)` would invoice, from the usage so far (a read; null: nothing). */
  async function previewEnd(h: Handle, subscriptionSeq: number, at: number): Promise<{ currency: string; lines: QuoteLine[] } | null> {
    const { cycle: repo, customers } = ctx.repos(h);
    const k = newStepCache();
    const sub = await repo.subscription(subscriptionSeq);
    if (!sub || (await repo.renewal(subscriptionSeq, at))) return null;
    const p = await finalPreview(h, k, await customers.bySeq(sub.customer_seq), sub, await planOfSub(h, k, sub), at, at);
    return p && { currency: p.currency, lines: p.lines };
  }

  return { invoicePreviews, previewEnd };
}
