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
  // Provider reports arrive outside any unit: they read committed data and write in units of their own.
  const read = () => ctx.repos(ctx.read);
  const customerIdOf = async (customerSeq: number) => (await read().customers.bySeq(customerSeq)).id;

  return {
    async checkoutCompleted(e) {
      const s = await read().payments.sessionByProvider(e.providerSessionId);
      if (!s) return;
      await core.locked(s.space_id, await customerIdOf(s.customer_seq), async () => {
        await ctx.write(async (tx) => await completeCheckout(ctx, tx, core, s, e.method, e.paymentRef));
        await core.refundsDue(s.customer_seq);
      });
    },
    async checkoutFailed(e) {
      const s = await read().payments.sessionByProvider(e.providerSessionId);
      if (!s) return;
      await core.locked(s.space_id, await customerIdOf(s.customer_seq), async () => await ctx.write(async (tx) => await failCheckout(ctx, tx, core, s, e.code)));
    },
    async paymentSucceeded(e) {
      const inv = await read().invoices.byPaymentRef(e.paymentRef);
      if (!inv) return;
      await core.locked(inv.space_id, await customerIdOf(inv.customer_seq), async () =>
        await ctx.write(async (tx) => {
          const { invoices, customers } = ctx.repos(tx);
          const fresh = (await invoices.bySeq(inv.seq))!;
          if (fresh.status === "open" || fresh.status === "uncollectible") await core.settle(tx, fresh, e.paymentRef, ctx.nowFor(await customers.bySeq(fresh.customer_seq)));
        }),
      );
      await core.refundsDue(inv.customer_seq);
    },
    async paymentFailed(e) {
      const inv = await read().invoices.byPaymentRef(e.paymentRef);
      if (!inv) return;
      await core.locked(inv.space_id, await customerIdOf(inv.customer_seq), async () =>
        await ctx.write(async (tx) => {
          await ctx.repos(tx).invoices.setPayment(inv.seq, null, null, e.code);
          await core.announceInvoice(tx, "invoice.payment_failed", inv);
        }),
      );
    },
  };
}
