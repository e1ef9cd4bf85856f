import { profileOf } from "../../platform/tenancy/workspace.service.js";
import type { RevenueContext } from "../context.js";
import { parsePending } from "../billing/pending.rules.js";
import type { QuoteLine } from "../billing/quote.rules.js";
import type { PlanChangeService } from "../billing/update.service.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import { planState } from "../plans/plans.view.js";
import { completeCheckout, failCheckout } from "./checkout-completion.js";
import { renderInvoicePdf } from "./invoice-pdf.js";
import { formatMoney } from "./money.rules.js";
import type { CheckoutSessionRow } from "./payments.repo.js";
import type { PaymentsCore, PendingChange } from "./payments.core.js";
import type { CardInput, CheckoutOutcome, CheckoutView, HostedBilling, InvoiceView, PortalView, SavedPaymentMethod, Seller } from "./ports.js";
import type { CollectResult } from "./sandbox/sandbox.js";

const NOT_NEEDED = "This checkout is no longer needed: the plan change it was for is already in place or was replaced by another change. Nothing was charged.";

/** An invoice number as people read it: `INV-000042` (`INV-T-000042` in test mode); gap-free per mode. */
import { invoiceNumber } from "../invoices/invoice-number.js";

export { invoiceNumber };

/**
 * What the hosted pages read and do (checkout, 3-D Secure, portal, invoice):
 * every entry point resolves its token (unknown or expired → null) and only
 * ever reaches that token's customer. Card submissions take the customer's
 * billing lock, like API billing changes. The pages run outside any unit: every
 * entry point reads committed data (`ctx.read`) and writes in units of its own
 * (`ctx.write`), never across a provider call.
 */
export function hostedService(ctx: RevenueContext, core: PaymentsCore, changes?: PlanChangeService): HostedBilling & { invoicePay(token: string): Promise<string | null> } {
  const read = () => ctx.repos(ctx.read);
  const money = (amount: number, currency: string) => formatMoney({ amount, currency });
  const who = (c: CustomerRow) => ({ id: c.id, name: c.name, email: c.email });
  const testMode = async (spaceId: number) => (await read().payments.spaceMode(spaceId)) === "test";
  /** The workspace's identity, as the pages show the seller. */
  const sellerOf = async (spaceId: number): Promise<Seller> => {
    const w = (await ctx.workspaces(ctx.read).bySpace(spaceId))!;
    const p = profileOf(w);
    return { name: p.name, legalName: p.legalName, address: p.address, taxId: p.taxId, supportEmail: p.supportEmail, accentColor: p.accentColor, logoUrl: p.logoUrl };
  };
  // A discounted line shows its price, then each coupon's part as a row of its own: the rows sum to the total.
  // An invoice's lines name the service period each bills (`periods`); a checkout's list only what is paid now.
  const linesOf = (inv: InvoiceRow, periods = false) =>
    (JSON.parse(inv.lines) as QuoteLine[]).flatMap((l) => [
      {
        description: l.description,
        amount: money(l.subtotal ?? l.amount, inv.currency),
        ...(periods && l.period_start !== null && l.period_end !== null && { period: { start: l.period_start, end: l.period_end } }),
      },
      ...(l.discounts ?? []).map((d) => ({ description: `Discount: ${d.reward_name}${d.percent_off !== null ? ` (${d.percent_off}% off)` : ""}`, amount: money(-d.amount, inv.currency) })),
    ]);

  /** The open session behind a checkout token, or null. */
  const sessionOf = async (token: string): Promise<CheckoutSessionRow | null> => {
    const t = await core.token(ctx.read, "checkout", token);
    if (!t || t.ref === null) return null;
    const s = await read().payments.session(t.ref);
    return s && s.customer_seq === t.customer_seq ? s : null;
  };
  const invoiceOf = async (s: CheckoutSessionRow) => (s.invoice_seq === null ? null : ((await read().invoices.bySeq(s.invoice_seq)) ?? null));
  const dueOf = async (s: CheckoutSessionRow) => {
    const inv = await invoiceOf(s);
    return inv ? { amount: inv.total, currency: inv.currency } : null;
  };
  /** Open and payable: a session whose invoice was voided or paid otherwise is over. */
  const payable = async (s: CheckoutSessionRow) => s.status === "open" && s.expires_at > ctx.clock.now() && (s.invoice_seq === null || (await invoiceOf(s))?.status === "open");

  /** An open invoice whose plan change no longer applies: paying it would buy nothing. */
  const obsoleteInvoice = async (inv: InvoiceRow | null): Promise<boolean> =>
    inv !== null && inv.status === "open" && inv.pending_change !== null && (await core.standingOf(ctx.read, await read().customers.bySeq(inv.customer_seq), parsePending<PendingChange>(inv.pending_change))) !== "applies";
  const obsolete = async (s: CheckoutSessionRow) => await obsoleteInvoice(await invoiceOf(s));

  const busy: CheckoutOutcome = { outcome: "declined", code: "processing_error", message: "Another change of this account is in progress; try again in a moment." };

  /** Runs a card step under the customer's billing lock and records what the sandbox answered. */
  async function step(s: CheckoutSessionRow, collect: () => Promise<CollectResult>): Promise<CheckoutOutcome> {
    const customerId = (await read().customers.bySeq(s.customer_seq)).id;
    try {
      return await core.locked(s.space_id, customerId, async () => {
        const fresh = (await read().payments.session(s.id))!;
        if (!(await payable(fresh))) return fresh.status === "complete" ? { outcome: "complete" as const, successUrl: fresh.success_url } : { outcome: "declined" as const, code: "processing_error" as const, message: "This checkout is no longer open." };
        if (await obsolete(fresh)) {
          // The change it pays for is in place (or superseded): the invoice is voided before any money moves.
          await ctx.write(async (tx) => {
            const { invoices, customers } = ctx.repos(tx);
            await core.voidInvoice(tx, (await invoices.bySeq(fresh.invoice_seq!))!, ctx.nowFor(await customers.bySeq(fresh.customer_seq)));
          });
          return { outcome: "declined" as const, code: "processing_error" as const, message: NOT_NEEDED };
        }
        const r = await collect();
        const outcome = await ctx.write(async (tx): Promise<CheckoutOutcome> => {
          switch (r.status) {
            case "invalid":
              return { outcome: "invalid", field: r.field, message: r.message };
            case "declined":
              await failCheckout(ctx, tx, core, fresh, r.code);
              return { outcome: "declined", code: r.code, message: r.message };
            case "authenticate":
              await ctx.repos(tx).payments.setSessionState(fresh.seq, "open", JSON.stringify(r.method), null);
              return { outcome: "authenticate" };
            case "succeeded":
              await completeCheckout(ctx, tx, core, fresh, r.method, r.paymentRef);
              return { outcome: "complete", successUrl: fresh.success_url };
          }
        });
        // A payment that bought nothing (the change was in place by then) goes back before the page answers.
        if (r.status === "succeeded") await core.refundsDue(fresh.customer_seq);
        return outcome;
      });
    } catch (err) {
      if ((err as { code?: unknown }).code === "billing_busy") return busy;
      throw err;
    }
  }

  const invoiceView = async (inv: InvoiceRow, payUrl: string | null): Promise<InvoiceView> => {
    const { customers, payments } = read();
    const c = await customers.bySeq(inv.customer_seq);
    const mode = await payments.spaceMode(inv.space_id);
    return {
      number: invoiceNumber(inv.number, mode),
      status: inv.status,
      customer: who(c),
      currency: inv.currency,
      lines: linesOf(inv, true),
      subtotal: money(inv.subtotal, inv.currency),
      total: money(inv.total, inv.currency),
      amountDue: money(inv.status === "open" ? inv.total - inv.amount_paid : 0, inv.currency),
      createdAt: inv.created_at,
      dueAt: inv.due_at,
      paidAt: inv.paid_at,
      payUrl,
      authenticationRequired: inv.status === "open" && (inv.last_error === "authentication_required" || inv.last_error === "requires_action"),
      testMode: mode === "test",
      notice: await noticeOf(inv),
      creditNote: inv.total < 0,
      seller: await sellerOf(inv.space_id),
    };
  };
  /** What a customer is told of an invoice beyond its status: a refund of money that bought nothing, or why it cannot be paid. */
  const noticeOf = async (inv: InvoiceRow): Promise<string | null> => {
    const refunds = await read().payments.refundsOfInvoice(inv.seq);
    if (refunds.length > 0) {
      const r = refunds[refunds.length - 1];
      return r.status === "done" ? `Refunded ${money(r.amount, r.currency)}. ${r.reason}` : `A refund of ${money(r.amount, r.currency)} is on its way. ${r.reason}`;
    }
    return (await obsoleteInvoice(inv)) ? "This invoice can no longer be paid: the plan change it was for is already in place or was replaced by another change." : null;
  };
  /** The portal's status of an invoice: a refunded one says so. */
  const portalStatus = async (inv: InvoiceRow): Promise<string> => {
    const refunds = inv.status === "paid" || inv.status === "void" ? await read().payments.refundsOfInvoice(inv.seq) : [];
    if (refunds.some((r) => r.status === "due")) return "refund_pending";
    return refunds.length > 0 ? "refunded" : inv.status;
  };

  const invoiceByToken = async (token: string) => {
    const t = await core.token(ctx.read, "invoice", token);
    if (!t || t.ref === null) return null;
    const inv = await read().invoices.byId(t.space_id, t.ref);
    return inv && inv.customer_seq === t.customer_seq ? inv : null;
  };
  const portalCustomer = async (token: string) => {
    const t = await core.token(ctx.read, "portal", token);
    return t ? { t, c: await read().customers.bySeq(t.customer_seq) } : null;
  };

  /** The portal's "Cancel plan" / "Resume plan", under the customer's billing lock (as API changes). */
  async function portalPlanAction(token: string, subscriptionId: string, action: "cancel_end_of_cycle" | "uncancel"): Promise<boolean> {
    const p = await portalCustomer(token);
    if (!p || !changes) return false;
    try {
      return await core.locked(p.t.space_id, p.c.id, async () => await changes.portalCancel(ctx.read, p.t.space_id, await read().customers.bySeq(p.c.seq), subscriptionId, action));
    } catch (err) {
      if ((err as { code?: unknown }).code === "billing_busy") return false;
      throw err;
    }
  }

  return {
    async checkout(token) {
      const s = await sessionOf(token);
      if (!s) return null;
      const c = await read().customers.bySeq(s.customer_seq);
      const inv = await invoiceOf(s);
      const view: CheckoutView = {
        status: s.status === "complete" ? "complete" : (await payable(s)) ? "open" : "expired",
        mode: s.mode,
        customer: who(c),
        planName: s.plan_name,
        lines: inv ? linesOf(inv) : [],
        totalDueNow: inv ? money(inv.total, inv.currency) : null,
        nothingDueNow: s.mode === "setup" || inv === null || inv.total === 0,
        successUrl: s.success_url,
        testMode: await testMode(s.space_id),
        notNeeded: s.status !== "complete" && inv !== null && (inv.status === "void" || (await obsoleteInvoice(inv))),
        seller: await sellerOf(s.space_id),
      };
      if (view.notNeeded) view.status = "expired";
      return view;
    },

    async submitCard(token: string, card: CardInput) {
      const s = await sessionOf(token);
      if (!s) return { outcome: "declined", code: "processing_error", message: "This checkout link is unknown or has expired." };
      if (s.provider !== "sandbox") return { outcome: "declined", code: "processing_error", message: "This checkout is hosted by the payment provider." };
      return await step(s, async () => await core.providers.sandbox.collect(card, s.mode === "payment" ? await dueOf(s) : null));
    },

    async authenticate(token, ok) {
      const s = await sessionOf(token);
      if (!s || s.auth === null || s.provider !== "sandbox") return { outcome: "declined", code: "authentication_failed", message: "There is no authentication waiting for this checkout." };
      const method = JSON.parse(s.auth) as SavedPaymentMethod;
      return await step(s, async () => {
        const r = await core.providers.sandbox.authenticate(method, ok, s.mode === "payment" ? await dueOf(s) : null);
        if (r.status !== "succeeded") await ctx.write(async (tx) => await ctx.repos(tx).payments.setSessionState(s.seq, "open", null, "authentication_failed"));
        return r;
      });
    },

    async portal(token) {
      const p = await portalCustomer(token);
      if (!p) return null;
      const { c, t } = p;
      const { customers, plans, invoices, payments } = read();
      const view: PortalView = {
        customer: who(c),
        testMode: await testMode(t.space_id),
        returnUrl: t.return_url,
        plans: await Promise.all((await customers.subscriptions(c.seq)).map(async (s) => {
          const running = s.status === "active" && s.current_period_end !== null && s.current_period_end > ctx.clock.now();
          const pending = s.expires_at !== null || s.canceled_at !== null;
          return {
            id: s.id,
            name: planState((await plans.bySeq(s.plan_seq))!).name,
            status: s.status,
            currentPeriodEnd: s.current_period_end,
            startsAt: s.status === "scheduled" ? s.started_at : null,
            endsAt: s.expires_at,
            canCancel: changes !== undefined && running && !pending,
            canResume: changes !== undefined && s.status === "active" && pending,
          };
        })),
        invoices: await Promise.all((await invoices.ofCustomer(c.seq)).map(async (inv) => {
          const url = (await core.invoiceUrl(ctx.read, inv.space_id, inv.id)) ?? "";
          return { number: invoiceNumber(inv.number, await payments.spaceMode(inv.space_id)), status: await portalStatus(inv), total: money(inv.total, inv.currency), createdAt: inv.created_at, hostedUrl: url, pdfUrl: `${url}/pdf` };
        })),
        paymentMethods: (await payments.methods(c.seq)).map((m) => ({ id: m.provider_id, brand: m.brand ?? m.type, last4: m.last4 ?? "", expMonth: m.exp_month ?? 0, expYear: m.exp_year ?? 0, isDefault: m.is_default === 1 })),
        seller: await sellerOf(t.space_id),
      };
      return view;
    },

    async portalAddCard(token) {
      const p = await portalCustomer(token);
      if (!p) return null;
      const space = { spaceId: p.t.space_id, mode: await read().payments.spaceMode(p.t.space_id) };
      const provider = core.providers.forMode(space.mode);
      if (!provider) return null;
      const s = await ctx.write(async (tx) => await core.openCheckout(tx, space, p.c, { mode: "setup", invoiceSeq: null, successUrl: `${core.publicUrl}/portal/${token}`, planName: null, provider: provider.name, now: ctx.clock.now() }));
      await core.startCheckout(space, p.c, provider, s, null, "Add a payment method", `${core.publicUrl}/portal/${token}`);
      return s.token;
    },

    async portalRemoveCard(token, paymentMethodId) {
      const p = await portalCustomer(token);
      if (!p) return false;
      const m = await read().payments.method(p.c.seq, paymentMethodId);
      if (!m) return false;
      const mode = await read().payments.spaceMode(p.t.space_id);
      const provider = core.providers.byName(mode, m.provider);
      if (provider) await core.call("detach", async () => await provider.detachPaymentMethod({ customer: await core.providerCustomer(ctx.read, { spaceId: p.t.space_id, mode }, p.c, provider), providerPaymentMethodId: m.provider_id }));
      return await ctx.write(async (tx) => await ctx.repos(tx).payments.deleteMethod(p.c.seq, m.provider_id));
    },

    async portalMakeDefault(token, paymentMethodId) {
      const p = await portalCustomer(token);
      if (!p || !(await read().payments.method(p.c.seq, paymentMethodId))) return false;
      await ctx.write(async (tx) => await ctx.repos(tx).payments.setDefault(p.c.seq, paymentMethodId));
      return true;
    },

    async portalCancel(token, subscriptionId) {
      return await portalPlanAction(token, subscriptionId, "cancel_end_of_cycle");
    },

    async portalResume(token, subscriptionId) {
      return await portalPlanAction(token, subscriptionId, "uncancel");
    },

    async invoice(token) {
      const inv = await invoiceByToken(token);
      if (!inv) return null;
      const canPay = inv.status === "open" && !(await obsoleteInvoice(inv)) && core.providers.forMode(await read().payments.spaceMode(inv.space_id)) !== null;
      return await invoiceView(inv, canPay ? `${core.publicUrl}/invoice/${token}/pay` : null);
    },

    /** Starts a checkout for an open invoice (the invoice page's "Pay" link): answers the checkout URL, or null. */
    async invoicePay(token) {
      const inv = await invoiceByToken(token);
      if (!inv || inv.status !== "open" || (await obsoleteInvoice(inv))) return null;
      const mode = await read().payments.spaceMode(inv.space_id);
      const provider = core.providers.forMode(mode);
      if (!provider) return null;
      const c = await read().customers.bySeq(inv.customer_seq);
      const space = { spaceId: inv.space_id, mode };
      const s = await ctx.write(async (tx) => await core.openCheckout(tx, space, c, { mode: "payment", invoiceSeq: inv.seq, successUrl: null, planName: `Invoice ${invoiceNumber(inv.number, mode)}`, provider: provider.name, now: ctx.clock.now() }));
      return await core.startCheckout(space, c, provider, s, { amount: inv.total, currency: inv.currency }, `Invoice ${invoiceNumber(inv.number, mode)}`, null);
    },

    async invoicePdf(token) {
      const inv = await invoiceByToken(token);
      if (!inv) return null;
      const workspaces = ctx.workspaces(ctx.read);
      const w = await workspaces.bySpace(inv.space_id);
      const logo = w ? await workspaces.logo(w.id) : undefined;
      return await renderInvoicePdf(await invoiceView(inv, null), logo ? { bytes: logo.logo, type: logo.logo_type } : undefined);
    },
  };
}
export type HostedService = ReturnType<typeof hostedService>;
