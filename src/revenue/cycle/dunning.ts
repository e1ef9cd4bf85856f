/**
 * A due renewal's charge and what came back: the charge outside any unit (the default payment
 * method, key `<invoice>` then `<invoice>_retry_<n>`), then in a unit: paid → `core.settle`; a
 * provider's decline also ends the invoice's charge attempt (payments/attempts.rules), so
 * invoices.pay afterwards is a new charge, never a replay of the renewal's decline;
 * failed → `invoice.payment_failed`, `past_due`, `customer.plan.past_due` (first failure) and the
 * next attempt (cycle.rules `nextAttemptAt`: +1, +3, +5 days); exhausted → `uncollectible`, plan ended.
 */
import type { Tx } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import { attemptEnds, type AttemptOutcome } from "../payments/attempts.rules.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { ChargeResult, PaymentProvider } from "../payments/ports.js";
import { announcePlan } from "../webhooks/plan-events.js";
import type { CycleSubscription, RenewalRow } from "./cycle.repo.js";
import { chargeKey, nextAttemptAt } from "./cycle.rules.js";
import type { CycleLookups, StepCache } from "./lookups.js";

/** The failure code of a renewal charge the provider did not answer. */
const PROVIDER_UNAVAILABLE = "provider_unavailable";

/** The failure code of a renewal whose charge needs the customer's authentication (3-D Secure). */
export const AUTHENTICATION_REQUIRED = "authentication_required";

/** What one charge of a due renewal came back with (`done`: nothing to charge any more). */
export type Outcome =
  | { r: RenewalRow; done: true }
  | { r: RenewalRow; done: false; inv: InvoiceRow; provider: string | null; result: ChargeResult | { status: "failed"; paymentRef: null; code: string; message: string } };

export function cycleDunning(ctx: RevenueContext, core: PaymentsCore, look: CycleLookups, endSubscription: (tx: Tx, k: StepCache, sub: CycleSubscription, at: number) => Promise<void>) {
  const { spaceOf } = look;

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
      // The one charge path (a card that needs 3-D Secure: the customer authenticates from the invoice's hosted page).
      const result = await core.chargeInvoice(space, c, provider, method, inv, { key: chargeKey(inv.id, r.attempts), description: `Invoice ${inv.number}` });
      return { r, done: false, inv, provider: provider.name, result };
    } catch {
      return { r, done: false, inv, provider: provider.name, result: { status: "failed", paymentRef: null, code: PROVIDER_UNAVAILABLE, message: "The payment provider did not answer." } };
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
      // The provider's no ends the invoice's attempt; no answer keeps it (its key may have charged).
      const outcome: AttemptOutcome = o.result.status === "failed" && o.result.code === PROVIDER_UNAVAILABLE ? "no_answer" : o.result.status;
      if (attemptEnds(outcome)) await invoices.endAttempt(o.inv.seq, o.inv.charge_attempts);
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

  return { charge, settle };
}
export type CycleDunning = ReturnType<typeof cycleDunning>;
