import { errorClass } from "../platform/errors.js";

/** The console's error codes (the platform's own are in platform/errors.ts; the desk's and billing's pass through). */
export const CONSOLE_ERRORS = {
  session_required: { status: 401, message: "Sign in first: no session, or it has ended." },
  invalid_credentials: { status: 401, message: "Wrong e-mail or password." },
  invalid_sign_in_link: { status: 401, message: "This sign-in link is unknown, used or expired; ask for a new one (tandem operators create)." },
  forbidden: { status: 403, message: "Your role may not do this; ask an owner." },
  operator_disabled: { status: 403, message: "This operator is disabled; ask an owner to enable it." },
  operator_not_found: { status: 404, message: "No operator with this id." },
  session_not_found: { status: 404, message: "No open session with this id for this operator." },
  last_owner: { status: 409, message: "The team must keep at least one enabled owner." },
  password_required: { status: 400, message: "A password reset link needs the new password (`password`)." },
  csrf_token_invalid: { status: 403, message: "Missing or wrong X-CSRF-Token header (from the session's csrfToken)." },
  promo_code_not_found: { status: 404, message: "No reward of this mode has this promotion code." },
  referral_program_not_found: { status: 404, message: "This mode has no referral program with this id." },
  key_not_found: { status: 404, message: "No active API key with this id." },
  unknown_assignee: { status: 400, message: "The assignee must be an operator of this workspace (or null to unassign)." },
  operator_exists: { status: 409, message: "An operator with this e-mail exists already." },
  sign_in_backoff: { status: 429, message: "Too many failed sign-ins for this account; retry shortly." },
} as const;

export const ConsoleError = errorClass(CONSOLE_ERRORS);
