/**
 * Money a provider took for an invoice that buys nothing any more: owed (`oweRefund`, inside the
 * unit that found it) and paid back through the provider after it (`refundsDue`, key
 * `refund_due_<seq>`; the `billing.refunds_due` job retries), a paid invoice's as a credit note.
 */
import type { Tx } from "../../platform/db/handle.js";
import type { QuoteLine } from "../billing/quote.rules.js";
import type { Mode } from "../../platform/tenancy/workspaces.repo.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import type { InvoiceWrites } from "./invoice-writes.js";
import type { ProviderCalls } from "./provider-calls.js";
import type { Providers } from "./providers.js";

export function refunds(ctx: RevenueContext, providers: Providers, calls: ProviderCalls, writes: InvoiceWrites) {
  /** The credit note of a refund of `amount` (minor units) of `inv`'s payment, paid by `refundRef` and linked to `inv` (inside a write). */
  async function creditNote(tx: Tx, inv: InvoiceRow, mode: Mode, amount: number, reason: string, refundRef: string, now: number): Promise<InvoiceRow> {
    const { invoices, customers } = ctx.repos(tx);
    const c = await customers.bySeq(inv.customer_seq);
    const planIds = JSON.parse(inv.plan_ids) as string[];
    const lines: QuoteLine[] = [{ description: `Refund of invoice ${inv.id}: ${reason}`, plan_id: planIds[0] ?? null, feature_id: null, feature_name: null, quantity: 1, amount: -amount, period_start: null, period_end: null }];
    const note = await writes.createInvoice(tx, { spaceId: inv.space_id, mode }, c, { status: "open", collection: "charge_automatically", currency: inv.currency, lines, planIds, provider: inv.provider, dueAt: null, pending: null, now });
    await invoices.markPaid(note.seq, now, refundRef);
    await invoices.linkCreditNote(note.seq, inv.seq, amount, reason, refundRef, now);
    await writes.announceInvoice(tx, "invoice.paid", note);
    return (await invoices.bySeq(note.seq))!;
  }

  return {
    /**
     * Gives back `amount` (minor units, checked by refund.rules against what is left) of a paid
     * invoice's provider payment: the provider's refund first (outside any unit; key
     * `refund_<invoice id>_<refunded before>`, the scheme of cancellation refunds, so a retry after
     * a failure part-way refunds nothing twice), then one unit books it on the invoice and as a
     * credit note linked to it. The caller holds the customer's billing lock. Answers the credit note.
     */
    async refundPaid(mode: Mode, inv: InvoiceRow, amount: number, reason: string): Promise<InvoiceRow> {
      const provider = providers.byName(mode, inv.provider ?? "");
      if (!provider || !inv.payment_ref) throw new RevenueError("invoice_not_refundable", `The ${inv.provider ?? "payment"} provider of invoice ${inv.id} is not connected in ${mode} mode.`);
      const paymentRef = inv.payment_ref;
      const { refundRef } = await calls.call("refund", () => provider.refund({ paymentRef, amount: { amount, currency: inv.currency }, idempotencyKey: `refund_${inv.id}_${inv.refunded}` }));
      return await ctx.write(async (tx) => {
        const { invoices, customers } = ctx.repos(tx);
        if (!(await invoices.addRefunded(inv.seq, amount))) throw new RevenueError("invoice_not_refundable", `Invoice ${inv.id} changed while it was refunded; reload it.`);
        return await creditNote(tx, inv, mode, amount, reason, refundRef, ctx.nowFor(await customers.bySeq(inv.customer_seq)));
      });
    },

    /**
     * Money a provider collected for an invoice that buys nothing any more (its change was in place
     * or superseded when the payment arrived, or the invoice was void): owed back through the
     * provider (inside a write). `refundsDue` pays it back after the write; the `billing.refunds_due`
     * job retries what failed.
     */
    async oweRefund(tx: Tx, inv: InvoiceRow, provider: string, paymentRef: string, amount: number, creditNote: boolean, reason: string, now: number): Promise<void> {
      if (amount <= 0) return;
      await ctx.repos(tx).payments.insertRefundDue({ space_id: inv.space_id, customer_seq: inv.customer_seq, invoice_seq: inv.seq, provider, payment_ref: paymentRef, amount, currency: inv.currency, credit_note: creditNote ? 1 : 0, reason, created_at: now });
    },

    /**
     * Pays back the refunds owed (of one customer, or all: null), each through its provider with
     * the key `refund_due_<seq>` (a retry refunds nothing twice). A refund of a paid invoice is
     * booked as a credit note. Call outside any unit (it calls the provider): it reads committed
     * data and writes each outcome in a unit of its own; a failure is kept for the next try.
     */
    async refundsDue(customerSeq: number | null): Promise<number> {
      let done = 0;
      const read = ctx.repos(ctx.read).payments;
      for (const r of await read.refundsDue(customerSeq)) {
        const mode = await read.spaceMode(r.space_id);
        const provider = providers.byName(mode, r.provider);
        try {
          if (!provider) throw new Error(`no ${r.provider} provider in ${mode} mode`);
          const { refundRef } = await calls.call("refund", () => provider.refund({ paymentRef: r.payment_ref, amount: { amount: r.amount, currency: r.currency }, idempotencyKey: `refund_due_${r.seq}` }));
          await ctx.write(async (tx) => {
            const { payments, invoices, customers } = ctx.repos(tx);
            if (!(await payments.refundDone(r.seq, refundRef))) return;
            if (r.credit_note !== 1) return;
            const inv = (await invoices.bySeq(r.invoice_seq))!;
            const now = ctx.nowFor(await customers.bySeq(r.customer_seq));
            await invoices.addRefunded(inv.seq, r.amount);
            await creditNote(tx, inv, mode, r.amount, r.reason, refundRef, now);
          });
          done++;
        } catch (err) {
          await ctx.write(async (tx) => await ctx.repos(tx).payments.refundFailed(r.seq, err instanceof Error ? err.message : String(err)));
        }
      }
      return done;
    },
  };
}
export type Refunds = ReturnType<typeof refunds>;
