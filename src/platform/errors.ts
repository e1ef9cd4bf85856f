/**
 * The one error table: every code Tandem answers, with its HTTP status and a
 * default message. Domain code throws `AppError`; the HTTP layer turns it into
 * `{ message, code }` with the status from this table.
 */
export const ERRORS = {
  invalid_request: { status: 400, message: "The request is not valid." },
  invalid_json: { status: 400, message: "The request body is not valid JSON." },
  invalid_api_key: { status: 401, message: "Missing, unknown or revoked API key." },
  secret_key_required: { status: 403, message: "This operation needs a secret key; public keys cannot call it." },
  not_found: { status: 404, message: "No such route." },
  contact_not_found: { status: 404, message: "No such contact." },
  conversation_not_found: { status: 404, message: "No such conversation." },
  ticket_not_found: { status: 404, message: "No such ticket." },
  feedback_not_found: { status: 404, message: "No such feedback." },
  webhook_endpoint_not_found: { status: 404, message: "No such webhook endpoint." },
  webhook_delivery_not_found: { status: 404, message: "No such webhook delivery." },
  invalid_transition: { status: 409, message: "That status change is not allowed." },
  ticket_closed: { status: 409, message: "The ticket is closed." },
  conversation_not_resolved: { status: 409, message: "Only a resolved conversation can be rated." },
  csat_already_received: { status: 409, message: "This conversation has been rated already." },
  delivery_pending: { status: 409, message: "The delivery is pending; it is retried on its schedule." },
  payload_too_large: { status: 413, message: "The request body is too large." },
  unsupported_media_type: { status: 415, message: "Send the body as application/json." },
  rate_limited: { status: 429, message: "Too many requests; retry later." },
  internal_error: { status: 500, message: "Internal error." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERRORS[code].message);
    this.name = "AppError";
    this.code = code;
    this.status = ERRORS[code].status;
  }
}

/** Throws a 400 `invalid_request` naming the field. */
export function invalid(field: string, problem: string): never {
  throw new AppError("invalid_request", `${field} ${problem}`);
}
