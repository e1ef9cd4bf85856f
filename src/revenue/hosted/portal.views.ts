/** The customer portal: plans, payment methods (add, remove, make default) and invoices. */
import type { PortalView } from "../payments/ports.js";
import { html, safeUrl } from "./html.js";
import { cardName, formatDate, layout, statusLabel } from "./layout.js";

/** What the portal says after an action (`?notice=`); anything else says nothing. */
export const PORTAL_NOTICES: Record<string, { text: string; ok: boolean }> = {
  removed: { text: "The card was removed.", ok: true },
  default: { text: "Your default card was changed.", ok: true },
  failed: { text: "That card could not be changed. Reload the page and try again.", ok: false },
  canceled: { text: "The plan will end at the end of its period. You can resume it until then.", ok: true },
  resumed: { text: "The plan was resumed: it renews as before.", ok: true },
  plan_failed: { text: "That plan could not be changed now. Reload the page and try again.", ok: false },
};

export function portalPage(token: string, csrf: string, v: PortalView, notice?: string): string {
  const n = notice ? PORTAL_NOTICES[notice] : undefined;
  const who = v.customer.name ?? v.customer.email ?? v.customer.id;
  const base = `/portal/${token}`;
  const hidden = html`<input type="hidden" name="csrf" value="${csrf}">`;
  const body = html`${safeUrl(v.returnUrl) ? html`<p><a href="${safeUrl(v.returnUrl)}"><span aria-hidden="true">← </span>Back</a></p>` : null}
<p class="eyebrow">Billing</p>
<h1>${who}</h1>
${v.customer.name && v.customer.email ? html`<p class="muted">${v.customer.email}</p>` : null}
${n ? html`<div class="${n.ok ? "notice" : "alert"}" role="status"><p>${n.text}</p></div>` : null}

<section aria-labelledby="plans-title">
<h2 id="plans-title">Plans</h2>
${
  v.plans.length === 0
    ? html`<p class="muted">No plans yet.</p>`
    : html`<table>
<thead><tr><th scope="col">Plan</th><th scope="col">Status</th><th scope="col">Dates</th><th scope="col"><span class="vh">Actions</span></th></tr></thead>
<tbody>${v.plans.map(
        (p) => html`<tr><td>${p.name}</td><td><span class="badge ${p.status}">${statusLabel(p.status)}</span></td><td>${
          p.startsAt !== null && p.status === "scheduled"
            ? `Starts ${formatDate(p.startsAt)}`
            : p.endsAt !== null
              ? `Ends ${formatDate(p.endsAt)}`
              : p.currentPeriodEnd === null
                ? "—"
                : `Renews ${formatDate(p.currentPeriodEnd)}`
        }</td><td>${
          p.canCancel
            ? html`<form method="post" action="${base}/plans/cancel" class="inline">${hidden}<input type="hidden" name="subscription" value="${p.id}"><button type="submit" class="danger small">Cancel plan<span class="vh"> ${p.name}</span></button></form>`
            : p.canResume
              ? html`<form method="post" action="${base}/plans/resume" class="inline">${hidden}<input type="hidden" name="subscription" value="${p.id}"><button type="submit" class="secondary small">Resume plan<span class="vh"> ${p.name}</span></button></form>`
              : null
        }</td></tr>`,
      )}</tbody>
</table>`
}
</section>

<section aria-labelledby="methods-title">
<h2 id="methods-title">Payment methods</h2>
${
  v.paymentMethods.length === 0
    ? html`<p class="muted">No card on file.</p>`
    : html`<ul class="methods">${v.paymentMethods.map((m) => {
        const name = cardName(m);
        return html`<li>
<div><span class="card-name">${name}</span>${m.isDefault ? html` <span class="badge default">Default</span>` : null}<br><span class="muted">Expires ${String(m.expMonth).padStart(2, "0")}/${m.expYear}</span></div>
<div class="buttons">
${
  m.isDefault
    ? null
    : html`<form method="post" action="${base}/cards/default" class="inline">${hidden}<input type="hidden" name="payment_method" value="${m.id}"><button type="submit" class="secondary small">Make default<span class="vh"> ${name}</span></button></form>`
}
<form method="post" action="${base}/cards/remove" class="inline">${hidden}<input type="hidden" name="payment_method" value="${m.id}"><button type="submit" class="danger small">Remove<span class="vh"> ${name}</span></button></form>
</div>
</li>`;
      })}</ul>`
}
<form method="post" action="${base}/cards/add">${hidden}<button type="submit" class="secondary">Add card</button></form>
</section>

<section aria-labelledby="invoices-title">
<h2 id="invoices-title">Invoices</h2>
${
  v.invoices.length === 0
    ? html`<p class="muted">No invoices yet.</p>`
    : html`<table>
<thead><tr><th scope="col">Number</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col" class="num">Total</th><th scope="col"><span class="vh">Links</span></th></tr></thead>
<tbody>${v.invoices.map(
        (i) => html`<tr><td>${i.number}</td><td>${formatDate(i.createdAt)}</td><td><span class="badge ${i.status}">${statusLabel(i.status)}</span></td><td class="num">${i.total}</td>
<td class="num"><a href="${safeUrl(i.hostedUrl) ?? "#"}">View<span class="vh"> invoice ${i.number}</span></a> · <a href="${safeUrl(i.pdfUrl) ?? "#"}">PDF<span class="vh"> of invoice ${i.number}</span></a></td></tr>`,
      )}</tbody>
</table>`
}
</section>`;
  return layout({ title: `Billing · ${who}`, testMode: v.testMode, wide: true, seller: v.seller }, body);
}
