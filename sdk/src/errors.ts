/** A failed API call: the HTTP status and the `{ message, code }` body Tandem answers. */
export class TandemApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const b = (body ?? {}) as { message?: unknown; code?: unknown };
    super(typeof b.message === "string" ? b.message : `HTTP ${status}`);
    this.name = "TandemApiError";
    this.status = status;
    this.code = typeof b.code === "string" ? b.code : "unknown_error";
    this.body = body;
  }
}

/**
 * Awaits an openapi-fetch call and returns the envelope's `data`, or throws a
 * TandemApiError: `const c = await unwrap(desk.GET("/conversations/{id}", …))`.
 */
export async function unwrap<D>(
  call: Promise<{ data?: { data: D }; error?: unknown; response: Response }>,
): Promise<D> {
  const { data, error, response } = await call;
  if (data === undefined || !response.ok) throw new TandemApiError(response.status, error);
  return data.data;
}
