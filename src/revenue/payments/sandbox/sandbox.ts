import { prefixedId } from "../../../platform/ids.js";
import type { RevenueContext } from "../../context.js";
import type { CardInput, ChargeResult, Money, PaymentFailureCode, PaymentProvider, SavedPaymentMethod } from "../ports.js";
import { chargeOutcome, checkCard } from "./sandbox.rules.js";

/** What the sandbox's own card form (Tandem's hosted checkout) gets back for a card. */
export type CollectResult =
  | { status: "invalid"; field: "number" | "expiry" | "cvc" | "name"; message: string }
  | { status: "declined"; code: PaymentFailureCode; message: string }
  /** Saved, but paying needs 3-D Secure first: `authenticate(method, ok, due)`. */
  | { status: "authenticate"; method: SavedPaymentMethod }
  | { status: "succeeded"; method: SavedPaymentMethod; paymentRef: string | null };

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  /** The hosted checkout's card form: checks the card, saves it and pays `due` (null: setup only). */
  collect(card: CardInput, due: Money | null): Promise<CollectResult>;
  /** The 3-D Secure page's answer for a card `collect` saved: pays `due`, or forgets the card. */
  authenticate(method: SavedPaymentMethod, ok: boolean, due: Money | null): Promise<CollectResult>;
}

/**
 * The built-in provider of test mode: no network, Stripe's test cards, and
 * Tandem's own hosted pages (its checkout URL is the page Tandem gives it).
 * It keeps a card's brand, last 4 and expiry, never the number, and logs
 * nothing. Charges and refunds answer again under their idempotency key. Every call waits `latencyMs` first, so tests can hold a charge in
 * flight. As any provider it is called outside units: it reads its cards with
 * the read handle and records what it does in units of its own (sandbox.repo.ts).
 */
export function createSandboxProvider(ctx: RevenueContext, opts: { latencyMs: number }): SandboxProvider {
  const read = () => ctx.repos(ctx.read).sandbox;
  const write = (fn: (repo: ReturnType<typeof read>) => Promise<void>): Promise<void> => ctx.write(async (tx) => await fn(ctx.repos(tx).sandbox));
  const pause = (): Promise<void> => (opts.latencyMs > 0 ? new Promise((r) => setTimeout(r, opts.latencyMs)) : Promise.resolve());
  const pay = (due: Money | null): string | null => (due && due.amount > 0 ? prefixedId("pi_sbx") : null);

  return {
    name: "sandbox",
    async ensureCustomer(c) {
      await pause();
      return c.providerCustomerId ?? prefixedId("cus_sbx");
    },
    async startCheckout(s) {
      await pause();
      return { url: s.returnUrl, providerSessionId: s.sessionId };
    },
    async charge(req): Promise<ChargeResult> {
      await pause();
      // As Stripe: a call repeated with the same idempotency key answers the first call's result (charges once).
      const earlier = await read().charge(req.idempotencyKey);
      if (earlier !== undefined) return JSON.parse(earlier) as ChargeResult;
      const behavior = await read().behavior(req.providerPaymentMethodId);
      let result: ChargeResult;
      if (behavior === undefined) result = { status: "failed", paymentRef: null, code: "card_declined", message: "The payment method is no longer available." };
      else {
        const out = chargeOutcome(behavior);
        if (out.ok) result = { status: "succeeded", paymentRef: prefixedId("pi_sbx") };
        else if (out.code === "authentication_required") {
          // As the Stripe provider: the customer authenticates on Tandem's page given as returnUrl (the
          // invoice's, where "Pay invoice" runs a checkout with 3-D Secure); without one, a failure.
          result = req.returnUrl
            ? { status: "requires_action", paymentRef: prefixedId("pi_sbx"), actionUrl: req.returnUrl }
            : { status: "failed", paymentRef: prefixedId("pi_sbx"), code: "authentication_failed", message: "The card needs the customer's authentication." };
        } else result = { status: "failed", paymentRef: prefixedId("pi_sbx"), code: out.code, message: out.message };
      }
      await write((repo) => repo.recordCharge(req.idempotencyKey, JSON.stringify(result), ctx.clock.now()));
      return result;
    },
    async refund(req) {
      await pause();
      // As Stripe: a refund repeated with the same idempotency key answers the first one (refunds once).
      const key = `refund:${req.idempotencyKey}`;
      const earlier = await read().charge(key);
      if (earlier !== undefined) return JSON.parse(earlier) as { refundRef: string };
      const result = { refundRef: prefixedId("re_sbx") };
      await write((repo) => repo.recordCharge(key, JSON.stringify(result), ctx.clock.now()));
      return JSON.parse((await read().charge(key))!) as { refundRef: string };
    },
    async detachPaymentMethod(req) {
      await pause();
      await write((repo) => repo.delete(req.providerPaymentMethodId));
    },
    async collect(card, due) {
      await pause();
      const c = checkCard(card, ctx.clock.now());
      if (!c.ok) return { status: "invalid", field: c.field, message: c.message };
      if (c.behavior.kind === "declined") return { status: "declined", code: c.behavior.code, message: c.behavior.message };
      const method: SavedPaymentMethod = {
        providerPaymentMethodId: prefixedId("pm_sbx"),
        type: "card",
        card: { brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear },
      };
      // A 3-D Secure card is authenticated once on-session; later off-session charges succeed, as at Stripe.
      const later = c.behavior.kind === "decline_later" || c.behavior.kind === "authenticate_always" ? c.behavior.kind : "ok";
      await write((repo) => repo.insert(method.providerPaymentMethodId, later, ctx.clock.now()));
      if (c.behavior.kind === "authenticate" || c.behavior.kind === "authenticate_always") return { status: "authenticate", method };
      return { status: "succeeded", method, paymentRef: pay(due) };
    },
    async authenticate(method, ok, due) {
      await pause();
      if (!ok) {
        await write((repo) => repo.delete(method.providerPaymentMethodId));
        return { status: "declined", code: "authentication_failed", message: "The card's authentication failed." };
      }
      return { status: "succeeded", method, paymentRef: pay(due) };
    },
  };
}
