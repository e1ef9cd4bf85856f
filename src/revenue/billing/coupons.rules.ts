/**
 * Coupons on invoice lines, pure: one rule for every invoice Tandem writes
 * (attach, update, renewals and scheduled starts) and for their previews, so
 * a preview and the charge agree to the minor unit.
 *
 * A discounted line keeps what it would have cost in `subtotal`, lists each
 * coupon's part in `discounts`, and its `amount` is what it costs after
 * them: an invoice's lines always sum to its total, and its subtotal is the
 * sum of the lines' subtotals. The maths (which coupons apply, rounding,
 * splitting) is rewards/discounts.rules.ts's `discountLines`.
 */
import { fraction, toMajor } from "../payments/money.rules.js";
import { applicableDiscounts, type CouponRedemption, type DiscountOptions, discountLines, type LineDiscountPart } from "../rewards/discounts.rules.js";
import type { Schemas } from "../types.js";

/** What coupons read and write of an invoice line (quote.rules' QuoteLine is one). */
export interface CouponLine {
  plan_id: string | null;
  /** Minor units; after coupons when `discounts` is set. */
  amount: number;
  /** Before coupons, on a discounted line. */
  subtotal?: number;
  discounts?: LineDiscountPart[];
}

/** What a line costs before coupons. */
export const grossOf = (l: CouponLine): number => l.subtotal ?? l.amount;

/** The sum of the lines before coupons. */
export const subtotalOf = (lines: readonly CouponLine[]): number => lines.reduce((a, l) => a + grossOf(l), 0);

/** The sum of the lines after coupons: what the invoice charges (or credits). */
export const totalOf = (lines: readonly CouponLine[]): number => lines.reduce((a, l) => a + l.amount, 0);

/**
 * The lines of an invoice written at `at` in `currency`, discounted by the
 * customer's coupons that apply then (`coupons`: every redemption it holds,
 * used up or not). Lines come in undiscounted; a line no coupon touches is
 * returned as it is.
 */
export function applyCoupons<L extends CouponLine>(lines: readonly L[], coupons: readonly CouponRedemption[], at: number, currency: string, opts: DiscountOptions = {}): L[] {
  const live = applicableDiscounts(coupons, at);
  if (live.length === 0 || lines.length === 0) return [...lines];
  const r = discountLines(
    lines.map((l) => ({ amount: grossOf(l), currency, plan_id: l.plan_id })),
    live,
    opts,
  );
  return lines.map((l, i) => {
    const d = r.lines[i];
    if (d.parts.length === 0) return l;
    return { ...l, subtotal: grossOf(l), amount: grossOf(l) - d.total, discounts: d.parts };
  });
}

/** The coupons an invoice's lines used (a part off a charge), each with what it took off charges, in order of first use. */
export function couponsUsed(lines: readonly CouponLine[]): { redemption_id: string; amount: number }[] {
  const by = new Map<string, number>();
  for (const l of lines) for (const p of l.discounts ?? []) if (p.amount > 0) by.set(p.redemption_id, (by.get(p.redemption_id) ?? 0) + p.amount);
  return [...by].map(([redemption_id, amount]) => ({ redemption_id, amount }));
}

/** The coupons as they stand once an invoice with `lines` is written (each used one has discounted one more charge): for a preview's next cycle. */
export function afterInvoice(coupons: readonly CouponRedemption[], lines: readonly CouponLine[]): CouponRedemption[] {
  const used = new Set(couponsUsed(lines).map((u) => u.redemption_id));
  return coupons.map((c) => (used.has(c.id) ? { ...c, applied_count: c.applied_count + 1 } : c));
}

/**
 * The part of a full-period value that was paid, when a charge for it was
 * discounted: `full` × (the charges after coupons ÷ before), rounded to the
 * minor unit. Recorded as the period's `period_paid`, the base of a later
 * proration credit or refund, so that what is credited back is never more
 * than what the discounted period cost.
 */
export function paidShare(full: number, charges: readonly CouponLine[]): number {
  const gross = subtotalOf(charges);
  return gross <= 0 ? full : fraction(full, totalOf(charges), gross);
}

/** A coupon's part of a line as the wire shows it (`amount_off` in major units; negative when it shrank a credit). */
export function lineDiscountView(d: LineDiscountPart, currency: string): Schemas["LineDiscount"] {
  return {
    amount_off: toMajor(d.amount, currency),
    ...(d.percent_off !== null ? { percent_off: d.percent_off } : {}),
    reward_id: d.reward_id,
    reward_name: d.reward_name,
  };
}
