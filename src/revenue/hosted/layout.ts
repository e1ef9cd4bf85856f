/** The frame every hosted page shares, and the pages every route may answer (not found, forbidden). */
import { THEME_PATH } from "../../platform/tenancy/workspace.service.js";
import type { Seller } from "../payments/ports.js";
import { type Html, html, safeUrl } from "./html.js";
import { STYLESHEET_PATH } from "./stylesheet.js";

/**
 * The seller above the page: its logo and name. The accent colour comes as a stylesheet
 * (`/brand/theme.css`, versioned by the colour) that sets `--accent`: the pages' CSP allows
 * 'self' stylesheets only, no inline style.
 */
function sellerHeader(seller: Seller | undefined): Html | null {
  if (!seller) return null;
  const logo = safeUrl(seller.logoUrl);
  return html`<header class="seller">${logo ? html`<img src="${logo}" alt="" class="seller-logo">` : null}<span class="seller-name">${seller.name}</span></header>`;
}

export function layout(opts: { title: string; testMode?: boolean; wide?: boolean; seller?: Seller }, body: Html): string {
  const accent = opts.seller?.accentColor;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${opts.title}${opts.seller ? ` · ${opts.seller.name}` : ""}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
${accent ? html`<link rel="stylesheet" href="${THEME_PATH}?v=${accent.slice(1)}">` : null}
</head>
<body>
${opts.testMode ? html`<p class="test-banner">Test mode: no real money moves.</p>` : null}
${sellerHeader(opts.seller)}
<main${opts.wide ? html` class="wide"` : null}>
${body}
</main>
<footer>${opts.seller?.supportEmail ? html`Questions? <a href="mailto:${opts.seller.supportEmail}">${opts.seller.supportEmail}</a> · ` : null}Secured by Tandem.</footer>
</body>
</html>
`.text;
}

/** Dates as people read them, in UTC (e.g. "Mar 5, 2026"). */
const DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
export const formatDate = (ms: number): string => DATE.format(new Date(ms));

/** `visa` → `Visa`; unknown brands capitalised. */
const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  american_express: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};
export function brandName(brand: string): string {
  const known = BRANDS[brand.toLowerCase()];
  return known ?? (brand === "" ? "Card" : brand[0].toUpperCase() + brand.slice(1));
}

/** "Visa ending 4242": how a saved card is named on screen and in button names. */
export const cardName = (m: { brand: string; last4: string }): string => `${brandName(m.brand)} ending ${m.last4}`;

/** `past_due` → "Past due". */
export const statusLabel = (s: string): string => (s === "" ? s : (s[0].toUpperCase() + s.slice(1)).replace(/_/g, " "));

export function notFoundPage(): string {
  return layout(
    { title: "Link not found" },
    html`<h1>This link is not valid</h1>
<p>It may have expired, been mistyped, or been replaced by a newer link. Ask for a new one.</p>`,
  );
}

export function forbiddenPage(backTo: string): string {
  return layout(
    { title: "Form expired" },
    html`<h1>This form could not be sent</h1>
<p>For your security, the form was refused: it was sent from another site, or the page was open too long.</p>
<p><a href="${backTo}">Reload the page</a> and try again.</p>`,
  );
}
