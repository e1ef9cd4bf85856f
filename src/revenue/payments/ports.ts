import type { WorkspaceProfile } from "../../platform/tenancy/workspace.service.js";

/**
 * The seams of paid billing (issue 12). Tandem prices and invoices; a
 * payment provider only collects money (as in Lago). Three parts meet here:
 *
 * - `PaymentProvider`: what billing asks of a provider (the built-in
 *   `sandbox`, and `stripe` through the official package).
 * - `PaymentEvents`: what a provider reports back asynchronously (Stripe's
 *   webhooks; the sandbox's hosted checkout), implemented by billing.
 * - `HostedBilling`: what the hosted pages (checkout, 3-D Secure, portal,
 *   invoice) read and do, implemented by billing; the pages only render.
 *
 * Money is always an integer in the currency's minor unit (`Money`); the
 * wire's major units are converted at the edge (money.rules.ts).
 */

/** An amount in a currency's minor unit (USD cents, JPY yen): always an integer. */
export interface Money {
  /** Integer, minor units. */
  amount: number;
  /** Lower-case ISO 4217, e.g. `usd`. */
  currency: string;
}

/** A billing customer as a provider needs it. */
export interface ProviderCustomer {
  spaceId: number;
  /** `test` or `live`: a provider keeps the two apart (Stripe: one key per mode). */
  mode: "test" | "live";
  customerId: string;
  name: string | null;
  email: string | null;
  /** The provider's id for the customer, once known (Stripe `cus_…`). */
  providerCustomerId: string | null;
}

/** A payment method saved at the provider; Tandem keeps only these facts (never a card number). */
export interface SavedPaymentMethod {
  /** The provider's id (Stripe `pm_…`, sandbox `pm_…`). */
  providerPaymentMethodId: string;
  /** `card` for every sandbox method. */
  type: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
}

/** Why a payment failed, in the words the hosted page and the API show. */
export type PaymentFailureCode = "card_declined" | "insufficient_funds" | "authentication_failed" | "expired_card" | "processing_error" | "provider_unavailable";

/** The result of charging a saved payment method off-session. */
export type ChargeResult =
  | { status: "succeeded"; paymentRef: string }
  /** The customer must authenticate (3-D Secure) at `actionUrl`; the outcome arrives as a `PaymentEvents` call. */
  | { status: "requires_action"; paymentRef: string; actionUrl: string }
  | { status: "failed"; paymentRef: string | null; code: PaymentFailureCode; message: string };

/** A hosted session where the customer enters a payment method and, in `payment` mode, pays `due`. */
export interface CheckoutStart {
  /** Tandem's checkout session id (`cs_…`); the provider echoes it back in `PaymentEvents`. */
  sessionId: string;
  customer: ProviderCustomer;
  /** `payment`: pay `due` now and save the method; `setup`: only save a method (nothing due now). */
  mode: "payment" | "setup";
  due: Money | null;
  /** What the customer buys, e.g. "Pro plan". */
  description: string;
  /** Tandem's own page that the provider returns to when done (it then shows or redirects). */
  returnUrl: string;
  /** Where the provider's back/cancel button leads. */
  cancelUrl: string;
}

/**
 * A payment provider: collects money Tandem computed. Every method may throw
 * (network, timeout); billing then leaves nothing half-done (an open invoice
 * at most, never an active plan without payment).
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** Creates the customer at the provider if needed; answers the provider's id. */
  ensureCustomer(c: ProviderCustomer): Promise<string>;
  /** Starts a hosted session; answers where to send the customer. */
  startCheckout(s: CheckoutStart): Promise<{ url: string; providerSessionId: string }>;
  /** Charges a saved method off-session. `idempotencyKey` makes a retried call charge once. */
  charge(req: {
    customer: ProviderCustomer;
    providerPaymentMethodId: string;
    amount: Money;
    /** Tandem's invoice id, kept by the provider as metadata. */
    invoiceId: string;
    description: string;
    idempotencyKey: string;
    /**
     * Optional (added by the Stripe provider): Tandem's page the customer comes
     * back to after authenticating, e.g. the invoice's hosted page. Stripe needs
     * it to hand out a 3-D Secure `actionUrl`; without it a charge that needs
     * authentication answers `failed` / `authentication_failed` (the customer
     * can still pay the open invoice through a checkout).
     */
    returnUrl?: string;
  }): Promise<ChargeResult>;
  /** Refunds part or all of a succeeded payment. */
  refund(req: { paymentRef: string; amount: Money; idempotencyKey: string }): Promise<{ refundRef: string }>;
  /** Removes a saved method at the provider. */
  detachPaymentMethod(req: { customer: ProviderCustomer; providerPaymentMethodId: string }): Promise<void>;
  /** Marks an invoice paid outside the provider (Stripe: paid out of band); the sandbox does nothing. */
  markPaidOutOfBand?(req: { invoiceId: string; paymentRef: string | null }): Promise<void>;
}

/**
 * What providers report to billing. Each is idempotent (a provider may
 * deliver an event twice) and takes the customer's billing lock itself.
 */
export interface PaymentEvents {
  /** A hosted session ended well: the method was saved and, in `payment` mode, `paymentRef` paid the amount due. */
  checkoutCompleted(e: { providerSessionId: string; method: SavedPaymentMethod; paymentRef: string | null }): Promise<void>;
  /** A hosted session's payment failed (the session stays open: the customer may try again). */
  checkoutFailed(e: { providerSessionId: string; code: PaymentFailureCode; message: string }): Promise<void>;
  /** An off-session payment that needed action finally succeeded or failed. */
  paymentSucceeded(e: { paymentRef: string }): Promise<void>;
  paymentFailed(e: { paymentRef: string; code: PaymentFailureCode; message: string }): Promise<void>;
}

/** A line as a hosted page shows it (amounts already formatted for people, e.g. "$20.00"). */
export interface HostedLine {
  description: string;
  amount: string;
  /** The service period the line bills (Unix ms), when it has one. */
  period?: { start: number; end: number } | null;
}

/**
 * The merchant as the hosted pages, invoices and their PDF show it: the workspace's identity
 * (platform/tenancy) less the widget's greeting; null fields are not set, the accent colour is
 * the pages' `--accent` (`/brand/theme.css`). Absent: the page shows no seller.
 */
export type Seller = Omit<WorkspaceProfile, "widgetGreeting">;

/** What the checkout page shows for a token. */
export interface CheckoutView {
  status: "open" | "complete" | "expired";
  mode: "payment" | "setup";
  customer: { id: string; name: string | null; email: string | null };
  /** E.g. "Pro" (null for a plain card setup). */
  planName: string | null;
  lines: HostedLine[];
  /** Formatted; null in `setup` mode. */
  totalDueNow: string | null;
  /**
   * Nothing is charged now (setup mode, or a total due now of zero: a card-required trial, a
   * usage-only plan): the page asks to save the card ("Save card"), whatever the session's mode.
   */
  nothingDueNow: boolean;
  /** Where to go after success (the caller's `success_url`), or null: show "Payment complete". */
  successUrl: string | null;
  /** A test-mode session: the page says so and lists the test cards. */
  testMode: boolean;
  /** Why an `expired` checkout ended early: its invoice was voided, or the change it paid for is in place or replaced. */
  notNeeded?: boolean;
  seller?: Seller;
}

/** What a card form submits (held only for the call: never stored, never logged). */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** The outcome of a card submission or an authentication. */
export type CheckoutOutcome =
  | { outcome: "complete"; successUrl: string | null }
  | { outcome: "declined"; code: PaymentFailureCode; message: string }
  /** The card needs 3-D Secure: show the authentication page for this token. */
  | { outcome: "authenticate" }
  /** The form itself was wrong (e.g. an expiry in the past): show `message` by the field. */
  | { outcome: "invalid"; field: "number" | "expiry" | "cvc" | "name"; message: string };

/** What the customer portal shows. */
export interface PortalView {
  customer: { id: string; name: string | null; email: string | null };
  testMode: boolean;
  returnUrl: string | null;
  plans: {
    /** The subscription's id: what `portalCancel` / `portalResume` take. */
    id: string;
    name: string;
    /** `active`, or `scheduled` (starts at `startsAt`, e.g. a downgrade). */
    status: string;
    currentPeriodEnd: number | null;
    /** When a scheduled plan starts; null otherwise. */
    startsAt: number | null;
    /** When the plan ends (cancelled at the end of its cycle, or downgraded); null when it renews. */
    endsAt: number | null;
    /** Show "Cancel plan": active, in a paid period, not already ending. */
    canCancel: boolean;
    /** Show "Resume plan": active and ending at `endsAt`. */
    canResume: boolean;
  }[];
  invoices: { number: string; status: string; total: string; createdAt: number; hostedUrl: string; pdfUrl: string }[];
  paymentMethods: { id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean }[];
  seller?: Seller;
}

/** What the hosted invoice page shows. */
export interface InvoiceView {
  number: string;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  customer: { id: string; name: string | null; email: string | null };
  currency: string;
  lines: HostedLine[];
  subtotal: string;
  total: string;
  amountDue: string;
  createdAt: number;
  dueAt: number | null;
  paidAt: number | null;
  /** A checkout URL to pay an open invoice, or null. */
  payUrl: string | null;
  /** The card on file needs the customer's authentication (3-D Secure) to pay it: paying here asks for it. */
  authenticationRequired?: boolean;
  testMode: boolean;
  /** A credit note (a refund: negative total) rather than an invoice. */
  creditNote?: boolean;
  /** What happened to the invoice that its status does not say (a refund of a payment that bought nothing, a change no longer payable). */
  notice?: string | null;
  /** Who issues the invoice: its legal name, address and tax id head the page and the PDF. */
  seller?: Seller;
}

/**
 * What the hosted pages need from billing. Tokens are the unguessable,
 * expiring secrets in the pages' URLs (`/pay/:token`, `/portal/:token`,
 * `/invoice/:token`): an unknown or expired token answers null, and a token
 * never reaches another customer's data.
 */
export interface HostedBilling {
  checkout(token: string): Promise<CheckoutView | null>;
  submitCard(token: string, card: CardInput): Promise<CheckoutOutcome>;
  /** The 3-D Secure page's buttons ("Complete authentication" / "Fail authentication"). */
  authenticate(token: string, ok: boolean): Promise<CheckoutOutcome>;
  portal(token: string): Promise<PortalView | null>;
  /** A setup session for the portal's "Add card": answers the checkout token to send the customer to. */
  portalAddCard(token: string): Promise<string | null>;
  portalRemoveCard(token: string, paymentMethodId: string): Promise<boolean>;
  portalMakeDefault(token: string, paymentMethodId: string): Promise<boolean>;
  /**
   * "Cancel plan": the subscription ends at the end of its current period (no refund; as
   * billing.cancel with the default `cancel_end_of_cycle`). False for a subscription that is not
   * the token's customer's, not `canCancel`, or while another change of the customer runs.
   */
  portalCancel?(token: string, subscriptionId: string): Promise<boolean>;
  /** "Resume plan": undoes a pending end (as billing.update `cancel_action: uncancel`); false when there is none. */
  portalResume?(token: string, subscriptionId: string): Promise<boolean>;
  invoice(token: string): Promise<InvoiceView | null>;
  /**
   * The invoice page's pay link (`payUrl`, `/invoice/:token/pay`): starts a checkout for the open
   * invoice and answers the URL to redirect to, or null (unknown token, not open, no provider).
   */
  invoicePay(token: string): Promise<string | null>;
  /** The invoice as a PDF (pdfkit, with the seller's logo when it is PNG or JPEG), or null for an unknown token. */
  invoicePdf(token: string): Promise<Buffer | null>;
}
