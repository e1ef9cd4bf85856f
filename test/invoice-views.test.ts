/** The hosted invoice page and its PDF as pure renderings of an InvoiceView: a credit note says it is one. */
import { describe, expect, it } from "vitest";
import { pdfText } from "./support/pdf.js";
import { invoicePage } from "../src/revenue/hosted/invoice.views.js";
import { renderInvoicePdf } from "../src/revenue/payments/invoice-pdf.js";
import type { InvoiceView } from "../src/revenue/payments/ports.js";

const APRIL = Date.UTC(2026, 3, 1);
const MAY = Date.UTC(2026, 4, 1);
const view = (over: Partial<InvoiceView> = {}): InvoiceView => ({
  number: "INV-T-000007",
  status: "paid",
  customer: { id: "cus_1", name: "Ada Lovelace", email: "ada@example.com" },
  currency: "usd",
  lines: [{ description: "Pro", amount: "$20.00", period: { start: APRIL, end: MAY } }],
  subtotal: "$20.00",
  total: "$20.00",
  amountDue: "$0.00",
  createdAt: APRIL,
  dueAt: null,
  paidAt: APRIL,
  payUrl: null,
  testMode: true,
  ...over,
});


describe("the invoice page and PDF", () => {
  it("show each line's service period", async () => {
    expect(invoicePage("t".repeat(43), view())).toContain('<span class="muted period">Apr 1, 2026 – May 1, 2026</span>');
    expect(pdfText(await renderInvoicePdf(view()))).toContain("Service period: 2026-04-01 – 2026-05-01");
  });

  it("title a refund's credit note as one, on the page and in the PDF", async () => {
    const note = view({ creditNote: true, lines: [{ description: "Refund: Pro", amount: "-$20.00" }], subtotal: "-$20.00", total: "-$20.00" });
    const page = invoicePage("t".repeat(43), note);
    expect(page).toContain('<p class="eyebrow">Credit note</p>');
    expect(page).toContain("<title>Credit note INV-T-000007");
    expect(pdfText(await renderInvoicePdf(note))).toContain("Credit note INV-T-000007");
    expect(invoicePage("t".repeat(43), view())).toContain('<p class="eyebrow">Invoice</p>');
  });
});
