import { createClient, replayAsSuccess } from "./create-client.js";
import type { components, operations, paths } from "../../generated/desk.js";

export type DeskPaths = paths;
export type DeskOperations = operations;
export type DeskSchemas = components["schemas"];
/** Every webhook body Tandem sends, discriminated by `type`. */
export type DeskEvent = components["schemas"]["DeskEvent"];

export interface DeskClientOptions {
  /** The API base address, ending in `/v1`, e.g. `http://localhost:4000/v1`. */
  baseUrl: string;
  /** A server key, `dsk_test_…` or `dsk_live_…`. Never ship it to a browser. */
  apiKey: string;
  /** Another fetch (tests, proxies). Default: the global fetch. */
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

/** A client for the Support Desk API, typed from its OpenAPI contract (openapi-fetch). */
export function createDeskClient(options: DeskClientOptions) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
  });
  // A 409 idempotency_replay answers as the success it replays (see replayAsSuccess).
  client.use(replayAsSuccess);
  return client;
}

export type DeskClient = ReturnType<typeof createDeskClient>;
