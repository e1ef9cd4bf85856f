import type { Tx } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import type { CheckoutSessionRow } from "./payments.repo.js";
import type { PaymentsCore } from "./payments.core.js";
import type { SavedPaymentMethod } from "./ports.js";

/**
 * The end of a hosted checkout, whoever reports it (the sandbox's card form
 * or a Stripe webhook), inside a unit (`tx`): the method is saved as the
 * customer's default, the session completes, and its invoice (if still
 * open) is settled, which applies the plan change it held (unless it is
 * in place or superseded by then: `PaymentsCore.settle`). A payment for an
 * invoice that is void or paid already is owed back (`refundsDue`). Idempotent.
 */
export async function completeCheckout(ctx: RevenueContext, tx: Tx, core: PaymentsCore, s: CheckoutSessionRow, method: SavedPaymentMethod, paymentRef: string | null): Promise<void> {
  const { payments, invoices, customers, cycle } = ctx.repos(tx);
  const now = ctx.nowFor(await customers.bySeq(s.customer_seq));
  const fresh = (await payments.session(s.id))!;
  if (fresh.status === "complete") return;
  await payments.saveMethod(
    {
      space_id: s.space_id,
      customer_seq: s.customer_seq,
      provider: s.provider,
      provider_id: method.providerPaymentMethodId,
      type: method.type,
      brand: method.card?.brand ?? null,
      last4: method.card?.last4 ?? null,
      exp_month: method.card?.expMonth ?? null,
      exp_year: method.card?.expYear ?? null,
      created_at: now,
    },
    true,
  );
  await payments.setSessionState(s.seq, "complete", null, null);
  // A new default card: renewals in dunning are retried at once (by the next run of the billing cycle).
  await cycle.retryNow(s.customer_seq, now);
  if (s.invoice_seq !== null) {
    const inv = await invoices.bySeq(s.invoice_seq);
    if (inv && (inv.status === "open" || inv.status === "draft")) await core.settle(tx, inv, paymentRef, now);
    else if (inv && s.mode === "payment" && paymentRef !== null && paymentRef !== inv.payment_ref) {
      // Money for an invoice that was voided (superseded) or paid otherwise meanwhile: given back, nothing bought.
      await core.oweRefund(tx, inv, s.provider, paymentRef, inv.total, false, inv.status === "void" ? "The invoice this payment was for had been voided." : "The invoice this payment was for was already paid.", now);
    }
  }
}

/** A failed payment of a session: the reason is kept on the session and its invoice (which stays open). */
export async function failCheckout(ctx: RevenueContext, tx: Tx, core: PaymentsCore, s: CheckoutSessionRow, code: string): Promise<void> {
  const { payments, invoices } = ctx.repos(tx);
  await payments.setSessionState(s.seq, "open", null, code);
  if (s.invoice_seq !== null) await invoices.setPayment(s.invoice_seq, null, null, code);
  if (s.invoice_seq !== null) await core.announceInvoice(tx, "invoice.payment_failed", { seq: s.invoice_seq, space_id: s.space_id });
}
