import type { RevenueContext } from "../context.js";
import { completeCheckout, failCheckout } from "./checkout-completion.js";
import type { PaymentsCore } from "./payments.core.js";
import type { PaymentEvents } from "./ports.js";

/**
 * What providers report back (Stripe's webhooks). Each event takes the
 * customer's billing lock (a change in flight makes it throw 429
 * `billing_busy`: the provider delivers it again) and is idempotent.
 * Unknown sessions and payments are ignored (another Tandem's, or deleted).
 */
export function paymentEventsService(ctx: RevenueContext, core: PaymentsCore): PaymentEvents {
  const { payments, invoices, customers } = ctx.repos;
  const customerIdOf = (customerSeq: number) => customers.bySeq(customerSeq).id;

  return {
    async checkoutCompleted(e) {
      const s = payments.sessionByProvider(e.providerSessionId);
      if (!s) return;
      await core.locked(s.space_id, customerIdOf(s.customer_seq), async () => {
        ctx.write(() => completeCheckout(ctx, core, s, e.method, e.paymentRef));
        await core.refundsDue(s.customer_seq);
      });
    },
    async checkoutFailed(e) {
      const s = payments.sessionByProvider(e.providerSessionId);
      if (!s) return;
      await core.locked(s.space_id, customerIdOf(s.customer_seq), async () => ctx.write(() => failCheckout(ctx, core, s, e.code)));
    },
    async paymentSucceeded(e) {
      const inv = invoices.byPaymentRef(e.paymentRef);
      if (!inv) return;
      await core.locked(inv.space_id, customerIdOf(inv.customer_seq), async () =>
        ctx.write(() => {
          const fresh = invoices.bySeq(inv.seq)!;
          if (fresh.status === "open" || fresh.status === "uncollectible") core.settle(fresh, e.paymentRef, ctx.nowFor(ctx.repos.customers.bySeq(fresh.customer_seq)));
        }),
      ).then(() => core.refundsDue(inv.customer_seq));
    },
    async paymentFailed(e) {
      const inv = invoices.byPaymentRef(e.paymentRef);
      if (!inv) return;
      await core.locked(inv.space_id, customerIdOf(inv.customer_seq), async () =>
        ctx.write(() => {
          invoices.setPayment(inv.seq, null, null, e.code);
          core.announceInvoice("invoice.payment_failed", inv);
        }),
      );
    },
  };
}
