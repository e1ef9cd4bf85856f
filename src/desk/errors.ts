import { errorClass } from "../platform/errors.js";

/** The desk's error codes (the platform's own are in platform/errors.ts). */
export const DESK_ERRORS = {
  contact_not_found: { status: 404, message: "No such contact." },
  conversation_not_found: { status: 404, message: "No such conversation." },
  ticket_not_found: { status: 404, message: "No such ticket." },
  feedback_not_found: { status: 404, message: "No such feedback." },
  webhook_endpoint_not_found: { status: 404, message: "No such webhook endpoint." },
  mail_delivery_not_found: { status: 404, message: "No such mail delivery." },
  csat_not_found: { status: 404, message: "This conversation has no rating yet." },
  event_not_found: { status: 404, message: "No such event (events are kept for 30 days)." },
  invalid_visitor_token: { status: 401, message: "Missing, unknown or expired visitor token; start a session (POST /widget/session)." },
  identity_verification_failed: { status: 401, message: "The visitor's identity could not be verified (user_hash)." },
  invalid_transition: { status: 409, message: "That status change is not allowed." },
  ticket_closed: { status: 409, message: "The ticket is closed; it cannot change." },
  client_id_mismatch: { status: 409, message: "This clientId was used with a different payload." },
  conversation_not_resolved: { status: 409, message: "Only a resolved conversation can be rated." },
  csat_already_received: { status: 409, message: "This conversation has been rated already." },
  csat_comment_exists: { status: 409, message: "This rating has a comment already." },
  webhook_endpoint_disabled: { status: 409, message: "The webhook endpoint is disabled; enable it first." },
  webhook_secret_incompatible: { status: 409, message: "The endpoint's secret cannot key Standard Webhooks signatures; rotate it first." },
  too_many_new_visitors: { status: 429, message: "This workspace's widget took its new visitors of this minute; retry shortly." },
} as const;

export const DeskError = errorClass(DESK_ERRORS);
