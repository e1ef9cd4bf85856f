import { afterCommit, type AfterCommit } from "../../platform/db/after-commit.js";
import type { Handle } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import type { CustomerLocks } from "../../platform/idempotency/customer-locks.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { Schemas, Space } from "../types.js";
import type { CreditNoteRow, InvoiceRow } from "./invoices.repo.js";
import { invoiceDetailView, invoiceView, paymentMethodView } from "./invoices.view.js";
import { isRecorded } from "./one-off.rules.js";
import { oneOffInvoices } from "./one-off.service.js";
import { toMajor } from "../payments/money.rules.js";
import { decideRefund, refundableOf } from "./refund.rules.js";

/**
 * One link of a credit note and an invoice it refunds, seen from one end: `invoice` is the other end
 * (the credit note on the refunded invoice's page, the refunded invoice on the credit note's), with
 * what was given back of that invoice's payment (major units), why, and the provider's refund.
 */
/** How an invoice was collected (the console's ConsoleInvoicePayment). */
export interface InvoicePayment {
  reference: string | null;
  paidAt: number | null;
  failedAttempts: number;
  lastError: string | null;
}

export interface CreditNote {
  invoice: Schemas["InvoiceDetail"];
  amount: number;
  reason: string;
  refundRef: string | null;
}

const cursorOf = (seq: number): string => Buffer.from(`inv:${seq}`).toString("base64url");
function seqOf(cursor: string): number {
  const m = /^inv:(\d{1,15})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!m) invalid("start_cursor", "is not a cursor of invoices.list");
  return Number(m[1]);
}

/**
 * invoices.* and payment_methods.*: reading, voiding and settling invoices; listing and removing
 * payment methods; one-off invoices (create, insert, pay, reissue: one-off.service.ts).
 */
export function invoicesService(ctx: RevenueContext, core: PaymentsCore, locks: CustomerLocks) {
  const customerOf = async (h: Handle, space: Space, id: string) => {
    const c = await ctx.repos(h).customers.byId(space.spaceId, id);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${id}.`);
    return c;
  };
  const find = async (h: Handle, space: Space, id: string): Promise<InvoiceRow> => {
    const r = await ctx.repos(h).invoices.byId(space.spaceId, id);
    if (!r) invalid("invoice_id", `names no invoice: ${id}`);
    return r;
  };
  const detail = async (h: Handle, r: InvoiceRow, withLines: boolean) => {
    const { customers, payments } = ctx.repos(h);
    const c = await customers.bySeq(r.customer_seq);
    return invoiceDetailView(r, c.anonymous === 1 ? null : c.id, await core.invoiceUrl(h, r.space_id, r.id), await payments.spaceMode(r.space_id), withLines);
  };
  /** A change of one customer's invoice runs under its billing lock, as billing changes do. */
  const underLock = async <T>(h: Handle, r: InvoiceRow, fn: () => T | Promise<T>): Promise<T> => await locks(`${r.space_id}:${(await ctx.repos(h).customers.bySeq(r.customer_seq)).id}`, fn);

  const oneOff = oneOffInvoices(ctx, core, { customerOf, find, detail, underLock });

  return {
    ...oneOff,
    /** `also`: the console's filters (a created-at range, an invoice number), which billing's invoices.list does not take. */
    async list(h: Handle, space: Space, body: Schemas["ListInvoicesParams"], also: { createdFrom?: number; createdBefore?: number; number?: number } = {}): Promise<Schemas["InvoiceList"]> {
      if (body.entity_id !== undefined && body.customer_id === undefined) invalid("entity_id", "needs customer_id");
      const limit = body.limit ?? 50;
      const c = body.customer_id === undefined ? undefined : await customerOf(h, space, body.customer_id);
      // Tandem keeps no invoices per entity, and reports every invoice as Stripe's (see invoiceView).
      if (body.entity_id !== undefined || (body.processor_types !== undefined && !body.processor_types.includes("stripe"))) return { list: [], next_cursor: null };
      const rows = await ctx.repos(h).invoices.list({ spaceId: space.spaceId, customerSeq: c?.seq, statuses: body.status, before: body.start_cursor ? seqOf(body.start_cursor) : undefined, ...also, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return { list: await Promise.all(page.map((r) => detail(h, r, false))), next_cursor: rows.length > limit ? cursorOf(page[page.length - 1].seq) : null };
    },

    get: async (h: Handle, space: Space, body: Schemas["InvoiceIdParams"]): Promise<Schemas["InvoiceDetail"]> => await detail(h, await find(h, space, body.invoice_id), true),

    /**
     * An invoice's credit notes (with their lines), oldest first: each with what it gave back (major
     * units), why and the provider's refund; what is left to refund; and, when the invoice is itself a
     * credit note, the invoices it refunds (without lines), oldest first; and how it was collected
     * (the provider's payment reference, when, failed attempts, the last failure).
     */
    async creditNotesOf(h: Handle, space: Space, invoiceId: string): Promise<{ refundable: number; notes: CreditNote[]; refunds: CreditNote[]; payment: InvoicePayment }> {
      const r = await find(h, space, invoiceId);
      const { invoices } = ctx.repos(h);
      const link = async (n: CreditNoteRow, withLines: boolean): Promise<CreditNote> => ({
        invoice: await detail(h, n, withLines),
        amount: toMajor(n.credited, n.currency),
        reason: n.credit_reason,
        refundRef: n.credit_refund_ref,
      });
      return {
        refundable: toMajor(refundableOf(r), r.currency),
        payment: { reference: r.payment_ref, paidAt: r.paid_at, failedAttempts: r.charge_attempts, lastError: r.status === "paid" ? null : r.last_error },
        notes: await Promise.all((await invoices.creditNotesOf(r.seq)).map((n) => link(n, true))),
        refunds: r.total < 0 ? await Promise.all((await invoices.refundedBy(r.seq)).map((n) => link(n, false))) : [],
      };
    },

    /**
     * Refunds a paid invoice's provider payment, in full (no `amount`) or in part (`amount` in its
     * currency's major unit), as a credit note (refund.rules: what may be refunded). Checked now and
     * again after the unit `h`, under the customer's billing lock (429 `billing_busy` while another
     * billing change of the customer runs), where the provider is called (refunds.refundPaid).
     */
    async refund(h: Handle, space: Space, body: { invoice_id: string; amount?: number; reason: string }): Promise<AfterCommit<{ invoice: Schemas["InvoiceDetail"]; credit_note: Schemas["InvoiceDetail"] }>> {
      const r = await find(h, space, body.invoice_id);
      decideRefund(r, body.amount);
      return afterCommit(async () =>
        await underLock(ctx.read, r, async () => {
          const fresh = (await ctx.repos(ctx.read).invoices.bySeq(r.seq))!;
          const note = await core.refundPaid(space.mode, fresh, decideRefund(fresh, body.amount), body.reason);
          return { invoice: await detail(ctx.read, (await ctx.repos(ctx.read).invoices.bySeq(r.seq))!, true), credit_note: await detail(ctx.read, note, true) };
        }),
      );
    },

    /** A draft or open invoice can no longer be paid; the plan change it held never happens. Announced as `invoice.voided`. */
    async void(h: Handle, space: Space, body: Schemas["VoidInvoiceParams"]): Promise<Schemas["InvoiceResponse"]> {
      const r = await find(h, space, body.invoice_id);
      if (isRecorded(r)) invalid("invoice_id", "names an invoice recorded from elsewhere (invoices.insert): its issuer voids it (insert it again with status void)");
      return await underLock(h, r, async () =>
        await ctx.writeIn(h, async (tx) => {
          const { invoices, customers } = ctx.repos(tx);
          // The coupons it used are given back (a `one_off` coupon applies to the next invoice instead); its checkouts close.
          if (!(await core.voidInvoice(tx, r, ctx.nowFor(await customers.bySeq(r.customer_seq))))) invalid("invoice_id", `names a ${(await invoices.bySeq(r.seq))!.status} invoice: only draft or open invoices can be voided`);
          return { invoice: await detail(tx, (await invoices.bySeq(r.seq))!, true) };
        }),
      );
    },

    /** Paid outside the provider: paid, and the plan change it held (if any) is applied. */
    async markPaid(h: Handle, space: Space, body: Schemas["MarkInvoicePaidParams"]): Promise<Schemas["InvoiceResponse"]> {
      const r = await find(h, space, body.invoice_id);
      if (isRecorded(r)) invalid("invoice_id", "names an invoice recorded from elsewhere (invoices.insert): insert it again with status paid");
      const now = ctx.nowFor(await ctx.repos(h).customers.bySeq(r.customer_seq));
      if (body.paid_at !== undefined && body.paid_at > now) invalid("paid_at", "is in the future");
      if (r.status !== "open" && r.status !== "uncollectible") invalid("invoice_id", `names a ${r.status} invoice: only open or uncollectible invoices can be marked paid`);
      return await underLock(h, r, async () =>
        await ctx.writeIn(h, async (tx) => {
          const { invoices } = ctx.repos(tx);
          const fresh = (await invoices.bySeq(r.seq))!;
          if (!(await core.settle(tx, fresh, null, body.paid_at ?? now))) invalid("invoice_id", `names a ${fresh.status} invoice: only open or uncollectible invoices can be marked paid`);
          return { invoice: await detail(tx, (await invoices.bySeq(r.seq))!, true) };
        }),
      );
    },

    async paymentMethods(h: Handle, space: Space, body: Schemas["ListPaymentMethodsParams"]): Promise<Schemas["PaymentMethodList"]> {
      return { list: (await ctx.repos(h).payments.methods((await customerOf(h, space, body.customer_id)).seq)).map(paymentMethodView) };
    },

    /**
     * Detaches the method at its provider, then forgets it (the default too: the customer then has
     * none). The provider call runs after the request's unit (it may not be awaited inside one), then
     * the method is forgotten in a unit of its own; without a provider it is forgotten in `h`'s unit.
     */
    async deletePaymentMethod(h: Handle, space: Space, body: Schemas["DeletePaymentMethodParams"]): Promise<Schemas["DeleteResult"] | AfterCommit<Schemas["DeleteResult"]>> {
      const c = await customerOf(h, space, body.customer_id);
      const m = await ctx.repos(h).payments.method(c.seq, body.payment_method_id);
      if (!m) invalid("payment_method_id", `names no payment method of customer ${c.id}`);
      const provider = core.providers.byName(space.mode, m.provider);
      if (!provider) {
        await ctx.writeIn(h, async (tx) => await ctx.repos(tx).payments.deleteMethod(c.seq, m.provider_id));
        return { success: true };
      }
      return afterCommit(async () => {
        await core.call("detach", async () => await provider.detachPaymentMethod({ customer: await core.providerCustomer(ctx.read, space, c, provider), providerPaymentMethodId: m.provider_id }));
        await ctx.write(async (tx) => await ctx.repos(tx).payments.deleteMethod(c.seq, m.provider_id));
        return { success: true };
      });
    },

    /** customers.get `expand: ["invoices"]`: newest first. */
    invoicesOf: async (h: Handle, customerSeq: number): Promise<Schemas["Invoice"][]> => {
      const { invoices, payments } = ctx.repos(h);
      return await Promise.all((await invoices.ofCustomer(customerSeq)).map(async (r) => invoiceView(r, await core.invoiceUrl(h, r.space_id, r.id), await payments.spaceMode(r.space_id))));
    },
    /** customers.get `expand: ["payment_method"]`: the default method, or null. */
    defaultMethodOf: async (h: Handle, customerSeq: number): Promise<Schemas["PaymentMethod"] | null> => {
      const m = await ctx.repos(h).payments.defaultMethod(customerSeq);
      return m ? paymentMethodView(m) : null;
    },
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;
