/** A table of error codes: each with its HTTP status and default message. */
export type ErrorTable = Record<string, { status: number; message: string }>;

/**
 * The platform's own codes, which any API may answer (validation, keys,
 * limits, idempotency, the billing lock). Each domain has its own table
 * (desk/errors.ts, revenue/errors.ts) and error class made by `errorClass`.
 */
export const PLATFORM_ERRORS = {
  invalid_request: { status: 400, message: "The request is not valid." },
  invalid_json: { status: 400, message: "The request body is not valid JSON." },
  invalid_api_key: { status: 401, message: "Missing, unknown or revoked API key." },
  secret_key_required: { status: 403, message: "This operation needs a secret key; public keys cannot call it." },
  publishable_key_required: { status: 403, message: "This operation is for public keys (a browser widget's); secret keys cannot call it." },
  not_found: { status: 404, message: "No such route." },
  payload_too_large: { status: 413, message: "The request body is too large." },
  unsupported_media_type: { status: 415, message: "Send the body as application/json." },
  rate_limited: { status: 429, message: "Too many requests; retry later." },
  internal_error: { status: 500, message: "Internal error." },
  idempotency_replay: { status: 409, message: "This idempotency key was used with the same body; the first answer is in data.response." },
  idempotency_mismatch: { status: 409, message: "This idempotency key was used with a different body." },
  idempotency_in_progress: { status: 409, message: "A request with this idempotency key is still running." },
  billing_busy: { status: 429, message: "Another billing change of this customer is running; retry shortly." },
  // The workspace's logo (tenancy/brand.rules.ts).
  invalid_logo: { status: 400, message: "The logo must be a PNG, JPEG or WebP image (SVG and other types are refused)." },
  logo_too_large: { status: 413, message: "The logo is over 512 KiB." },
  storage_full: { status: 507, message: "The server's disk is full; the change was not stored. Retry later." },
  // The PostgreSQL engine's faults (db/storage-fault.ts): busy after the store's own retries, unreachable, a statement timeout.
  database_unavailable: {
    status: 503,
    message: "The database is busy or unreachable; retry shortly (a write retried with the same Idempotency-Key is never applied twice).",
  },
  // The webhook engine's (platform/webhooks), answered by both APIs' delivery logs.
  webhook_delivery_not_found: { status: 404, message: "No such webhook delivery." },
  delivery_pending: { status: 409, message: "The delivery is pending; it is retried on its schedule." },
} as const satisfies ErrorTable;

export type PlatformErrorCode = keyof typeof PLATFORM_ERRORS;

/**
 * An error with a code, an HTTP status and a message; the HTTP layer turns it
 * into `{ message, code, data? }`. Throw a domain's error class (or the
 * platform's `AppError` for platform codes), never this with a made-up code.
 */
export class CodedError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** Details sent as the error's `data` member (e.g. the first answer of an idempotency replay). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** The error class of a domain: its codes and the platform's, statuses and default messages from the tables. */
export function errorClass<T extends ErrorTable>(table: T) {
  type Code = (keyof T | PlatformErrorCode) & string;
  const all: ErrorTable = { ...PLATFORM_ERRORS, ...table };
  return class extends CodedError {
    constructor(code: Code, message?: string, data?: Record<string, unknown>) {
      super(code, all[code].status, message ?? all[code].message, data);
    }
  };
}

/** The platform's own errors. */
export const AppError = errorClass({});
export type AppError = CodedError;
/** Throws a 400 `invalid_request` naming the field. */
export function invalid(field: string, problem: string): never {
  throw new AppError("invalid_request", `${field} ${problem}`);
}
