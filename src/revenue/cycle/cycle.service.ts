/**
 * The billing cycle: what happens between calls. At a subscription's period end it renews once
 * (claimed in rv_renewals in the transaction that writes the invoice), charges the default payment
 * method outside the transaction (idempotency key = the invoice id) and settles after; a failed
 * charge is dunned; trials end; scheduled changes start and ending plans end. The same steps run for
 * every real-time customer from the job (`runDue`) and for one customer on its test clock
 * (`advanceTestClock`). One file per verb: `renewal.ts` (ends, starts, renewals: a step in a unit),
 * `dunning.ts` (a charge and its outcome), `previews.ts`, `test-clock.ts`, `job.ts` (the tick;
 * pacing and slices only there), `lookups.ts` (a step's cached reads). See README.md.
 */
import type { Handle } from "../../platform/db/handle.js";
import type { BalancesService } from "../balances/balances.service.js";
import type { InvoiceRow } from "../invoices/invoices.repo.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { SubscriptionsService } from "../subscriptions/subscriptions.service.js";
import { cycleDunning } from "./dunning.js";
import { CYCLE_PAGE, cycleJob } from "./job.js";
import { cycleLookups } from "./lookups.js";
import { cyclePreviews } from "./previews.js";
import { cycleRenewals } from "./renewal.js";
import { renewalInvoices } from "./renewal-invoice.js";
import { cycleTestClock } from "./test-clock.js";
import type { RevenueContext } from "../context.js";

export function cycleService(ctx: RevenueContext, balances: BalancesService, core: PaymentsCore, subscriptions: SubscriptionsService) {
  const look = cycleLookups(ctx);
  const renewalInvoice = renewalInvoices(ctx, look);
  const renewals = cycleRenewals(ctx, balances, core, subscriptions, look, renewalInvoice);
  const dunning = cycleDunning(ctx, core, look, renewals.endSubscription);
  const job = cycleJob(ctx, core, renewals, dunning);
  const previews = cyclePreviews(ctx, balances, core, look, renewalInvoice);
  const clock = cycleTestClock(ctx, core, look, job);

  const service = {
    /**
     * The job: everything due by `now` for every real-time customer (`job.ts`). One run at a
     * time; a run started while one is going joins it.
     */
    runDue: (now: number, page = CYCLE_PAGE): Promise<number> => job.runDue(now, page),

    /** Whether a job run is going (for /ready and tests). */
    get busy(): boolean {
      return job.busy;
    },

    /** customers.advance_test_clock (`test-clock.ts`). */
    advanceTestClock: clock.advanceTestClock,
    frozenTimeOf: clock.frozenTimeOf,
    invoicePreviews: previews.invoicePreviews,

    /**
     * The last invoice of a subscription that ends now outside the cycle (billing.update /
     * billing.cancel `cancel_immediately`), inside that end's write and before the subscription
     * goes: `finalInvoice` at `at` — its usage not billed yet, in arrears, claimed once in
     * rv_renewals (kind `end`). Answers whether a charge is due (`chargeEnd`); an invoice of 0 is paid at once.
     */
    invoiceEnd: renewals.invoiceEnd,

    /**
     * Charges the last invoice `invoiceEnd` claimed (outside any transaction; the caller holds the
     * customer's billing lock), as the job charges a renewal — the default payment method, key from
     * the invoice id — and settles it (paid, or the cycle's dunning). Answers the invoice as settled.
     * Work after a commit: it starts from nothing (the read handle; the settling a unit of its own).
     */
    async chargeEnd(subscriptionSeq: number, at: number): Promise<InvoiceRow | undefined> {
      const r = await ctx.repos(ctx.read).cycle.renewal(subscriptionSeq, at);
      if (!r || r.invoice_seq === null) return undefined;
      if (r.status === "due") await job.chargeDue([r]);
      return await ctx.repos(ctx.read).invoices.bySeq(r.invoice_seq);
    },

    previewEnd: previews.previewEnd,

    /** Whether the customer may still start a free trial of the plan. */
    trialAvailable: async (h: Handle, customerSeq: number, planId: string): Promise<boolean> => !(await ctx.repos(h).cycle.trialUsed(customerSeq, planId)),
    trialsUsed: async (h: Handle, customerSeq: number): Promise<string[]> => await ctx.repos(h).cycle.trialsUsed(customerSeq),
  };
  return service;
}
export type CycleService = ReturnType<typeof cycleService>;
