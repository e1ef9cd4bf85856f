/**
 * The billing cycle: what happens between calls. At a subscription's period
 * end it renews once (claimed in rv_renewals in the transaction that writes
 * the invoice), charges the default payment method outside the transaction
 * (idempotency key = the invoice id) and settles after; a failed charge is
 * dunned; trials end; scheduled changes start and ending plans end. The same
 * steps run for every real-time customer from the job (`runDue`) and for one
 * customer on its test clock (`advanceTestClock`). See README.md.
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { createPacer, inSlices, type Pacer } from "../../platform/jobs/slices.js";
import type { BalancesService } from "../balances/balances.service.js";
import { capInvoiceLines } from "../billing/amounts.rules.js";
import { applyCoupons, totalOf } from "../billing/coupons.rules.js";
import { collection } from "../billing/billing.collect.js";
import { billsInArrears, boughtFrom, cadenceOf, type PriceContext, type QuoteLine } from "../billing/quote.rules.js";
import { couponRedemption } from "../rewards/rewards.rules.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import { BASE_CURRENCY, parseRate, toMajor } from "../payments/money.rules.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { ChargeResult, PaymentProvider } from "../payments/ports.js";
import type { PlanRow } from "../plans/plans.repo.js";
import type { PlanState } from "../plans/plans.rules.js";
import { planState, subscriptionPlan } from "../plans/plans.view.js";
import { advanceRefusal, clampTestClock } from "../shared/test-clock.rules.js";
import type { Schemas, Space } from "../types.js";
import type { CycleSubscription, RenewalRow } from "./cycle.repo.js";
import { type ArrearsInput, chargeKey, nextAttemptAt, nextPeriodEnd, renewalLines, trialEnd } from "./cycle.rules.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";
import { announcePlan, type PreviousPlan } from "../webhooks/plan-events.js";

/** The failure code of a renewal whose charge needs the customer's authentication (3-D Secure). */
export const AUTHENTICATION_REQUIRED = "authentication_required";
/** How many due subscriptions (and due charges) the job reads at a time; they are then worked through in slices. */
export const CYCLE_PAGE = 200;
/**
 * The longest the job keeps the event loop in one go (ms): a write transaction of the job holds as
 * many renewals (or settled charges) as fit in it, then commits and yields a turn of the event
 * loop, so a request arriving meanwhile waits at most about this long (numbers in bench/README.md).
 */
export const CYCLE_SLICE_MS = 3;
/** How many charges are in flight at once (a provider answering over the network is awaited concurrently). */
const CHARGE_CONCURRENCY = 10;
/** A test clock stops after this many steps in one advance (a loop guard, far beyond a year of daily events). */
const MAX_STEPS = 20_000;

type Outcome =
  | { r: RenewalRow; done: true }
  | { r: RenewalRow; done: false; inv: InvoiceRow; provider: string | null; result: ChargeResult | { status: "failed"; paymentRef: null; code: string; message: string } };

/**
 * What one step reads once (plans, feature names and modes: they cannot change under one transaction,
 * or one preview), and `ended`: the plans that ended in the step, by customer, group and time (what a
 * scheduled plan starting there replaced). Made per unit (a slice of the job) or per preview and
 * passed down with its handle; null where nothing is worth keeping (a charge, outside any unit).
 */
interface StepCache {
  plans: Map<number, { row: PlanRow; state: PlanState }>;
  names: Map<number, Map<string, string>>;
  modes: Map<number, Space>;
  ended: Map<string, PreviousPlan>;
}
const newStepCache = (): StepCache => ({ plans: new Map(), names: new Map(), modes: new Map(), ended: new Map() });
const endedKey = (customerSeq: number, group: string | null, at: number) => `${customerSeq}|${group ?? ""}|${at}`;

export function cycleService(ctx: RevenueContext, balances: BalancesService, core: PaymentsCore, subscriptions: SubscriptionsService) {
  const { lineView } = collection(ctx, core);

  const spaceOf = async (h: Handle, k: StepCache | null, spaceId: number): Promise<Space> => {
    const hit = k?.modes.get(spaceId);
    if (hit) return hit;
    const space: Space = { spaceId, mode: await ctx.repos(h).payments.spaceMode(spaceId) };
    k?.modes.set(spaceId, space);
    return space;
  };
  const planOf = async (h: Handle, k: StepCache | null, seq: number): Promise<{ row: PlanRow; state: PlanState }> => {
    const hit = k?.plans.get(seq);
    if (hit) return hit;
    const row = (await ctx.repos(h).plans.bySeq(seq))!;
    const p = { row, state: planState(row) };
    k?.plans.set(seq, p);
    return p;
  };
  /** The plan a subscription is on: its version's (cached), or the one customized for it. */
  const planOfSub = async (h: Handle, k: StepCache | null, sub: CycleSubscription): Promise<{ row: PlanRow; state: PlanState }> => {
    const p = await planOf(h, k, sub.plan_seq);
    return sub.custom_def ? { row: p.row, state: subscriptionPlan(p.row, sub.custom_def) } : p;
  };
  const namesOf = async (h: Handle, k: StepCache | null, spaceId: number): Promise<Map<string, string>> => {
    const hit = k?.names.get(spaceId);
    if (hit) return hit;
    const names = new Map((await ctx.repos(h).features.list(spaceId)).map((f) => [f.id, f.name]));
    k?.names.set(spaceId, names);
    return names;
  };

  /**
   * Ends a subscription at `at` (inside a write; `subscriptions.end`: `customer.plan.expired`, the
   * group's default plan back when nothing of the group is left, balances) and keeps the plan it
   * held in the step's `ended` (what a scheduled plan starting at `at` replaced).
   */
  async function endSubscription(tx: Tx, k: StepCache, sub: CycleSubscription, at: number): Promise<void> {
    const { row, state } = await planOf(tx, k, sub.plan_seq);
    const c = await ctx.repos(tx).customers.bySeq(sub.customer_seq);
    const was = await subscriptions.end(tx, c, sub, { planId: row.id, state }, { event: "customer.plan.expired", at, cancel: false }, (seq) => planOf(tx, k, seq));
    if (was) k.ended.set(endedKey(c.seq, state.group, at), was);
  }

  async function priceContextOf(h: Handle, c: CustomerRow, sub: CycleSubscription): Promise<PriceContext> {
    const { payments } = ctx.repos(h);
    const currency = (sub.currency ?? (await payments.billingCurrency(c.seq)) ?? c.currency ?? BASE_CURRENCY).toLowerCase();
    const stored = currency === BASE_CURRENCY ? null : await payments.rate(BASE_CURRENCY, currency);
    return { currency, rate: stored === null ? null : parseRate(stored) };
  }


  /**
   * The lines of the invoice of `sub` at `boundary`: the advance lines of `next`, the arrears of
   * `ended`. The one computation of renewal invoices and of their previews (`invoicePreviews`).
   */
  async function renewalInvoice(h: Handle, k: StepCache | null, c: CustomerRow, sub: CycleSubscription, plan: { row: PlanRow; state: PlanState }, boundary: number, ended: { start: number; end: number } | null, next: { start: number; end: number } | null, arrears: ArrearsInput[]) {
    const names = await namesOf(h, k, c.space_id);
    const prices = await priceContextOf(h, c, sub);
    const { advance, arrears: late } = renewalLines({
      plan: { id: plan.row.id, state: plan.state },
      featureName: (id) => names.get(id) ?? id,
      prices,
      bought: boughtFrom(plan.state, sub.bought),
      ended: ended ?? { start: boundary, end: boundary },
      next,
      endsAt: sub.expires_at,
      arrears,
    });
    // Within the invoice bound first (a renewal cannot be refused: its charges are capped, amounts.rules), then
    // the customer's coupons that apply at the boundary discount it (previews included); the period is paid after them.
    const capped = capInvoiceLines([...advance, ...late]);
    const lines = applyCoupons(capped, (await ctx.repos(h).rewards.couponsOf(c.seq)).map(couponRedemption), boundary, prices.currency);
    return { prices, advance: lines.slice(0, advance.length), lines };
  }

  /**
   * Balance rows' arrears as the renewal lines take them: each with its feature's usage-priced
   * plan item (by feature, not by the row's id: rows keep their id when a plan change reshapes them).
   */
  const arrearsOf = (state: PlanState, rows: { row: { feature_id: string }; arrears: number }[]): ArrearsInput[] =>
    rows.map((x) => ({ item: state.def.items.findIndex((it) => it.feature_id === x.row.feature_id && it.price?.billing_method === "usage_based"), feature_id: x.row.feature_id, micro: x.arrears }));

  /**
   * What the cycle will invoice next for `sub`, from the usage so far at `now` (null: nothing):
   * the first period of a scheduled plan, the renewal at its period's end (or a trial's end that
   * bills), or the last usage of a plan that ends. The decisions of `start`, `renew` and
   * `finalInvoice`, read without writing.
   */
  async function upcoming(h: Handle, k: StepCache, c: CustomerRow, sub: CycleSubscription, now: number): Promise<{ at: number; plan: { row: PlanRow; state: PlanState }; currency: string; lines: QuoteLine[] } | null> {
    const { cycle: repo, payments } = ctx.repos(h);
    const plan = await planOfSub(h, k, sub);
    const cadence = cadenceOf(plan.state);
    const of = async (at: number, ended: { start: number; end: number } | null, next: { start: number; end: number } | null, arrears: ArrearsInput[]) => {
      const inv = await renewalInvoice(h, k, c, sub, plan, at, ended, next, arrears);
      return inv.lines.length === 0 ? null : { at, plan, currency: inv.prices.currency, lines: inv.lines };
    };
    const billsAfterTrial = async () => trialEnd(plan.state.def.free_trial, (await payments.defaultMethod(c.seq)) !== undefined) === "bill";
    if (sub.status === "scheduled") {
      // Starting with its trial: the first invoice is at the trial's end (when it bills).
      const trialFirst = sub.trial_ends_at !== null && sub.trial_ends_at > sub.started_at && !(await repo.trialUsed(c.seq, plan.row.id));
      if (trialFirst && !(await billsAfterTrial())) return null;
      const at = trialFirst ? sub.trial_ends_at! : sub.started_at;
      const end = cadence === null ? null : nextPeriodEnd(at, cadence, at);
      return end === null ? null : await of(at, null, { start: at, end }, []);
    }
    if (sub.status !== "active") return null;
    const boundary = sub.current_period_end;
    if (sub.expires_at !== null && (boundary === null || sub.expires_at <= boundary)) return await finalPreview(h, k, c, sub, plan, sub.expires_at, now);
    if (boundary === null) return null;
    const trialEnding = sub.trial_ends_at !== null && sub.trial_ends_at === boundary;
    if (trialEnding && !(await billsAfterTrial())) return null;
    const end = cadence === null ? null : nextPeriodEnd(trialEnding ? boundary : (sub.period_anchor ?? sub.started_at), cadence, boundary);
    const ended = sub.current_period_start === null ? null : { start: sub.current_period_start, end: boundary };
    return await of(boundary, ended, end === null ? null : { start: boundary, end }, trialEnding ? [] : arrearsOf(plan.state, await balances.pendingArrears(h, sub.seq, now, boundary)));
  }

  /** Whether a subscription ending at `at` gets a last invoice: an active, paid-up plan (not in its trial) billing usage in arrears. */
  const endsWithInvoice = (sub: CycleSubscription, state: PlanState, at: number): boolean =>
    sub.status === "active" && billsInArrears(state) && !(sub.trial_ends_at !== null && sub.trial_ends_at >= at);

  /**
   * A subscription ends at `at` (inside a write, before it goes): the usage of its last period
   * not billed yet is invoiced in arrears (claimed once, as a renewal), and charged as one.
   */
  async function finalInvoice(tx: Tx, k: StepCache, sub: CycleSubscription, at: number): Promise<void> {
    const { cycle: repo, customers } = ctx.repos(tx);
    const plan = await planOfSub(tx, k, sub);
    if (!endsWithInvoice(sub, plan.state, at)) return;
    if (!(await repo.claim({ subscription_seq: sub.seq, period_end: at, customer_seq: sub.customer_seq, kind: "end", status: "due", created_at: at }))) return;
    const c = await customers.bySeq(sub.customer_seq);
    const closed = await balances.closePeriod(tx, sub.seq, at, true);
    await invoicePeriod(tx, k, c, sub, plan, at, { start: sub.current_period_start ?? at, end: at }, null, arrearsOf(plan.state, closed));
  }

  /** What `finalInvoice(sub, at)` will invoice, from the usage so far at `now` (read without writing; null: nothing). */
  async function finalPreview(h: Handle, k: StepCache, c: CustomerRow, sub: CycleSubscription, plan: { row: PlanRow; state: PlanState }, at: number, now: number): Promise<{ at: number; plan: { row: PlanRow; state: PlanState }; currency: string; lines: QuoteLine[] } | null> {
    if (!endsWithInvoice(sub, plan.state, at)) return null;
    const inv = await renewalInvoice(h, k, c, sub, plan, at, { start: sub.current_period_start ?? at, end: at }, null, arrearsOf(plan.state, await balances.pendingArrears(h, sub.seq, now, at, true)));
    return inv.lines.length === 0 ? null : { at, plan, currency: inv.prices.currency, lines: inv.lines };
  }

  /**
   * Invoices a period of `sub` (inside the write that claimed it): the
   * advance lines of `next`, the arrears of `ended`. Answers whether a charge
   * is due.
   */
  async function invoicePeriod(tx: Tx, k: StepCache, c: CustomerRow, sub: CycleSubscription, plan: { row: PlanRow; state: PlanState }, boundary: number, ended: { start: number; end: number } | null, next: { start: number; end: number } | null, arrears: ArrearsInput[]): Promise<void> {
    const { cycle: repo, billing } = ctx.repos(tx);
    const { prices, advance, lines } = await renewalInvoice(tx, k, c, sub, plan, boundary, ended, next, arrears);
    const paid = totalOf(advance);
    await billing.setPaid(sub.id, { start: next?.start ?? null, end: next?.end ?? null, paid, currency: prices.currency, bought: JSON.parse(sub.bought ?? "{}") as Record<string, number> });
    if (lines.length === 0) {
      await repo.setRenewal(sub.seq, boundary, { status: "paid", attempts: 0, next: null });
      return;
    }
    const space = await spaceOf(tx, k, c.space_id);
    const provider = core.providers.forMode(space.mode);
    const inv = await core.createInvoice(tx, space, c, { status: "open", collection: "charge_automatically", currency: prices.currency, lines, planIds: [plan.row.id], provider: provider?.name ?? null, dueAt: boundary, pending: null, now: boundary });
    await repo.setRenewal(sub.seq, boundary, { status: "due", invoice: inv.seq, attempts: 0, next: boundary });
    if (inv.total <= 0) await core.settle(tx, inv, null, boundary);
  }

  /** A period end of an active subscription (inside a write): trial end or renewal, claimed once. */
  async function renew(tx: Tx, k: StepCache, sub: CycleSubscription): Promise<boolean> {
    const { cycle: repo, customers, payments } = ctx.repos(tx);
    const boundary = sub.current_period_end!;
    const trialEnding = sub.trial_ends_at !== null && sub.trial_ends_at === boundary;
    if (!(await repo.claim({ subscription_seq: sub.seq, period_end: boundary, customer_seq: sub.customer_seq, kind: trialEnding ? "trial_end" : "renewal", status: "due", created_at: boundary }))) return false;
    const c = await customers.bySeq(sub.customer_seq);
    const plan = await planOfSub(tx, k, sub);
    if (trialEnding && trialEnd(plan.state.def.free_trial, (await payments.defaultMethod(c.seq)) !== undefined) === "revert") {
      await repo.setRenewal(sub.seq, boundary, { status: "ended", attempts: 0, next: null });
      await endSubscription(tx, k, sub, boundary);
      return true;
    }
    const cadence = cadenceOf(plan.state);
    const anchor = trialEnding ? boundary : (sub.period_anchor ?? sub.started_at);
    const end = cadence === null ? null : nextPeriodEnd(anchor, cadence, boundary);
    // The period's resets are stored at the boundary and their overage taken: what the invoice bills.
    const closed = await balances.closePeriod(tx, sub.seq, boundary);
    if (trialEnding && cadence !== null && end !== null) {
      const [interval, count] = cadence.split(":");
      await repo.reanchor({ sub: sub.seq, anchor: boundary, next: end, interval, count: Number(count) });
    }
    if (!(await repo.advance({ seq: sub.seq, old: boundary, start: boundary, end, paid: 0, anchor: trialEnding ? boundary : null }))) throw new Error("a claimed renewal's subscription moved");
    await announcePlan(ctx, tx, "customer.plan.renewed", c, (await repo.subscription(sub.seq))!, { effectiveAt: boundary });
    await invoicePeriod(
      tx,
      k,
      c,
      sub,
      plan,
      boundary,
      sub.current_period_start === null ? null : { start: sub.current_period_start, end: boundary },
      end === null ? null : { start: boundary, end },
      trialEnding ? [] : arrearsOf(plan.state, closed),
    );
    return true;
  }

  /**
   * A scheduled subscription starts (inside a write): active, its first period invoiced in
   * advance — or, when it was scheduled with the plan's free trial and the customer has not
   * used that trial since, its trial starts (nothing invoiced: the trial's end bills or reverts).
   */
  async function start(tx: Tx, k: StepCache, sub: CycleSubscription): Promise<boolean> {
    const plan = await planOfSub(tx, k, sub);
    const at = sub.started_at;
    const c = await ctx.repos(tx).customers.bySeq(sub.customer_seq);
    const a = await subscriptions.activate(tx, c, sub, plan, k.ended.get(endedKey(c.seq, plan.state.group, at)) ?? null);
    if (a === null) return false;
    // Its trial is its first period: nothing invoiced now (the trial's end bills or reverts).
    if (a.trial !== null || a.end === null) return true;
    const end = a.end;
    if (!(await ctx.repos(tx).cycle.claim({ subscription_seq: sub.seq, period_end: at, customer_seq: c.seq, kind: "start", status: "due", created_at: at }))) return true;
    await invoicePeriod(tx, k, c, { ...sub, status: "active", current_period_start: at, current_period_end: end }, plan, at, null, { start: at, end }, []);
    return true;
  }

  /** Everything due for the given subscriptions at `at` (inside a write), in order: ends, starts, period ends. */
  async function step(tx: Tx, k: StepCache, ends: CycleSubscription[], starts: CycleSubscription[], periods: CycleSubscription[], at: number): Promise<number> {
    const repo = ctx.repos(tx).cycle;
    let n = 0;
    for (const s of ends) {
      const fresh = await repo.subscription(s.seq);
      if (fresh?.expires_at != null && fresh.expires_at <= at) {
        await finalInvoice(tx, k, fresh, fresh.expires_at);
        await endSubscription(tx, k, fresh, fresh.expires_at);
        n++;
      }
    }
    for (const s of starts) if ((await repo.subscription(s.seq))?.status === "scheduled" && (await start(tx, k, s))) n++;
    for (const s of periods) {
      const fresh = await repo.subscription(s.seq);
      if (fresh?.status === "active" && fresh.current_period_end !== null && fresh.current_period_end <= at && (await renew(tx, k, fresh))) n++;
    }
    return n;
  }

  /** Charges one due renewal (outside any transaction: it reads committed data, and the provider is awaited). */
  async function charge(r: RenewalRow): Promise<Outcome> {
    const h = ctx.read;
    const { customers, payments, invoices } = ctx.repos(h);
    const inv = r.invoice_seq === null ? undefined : await invoices.bySeq(r.invoice_seq);
    if (!inv || inv.status !== "open") return { r, done: true };
    const c = await customers.bySeq(r.customer_seq);
    const space = await spaceOf(h, null, c.space_id);
    const provider: PaymentProvider | null = core.providers.forMode(space.mode);
    const method = await payments.defaultMethod(c.seq);
    if (!provider || !method || method.provider !== provider.name) {
      return { r, done: false, inv, provider: provider?.name ?? null, result: { status: "failed", paymentRef: null, code: "payment_method_required", message: "No payment method on file." } };
    }
    try {
      const customer = await core.ensureProviderCustomer(space, c, provider);
      // A card that needs 3-D Secure: the customer authenticates from the invoice's hosted page.
      const returnUrl = await core.invoiceUrl(h, space.spaceId, inv.id);
      const result = await core.call("charge", async () =>
        await provider.charge({
          customer,
          providerPaymentMethodId: method.provider_id,
          amount: { amount: inv.total, currency: inv.currency },
          invoiceId: inv.id,
          description: `Invoice ${inv.number}`,
          idempotencyKey: chargeKey(inv.id, r.attempts),
          ...(returnUrl && { returnUrl }),
        }),
      );
      return { r, done: false, inv, provider: provider.name, result };
    } catch {
      return { r, done: false, inv, provider: provider.name, result: { status: "failed", paymentRef: null, code: "provider_unavailable", message: "The payment provider did not answer." } };
    }
  }

  /** Writes what charges brought back (inside a write): paid, or the next dunning step, or the plan's end. */
  async function settle(tx: Tx, k: StepCache, outs: Outcome[], atOf: (c: CustomerRow) => number): Promise<void> {
    const { cycle: repo, customers, invoices } = ctx.repos(tx);
    for (const o of outs) {
      const r = await repo.renewal(o.r.subscription_seq, o.r.period_end);
      if (!r || (r.status !== "due" && r.status !== "failed") || r.attempts !== o.r.attempts) continue;
      if (o.done) {
        const inv = r.invoice_seq === null ? undefined : await invoices.bySeq(r.invoice_seq);
        await repo.setRenewal(r.subscription_seq, r.period_end, { status: inv?.status === "paid" ? "paid" : "void", attempts: r.attempts, next: null });
        if (inv?.status === "paid") await repo.setPastDue(r, false);
        continue;
      }
      const at = atOf(await customers.bySeq(r.customer_seq));
      if (o.result.status === "succeeded") {
        await core.settle(tx, o.inv, o.result.paymentRef, at);
        continue;
      }
      // A charge the card's bank wants authenticated (3-D Secure) is not a decline: past_due the
      // same, the invoice open with `authentication_required`, its hosted page (hosted_invoice_url)
      // where the customer authenticates and pays; retried and ended on the same schedule.
      const code = o.result.status === "failed" && o.result.code !== "authentication_failed" ? o.result.code : AUTHENTICATION_REQUIRED;
      await invoices.setPayment(o.inv.seq, o.provider, o.result.paymentRef, code);
      await core.announceInvoice(tx, "invoice.payment_failed", o.inv);
      const attempts = r.attempts + 1;
      const next = nextAttemptAt(r.period_end, attempts);
      // A plan's last invoice (kind `end`) outlives its subscription, whose seq a new one may reuse: dunned, it touches no plan.
      const subOf = async () => (r.kind === "end" ? undefined : await repo.subscription(r.subscription_seq));
      if (next === null) {
        await repo.setRenewal(r.subscription_seq, r.period_end, { status: "ended", attempts, next: null });
        await repo.uncollectible(o.inv.seq);
        const sub = await subOf();
        if (sub) await endSubscription(tx, k, sub, at);
      } else {
        await repo.setRenewal(r.subscription_seq, r.period_end, { status: "failed", attempts, next });
        await repo.setPastDue(r, true);
        const sub = await subOf();
        if (r.status === "due" && sub) await announcePlan(ctx, tx, "customer.plan.past_due", await customers.bySeq(r.customer_seq), sub, { effectiveAt: at });
      }
    }
  }

  /**
   * `each` over `items` in units of their own (`inSlices`: as many items per unit as fit in the
   * pacer's turn), each item with its unit's transaction and step cache (one per unit).
   */
  async function inUnits<T>(items: readonly T[], pacer: Pacer, each: (tx: Tx, k: StepCache, item: T) => Promise<boolean>): Promise<number> {
    let slice: { tx: Tx; k: StepCache } | undefined;
    return await inSlices(items, pacer, ctx.write, async (tx, item) => {
      if (slice?.tx !== tx) slice = { tx, k: newStepCache() };
      return await each(tx, slice.k, item);
    });
  }

  /**
   * Charges due renewals (outside any transaction), at most CHARGE_CONCURRENCY in flight, then
   * settles what came back in slices. A provider that answers without I/O (the sandbox) is done
   * by the time the next charge starts, so its cost counts in the pacer's turn.
   */
  async function chargeAll(list: RenewalRow[], atOf: (c: CustomerRow) => number, pacer: Pacer): Promise<void> {
    const outs: Outcome[] = [];
    const inFlight = new Set<Promise<void>>();
    for (const r of list) {
      while (inFlight.size >= CHARGE_CONCURRENCY) await Promise.race(inFlight);
      await pacer.pace();
      const p: Promise<void> = charge(r).then((o) => {
        outs.push(o);
        inFlight.delete(p);
      });
      inFlight.add(p);
      await Promise.race([p, pacer.next()]);
    }
    await Promise.all(inFlight);
    await inUnits(outs, pacer, async (tx, k, o) => {
      await settle(tx, k, [o], atOf);
      return true;
    });
  }

  /**
   * Takes the billing locks of these customers (each once), as API changes do, so a renewal and
   * an API change of one customer never interleave; a customer whose lock is busy joins
   * `skipped` (the run leaves it, the next tick takes it). Answers what releases the locks taken.
   */
  async function lockCustomers(seqs: number[], skipped: Set<number>): Promise<() => void> {
    const { customers } = ctx.repos(ctx.read);
    const releases: (() => void)[] = [];
    for (const seq of new Set(seqs)) {
      if (skipped.has(seq)) continue;
      const c = await customers.bySeq(seq);
      const release = core.tryLock(c.space_id, c.id);
      if (release) releases.push(release);
      else skipped.add(seq);
    }
    return () => {
      for (const r of releases) r();
    };
  }

  /** Everything due for one customer at `at` (its test clock), charges awaited: each step a unit of its own. */
  async function runCustomer(customerSeq: number, at: number): Promise<number> {
    let total = 0;
    const pacer = createPacer(CYCLE_SLICE_MS);
    for (let round = 0; round < 1000; round++) {
      const n = await ctx.write(async (tx) => {
        const repo = ctx.repos(tx).cycle;
        return await step(tx, newStepCache(), await repo.customerEnds(customerSeq, at), await repo.customerStarts(customerSeq, at), await repo.customerPeriods(customerSeq, at), at);
      });
      const charges = await ctx.repos(ctx.read).cycle.customerCharges(customerSeq, at);
      if (charges.length > 0) await chargeAll(charges, () => at, pacer);
      total += n + charges.length;
      if (n === 0 && charges.length === 0) break;
    }
    return total;
  }

  let running: Promise<number> | null = null;

  const service = {
    /**
     * The job: everything due by `now` for every real-time customer. It reads
     * `page` due subscriptions at a time and works through them in time slices
     * (`inSlices`: write transactions of at most CYCLE_SLICE_MS, a turn of the
     * event loop between them, so checks and tracks keep answering), then
     * charges what became due and settles it the same way. Each subscription
     * is its own step (claimed once, as before), so a slice can stop after any
     * of them. One run at a time; a run started while one is going joins it.
     * A job: it starts from nothing (reads through the read handle, each slice a unit of its own).
     */
    runDue(now: number, page = CYCLE_PAGE): Promise<number> {
      // Not `async`: `running` is set before this answers, so a run started meanwhile joins this one.
      if (running) return running;
      const run = (async () => {
        const repo = ctx.repos(ctx.read).cycle;
        const pacer = createPacer(CYCLE_SLICE_MS);
        let total = 0;
        // Customers whose billing lock an API change holds: left alone until the next tick.
        const skipped = new Set<number>();
        for (;;) {
          const before = skipped.size;
          // A page's reads (a few hundred rows) begin a turn of their own, so they count in its budget.
          await pacer.next();
          const [ends, starts, periods] = [await repo.dueEnds(now, page, skipped), await repo.dueStarts(now, page, skipped), await repo.duePeriods(now, page, skipped)];
          const releaseSubs = await lockCustomers([...ends, ...starts, ...periods].map((s) => s.customer_seq), skipped);
          const mine = (list: CycleSubscription[]) => list.filter((s) => !skipped.has(s.customer_seq));
          let n: number;
          try {
            // In order, as one step would: ends, then starts, then period ends.
            const due: ((tx: Tx, k: StepCache) => Promise<number>)[] = [
              ...mine(ends).map((s) => (tx: Tx, k: StepCache) => step(tx, k, [s], [], [], now)),
              ...mine(starts).map((s) => (tx: Tx, k: StepCache) => step(tx, k, [], [s], [], now)),
              ...mine(periods).map((s) => (tx: Tx, k: StepCache) => step(tx, k, [], [], [s], now)),
            ];
            n = await inUnits(due, pacer, async (tx, k, one) => (await one(tx, k)) > 0);
          } finally {
            releaseSubs();
          }
          await pacer.next();
          const dueCharges = await repo.dueCharges(now, page, skipped);
          const release = await lockCustomers(dueCharges.map((r) => r.customer_seq), skipped);
          const charges = dueCharges.filter((r) => !skipped.has(r.customer_seq));
          try {
            if (charges.length > 0) await chargeAll(charges, (c) => ctx.nowFor(c), pacer);
          } finally {
            release();
          }
          total += n + charges.length;
          if (n === 0 && charges.length === 0 && skipped.size === before) return total;
        }
      })();
      running = run.finally(() => {
        running = null;
      });
      return running;
    },

    /** Whether a job run is going (for /ready and tests). */
    get busy(): boolean {
      return running !== null;
    },

    /**
     * customers.advance_test_clock: moves the customer's clock to
     * `frozen_time`, running in order everything due on the way (each at its
     * own time). Test mode only; within the test clock's bounds
     * (shared/test-clock.rules), else 400 before anything runs. Work after the request's commit
     * (cycle.handlers): it starts from nothing, reading through the read handle, each step and
     * each clock move a unit of its own, charges between them.
     */
    async advanceTestClock(space: Space, body: Schemas["AdvanceTestClockParams"]): Promise<Schemas["AdvanceTestClockResponse"]> {
      if (space.mode !== "test") throw new RevenueError("test_mode_only", "Test clocks exist in test mode only: use a test key (rv_sk_test_…).");
      const { cycle: repo, customers } = ctx.repos(ctx.read);
      const c = await customers.byId(space.spaceId, body.customer_id);
      if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
      const target = body.frozen_time;
      const current = ctx.nowFor(c);
      const cadences: string[] = [];
      for (const s of await customers.subscriptions(c.seq)) {
        const sub = await repo.subscription(s.seq);
        const cadence = sub ? cadenceOf((await planOfSub(ctx.read, null, sub)).state) : null;
        if (cadence !== null) cadences.push(cadence);
      }
      const refused = advanceRefusal(current, target, cadences);
      if (refused !== null) invalid("frozen_time", refused);
      return await core.locked(space.spaceId, c.id, async () => {
        // Each step yields a turn of the event loop once its slice is spent: requests keep being answered meanwhile.
        const pacer = createPacer(CYCLE_SLICE_MS);
        let at = current;
        await ctx.write(async (tx) => await ctx.repos(tx).cycle.setFrozen(c.seq, at));
        await runCustomer(c.seq, at);
        for (let i = 0; i < MAX_STEPS; i++) {
          const next = await repo.nextDue(c.seq, at);
          if (next === null || next > target) break;
          at = next;
          await pacer.pace();
          await ctx.write(async (tx) => await ctx.repos(tx).cycle.setFrozen(c.seq, at));
          await runCustomer(c.seq, at);
        }
        await ctx.write(async (tx) => await ctx.repos(tx).cycle.setFrozen(c.seq, target));
        await runCustomer(c.seq, target);
        return { customer_id: c.id, frozen_time: target, status: "ready" as const };
      });
    },

    /** A customer's test clock: its frozen time (Unix ms), null while it follows real time or when unknown. */
    frozenTimeOf: async (h: Handle, spaceId: number, customerId: string): Promise<number | null> => {
      const frozen = (await ctx.repos(h).customers.byId(spaceId, customerId))?.frozen_time ?? null;
      return frozen === null ? null : clampTestClock(frozen);
    },

    /**
     * The customer's upcoming invoices (expand `invoice_previews`), one per subscription with
     * something to bill, soonest first: what the cycle will invoice next, computed as it will
     * (`renewalInvoice`), with the usage so far.
     */
    async invoicePreviews(h: Handle, customerSeq: number): Promise<Schemas["InvoicePreview"][]> {
      const { cycle: repo, customers } = ctx.repos(h);
      const k = newStepCache();
      const c = await customers.bySeq(customerSeq);
      const now = ctx.nowFor(c);
      const out: Schemas["InvoicePreview"][] = [];
      for (const s of await customers.subscriptions(c.seq)) {
        const sub = await repo.subscription(s.seq);
        const u = sub ? await upcoming(h, k, c, sub, now) : null;
        if (!u) continue;
        const total = u.lines.reduce((a, l) => a + l.amount, 0);
        out.push({
          plan_ids: [u.plan.row.id],
          invoice_at: u.at,
          currency: u.currency,
          subtotal: toMajor(total, u.currency),
          total: toMajor(total, u.currency),
          line_items: u.lines.map((l) => lineView(l, u.currency, u.plan.row.id)),
        });
      }
      return out.sort((a, b) => a.invoice_at - b.invoice_at);
    },

    /**
     * The last invoice of a subscription that ends now outside the cycle (billing.update /
     * billing.cancel `cancel_immediately`), inside that end's write and before the subscription
     * goes: `finalInvoice` at `at` — its usage not billed yet, in arrears, claimed once in
     * rv_renewals (kind `end`). Answers whether a charge is due (`chargeEnd`); an invoice of 0 is paid at once.
     */
    async invoiceEnd(tx: Tx, subscriptionSeq: number, at: number): Promise<boolean> {
      const repo = ctx.repos(tx).cycle;
      const sub = await repo.subscription(subscriptionSeq);
      if (!sub) return false;
      await finalInvoice(tx, newStepCache(), sub, at);
      return (await repo.renewal(subscriptionSeq, at))?.status === "due";
    },

    /**
     * Charges the last invoice `invoiceEnd` claimed (outside any transaction; the caller holds the
     * customer's billing lock), as the job charges a renewal — the default payment method, key from
     * the invoice id — and settles it (paid, or the cycle's dunning). Answers the invoice as settled.
     * Work after a commit: it starts from nothing (the read handle; the settling a unit of its own).
     */
    async chargeEnd(subscriptionSeq: number, at: number): Promise<InvoiceRow | undefined> {
      const r = await ctx.repos(ctx.read).cycle.renewal(subscriptionSeq, at);
      if (!r || r.invoice_seq === null) return undefined;
      if (r.status === "due") await chargeAll([r], (c) => ctx.nowFor(c), createPacer(CYCLE_SLICE_MS));
      return await ctx.repos(ctx.read).invoices.bySeq(r.invoice_seq);
    },

    /** What `invoiceEnd(subscriptionSeq, at)` would invoice, from the usage so far (a read; null: nothing). */
    async previewEnd(h: Handle, subscriptionSeq: number, at: number): Promise<{ currency: string; lines: QuoteLine[] } | null> {
      const { cycle: repo, customers } = ctx.repos(h);
      const k = newStepCache();
      const sub = await repo.subscription(subscriptionSeq);
      if (!sub || (await repo.renewal(subscriptionSeq, at))) return null;
      const p = await finalPreview(h, k, await customers.bySeq(sub.customer_seq), sub, await planOfSub(h, k, sub), at, at);
      return p && { currency: p.currency, lines: p.lines };
    },

    /** Whether the customer may still start a free trial of the plan. */
    trialAvailable: async (h: Handle, customerSeq: number, planId: string): Promise<boolean> => !(await ctx.repos(h).cycle.trialUsed(customerSeq, planId)),
    trialsUsed: async (h: Handle, customerSeq: number): Promise<string[]> => await ctx.repos(h).cycle.trialsUsed(customerSeq),
  };
  return service;
}
export type CycleService = ReturnType<typeof cycleService>;
