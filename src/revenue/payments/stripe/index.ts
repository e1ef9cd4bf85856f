import type { Clock } from "../../../platform/clock.js";
import type { PageRoute } from "../../../platform/http/pages.js";
import type { Logger } from "../../../platform/observability/logger.js";
import type { PaymentEvents } from "../ports.js";
import { stripeSecretProblem } from "./failures.rules.js";
import { createStripeProvider, type StripeProvider } from "./provider.js";
import { stripeWebhookRoute } from "./webhook.js";

export { stripeAmount } from "./amounts.rules.js";
export { failureOf, stripeSecretProblem } from "./failures.rules.js";
export { createStripeProvider, type StripeProvider, type StripeProviderOptions } from "./provider.js";
export { STRIPE_WEBHOOK_PATH, stripeWebhookRoute, type StripeWebhookDeps } from "./webhook.js";

/** Stripe's settings, one field per environment variable (resolved once by the configuration). */
export interface StripeSettings {
  /** `TANDEM_STRIPE_SECRET_KEY_TEST`: `sk_test_…` (or `rk_test_…`). */
  secretKeyTest?: string;
  /** `TANDEM_STRIPE_SECRET_KEY_LIVE`: `sk_live_…` (or `rk_live_…`). */
  secretKeyLive?: string;
  /** `TANDEM_STRIPE_WEBHOOK_SECRET_TEST`: the test-mode endpoint's signing secret `whsec_…`. */
  webhookSecretTest?: string;
  /** `TANDEM_STRIPE_WEBHOOK_SECRET_LIVE`: the live-mode endpoint's signing secret `whsec_…`. */
  webhookSecretLive?: string;
  /** `TANDEM_STRIPE_API_BASE_URL`: another address for Stripe's API (a local stand-in in tests); default Stripe's. */
  apiBaseUrl?: string;
  /** `TANDEM_STRIPE_TIMEOUT_MS`: per request (default 15 s). */
  timeoutMs?: number;
}

/** The environment variable behind each `StripeSettings` field, for messages and the configuration table. */
export const STRIPE_SETTING_ENV = {
  secretKeyTest: "TANDEM_STRIPE_SECRET_KEY_TEST",
  secretKeyLive: "TANDEM_STRIPE_SECRET_KEY_LIVE",
  webhookSecretTest: "TANDEM_STRIPE_WEBHOOK_SECRET_TEST",
  webhookSecretLive: "TANDEM_STRIPE_WEBHOOK_SECRET_LIVE",
  apiBaseUrl: "TANDEM_STRIPE_API_BASE_URL",
  timeoutMs: "TANDEM_STRIPE_TIMEOUT_MS",
} as const satisfies Record<keyof StripeSettings, string>;

export interface StripeProviders {
  /** The provider of a mode, or undefined when that mode has no secret key (test: use the sandbox; live: `stripe_not_connected`). */
  forMode(mode: "test" | "live"): StripeProvider | undefined;
  /** `POST /webhooks/stripe` for the Usage & Billing API's `pages`. */
  webhookRoute(deps: { events: PaymentEvents; clock: Clock; log?: Pick<Logger, "warn"> }): PageRoute;
}

/**
 * Problems with Stripe settings, each naming its variable (empty when fine):
 * a key of the wrong kind or mode, or a webhook secret without its mode's key.
 * The configuration can turn these into its start-up errors.
 */
export function stripeSettingsProblems(s: StripeSettings): string[] {
  const problems: string[] = [];
  const check = (field: keyof typeof STRIPE_SETTING_ENV, kind: "secret_key" | "webhook_secret", mode: "test" | "live") => {
    const v = s[field];
    if (typeof v !== "string") return;
    const p = stripeSecretProblem(kind, mode, v);
    if (p) problems.push(`${STRIPE_SETTING_ENV[field]} ${p}`);
  };
  check("secretKeyTest", "secret_key", "test");
  check("secretKeyLive", "secret_key", "live");
  check("webhookSecretTest", "webhook_secret", "test");
  check("webhookSecretLive", "webhook_secret", "live");
  if (s.webhookSecretTest && !s.secretKeyTest) problems.push(`${STRIPE_SETTING_ENV.webhookSecretTest} is set without ${STRIPE_SETTING_ENV.secretKeyTest}`);
  if (s.webhookSecretLive && !s.secretKeyLive) problems.push(`${STRIPE_SETTING_ENV.webhookSecretLive} is set without ${STRIPE_SETTING_ENV.secretKeyLive}`);
  return problems;
}

/** Builds (once) the Stripe provider of each mode that has a key, and the webhook route over them. Throws on bad settings. */
export function createStripeProviders(s: StripeSettings): StripeProviders {
  const problems = stripeSettingsProblems(s);
  if (problems.length > 0) throw new Error(problems.join("; "));
  const common = { apiBaseUrl: s.apiBaseUrl, timeoutMs: s.timeoutMs };
  const providers = {
    test: s.secretKeyTest ? createStripeProvider({ ...common, secretKey: s.secretKeyTest, webhookSecret: s.webhookSecretTest }) : undefined,
    live: s.secretKeyLive ? createStripeProvider({ ...common, secretKey: s.secretKeyLive, webhookSecret: s.webhookSecretLive }) : undefined,
  };
  return {
    forMode: (mode) => providers[mode],
    webhookRoute: ({ events, clock, log }) =>
      stripeWebhookRoute({ secretFor: (mode) => providers[mode]?.webhookSecret, provider: (mode) => providers[mode], events, clock, log }),
  };
}
