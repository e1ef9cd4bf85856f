import { afterCommit, type AfterCommit } from "../../platform/db/after-commit.js";
import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import { BASE_CURRENCY, toMajor } from "../payments/money.rules.js";
import type { PaymentsCore, PendingChange } from "../payments/payments.core.js";
import type { PaymentProvider } from "../payments/ports.js";
import { hasPrices } from "../plans/plans.rules.js";
import type { CouponRedemption } from "../rewards/discounts.rules.js";
import type { RewardsService } from "../rewards/rewards.service.js";
import type { Schemas, Space } from "../types.js";
import { type AttachLoad, attachTiming, loadAttach, priceContext, quoteLoaded } from "./attach.load.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";
import { billsInArrears, boughtQuantities, quoteAttach } from "./quote.rules.js";
import { type Answer, collection, type Step } from "./billing.collect.js";
import { attachWindow, checkAttachBody } from "./billing.rules.js";
import type { AttachQuote, QuoteLine } from "./quote.rules.js";
import { addInterval } from "../shared/interval.rules.js";
import { multiAttachOps } from "./multi-attach.service.js";
import { multiCollection } from "./multi-collect.js";
import type { MultiPart } from "./multi.rules.js";
import { importOps } from "./import.service.js";

const DAY_MS = 86_400_000;

/** How a multi operation attaches one of its plans. */
export interface AttachOptions {
  /** A plan scheduled for later leaves the group's other scheduled plans (a schedule's earlier phases) in place. */
  keepScheduled?: boolean;
  /**
   * Several plans invoiced together (a multi-attach that charges now): a plan that takes effect
   * now is not invoiced or attached here but its change and lines are pushed here (`path` names
   * it), paid for on the one invoice of them all (`multi-collect.ts`).
   */
  defer?: { parts: MultiPart<PendingChange>[]; path: string };
}

/**
 * Billing changes: free attaches at once; paid attaches invoice, then charge
 * the card on file, send the customer to checkout, or send the invoice.
 * The synchronous part runs in the request's write unit (its `tx`); provider
 * calls are awaited after it commits (the platform holds the customer's billing
 * lock until the answer), never through that `tx`: what they bring back is
 * written in units of their own (`ctx.write`). A failed provider call leaves an
 * open invoice at most, never a plan without payment.
 */
export function billingService(ctx: RevenueContext, core: PaymentsCore, subscriptions: SubscriptionsService, rewards: RewardsService) {
  const { invoiceAnswer, lineView, chargeOnFile } = collection(ctx, core);

  /**
   * The coupons an attach's invoices use: the customer's, and the body's
   * `discounts` (redeemed in the attach's write, or only simulated for the
   * preview). `discounts` for a plan without any price: 400.
   */
  async function couponsFor(h: Handle, space: Space, l: AttachLoad, body: Schemas["AttachParams"], now: number, redeem: boolean): Promise<CouponRedemption[]> {
    if (!body.discounts?.length) return await rewards.couponsOf(h, l.customer.seq);
    if (!hasPrices(l.state)) invalid("discounts", `apply to charges: the plan ${l.plan.id} has no price`);
    return await rewards.couponsForCharge(h, space, l.customer, body.discounts, {
      now,
      currency: (await priceContext(ctx, h, l.customer, body.currency)).currency,
      planId: l.plan.id,
      redeem,
    });
  }

  /** The free attach: the plan's items become balances at once (a move to another version, or a new subscription replacing `l.move.replace`). */
  async function attachFree(tx: Tx, body: Schemas["AttachParams"], l: AttachLoad, now: number, endsAt: number | null): Promise<Answer> {
    const c = l.customer;
    if (l.move.kind === "version") {
      const end = endsAt === null ? null : { at: endsAt, canceledAt: l.replaced?.canceledAt ?? null };
      await subscriptions.move(tx, c, { subscriptionSeq: l.move.subscriptionSeq, planSeq: l.plan.seq, custom: l.custom, end }, now, { previous: l.replaced });
    } else if (l.move.kind === "new") {
      const id = body.subscription_id ?? prefixedId("sub");
      if (body.subscription_id !== undefined && (await ctx.repos(tx).billing.subscriptionIdTaken(id))) invalid("subscription_id", `is taken: ${id}`);
      const start = { plan: { row: l.plan, state: l.state }, id, at: now, trial: l.trial !== null, expiresAt: endsAt, custom: l.custom, replace: l.move.replace, dropScheduled: true };
      await subscriptions.start(tx, c, [start], now, { previous: l.replaced });
    }
    return { customer_id: c.id, payment_url: null };
  }

  /**
   * A change that waits for the current period's end (a downgrade, or
   * `plan_schedule: end_of_cycle`): the current subscription ends there
   * (`expires_at`, `canceled_at` = now) and the new plan is a `scheduled`
   * subscription starting there, replacing any scheduled one of the group.
   * Nothing is charged now: the billing cycle invoices the new plan when it
   * activates it (in the currency and with the prepaid units decided here).
   */
  async function scheduleAttach(tx: Tx, body: Schemas["AttachParams"], l: AttachLoad, end: number, now: number, endsAt: number | null): Promise<Answer> {
    const repo = ctx.repos(tx).billing;
    const c = l.customer;
    if (body.subscription_id !== undefined && (await repo.subscriptionIdTaken(body.subscription_id))) invalid("subscription_id", `is taken: ${body.subscription_id}`);
    const paid = l.paid
      ? { currency: (await priceContext(ctx, tx, c, body.currency)).currency, bought: boughtQuantities(l.state.def.items, body.feature_quantities) }
      : { currency: null, bought: [] };
    const replaced = l.replaced!;
    await subscriptions.schedule(tx, c, { plan: l.plan, at: end, id: body.subscription_id, ...paid, trial: l.trial !== null, expiresAt: endsAt, custom: l.custom }, now, {
      replaces: { seq: replaced.seq, at: end, canceledAt: replaced.canceledAt ?? now },
      dropScheduled: true,
      announce: { previousPlanId: replaced.planId },
    });
    return { customer_id: c.id, payment_url: null };
  }

  /**
   * A plan attached with a future `starts_at`: a `scheduled` subscription starting then (with
   * the plan's free trial, if the customer has not used it by then), ending at `ends_at` if
   * given. The customer's current plan of the group ends at `starts_at` (`expires_at`; earlier
   * if it already ends earlier). Nothing is charged now: the billing cycle activates it at
   * `starts_at` and charges its first period then, as a renewal (card on file, dunning).
   */
  async function scheduleStart(tx: Tx, body: Schemas["AttachParams"], l: AttachLoad, at: number, endsAt: number | null, now: number, keepScheduled = false): Promise<Answer> {
    const repo = ctx.repos(tx).billing;
    const c = l.customer;
    if (l.move.kind === "version") invalid("starts_at", `cannot schedule a move to another version of ${l.plan.id}: the customer is on it already (billing.update with version moves it now)`);
    if (body.subscription_id !== undefined && (await repo.subscriptionIdTaken(body.subscription_id))) invalid("subscription_id", `is taken: ${body.subscription_id}`);
    const paid = l.paid
      ? { currency: (await priceContext(ctx, tx, c, body.currency)).currency, bought: boughtQuantities(l.state.def.items, body.feature_quantities) }
      : { currency: null, bought: [] };
    // The current plan of the group ends when this one starts (earlier if it already ends earlier); an add-on replaces nothing.
    const r = l.state.add_on ? null : l.replaced;
    await subscriptions.schedule(tx, c, { plan: l.plan, at, id: body.subscription_id, ...paid, trial: l.trial !== null, expiresAt: endsAt, custom: l.custom }, now, {
      replaces: r ? { seq: r.seq, at: Math.min(r.expiresAt ?? at, at), canceledAt: r.canceledAt ?? now } : null,
      dropScheduled: !l.state.add_on && !keepScheduled,
    });
    return { customer_id: c.id, payment_url: null };
  }

  async function pendingOf(tx: Tx, body: Schemas["AttachParams"], l: AttachLoad, q: AttachQuote, endsAt: number | null): Promise<PendingChange> {
    const subscriptionId = body.subscription_id ?? prefixedId("sub");
    if (body.subscription_id !== undefined && (await ctx.repos(tx).billing.subscriptionIdTaken(subscriptionId))) invalid("subscription_id", `is taken: ${subscriptionId}`);
    if (l.move.kind === "same") throw new Error("unreachable");
    const basis = l.move.kind === "version" ? await core.basisOf(tx, l.move.subscriptionSeq) : undefined;
    return { planSeq: l.plan.seq, planId: l.plan.id, subscriptionId, move: l.move, period: q.period, paidForPeriod: q.paidForPeriod, currency: q.currency, bought: q.bought, custom: l.custom, ...(endsAt !== null && { endsAt }), ...(basis !== undefined && { basis }) };
  }

  /**
   * A paid plan with a free trial that needs a card: nothing is charged now; the trial is the
   * first period and the billing cycle bills at its end. With a card on file the plan starts at
   * once; without one the customer saves a card through a checkout of 0.00 that starts the trial.
   */
  async function decideTrial(tx: Tx, space: Space, body: Schemas["AttachParams"], l: AttachLoad, change: PendingChange, provider: PaymentProvider, now: number): Promise<Step<Answer>> {
    const t = trialOf(l, change, now);
    return await cardFirst(tx, space, body, l, t.change, provider, t.description, "The plan's free trial needs a card on file", now);
  }

  /** The change of a paid plan that starts with its free trial now: the trial is its first period, nothing paid. */
  function trialOf(l: AttachLoad, change: PendingChange, now: number): { change: PendingChange; description: string } {
    const trial = l.trial!;
    const end = addInterval(now, trial.duration_type, trial.duration_length)!;
    return {
      change: { ...change, period: { start: now, end }, paidForPeriod: 0, trial: true },
      description: `${l.state.name}: free trial until ${new Date(end).toISOString().slice(0, 10)}`,
    };
  }

  /** A free plan of a multi-attach that charges now: its change waits for the one invoice with the paid ones (all or none). */
  async function deferFree(tx: Tx, body: Schemas["AttachParams"], l: AttachLoad, endsAt: number | null, opts: AttachOptions): Promise<Step<Answer>> {
    const defer = opts.defer!;
    const subscriptionId = body.subscription_id ?? prefixedId("sub");
    if (body.subscription_id !== undefined && (await ctx.repos(tx).billing.subscriptionIdTaken(subscriptionId))) invalid("subscription_id", `is taken: ${subscriptionId}`);
    if (l.move.kind === "same") throw new Error("unreachable");
    const basis = l.move.kind === "version" ? await core.basisOf(tx, l.move.subscriptionSeq) : undefined;
    const change: PendingChange = {
      planSeq: l.plan.seq, planId: l.plan.id, subscriptionId, move: l.move, period: null, paidForPeriod: 0, currency: "", bought: [], custom: l.custom, free: true,
      ...(opts.keepScheduled && { keepScheduled: true }),
      ...(endsAt !== null && { endsAt }), ...(basis !== undefined && { basis }),
    };
    defer.parts.push({ path: defer.path, planId: l.plan.id, name: l.state.name, change, lines: [], currency: null, needsCard: false });
    return { answer: { customer_id: l.customer.id, payment_url: null } };
  }

  /**
   * A paid change that charges nothing now but later (a card-required trial, a plan billing
   * usage in arrears): with a card on file it applies at once; without one the customer saves
   * a card through a checkout of 0.00, and the change applies when it completes.
   */
  async function cardFirst(tx: Tx, space: Space, body: Schemas["AttachParams"], l: AttachLoad, change: PendingChange, provider: PaymentProvider, description: string, why: string, now: number): Promise<Step<Answer>> {
    const c = l.customer;
    const method = await ctx.repos(tx).payments.defaultMethod(c.seq);
    if (method && method.provider === provider.name && body.redirect_mode !== "always") {
      await core.applyChange(tx, c, change, now);
      return { answer: { customer_id: c.id, payment_url: null } };
    }
    if (body.redirect_mode === "never") {
      return { answer: { customer_id: c.id, payment_url: null, required_action: { code: "payment_method_required", reason: `${why}; attach with redirect_mode if_required to get a checkout URL.` } } };
    }
    const lines: QuoteLine[] = [{ description, plan_id: l.plan.id, feature_id: null, feature_name: null, quantity: 1, amount: 0, period_start: change.period?.start ?? now, period_end: change.period?.end ?? null }];
    const inv = await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: change.currency, lines, planIds: [l.plan.id], provider: provider.name, dueAt: null, pending: change, now });
    const s = await core.openCheckout(tx, space, c, { mode: "payment", invoiceSeq: inv.seq, successUrl: body.success_url ?? null, planName: l.state.name, provider: provider.name, now });
    return { run: async () => ({ customer_id: c.id, payment_url: await core.startCheckout(space, c, provider, s, { amount: 0, currency: inv.currency }, description, null) }) };
  }

  /**
   * `remove_plan_ids`: the plans the change removes end now, in its write, as a cancel now ends a
   * plan (its group's default plan comes back, no refund). Only with a change that takes effect
   * now and charges nothing now (`now`), and never a plan billing usage in arrears (billing.cancel
   * invoices that usage): else 400 before anything changes.
   */
  async function removePlans(tx: Tx, l: AttachLoad, now: boolean, at: number): Promise<void> {
    if (l.removed.length === 0) return;
    if (!now) invalid("remove_plan_ids", "is only for a change that takes effect now and charges nothing now: cancel those plans with billing.cancel");
    for (const r of l.removed) if (billsInArrears(r.state)) invalid("remove_plan_ids", `names ${r.planId}, which bills usage in arrears: cancel it with billing.cancel, which invoices that usage`);
    for (const r of l.removed) await subscriptions.end(tx, l.customer, r.sub, r, { event: "customer.plan.canceled", at, cancel: true });
  }

  /** The synchronous part of an attach (in the write unit `tx`): everything decided, the invoice written. */
  async function decideAttach(tx: Tx, space: Space, body: Schemas["AttachParams"], opts: AttachOptions = {}): Promise<Step<Answer>> {
    const l = await loadAttach(ctx, tx, space, body);
    const c = l.customer;
    const now = ctx.nowFor(c);
    if (l.move.kind === "same") throw alreadyAttached(l, body);
    const window = attachWindow(body, now);
    // The body's coupons are the customer's from here on (also when nothing is charged now: later invoices use them).
    const coupons = await couponsFor(tx, space, l, body, now, true);
    const timing = window.startsAt !== null ? null : await attachTiming(ctx, tx, space, l, body, now);
    await removePlans(tx, l, timing !== null && timing.at === "now" && !l.paid, now);
    // A plan scheduled for later is charged by the billing cycle, which cannot refuse: its charges are bounded now (400 `invalid_amount`).
    if (l.paid && timing?.at !== "now") await quoteLoaded(ctx, tx, space, l, body, now, coupons, window.endsAt);
    if (timing === null) return { answer: await scheduleStart(tx, body, l, window.startsAt!, window.endsAt, now, opts.keepScheduled) };
    if (timing.at === "period_end") return { answer: await scheduleAttach(tx, body, l, timing.end, now, window.endsAt) };
    if (!l.paid && opts.defer) return await deferFree(tx, body, l, window.endsAt, opts);
    if (!l.paid) return { answer: await attachFree(tx, body, l, now, window.endsAt) };
    const provider = core.provider(space.mode);
    const q = await quoteLoaded(ctx, tx, space, l, body, now, coupons, window.endsAt);
    const change = await pendingOf(tx, body, l, q, window.endsAt);
    if (opts.defer) {
      const trial = l.trial !== null && l.move.kind === "new" ? trialOf(l, change, now) : null;
      const part = trial
        ? { change: trial.change, lines: [], needsCard: true }
        : { change, lines: q.lines, needsCard: q.total === 0 && billsInArrears(l.state) };
      if (opts.keepScheduled) part.change = { ...part.change, keepScheduled: true };
      opts.defer.parts.push({ path: opts.defer.path, planId: l.plan.id, name: l.state.name, currency: q.currency, ...part });
      return { answer: { customer_id: c.id, payment_url: null } };
    }
    if (l.trial !== null && l.move.kind === "new") return await decideTrial(tx, space, body, l, change, provider, now);
    const immediately = body.enable_plan_immediately === true || body.invoice_mode?.enable_plan_immediately === true;
    const description = l.state.name;
    const invoice = async (collection: InvoiceRow["collection"], status: "open" | "draft", dueAt: number | null) =>
      await core.createInvoice(tx, space, c, { status, collection, currency: q.currency, lines: q.lines, planIds: [l.plan.id], provider: provider.name, dueAt, pending: immediately ? null : change, now });

    if (body.invoice_mode?.enabled) {
      if (!c.email) throw new RevenueError("customer_email_required", `invoice_mode sends the invoice to the customer's email; customer ${c.id} has none.`);
      const inv = await invoice("send_invoice", body.invoice_mode.finalize === false ? "draft" : "open", now + (body.invoice_mode.net_terms_days ?? 0) * DAY_MS);
      if (immediately) await core.applyChange(tx, c, change, now);
      return { answer: { customer_id: c.id, invoice: await invoiceAnswer(tx, inv), payment_url: null } };
    }
    if (q.total === 0 && billsInArrears(l.state)) {
      // Nothing now, usage billed at the period's end: the card it will be charged to comes first.
      return await cardFirst(tx, space, body, l, change, provider, `${l.state.name}: usage billed in arrears`, "The plan bills usage in arrears to a card on file", now);
    }
    if (q.total === 0) {
      if (q.lines.length === 0) {
        await core.applyChange(tx, c, change, now);
        return { answer: { customer_id: c.id, payment_url: null } };
      }
      const inv = await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: q.currency, lines: q.lines, planIds: [l.plan.id], provider: null, dueAt: null, pending: change, now });
      await core.settle(tx, inv, null, now);
      return { answer: { customer_id: c.id, invoice: await invoiceAnswer(tx, (await ctx.repos(tx).invoices.bySeq(inv.seq))!), payment_url: null } };
    }
    const redirect = body.redirect_mode ?? "if_required";
    const method = await ctx.repos(tx).payments.defaultMethod(c.seq);
    const usable = method && method.provider === provider.name ? method : undefined;
    if (usable && redirect !== "always") {
      const inv = await invoice("charge_automatically", "open", null);
      if (immediately) await core.applyChange(tx, c, change, now);
      return { run: () => chargeOnFile(space, c, provider, inv, usable, body, description) };
    }
    if (redirect === "never") {
      return { answer: { customer_id: c.id, payment_url: null, required_action: { code: "payment_method_required", reason: "The customer has no payment method on file; attach with redirect_mode if_required to get a checkout URL." } } };
    }
    const inv = await invoice("charge_automatically", "open", null);
    if (immediately) await core.applyChange(tx, c, change, now);
    const s = await core.openCheckout(tx, space, c, { mode: "payment", invoiceSeq: inv.seq, successUrl: body.success_url ?? null, planName: description, provider: provider.name, now });
    return { run: async () => ({ customer_id: c.id, payment_url: await core.startCheckout(space, c, provider, s, { amount: inv.total, currency: inv.currency }, description, null) }) };
  }

  const alreadyAttached = (l: AttachLoad, body: Schemas["AttachParams"]) =>
    new RevenueError(
      "plan_already_attached",
      `Customer ${l.customer.id} is on ${l.plan.id} version ${l.plan.version} already.${body.customize !== undefined || body.free_trial !== undefined ? " To customize its plan, use billing.update with customize." : ""}`,
    );

  const checkPaidFields = (body: Schemas["AttachParams"]) => {
    if (body.custom_line_items?.length) invalid("custom_line_items", "are not supported yet");
  };

  const ops = {
    /**
     * Whether attaching `body` now would charge money now (a paid plan starting now, not waiting
     * for the current period's end): a multi operation with such a plan invoices its plans
     * together (`AttachOptions.defer`). Reads only.
     */
    async chargesNow(h: Handle, space: Space, body: Schemas["AttachParams"]): Promise<boolean> {
      const l = await loadAttach(ctx, h, space, body);
      if (!l.paid || l.move.kind === "same") return false;
      const now = ctx.nowFor(l.customer);
      if (attachWindow(body, now).startsAt !== null) return false;
      return (await attachTiming(ctx, h, space, l, body, now)).at === "now";
    },

    /** One plan of a multi operation, attached in the unit `tx` exactly as billing.attach decides it (checked first as attach checks its body). */
    async decide(tx: Tx, space: Space, body: Schemas["AttachParams"], opts: AttachOptions = {}): Promise<Step<Answer>> {
      checkAttachBody(body);
      checkPaidFields(body);
      return await decideAttach(tx, space, body, opts);
    },

    /**
     * billing.attach / attach. A free plan (or a no-card trial) attaches at
     * once; a paid one needs the mode's provider (400 `stripe_not_connected`).
     */
    async attach(h: Handle, space: Space, body: Schemas["AttachParams"]): Promise<Answer | AfterCommit<Answer>> {
      checkAttachBody(body);
      checkPaidFields(body);
      const step = await ctx.writeIn(h, async (tx) => await decideAttach(tx, space, body));
      return "answer" in step ? step.answer : afterCommit(step.run);
    },

    /** billing.preview_attach / checkout: exactly what attach would charge now, and next cycle. */
    async previewAttach(h: Handle, space: Space, body: Schemas["AttachParams"]): Promise<Schemas["PreviewAttachResponse"]> {
      checkAttachBody(body);
      checkPaidFields(body);
      const { payments, features } = ctx.repos(h);
      const l = await loadAttach(ctx, h, space, body);
      const c = l.customer;
      const now = ctx.nowFor(c);
      if (l.move.kind === "same") throw alreadyAttached(l, body);
      const window = attachWindow(body, now);
      const incoming = (bought: { feature_id: string; quantity: number }[]) => [
        { plan_id: l.plan.id, feature_quantities: bought.map((b) => ({ feature_id: b.feature_id, quantity: b.quantity })), effective_at: now, canceled_at: null, expires_at: window.endsAt },
      ];
      const removedOut = l.removed.map((r) => ({ plan_id: r.planId, feature_quantities: [], effective_at: now, canceled_at: now, expires_at: now }));
      const outgoing = [...(l.replaced ? [{ plan_id: l.replaced.planId, feature_quantities: [], effective_at: now, canceled_at: null, expires_at: null }] : []), ...removedOut];
      if (window.startsAt !== null && l.move.kind === "version") invalid("starts_at", `cannot schedule a move to another version of ${l.plan.id}: the customer is on it already (billing.update with version moves it now)`);
      const timing = window.startsAt !== null ? { at: "start" as const, end: window.startsAt } : await attachTiming(ctx, h, space, l, body, now);
      const coupons = await couponsFor(h, space, l, body, now, false);
      if (l.removed.length > 0 && (timing.at !== "now" || l.paid)) invalid("remove_plan_ids", "is only for a change that takes effect now and charges nothing now: cancel those plans with billing.cancel");
      for (const r of l.removed) if (billsInArrears(r.state)) invalid("remove_plan_ids", `names ${r.planId}, which bills usage in arrears: cancel it with billing.cancel, which invoices that usage`);
      if (timing.at !== "now") {
        // Nothing now; the new plan's first period (after its trial, if it starts with one) is what the billing cycle charges.
        const start = timing.end;
        const trial = l.trial;
        const firstAt = trial ? addInterval(start, trial.duration_type, trial.duration_length)! : start;
        const currency = l.paid ? (await priceContext(ctx, h, c, body.currency)).currency : ((await payments.billingCurrency(c.seq)) ?? c.currency?.toLowerCase() ?? BASE_CURRENCY);
        const names = new Map((await features.list(space.spaceId)).map((f) => [f.id, f.name]));
        const first =
          l.paid && (window.endsAt === null || window.endsAt > firstAt)
            ? quoteAttach({ now: firstAt, plan: { id: l.plan.id, state: l.state }, featureName: (id) => names.get(id) ?? id, quantities: body.feature_quantities, prices: await priceContext(ctx, h, c, body.currency), replaced: null, proration: "prorate_immediately", endsAt: window.endsAt, coupons })
            : null;
        const replaced = l.replaced && !l.state.add_on ? l.replaced : null;
        return {
          customer_id: c.id,
          line_items: [],
          subtotal: 0,
          total: 0,
          currency,
          ...(first && first.lines.length > 0
            ? { next_cycle: { starts_at: firstAt, subtotal: toMajor(first.subtotal, currency), total: toMajor(first.total, currency), line_items: first.lines.map((x) => lineView(x, currency, l.plan.id)), usage_line_items: [] } }
            : {}),
          incoming: [{ plan_id: l.plan.id, feature_quantities: (first?.bought ?? []).map((b) => ({ feature_id: b.feature_id, quantity: b.quantity })), effective_at: start, canceled_at: null, expires_at: window.endsAt }],
          outgoing: replaced ? [{ plan_id: replaced.planId, feature_quantities: [], effective_at: now, canceled_at: replaced.canceledAt ?? now, expires_at: Math.min(replaced.expiresAt ?? start, start) }] : [],
          redirect_to_checkout: false,
          checkout_type: null,
        };
      }
      if (!l.paid) {
        const currency = (await payments.billingCurrency(c.seq)) ?? c.currency?.toLowerCase() ?? BASE_CURRENCY;
        return { customer_id: c.id, line_items: [], subtotal: 0, total: 0, currency, incoming: incoming([]), outgoing, redirect_to_checkout: false, checkout_type: null };
      }
      const q = await quoteLoaded(ctx, h, space, l, body, now, coupons, window.endsAt);
      const provider = core.providers.forMode(space.mode);
      const method = await payments.defaultMethod(c.seq);
      const hasCard = method !== undefined && method.provider === provider?.name;
      const redirectMode = body.redirect_mode ?? "if_required";
      // Without a provider (live mode without Stripe) attach answers 400 stripe_not_connected: no checkout.
      const collects = q.total > 0 || billsInArrears(l.state);
      const redirect = provider !== null && !body.invoice_mode?.enabled && collects && (redirectMode === "always" || (!hasCard && redirectMode !== "never"));
      const names = new Map((await features.list(space.spaceId)).map((f) => [f.id, f.name]));
      // Usage is billed in arrears at the next cycle's start: the usage of the new subscription's current
      // period, labelled as the renewal invoice's usage line will be (from the period's start to its end).
      const usage = l.state.def.items
        .filter((it) => it.price?.billing_method === "usage_based")
        .map((it) => ({ display_name: names.get(it.feature_id) ?? it.feature_id, plan_id: l.plan.id, feature_id: it.feature_id, ...(q.period ? { period: { start: q.period.start, end: q.period.end } } : {}) }));
      return {
        customer_id: c.id,
        line_items: q.lines.map((x) => lineView(x, q.currency, l.plan.id)),
        subtotal: toMajor(q.subtotal, q.currency),
        total: toMajor(q.total, q.currency),
        currency: q.currency,
        ...(q.nextCycle
          ? {
              next_cycle: {
                starts_at: q.nextCycle.startsAt,
                subtotal: toMajor(q.nextCycle.subtotal, q.currency),
                total: toMajor(q.nextCycle.total, q.currency),
                line_items: q.nextCycle.lines.map((x) => lineView(x, q.currency, l.plan.id)),
                usage_line_items: usage,
              },
            }
          : {}),
        incoming: incoming(q.bought),
        outgoing,
        redirect_to_checkout: redirect,
        checkout_type: redirect ? (provider?.name === "stripe" ? "stripe_checkout" : "autumn_checkout") : null,
      };
    },

    /**
     * billing.setup_payment: a checkout in setup mode, to save a payment method (needs a provider).
     * The session is written in `h`'s unit; the provider's checkout is started after it commits.
     */
    async setupPayment(h: Handle, space: Space, body: Schemas["SetupPaymentParams"]): Promise<AfterCommit<Schemas["SetupPaymentResponse"]>> {
      const allowed = new Set(["customer_id", "success_url", "idempotency_key", "metadata", "currency"]);
      for (const k of Object.keys(body)) if (!allowed.has(k)) invalid(k, "is not supported yet: save a payment method first, then attach the plan");
      const { c, provider, s } = await ctx.writeIn(h, async (tx) => {
        const c = await ctx.repos(tx).customers.byId(space.spaceId, body.customer_id);
        if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
        const provider = core.provider(space.mode);
        const s = await core.openCheckout(tx, space, c, { mode: "setup", invoiceSeq: null, successUrl: body.success_url ?? null, planName: null, provider: provider.name, now: ctx.clock.now() });
        return { c, provider, s };
      });
      return afterCommit(async () => ({ customer_id: c.id, url: await core.startCheckout(space, c, provider, s, null, "Save a payment method", null) }));
    },

    /** billing.open_customer_portal: Tandem's hosted portal for the customer (1 hour link; needs a provider). */
    async openCustomerPortal(h: Handle, space: Space, body: Schemas["OpenCustomerPortalParams"]): Promise<Schemas["OpenCustomerPortalResponse"]> {
      if (body.configuration_id !== undefined) invalid("configuration_id", "is not supported: Tandem hosts the portal itself");
      return await ctx.writeIn(h, async (tx) => {
        const c = await ctx.repos(tx).customers.byId(space.spaceId, body.customer_id);
        if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
        core.provider(space.mode);
        const token = await core.issueToken(tx, "portal", space.spaceId, c.seq, null, body.return_url ?? null, ctx.clock.now());
        return { customer_id: c.id, url: `${core.publicUrl}/portal/${token}` };
      });
    },
  };
  return { ...ops, ...multiAttachOps(ctx, { ...ops, collect: multiCollection(ctx, core, chargeOnFile, invoiceAnswer) }), ...importOps(ctx, subscriptions) };
}
export type BillingService = ReturnType<typeof billingService>;
