/** A plan with every kind of term the plan editor must keep (issue 31 §1), and the features it uses. */
/** Tiers, unlimited and pooled, billing units, prepaid with a cap, interval counts, proration, rollover, a boolean item, a month trial without a card. */
export const RICH_PLAN = {
  plan_id: "rich",
  name: "Rich",
  group: "main",
  price: { amount: 20, interval: "month", interval_count: 1, additional_currencies: [{ currency: "eur", amount: 18 }] },
  items: [
    {
      feature_id: "messages",
      included: 100,
      reset: { interval: "month" },
      price: { tiers: [{ to: 1000, amount: 0.02 }, { to: "inf", amount: 0.01 }], tier_behavior: "graduated", interval: "month", billing_units: 100, billing_method: "usage_based" },
    },
    { feature_id: "api_calls", unlimited: true, pooled: true },
    {
      feature_id: "seats",
      included: 2,
      reset: { interval: "month", interval_count: 2 },
      price: { amount: 10, interval: "quarter", interval_count: 2, billing_units: 5, billing_method: "prepaid", max_purchase: 100 },
      proration: { on_increase: "bill_immediately", on_decrease: "none" },
    },
    { feature_id: "credits", included: 500, reset: { interval: "month" }, rollover: { max: 200, expiry_duration_type: "month", expiry_duration_length: 2 } },
    { feature_id: "sso" },
  ],
  free_trial: { duration_length: 1, duration_type: "month", card_required: false },
};

export const PLAN_FEATURES = [
  { feature_id: "messages", name: "Messages", type: "metered", consumable: true },
  { feature_id: "api_calls", name: "API calls", type: "metered", consumable: true },
  { feature_id: "seats", name: "Seats", type: "metered", consumable: false },
  { feature_id: "credits", name: "Credits", type: "metered", consumable: true },
  { feature_id: "sso", name: "SSO", type: "boolean" },
];
