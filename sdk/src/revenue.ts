import { createClient, replayAsSuccess } from "./create-client.js";
import type { components, operations, paths } from "../../generated/revenue.js";

export type RevenuePaths = paths;
export type RevenueOperations = operations;
export type RevenueSchemas = components["schemas"];
/** Every body a billing webhook sends, discriminated by `type` (verify it with `verifyWebhook<BillingEvent>(rawBody, headers, secret)`). */
export type BillingEvent = components["schemas"]["BillingEvent"];
/** The kinds of billing event a webhook can subscribe to. */
export type BillingEventType = components["schemas"]["BillingEventType"];

export interface RevenueClientOptions {
  /** The API base address, ending in `/v1`, e.g. `http://localhost:4100/v1`. */
  baseUrl: string;
  /** `rv_sk_test_…`/`rv_sk_live_…` (server), or `rv_pk_…` (browser: plans and features reads only). */
  apiKey: string;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

/**
 * A client for the Usage & Billing API, typed from its OpenAPI contract
 * (openapi-fetch). Every operation is `POST("/<resource>.<verb>", { body })`;
 * answers are not enveloped.
 */
export function createRevenueClient(options: RevenueClientOptions) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
  });
  // A 409 idempotency_replay answers as the success it replays (see replayAsSuccess).
  client.use(replayAsSuccess);
  return client;
}

export type RevenueClient = ReturnType<typeof createRevenueClient>;
