import openapiFetch, { type Middleware } from "openapi-fetch";
import { replayedAnswer } from "./errors.js";

/**
 * openapi-fetch's `createClient`, from either of its builds. Its CommonJS build
 * sets `exports.default`, and under Node's CommonJS interop (our `dist/index.cjs`)
 * the default import is that whole module object, so take its `default` then.
 */
export const createClient: typeof openapiFetch =
  (openapiFetch as unknown as { default?: typeof openapiFetch }).default ?? openapiFetch;

/** The header a replayed answer carries (the clients below set it; Tandem's 409 has no such header). */
export const REPLAYED_HEADER = "tandem-idempotent-replayed";

/**
 * A retry answered 409 `idempotency_replay` (same Idempotency-Key, same body: the
 * request did not run again) becomes a 200 with the first answer (`data.response`),
 * so `data` is typed and filled like the success it replays; `response.headers`
 * has `tandem-idempotent-replayed: true`. Any other answer passes unchanged.
 */
export const replayAsSuccess: Middleware = {
  async onResponse({ response }) {
    if (response.status !== 409 || !(response.headers.get("content-type") ?? "").includes("json")) return undefined;
    const replay = replayedAnswer(response.status, await response.clone().json().catch(() => undefined));
    if (!replay) return undefined;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.set(REPLAYED_HEADER, "true");
    return new Response(JSON.stringify(replay.answer), { status: 200, statusText: "OK", headers });
  },
};
