/** The checkout pages: the card form, the 3-D Secure stand-in, and the ends (complete, expired). */
import type { CheckoutView } from "../payments/ports.js";
import type { CardField, CardFormEcho, FieldErrors } from "./card-form.rules.js";
import { type Html, html, safeUrl } from "./html.js";
import { layout } from "./layout.js";

/** Stripe's test cards, as the sandbox honours them. */
const TEST_CARDS: [string, string][] = [
  ["4242 4242 4242 4242", "Succeeds"],
  ["4000 0000 0000 0002", "Declined"],
  ["4000 0000 0000 9995", "Declined: insufficient funds"],
  ["4000 0000 0000 0341", "Saved, but later charges fail"],
  ["4000 0025 0000 3155", "Asks for authentication"],
  ["4000 0027 6000 3184", "Asks for authentication, renewals too"],
];

export interface CheckoutFormState {
  /** A decline or another failure, shown above the form. */
  failure?: string;
  errors?: FieldErrors;
  echo?: CardFormEcho;
}

const titleOf = (v: CheckoutView) => (v.mode === "payment" ? "Checkout" : "Save a card");

function whoFor(v: CheckoutView): Html {
  const c = v.customer;
  const name = c.name ?? c.email ?? c.id;
  return html`<p class="muted">For ${name}${c.name && c.email ? html` (${c.email})` : null}</p>`;
}

function summary(v: CheckoutView): Html {
  if (v.mode === "setup") {
    return html`<p>Nothing is due now. Your card will be saved for future payments${v.planName ? html` of the ${v.planName} plan` : null}.</p>`;
  }
  return html`<table>
<caption class="vh">What you pay now</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${v.lines.map((l) => html`<tr><td>${l.description}</td><td class="num">${l.amount}</td></tr>`)}
</tbody>
<tfoot><tr class="total"><th scope="row">Total due now</th><td class="num">${v.totalDueNow}</td></tr></tfoot>
</table>`;
}

function field(
  name: CardField,
  label: string,
  s: CheckoutFormState,
  attrs: { autocomplete: string; inputmode?: string; maxlength: number; value?: string; hint?: string },
  autofocus: boolean,
): Html {
  const id = `card-${name}`;
  const error = s.errors?.[name];
  const described = [attrs.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return html`<div class="field">
<label for="${id}">${label}</label>
${attrs.hint ? html`<span class="hint" id="${id}-hint">${attrs.hint}</span>` : null}
<input type="text" id="${id}" name="${name}" autocomplete="${attrs.autocomplete}"${attrs.inputmode ? html` inputmode="${attrs.inputmode}"` : null} maxlength="${attrs.maxlength}" spellcheck="false" required${attrs.value ? html` value="${attrs.value}"` : null}${described ? html` aria-describedby="${described}"` : null}${error ? html` aria-invalid="true"` : null}${autofocus ? html` autofocus` : null}>
${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : null}
</div>`;
}

function testCards(): Html {
  return html`<aside class="test-cards" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">Test cards</h2>
<p>Use any future expiry, any CVC and any name.</p>
<table>
<thead><tr><th scope="col">Card number</th><th scope="col">Result</th></tr></thead>
<tbody>${TEST_CARDS.map(([n, r]) => html`<tr><td><code>${n}</code></td><td>${r}</td></tr>`)}</tbody>
</table>
</aside>`;
}

/** The card form. A failed attempt re-shows the expiry and the name, never the number or the CVC. */
export function checkoutPage(token: string, csrf: string, v: CheckoutView, s: CheckoutFormState = {}): string {
  const order: CardField[] = ["number", "expiry", "cvc", "name"];
  const firstBad = order.find((f) => s.errors?.[f]) ?? (s.failure ? "number" : undefined);
  const focus = (f: CardField) => firstBad === f;
  const body = html`<p class="eyebrow">${v.planName ? html`${v.planName} plan` : "Payment method"}</p>
<h1>${titleOf(v)}</h1>
${whoFor(v)}
${summary(v)}
${s.failure ? html`<div class="alert" role="alert"><p>${s.failure}</p><p>Check the details or try another card.</p></div>` : null}
<form method="post" action="/pay/${token}" novalidate>
<input type="hidden" name="csrf" value="${csrf}">
<fieldset>
<legend>Card details</legend>
${field("number", "Card number", s, { autocomplete: "cc-number", inputmode: "numeric", maxlength: 23 }, focus("number"))}
<div class="row">
${field("expiry", "Expiry", s, { autocomplete: "cc-exp", inputmode: "numeric", maxlength: 7, hint: "MM/YY", value: s.echo?.expiry }, focus("expiry"))}
${field("cvc", "CVC", s, { autocomplete: "cc-csc", inputmode: "numeric", maxlength: 4, hint: "3 or 4 digits" }, focus("cvc"))}
</div>
${field("name", "Name on card", s, { autocomplete: "cc-name", maxlength: 100, value: s.echo?.name }, focus("name"))}
</fieldset>
<button type="submit" class="block">${v.nothingDueNow ? "Save card" : "Pay"}</button>
</form>
${v.testMode ? testCards() : null}`;
  return layout({ title: `${titleOf(v)}${v.mode === "payment" && v.totalDueNow ? ` · ${v.totalDueNow}` : ""}`, testMode: v.testMode, seller: v.seller }, body);
}

/** The sandbox's stand-in for the bank's 3-D Secure challenge. */
export function authenticatePage(token: string, csrf: string, v: CheckoutView): string {
  const body = html`<p class="eyebrow">Your bank</p>
<h1>Confirm ${v.mode === "payment" ? "this payment" : "this card"}</h1>
<p>Your bank asks you to confirm ${v.mode === "payment" && v.totalDueNow ? html`the payment of <strong>${v.totalDueNow}</strong>` : "that the card may be saved"}${
    v.customer.name ? html` for ${v.customer.name}` : null
  }.</p>
${v.testMode ? html`<p class="muted">Test mode: choose how the authentication ends.</p>` : null}
<form method="post" action="/pay/${token}/authenticate">
<input type="hidden" name="csrf" value="${csrf}">
<div class="actions">
<button type="submit" name="result" value="complete" autofocus>Complete authentication</button>
<button type="submit" name="result" value="fail" class="secondary">Fail authentication</button>
</div>
</form>`;
  return layout({ title: "Confirm your payment", testMode: v.testMode, seller: v.seller }, body);
}

export function completePage(v: CheckoutView): string {
  const heading = v.nothingDueNow ? "Card saved" : "Payment complete";
  const body = html`<div class="done">
<div class="mark" aria-hidden="true">✓</div>
<h1>${heading}</h1>
<p>${!v.nothingDueNow ? html`${v.totalDueNow ? html`${v.totalDueNow} was paid. ` : null}Thank you${v.customer.name ? html`, ${v.customer.name}` : null}.` : "Your card was saved for future payments."}</p>
${safeUrl(v.successUrl) ? html`<p><a class="button" href="${safeUrl(v.successUrl)}">Continue</a></p>` : html`<p class="muted">You can close this page.</p>`}
</div>`;
  return layout({ title: heading, testMode: v.testMode, seller: v.seller }, body);
}

export function expiredPage(v: CheckoutView): string {
  const body = v.notNeeded
    ? html`<h1>This checkout is no longer needed</h1>
<p>The plan change it was for is already in place, or was replaced by another change. Nothing was charged here.</p>`
    : html`<h1>This checkout has expired</h1>
<p>Nothing was charged. Ask for a new payment link to try again.</p>`;
  return layout({ title: "Checkout expired", testMode: v.testMode, seller: v.seller }, body);
}
