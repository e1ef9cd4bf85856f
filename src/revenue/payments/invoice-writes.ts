/**
 * An invoice's writes before it is paid, inside the caller's unit (`tx` first): created (the next
 * gap-free number, coupons used, its link, `invoice.created`; a plan change's at most once:
 * `supersedePending`), voided (coupons back, checkouts closed, `invoice.voided`), announced.
 */
import type { Tx } from "../../platform/db/handle.js";
import { prefixedId } from "../../platform/ids.js";
import { assertInvoiceBound } from "../billing/amounts.rules.js";
import { couponsUsed, subtotalOf, totalOf } from "../billing/coupons.rules.js";
import { conflicts, sameChanges, slotsOf, storePending } from "../billing/pending.rules.js";
import type { QuoteLine } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { InvoiceRow, NewInvoice } from "../invoices/invoices.repo.js";
import type { Space } from "../types.js";
import { invoiceEventData, type InvoiceEventKind } from "../webhooks/invoice-events.js";
import type { PageLinks } from "./links.js";
import type { PendingChange, PendingChanges } from "./pending.js";
import { TOKEN_TTL_MS } from "./tokens.rules.js";

export function invoiceWrites(ctx: RevenueContext, links: PageLinks, pending: PendingChanges) {
  const { targetOf, openPending } = pending;
  /** Every slot `changes` occupy (`slotsOf`); null when none of their plans exists any more. */
  const slotsOfAll = async (tx: Tx, changes: PendingChange[]): Promise<string[] | null> => {
    const out: string[] = [];
    let found = false;
    for (const change of changes) {
      const target = await targetOf(tx, change);
      if (!target) continue;
      found = true;
      out.push(...slotsOf(change, target));
    }
    return found ? out : null;
  };
  const writes = {
    /** Announces an invoice event (billing webhooks) with the invoice as it is now, inside the write that changed it. */
    async announceInvoice(tx: Tx, kind: InvoiceEventKind, invoice: { seq: number; space_id: number }): Promise<void> {
      // Read as it is now, and only when a webhook receives the event (a renewal announces two): built inside `emit`, in this unit.
      await ctx.notify.emit(tx, invoice.space_id, kind, async () => {
        const { invoices, customers } = ctx.repos(tx);
        const inv = (await invoices.bySeq(invoice.seq))!;
        return invoiceEventData(kind, inv, (await customers.bySeq(inv.customer_seq)).id, await links.invoiceUrl(tx, inv.space_id, inv.id));
      });
    },

    /**
     * Voids a draft or open invoice (inside a write): the change it held never happens, the coupons
     * it used are given back, its checkouts close; announced as `invoice.voided`. False when it was
     * neither draft nor open.
     */
    async voidInvoice(tx: Tx, inv: InvoiceRow, now: number): Promise<boolean> {
      const { invoices, payments, rewards } = ctx.repos(tx);
      if (!(await invoices.void(inv.seq, now))) return false;
      for (const u of couponsUsed(JSON.parse(inv.lines) as QuoteLine[])) await rewards.releaseApplied(u.redemption_id, u.amount);
      await payments.expireSessionsOf(inv.seq);
      await writes.announceInvoice(tx, "invoice.voided", inv);
      return true;
    },

    /**
     * A new invoice with the next gap-free number of the space (inside a write); lines past the
     * invoice bound (billing/amounts.rules): 400 `invalid_amount`, nothing written.
     * The coupons its lines used are recorded as applied in the same write (a
     * `one_off` coupon is then used up; voiding the invoice gives it back).
     */
    async createInvoice(tx: Tx, space: Space, c: CustomerRow, x: {
      status: "open" | "draft";
      collection: InvoiceRow["collection"];
      currency: string;
      lines: QuoteLine[];
      planIds: string[];
      provider: string | null;
      dueAt: number | null;
      /** The plan change(s) it pays for, applied together when it is paid (several: a multi-attach's). */
      pending: PendingChange | PendingChange[] | null;
      now: number;
    }): Promise<InvoiceRow> {
      // The last guard of the invoice bound (callers quote within it first): nothing past it is ever stored.
      assertInvoiceBound(x.lines, x.currency);
      const { invoices, rewards } = ctx.repos(tx);
      const total = totalOf(x.lines);
      const pending = x.pending === null ? [] : Array.isArray(x.pending) ? x.pending : [x.pending];
      if (pending.length > 0) {
        const same = await writes.supersedePending(tx, c, pending, total, x.now);
        if (same) return same;
      }
      const row: NewInvoice = {
        id: prefixedId("inv"),
        space_id: space.spaceId,
        customer_seq: c.seq,
        number: await invoices.nextNumber(space.spaceId),
        status: x.status,
        collection: x.collection,
        currency: x.currency,
        subtotal: subtotalOf(x.lines),
        total,
        amount_paid: 0,
        refunded: 0,
        lines: JSON.stringify(x.lines),
        plan_ids: JSON.stringify(x.planIds),
        provider: x.provider,
        payment_ref: null,
        last_error: null,
        due_at: x.dueAt,
        paid_at: null,
        voided_at: null,
        pending_change: storePending(pending),
        created_at: x.now,
        source: "issued",
      };
      const seq = await invoices.insert(row);
      for (const u of couponsUsed(x.lines)) await rewards.recordApplied(u.redemption_id, u.amount);
      await links.ensureInvoiceLink(tx, space.spaceId, c.seq, row.id, x.now);
      await writes.announceInvoice(tx, "invoice.created", { seq, space_id: row.space_id });
      return { ...row, seq, charge_attempts: 0 };
    },

    /**
     * Before plan changes are invoiced (inside the write): a customer's pending change has at most
     * one payable invoice. An open invoice holding the same changes (created within a checkout's
     * lifetime) is answered instead of a new one (its checkout is handed back, its charge retried
     * under the same idempotency key); open invoices of changes any of them conflicts with (the
     * same plan, subscription or group) are voided, and their checkouts closed (an invoice of
     * several changes is voided whole: they are paid together or not at all).
     */
    async supersedePending(tx: Tx, c: CustomerRow, changes: PendingChange[], total: number, now: number): Promise<InvoiceRow | null> {
      const slots = await slotsOfAll(tx, changes);
      if (slots === null) return null;
      let same: InvoiceRow | null = null;
      for (const p of await openPending(tx, c.seq)) {
        const other = await slotsOfAll(tx, p.changes);
        if (other !== null && !conflicts(slots, other)) continue;
        const reusable = same === null && p.inv.status === "open" && p.inv.created_at > now - TOKEN_TTL_MS.checkout && sameChanges(changes, total, p.changes, p.inv.total);
        if (reusable) same = p.inv;
        else await writes.voidInvoice(tx, p.inv, now);
      }
      return same;
    },
  };
  return writes;
}
export type InvoiceWrites = ReturnType<typeof invoiceWrites>;
