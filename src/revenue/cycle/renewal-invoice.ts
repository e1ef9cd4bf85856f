/**
 * The lines of a renewal invoice, from the store: the one computation of the invoices the cycle
 * writes (`renewal.ts`) and of their previews (`previews.ts`).
 */
import type { Handle } from "../../platform/db/handle.js";
import { capInvoiceLines } from "../billing/amounts.rules.js";
import { applyCoupons } from "../billing/coupons.rules.js";
import { boughtFrom } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { PlanRow } from "../plans/plans.repo.js";
import type { PlanState } from "../plans/plans.rules.js";
import { couponRedemption } from "../rewards/rewards.rules.js";
import type { CycleSubscription } from "./cycle.repo.js";
import { type ArrearsInput, renewalLines } from "./cycle.rules.js";
import type { CycleLookups, StepCache } from "./lookups.js";

export function renewalInvoices(ctx: RevenueContext, look: CycleLookups) {
  const { namesOf, priceContextOf } = look;

  /**
   * The lines of the invoice of `sub` at `boundary`: the advance lines of `next`, the arrears of
   * `ended`. The one computation of renewal invoices and of their previews (`invoicePreviews`).
   */
  async function renewalInvoice(h: Handle, k: StepCache | null, c: CustomerRow, sub: CycleSubscription, plan: { row: PlanRow; state: PlanState }, boundary: number, ended: { start: number; end: number } | null, next: { start: number; end: number } | null, arrears: ArrearsInput[]) {
    const names = await namesOf(h, k, c.space_id);
    const prices = await priceContextOf(h, c, sub);
    const { advance, arrears: late } = renewalLines({
      plan: { id: plan.row.id, state: plan.state },
      featureName: (id) => names.get(id) ?? id,
      prices,
      bought: boughtFrom(plan.state, sub.bought),
      ended: ended ?? { start: boundary, end: boundary },
      next,
      endsAt: sub.expires_at,
      arrears,
    });
    // Within the invoice bound first (a renewal cannot be refused: its charges are capped, amounts.rules), then
    // the customer's coupons that apply at the boundary discount it (previews included); the period is paid after them.
    const capped = capInvoiceLines([...advance, ...late]);
    const lines = applyCoupons(capped, (await ctx.repos(h).rewards.couponsOf(c.seq)).map(couponRedemption), boundary, prices.currency);
    return { prices, advance: lines.slice(0, advance.length), lines };
  }

  return renewalInvoice;
}
export type RenewalInvoice = ReturnType<typeof renewalInvoices>;
