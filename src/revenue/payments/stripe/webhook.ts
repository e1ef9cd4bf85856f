import Stripe from "stripe";
import type { Clock } from "../../../platform/clock.js";
import type { PageAnswer, PageRoute } from "../../../platform/http/pages.js";
import type { Logger } from "../../../platform/observability/logger.js";
import { REVENUE_ERRORS } from "../../errors.js";
import type { PaymentEvents } from "../ports.js";
import { failureOf } from "./failures.rules.js";
import type { StripeProvider } from "./provider.js";

type Mode = "test" | "live";
const MODES: readonly Mode[] = ["test", "live"];

export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

export interface StripeWebhookDeps {
  /** The webhook signing secret (`whsec_…`) of a mode, if configured. */
  secretFor(mode: Mode): string | undefined;
  /** The Stripe provider of a mode (to fetch a session's payment method), if configured. */
  provider(mode: Mode): StripeProvider | undefined;
  events: PaymentEvents;
  /** The signature's 5-minute tolerance is measured on this clock. */
  clock: Clock;
  log?: Pick<Logger, "warn">;
}

/** How many applied event ids the route remembers to answer Stripe's redeliveries at once. */
const REMEMBERED_EVENTS = 1000;

/**
 * `POST /webhooks/stripe`: Stripe's events, verified with the package's own
 * `webhooks.constructEvent` against each configured secret (test, then live;
 * the event's `livemode` must match the secret's mode), then reported to
 * billing through `PaymentEvents`:
 *
 * - `checkout.session.completed` (card paid, or saved in setup mode) and
 *   `checkout.session.async_payment_succeeded` → `checkoutCompleted`, with the
 *   card's brand, last 4 and expiry fetched from Stripe;
 * - `checkout.session.async_payment_failed` → `checkoutFailed`;
 * - `payment_intent.succeeded` / `payment_intent.payment_failed` of Tandem's
 *   off-session charges (metadata `tandem_invoice_id`) → `paymentSucceeded` /
 *   `paymentFailed`. A Checkout payment's own PaymentIntent is reported through
 *   its session instead, so it is ignored here.
 *
 * Anything else, and sessions or payments Tandem did not start, answers 200
 * and is ignored. A bad, missing or stale signature answers 400
 * `invalid_signature`. If Stripe cannot be reached or billing fails to apply
 * the event, 503 `event_not_applied`: Stripe delivers it again later (for up to
 * three days). `PaymentEvents` are idempotent, so a redelivery is harmless; the
 * route also remembers the last applied event ids and answers their
 * redeliveries without calling billing.
 */
export function stripeWebhookRoute(deps: StripeWebhookDeps): PageRoute {
  const applied = new Set<string>();

  function verify(raw: Buffer, header: string): { event: Stripe.Event; mode: Mode } | { problem: string } {
    let configured = false;
    for (const mode of MODES) {
      const secret = deps.secretFor(mode);
      if (!secret) continue;
      configured = true;
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(raw, header, secret, undefined, undefined, deps.clock.now());
      } catch (e) {
        if (e instanceof Stripe.errors.StripeSignatureVerificationError) continue;
        return { problem: "The webhook body is not a Stripe event." };
      }
      if (event.livemode !== (mode === "live")) return { problem: `The event's livemode does not match the ${mode}-mode secret that signed it.` };
      return { event, mode };
    }
    return { problem: configured ? REVENUE_ERRORS.invalid_signature.message : "No Stripe webhook signing secret is configured." };
  }

  /** Reports the event to billing; answers whether it was one Tandem handles. */
  async function apply(event: Stripe.Event, mode: Mode): Promise<boolean> {
    const provider = () => {
      const p = deps.provider(mode);
      if (!p) throw new Error(`No Stripe ${mode}-mode secret key is configured to fetch the event's details`);
      return p;
    };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const s = event.data.object;
        if (!s.metadata?.tandem_session_id || (s.mode !== "payment" && s.mode !== "setup")) return false;
        // A delayed payment method completes the session unpaid; its outcome comes as async_payment_*.
        if (s.mode === "payment" && s.payment_status === "unpaid") return false;
        const r = await provider().checkoutResult(s);
        await deps.events.checkoutCompleted({ providerSessionId: s.id, method: r.method, paymentRef: r.paymentRef });
        return true;
      }
      case "checkout.session.async_payment_failed": {
        const s = event.data.object;
        if (!s.metadata?.tandem_session_id) return false;
        const pi = typeof s.payment_intent === "string" ? s.payment_intent : s.payment_intent?.id;
        const failure = pi ? await provider().paymentFailure(pi) : failureOf({});
        await deps.events.checkoutFailed({ providerSessionId: s.id, ...failure });
        return true;
      }
      case "payment_intent.succeeded": {
        const pi = event.data.object;
        if (!pi.metadata?.tandem_invoice_id) return false;
        await deps.events.paymentSucceeded({ paymentRef: pi.id });
        return true;
      }
      case "payment_intent.payment_failed": {
        const pi = event.data.object;
        if (!pi.metadata?.tandem_invoice_id) return false;
        await deps.events.paymentFailed({ paymentRef: pi.id, ...failureOf(pi.last_payment_error ?? {}) });
        return true;
      }
      default:
        return false;
    }
  }

  return {
    method: "POST",
    path: STRIPE_WEBHOOK_PATH,
    body: "raw",
    async handle(req): Promise<PageAnswer> {
      const header = req.header("stripe-signature");
      if (!header || !req.rawBody || req.rawBody.length === 0) return invalidSignature("The Stripe-Signature header or the body is missing.");
      const v = verify(req.rawBody, header);
      if ("problem" in v) return invalidSignature(v.problem);
      const { event, mode } = v;
      const key = `${mode}:${event.id}`;
      if (applied.has(key)) return { status: 200, json: { received: true, handled: true } };
      let handled: boolean;
      try {
        handled = await apply(event, mode);
      } catch (e) {
        deps.log?.warn({ err: e, event: event.id, type: event.type, mode }, "stripe webhook: event not applied; Stripe will deliver it again");
        return { status: 503, json: { message: REVENUE_ERRORS.event_not_applied.message, code: "event_not_applied" } };
      }
      if (handled) remember(applied, key);
      return { status: 200, json: { received: true, handled } };
    },
  };
}

function invalidSignature(message: string): PageAnswer {
  return { status: 400, json: { message, code: "invalid_signature" } };
}

function remember(set: Set<string>, key: string): void {
  set.add(key);
  if (set.size > REMEMBERED_EVENTS) set.delete(set.values().next().value as string);
}
