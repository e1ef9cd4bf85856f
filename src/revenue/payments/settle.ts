/**
 * Settling an invoice, inside the unit that learnt it was paid (a charge's answer, a checkout,
 * invoices.mark_paid, a total of 0), every effect an explicit call in order: the change it holds
 * (one, or a multi-attach's several: all or none) re-checked (`standingOf`): no longer applying → voided (no money) or paid, `invoice.paid` and a
 * refund owed; else paid (conditional: a second report changes nothing) → `invoice.paid` → its
 * renewal paid, `past_due` cleared → billing currency fixed → the pending change applied
 * (`applyChange`) → an auto top-up's units (`topupPaid`).
 */
import type { Tx } from "../../platform/db/handle.js";
import { parsePending, type Standing } from "../billing/pending.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import type { InvoiceWrites } from "./invoice-writes.js";
import type { PendingChange, PendingChanges } from "./pending.js";
import type { Refunds } from "./refunds.js";

/** Why money that arrived for a change is given back. */
const OBSOLETE_REASON: Record<Exclude<Standing, "applies">, string> = {
  in_place: "The plan change this payment was for was already in place.",
  superseded: "The plan change this payment was for was superseded by another change.",
};

/** What a paid invoice of an auto top-up does (controls/topups.service.ts `topupPaid`), inside the settling unit. */
export type TopupPaid = (tx: Tx, inv: InvoiceRow, c: CustomerRow, at: number) => Promise<void>;

export function settlement(ctx: RevenueContext, reads: PendingChanges, writes: InvoiceWrites, owed: Pick<Refunds, "oweRefund">, applyChange: (tx: Tx, c: CustomerRow, change: PendingChange, now: number) => Promise<void>, topupPaid: TopupPaid) {
  /**
   * Marks an invoice paid and applies the change it holds (inside a write).
   * Idempotent: a second report of the same payment changes nothing.
   */
  async function settle(tx: Tx, inv: InvoiceRow, paymentRef: string | null, at: number): Promise<boolean> {
    const { invoices, customers, payments, cycle } = ctx.repos(tx);
    const pending = parsePending<PendingChange>(inv.pending_change);
    // Re-checked inside the billing lock: a change already in place or superseded is never applied twice;
    // the changes of one invoice (a multi-attach's) are applied together or not at all.
    const verdict = pending.length > 0 ? await reads.standingOf(tx, await customers.bySeq(inv.customer_seq), pending) : "applies";
    if (verdict !== "applies") {
      if (paymentRef === null || inv.provider === null || inv.total <= 0) return await writes.voidInvoice(tx, inv, at);
      // The provider took the money: the invoice is paid (a paid invoice is never voided), and refunded in full.
      if (!(await invoices.markPaid(inv.seq, at, paymentRef))) return false;
      await invoices.clearPending(inv.seq);
      await writes.announceInvoice(tx, "invoice.paid", inv);
      await owed.oweRefund(tx, inv, inv.provider, paymentRef, inv.total, true, OBSOLETE_REASON[verdict], at);
      return true;
    }
    if (!(await invoices.markPaid(inv.seq, at, paymentRef))) return false;
    await writes.announceInvoice(tx, "invoice.paid", inv);
    // A renewal's invoice paid (by a charge, a retry, invoices.mark_paid or a checkout): no longer past due.
    const renewal = await cycle.renewalOfInvoice(inv.seq);
    if (renewal && (renewal.status === "due" || renewal.status === "failed")) {
      await cycle.setRenewal(renewal.subscription_seq, renewal.period_end, { status: "paid", attempts: renewal.attempts, next: null });
      await cycle.setPastDue(renewal, false);
    }
    const c = await customers.bySeq(inv.customer_seq);
    await payments.fixBillingCurrency(c.seq, inv.currency);
    if (pending.length > 0) {
      for (const change of pending) await applyChange(tx, c, change, at);
      await invoices.clearPending(inv.seq);
    }
    // An auto top-up's invoice: its units added and `balance.auto_topup`, once (whoever paid it).
    await topupPaid(tx, inv, c, at);
    return true;
  }
  return settle;
}
