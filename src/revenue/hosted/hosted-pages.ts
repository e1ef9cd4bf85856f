/**
 * The hosted pages (checkout, 3-D Secure stand-in, customer portal, invoice)
 * as page routes over `HostedBilling`: this module only reads the request,
 * renders, and asks billing to act. The token in the URL is the capability
 * (billing answers null for an unknown or expired one, and never another
 * customer's data); every form also carries a CSRF token bound to it, and a
 * POST a browser marks as cross-site is refused. Card numbers and CVCs are
 * passed to billing for the call only: never echoed, stored or logged here.
 */
import type { PageAnswer, PageRequest, PageRoute } from "../../platform/http/pages.js";
import type { CheckoutOutcome, CheckoutView, HostedBilling } from "../payments/ports.js";
import { type CardField, echoOf, readCardForm } from "./card-form.rules.js";
import { authenticatePage, type CheckoutFormState, checkoutPage, completePage, expiredPage } from "./checkout.views.js";
import { createCsrf } from "./csrf.js";
import { safeUrl } from "./html.js";
import { invoicePage } from "./invoice.views.js";
import { forbiddenPage, notFoundPage } from "./layout.js";
import { PORTAL_NOTICES, portalPage } from "./portal.views.js";
import { STYLESHEET, STYLESHEET_PATH } from "./stylesheet.js";

export interface HostedPagesOptions {
  /** The key of the forms' CSRF tokens (default: random per process; open forms then need a reload after a restart). */
  csrfSecret?: Buffer;
}

/** Tokens as billing mints them: URL-safe, bounded. Anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_.-]{8,200}$/;

const page = (status: number, html: string, formActions?: string[]): PageAnswer => ({ status, html, ...(formActions && { formActions }) });
const seeOther = (location: string): PageAnswer => ({ status: 303, location });
const notFound = (): PageAnswer => page(404, notFoundPage());

export function hostedPages(billing: HostedBilling, opts: HostedPagesOptions = {}): PageRoute[] {
  const csrf = createCsrf(opts.csrfSecret);
  const stylesheet = Buffer.from(STYLESHEET);

  /** The page token of a request, or undefined when it cannot be one. */
  const tokenOf = (req: PageRequest): string | undefined => {
    const t = req.params.token;
    return typeof t === "string" && TOKEN.test(t) ? t : undefined;
  };
  /** A POST of one of our own forms: the CSRF token matches, and the browser does not call it cross-site. */
  const genuine = (req: PageRequest, token: string): boolean => req.header("sec-fetch-site") !== "cross-site" && csrf.verify(token, req.form.csrf);

  // A form whose answer may redirect to the caller's success_url needs its origin in form-action.
  const successOrigins = (v: CheckoutView): string[] | undefined => {
    const url = safeUrl(v.successUrl);
    return url ? [url] : undefined;
  };
  const payPath = (token: string) => `/pay/${token}`;

  /** The checkout page for a session that is not open any more, or undefined when it is open. */
  const ended = (v: CheckoutView): PageAnswer | undefined => {
    if (v.status === "complete") return page(200, completePage(v));
    if (v.status === "expired") return page(410, expiredPage(v));
    return undefined;
  };
  const showForm = (token: string, v: CheckoutView, status: number, s?: CheckoutFormState) =>
    page(status, checkoutPage(token, csrf.tokenFor(token), v, s), successOrigins(v));

  /** What a card submission or an authentication leads to. */
  const afterOutcome = async (token: string, outcome: CheckoutOutcome, echo: CheckoutFormState["echo"]): Promise<PageAnswer> => {
    if (outcome.outcome === "complete") return seeOther(safeUrl(outcome.successUrl) ?? payPath(token));
    if (outcome.outcome === "authenticate") return seeOther(`${payPath(token)}/authenticate`);
    const v = await billing.checkout(token);
    if (!v) return notFound();
    if (outcome.outcome === "declined") return showForm(token, v, 402, { failure: outcome.message, echo });
    const field: CardField = outcome.field;
    return showForm(token, v, 422, { errors: { [field]: outcome.message }, echo });
  };

  const routes: PageRoute[] = [
    {
      method: "GET",
      path: STYLESHEET_PATH,
      handle: () => ({ status: 200, body: stylesheet, contentType: "text/css; charset=utf-8", headers: { "cache-control": "public, max-age=3600" } }),
    },

    // Checkout.
    {
      method: "GET",
      path: "/pay/:token",
      handle: async (req) => {
        const token = tokenOf(req);
        const v = token ? await billing.checkout(token) : null;
        if (!token || !v) return notFound();
        return ended(v) ?? showForm(token, v, 200);
      },
    },
    {
      method: "POST",
      path: "/pay/:token",
      handle: async (req) => {
        const token = tokenOf(req);
        const v = token ? await billing.checkout(token) : null;
        if (!token || !v) return notFound();
        if (!genuine(req, token)) return page(403, forbiddenPage(payPath(token)));
        if (v.status === "complete") return seeOther(payPath(token));
        const gone = ended(v);
        if (gone) return gone;
        const echo = echoOf(req.form);
        const read = readCardForm(req.form);
        if ("errors" in read) return showForm(token, v, 422, { errors: read.errors, echo });
        return await afterOutcome(token, await billing.submitCard(token, read.card), echo);
      },
    },
    {
      method: "GET",
      path: "/pay/:token/authenticate",
      handle: async (req) => {
        const token = tokenOf(req);
        const v = token ? await billing.checkout(token) : null;
        if (!token || !v) return notFound();
        if (v.status === "complete") return seeOther(payPath(token));
        return ended(v) ?? page(200, authenticatePage(token, csrf.tokenFor(token), v), successOrigins(v));
      },
    },
    {
      method: "POST",
      path: "/pay/:token/authenticate",
      handle: async (req) => {
        const token = tokenOf(req);
        const v = token ? await billing.checkout(token) : null;
        if (!token || !v) return notFound();
        if (!genuine(req, token)) return page(403, forbiddenPage(`${payPath(token)}/authenticate`));
        if (v.status === "complete") return seeOther(payPath(token));
        const gone = ended(v);
        if (gone) return gone;
        const result = req.form.result;
        if (result !== "complete" && result !== "fail") return seeOther(`${payPath(token)}/authenticate`);
        return await afterOutcome(token, await billing.authenticate(token, result === "complete"), undefined);
      },
    },

    // The customer portal.
    {
      method: "GET",
      path: "/portal/:token",
      handle: async (req) => {
        const token = tokenOf(req);
        const v = token ? await billing.portal(token) : null;
        if (!token || !v) return notFound();
        const notice = req.query.notice && req.query.notice in PORTAL_NOTICES ? req.query.notice : undefined;
        return page(200, portalPage(token, csrf.tokenFor(token), v, notice));
      },
    },
    {
      method: "POST",
      path: "/portal/:token/cards/add",
      handle: async (req) => {
        const token = tokenOf(req);
        if (!token || !(await billing.portal(token))) return notFound();
        if (!genuine(req, token)) return page(403, forbiddenPage(`/portal/${token}`));
        const checkoutToken = await billing.portalAddCard(token);
        return checkoutToken ? seeOther(payPath(checkoutToken)) : notFound();
      },
    },
    ...(["remove", "default"] as const).map(
      (action): PageRoute => ({
        method: "POST",
        path: `/portal/:token/cards/${action}`,
        handle: async (req) => {
          const token = tokenOf(req);
          if (!token || !(await billing.portal(token))) return notFound();
          if (!genuine(req, token)) return page(403, forbiddenPage(`/portal/${token}`));
          const id = req.form.payment_method ?? "";
          const done = id !== "" && (action === "remove" ? await billing.portalRemoveCard(token, id) : await billing.portalMakeDefault(token, id));
          return seeOther(`/portal/${token}?notice=${done ? (action === "remove" ? "removed" : "default") : "failed"}`);
        },
      }),
    ),

    ...(["cancel", "resume"] as const).map(
      (action): PageRoute => ({
        method: "POST",
        path: `/portal/:token/plans/${action}`,
        handle: async (req) => {
          const token = tokenOf(req);
          if (!token || !(await billing.portal(token))) return notFound();
          if (!genuine(req, token)) return page(403, forbiddenPage(`/portal/${token}`));
          const id = req.form.subscription ?? "";
          const run = action === "cancel" ? billing.portalCancel : billing.portalResume;
          const done = id !== "" && run !== undefined && (await run.call(billing, token, id));
          return seeOther(`/portal/${token}?notice=${done ? (action === "cancel" ? "canceled" : "resumed") : "plan_failed"}`);
        },
      }),
    ),

    // Hosted invoices.
    {
      method: "GET",
      path: "/invoice/:token",
      handle: async (req) => {
        const token = tokenOf(req);
        const v = token ? await billing.invoice(token) : null;
        return token && v ? page(200, invoicePage(token, v)) : notFound();
      },
    },
    {
      // The invoice page's "Pay invoice" link: a new checkout for the open invoice (only a session
      // is created, nothing is charged until the card form is submitted).
      method: "GET",
      path: "/invoice/:token/pay",
      handle: async (req) => {
        const token = tokenOf(req);
        const url = token && (await billing.invoice(token)) ? await billing.invoicePay(token) : null;
        return url ? seeOther(url) : notFound();
      },
    },
    {
      method: "GET",
      path: "/invoice/:token/pdf",
      handle: async (req) => {
        const token = tokenOf(req);
        const v = token ? await billing.invoice(token) : null;
        const pdf = token && v ? await billing.invoicePdf(token) : null;
        if (!v || !pdf) return notFound();
        const filename = `invoice-${v.number.replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`;
        return { status: 200, body: pdf, contentType: "application/pdf", headers: { "content-disposition": `inline; filename="${filename}"` } };
      },
    },
  ];
  return routes;
}
