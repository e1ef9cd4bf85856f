import Stripe from "stripe";

export interface StripeClientOptions {
  /** `sk_test_…` / `sk_live_…` (or a restricted `rk_…` key). */
  secretKey: string;
  /** Another address for Stripe's API, e.g. a local stand-in `http://127.0.0.1:12111` (tests); default Stripe's. */
  apiBaseUrl?: string;
  /** Per request, in ms (the package's default is 80 s: too long inside a customer's billing lock). */
  timeoutMs?: number;
  /**
   * Automatic retries of a failed request (connection error, 409/429/5xx), each
   * with the same idempotency key, so a retried charge charges once. Default 1.
   */
  maxNetworkRetries?: number;
}

export const DEFAULT_STRIPE_TIMEOUT_MS = 15_000;

/** The official client, pinned to the API version this code was written against. */
export function stripeClient(o: StripeClientOptions): Stripe {
  const config: Stripe.StripeConfig = {
    apiVersion: Stripe.API_VERSION,
    timeout: o.timeoutMs ?? DEFAULT_STRIPE_TIMEOUT_MS,
    maxNetworkRetries: o.maxNetworkRetries ?? 1,
    telemetry: false,
    appInfo: { name: "Tandem" },
  };
  if (o.apiBaseUrl) {
    const u = new URL(o.apiBaseUrl);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error(`Stripe API base URL must be http(s): ${o.apiBaseUrl}`);
    config.protocol = u.protocol === "http:" ? "http" : "https";
    config.host = u.hostname;
    config.port = u.port || (u.protocol === "http:" ? 80 : 443);
  }
  return new Stripe(o.secretKey, config);
}
