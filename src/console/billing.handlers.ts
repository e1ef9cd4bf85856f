/**
 * The console's billing operations (issue 31 §1): attach with its preview, cancel, grant, the
 * invoices of every customer, and the plan editor. Thin: each calls the billing domain's handler of
 * the same operation (its validation, errors and rules) as a secret key of the mode's space would.
 * A customer's billing change holds that customer's billing lock, the one the billing API's
 * `x-tandem-billing` operations take, so the console and the API never change one customer at once.
 */
import type { AuthContext } from "../platform/auth/authenticate.js";
import { AfterCommit, afterCommit, mapAfterCommit } from "../platform/db/after-commit.js";
import type { Handle } from "../platform/db/handle.js";
import { AppError } from "../platform/errors.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";
import type { operations } from "../../generated/console.js";
import type { HandlerMap } from "../platform/http/handlers.js";
import type { Platform } from "../platform/platform.js";
import type { Revenue } from "../revenue/revenue.js";
import { recoverWindow } from "../platform/webhooks/recover.rules.js";

const range = (r: { since: number; until: number }): [number, number] => [r.since, r.until];

/** What these handlers use of the console's parts (console.handlers.ts passes its own). */
export interface BillingConsoleParts {
  platform: Platform;
  workspaceId: string;
  spaceIds: Record<Mode, number>;
  revenue: Revenue;
}

type BillingOps =
  | "customers.previewAttach"
  | "customers.attach"
  | "customers.cancel"
  | "customers.grant"
  | "invoices.list"
  | "invoices.get"
  | "invoices.void"
  | "invoices.markPaid"
  | "invoices.refund"
  | "plans.create"
  | "plans.update"
  | "plans.versions"
  | "billingWebhooks.list"
  | "billingWebhooks.create"
  | "billingWebhooks.update"
  | "billingWebhooks.rotateSecret"
  | "billingWebhooks.test"
  | "billingWebhooks.deliveries"
  | "billingWebhooks.resend"
  | "billingWebhooks.delivery"
  | "billingWebhooks.recover";

/** Customers counted per plan version on the Plans page (beyond it: "1,000+"). */
export const VERSION_COUNT_CAP = 1000;

interface InvoiceDetail {
  id: string;
  hosted_invoice_url?: string | null;
}

/** The PDF of an invoice's hosted page (the billing API serves it at `<hosted page>/pdf`). */
const pdfOf = (invoice: InvoiceDetail): string | null => (invoice.hosted_invoice_url ? `${invoice.hosted_invoice_url}/pdf` : null);

/** The console's invoice filters beyond billing's invoices.list (undefined: none given). */
export function invoiceFilters(q: { createdFrom?: number; createdBefore?: number; number?: string }): { createdFrom?: number; createdBefore?: number; number?: number } | undefined {
  if (q.createdFrom === undefined && q.createdBefore === undefined && q.number === undefined) return undefined;
  if (q.createdFrom !== undefined && q.createdBefore !== undefined && q.createdBefore <= q.createdFrom) throw new AppError("invalid_request", "createdBefore: must be after createdFrom");
  let number: number | undefined;
  if (q.number !== undefined) {
    const digits = /(\d{1,15})\s*$/.exec(q.number.trim());
    if (!digits) throw new AppError("invalid_request", "number: an invoice number has digits (e.g. 42 or INV-0042)");
    number = Number(digits[1]);
  }
  return { ...(q.createdFrom !== undefined && { createdFrom: q.createdFrom }), ...(q.createdBefore !== undefined && { createdBefore: q.createdBefore }), ...(number !== undefined && { number }) };
}

export function billingHandlers(p: BillingConsoleParts): Pick<HandlerMap<operations>, BillingOps> {
  const { platform, workspaceId, revenue } = p;
  const rh = revenue.handlers;
  const none = {} as never;
  const as = (auth: AuthContext, mode: Mode): AuthContext => ({ keyId: auth.keyId, spaceId: p.spaceIds[mode], workspaceId, mode, kind: "secret" });
  /** Calls billing's handler `op` with `body` as the mode's secret key would. */
  const call = (op: keyof typeof rh, h: Handle, auth: AuthContext, mode: Mode, body: unknown): Promise<unknown> =>
    Promise.resolve((rh[op] as (i: unknown) => unknown)({ h, auth: as(auth, mode), body, params: none, query: none, headers: none }));

  /** The console's invoice page: the invoice, its PDF, its credit notes, the invoices it refunds (a credit note) and what Refund may still give back (read through `h`). */
  const page = async (h: Handle, mode: Mode, invoice: InvoiceDetail) => {
    const { refundable, notes, refunds, payment } = await revenue.services.invoices.creditNotesOf(h, { spaceId: p.spaceIds[mode], mode }, invoice.id);
    return { invoice, pdfUrl: pdfOf(invoice), payment, creditNotes: notes.map((n) => ({ ...n, pdfUrl: pdfOf(n.invoice) })), refunds, refundable };
  };
  /** `page` of the invoice a void or mark_paid answered: in the unit `h`, or after its commit through the read handle. */
  const pageAfter = (h: Handle, mode: Mode, r: { invoice: InvoiceDetail } | AfterCommit<{ invoice: InvoiceDetail }>) =>
    r instanceof AfterCommit ? afterCommit(async () => await page(platform.store.read, mode, (await r.run()).invoice)) : page(h, mode, r.invoice);

  /**
   * Runs a billing change of one customer holding its billing lock (429 `billing_busy` when held),
   * until the change's after-commit work (provider calls) is done, as the platform does for the
   * billing API's `x-tandem-billing` operations.
   */
  async function locked<T>(mode: Mode, customerId: string, work: () => Promise<T | AfterCommit<T>>): Promise<T | AfterCommit<T>> {
    const release = await platform.customerLocks.tryHold(`${p.spaceIds[mode]}:${customerId}`);
    if (release === null) throw new AppError("billing_busy");
    let handedOver = false;
    try {
      const answer = await work();
      if (!(answer instanceof AfterCommit)) return answer;
      handedOver = true;
      return afterCommit(() => answer.run().finally(release));
    } finally {
      if (!handedOver) release();
    }
  }

  return {
    // ── a customer's plans and balances ──
    "customers.previewAttach": async ({ h, auth, query, params, body }) =>
      (await call("billing.preview_attach", h, auth, query.mode, { customer_id: params.id, plan_id: body.planId, ...(body.version !== undefined && { version: body.version }) })) as never,
    "customers.attach": ({ h, auth, query, params, body }) =>
      locked(query.mode, params.id, async () => (await call("billing.attach", h, auth, query.mode, { customer_id: params.id, plan_id: body.planId, ...(body.version !== undefined && { version: body.version }) })) as never),
    "customers.cancel": ({ h, auth, query, params, body }) => {
      const now = body.when === "now";
      if (!now && body.refund !== undefined && body.refund !== "none") throw new AppError("invalid_request", "body.refund: only when the plan ends now (when: now); a plan ended at the end of its cycle was used in full");
      const refund = now && body.refund !== undefined && body.refund !== "none" ? { refund_last_payment: body.refund } : {};
      return locked(query.mode, params.id, async () =>
        (await call("billing.cancel", h, auth, query.mode, { customer_id: params.id, plan_id: body.planId, cancel_action: now ? "cancel_immediately" : "cancel_end_of_cycle", ...refund })) as never,
      );
    },
    "customers.grant": async ({ h, auth, query, params, body }) =>
      (await call("balances.grant", h, auth, query.mode, {
        customer_id: params.id,
        feature_id: body.featureId,
        amount: body.amount,
        ...(body.reason !== undefined && { reason: body.reason }),
        ...(body.expiresAt !== undefined && { expires_at: body.expiresAt }),
      })) as never,

    // ── invoices of every customer ──
    "invoices.list": async ({ h, auth, query }) => {
      const body = {
        limit: query.limit ?? 50,
        ...(query.cursor !== undefined && { start_cursor: query.cursor }),
        ...(query.status !== undefined && { status: [query.status] }),
        ...(query.customerId !== undefined && { customer_id: query.customerId }),
      };
      const also = invoiceFilters(query);
      // The date range and number are the console's: billing's service takes them beside invoices.list's body.
      const page = (
        also ? await revenue.services.invoices.list(h, as(auth, query.mode), body, also) : await call("invoices.list", h, auth, query.mode, body)
      ) as { list: never[]; next_cursor: string | null };
      return { items: page.list, nextCursor: page.next_cursor };
    },
    "invoices.get": async ({ h, auth, query, params }) => (await page(h, query.mode, (await call("invoices.get", h, auth, query.mode, { invoice_id: params.id })) as InvoiceDetail)) as never,
    "invoices.void": async ({ h, auth, query, params }) =>
      (await pageAfter(h, query.mode, (await call("invoices.void", h, auth, query.mode, { invoice_id: params.id })) as { invoice: InvoiceDetail } | AfterCommit<{ invoice: InvoiceDetail }>)) as never,
    "invoices.markPaid": async ({ h, auth, query, params }) =>
      (await pageAfter(h, query.mode, (await call("invoices.mark_paid", h, auth, query.mode, { invoice_id: params.id })) as { invoice: InvoiceDetail } | AfterCommit<{ invoice: InvoiceDetail }>)) as never,
    // The domain's refund (revenue/invoices: provider refund + credit note, under the customer's lock); the platform's idempotency flow keys it by the header.
    "invoices.refund": async ({ h, query, params, body }) => {
      const space = { spaceId: p.spaceIds[query.mode], mode: query.mode };
      const done = await revenue.services.invoices.refund(h, space, { invoice_id: params.id, reason: body.reason, ...(body.amount !== undefined && { amount: body.amount }) });
      return mapAfterCommit(done, async (r) => await page(platform.store.read, query.mode, r.invoice)) as never;
    },

    // ── the plan editor ──
    "plans.create": async ({ h, auth, query, body }) => (await call("plans.create", h, auth, query.mode, body)) as never,
    "plans.update": async ({ h, auth, query, body }) => (await call("plans.update", h, auth, query.mode, body)) as never,
    "plans.versions": async ({ h, auth, query, params }) => {
      const { list } = (await call("plans.versions", h, auth, query.mode, { plan_id: params.id })) as { list: { version: number }[] };
      const items = [];
      for (const plan of list) {
        const on = (await call("customers.list", h, auth, query.mode, { limit: VERSION_COUNT_CAP, plans: [{ id: params.id, versions: [plan.version] }] })) as { list: unknown[]; next_cursor: string | null };
        items.push({ plan, customers: on.list.length, more: on.next_cursor !== null });
      }
      return { items } as never;
    },

    // ── billing webhooks (billing's webhooks.* operations) ──
    "billingWebhooks.list": async ({ h, auth, query }) => (await call("webhooks.list", h, auth, query.mode, {})) as never,
    "billingWebhooks.create": async ({ h, auth, query, body }) => (await call("webhooks.create", h, auth, query.mode, body)) as never,
    "billingWebhooks.update": async ({ h, auth, query, body }) => (await call("webhooks.update", h, auth, query.mode, body)) as never,
    "billingWebhooks.rotateSecret": async ({ h, auth, query, params }) => (await call("webhooks.rotate_secret", h, auth, query.mode, { id: params.id })) as never,
    "billingWebhooks.test": async ({ h, auth, query, params }) => (await call("webhooks.test", h, auth, query.mode, { id: params.id })) as never,
    "billingWebhooks.deliveries": async ({ h, auth, query, params }) =>
      (await call("webhooks.deliveries", h, auth, query.mode, {
        webhook_id: params.id,
        ...(query.status !== undefined && { status: query.status }),
        ...(query.cursor !== undefined && { start_cursor: query.cursor }),
      })) as never,
    "billingWebhooks.resend": async ({ h, auth, query, params }) => (await call("webhooks.resend", h, auth, query.mode, { delivery_id: params.id })) as never,
    // The request each attempt sent, and Recover failed: the console's, on billing's webhook service.
    "billingWebhooks.delivery": ({ h, auth, query, params }) => revenue.webhooks.service.delivery(h, as(auth, query.mode), params.id),
    "billingWebhooks.recover": ({ h, auth, query, params, body }) =>
      revenue.webhooks.service.recover(h, as(auth, query.mode), params.id, ...range(recoverWindow(body, platform.clock.now()))),
  };
}
