/**
 * The one charge path: an invoice charged to a saved payment method through its provider (outside
 * any unit: it reads committed data). Attach and update (`billing.collect`), the cycle's renewals
 * and dunning (`cycle/dunning.ts`) and auto top-ups all charge through `chargeInvoice`; each records
 * what came back in a unit of its own.
 */
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import type { Space } from "../types.js";
import type { PageLinks } from "./links.js";
import type { PaymentMethodRow } from "./payments.repo.js";
import type { ChargeResult, PaymentProvider } from "./ports.js";
import type { ProviderCalls } from "./provider-calls.js";

export function invoiceCharges(ctx: RevenueContext, calls: ProviderCalls, links: PageLinks) {
  return {
    /**
     * Charges `inv` (its total, in its currency) to `method` with the idempotency key `key` (the
     * invoice id; a dunning retry or a top-up round adds its suffix): the customer ensured at the
     * provider (its id recorded in a unit of its own), the invoice's hosted page as where a card
     * that needs 3-D Secure comes back, then the provider's charge. An error or no answer is 502
     * `payment_provider_unavailable` (`calls.call`): the caller records it.
     */
    async chargeInvoice(space: Space, c: CustomerRow, provider: PaymentProvider, method: Pick<PaymentMethodRow, "provider_id">, inv: Pick<InvoiceRow, "id" | "total" | "currency">, x: { key: string; description: string }): Promise<ChargeResult> {
      const customer = await calls.ensureProviderCustomer(space, c, provider);
      const returnUrl = await links.invoiceUrl(ctx.read, space.spaceId, inv.id);
      return await calls.call("charge", async () =>
        await provider.charge({ customer, providerPaymentMethodId: method.provider_id, amount: { amount: inv.total, currency: inv.currency }, invoiceId: inv.id, description: x.description, idempotencyKey: x.key, ...(returnUrl && { returnUrl }) }),
      );
    },
  };
}
