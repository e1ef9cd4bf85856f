import { randomBytes } from "node:crypto";
import type { Handle, Tx } from "../../platform/db/handle.js";
import type { CustomerLocks } from "../../platform/idempotency/customer-locks.js";
import { prefixedId } from "../../platform/ids.js";
import type { Mode } from "../../platform/tenancy/workspaces.repo.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import { subscriptionPlan } from "../plans/plans.view.js";
import type { BoughtQuantity, QuoteLine } from "../billing/quote.rules.js";
import { assertInvoiceBound } from "../billing/amounts.rules.js";
import { couponsUsed, subtotalOf, totalOf } from "../billing/coupons.rules.js";
import type { Space } from "../types.js";
import type { CheckoutSessionRow } from "./payments.repo.js";
import type { PaymentProvider, ProviderCustomer } from "./ports.js";
import type { Providers } from "./providers.js";
import { invoiceToken, mintToken, TOKEN_TTL_MS, tokenHash } from "./tokens.rules.js";
import { conflicts, type LiveSubscription, sameChange, slotsOf, type Standing, standing, subscriptionBasis, type TargetPlan } from "../billing/pending.rules.js";
import { invoiceEventData, type InvoiceEventKind } from "../webhooks/invoice-events.js";
import { planHeld } from "../webhooks/plan-events.js";
import type { ReferralsService } from "../referrals/referrals.service.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";

/** A provider call not answered in this long fails (502 `payment_provider_unavailable`), releasing the billing lock. */
export const PROVIDER_TIMEOUT_MS = 20_000;

/**
 * The plan change an invoice pays for, applied when it is paid (or at once
 * with `enable_plan_immediately`). Stored as JSON on the invoice.
 */
export interface PendingChange {
  planSeq: number;
  planId: string;
  subscriptionId: string;
  /** `new`: a new subscription replacing `replace`; `version`: the subscription moves to `planSeq`. */
  move: { kind: "new"; replace: number[] } | { kind: "version"; subscriptionSeq: number };
  period: { start: number; end: number } | null;
  paidForPeriod: number;
  currency: string;
  bought: BoughtQuantity[];
  /** The subscription starts with the plan's free trial (recorded as used when applied). */
  trial?: boolean;
  /** When the subscription ends (attach's `ends_at`): its `expires_at`. */
  endsAt?: number | null;
  /**
   * The plan customized for the subscription (`customize`: JSON PlanDefinition), null to put it
   * back on its version's plan; absent: unchanged (a new subscription: its version's).
   */
  custom?: string | null;
  /** A `version` move: the subscription as it was when the change was decided (`subscriptionBasis`). */
  basis?: string;
}

/** A listener of settled invoices: runs inside the unit that settles, every statement through `tx`. */
export type Settled = (tx: Tx, inv: InvoiceRow, c: CustomerRow, at: number) => void | Promise<void>;

/** Why money that arrived for a change is given back. */
const OBSOLETE_REASON: Record<Exclude<Standing, "applies">, string> = {
  in_place: "The plan change this payment was for was already in place.",
  superseded: "The plan change this payment was for was superseded by another change.",
};

/**
 * What every paid operation shares: invoices, applying a paid change,
 * hosted-page tokens and sessions, provider customers and the per-customer
 * billing lock (the platform's, so page submissions and webhooks wait their
 * turn like API calls).
 */
export function paymentsCore(ctx: RevenueContext, subscriptions: SubscriptionsService, referrals: Pick<ReferralsService, "firstPayment">, providers: Providers, locks: CustomerLocks, publicUrl: () => string) {
  const targetOf = async (h: Handle, change: PendingChange): Promise<TargetPlan | null> => {
    const plan = await ctx.repos(h).plans.bySeq(change.planSeq);
    if (!plan) return null;
    const state = subscriptionPlan(plan, change.custom);
    return { addOn: state.add_on, group: state.group };
  };
  const basisOfRow = async (h: Handle, s: { seq: number; plan_seq: number; custom_def?: string | null; current_period_start: number | null }) =>
    subscriptionBasis({ ...s, bought: (await ctx.repos(h).billing.paidOf(s.seq))?.bought ?? null });
  const liveOf = async (h: Handle, customerSeq: number): Promise<LiveSubscription[]> => {
    const { customers, plans } = ctx.repos(h);
    const live: LiveSubscription[] = [];
    for (const s of (await customers.subscriptions(customerSeq)).filter((s) => s.status === "active")) {
      const plan = (await plans.bySeq(s.plan_seq))!;
      const state = subscriptionPlan(plan, s.custom_def);
      live.push({ seq: s.seq, planId: plan.id, planSeq: s.plan_seq, group: state.group, addOn: state.add_on, basis: await basisOfRow(h, s) });
    }
    return live;
  };
  /** The open invoices of a customer that hold a plan change, newest first. */
  const openPending = async (h: Handle, customerSeq: number) =>
    (await ctx.repos(h).invoices.pendingOf(customerSeq)).map((inv) => ({ inv, change: JSON.parse(inv.pending_change!) as PendingChange }));
  const paid: Settled[] = [];
  const core = {
    providers,
    /** The Usage & Billing API's public URL (hosted pages live under it). */
    get publicUrl(): string {
      return publicUrl().replace(/\/+$/, "");
    },

    /** Runs `fn` holding the customer's billing lock (429 `billing_busy` when another change holds it). */
    async locked<T>(spaceId: number, customerId: string, fn: () => Promise<T>): Promise<T> {
      try {
        return await Promise.resolve(locks(`${spaceId}:${customerId}`, fn));
      } catch (err) {
        return Promise.reject(err);
      }
    },

    /**
     * Takes the customer's billing lock without waiting: a function that releases it, or null
     * when an API change (or a hosted page) holds it. The billing cycle skips a busy customer
     * and comes back on its next tick.
     */
    tryLock: (spaceId: number, customerId: string): (() => void) | null => locks.tryHold(`${spaceId}:${customerId}`),

    /**
     * One provider call: an error or no answer within PROVIDER_TIMEOUT_MS is 502
     * `payment_provider_unavailable` (the caller leaves an open invoice at most; a charge retried
     * later carries the same idempotency key, so the provider charges once).
     */
    async call<T>(what: string, fn: () => Promise<T>, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<T> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
      });
      try {
        return await Promise.race([fn(), timeout]);
      } catch (err) {
        if (err instanceof RevenueError) throw err;
        throw new RevenueError("payment_provider_unavailable", `The payment provider did not answer (${what}); nothing was changed beyond an open invoice. Retry (with the same Idempotency-Key).`);
      } finally {
        clearTimeout(timer);
      }
    },

    /** The provider of the mode, or 400 `stripe_not_connected`. */
    provider(mode: Mode): PaymentProvider {
      const p = providers.forMode(mode);
      if (!p) throw new RevenueError("stripe_not_connected", "No payment provider is connected in live mode: set TANDEM_STRIPE_SECRET_KEY_LIVE to take payments.");
      return p;
    },

    async providerCustomer(h: Handle, space: Space, c: CustomerRow, provider: PaymentProvider): Promise<ProviderCustomer> {
      return { spaceId: space.spaceId, mode: space.mode, customerId: c.id, name: c.name, email: c.email, providerCustomerId: await ctx.repos(h).payments.providerCustomer(c.seq, provider.name) };
    },

    /**
     * Creates (or finds) the customer at the provider and records its id. Outside any unit (it
     * calls the provider): reads committed data, records the id in a unit of its own.
     */
    async ensureProviderCustomer(space: Space, c: CustomerRow, provider: PaymentProvider): Promise<ProviderCustomer> {
      const pc = await core.providerCustomer(ctx.read, space, c, provider);
      const id = await core.call("customer", () => provider.ensureCustomer(pc));
      if (id !== pc.providerCustomerId) await ctx.write(async (tx) => await ctx.repos(tx).payments.setProviderCustomer(c.seq, provider.name, id));
      return { ...pc, providerCustomerId: id };
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
      pending: PendingChange | null;
      now: number;
    }): Promise<InvoiceRow> {
      // The last guard of the invoice bound (callers quote within it first): nothing past it is ever stored.
      assertInvoiceBound(x.lines, x.currency);
      const { invoices, rewards } = ctx.repos(tx);
      const total = totalOf(x.lines);
      if (x.pending) {
        const same = await core.supersedePending(tx, c, x.pending, total, x.now);
        if (same) return same;
      }
      const row: Omit<InvoiceRow, "seq"> = {
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
        pending_change: x.pending ? JSON.stringify(x.pending) : null,
        created_at: x.now,
      };
      const seq = await invoices.insert(row);
      for (const u of couponsUsed(x.lines)) await rewards.recordApplied(u.redemption_id, u.amount);
      await core.ensureInvoiceLink(tx, space.spaceId, c.seq, row.id, x.now);
      await core.announceInvoice(tx, "invoice.created", { seq, space_id: row.space_id });
      return { ...row, seq };
    },

    /**
     * Before a plan change is invoiced (inside the write): a customer's pending change has at most
     * one payable invoice. An open invoice holding the same change (created within a checkout's
     * lifetime) is answered instead of a new one (its checkout is handed back, its charge retried
     * under the same idempotency key); open invoices of changes it conflicts with (the same plan,
     * subscription or group) are voided, and their checkouts closed.
     */
    async supersedePending(tx: Tx, c: CustomerRow, change: PendingChange, total: number, now: number): Promise<InvoiceRow | null> {
      const target = await targetOf(tx, change);
      if (!target) return null;
      const slots = slotsOf(change, target);
      let same: InvoiceRow | null = null;
      for (const p of await openPending(tx, c.seq)) {
        const other = await targetOf(tx, p.change);
        if (other && !conflicts(slots, slotsOf(p.change, other))) continue;
        const reusable = same === null && p.inv.status === "open" && p.inv.created_at > now - TOKEN_TTL_MS.checkout && sameChange(change, total, p.change, p.inv.total);
        if (reusable) same = p.inv;
        else await core.voidInvoice(tx, p.inv, now);
      }
      return same;
    },

    /** Whether paying for `change` now still does what was decided (`pending.rules.ts`). */
    async standingOf(h: Handle, c: CustomerRow, change: PendingChange): Promise<Standing> {
      const target = await targetOf(h, change);
      return target ? standing(change, await liveOf(h, c.seq), target) : "superseded";
    },

    /** The subscription `seq` as a change that moves it records it (`PendingChange.basis`). */
    async basisOf(h: Handle, seq: number): Promise<string | undefined> {
      const s = await ctx.repos(h).billing.basisOf(seq);
      return s ? subscriptionBasis(s) : undefined;
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
      await core.announceInvoice(tx, "invoice.voided", inv);
      return true;
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
          const { refundRef } = await core.call("refund", () => provider.refund({ paymentRef: r.payment_ref, amount: { amount: r.amount, currency: r.currency }, idempotencyKey: `refund_due_${r.seq}` }));
          await ctx.write(async (tx) => {
            const { payments, invoices, customers } = ctx.repos(tx);
            if (!(await payments.refundDone(r.seq, refundRef))) return;
            if (r.credit_note !== 1) return;
            const inv = (await invoices.bySeq(r.invoice_seq))!;
            const c = await customers.bySeq(r.customer_seq);
            const now = ctx.nowFor(c);
            await invoices.addRefunded(inv.seq, r.amount);
            const lines: QuoteLine[] = [{ description: `Refund of invoice ${inv.id}: ${r.reason}`, plan_id: (JSON.parse(inv.plan_ids) as string[])[0] ?? null, feature_id: null, feature_name: null, quantity: 1, amount: -r.amount, period_start: null, period_end: null }];
            const note = await core.createInvoice(tx, { spaceId: r.space_id, mode }, c, { status: "open", collection: "charge_automatically", currency: r.currency, lines, planIds: JSON.parse(inv.plan_ids) as string[], provider: r.provider, dueAt: null, pending: null, now });
            await invoices.markPaid(note.seq, now, refundRef);
            await core.announceInvoice(tx, "invoice.paid", note);
          });
          done++;
        } catch (err) {
          await ctx.write(async (tx) => await ctx.repos(tx).payments.refundFailed(r.seq, err instanceof Error ? err.message : String(err)));
        }
      }
      return done;
    },

    /**
     * Applies a plan change (inside a write), its effects in this order: the subscription started
     * (replacing `move.replace` and the group's scheduled plan) or moved, with the period it paid,
     * its balances and prepaid units (`subscriptions`); the billing currency fixed; open invoices of
     * changes it put in place or superseded voided (`invoice.voided`); the referrals of a first
     * paid change paid out (`referrals.firstPayment`); then `customer.plan.attached|upgraded|downgraded`.
     */
    async applyChange(tx: Tx, c: CustomerRow, change: PendingChange, now: number): Promise<void> {
      const { customers, plans, payments } = ctx.repos(tx);
      const plan = await plans.bySeq(change.planSeq);
      if (!plan) return;
      const state = subscriptionPlan(plan, change.custom);
      // What the change replaces or moves, as it was (the billing event says which way it went).
      const held = await customers.subscriptions(c.seq);
      const replacedSeq = change.move.kind === "version" ? change.move.subscriptionSeq : change.move.replace[0];
      const replaced = held.find((s) => s.seq === replacedSeq);
      const previous = await (replaced ? planHeld(ctx, tx, replaced) : null);
      const paid = { period: change.period, paid: change.paidForPeriod, currency: change.currency, bought: change.bought };
      if (change.move.kind === "version") {
        await subscriptions.move(
          tx,
          c,
          {
            subscriptionSeq: change.move.subscriptionSeq,
            planSeq: change.planSeq,
            custom: replaced ? change.custom : undefined,
            end: replaced && change.endsAt != null ? { at: change.endsAt, canceledAt: replaced.canceled_at } : null,
            paid: { subscriptionId: replaced?.id ?? change.subscriptionId, ...paid },
          },
          now,
          { previous, announce: false },
        );
      } else {
        const live = new Set(held.map((s) => s.seq));
        const start = {
          plan: { row: plan, state },
          id: change.subscriptionId,
          at: change.trial === true && change.period ? change.period.start : now,
          trial: change.trial === true,
          expiresAt: change.endsAt ?? null,
          custom: change.custom,
          replace: change.move.replace.filter((seq) => live.has(seq)),
          // A plan of the group replaced now also replaces the group's scheduled change (a pending downgrade).
          dropScheduled: true,
          freshIfTaken: true,
          paid,
        };
        await subscriptions.start(tx, c, [start], now, { previous, announce: false });
      }
      await payments.fixBillingCurrency(c.seq, change.currency);
      // Open invoices of changes this one put in place or superseded can no longer be paid.
      for (const p of await openPending(tx, c.seq)) if ((await core.standingOf(tx, c, p.change)) !== "applies") await core.voidInvoice(tx, p.inv, now);
      // A referee's paid change pays out its pending "checkout" referrals (a trial is not a payment).
      await referrals.firstPayment(tx, { spaceId: c.space_id, mode: await payments.spaceMode(c.space_id) }, c.seq, change.planId, change.trial === true);
      await subscriptions.announce(tx, c, change.planSeq, previous, now);
    },

    /**
     * Marks an invoice paid and applies the change it holds (inside a write).
     * Idempotent: a second report of the same payment changes nothing.
     */
    async settle(tx: Tx, inv: InvoiceRow, paymentRef: string | null, at: number): Promise<boolean> {
      const { invoices, customers, payments, cycle } = ctx.repos(tx);
      const pending = inv.pending_change ? (JSON.parse(inv.pending_change) as PendingChange) : null;
      // Re-checked inside the billing lock: a change already in place or superseded is never applied twice.
      const verdict = pending ? await core.standingOf(tx, await customers.bySeq(inv.customer_seq), pending) : "applies";
      if (verdict !== "applies") {
        if (paymentRef === null || inv.provider === null || inv.total <= 0) return await core.voidInvoice(tx, inv, at);
        // The provider took the money: the invoice is paid (a paid invoice is never voided), and refunded in full.
        if (!(await invoices.markPaid(inv.seq, at, paymentRef))) return false;
        await invoices.clearPending(inv.seq);
        await core.announceInvoice(tx, "invoice.paid", inv);
        await core.oweRefund(tx, inv, inv.provider, paymentRef, inv.total, true, OBSOLETE_REASON[verdict], at);
        return true;
      }
      if (!(await invoices.markPaid(inv.seq, at, paymentRef))) return false;
      await core.announceInvoice(tx, "invoice.paid", inv);
      // A renewal's invoice paid (by a charge, a retry, invoices.mark_paid or a checkout): no longer past due.
      const renewal = await cycle.renewalOfInvoice(inv.seq);
      if (renewal && (renewal.status === "due" || renewal.status === "failed")) {
        await cycle.setRenewal(renewal.subscription_seq, renewal.period_end, { status: "paid", attempts: renewal.attempts, next: null });
        await cycle.setPastDue(renewal, false);
      }
      const c = await customers.bySeq(inv.customer_seq);
      await payments.fixBillingCurrency(c.seq, inv.currency);
      if (pending) {
        await core.applyChange(tx, c, pending, at);
        await invoices.clearPending(inv.seq);
      }
      for (const listener of paid) await listener(tx, inv, c, at);
      return true;
    },

    /** Called inside the unit that settles any invoice (once per invoice), with its transaction: auto top-ups add their units. */
    onSettled(listener: Settled): void {
      paid.push(listener);
    },

    /** Announces an invoice event (billing webhooks) with the invoice as it is now, inside the write that changed it. */
    async announceInvoice(tx: Tx, kind: InvoiceEventKind, invoice: { seq: number; space_id: number }): Promise<void> {
      // Read as it is now, and only when a webhook receives the event (a renewal announces two): built inside `emit`, in this unit.
      await ctx.notify.emit(tx, invoice.space_id, kind, async () => {
        const { invoices, customers } = ctx.repos(tx);
        const inv = (await invoices.bySeq(invoice.seq))!;
        return invoiceEventData(kind, inv, (await customers.bySeq(inv.customer_seq)).id, await core.invoiceUrl(tx, inv.space_id, inv.id));
      });
    },

    /**
     * A hosted checkout session with its page token (inside a write); answers the page's URL. An
     * invoice's open session that was handed to the provider is answered again (`reused`): one
     * payable checkout per invoice, however often it is asked for.
     */
    async openCheckout(tx: Tx, space: Space, c: CustomerRow, x: { mode: "payment" | "setup"; invoiceSeq: number | null; successUrl: string | null; planName: string | null; provider: string; now: number }): Promise<{ session: CheckoutSessionRow; token: string | null; url: string; reused: boolean }> {
      const { payments } = ctx.repos(tx);
      const open = x.mode === "payment" && x.invoiceSeq !== null ? await payments.openSessionOf(x.invoiceSeq, x.provider, ctx.clock.now()) : undefined;
      if (open) return { session: open, token: null, url: open.provider_url!, reused: true };
      const session: Omit<CheckoutSessionRow, "seq"> = {
        id: prefixedId("cs"),
        space_id: space.spaceId,
        customer_seq: c.seq,
        mode: x.mode,
        invoice_seq: x.invoiceSeq,
        status: "open",
        provider: x.provider,
        provider_session_id: null,
        success_url: x.successUrl,
        plan_name: x.planName,
        auth: null,
        last_error: null,
        expires_at: x.now + TOKEN_TTL_MS.checkout,
        created_at: x.now,
      };
      const seq = await payments.insertSession(session);
      const token = await core.issueToken(tx, "checkout", space.spaceId, c.seq, session.id, null, x.now);
      return { session: { ...session, seq }, token, url: `${core.publicUrl}/pay/${token}`, reused: false };
    },

    /** Hands a session to the provider (outside any unit: it records the provider's session in a unit of its own): answers where to send the customer. */
    async startCheckout(space: Space, c: CustomerRow, provider: PaymentProvider, s: { session: CheckoutSessionRow; url: string; reused: boolean }, due: { amount: number; currency: string } | null, description: string, cancelUrl: string | null): Promise<string> {
      if (s.reused) return s.url;
      const customer = await core.ensureProviderCustomer(space, c, provider);
      const started = await core.call("checkout", () => provider.startCheckout({
        sessionId: s.session.id,
        customer,
        mode: s.session.mode,
        due,
        description,
        returnUrl: s.url,
        cancelUrl: cancelUrl ?? s.url,
      }));
      await ctx.write(async (tx) => await ctx.repos(tx).payments.setProviderSession(s.session.seq, started.providerSessionId, started.url));
      return started.url;
    },

    /** A new page token (only its hash is stored); answers the token. */
    async issueToken(tx: Tx, kind: "checkout" | "portal", spaceId: number, customerSeq: number, ref: string | null, returnUrl: string | null, now: number): Promise<string> {
      const token = mintToken();
      await ctx.repos(tx).payments.insertToken({ hash: tokenHash(token), kind, space_id: spaceId, customer_seq: customerSeq, ref, return_url: returnUrl, expires_at: now + TOKEN_TTL_MS[kind], created_at: now });
      return token;
    },

    /** Stores the hash of an invoice's link (inside a write). */
    async ensureInvoiceLink(tx: Tx, spaceId: number, customerSeq: number, invoiceId: string, now: number): Promise<void> {
      const { payments } = ctx.repos(tx);
      let secret = await payments.linkSecret(spaceId);
      if (secret === null) {
        await payments.insertLinkSecret(spaceId, randomBytes(32).toString("base64url"));
        secret = (await payments.linkSecret(spaceId))!;
      }
      await payments.insertToken({ hash: tokenHash(invoiceToken(secret, invoiceId)), kind: "invoice", space_id: spaceId, customer_seq: customerSeq, ref: invoiceId, return_url: null, expires_at: now + TOKEN_TTL_MS.invoice, created_at: now });
    },

    /** The hosted invoice page's URL (null before the space's first invoice). */
    async invoiceUrl(h: Handle, spaceId: number, invoiceId: string): Promise<string | null> {
      const secret = await ctx.repos(h).payments.linkSecret(spaceId);
      return secret === null ? null : `${core.publicUrl}/invoice/${invoiceToken(secret, invoiceId)}`;
    },

    /** A live token of `kind`, or undefined (unknown, expired, malformed). */
    async token(h: Handle, kind: "checkout" | "portal" | "invoice", token: string) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const row = await ctx.repos(h).payments.token(tokenHash(token), kind);
      // Links are for people: they expire in real time, whatever the customer's test clock says.
      return row && row.expires_at > ctx.clock.now() ? row : undefined;
    },
  };
  return core;
}
export type PaymentsCore = ReturnType<typeof paymentsCore>;
