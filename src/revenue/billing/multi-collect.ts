/**
 * The one invoice of several plans attached together (billing.multi_attach, a schedule's first
 * phase) when one of them charges now: each plan decided as billing.attach decides it
 * (`AttachOptions.defer`), then one invoice with every plan's lines and every plan's change
 * (`pending_change` as an array), collected as attach collects its invoice (the card on file,
 * else one hosted checkout). The changes apply together when it is paid (`settle`), or not at all.
 */
import type { Tx } from "../../platform/db/handle.js";
import { RevenueError } from "../errors.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import type { RevenueContext } from "../context.js";
import type { PaymentMethodRow } from "../payments/payments.repo.js";
import type { PaymentsCore, PendingChange } from "../payments/payments.core.js";
import type { PaymentProvider } from "../payments/ports.js";
import type { Schemas, Space } from "../types.js";
import type { Answer, CollectOptions, Step } from "./billing.collect.js";
import { combineParts, type MultiPart } from "./multi.rules.js";
import { priceContext } from "./attach.load.js";

type ChargeOnFile = (space: Space, c: CustomerRow, provider: PaymentProvider, inv: InvoiceRow, method: PaymentMethodRow, body: CollectOptions, description: string) => Promise<Answer>;
type InvoiceAnswer = (h: Tx, inv: InvoiceRow) => Promise<Schemas["BillingInvoice"]>;

export function multiCollection(ctx: RevenueContext, core: PaymentsCore, chargeOnFile: ChargeOnFile, invoiceAnswer: InvoiceAnswer) {
  /**
   * Invoices `parts` together in the unit `tx` and says how it is collected: nothing to charge and
   * no card needed → applied now; a card needed for nothing now (a trial, usage in arrears) → applied
   * with a card on file, else a checkout of 0.00; a total → the card on file charged after the
   * unit commits (a decline: the invoice stays open, nothing attached, a checkout URL), else one
   * checkout. `redirect_mode: never` without a card: `payment_method_required`, nothing invoiced.
   */
  return async function collectTogether(tx: Tx, space: Space, customerId: string, parts: MultiPart<PendingChange>[], body: CollectOptions & { currency?: string }): Promise<Step<Answer>> {
    const { customers, payments, invoices } = ctx.repos(tx);
    const c = await customers.byId(space.spaceId, customerId);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${customerId}.`);
    const now = ctx.nowFor(c);
    const combined = combineParts(parts, (await priceContext(ctx, tx, c, body.currency)).currency);
    const changes = parts.map((p) => p.change);
    const provider = core.provider(space.mode);
    const redirect = body.redirect_mode ?? "if_required";
    const method = await payments.defaultMethod(c.seq);
    const usable = method && method.provider === provider.name ? method : undefined;
    const applyAll = async () => {
      for (const change of changes) await core.applyChange(tx, c, change, now);
    };
    const invoice = async (lines = combined.lines) =>
      await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: combined.currency, lines, planIds: combined.planIds, provider: provider.name, dueAt: null, pending: changes, now });
    const checkout = async (inv: InvoiceRow): Promise<Step<Answer>> => {
      const s = await core.openCheckout(tx, space, c, { mode: "payment", invoiceSeq: inv.seq, successUrl: body.success_url ?? null, planName: combined.description, provider: provider.name, now });
      return { run: async () => ({ customer_id: c.id, payment_url: await core.startCheckout(space, c, provider, s, { amount: inv.total, currency: inv.currency }, combined.description, null) }) };
    };
    const noCard = { customer_id: c.id, payment_url: null, required_action: { code: "payment_method_required" as const, reason: "The customer has no payment method on file; attach with redirect_mode if_required to get a checkout URL." } };

    if (combined.total === 0 && combined.needsCard) {
      if (usable && redirect !== "always") {
        await applyAll();
        return { answer: { customer_id: c.id, payment_url: null } };
      }
      if (redirect === "never") return { answer: noCard };
      const lines = [{ description: combined.description, plan_id: combined.planIds[0], feature_id: null, feature_name: null, quantity: 1, amount: 0, period_start: now, period_end: null }, ...combined.lines];
      return await checkout(await invoice(lines));
    }
    if (combined.total === 0) {
      if (combined.lines.length === 0) {
        await applyAll();
        return { answer: { customer_id: c.id, payment_url: null } };
      }
      const inv = await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: combined.currency, lines: combined.lines, planIds: combined.planIds, provider: null, dueAt: null, pending: changes, now });
      await core.settle(tx, inv, null, now);
      return { answer: { customer_id: c.id, invoice: await invoiceAnswer(tx, (await invoices.bySeq(inv.seq))!), payment_url: null } };
    }
    if (usable && redirect !== "always") {
      const inv = await invoice();
      return { run: () => chargeOnFile(space, c, provider, inv, usable, body, combined.description) };
    }
    if (redirect === "never") return { answer: noCard };
    return await checkout(await invoice());
  };
}
export type CollectTogether = ReturnType<typeof multiCollection>;
