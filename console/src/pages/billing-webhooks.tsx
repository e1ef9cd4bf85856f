/** The billing API's webhook endpoints: add (secret once), send test, disable/enable, rotate, the delivery log with its attempts, resend. */
import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { Pager, useCursors } from "../pager.js";
import { ErrorNote, Field, OnceSecret, useAction } from "../ui.js";

type Webhook = Schemas["Tandem.Revenue.Webhook"];
type Selector = Schemas["Tandem.Revenue.WebhookEventSelector"];
const at = (ms: number | null | undefined) => (ms ? new Date(ms).toLocaleString() : "—");

export function BillingWebhooksPage({ mode }: { mode: Mode }) {
  const [items, setItems] = useState<Webhook[]>([]);
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [form, setForm] = useState({ id: "", url: "", events: "*" });
  const { error, busy, run } = useAction();
  const where = { params: { query: { mode } } };
  const load = () => run(async () => setItems((await unwrap(api.GET("/billing_webhooks", where))).list));
  useEffect(() => {
    setSecret(null);
    setOpen(null);
    void load();
  }, [mode]);
  const add = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const events = form.events.split(",").map((x) => x.trim()).filter(Boolean) as Selector[];
      const created = await unwrap(api.POST("/billing_webhooks", { ...where, body: { id: form.id.trim(), url: form.url.trim(), events } }));
      setSecret({ label: `Signing secret of ${created.id}`, value: created.secret });
      setForm({ id: "", url: "", events: "*" });
      await load();
    });
  };
  const toggle = (w: Webhook) => run(async () => (await unwrap(api.POST("/billing_webhooks/update", { ...where, body: { id: w.id, disabled: !w.disabled } })), await load()));
  const rotate = (w: Webhook) =>
    run(async () => {
      const r = await unwrap(api.POST("/billing_webhooks/{id}/rotate_secret", { params: { path: { id: w.id }, query: { mode } } }));
      setSecret({ label: `New signing secret of ${w.id}`, value: r.secret });
    });
  const test = (w: Webhook) =>
    run(async () => {
      await unwrap(api.POST("/billing_webhooks/{id}/test", { params: { path: { id: w.id }, query: { mode } } }));
      setOpen(null);
      setOpen(w.id);
    });
  return (
    <>
      <h1>Billing webhooks</h1>
      <p class="muted">Endpoints that receive the billing API's events (plans attached and cancelled, invoices, balances). The desk's endpoints are under Webhooks.</p>
      {secret && <OnceSecret label={secret.label} value={secret.value} onDone={() => setSecret(null)} />}
      <form class="toolbar" onSubmit={add} aria-label="Add billing endpoint">
        <Field label="Endpoint id">
          <input required value={form.id} pattern="[A-Za-z0-9_\-]+" maxLength={64} onInput={(e) => setForm({ ...form, id: e.currentTarget.value })} placeholder="billing-main" />
        </Field>
        <Field label="Endpoint URL">
          <input required type="url" value={form.url} onInput={(e) => setForm({ ...form, url: e.currentTarget.value })} placeholder="https://example.com/hooks" />
        </Field>
        <Field label="Events">
          <input required value={form.events} onInput={(e) => setForm({ ...form, events: e.currentTarget.value })} placeholder="* or invoice.paid, customer.plan.attached" />
        </Field>
        <button type="submit" disabled={busy}>
          Add endpoint
        </button>
      </form>
      <ErrorNote error={error} />
      <div class="table-wrap">
        <table aria-label="Billing endpoints">
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <th scope="col">Events</th>
              <th scope="col">State</th>
              <th scope="col">
                <span class="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((w) => (
              <tr key={w.id}>
                <td>
                  <strong>{w.id}</strong> <code class="muted">{w.url}</code>
                </td>
                <td>{w.events.join(", ")}</td>
                <td>{w.disabled ? `disabled${w.disabled_reason === "failing" ? " (failing)" : ""}` : "enabled"}</td>
                <td class="actions">
                  <button type="button" class="secondary" onClick={() => test(w)} aria-label={`Send test to ${w.id}`}>
                    Send test
                  </button>
                  <button type="button" class="secondary" onClick={() => setOpen(open === w.id ? null : w.id)} aria-label={`Delivery log of ${w.id}`}>
                    Delivery log
                  </button>
                  <button type="button" class="secondary" onClick={() => toggle(w)} aria-label={`${w.disabled ? "Enable" : "Disable"} ${w.id}`}>
                    {w.disabled ? "Enable" : "Disable"}
                  </button>
                  <button type="button" class="secondary" onClick={() => rotate(w)} aria-label={`Rotate the secret of ${w.id}`}>
                    Rotate secret
                  </button>
                </td>
              </tr>
            ))}
            {items.length === 0 && (
              <tr>
                <td colSpan={4}>No billing endpoints in {mode} mode.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {open && <Deliveries key={open} mode={mode} id={open} />}
    </>
  );
}

function Deliveries({ mode, id }: { mode: Mode; id: string }) {
  const [page, setPage] = useState<Schemas["Tandem.Revenue.WebhookDeliveryList"]>({ list: [], next_cursor: null });
  const [status, setStatus] = useState<"" | "pending" | "succeeded" | "failed">("");
  const [note, setNote] = useState("");
  const pages = useCursors();
  const { error, run } = useAction();
  const load = () =>
    run(async () =>
      setPage(
        await unwrap(
          api.GET("/billing_webhooks/{id}/deliveries", { params: { path: { id }, query: { mode, ...(status && { status }), ...(pages.cursor !== undefined && { cursor: pages.cursor }) } } }),
        ),
      ),
    );
  useEffect(() => void load(), [status, pages.cursor]);
  const resend = (deliveryId: string) =>
    run(async () => {
      const d = await unwrap(api.POST("/billing_webhook_deliveries/{id}/resend", { params: { path: { id: deliveryId }, query: { mode } } }));
      setNote(`Resent ${d.event_type}: attempt ${d.attempt_count}, ${d.status}.`);
      await load();
    });
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Delivery log of {id}</h2>
      <div class="toolbar">
        <Field label="Delivery status">
          <select
            value={status}
            onChange={(e) => {
              pages.reset();
              setStatus(e.currentTarget.value as typeof status);
            }}
          >
            <option value="">Any</option>
            <option value="pending">Pending</option>
            <option value="succeeded">Succeeded</option>
            <option value="failed">Failed</option>
          </select>
        </Field>
      </div>
      <ErrorNote error={error} />
      <p class="notice" role="status">
        {note}
      </p>
      <div class="table-wrap">
        <table aria-label={`Deliveries of ${id}`}>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span class="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((d) => (
              <tr key={d.id}>
                <td>
                  {d.event_type} <code class="muted">{d.event_id}</code>
                </td>
                <td>{d.status}</td>
                <td>
                  {d.attempts.map((a) => (
                    <div key={a.number}>
                      #{a.number} {a.trigger}: {a.status_code ?? a.error ?? a.state} {a.duration_ms !== null ? `(${a.duration_ms} ms)` : ""} {a.response_excerpt ? `“${a.response_excerpt}”` : ""}
                    </div>
                  ))}
                </td>
                <td>{at(d.created_at)}</td>
                <td>
                  <button type="button" class="secondary" onClick={() => resend(d.id)}>
                    Resend
                  </button>
                </td>
              </tr>
            ))}
            {page.list.length === 0 && (
              <tr>
                <td colSpan={5}>No deliveries.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager hasMore={page.next_cursor !== null} canGoBack={pages.canGoBack} onNext={() => page.next_cursor && pages.next(page.next_cursor)} onPrevious={pages.previous} />
    </section>
  );
}
