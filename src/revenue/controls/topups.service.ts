/**
 * Auto top-ups: charging what a usage write queued (a pending rv_auto_topups
 * row, balances/controls.apply.ts). Each runs under the customer's billing
 * lock, as a paid attach does: write the invoice (or take the open one of an
 * earlier failed round), await the provider's charge of the default payment
 * method (idempotency key: the invoice id, plus the round), then settle it
 * — the payments core's settle calls `topupPaid` with the paid invoice, and the
 * units are added to the balance in that write (also when the invoice is paid
 * later, on its hosted page or by invoices.mark_paid). Right after a usage
 * write that queued one has committed (`kick`, from its `tx.afterCommit`), and
 * from the job for whatever is left (a crash, a busy lock, a provider that did
 * not answer). Each write is a unit of its own (`ctx.write`): the provider's
 * charge is awaited between them, outside any unit. The rules are in
 * spec/revenue/controls.tsp (`AutoTopup`).
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import { CodedError } from "../../platform/errors.js";
import type { BalancesService } from "../balances/balances.service.js";
import { toUnits } from "../balances/balances.rules.js";
import { invoiceWithinBound } from "../billing/amounts.rules.js";
import { priceContext } from "../billing/attach.load.js";
import { prepaidCost, type QuoteLine } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import { attemptEnds } from "../payments/attempts.rules.js";
import { toMinor } from "../payments/money.rules.js";
import type { PaymentMethodRow } from "../payments/payments.repo.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { ChargeResult, PaymentProvider } from "../payments/ports.js";
import type { StoredItem } from "../plans/plans.rules.js";
import { planState } from "../plans/plans.view.js";
import type { Schemas, Space } from "../types.js";
import type { TopupRow } from "./controls.repo.js";
import { purchaseWindowStart, roundToBillingUnits, topupOf } from "./controls.rules.js";

/** Charges tried per round when the provider does not answer; then the top-up fails (`provider_unavailable`). */
export const TOPUP_MAX_ATTEMPTS = 3;
/** Customers one job step takes before yielding to the event loop, and at most in one run. */
const BATCH = 20;
const MAX_CUSTOMERS = 1000;

type PrepaidItem = StoredItem & { price: NonNullable<StoredItem["price"]> };

/** What an attempt charges, decided in its first write. */
interface Charge {
  t: TopupRow;
  c: CustomerRow;
  space: Space;
  provider: PaymentProvider;
  method: PaymentMethodRow;
  inv: InvoiceRow;
  key: string;
}

/**
 * A paid top-up invoice (charged here, or paid later on its page, or marked paid): the units
 * added, once, and `balance.auto_topup`, in the unit that settles it. The payments core's `settle`
 * calls it explicitly (services.ts hands it over); nothing for an invoice that is not a top-up's.
 */
export function topupPaid(ctx: RevenueContext, balances: BalancesService) {
  return async (tx: Tx, inv: InvoiceRow, c: CustomerRow, at: number): Promise<void> => {
    const repo = ctx.repos(tx).controls;
    const t = await repo.byInvoice(inv.seq);
    if (!t || (t.status !== "pending" && t.status !== "failed")) return;
    const space: Space = { spaceId: c.space_id, mode: await ctx.repos(tx).payments.spaceMode(c.space_id) };
    const planId = (JSON.parse(inv.plan_ids) as string[])[0] ?? null;
    const balance = await balances.topUp(tx, space, c, t.feature_id, planId, t.quantity);
    await repo.finish(t.seq, "succeeded", null, at);
    await ctx.notify.emit(tx, space.spaceId, "balance.auto_topup", {
      customer_id: c.id,
      feature_id: t.feature_id,
      quantity: toUnits(t.quantity),
      status: "succeeded",
      invoice_id: inv.id,
      balance: balance?.remaining ?? 0,
      failure_code: null,
    });
  };
}

export function autoTopupsService(ctx: RevenueContext, balances: BalancesService, core: PaymentsCore) {
  /**
   * This process's kicked charges and its job's run: only for `drain` and to start one charge per
   * customer and group of writes; the billing lock and the rows' status keep the charges right
   * across processes.
   */
  const inFlight = new Set<Promise<unknown>>();
  const kicked = new Set<number>();
  let running: Promise<number> | null = null;

  const spaceOf = async (h: Handle, c: CustomerRow): Promise<Space> => ({ spaceId: c.space_id, mode: await ctx.repos(h).payments.spaceMode(c.space_id) });
  const controlsOf = (c: CustomerRow): Schemas["BillingControls"] => JSON.parse(c.billing_controls) as Schemas["BillingControls"];

  /** The customer's balance of the feature now (for the event, inside its write): what it has left. */
  const remainingOf = async (tx: Tx, c: CustomerRow, featureId: string): Promise<number> => (await balances.forCustomers(tx, [c])).get(c.seq)?.balances[featureId]?.remaining ?? 0;

  /** The one-off prepaid price of the feature in one of the customer's (customer-level) plans, first subscribed first. */
  async function topupPrice(tx: Tx, c: CustomerRow, featureId: string): Promise<{ planId: string; item: PrepaidItem } | null> {
    const { customers, plans } = ctx.repos(tx);
    for (const s of await customers.subscriptions(c.seq)) {
      if (s.status !== "active") continue;
      const row = await plans.bySeq(s.plan_seq);
      if (!row) continue;
      const it = planState(row).def.items.find((x) => x.feature_id === featureId && x.price?.billing_method === "prepaid" && x.price.interval === "one_off");
      if (it) return { planId: row.id, item: it as PrepaidItem };
    }
    return null;
  }

  /** A top-up failed (inside a write): recorded with its code, the event emitted. */
  async function fail(tx: Tx, t: TopupRow, c: CustomerRow, code: string, inv: InvoiceRow | null, now: number): Promise<void> {
    const repo = ctx.repos(tx).controls;
    if (!(await repo.finish(t.seq, "failed", code, now))) return;
    const fresh = (await repo.bySeq(t.seq))!;
    await ctx.notify.emit(tx, c.space_id, "balance.auto_topup", {
      customer_id: c.id,
      feature_id: t.feature_id,
      quantity: toUnits(fresh.quantity),
      status: "failed",
      invoice_id: inv?.id ?? null,
      balance: await remainingOf(tx, c, t.feature_id),
      failure_code: code,
    });
  }

  /**
   * The first write of an attempt: the top-up still wanted (rule enabled, purchase limit not
   * reached), its invoice written or the open one reused, a payment method to charge. Answers
   * the charge to make, or null when the top-up ended here (canceled, failed, or paid at once).
   */
  async function prepare(tx: Tx, seq: number): Promise<Charge | null> {
    const { controls: repo, customers, invoices, payments, features } = ctx.repos(tx);
    const t = await repo.bySeq(seq);
    if (!t || t.status !== "pending") return null;
    const c = await customers.bySeq(t.customer_seq);
    const now = ctx.nowFor(c);
    const space = await spaceOf(tx, c);
    const rule = topupOf(controlsOf(c), t.feature_id);
    if (rule === undefined) {
      await repo.finish(t.seq, "canceled", "disabled", now);
      return null;
    }
    const pl = rule.purchase_limit;
    if (pl !== undefined && (await repo.succeededSince(c.seq, t.feature_id, purchaseWindowStart(now, pl))) >= pl.limit) {
      await repo.finish(t.seq, "canceled", "purchase_limit_reached", now);
      return null;
    }
    const provider = core.providers.forMode(space.mode);
    // An earlier round's invoice is charged again while it is open; a voided one is replaced.
    let inv = t.invoice_seq === null ? undefined : await invoices.bySeq(t.invoice_seq);
    if (inv?.status === "paid") return null;
    if (inv !== undefined && inv.status !== "open") inv = undefined;
    let quantity = t.quantity;
    if (inv === undefined) {
      const price = await topupPrice(tx, c, t.feature_id);
      if (price === null) {
        await fail(tx, t, c, "topup_price_missing", null, now);
        return null;
      }
      const p = price.item.price;
      quantity = roundToBillingUnits(t.quantity, p.billing_units);
      const units = toUnits(quantity);
      if (p.max_purchase !== null && units > p.max_purchase) {
        await fail(tx, t, c, "max_purchase_exceeded", null, now);
        return null;
      }
      let prices;
      try {
        prices = await priceContext(ctx, tx, c, undefined);
      } catch (e) {
        if (!(e instanceof CodedError)) throw e;
        await fail(tx, t, c, e.code, null, now);
        return null;
      }
      const name = (await features.byId(c.space_id, t.feature_id))?.name ?? t.feature_id;
      const line: QuoteLine = {
        description: `Auto top-up: ${units} × ${name}`,
        plan_id: price.planId,
        feature_id: t.feature_id,
        feature_name: name,
        quantity: units,
        amount: toMinor(prepaidCost(p, units, prices), prices.currency),
        period_start: null,
        period_end: null,
      };
      if (!invoiceWithinBound([line])) {
        // Past the invoice bound (billing/amounts.rules): the top-up fails like any other refused purchase.
        await fail(tx, t, c, "invalid_amount", null, now);
        return null;
      }
      inv = await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: prices.currency, lines: [line], planIds: [price.planId], provider: provider?.name ?? null, dueAt: now, pending: null, now });
    }
    const method = await payments.defaultMethod(c.seq);
    const usable = provider !== null && method !== undefined && method.provider === provider.name ? method : undefined;
    await repo.attempt(t.seq, quantity, inv.seq, usable?.seq ?? method?.seq ?? null);
    const fresh = (await repo.bySeq(t.seq))!;
    if (inv.total <= 0) {
      // Nothing to charge: paid at once (settle adds the units).
      await core.settle(tx, inv, null, now);
      return null;
    }
    if (provider === null) {
      await invoices.setPayment(inv.seq, null, null, "stripe_not_connected");
      await fail(tx, fresh, c, "stripe_not_connected", inv, now);
      return null;
    }
    if (usable === undefined) {
      await invoices.setPayment(inv.seq, null, null, "payment_method_required");
      await fail(tx, fresh, c, "payment_method_required", inv, now);
      return null;
    }
    // The same key for every attempt of a round (a charge that may have gone through is never made twice).
    const key = fresh.round === 0 ? inv.id : `${inv.id}_topup_${fresh.round}`;
    return { t: fresh, c, space, provider, method: usable, inv, key };
  }

  /** One attempt of a pending top-up (inside the customer's billing lock). */
  async function attempt(seq: number): Promise<void> {
    const charge = await ctx.write((tx) => prepare(tx, seq));
    if (charge === null) return;
    const { t, c, space, provider, method, inv, key } = charge;
    let result: ChargeResult;
    try {
      // Outside any unit: the provider's answers are awaited between the writes.
      result = await core.chargeInvoice(space, c, provider, method, inv, { key, description: `Invoice ${inv.number}` });
    } catch {
      // No answer: the job tries again (same key), at most TOPUP_MAX_ATTEMPTS times in the round.
      await ctx.write(async (tx) => {
        const { customers, invoices } = ctx.repos(tx);
        await invoices.setPayment(inv.seq, null, null, "provider_unavailable");
        if (t.attempts >= TOPUP_MAX_ATTEMPTS) await fail(tx, t, c, "provider_unavailable", inv, ctx.nowFor(await customers.bySeq(c.seq)));
      });
      return;
    }
    await ctx.write(async (tx) => {
      const { customers, invoices } = ctx.repos(tx);
      const now = ctx.nowFor(await customers.bySeq(c.seq));
      if (result.status === "succeeded") {
        await core.settle(tx, (await invoices.bySeq(inv.seq))!, result.paymentRef, now);
        return;
      }
      const code = result.status === "failed" ? result.code : "authentication_required";
      await invoices.setPayment(inv.seq, provider.name, result.paymentRef, code);
      // A decline also ends the invoice's charge attempt: invoices.pay afterwards is a new charge, not its replay.
      if (attemptEnds(result.status)) await invoices.endAttempt(inv.seq, inv.charge_attempts);
      await fail(tx, t, c, code, inv, now);
    });
  }

  /** Every pending top-up of one customer, under its billing lock; false when the lock was busy (the job comes back). */
  async function runCustomer(customerSeq: number): Promise<boolean> {
    const c = await ctx.repos(ctx.read).customers.bySeq(customerSeq);
    if (!c) return true;
    try {
      await core.locked(c.space_id, c.id, async () => {
        for (const t of await ctx.repos(ctx.read).controls.pendingOf(customerSeq)) await attempt(t.seq);
      });
      return true;
    } catch (e) {
      if (e instanceof CodedError && e.code === "billing_busy") return false;
      throw e;
    }
  }

  const follow = (p: Promise<unknown>): void => {
    const tracked = p.catch(() => undefined).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const service = {
    /**
     * Once a usage write that queued a top-up has committed (its `tx.afterCommit`, outside any
     * unit): charge it. Started once the rest of the group's after-commit work has run, so the
     * writes of one group that queued top-ups of a customer start one charge of them.
     */
    kick(customerSeq: number): void {
      if (kicked.has(customerSeq)) return;
      kicked.add(customerSeq);
      follow(
        Promise.resolve().then(() => {
          kicked.delete(customerSeq);
          return runCustomer(customerSeq);
        }),
      );
    },

    /**
     * The job: the pending top-ups of up to MAX_CUSTOMERS customers, BATCH customers at a time with
     * a turn of the event loop between. A customer whose billing lock is busy, or whose charge did
     * not get an answer, waits for the next run. One run at a time; a failure is handed to
     * `onError` and the run goes on.
     */
    runDue(onError: (err: unknown) => void = () => {}): Promise<number> {
      if (running) return running;
      const run = (async () => {
        let done = 0;
        const list = await ctx.repos(ctx.read).controls.pendingCustomers(MAX_CUSTOMERS);
        for (let i = 0; i < list.length; i += BATCH) {
          for (const seq of list.slice(i, i + BATCH)) {
            try {
              if (await runCustomer(seq)) done++;
            } catch (err) {
              onError(err);
            }
          }
          await new Promise((r) => setImmediate(r));
        }
        return done;
      })();
      running = run.finally(() => {
        running = null;
      });
      return running;
    },

    /** Resolves once every kicked top-up has been tried (tests, shutdown). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      if (running) await running;
    },

    /** The top-ups of a feature that succeeded in a purchase limit's current window (the expansion's `count`). */
    async purchaseCount(h: Handle, c: CustomerRow, featureId: string, limit: NonNullable<Schemas["AutoTopup"]["purchase_limit"]>): Promise<number> {
      return await ctx.repos(h).controls.succeededSince(c.seq, featureId, purchaseWindowStart(ctx.nowFor(c), limit));
    },
  };
  return service;
}
export type AutoTopupsService = ReturnType<typeof autoTopupsService>;
