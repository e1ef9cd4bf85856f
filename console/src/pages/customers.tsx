import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { Pager, useCursors } from "../pager.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction } from "../ui.js";
import { BillingActions } from "./customer-billing.js";
import { CustomerInvoices } from "./customer-invoices.js";
import { CustomerUsageChart } from "./customer-usage.js";

type Customer = Schemas["Tandem.Revenue.Customer"];
type SubscriptionStatus = "active" | "scheduled";

/** Money in the currency's major unit, as billing's records carry it. */
export const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency.toUpperCase()}`;

/** The list (`#/customers`), or one customer's page (`#/customers/<id>`). */
export function CustomersPage({ mode, customerId }: { mode: Mode; customerId?: string }) {
  const [q, setQ] = useState("");
  const [plan, setPlan] = useState("");
  const [status, setStatus] = useState<SubscriptionStatus>("active");
  const [overdue, setOverdue] = useState(false);
  const [applied, setApplied] = useState({ q: "", plan: "", status: "active" as SubscriptionStatus, overdue: false });
  const [planIds, setPlanIds] = useState<string[]>([]);
  const [page, setPage] = useState<Schemas["CustomerSearchPage"]>({ items: [], nextCursor: null });
  const pages = useCursors();
  const [detail, setDetail] = useState<Schemas["CustomerDetail"] | null>(null);
  const { error, run } = useAction();
  const writes = useWrites();
  useEffect(() => {
    if (customerId) return;
    void run(async () => {
      const query = {
        mode,
        ...(applied.q && { q: applied.q }),
        ...(applied.plan && { plan: applied.plan, status: applied.status }),
        ...(applied.overdue && { overdue: true }),
        ...(pages.cursor !== undefined && { cursor: pages.cursor }),
      };
      setPage(await unwrap(api.GET("/customers", { params: { query } })));
    });
  }, [mode, applied, pages.cursor, customerId]);
  useEffect(() => {
    pages.reset();
    void unwrap(api.GET("/catalog", { params: { query: { mode } } })).then(
      (c) => setPlanIds([...new Set(c.plans.map((p) => p.id))]),
      () => setPlanIds([]),
    );
  }, [mode]);
  const search = (e: Event) => {
    e.preventDefault();
    pages.reset();
    setApplied({ q: q.trim(), plan, status, overdue });
  };
  const [clockNote, setClockNote] = useState("");
  const load = async (id: string) => setDetail(await unwrap(api.GET("/customers/{id}", { params: { path: { id: decodeURIComponent(id) }, query: { mode } } })));
  const shownMode = useRef(mode);
  useEffect(() => {
    // Another mode has other customers: back to the list (a deep link opens in the mode shown).
    if (shownMode.current !== mode) {
      shownMode.current = mode;
      if (customerId) {
        setDetail(null);
        location.hash = "#/customers";
        return;
      }
    }
    setDetail(null);
    setClockNote("");
    if (customerId) void run(() => load(customerId));
  }, [customerId, mode]);
  const open = (id: string) => {
    location.hash = `#/customers/${encodeURIComponent(id)}`;
  };
  const items: Customer[] = page.items;
  if (customerId) {
    return (
      <>
        <p>
          <a href="#/customers">← Customers</a>
        </p>
        <ErrorNote error={error} />
        {detail && shownMode.current === mode && detail.customer.id === decodeURIComponent(customerId) && (
          <CustomerView mode={mode} detail={detail}>
            {/* A viewer reads only: no billing actions, no test clock. */}
            {writes && <BillingActions key={detail.customer.id} mode={mode} detail={detail} onChanged={() => load(detail.customer.id!)} />}
            {writes && mode === "test" && (
              <TestClock
                key={detail.customer.id}
                detail={detail}
                note={clockNote}
                onAdvanced={async (id, at) => {
                  await load(id);
                  setClockNote(`Test clock advanced: ${detail.customer.name ?? id} is now at ${utc(at)}.`);
                }}
              />
            )}
          </CustomerView>
        )}
      </>
    );
  }
  return (
    <>
      <h1>Customers</h1>
      <form class="toolbar" role="search" onSubmit={search}>
        <Field label="Search customers">
          <input type="search" value={q} onInput={(e) => setQ(e.currentTarget.value)} placeholder="id, name or e-mail" />
        </Field>
        <Field label="Plan">
          <select value={plan} onChange={(e) => setPlan(e.currentTarget.value)}>
            <option value="">Any plan</option>
            {planIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Subscription status">
          <select value={status} disabled={!plan} onChange={(e) => setStatus(e.currentTarget.value as SubscriptionStatus)}>
            <option value="active">Active</option>
            <option value="scheduled">Scheduled</option>
          </select>
        </Field>
        <label class="check">
          <input type="checkbox" checked={overdue} onChange={(e) => setOverdue(e.currentTarget.checked)} /> Has overdue invoice
        </label>
        <button type="submit">Search</button>
      </form>
      <ErrorNote error={error} />
      <div class="table-wrap">
        <table aria-label="Customers found">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">E-mail</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {items.map((c) => (
              <tr key={c.id}>
                <td>
                  <button type="button" class="link" onClick={() => open(c.id!)}>
                    {c.name ?? c.id}
                  </button>{" "}
                  <code class="muted">{c.id}</code>
                </td>
                <td>{c.email ?? "—"}</td>
                <td>{new Date(c.created_at).toLocaleDateString()}</td>
              </tr>
            ))}
            {items.length === 0 && (
              <tr>
                <td colSpan={3}>No customers found.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager hasMore={page.nextCursor !== null} canGoBack={pages.canGoBack} onNext={() => page.nextCursor && pages.next(page.nextCursor)} onPrevious={pages.previous} />
    </>
  );
}

/** A time in UTC as the console shows it: 2026-03-01 12:00 UTC. */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
/** The value of a datetime-local input for a time, read as UTC. */
const localValue = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const MONTH_MS = 31 * 86_400_000;

/** Test mode only: moves the customer's test clock forward (the billing API's customers.advance_test_clock). */
function TestClock(props: { detail: Schemas["CustomerDetail"]; note: string; onAdvanced: (id: string, at: number) => Promise<void> }) {
  const id = props.detail.customer.id!;
  const frozen = props.detail.frozenTime;
  const [to, setTo] = useState(() => localValue((frozen ?? Date.now()) + MONTH_MS));
  const { error, busy, run } = useAction();
  const submit = (e: Event) => {
    e.preventDefault();
    const at = Date.parse(`${to}Z`);
    void run(async () => {
      if (!Number.isFinite(at)) throw new Error("Advance to: enter a date and time.");
      const done = await unwrap(api.POST("/customers/{id}/advance_test_clock", { params: { path: { id }, query: { mode: "test" } }, body: { frozenTime: at } }));
      setTo(localValue(done.frozenTime + MONTH_MS));
      await props.onAdvanced(id, done.frozenTime);
    });
  };
  return (
    <section class="clock" aria-labelledby="clock-title">
      <h3 id="clock-title">Test clock</h3>
      <p>{frozen === null ? "Follows real time (no test clock yet)." : `Frozen at ${utc(frozen)}.`}</p>
      <form class="toolbar" onSubmit={submit}>
        <label class="field">
          <span>Advance to</span>
          <input type="datetime-local" required value={to} aria-describedby="clock-hint" onInput={(e) => setTo(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={busy}>
          Advance test clock
        </button>
        <small id="clock-hint">In UTC. Everything due until then runs: balance resets, renewals and their invoices, dunning, trial ends.</small>
      </form>
      <ErrorNote error={error} />
      <p class="notice" role="status">
        {props.note}
      </p>
    </section>
  );
}

function CustomerView({ mode, detail, children }: { mode: Mode; detail: Schemas["CustomerDetail"]; children?: ComponentChildren }) {
  const c = detail.customer;
  return (
    <section aria-labelledby="customer-title">
      <h1 id="customer-title">
        {c.name ?? c.id} <span class="muted">{c.email ?? ""}</span>
      </h1>
      {children}
      <h3>Plans</h3>
      <ul class="plain">
        {c.subscriptions.map((s) => (
          <li key={`${s.plan_id}-${s.started_at}`}>
            {s.plan_id} <span class="muted">({s.status}{s.canceled_at !== null ? ", cancelled: ends at the end of its cycle" : ""}{s.past_due ? ", past due" : ""})</span>
            {s.current_period_end !== null && <span class="muted"> · period ends {new Date(s.current_period_end).toLocaleDateString()}</span>}
          </li>
        ))}
        {c.subscriptions.length === 0 && <li>No plans.</li>}
      </ul>
      <h3>Balances</h3>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Granted</th>
              <th scope="col">Used</th>
              <th scope="col">Remaining</th>
              <th scope="col">Breakdown</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(c.balances).map(([id, b]) => (
              <tr key={id}>
                <th scope="row">{id}</th>
                <td>{b.unlimited ? "unlimited" : b.granted}</td>
                <td>{b.usage}</td>
                <td>{b.unlimited ? "unlimited" : b.remaining}</td>
                <td>
                  {(b.breakdown ?? []).map((x, i) => (
                    <div key={i}>
                      {x.plan_id ?? "granted"}: {x.remaining} left of {x.included_grant + x.prepaid_grant}
                      {x.reset?.interval ? ` (resets ${x.reset.interval})` : ""}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
            {Object.keys(c.balances).length === 0 && (
              <tr>
                <td colSpan={5}>No balances.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div data-slot="customer-usage-chart">
        <CustomerUsageChart mode={mode} customerId={c.id!} features={[...new Set([...Object.keys(c.balances), ...detail.events.map((e) => e.feature_id)])].sort()} />
      </div>
      <h3>Entities</h3>
      <ul class="plain">
        {(c.entities ?? []).map((e) => (
          <li key={e.id}>
            {e.name ?? e.id} <code class="muted">{e.id}</code> {e.feature_id && <span class="muted">({e.feature_id})</span>}
          </li>
        ))}
        {(c.entities ?? []).length === 0 && <li>No entities.</li>}
      </ul>
      <h3>Recent usage</h3>
      <ul class="plain">
        {detail.events.map((e) => (
          <li key={e.id}>
            {new Date(e.timestamp).toLocaleString()}: {e.feature_id} {e.value}
          </li>
        ))}
        {detail.events.length === 0 && <li>No usage events.</li>}
      </ul>
      {/* Remounted when the detail's invoices change (after an attach or a refund): the first page, read again. */}
      <CustomerInvoices key={c.id! + detail.invoices.map((i) => i.id + i.status).join()} mode={mode} customerId={c.id!} />
      <h3>Payment methods</h3>
      <ul class="plain">
        {detail.paymentMethods.map((m) => (
          <li key={m.id}>
            {m.brand ?? m.type} {m.last4 ? `•••• ${m.last4}` : ""} {m.isDefault ? "(default)" : ""}
          </li>
        ))}
        {detail.paymentMethods.length === 0 && <li>No payment methods.</li>}
      </ul>
    </section>
  );
}
