import { errorClass } from "../platform/errors.js";

/** The Usage & Billing API's error codes: the seed's table (the platform's own are in platform/errors.ts). */
export const REVENUE_ERRORS = {
  missing_feature_id: { status: 400, message: "feature_id is required." },
  invalid_amount: { status: 400, message: "The amount is not valid." },
  currency_mismatch: { status: 400, message: "The currency does not match the customer's." },
  customer_email_required: { status: 400, message: "This operation needs the customer's email." },
  stripe_not_connected: { status: 400, message: "No payment provider is connected; paid plans cannot be attached." },
  max_purchase_exceeded: { status: 400, message: "The quantity is over the plan item's maximum purchase." },
  missing_fx_rate: { status: 400, message: "No exchange rate for this currency." },
  invalid_signature: { status: 400, message: "The webhook signature is missing, stale or does not match the body." },
  code_expired: { status: 400, message: "The code has expired." },
  code_exhausted: { status: 400, message: "The code has reached its redemption limit." },
  self_referral: { status: 400, message: "A customer cannot redeem its own referral code." },
  insufficient_balance: { status: 402, message: "The balance is insufficient." },
  spend_limit_reached: { status: 402, message: "The spend limit is reached." },
  max_purchase_reached: { status: 402, message: "The maximum purchase is reached." },
  usage_limit_reached: { status: 402, message: "The usage limit is reached." },
  no_access: { status: 402, message: "The customer has no access to this feature." },
  test_mode_only: { status: 403, message: "This operation exists in test mode only." },
  customer_not_found: { status: 404, message: "No such customer." },
  plan_not_found: { status: 404, message: "No such plan." },
  feature_not_found: { status: 404, message: "No such feature." },
  entity_not_found: { status: 404, message: "No such entity." },
  subscription_not_found: { status: 404, message: "No such subscription." },
  unknown_operation: { status: 404, message: "No such operation." },
  balance_contention: { status: 409, message: "The balance is being changed by another request; retry." },
  plan_already_attached: { status: 409, message: "The plan is already attached to the customer." },
  lock_exists: { status: 409, message: "A lock with this id exists." },
  lock_finalized: { status: 409, message: "The lock is already finalized." },
  already_redeemed: { status: 409, message: "Already redeemed." },
  payment_provider_unavailable: { status: 502, message: "The payment provider did not answer; nothing was charged twice. Retry." },
  event_not_applied: { status: 503, message: "The event could not be applied now; deliver it again later." },
} as const;

export const RevenueError = errorClass(REVENUE_ERRORS);
