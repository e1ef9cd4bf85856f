/**
 * What every paid operation shares, one file per verb, composed here as `core`: provider calls and
 * the billing lock (`provider-calls.ts`), page tokens and invoice links (`links.ts`), invoices
 * created, voided and announced (`invoice-writes.ts`), the pending changes they hold
 * (`pending.ts`), applying a change (`apply-change.ts`), settling (`settle.ts`), the one charge
 * path (`charge.ts`: `chargeInvoice`), refunds owed (`refunds.ts`), checkouts (`checkout.ts`).
 * Each effect is an explicit call at its call site (README "The effects a change calls").
 */
import type { CustomerLocks } from "../../platform/idempotency/customer-locks.js";
import type { RevenueContext } from "../context.js";
import type { ReferralsService } from "../referrals/referrals.service.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";
import { changeApplication } from "./apply-change.js";
import { invoiceCharges } from "./charge.js";
import { checkouts } from "./checkout.js";
import { invoiceWrites } from "./invoice-writes.js";
import { pageLinks } from "./links.js";
import { pendingChanges } from "./pending.js";
import { providerCalls } from "./provider-calls.js";
import type { Providers } from "./providers.js";
import { refunds } from "./refunds.js";
import { settlement, type TopupPaid } from "./settle.js";

export { PROVIDER_TIMEOUT_MS } from "./provider-calls.js";
export type { PendingChange } from "./pending.js";

export function paymentsCore(
  ctx: RevenueContext,
  subscriptions: SubscriptionsService,
  referrals: Pick<ReferralsService, "firstPayment">,
  providers: Providers,
  locks: CustomerLocks,
  publicUrl: () => string,
  topupPaid: TopupPaid,
) {
  const calls = providerCalls(ctx, providers, locks);
  const links = pageLinks(ctx, publicUrl);
  const pending = pendingChanges(ctx);
  const writes = invoiceWrites(ctx, links, pending);
  const owed = refunds(ctx, providers, calls, writes);
  const applyChange = changeApplication(ctx, subscriptions, referrals, pending, writes);
  const settle = settlement(ctx, pending, writes, owed, applyChange, topupPaid);
  return {
    providers,
    /** The Usage & Billing API's public URL (hosted pages live under it). */
    get publicUrl(): string {
      return links.publicUrl;
    },
    locked: calls.locked,
    tryLock: calls.tryLock,
    call: calls.call,
    provider: calls.provider,
    providerCustomer: calls.providerCustomer,
    ensureProviderCustomer: calls.ensureProviderCustomer,
    createInvoice: writes.createInvoice,
    supersedePending: writes.supersedePending,
    voidInvoice: writes.voidInvoice,
    announceInvoice: writes.announceInvoice,
    standingOf: pending.standingOf,
    basisOf: pending.basisOf,
    oweRefund: owed.oweRefund,
    refundsDue: owed.refundsDue,
    refundPaid: owed.refundPaid,
    applyChange,
    settle,
    ...invoiceCharges(ctx, calls, links),
    ...checkouts(ctx, calls, links),
    issueToken: links.issueToken,
    ensureInvoiceLink: links.ensureInvoiceLink,
    invoiceUrl: links.invoiceUrl,
    token: links.token,
  };
}
export type PaymentsCore = ReturnType<typeof paymentsCore>;
