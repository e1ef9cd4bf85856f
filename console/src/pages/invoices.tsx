/** Invoices of every customer (filters, cursor pages) and one invoice's page with Void, Mark paid and Refund (write controls only for roles that may write). */
import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { PagedTable, useFilters, usePaged } from "../pager.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction } from "../ui.js";

const STATUSES = ["draft", "open", "paid", "void", "uncollectible"] as const;
type Status = (typeof STATUSES)[number];
const money = (amount: number | null | undefined, currency: string) =>
  amount === null || amount === undefined
    ? "—"
    : `${amount.toFixed(2)} ${currency.toUpperCase()}`;
const day = (ms: number | null | undefined) =>
  ms ? new Date(ms).toLocaleDateString() : "—";

export function InvoicesPage({
  mode,
  invoiceId,
  customerId = "",
}: {
  mode: Mode;
  invoiceId?: string;
  /** The customer filter a link opened the list with (`#/invoices?customer=<id>`). */
  customerId?: string;
}) {
  return invoiceId ? (
    <InvoiceView key={invoiceId} mode={mode} id={invoiceId} />
  ) : (
    <InvoiceList key={customerId} mode={mode} customerId={customerId} />
  );
}

const DAY = 86_400_000;

function InvoiceList({ mode, customerId }: { mode: Mode; customerId: string }) {
  const f = useFilters({
    status: "" as Status | "",
    customer: customerId,
    number: "",
    from: "",
    to: "",
  });
  const { applied } = f;
  const list = usePaged(
    async (cursor) => {
      const query = {
        mode,
        ...(applied.status && { status: applied.status }),
        ...(applied.customer && { customerId: applied.customer }),
        ...(applied.number && { number: applied.number }),
        // Dates are whole days in UTC: from its start, to the end of the "To" day.
        ...(applied.from && {
          createdFrom: Date.parse(`${applied.from}T00:00:00Z`),
        }),
        ...(applied.to && {
          createdBefore: Date.parse(`${applied.to}T00:00:00Z`) + DAY,
        }),
        ...(cursor !== undefined && { cursor }),
      };
      return unwrap(api.GET("/invoices", { params: { query } }));
    },
    [mode, applied],
  );
  return (
    <>
      <h1>Invoices</h1>
      <p>
        <a href="#/billing-webhooks">Billing webhook endpoints</a>{" "}
        <span class="muted">
          (invoice and plan events sent to your servers)
        </span>
      </p>
      <form class="toolbar" role="search" onSubmit={f.apply}>
        <Field label="Status">
          <select {...f.bind("status")}>
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Customer id">
          <input {...f.bind("customer")} placeholder="user-42" />
        </Field>
        <Field label="Invoice number">
          <input
            {...f.bind("number")}
            maxLength={64}
            placeholder="INV-000042 or 42"
          />
        </Field>
        <Field label="Created from">
          <input type="date" {...f.bind("from")} />
        </Field>
        <Field label="Created to">
          <input type="date" {...f.bind("to")} />
        </Field>
        <button type="submit">Filter</button>
      </form>
      <ErrorNote error={list.error} />
      <PagedTable
        label="Invoices"
        columns={[
          ["Number", (i) => <a href={`#/invoices/${i.id}`}>{i.number}</a>],
          [
            "Customer",
            (i) =>
              i.customer_id ? (
                <a href={`#/customers/${encodeURIComponent(i.customer_id)}`}>
                  {i.customer_id}
                </a>
              ) : (
                "—"
              ),
          ],
          ["Status", (i) => i.status],
          ["Total", (i) => money(i.total, i.currency)],
          ["Date", (i) => day(i.created_at)],
        ]}
        rows={list.page.items}
        empty="No invoices."
        pager={list.pager}
      />
    </>
  );
}

function InvoiceView({ mode, id }: { mode: Mode; id: string }) {
  const [detail, setDetail] = useState<Schemas["ConsoleInvoiceDetail"] | null>(
    null,
  );
  const [note, setNote] = useState("");
  const [refunding, setRefunding] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const writes = useWrites();
  const { error, busy, run } = useAction();
  const where = { params: { path: { id }, query: { mode } } };
  useEffect(() => {
    void run(async () =>
      setDetail(await unwrap(api.GET("/invoices/{id}", where))),
    );
  }, [mode, id]);
  if (!detail) return <ErrorNote error={error} />;
  const inv = detail.invoice;
  const act = (what: "void" | "mark_paid") =>
    run(async () => {
      const r =
        what === "void"
          ? await unwrap(api.POST("/invoices/{id}/void", where))
          : await unwrap(api.POST("/invoices/{id}/mark_paid", where));
      setVoiding(false);
      setDetail(r);
      setNote(`Invoice ${r.invoice.number} is now ${r.invoice.status}.`);
    });
  const discounts = (inv.items ?? []).flatMap((l) => l.discounts);
  return (
    <>
      <p>
        <a href="#/invoices">← Invoices</a>
      </p>
      <h1>
        {inv.total < 0 ? "Credit note" : "Invoice"} {inv.number}{" "}
        <span class="muted">({inv.status})</span>
      </h1>
      <p>
        Customer{" "}
        {inv.customer_id ? (
          <a href={`#/customers/${encodeURIComponent(inv.customer_id)}`}>
            <code>{inv.customer_id}</code>
          </a>
        ) : (
          "—"
        )}
        {inv.entity_id && (
          <>
            {" "}
            entity <code>{inv.entity_id}</code>
          </>
        )}{" "}
        · created {day(inv.created_at)}
      </p>
      <div class="actions invoice-actions">
        {writes && detail.refundable > 0 && !refunding && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setRefunding(true)}
          >
            Refund
          </button>
        )}
        {writes && (inv.status === "draft" || inv.status === "open") && (
          <button
            type="button"
            class="danger"
            disabled={busy || voiding}
            onClick={() => setVoiding(true)}
          >
            Void
          </button>
        )}
        {writes &&
          (inv.status === "open" || inv.status === "uncollectible") && (
            <button
              type="button"
              disabled={busy}
              onClick={() => act("mark_paid")}
            >
              Mark paid
            </button>
          )}
        {inv.hosted_invoice_url && (
          <a
            href={inv.hosted_invoice_url}
            target="_blank"
            rel="noreferrer noopener"
          >
            Hosted invoice page
          </a>
        )}
        {detail.pdfUrl && (
          <a href={detail.pdfUrl} target="_blank" rel="noreferrer noopener">
            PDF
          </a>
        )}
      </div>
      {voiding && (
        <section class="dialog" role="dialog" aria-label="Void invoice">
          <h2>Void invoice {inv.number}?</h2>
          <p class="muted">
            A void invoice can no longer be paid, and voiding cannot be undone.
          </p>
          <div class="actions">
            <button
              type="button"
              class="danger"
              disabled={busy}
              onClick={() => act("void")}
            >
              Confirm void
            </button>
            <button
              type="button"
              class="secondary"
              disabled={busy}
              onClick={() => setVoiding(false)}
            >
              Keep invoice
            </button>
          </div>
        </section>
      )}
      {refunding && (
        <RefundDialog
          mode={mode}
          detail={detail}
          onClose={() => setRefunding(false)}
          onDone={(r) => {
            setRefunding(false);
            setDetail(r);
            const last = r.creditNotes[r.creditNotes.length - 1];
            setNote(
              `Refunded ${money(last?.amount, inv.currency)}: credit note ${last?.invoice.number ?? ""}.`,
            );
          }}
        />
      )}
      <ErrorNote error={error} />
      <p class="notice" role="status">
        {note}
      </p>
      <div class="table-wrap">
        <table aria-label="Lines">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Period</th>
              <th scope="col">Quantity</th>
              <th scope="col">Before discounts</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {(inv.items ?? []).map((l) => (
              <tr key={l.id}>
                <th scope="row">{l.description}</th>
                <td>
                  {l.period_start
                    ? `${day(l.period_start)} – ${day(l.period_end)}`
                    : "—"}
                </td>
                <td>{l.quantity ?? "—"}</td>
                <td>{money(l.subtotal, inv.currency)}</td>
                <td>{money(l.amount, inv.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl class="totals" aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{money(inv.subtotal, inv.currency)}</dd>
        <dt>Discounts</dt>
        <dd>
          {discounts.length === 0
            ? "None"
            : discounts
                .map(
                  (d) =>
                    `${d.reward_name ?? d.reward_id ?? "coupon"}: −${money(d.amount_off, inv.currency)}`,
                )
                .join("; ")}
        </dd>
        <dt>Tax</dt>
        <dd>
          {money(0, inv.currency)}{" "}
          <span class="muted">(Tandem computes no tax: no tax lines)</span>
        </dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(inv.total, inv.currency)}</strong>
        </dd>
        <dt>Paid</dt>
        <dd>{money(inv.amount_paid, inv.currency)}</dd>
        <dt>Refunded</dt>
        <dd>{money(inv.refunded_amount, inv.currency)}</dd>
      </dl>
      <PaymentFacts invoice={inv} payment={detail.payment} />
      {detail.refunds.length > 0 && <RefundedInvoices detail={detail} />}
      {detail.creditNotes.length > 0 && (
        <>
          <h2>Refunds</h2>
          <div class="table-wrap">
            <table aria-label="Credit notes">
              <thead>
                <tr>
                  <th scope="col">Credit note</th>
                  <th scope="col">Refunded</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Status</th>
                  <th scope="col">Date</th>
                  <th scope="col">Provider refund</th>
                  <th scope="col">Documents</th>
                </tr>
              </thead>
              <tbody>
                {detail.creditNotes.map((n) => (
                  <tr key={n.invoice.id}>
                    <th scope="row">
                      <a href={`#/invoices/${n.invoice.id}`}>
                        {n.invoice.number}
                      </a>
                    </th>
                    <td>{money(n.amount, n.invoice.currency)}</td>
                    <td>{n.reason}</td>
                    <td>{n.invoice.status}</td>
                    <td>{day(n.invoice.created_at)}</td>
                    <td>{n.refundRef ? <code>{n.refundRef}</code> : "—"}</td>
                    <td>
                      {n.invoice.hosted_invoice_url && (
                        <a
                          href={n.invoice.hosted_invoice_url}
                          target="_blank"
                          rel="noreferrer noopener"
                          aria-label={`Credit note ${n.invoice.number} page`}
                        >
                          Page
                        </a>
                      )}{" "}
                      {n.pdfUrl && (
                        <a
                          href={n.pdfUrl}
                          target="_blank"
                          rel="noreferrer noopener"
                          aria-label={`Credit note ${n.invoice.number} PDF`}
                        >
                          PDF
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

/** A credit note's page: the invoices it gives money back of (billing's refund of a cancel or a downgrade may spread over several). */
function RefundedInvoices({
  detail,
}: {
  detail: Schemas["ConsoleInvoiceDetail"];
}) {
  return (
    <>
      <h2>Refunded invoices</h2>
      <div class="table-wrap">
        <table aria-label="Refunded invoices">
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Refunded</th>
              <th scope="col">Reason</th>
              <th scope="col">Provider refund</th>
              <th scope="col">Invoice total</th>
            </tr>
          </thead>
          <tbody>
            {detail.refunds.map((r) => (
              <tr key={r.invoice.id}>
                <th scope="row">
                  <a href={`#/invoices/${r.invoice.id}`}>{r.invoice.number}</a>
                </th>
                <td>{money(r.amount, r.invoice.currency)}</td>
                <td>{r.reason}</td>
                <td>{r.refundRef ? <code>{r.refundRef}</code> : "—"}</td>
                <td>{money(r.invoice.total, r.invoice.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * Refund: an amount (default all that is left) and a reason. One idempotency key per dialog, so a
 * double click on "Confirm refund" (or a retry after a lost answer) refunds once.
 */
function RefundDialog({
  mode,
  detail,
  onClose,
  onDone,
}: {
  mode: Mode;
  detail: Schemas["ConsoleInvoiceDetail"];
  onClose: () => void;
  onDone: (r: Schemas["ConsoleInvoiceDetail"]) => void;
}) {
  const inv = detail.invoice;
  const [amount, setAmount] = useState(String(detail.refundable));
  const [reason, setReason] = useState("");
  const [key] = useState(() => crypto.randomUUID());
  const { error, busy, run } = useAction();
  const submit = (e: Event) => {
    e.preventDefault();
    if (busy) return;
    void run(async () => {
      const value = Number(amount);
      const body = {
        reason: reason.trim(),
        ...(value !== detail.refundable && { amount: value }),
      };
      const r = await api.POST("/invoices/{id}/refund", {
        params: {
          path: { id: inv.id },
          query: { mode },
          header: { "idempotency-key": key },
        },
        body,
      });
      // The same key sent again (a double click) answers that the refund is done or under way: show the invoice as it is now.
      const code = (r.error as { code?: string } | undefined)?.code;
      if (code === "idempotency_replay" || code === "idempotency_in_progress")
        onDone(
          await unwrap(
            api.GET("/invoices/{id}", {
              params: { path: { id: inv.id }, query: { mode } },
            }),
          ),
        );
      else onDone(await unwrap(Promise.resolve(r)));
    });
  };
  return (
    <section class="dialog" role="dialog" aria-label="Refund invoice">
      <form onSubmit={submit}>
        <h2>Refund invoice {inv.number}</h2>
        <p class="muted">
          Up to {money(detail.refundable, inv.currency)} can be refunded through
          the {inv.provider} provider; a credit note records it.
        </p>
        <Field label={`Amount (${inv.currency.toUpperCase()})`}>
          <input
            type="number"
            min="0.01"
            step="0.01"
            max={detail.refundable}
            required
            value={amount}
            onInput={(e) => setAmount(e.currentTarget.value)}
          />
        </Field>
        <Field label="Reason">
          <input
            required
            maxLength={500}
            value={reason}
            onInput={(e) => setReason(e.currentTarget.value)}
            placeholder="duplicate charge"
          />
        </Field>
        <ErrorNote error={error} />
        <div class="actions">
          <button type="submit" class="danger" disabled={busy}>
            Confirm refund
          </button>
          <button
            type="button"
            class="secondary"
            disabled={busy}
            onClick={onClose}
          >
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

/** How the invoice was collected: the provider and its payment reference, when, failed attempts and the last failure. */
function PaymentFacts({ invoice, payment }: { invoice: Schemas["ConsoleInvoiceDetail"]["invoice"]; payment: Schemas["ConsoleInvoicePayment"] }) {
  return (
    <>
      <h2>Payment</h2>
      <dl class="totals" aria-label="Payment">
        <dt>Provider</dt>
        <dd>{invoice.provider ?? "none"}</dd>
        <dt>Provider reference</dt>
        <dd>{payment.reference ? <code>{payment.reference}</code> : "—"}</dd>
        <dt>Paid at</dt>
        <dd>{payment.paidAt === null ? "not paid" : new Date(payment.paidAt).toLocaleString()}</dd>
        <dt>Failed attempts</dt>
        <dd>{payment.failedAttempts}</dd>
        {payment.lastError !== null && (
          <>
            <dt>Last failure</dt>
            <dd>{payment.lastError}</dd>
          </>
        )}
      </dl>
    </>
  );
}
