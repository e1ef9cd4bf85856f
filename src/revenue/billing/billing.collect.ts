import type { Handle } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { invoiceNumber, providerName } from "../invoices/invoice-number.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import { attemptEnds, attemptKey } from "../payments/attempts.rules.js";
import { toMajor } from "../payments/money.rules.js";
import type { PaymentMethodRow } from "../payments/payments.repo.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { ChargeResult, PaymentProvider } from "../payments/ports.js";
import type { Schemas, Space } from "../types.js";
import { grossOf, lineDiscountView } from "./coupons.rules.js";
import type { QuoteLine } from "./quote.rules.js";

export type Answer = Schemas["BillingChangeResponse"];

/**
 * A step of a billing change: an answer now, or provider calls to await after the unit commits
 * (inside the customer's billing lock). `run` never uses the unit's transaction (it is over by
 * then): it reads with `ctx.read` and writes in units of its own (`ctx.write`).
 */
export type Step<T> = { answer: T } | { run: () => Promise<T> };

/** How a paid change asks to be collected (attach's and update's fields). */
export interface CollectOptions {
  redirect_mode?: "always" | "if_required" | "never";
  success_url?: string;
}

/**
 * Collecting what a billing change invoiced (shared by attach and update):
 * the answer's invoice and preview lines, and the charge of the card on
 * file with its fallbacks (3-D Secure, a decline's checkout).
 */
export function collection(ctx: RevenueContext, core: PaymentsCore) {
  const invoiceAnswer = async (h: Handle, inv: InvoiceRow): Promise<Schemas["BillingInvoice"]> => ({
    id: inv.id,
    number: invoiceNumber(inv.number, await ctx.repos(h).payments.spaceMode(inv.space_id)),
    status: inv.status,
    stripe_id: inv.payment_ref ?? inv.id,
    provider: providerName(inv.provider),
    total: toMajor(inv.total, inv.currency),
    currency: inv.currency,
    hosted_invoice_url: await core.invoiceUrl(h, inv.space_id, inv.id),
  });

  const lineView = (l: QuoteLine, currency: string, fallbackPlan: string): Schemas["InvoicePreviewLineItem"] => ({
    display_name: l.feature_name ?? l.description,
    description: l.description,
    subtotal: toMajor(grossOf(l), currency),
    total: toMajor(l.amount, currency),
    ...(l.discounts?.length ? { discounts: l.discounts.map((d) => lineDiscountView(d, currency)) } : {}),
    plan_id: l.plan_id ?? fallbackPlan,
    feature_id: l.feature_id,
    ...(l.period_start !== null && l.period_end !== null ? { period: { start: l.period_start, end: l.period_end } } : {}),
    quantity: l.quantity ?? 1,
  });

  /**
   * Charges the card on file for `inv` (after the write unit, inside the billing lock): reads committed
   * data, writes in units of its own. The key is the invoice's current attempt (payments/attempts.rules):
   * an attach or update retried after a decline (the same open invoice, `supersedePending`) is a new
   * charge; one retried after no answer or a crash sends the same key, so the provider charges once.
   */
  async function chargeOnFile(space: Space, c: CustomerRow, provider: PaymentProvider, inv: InvoiceRow, method: PaymentMethodRow, body: CollectOptions, description: string): Promise<Answer> {
    let result: ChargeResult;
    const attempt = inv.charge_attempts;
    try {
      // The one charge path (a payment that needs 3-D Secure returns to the invoice's page).
      result = await core.chargeInvoice(space, c, provider, method, inv, { key: attemptKey(inv.id, attempt), description });
    } catch (err) {
      await ctx.write(async (tx) => await ctx.repos(tx).invoices.setPayment(inv.seq, null, null, "provider_unavailable"));
      throw err;
    }
    const redirect = body.redirect_mode ?? "if_required";
    const next = await ctx.write(async (tx): Promise<Step<Answer>> => {
      const { invoices, customers } = ctx.repos(tx);
      const now = ctx.nowFor(await customers.bySeq(c.seq));
      if (result.status === "succeeded") {
        await core.settle(tx, inv, result.paymentRef, now);
        return { answer: { customer_id: c.id, invoice: await invoiceAnswer(tx, (await invoices.bySeq(inv.seq))!), payment_url: null } };
      }
      await invoices.setPayment(inv.seq, provider.name, result.paymentRef, result.status === "failed" ? result.code : "requires_action");
      if (attemptEnds(result.status)) await invoices.endAttempt(inv.seq, attempt);
      if (result.status === "failed") await core.announceInvoice(tx, "invoice.payment_failed", inv);
      const invoice = await invoiceAnswer(tx, (await invoices.bySeq(inv.seq))!);
      if (result.status === "requires_action") {
        return { answer: { customer_id: c.id, invoice, payment_url: redirect === "never" ? null : result.actionUrl, required_action: { code: "3ds_required", reason: "The card needs authentication (3-D Secure)." } } };
      }
      const failed = { customer_id: c.id, invoice, required_action: { code: "payment_failed" as const, reason: result.message } };
      if (redirect === "never") return { answer: { ...failed, payment_url: null } };
      const s = await core.openCheckout(tx, space, c, { mode: "payment", invoiceSeq: inv.seq, successUrl: body.success_url ?? null, planName: description, provider: provider.name, now });
      // After this unit commits: the provider's checkout, recorded in a unit of its own.
      return { run: async () => ({ ...failed, payment_url: await core.startCheckout(space, c, provider, s, { amount: inv.total, currency: inv.currency }, description, null) }) };
    });
    return "answer" in next ? next.answer : next.run();
  }

  return { invoiceAnswer, lineView, chargeOnFile };
}
