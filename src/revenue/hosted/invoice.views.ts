/** The hosted invoice page. */
import type { InvoiceView, Seller } from "../payments/ports.js";
import { type Html, html, safeUrl } from "./html.js";
import { formatDate, layout, statusLabel } from "./layout.js";

/** Who issues the invoice: the legal name (else the name), address, tax id and support address. */
function sellerBlock(seller: Seller | undefined): Html | null {
  if (!seller) return null;
  return html`<section class="seller-block" aria-label="Seller">
<div class="legal">${seller.legalName ?? seller.name}</div>
${seller.address ? html`<address>${seller.address}</address>` : null}
${seller.taxId ? html`<div>Tax ID: ${seller.taxId}</div>` : null}
${seller.supportEmail ? html`<div class="muted">${seller.supportEmail}</div>` : null}
</section>`;
}

export function invoicePage(token: string, v: InvoiceView): string {
  const c = v.customer;
  const body = html`<p class="eyebrow">${v.creditNote ? "Credit note" : "Invoice"}</p>
<h1>${v.number} <span class="badge ${v.status}">${statusLabel(v.status)}</span></h1>
${sellerBlock(v.seller)}
<dl class="meta">
<dt>Billed to</dt><dd>${c.name ?? c.email ?? c.id}${c.name && c.email ? html`<br><span class="muted">${c.email}</span>` : null}</dd>
<dt>Issued</dt><dd>${formatDate(v.createdAt)}</dd>
${v.dueAt !== null ? html`<dt>Due</dt><dd>${formatDate(v.dueAt)}</dd>` : null}
${v.paidAt !== null ? html`<dt>Paid</dt><dd>${formatDate(v.paidAt)}</dd>` : null}
<dt>Currency</dt><dd>${v.currency.toUpperCase()}</dd>
</dl>
<table>
<caption class="vh">Lines</caption>
<thead><tr><th scope="col">Description</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${v.lines.map((l) => html`<tr><td>${l.description}${l.period ? html`<br><span class="muted period">${formatDate(l.period.start)} – ${formatDate(l.period.end)}</span>` : null}</td><td class="num">${l.amount}</td></tr>`)}</tbody>
<tfoot>
<tr><th scope="row">Subtotal</th><td class="num">${v.subtotal}</td></tr>
<tr><th scope="row">Total</th><td class="num">${v.total}</td></tr>
<tr class="total"><th scope="row">Amount due</th><td class="num">${v.amountDue}</td></tr>
</tfoot>
</table>
${v.notice ? html`<div class="notice" role="status"><p>${v.notice}</p></div>` : null}
${v.authenticationRequired && safeUrl(v.payUrl) ? html`<div class="alert" role="status"><p>Your bank asks you to confirm this payment (3-D Secure). Pay the invoice here to authenticate it.</p></div>` : null}
<div class="actions">
${safeUrl(v.payUrl) ? html`<a class="button" href="${safeUrl(v.payUrl)}">Pay invoice</a>` : null}
<a class="button secondary" href="/invoice/${token}/pdf">Download PDF</a>
</div>`;
  return layout({ title: `${v.creditNote ? "Credit note" : "Invoice"} ${v.number}`, testMode: v.testMode, seller: v.seller }, body);
}
