import { afterCommit, type AfterCommit } from "../../platform/db/after-commit.js";
import type { Handle } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import { priceContext } from "../billing/attach.load.js";
import type { PriceContext, QuoteLine } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import { BASE_CURRENCY, parseRate, toMinor } from "../payments/money.rules.js";
import { attemptEnds, attemptKey } from "../payments/attempts.rules.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { ChargeResult } from "../payments/ports.js";
import { planState } from "../plans/plans.view.js";
import type { Schemas, Space } from "../types.js";
import type { InvoiceRow, RecordedUpdate } from "./invoices.repo.js";
import { assertIssuable, customLine, DAY_MS, DEFAULT_NET_TERMS_DAYS, isRecorded, type OneOffLine, planLines, previewOf, reissuedLines } from "./one-off.rules.js";

/** What the one-off operations share with the rest of invoices.* (invoices.service). */
export interface InvoiceReads {
  customerOf(h: Handle, space: Space, id: string): Promise<CustomerRow>;
  find(h: Handle, space: Space, id: string): Promise<InvoiceRow>;
  detail(h: Handle, r: InvoiceRow, withLines: boolean): Promise<Schemas["InvoiceDetail"]>;
  underLock<T>(h: Handle, r: InvoiceRow, fn: () => T | Promise<T>): Promise<T>;
}

type PlanAsk = Pick<Schemas["InvoicePlanLines"], "plan_id" | "version" | "feature_quantities" | "prorate">;

/**
 * invoices.create / insert / listTemplates / pay / reissue: one-off invoices Tandem computes and the
 * provider collects (Lago's one-off invoices), invoices recorded from elsewhere, and collecting or
 * reissuing an open one. Every write runs in the request's unit; `pay` awaits the provider after it.
 */
export function oneOffInvoices(ctx: RevenueContext, core: PaymentsCore, reads: InvoiceReads) {
  const { customerOf, find, detail, underLock } = reads;

  /** A catalog plan's lines (404 `plan_not_found`, an archived plan: 400). */
  async function linesOfPlan(h: Handle, space: Space, prices: PriceContext, p: PlanAsk, field: string, start: number, end: number | null): Promise<OneOffLine[]> {
    const { plans, features } = ctx.repos(h);
    const row = await (p.version === undefined ? plans.latest(space.spaceId, p.plan_id) : plans.byVersion(space.spaceId, p.plan_id, p.version));
    if (!row) throw new RevenueError("plan_not_found", `No plan ${p.plan_id}${p.version === undefined ? "" : ` version ${p.version}`}.`);
    const state = planState(row);
    if (state.archived) invalid(`${field}.plan_id`, "names an archived plan");
    const names = new Map((await features.list(space.spaceId)).map((f) => [f.id, f.name]));
    return planLines({ pricing: { plan: { id: row.id, state }, prices, featureName: (id) => names.get(id) ?? id }, field, featureQuantities: p.feature_quantities, prorate: p.prorate, start, end });
  }

  /** The provider that collects a one-off invoice (the mode's; null when none is connected), recorded with the invoice. */
  const collector = (space: Space): string | null => core.providers.forMode(space.mode)?.name ?? null;

  /** A Tandem-issued invoice that may be paid or reissued (an invoice recorded from elsewhere: 400). */
  const ownInvoice = (r: InvoiceRow, what: string): void => {
    if (isRecorded(r)) invalid("invoice_id", `names an invoice recorded from elsewhere (invoices.insert): its issuer ${what} it`);
  };

  return {
    async create(h: Handle, space: Space, body: Schemas["CreateInvoiceParams"]): Promise<Schemas["CreateInvoiceResponse"]> {
      const c = await customerOf(h, space, body.customer_id);
      const now = ctx.nowFor(c);
      const start = body.period_start ?? now;
      const end = body.period_end ?? null;
      if (end !== null && end <= start) invalid("period_end", "is not after period_start");
      const prices = await priceContext(ctx, h, c, undefined);
      const lines: OneOffLine[] = [];
      for (const [i, p] of (body.plans ?? []).entries()) lines.push(...(await linesOfPlan(h, space, prices, p, `plans[${i}]`, start, end)));
      for (const l of body.custom_line_items ?? []) lines.push(customLine(l, prices.currency, { start: body.period_start ?? null, end }));
      assertIssuable(lines, prices.currency);
      const dueAt = now + (body.net_terms_days ?? DEFAULT_NET_TERMS_DAYS) * DAY_MS;
      const preview = previewOf(lines, prices.currency, dueAt);
      if (body.preview === true) return { invoice: null, preview };
      const planIds = [...new Set((body.plans ?? []).map((p) => p.plan_id))];
      const invoice = await ctx.writeIn(h, async (tx) => {
        const inv = await core.createInvoice(tx, space, c, { status: "open", collection: "send_invoice", currency: prices.currency, lines, planIds, provider: collector(space), dueAt, pending: null, now });
        return await detail(tx, inv, true);
      });
      return { invoice, preview };
    },

    /** Inserts or updates (by the issuer's `stripe_id`) invoices issued elsewhere, in one unit. */
    async insert(h: Handle, space: Space, body: Schemas["InsertInvoicesParams"]): Promise<Schemas["InsertInvoicesResponse"]> {
      return await ctx.writeIn(h, async (tx) => {
        const { invoices } = ctx.repos(tx);
        const out: Schemas["InvoiceDetail"][] = [];
        for (const [i, x] of body.invoices.entries()) {
          const c = await customerOf(tx, space, x.customer_id);
          const currency = (x.currency ?? c.currency ?? BASE_CURRENCY).toLowerCase();
          const total = toMinor(x.total, currency);
          const paid = x.amount_paid === undefined || x.amount_paid === null ? (x.status === "paid" ? total : 0) : toMinor(x.amount_paid, currency);
          const refunded = toMinor(x.refunded_amount ?? 0, currency);
          if (refunded > paid) throw new RevenueError("invalid_amount", `invoices[${i}].refunded_amount is more than was paid.`);
          const u: RecordedUpdate = {
            status: x.status,
            currency,
            subtotal: total,
            total,
            amount_paid: paid,
            refunded,
            plan_ids: JSON.stringify(x.plan_ids ?? []),
            paid_at: x.status === "paid" ? x.created_at : null,
            voided_at: x.status === "void" ? x.created_at : null,
          };
          const existing = await invoices.byId(space.spaceId, x.stripe_id);
          let seq: number;
          if (existing) {
            if (!isRecorded(existing) || existing.payment_ref !== x.stripe_id) invalid(`invoices[${i}].stripe_id`, "names an invoice Tandem issued");
            if (existing.customer_seq !== c.seq) invalid(`invoices[${i}].customer_id`, `is not the customer invoice ${x.stripe_id} was recorded for`);
            await invoices.updateRecorded(existing.seq, u);
            seq = existing.seq;
          } else {
            seq = await invoices.insert({
              ...u,
              id: prefixedId("inv"),
              space_id: space.spaceId,
              customer_seq: c.seq,
              number: await invoices.nextNumber(space.spaceId),
              collection: "send_invoice",
              lines: "[]",
              provider: null,
              payment_ref: x.stripe_id,
              last_error: null,
              due_at: null,
              pending_change: null,
              created_at: x.created_at,
              source: "recorded",
            });
          }
          out.push(await detail(tx, (await invoices.bySeq(seq))!, false));
        }
        return { invoices: out };
      });
    },

    listTemplates: (body: Schemas["ListInvoiceTemplatesParams"]): Schemas["InvoiceTemplateList"] => ({ list: [], total: 0, limit: body.limit ?? 10, offset: body.offset ?? 0, has_more: false }),

    /**
     * Charges an open invoice to the customer's default payment method after the request's unit
     * (the provider may not be awaited inside one), under the customer's billing lock; what came
     * back is recorded in a unit of its own, as billing.attach's charge of the card on file. The
     * provider's idempotency key is the invoice's current attempt (payments/attempts.rules): a
     * decline ends it, so paying again (a new card, or the same one later) is a new charge; no
     * answer (or a crash before the answer is recorded) keeps it, so the retry charges at most once.
     */
    async pay(h: Handle, space: Space, body: Schemas["PayInvoiceParams"]): Promise<AfterCommit<Schemas["InvoiceResponse"]>> {
      const r = await find(h, space, body.invoice_id);
      ownInvoice(r, "collects");
      if (r.status !== "open") invalid("invoice_id", `names a ${r.status} invoice: only open invoices can be paid`);
      const provider = core.provider(space.mode);
      const c = (await ctx.repos(h).customers.bySeq(r.customer_seq))!;
      const method = await ctx.repos(h).payments.defaultMethod(c.seq);
      if (!method) invalid("invoice_id", `names an invoice of customer ${c.id}, who has no default payment method (billing.setup_payment saves one)`);
      return afterCommit(async () =>
        await underLock(ctx.read, r, async () => {
          const fresh = (await ctx.repos(ctx.read).invoices.bySeq(r.seq))!;
          if (fresh.status !== "open") invalid("invoice_id", `names a ${fresh.status} invoice: only open invoices can be paid`);
          let result: ChargeResult;
          const attempt = fresh.charge_attempts;
          try {
            result = await core.chargeInvoice(space, c, provider, method, fresh, { key: attemptKey(fresh.id, attempt), description: `Invoice ${fresh.id}` });
          } catch (err) {
            await ctx.write(async (tx) => await ctx.repos(tx).invoices.setPayment(fresh.seq, null, null, "provider_unavailable"));
            throw err;
          }
          return await ctx.write(async (tx) => {
            const { invoices, customers } = ctx.repos(tx);
            if (result.status === "succeeded") {
              await invoices.setPayment(fresh.seq, provider.name, null, null);
              await core.settle(tx, fresh, result.paymentRef, ctx.nowFor(await customers.bySeq(c.seq)));
            } else {
              await invoices.setPayment(fresh.seq, provider.name, result.paymentRef, result.status === "failed" ? result.code : "requires_action");
              if (attemptEnds(result.status)) await invoices.endAttempt(fresh.seq, attempt);
              if (result.status === "failed") await core.announceInvoice(tx, "invoice.payment_failed", fresh);
            }
            return { invoice: await detail(tx, (await invoices.bySeq(fresh.seq))!, true) };
          });
        }),
      );
    },

    /** Voids an open (or draft) invoice and issues its replacement in one unit: a new number, the original void. */
    async reissue(h: Handle, space: Space, body: Schemas["ReissueInvoiceParams"]): Promise<Schemas["ReissueInvoiceResponse"]> {
      const r = await find(h, space, body.invoice_id);
      ownInvoice(r, "reissues");
      if (r.status !== "open" && r.status !== "draft") invalid("invoice_id", `names a ${r.status} invoice: only open or draft invoices can be reissued`);
      if (r.pending_change !== null) invalid("invoice_id", "names an invoice that holds a plan change: void it and attach the plan again");
      const c = (await ctx.repos(h).customers.bySeq(r.customer_seq))!;
      const now = ctx.nowFor(c);
      if (body.net_terms_days === undefined && r.due_at !== null && r.due_at < now) invalid("net_terms_days", "is needed: the original invoice's due date has passed");
      const dueAt = body.net_terms_days === undefined ? r.due_at : now + body.net_terms_days * DAY_MS;
      // The replacement keeps the original's currency; plans added are priced in it (their own price, else the FX table).
      const rate = r.currency === BASE_CURRENCY ? null : await ctx.repos(h).payments.rate(BASE_CURRENCY, r.currency);
      const prices = { currency: r.currency, rate: rate === null ? null : parseRate(rate) };
      const added: OneOffLine[] = [];
      for (const [i, a] of (body.lines?.add ?? []).entries()) {
        const field = `lines.add[${i}]`;
        if (a.plan_id !== undefined) {
          if (a.amount !== undefined || a.description !== undefined) invalid(field, "is a plan (plan_id) or a custom charge (amount, description), not both");
          added.push(...(await linesOfPlan(h, space, prices, { plan_id: a.plan_id, version: a.version, feature_quantities: a.feature_quantities, prorate: a.prorate }, field, now, null)));
        } else {
          if (a.amount === undefined || a.description === undefined) invalid(field, "needs plan_id, or amount and description");
          added.push(customLine({ amount: a.amount, description: a.description }, r.currency, { start: null, end: null }));
        }
      }
      const lines = reissuedLines(r.id, JSON.parse(r.lines) as QuoteLine[], body.lines, added, r.currency);
      assertIssuable(lines, r.currency);
      const preview = previewOf(lines, r.currency, dueAt);
      if (body.preview === true) return { invoice: null, voided_invoice_id: null, credit_note_id: null, preview };
      const planIds = [...new Set([...(JSON.parse(r.plan_ids) as string[]), ...added.flatMap((l) => (l.plan_id === null ? [] : [l.plan_id]))])];
      return await underLock(h, r, async () =>
        await ctx.writeIn(h, async (tx) => {
          const { invoices } = ctx.repos(tx);
          // The original is voided first (its coupons given back), then the replacement takes the next number.
          if (!(await core.voidInvoice(tx, r, now))) invalid("invoice_id", `names a ${(await invoices.bySeq(r.seq))!.status} invoice: only open or draft invoices can be reissued`);
          const inv = await core.createInvoice(tx, space, c, { status: "open", collection: r.collection, currency: r.currency, lines, planIds, provider: collector(space), dueAt, pending: null, now });
          return { invoice: await detail(tx, inv, true), voided_invoice_id: r.id, credit_note_id: null, preview };
        }),
      );
    },
  };
}
