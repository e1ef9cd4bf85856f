import { errorClass } from "../platform/errors.js";

/** The console's error codes (the platform's own are in platform/errors.ts; the desk's and billing's pass through). */
export const CONSOLE_ERRORS = {
  session_required: { status: 401, message: "Sign in first: no session, or it has ended." },
  invalid_credentials: { status: 401, message: "Wrong e-mail or password." },
  invalid_sign_in_link: { status: 401, message: "This sign-in link is unknown, used or expired; ask for a new one (tandem operators create)." },
  csrf_token_invalid: { status: 403, message: "Missing or wrong X-CSRF-Token header (from the session's csrfToken)." },
  key_not_found: { status: 404, message: "No active API key with this id." },
  operator_exists: { status: 409, message: "An operator with this e-mail exists already." },
  sign_in_backoff: { status: 429, message: "Too many failed sign-ins for this account; retry shortly." },
} as const;

export const ConsoleError = errorClass(CONSOLE_ERRORS);
