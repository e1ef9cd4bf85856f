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
  event_not_found: { status: 404, message: "No such event (events are kept for 30 days)." },
  invalid_transition: { status: 409, message: "That status change is not allowed." },
  ticket_closed: { status: 409, message: "The ticket is closed." },
  conversation_not_resolved: { status: 409, message: "Only a resolved conversation can be rated." },
  csat_already_received: { status: 409, message: "This conversation has been rated already." },
  delivery_pending: { status: 409, message: "The delivery is pending; it is retried on its schedule." },
  webhook_endpoint_disabled: { status: 409, message: "The webhook endpoint is disabled; enable it first." },
  webhook_secret_incompatible: { status: 409, message: "The endpoint's secret cannot key Standard Webhooks signatures; rotate it first." },
  payload_too_large: { status: 413, message: "The request body is too large." },
  unsupported_media_type: { status: 415, message: "Send the body as application/json." },
  rate_limited: { status: 429, message: "Too many requests; retry later." },
  internal_error: { status: 500, message: "Internal error." },

  // Usage & Billing API (the seed's table, plus the platform's own codes).
  missing_feature_id: { status: 400, message: "feature_id is required." },
  invalid_amount: { status: 400, message: "The amount is not valid." },
  currency_mismatch: { status: 400, message: "The currency does not match the customer's." },
  customer_email_required: { status: 400, message: "This operation needs the customer's email." },
  stripe_not_connected: { status: 400, message: "No payment provider is connected; paid plans cannot be attached." },
  max_purchase_exceeded: { status: 400, message: "The quantity is over the plan item's maximum purchase." },
  missing_fx_rate: { status: 400, message: "No exchange rate for this currency." },
  insufficient_balance: { status: 402, message: "The balance is insufficient." },
  spend_limit_reached: { status: 402, message: "The spend limit is reached." },
  max_purchase_reached: { status: 402, message: "The maximum purchase is reached." },
  usage_limit_reached: { status: 402, message: "The usage limit is reached." },
  no_access: { status: 402, message: "The customer has no access to this feature." },
  customer_not_found: { status: 404, message: "No such customer." },
  plan_not_found: { status: 404, message: "No such plan." },
  feature_not_found: { status: 404, message: "No such feature." },
  entity_not_found: { status: 404, message: "No such entity." },
  subscription_not_found: { status: 404, message: "No such subscription." },
  unknown_operation: { status: 404, message: "No such operation." },
  idempotency_replay: { status: 409, message: "This idempotency key was used with the same body; the first answer is in data.response." },
  idempotency_mismatch: { status: 409, message: "This idempotency key was used with a different body." },
  idempotency_in_progress: { status: 409, message: "A request with this idempotency key is still running." },
  balance_contention: { status: 409, message: "The balance is being changed by another request; retry." },
  plan_already_attached: { status: 409, message: "The plan is already attached to the customer." },
  lock_exists: { status: 409, message: "A lock with this id exists." },
  lock_finalized: { status: 409, message: "The lock is already finalized." },
  already_redeemed: { status: 409, message: "Already redeemed." },
  billing_busy: { status: 429, message: "Another billing change of this customer is running; retry shortly." },
  not_implemented: { status: 501, message: "This operation is not implemented in this Tandem build yet." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Details sent as the error's `data` member (e.g. the first answer of an idempotency replay). */
  readonly data?: Record<string, unknown>;

  constructor(code: ErrorCode, message?: string, data?: Record<string, unknown>) {
    super(message ?? ERRORS[code].message);
    this.name = "AppError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.data = data;
  }
}

/** Throws a 400 `invalid_request` naming the field. */
export function invalid(field: string, problem: string): never {
  throw new AppError("invalid_request", `${field} ${problem}`);
}
