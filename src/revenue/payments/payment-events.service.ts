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
  const customerIdOf = async (customerSeq: number) => (await customers.bySeq(customerSeq)).id;

  return {
    async checkoutCompleted(e) {
      const s = await payments.sessionByProvider(e.providerSessionId);
      if (!s) return;
      await core.locked(s.space_id, await customerIdOf(s.customer_seq), async () => {
        await ctx.write(() => completeCheckout(ctx, core, s, e.method, e.paymentRef));
        await core.refundsDue(s.customer_seq);
      });
    },
    async checkoutFailed(e) {
      const s = await payments.sessionByProvider(e.providerSessionId);
      if (!s) return;
      await core.locked(s.space_id, await customerIdOf(s.customer_seq), async () => await ctx.write(async () => await failCheckout(ctx, core, s, e.code)));
    },
    async paymentSucceeded(e) {
      const inv = await invoices.byPaymentRef(e.paymentRef);
      if (!inv) return;
      await core.locked(inv.space_id, await customerIdOf(inv.customer_seq), async () =>
        await ctx.write(async () => {
          const fresh = (await invoices.bySeq(inv.seq))!;
          if (fresh.status === "open" || fresh.status === "uncollectible") await core.settle(fresh, e.paymentRef, ctx.nowFor(await ctx.repos.customers.bySeq(fresh.customer_seq)));
        }),
      );
      await core.refundsDue(inv.customer_seq);
    },
    async paymentFailed(e) {
      const inv = await invoices.byPaymentRef(e.paymentRef);
      if (!inv) return;
      await core.locked(inv.space_id, await customerIdOf(inv.customer_seq), async () =>
        await ctx.write(async () => {
          await invoices.setPayment(inv.seq, null, null, e.code);
          await core.announceInvoice("invoice.payment_failed", inv);
        }),
      );
    },
  };
}
