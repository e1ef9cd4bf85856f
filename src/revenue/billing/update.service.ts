import { afterCommit, type AfterCommit } from "../../platform/db/after-commit.js";
import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow, SubscriptionRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import { toMajor } from "../payments/money.rules.js";
import type { PaymentsCore, PendingChange } from "../payments/payments.core.js";
import type { PaymentProvider } from "../payments/ports.js";
import type { PlanRow } from "../plans/plans.repo.js";
import type { PlanState } from "../plans/plans.rules.js";
import { canonical, customizePlan } from "../plans/plans.rules.js";
import { planState, subscriptionPlan } from "../plans/plans.view.js";
import type { Schemas, Space } from "../types.js";
import { featureLookupOf, priceContext } from "./attach.load.js";
import { naming } from "./multi.rules.js";
import { type Answer, collection, type Step } from "./billing.collect.js";
import type { RewardsService } from "../rewards/rewards.service.js";
import { subtotalOf, totalOf } from "./coupons.rules.js";
import type { QuoteLine } from "./quote.rules.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";
import { allocateRefund, cancelRefund, checkUpdateBody, multiUpdateBodies, pickSubscription, quoteUpdate, refundLines, runningPeriod, type UpdateIntent, type UpdateQuote } from "./update.rules.js";

type UpdateBody = Schemas["UpdateSubscriptionParams"];
type CancelAction = "cancel_immediately" | "cancel_end_of_cycle" | "uncancel";

/** One of the customer's subscriptions with its plan. */
interface Sub {
  row: SubscriptionRow;
  id: string;
  planId: string;
  status: string;
  plan: PlanRow;
  state: PlanState;
}

/** A provider payment for a plan, and what it can still refund. */
interface Payment {
  inv: InvoiceRow;
  provider: PaymentProvider;
  refundable: number;
}

/** How many of a period's payments a refund may be spread over (newest first). */
const NOTHING_TO_CHANGE = "or version or customize or cancel_action is needed: there is nothing to change";

const REFUND_PAYMENTS = 10;

/** Why billing refunded (the credit note's reason on each invoice it refunds): a cancel now, or a change that costs less. */
type RefundReason = "cancellation" | "downgrade";

/**
 * The last invoice of a plan that ends now (cancel_immediately): the billing cycle's own final
 * invoice, handed in by the composition root (src/revenue/services.ts). The plan's usage not billed
 * yet, up to the end, is invoiced in arrears inside the end's write, claimed once in rv_renewals
 * (kind `end`), then charged after the write as a renewal is (a failure is dunned by the cycle).
 */
export interface EndUsage {
  /** Invoices it (inside the end's unit `tx`, before the subscription goes): whether a charge is due. */
  invoiceEnd(tx: Tx, subscriptionSeq: number, at: number): Promise<boolean>;
  /**
   * Charges what `invoiceEnd` invoiced (after the end's unit committed, inside the billing lock:
   * it reads committed data and writes in units of its own); the invoice as settled.
   */
  chargeEnd(subscriptionSeq: number, at: number): Promise<InvoiceRow | undefined>;
  /** What `invoiceEnd` would invoice now (a read through `h`; null: nothing). */
  previewEnd(h: Handle, subscriptionSeq: number, at: number): Promise<{ currency: string; lines: QuoteLine[] } | null>;
}

/** What a cancel (or uncancel) decides, before anything changes. */
interface CancelDecision {
  intent: UpdateIntent;
  /** The boundary it ends at (cancel at the end of the cycle), else null. */
  at: number | null;
  refund: number;
  lines: QuoteLine[];
  /** The payments the refund goes back to, newest first. */
  payments: Payment[];
  /** The group's default plan that comes back (now or at `at`). */
  comesBack: PlanRow | undefined;
}

/**
 * billing.update, billing.preview_update, billing.cancel / cancel, and the
 * portal's "Cancel plan" / "Resume plan". Decide in the request's write unit
 * (its `tx`), await the provider after it commits (a charge or a refund; the
 * platform holds the customer's billing lock), then settle in a unit of its own
 * (`ctx.write`), never through the decided unit's `tx` — as attach does. A charge
 * follows attach's flow (card on file, else hosted checkout; the change
 * applies when paid); a refund goes back to the last payment through the
 * provider (idempotency key from the refunded invoice), and is recorded as a
 * credit note: an invoice with a negative total, `paid`, whose
 * `stripe_id` is the refund's reference, and as `refunded_amount` on the
 * invoice it refunds.
 */
export function planChangeService(ctx: RevenueContext, core: PaymentsCore, subscriptions: SubscriptionsService, rewards: RewardsService, usage: EndUsage) {
  const { invoiceAnswer, lineView, chargeOnFile } = collection(ctx, core);

  async function customerOf(h: Handle, space: Space, customerId: string): Promise<CustomerRow> {
    const c = await ctx.repos(h).customers.byId(space.spaceId, customerId);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${customerId}.`);
    return c;
  }

  const subsOf = async (h: Handle, c: CustomerRow): Promise<Sub[]> => {
    const { customers, plans } = ctx.repos(h);
    return await Promise.all(
      (await customers.subscriptions(c.seq)).map(async (row) => {
        const plan = (await plans.bySeq(row.plan_seq))!;
        return { row, id: row.id, planId: plan.id, status: row.status, plan, state: subscriptionPlan(plan, row.custom_def) };
      }),
    );
  };

  /** The provider payments for `planId` since `since` (the period's start), newest first, whose provider is connected. */
  async function paymentsFor(h: Handle, space: Space, c: CustomerRow, planId: string, since: number | null): Promise<Payment[]> {
    const out: Payment[] = [];
    for (const inv of await ctx.repos(h).invoices.providerPayments(c.seq, planId, since ?? 0, since === null ? 1 : REFUND_PAYMENTS)) {
      const provider = core.providers.byName(space.mode, inv.provider!);
      if (provider) out.push({ inv, provider, refundable: Math.max(0, inv.amount_paid - inv.refunded) });
    }
    return out;
  }
  const refundableOf = (ps: Payment[]) => ps.reduce((a, p) => a + p.refundable, 0);

  async function decideCancel(h: Handle, space: Space, c: CustomerRow, sub: Sub, action: CancelAction, refundKind: "prorated" | "full" | undefined, now: number): Promise<CancelDecision> {
    const none = { at: null, refund: 0, lines: [], payments: [], comesBack: undefined };
    if (action === "uncancel") {
      if (sub.status !== "active") invalid("cancel_action", `uncancel needs an active subscription; ${sub.id} is ${sub.status}`);
      return { ...none, intent: sub.row.expires_at === null && sub.row.canceled_at === null ? "none" : "uncancel" };
    }
    const period = runningPeriod(sub.row.current_period_start, sub.row.current_period_end, now);
    const comesBack = sub.status === "active" ? (await subscriptions.comesBack(h, c, sub))?.row : undefined;
    if (action === "cancel_end_of_cycle" && period !== null && sub.status === "active") {
      return { ...none, intent: "cancel_end_of_cycle", at: period.end, comesBack };
    }
    const ps = sub.status === "active" && refundKind !== undefined ? await paymentsFor(h, space, c, sub.planId, refundKind === "full" ? null : (period?.start ?? null)) : [];
    const paid = (await ctx.repos(h).billing.paidOf(sub.row.seq))?.period_paid ?? 0;
    const refund = cancelRefund(refundKind, paid, period, now, refundableOf(ps), ps[0]?.refundable ?? 0);
    return { intent: "cancel_immediately", at: null, refund, lines: refundLines(refund, sub.planId, sub.state.name, refundKind, now, period?.end ?? null), payments: ps, comesBack };
  }

  /**
   * Refunds `amount` over `ps` (newest first), then records the credit note and applies `apply`
   * (after the write unit, inside the billing lock: `apply` runs in the credit note's own unit, `tx`).
   * Every provider refund carries the key `refund_<invoice id>_<refunded before>`: a retry after a
   * failure part-way refunds nothing twice. In the same unit, each invoice refunded gets its
   * `refunded` raised and a credit-note link (rv_credit_notes: its part, its provider refund,
   * `reason`), as the console's Refund records one: the invoice's page lists it.
   */
  async function refundThen(space: Space, c: CustomerRow, ps: Payment[], amount: number, lines: QuoteLine[], planId: string, reason: RefundReason, apply: (tx: Tx, now: number) => Promise<void>): Promise<Answer> {
    const parts = allocateRefund(amount, ps.map((p) => p.refundable));
    const refunded: { p: Payment; part: number; ref: string }[] = [];
    for (const [i, p] of ps.entries()) {
      if (parts[i] === 0) continue;
      const { refundRef } = await core.call("refund", () =>
        p.provider.refund({ paymentRef: p.inv.payment_ref!, amount: { amount: parts[i], currency: p.inv.currency }, idempotencyKey: `refund_${p.inv.id}_${p.inv.refunded}` }),
      );
      refunded.push({ p, part: parts[i], ref: refundRef });
    }
    return await ctx.write(async (tx) => {
      const { customers, invoices } = ctx.repos(tx);
      const now = ctx.nowFor(await customers.bySeq(c.seq));
      for (const r of refunded) await invoices.addRefunded(r.p.inv.seq, r.part);
      const note = await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: ps[0].inv.currency, lines, planIds: [planId], provider: ps[0].provider.name, dueAt: null, pending: null, now });
      await invoices.markPaid(note.seq, now, refunded[0]?.ref ?? null);
      for (const r of refunded) await invoices.linkCreditNote(note.seq, r.p.inv.seq, r.part, reason, r.ref, now);
      await core.announceInvoice(tx, "invoice.paid", note);
      await apply(tx, now);
      return { customer_id: c.id, invoice: await invoiceAnswer(tx, (await invoices.bySeq(note.seq))!), payment_url: null };
    });
  }

  /**
   * After the unit that ended `sub` committed, when its usage not billed yet made a last invoice:
   * charges it (the cycle's charge: card on file, dunning on failure; in units of its own). The
   * answer's `invoice` is `answer`'s (a refund's credit note), else that last invoice.
   */
  async function chargeEnd(sub: Sub, at: number, answer: Answer): Promise<Answer> {
    const inv = await usage.chargeEnd(sub.row.seq, at);
    return answer.invoice || !inv ? answer : { ...answer, invoice: await invoiceAnswer(ctx.read, inv) };
  }

  /**
   * Ends `sub` now (inside the unit `tx`): its usage not billed yet invoiced in arrears first (the
   * cycle's `invoiceEnd`), then `subscriptions.end` (`customer.plan.canceled`, the group's
   * scheduled plans dropped, its default plan back, balances). Answers whether that last invoice
   * is to be charged (`chargeEnd` after the commit).
   */
  async function endNow(tx: Tx, c: CustomerRow, sub: Sub, at: number): Promise<boolean> {
    const due = await usage.invoiceEnd(tx, sub.row.seq, at);
    await subscriptions.end(tx, c, sub.row, sub, { event: "customer.plan.canceled", at, cancel: true });
    return due;
  }

  /** Applies a cancel decision (inside the write unit `tx`): at once, or after the refund; a last invoice of usage is charged after. */
  async function applyCancel(tx: Tx, space: Space, c: CustomerRow, sub: Sub, d: CancelDecision, now: number): Promise<Step<Answer>> {
    const done = { answer: { customer_id: c.id, payment_url: null } };
    switch (d.intent) {
      case "none":
        return done;
      case "uncancel":
        await subscriptions.uncancel(tx, c, sub.row, sub);
        return done;
      case "cancel_end_of_cycle":
        await subscriptions.endAt(tx, c, sub.row, sub, d.at!, now);
        return done;
      default:
        if (d.refund > 0) {
          // After this unit commits: the refunds, then the end in the credit note's unit (never this `tx`).
          return {
            run: async () => {
              let ended: number | null = null;
              const answer = await refundThen(space, c, d.payments, d.refund, d.lines, sub.planId, "cancellation", async (tx2, at) => {
                if (await endNow(tx2, c, sub, at)) ended = at;
              });
              return ended === null ? answer : await chargeEnd(sub, ended, answer);
            },
          };
        }
        if (!(await endNow(tx, c, sub, now))) return done;
        return { run: () => chargeEnd(sub, now, done.answer) };
    }
  }

  /**
   * The plan `sub` moves to: `version`'s (else its own version), customized by `customize` (on
   * top of that version when one is named, else of the subscription's plan, its customization
   * included). `custom`: the customized definition to store, null to go back to the version's,
   * undefined to keep the subscription's (quantities only).
   */
  async function targetOf(h: Handle, space: Space, sub: Sub, body: UpdateBody): Promise<{ target: PlanRow; state: PlanState; custom: string | null | undefined }> {
    let target = sub.plan;
    if (body.version !== undefined) {
      const row = await ctx.repos(h).plans.byVersion(space.spaceId, sub.planId, body.version);
      if (!row) throw new RevenueError("plan_not_found", `No plan ${sub.planId} version ${body.version}.`);
      target = row;
    }
    const own = planState(target);
    if (body.customize === undefined) {
      if (body.version === undefined) return { target, state: sub.state, custom: undefined };
      return { target, state: own, custom: sub.row.custom_def ? null : undefined };
    }
    const state = customizePlan(body.version !== undefined ? own : sub.state, body.customize, await featureLookupOf(ctx, h, space.spaceId));
    return canonical(state.def) === canonical(own.def) ? { target, state: own, custom: sub.row.custom_def ? null : undefined } : { target, state, custom: JSON.stringify(state.def) };
  }

  /**
   * The quote of a quantity, version or customization change of `sub`, discounted by the
   * customer's coupons and the body's `discounts` (redeemed in the update's write when `redeem`,
   * simulated for the preview).
   */
  async function quoteOf(h: Handle, space: Space, c: CustomerRow, sub: Sub, body: UpdateBody, now: number, redeem: boolean): Promise<{ target: PlanRow; custom: string | null | undefined; q: UpdateQuote; payments: Payment[] }> {
    if (sub.status !== "active") invalid("subscription_id", `names ${sub.id}, which is scheduled: cancel it, or change it once it is active`);
    const { target, state: targetState, custom } = await targetOf(h, space, sub, body);
    const { billing, features } = ctx.repos(h);
    const stored = await billing.paidOf(sub.row.seq);
    const names = new Map((await features.list(space.spaceId)).map((f) => [f.id, f.name]));
    const period = runningPeriod(sub.row.current_period_start, sub.row.current_period_end, now);
    const ps = period === null ? [] : await paymentsFor(h, space, c, sub.planId, period.start);
    const prices = await priceContext(ctx, h, c, stored?.currency ?? undefined);
    const coupons = body.discounts?.length
      ? await rewards.couponsForCharge(h, space, c, body.discounts, { now, currency: prices.currency, planId: target.id, redeem })
      : await rewards.couponsOf(h, c.seq);
    const q = quoteUpdate({
      now,
      current: {
        planId: sub.planId,
        seq: sub.plan.seq,
        state: sub.state,
        units: stored?.bought ? (JSON.parse(stored.bought) as Record<string, number>) : {},
        period,
        paid: stored?.period_paid ?? 0,
      },
      target: { planId: target.id, seq: target.seq, state: targetState },
      featureName: (id) => names.get(id) ?? id,
      quantities: body.feature_quantities,
      prices,
      proration: body.proration_behavior ?? "prorate_immediately",
      refundable: refundableOf(ps),
      coupons,
    });
    return { target, custom, q, payments: ps };
  }

  /** The synchronous part of a quantity or version change (in the write unit `tx`). */
  async function decideChange(tx: Tx, space: Space, c: CustomerRow, sub: Sub, body: UpdateBody, now: number): Promise<Step<Answer>> {
    const { target, custom, q, payments: ps } = await quoteOf(tx, space, c, sub, body, now, true);
    const done = { customer_id: c.id, payment_url: null };
    if (!q.changed) return { answer: done };
    const storedPeriod = sub.row.current_period_start !== null && sub.row.current_period_end !== null ? { start: sub.row.current_period_start, end: sub.row.current_period_end } : null;
    const change: PendingChange = {
      planSeq: target.seq,
      planId: target.id,
      subscriptionId: sub.id,
      move: { kind: "version", subscriptionSeq: sub.row.seq },
      period: storedPeriod,
      paidForPeriod: q.paidForPeriod,
      currency: q.currency,
      bought: q.bought,
      ...(custom !== undefined && { custom }),
      basis: await core.basisOf(tx, sub.row.seq),
    };
    // A refund: after this unit commits, the change is applied in the credit note's unit (`tx2`), never this `tx`.
    if (q.total < 0) return { run: () => refundThen(space, c, ps, -q.total, q.lines, target.id, "downgrade", (tx2, at) => core.applyChange(tx2, c, change, at)) };
    if (q.total <= 0) {
      if (q.lines.length === 0) {
        await core.applyChange(tx, c, change, now);
        return { answer: done };
      }
      const inv = await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: q.currency, lines: q.lines, planIds: [target.id], provider: null, dueAt: null, pending: change, now });
      await core.settle(tx, inv, null, now);
      return { answer: { ...done, invoice: await invoiceAnswer(tx, (await ctx.repos(tx).invoices.bySeq(inv.seq))!) } };
    }
    const provider = core.provider(space.mode);
    const redirect = body.redirect_mode ?? "if_required";
    const method = await ctx.repos(tx).payments.defaultMethod(c.seq);
    const usable = method && method.provider === provider.name ? method : undefined;
    const description = `${target.name}: plan change`;
    if (!usable && redirect === "never") {
      return { answer: { ...done, required_action: { code: "payment_method_required", reason: "The customer has no payment method on file; update with redirect_mode if_required to get a checkout URL." } } };
    }
    const inv = await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: q.currency, lines: q.lines, planIds: [target.id], provider: provider.name, dueAt: null, pending: change, now });
    if (usable && redirect !== "always") return { run: () => chargeOnFile(space, c, provider, inv, usable, { redirect_mode: redirect }, description) };
    const s = await core.openCheckout(tx, space, c, { mode: "payment", invoiceSeq: inv.seq, successUrl: null, planName: description, provider: provider.name, now });
    return { run: async () => ({ customer_id: c.id, payment_url: await core.startCheckout(space, c, provider, s, { amount: inv.total, currency: inv.currency }, description, null) }) };
  }

  /** `update_plan`: another version or a customization; `update_quantity`: prepaid quantities only. */
  const intentOf = (sub: Sub, target: PlanRow, custom: string | null | undefined, q: UpdateQuote): UpdateIntent =>
    !q.changed ? "none" : target.seq !== sub.plan.seq || (custom !== undefined && custom !== (sub.row.custom_def ?? null)) ? "update_plan" : "update_quantity";

  const planChange = (planId: string, quantities: { feature_id: string; quantity: number }[], effective: number | null, canceled: number | null, expires: number | null): Schemas["PlanChange"] => ({
    plan_id: planId,
    feature_quantities: quantities,
    effective_at: effective,
    canceled_at: canceled,
    expires_at: expires,
  });

  const previewOf = (c: CustomerRow, currency: string, lines: QuoteLine[], total: number, planId: string, rest: Pick<Schemas["PreviewUpdateResponse"], "incoming" | "outgoing" | "intent"> & { next_cycle?: Schemas["NextCycle"] }): Schemas["PreviewUpdateResponse"] => ({
    customer_id: c.id,
    line_items: lines.map((l) => lineView(l, currency, planId)),
    subtotal: toMajor(subtotalOf(lines), currency),
    total: toMajor(total, currency),
    currency,
    ...rest,
  });

  const billingCurrency = async (h: Handle, c: CustomerRow) => (await ctx.repos(h).payments.billingCurrency(c.seq)) ?? c.currency?.toLowerCase() ?? "usd";

  const service = {
    /** billing.update: quantities, version, or `cancel_action`. */
    async update(h: Handle, space: Space, body: UpdateBody): Promise<Answer | AfterCommit<Answer>> {
      checkUpdateBody(body);
      const step = await ctx.writeIn(h, async (tx): Promise<Step<Answer>> => {
        const c = await customerOf(tx, space, body.customer_id);
        const now = ctx.nowFor(c);
        const sub = pickSubscription(await subsOf(tx, c), body);
        if (body.cancel_action !== undefined) return await applyCancel(tx, space, c, sub, await decideCancel(tx, space, c, sub, body.cancel_action, body.refund_last_payment, now), now);
        if (body.feature_quantities === undefined && body.version === undefined && body.customize === undefined) invalid("feature_quantities", NOTHING_TO_CHANGE);
        return await decideChange(tx, space, c, sub, body, now);
      });
      return "answer" in step ? step.answer : afterCommit(step.run);
    },

    /** billing.preview_update: exactly what update would charge (or refund) now, and next cycle. */
    async previewUpdate(h: Handle, space: Space, body: UpdateBody): Promise<Schemas["PreviewUpdateResponse"]> {
      checkUpdateBody(body);
      const c = await customerOf(h, space, body.customer_id);
      const now = ctx.nowFor(c);
      const sub = pickSubscription(await subsOf(h, c), body);
      if (body.cancel_action !== undefined) {
        const d = await decideCancel(h, space, c, sub, body.cancel_action, body.refund_last_payment, now);
        // Ending now: the last invoice of the usage not billed yet, after the refund's lines.
        const last = d.intent === "cancel_immediately" ? await usage.previewEnd(h, sub.row.seq, now) : null;
        const currency = d.payments[0]?.inv.currency ?? last?.currency ?? (await billingCurrency(h, c));
        const ends = d.intent === "cancel_end_of_cycle" || d.intent === "cancel_immediately";
        const endAt = d.at ?? now;
        const lines = [...d.lines, ...(last?.lines ?? [])];
        return previewOf(c, currency, lines, -d.refund + totalOf(last?.lines ?? []), sub.planId, {
          intent: d.intent,
          outgoing: ends ? [planChange(sub.planId, [], sub.row.started_at, sub.row.canceled_at ?? now, endAt)] : [],
          incoming: ends && d.comesBack ? [planChange(d.comesBack.id, [], endAt, null, null)] : d.intent === "uncancel" ? [planChange(sub.planId, [], sub.row.started_at, null, null)] : [],
        });
      }
      if (body.feature_quantities === undefined && body.version === undefined && body.customize === undefined) invalid("feature_quantities", NOTHING_TO_CHANGE);
      const { target, custom, q } = await quoteOf(h, space, c, sub, body, now, false);
      const quantities = q.bought.map((b) => ({ feature_id: b.feature_id, quantity: b.quantity }));
      return previewOf(c, q.currency, q.lines, q.total, target.id, {
        intent: intentOf(sub, target, custom, q),
        incoming: q.changed ? [planChange(target.id, quantities, now, null, null)] : [],
        outgoing: q.changed ? [planChange(sub.planId, [], sub.row.started_at, null, now)] : [],
        ...(q.nextCycle
          ? {
              next_cycle: {
                starts_at: q.nextCycle.startsAt,
                subtotal: toMajor(q.nextCycle.subtotal, q.currency),
                total: toMajor(q.nextCycle.total, q.currency),
                line_items: q.nextCycle.lines.map((x) => lineView(x, q.currency, target.id)),
                usage_line_items: [],
              },
            }
          : {}),
      });
    },

    /**
     * billing.multi_update: each update's cancel action as billing.update applies it, in order, in
     * one write (all or nothing: an update refused refuses them all). Refunds and last invoices of
     * usage are collected after the write, one update after the other; the answer's `invoice` is
     * the first of them.
     */
    async multiUpdate(h: Handle, space: Space, body: Schemas["MultiUpdateParams"]): Promise<Answer | AfterCommit<Answer>> {
      const bodies = multiUpdateBodies(body);
      const steps = await ctx.writeIn(h, async (tx) => {
        const c = await customerOf(tx, space, body.customer_id);
        const now = ctx.nowFor(c);
        const seen = new Map<string, number>();
        const out: Step<Answer>[] = [];
        for (const [i, b] of bodies.entries()) {
          // Read again for each update: an earlier one may have changed the customer's plans.
          const sub = await naming(`updates[${i}]`, async () => pickSubscription(await subsOf(tx, c), b));
          const first = seen.get(sub.id);
          if (first !== undefined) invalid(`updates[${i}]`, `names subscription ${sub.id} again (updates[${first}])`);
          seen.set(sub.id, i);
          out.push(await naming(`updates[${i}]`, async () => await applyCancel(tx, space, c, sub, await decideCancel(tx, space, c, sub, b.cancel_action!, b.refund_last_payment, now), now)));
        }
        return out;
      });
      const base: Answer = { customer_id: body.customer_id, payment_url: null };
      if (steps.every((s) => "answer" in s)) return base;
      return afterCommit(async () => {
        let answer = base;
        for (const s of steps) {
          if (!("run" in s)) continue;
          const a = await s.run();
          if (answer.invoice === undefined && a.invoice !== undefined) answer = { ...answer, invoice: a.invoice };
        }
        return answer;
      });
    },

    /** billing.preview_multi_update: each update's preview (as billing.preview_update) and their sum; the same refusals as the change. */
    async previewMultiUpdate(h: Handle, space: Space, body: Schemas["MultiUpdateParams"]): Promise<Schemas["PreviewMultiUpdateResponse"]> {
      const bodies = multiUpdateBodies(body);
      const c = await customerOf(h, space, body.customer_id);
      const subs = await subsOf(h, c);
      const seen = new Map<string, number>();
      const previews: Schemas["MultiUpdateSubscriptionPreview"][] = [];
      for (const [i, b] of bodies.entries()) {
        const sub = await naming(`updates[${i}]`, async () => pickSubscription(subs, b));
        const first = seen.get(sub.id);
        if (first !== undefined) invalid(`updates[${i}]`, `names subscription ${sub.id} again (updates[${first}])`);
        seen.set(sub.id, i);
        const { intent: _intent, ...preview } = await naming(`updates[${i}]`, () => service.previewUpdate(h, space, b));
        previews.push({ ...preview, plan_ids: [sub.planId] });
      }
      const total = previews.reduce((a, p) => a + p.total, 0);
      return { customer_id: c.id, currency: previews[0].currency, total: Math.round(total * 1e6) / 1e6, subscriptions: previews };
    },

    /** billing.cancel / cancel: at the end of the cycle by default, or now (with `refund_last_payment`). */
    async cancel(h: Handle, space: Space, body: Schemas["CancelParams"]): Promise<Answer | AfterCommit<Answer>> {
      if (body.entity_id !== undefined) invalid("entity_id", "is not supported yet: plans are the customer's");
      const action = body.cancel_action ?? "cancel_end_of_cycle";
      if (body.refund_last_payment !== undefined && action !== "cancel_immediately") {
        invalid("refund_last_payment", "is only for cancel_action cancel_immediately (a plan cancelled at the end of its cycle was used in full)");
      }
      return await service.update(h, space, { customer_id: body.customer_id, plan_id: body.plan_id, subscription_id: body.subscription_id, cancel_action: action, refund_last_payment: body.refund_last_payment });
    },

    /**
     * The portal's "Cancel plan" (at the end of the cycle, no refund) and
     * "Resume plan" (uncancel), for one of the customer's active
     * subscriptions: false when it is not one of them (or has nothing to
     * resume). Runs under the caller's lock, in `h`'s unit (a unit of its own from the read handle).
     */
    async portalCancel(h: Handle, spaceId: number, c: CustomerRow, subscriptionId: string, action: "cancel_end_of_cycle" | "uncancel"): Promise<boolean> {
      return await ctx.writeIn(h, async (tx) => {
        const { payments, customers } = ctx.repos(tx);
        const sub = (await subsOf(tx, c)).find((s) => s.id === subscriptionId && s.status === "active");
        if (!sub || (action === "cancel_end_of_cycle" && sub.row.expires_at !== null)) return false;
        const space = { spaceId, mode: await payments.spaceMode(spaceId) };
        const now = ctx.nowFor(await customers.bySeq(c.seq));
        const d = await decideCancel(tx, space, c, sub, action, undefined, now);
        // The portal cancels at the end of a running period only (never now, never a refund).
        if (d.intent !== (action === "uncancel" ? "uncancel" : "cancel_end_of_cycle")) return false;
        await applyCancel(tx, space, c, sub, d, now);
        return true;
      });
    },
  };
  return service;
}
export type PlanChangeService = ReturnType<typeof planChangeService>;
