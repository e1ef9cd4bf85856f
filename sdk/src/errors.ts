/**
 * A failed API call, from either API: the HTTP status and the error body Tandem
 * answers — `{ message, code }` from the Support Desk API, `{ message, code, data? }`
 * from the Usage & Billing API.
 */
export class TandemApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The billing API's error details (e.g. `data.response` of `idempotency_replay`); absent otherwise. */
  readonly data?: Record<string, unknown>;
  /** The error body as received. */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const b = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; code?: unknown; data?: unknown };
    super(typeof b.message === "string" ? b.message : `HTTP ${status}`);
    this.name = "TandemApiError";
    this.status = status;
    this.code = typeof b.code === "string" ? b.code : "unknown_error";
    if (typeof b.data === "object" && b.data !== null) this.data = b.data as Record<string, unknown>;
    this.body = body;
  }
}

/** What `unwrap` answers for a success body: the Desk envelope's `data`, or a billing answer as is. */
export type Unwrapped<D> = D extends { success: true; data: infer X } ? X : D;

/** The Desk API's envelope, exactly `{ success: true, data }` (billing answers never have this shape). */
function isEnvelope(body: unknown): body is { success: true; data: unknown } {
  if (typeof body !== "object" || body === null) return false;
  const keys = Object.keys(body);
  return keys.length === 2 && (body as { success?: unknown }).success === true && "data" in body;
}

/**
 * The first answer a 409 `idempotency_replay` body carries (`data.response`), or
 * undefined for any other body: a retry with the same Idempotency-Key and body
 * did not run again, and this is what the first request answered.
 */
export function replayedAnswer(status: number, body: unknown): { answer: unknown } | undefined {
  if (status !== 409 || typeof body !== "object" || body === null) return undefined;
  const b = body as { code?: unknown; data?: unknown };
  if (b.code !== "idempotency_replay" || typeof b.data !== "object" || b.data === null || !("response" in b.data)) return undefined;
  return { answer: (b.data as { response: unknown }).response };
}

/**
 * Awaits an openapi-fetch call of either client and returns its answer, or
 * throws a TandemApiError. Desk answers are enveloped (`{ success: true, data }`)
 * and `unwrap` returns their `data`; billing answers are not, and come back as is:
 * `const c = await unwrap(desk.GET("/conversations/{id}", …))`,
 * `const b = await unwrap(rv.POST("/balances.check", …))`.
 *
 * A retry answered 409 `idempotency_replay` (same Idempotency-Key, same body)
 * returns the first answer (`data.response`), typed like a success, so a retry
 * loop needs no special case. (The clients of `createDeskClient` and
 * `createRevenueClient` already turn a replay into that success; this covers
 * other openapi-fetch clients of the same paths.)
 */
export async function unwrap<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<Unwrapped<D>> {
  const { data, error, response } = await call;
  if (data === undefined || !response.ok) {
    const replay = replayedAnswer(response.status, error);
    if (!replay) throw new TandemApiError(response.status, error);
    return (isEnvelope(replay.answer) ? replay.answer.data : replay.answer) as Unwrapped<D>;
  }
  return (isEnvelope(data) ? data.data : data) as Unwrapped<D>;
}
