import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { ErrorNote, Field, OnceSecret, useAction, when } from "../ui.js";

type Endpoint = Schemas["Tandem.Desk.WebhookEndpoint"];
type Delivery = Schemas["Tandem.Desk.WebhookDelivery"];
type Detail = Schemas["Tandem.Desk.WebhookDeliveryDetail"];
type Status = "pending" | "succeeded" | "failed";

const kinds = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean) as Endpoint["events"];

export function WebhooksPage({ mode }: { mode: Mode }) {
  const [endpoints, setEndpoints] = useState<Endpoint[]>([]);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState("*");
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const [editing, setEditing] = useState<{ id: string; url: string; events: string } | null>(null);
  const [logOf, setLogOf] = useState<Endpoint | null>(null);
  const [notice, setNotice] = useState("");
  const { error, busy, run } = useAction();
  const query = { mode };
  const load = () => run(async () => setEndpoints((await unwrap(api.GET("/webhook_endpoints", { params: { query: { ...query, limit: 100 } } }))).items));
  useEffect(() => {
    setLogOf(null);
    // A one-time secret belongs to the mode it was made in: switching clears it.
    setSecret(null);
    void load();
  }, [mode]);

  const add = async (e: Event) => {
    e.preventDefault();
    const ep = await run(() => unwrap(api.POST("/webhook_endpoints", { params: { query }, body: { url, events: kinds(events) } })));
    if (ep) {
      setSecret({ label: `Signing secret of ${ep.url}`, value: ep.secret });
      setUrl("");
      await load();
    }
  };
  const save = async (e: Event) => {
    e.preventDefault();
    if (!editing) return;
    const ok = await run(() => unwrap(api.PATCH("/webhook_endpoints/{id}", { params: { path: { id: editing.id }, query }, body: { url: editing.url, events: kinds(editing.events) } })));
    if (ok) setEditing(null);
    await load();
  };
  const setEnabled = async (ep: Endpoint, enabled: boolean) => {
    await run(() => unwrap(api.PATCH("/webhook_endpoints/{id}", { params: { path: { id: ep._id }, query }, body: { enabled } })));
    await load();
  };
  const rotate = async (ep: Endpoint) => {
    const r = await run(() => unwrap(api.POST("/webhook_endpoints/{id}/rotate_secret", { params: { path: { id: ep._id }, query } })));
    if (r) setSecret({ label: `New signing secret of ${r.url}`, value: r.secret });
  };
  const test = async (ep: Endpoint) => {
    const d = await run(() => unwrap(api.POST("/webhook_endpoints/{id}/test", { params: { path: { id: ep._id }, query } })));
    if (d) {
      const last = d.attempts[d.attempts.length - 1];
      setNotice(`Test ping to ${ep.url}: ${d.status}${last?.statusCode ? ` (HTTP ${last.statusCode})` : last?.error ? ` (${last.error})` : ""}.`);
      setLogOf(ep);
    }
  };

  return (
    <>
      <h1>Webhooks</h1>
      <form class="toolbar" onSubmit={add} aria-label="Add endpoint">
        <Field label="Endpoint URL">
          <input type="url" required value={url} placeholder="https://example.com/hooks" onInput={(e) => setUrl(e.currentTarget.value)} />
        </Field>
        <Field label="Event kinds">
          <input value={events} onInput={(e) => setEvents(e.currentTarget.value)} aria-describedby="kinds-help" />
        </Field>
        <button type="submit" disabled={busy}>
          Add endpoint
        </button>
        <small id="kinds-help">Comma-separated, e.g. ticket.created, message.created; * for all.</small>
      </form>
      {secret && <OnceSecret label={secret.label} value={secret.value} onDone={() => setSecret(null)} />}
      <ErrorNote error={error} />
      <p role="status" class="notice">
        {notice}
      </p>
      <ul class="cards" aria-label="Endpoints">
        {endpoints.map((ep) => (
          <li key={ep._id} class={ep.enabled ? "card" : "card disabled"}>
            {editing?.id === ep._id ? (
              <form onSubmit={save} aria-label={`Edit ${ep.url}`}>
                <Field label="Endpoint URL">
                  <input type="url" required value={editing.url} onInput={(e) => setEditing({ ...editing, url: e.currentTarget.value })} />
                </Field>
                <Field label="Event kinds">
                  <input value={editing.events} onInput={(e) => setEditing({ ...editing, events: e.currentTarget.value })} />
                </Field>
                <button type="submit">Save</button>{" "}
                <button type="button" class="secondary" onClick={() => setEditing(null)}>
                  Cancel
                </button>
              </form>
            ) : (
              <>
                <p>
                  <code class="url">{ep.url}</code> {ep.enabled ? <span class="badge ok">Enabled</span> : <span class="badge">Disabled{ep.disabledReason === "failing" ? " (failing)" : ""}</span>}
                </p>
                <p class="muted">Events: {ep.events.join(", ")}</p>
                <div class="actions">
                  <button type="button" onClick={() => test(ep)} disabled={!ep.enabled} aria-label={`Send test to ${ep.url}`}>
                    Send test
                  </button>
                  <button type="button" class="secondary" onClick={() => setLogOf(ep)} aria-label={`Delivery log of ${ep.url}`}>
                    Delivery log
                  </button>
                  <button type="button" class="secondary" onClick={() => setEditing({ id: ep._id, url: ep.url, events: ep.events.join(", ") })} aria-label={`Edit ${ep.url}`}>
                    Edit
                  </button>
                  <button type="button" class="secondary" onClick={() => setEnabled(ep, !ep.enabled)} aria-label={`${ep.enabled ? "Disable" : "Enable"} ${ep.url}`}>
                    {ep.enabled ? "Disable" : "Enable"}
                  </button>
                  <button type="button" class="secondary" onClick={() => rotate(ep)} aria-label={`Rotate secret of ${ep.url}`}>
                    Rotate secret
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
        {endpoints.length === 0 && <li>No {mode} endpoints yet.</li>}
      </ul>
      {logOf && <DeliveryLog key={logOf._id + notice} endpoint={logOf} mode={mode} />}
    </>
  );
}

function DeliveryLog({ endpoint, mode }: { endpoint: Endpoint; mode: Mode }) {
  const [items, setItems] = useState<Delivery[]>([]);
  const [status, setStatus] = useState<Status | "">("");
  const [open, setOpen] = useState<Detail | null>(null);
  const { error, run } = useAction();
  const load = () =>
    run(async () =>
      setItems(
        (await unwrap(api.GET("/webhook_endpoints/{id}/deliveries", { params: { path: { id: endpoint._id }, query: { mode, limit: 50, ...(status && { status }) } } }))).items,
      ),
    );
  useEffect(() => void load(), [status]);
  const show = async (d: Delivery) => {
    const detail = await run(() => unwrap(api.GET("/webhook_deliveries/{id}", { params: { path: { id: d._id }, query: { mode } } })));
    if (detail) setOpen(detail);
  };
  const resend = async (d: Delivery) => {
    const detail = await run(() => unwrap(api.POST("/webhook_deliveries/{id}/resend", { params: { path: { id: d._id }, query: { mode } } })));
    if (detail) setOpen(detail);
    await load();
  };
  return (
    <section aria-labelledby="log-title">
      <h2 id="log-title">Delivery log of {endpoint.url}</h2>
      <div class="toolbar">
        <Field label="Status">
          <select value={status} onChange={(e) => setStatus(e.currentTarget.value as Status | "")}>
            <option value="">Any</option>
            <option value="pending">Pending</option>
            <option value="succeeded">Succeeded</option>
            <option value="failed">Failed</option>
          </select>
        </Field>
      </div>
      <ErrorNote error={error} />
      <div class="table-wrap">
        <table>
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
            {items.map((d) => (
              <tr key={d._id}>
                <td>{d.eventType}</td>
                <td>{d.status}</td>
                <td>{d.attemptCount}</td>
                <td>{when(d.createdAt)}</td>
                <td class="actions">
                  <button type="button" class="secondary" onClick={() => show(d)} aria-label={`Attempts of delivery ${d._id}`}>
                    Attempts
                  </button>
                  <button type="button" onClick={() => resend(d)} disabled={!endpoint.enabled || d.status === "pending"} aria-label={`Resend delivery ${d._id}`}>
                    Resend
                  </button>
                </td>
              </tr>
            ))}
            {items.length === 0 && (
              <tr>
                <td colSpan={5}>No deliveries.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {open && (
        <div class="table-wrap">
          <table>
            <caption>Attempts of delivery {open._id} ({open.eventType})</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Time</th>
                <th scope="col">Status</th>
                <th scope="col">Duration</th>
                <th scope="col">Response</th>
              </tr>
            </thead>
            <tbody>
              {open.attempts.map((a) => (
                <tr key={a.number}>
                  <td>{a.number}</td>
                  <td>{when(a.at)}</td>
                  <td>{a.statusCode ?? a.error ?? a.state}</td>
                  <td>{a.durationMs === null ? "—" : `${a.durationMs} ms`}</td>
                  <td>
                    <code class="excerpt">{a.responseBody ?? ""}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
