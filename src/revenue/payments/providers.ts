import type { Mode } from "../../platform/tenancy/workspaces.repo.js";
import type { RevenueContext } from "../context.js";
import type { PaymentProvider } from "./ports.js";
import { createSandboxProvider, type SandboxProvider } from "./sandbox/sandbox.js";
import { createStripeProvider } from "./stripe/provider.js";

/** A Stripe provider's settings for one mode (src/revenue/payments/stripe builds it). */
export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret?: string;
  /** A stand-in for api.stripe.com (tests). */
  apiBaseUrl?: string;
}

/** How payments are set up (resolved once from the configuration). */
export interface PaymentsOptions {
  /** Every sandbox call waits this long first (TANDEM_SANDBOX_LATENCY_MS). */
  sandboxLatencyMs?: number;
  /** Stripe keys per mode (TANDEM_STRIPE_SECRET_KEY_TEST|LIVE, …). */
  stripe?: { test?: StripeProviderOptions; live?: StripeProviderOptions };
  /** Builds a Stripe provider: default `createStripeProvider` (tests pass a stand-in). */
  stripeFactory?: (opts: StripeProviderOptions) => PaymentProvider;
}

export interface Providers {
  /** The provider that collects money in `mode`, or null (live without Stripe: `stripe_not_connected`). */
  forMode(mode: Mode): PaymentProvider | null;
  /** By name, for sessions and invoices made earlier. */
  byName(mode: Mode, name: string): PaymentProvider | null;
  sandbox: SandboxProvider;
  /** The Stripe provider of a mode, when its key is configured (the webhook route asks it about sessions). */
  stripe(mode: Mode): PaymentProvider | null;
  /** The webhook signing secret of a mode, when configured. */
  stripeWebhookSecret(mode: Mode): string | undefined;
}

/**
 * Which provider collects money in each mode: test → Stripe when a Stripe
 * test key is configured, else the built-in sandbox; live → Stripe when a
 * live key is configured, else none.
 */
export function createProviders(ctx: RevenueContext, opts: PaymentsOptions): Providers {
  const sandbox = createSandboxProvider(ctx, { latencyMs: opts.sandboxLatencyMs ?? 0 });
  const stripeFor = (o: StripeProviderOptions | undefined): PaymentProvider | null => {
    if (!o) return null;
    return (opts.stripeFactory ?? createStripeProvider)(o);
  };
  const stripe = { test: stripeFor(opts.stripe?.test), live: stripeFor(opts.stripe?.live) };
  const chosen = { test: stripe.test ?? sandbox, live: stripe.live };
  return {
    forMode: (mode) => chosen[mode],
    byName: (mode, name) => (name === "sandbox" ? (mode === "test" ? sandbox : null) : name === "stripe" ? stripe[mode] : null),
    sandbox,
    stripe: (mode) => stripe[mode],
    stripeWebhookSecret: (mode) => opts.stripe?.[mode]?.webhookSecret,
  };
}
