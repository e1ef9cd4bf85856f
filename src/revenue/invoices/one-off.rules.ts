/**
 * One-off invoices (invoices.create, invoices.reissue) and recorded ones (invoices.insert), as pure
 * functions: the lines of custom charges and of catalog plans, a reissue's lines from the original's,
 * and the preview both answer. Amounts are integers in the currency's minor unit; the plan lines
 * come from the attach quote's `fullLines` (one pricing for attach, renewals and one-off invoices).
 */
import { invalid } from "../../platform/errors.js";
import { assertInvoiceBound } from "../billing/amounts.rules.js";
import { subtotalOf, totalOf } from "../billing/coupons.rules.js";
import { boughtQuantities, fullLines, periodFrom, type Pricing, type QuoteLine } from "../billing/quote.rules.js";
import { RevenueError } from "../errors.js";
import { fraction, toMajor, toMinor } from "../payments/money.rules.js";
import type { Schemas } from "../types.js";
import type { InvoiceRow } from "./invoices.repo.js";

export const DAY_MS = 86_400_000;
/** invoices.create's `net_terms_days` when none is sent. */
export const DEFAULT_NET_TERMS_DAYS = 30;

/** A line of a one-off invoice: a quote line that says whether it was prorated (kept in the invoice's lines JSON). */
export type OneOffLine = QuoteLine & { prorated?: boolean };

/**
 * Whether an invoice was recorded by invoices.insert (issued and collected elsewhere; its payment
 * reference is the issuer's id): said by its `source`, written when it is inserted (before
 * migration 22 it was inferred from "no provider and a payment reference", which the migration
 * used once to fill the column in).
 */
export const isRecorded = (r: Pick<InvoiceRow, "source">): boolean => r.source === "recorded";

/** A custom charge (major units on the wire; negative for a credit). */
export function customLine(l: { amount: number; description: string }, currency: string, period: { start: number | null; end: number | null }): OneOffLine {
  return { description: l.description, plan_id: null, feature_id: null, feature_name: null, quantity: 1, amount: toMinor(l.amount, currency), period_start: period.start, period_end: period.end, prorated: false };
}

export interface PlanLinesInput {
  pricing: Pricing;
  /** Where the plan's item is named in errors, e.g. `plans[0]`. */
  field: string;
  featureQuantities: Schemas["InvoiceFeatureQuantity"][] | undefined;
  /** Prorate the base price (default true). */
  prorate: boolean | undefined;
  start: number;
  /** The end of the period invoiced, if one was given. */
  end: number | null;
}

/**
 * A catalog plan's lines for one period from `start`: its base price and the prepaid units asked
 * for (`quantity` is beyond the included amount, as Autumn's). With an `end`, each line that
 * prorates is charged `(end − start) / (one period)` of its price, for start → end.
 */
export function planLines(x: PlanLinesInput): OneOffLine[] {
  const { state } = x.pricing.plan;
  const fq = x.featureQuantities ?? [];
  fq.forEach((q, i) => {
    if (q.billing_behavior !== "prepaid") invalid(`${x.field}.feature_quantities[${i}].billing_behavior`, "is usage_based: a one-off invoice bills only a plan's prepaid prices");
  });
  const sent = fq.map((q) => ({ feature_id: q.feature_id, quantity: q.quantity + (state.def.items.find((it) => it.feature_id === q.feature_id && it.price?.billing_method === "prepaid")?.included ?? 0) }));
  const bought = boughtQuantities(state.def.items, sent);
  const period = periodFrom(state, x.start);
  const prorateOf = (l: QuoteLine): boolean => (l.feature_id === null ? x.prorate : fq.find((q) => q.feature_id === l.feature_id)?.prorate) ?? true;
  return fullLines(x.pricing, bought, period ?? { start: x.start, end: x.end ?? x.start }, false).map((l) => {
    if (x.end === null || period === null || !prorateOf(l)) return { ...l, period_start: x.start, period_end: period?.end ?? x.end, prorated: false };
    return { ...l, amount: fraction(l.amount, x.end - x.start, period.end - period.start), period_start: x.start, period_end: x.end, prorated: true };
  });
}

/**
 * The lines of an invoice that may be issued: at least one, each and their sum within the invoice
 * bound (400 `invalid_amount`), and a total of at least 0 (a credit larger than the charges would
 * be a credit note, which a one-off invoice is not: 400 `invalid_amount`).
 */
export function assertIssuable(lines: readonly OneOffLine[], currency: string): void {
  if (lines.length === 0) invalid("plans", "and custom_line_items are both empty: an invoice needs at least one line");
  assertInvoiceBound(lines, currency);
  if (totalOf(lines) < 0) throw new RevenueError("invalid_amount", `The lines sum to ${toMajor(totalOf(lines), currency)} ${currency.toUpperCase()}: an invoice's total cannot be below 0.`);
}

/** The id of an invoice's line as its `items` show it (`<invoice id>_<index>`). */
export const lineId = (invoiceId: string, index: number): string => `${invoiceId}_${index}`;

/**
 * A reissue's lines: the original's (`lines` of the invoice `invoiceId`), with `update`s applied
 * (a changed amount drops the coupons the line had: the replacement takes none), `remove`d lines
 * left off, and `added` ones appended. An unknown line id: 400 `invalid_request`.
 */
export function reissuedLines(invoiceId: string, original: readonly QuoteLine[], change: Schemas["ReissueLines"] | undefined, added: readonly OneOffLine[], currency: string): OneOffLine[] {
  const ids = new Set(original.map((_, i) => lineId(invoiceId, i)));
  (change?.update ?? []).forEach((u, i) => ids.has(u.id) || invalid(`lines.update[${i}].id`, `names no line of invoice ${invoiceId}`));
  (change?.remove ?? []).forEach((id, i) => ids.has(id) || invalid(`lines.remove[${i}]`, `names no line of invoice ${invoiceId}`));
  const removed = new Set(change?.remove ?? []);
  const kept: OneOffLine[] = [];
  original.forEach((l, i) => {
    const id = lineId(invoiceId, i);
    if (removed.has(id)) return;
    const u = change?.update?.find((x) => x.id === id);
    const base: OneOffLine = u?.amount === undefined ? l : { ...withoutCoupons(l), amount: toMinor(u.amount, currency) };
    kept.push(u?.description === undefined ? base : { ...base, description: u.description });
  });
  return [...kept, ...added];
}

function withoutCoupons(l: QuoteLine): QuoteLine {
  const { subtotal: _s, discounts: _d, ...rest } = l;
  return rest;
}

/** The answer's `preview`: lines and totals in major units (no tax; `amount_due` is the total). */
export function previewOf(lines: readonly OneOffLine[], currency: string, dueAt: number | null): Schemas["OneOffInvoicePreview"] {
  const major = (minor: number) => toMajor(minor, currency);
  const subtotal = subtotalOf(lines);
  const total = totalOf(lines);
  return {
    currency,
    lines: lines.map((l) => ({
      plan_id: l.plan_id,
      feature_id: l.feature_id,
      description: l.description,
      amount: major(l.subtotal ?? l.amount),
      amount_after_discounts: major(l.amount),
      quantity: l.quantity,
      prorated: l.prorated ?? false,
      period_start: l.period_start,
      period_end: l.period_end,
    })),
    subtotal: major(subtotal),
    discount_total: major(subtotal - total),
    tax: null,
    total: major(total),
    amount_due: major(total),
    due_date: dueAt,
  };
}
