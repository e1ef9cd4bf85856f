import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { PagedTable, present, useFilters, usePaged } from "../pager.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction } from "../ui.js";
import { BillingActions } from "./customer-billing.js";
import { CustomerInvoices } from "./customer-invoices.js";
import { CustomerUsageChart } from "./customer-usage.js";

type Customer = Schemas["Tandem.Revenue.Customer"];
/** "": active or scheduled (the API's default; what the Plans page's count per version counts). */
type SubscriptionStatus = "active" | "scheduled" | "";

/** Money in the currency's major unit, as billing's records carry it. */
export const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency.toUpperCase()}`;

/**
 * The list (`#/customers`; `filter` is its query: `plan` and `version`, as the Plans page's count
 * per version links it), or one customer's page (`#/customers/<id>`).
 */
export function CustomersPage({ mode, customerId, filter = "" }: { mode: Mode; customerId?: string; filter?: string }) {
  const f = useFilters({ q: "", ...linkedFilter(filter), overdue: false as boolean });
  const [planIds, setPlanIds] = useState<string[]>([]);
  const firstFilter = useRef(filter);
  useEffect(() => {
    // Another link (another version's count): its filter replaces the form's.
    if (firstFilter.current === filter) return;
    firstFilter.current = filter;
    f.replace({ q: "", ...linkedFilter(filter), overdue: false });
  }, [filter]);
  const [detail, setDetail] = useState<Schemas["CustomerDetail"] | null>(null);
  const writes = useWrites();
  // While a customer is shown the list waits, keeping its filters and page (back goes where it was).
  const list = usePaged(
    (cursor) => {
      const { q, plan, status, version, overdue } = present(f.applied);
      const query = { mode, ...(q && { q }), ...(plan && { plan, ...(status && { status }), ...(version && { version: Number(version) }) }), ...(overdue && { overdue }), ...(cursor !== undefined && { cursor }) };
      return unwrap(api.GET("/customers", { params: { query } }));
    },
    [mode, f.applied],
    { skip: !!customerId },
  );
  const { error, run } = list;
  useEffect(() => {
    void unwrap(api.GET("/catalog", { params: { query: { mode } } })).then(
      (c) => setPlanIds([...new Set(c.plans.map((p) => p.id))]),
      () => setPlanIds([]),
    );
  }, [mode]);
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
      <form class="toolbar" role="search" onSubmit={f.apply}>
        <Field label="Search customers">
          <input type="search" {...f.bind("q")} placeholder="id, name or e-mail" />
        </Field>
        <Field label="Plan">
          <select {...f.bind("plan")}>
            <option value="">Any plan</option>
            {planIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Version">
          <input type="number" min="1" step="1" {...f.bind("version")} disabled={!f.draft.plan} placeholder="any" />
        </Field>
        <Field label="Subscription status">
          <select {...f.bind("status")} disabled={!f.draft.plan}>
            <option value="">Active or scheduled</option>
            <option value="active">Active</option>
            <option value="scheduled">Scheduled</option>
          </select>
        </Field>
        <label class="check">
          <input type="checkbox" checked={f.draft.overdue} onChange={(e) => f.set("overdue")(e.currentTarget.checked)} /> Has overdue invoice
        </label>
        <button type="submit">Search</button>
      </form>
      <ErrorNote error={error} />
      <PagedTable<Customer>
        label="Customers found"
        columns={[
          [
            "Customer",
            (c) => (
              <>
                <button type="button" class="link" onClick={() => open(c.id!)}>
                  {c.name ?? c.id}
                </button>{" "}
                <code class="muted">{c.id}</code>
              </>
            ),
          ],
          ["E-mail", (c) => c.email ?? "—"],
          ["Created", (c) => new Date(c.created_at).toLocaleDateString()],
        ]}
        rows={list.page.items}
        rowKey={(c) => c.id!}
        empty="No customers found."
        pager={list.pager}
      />
    </>
  );
}

/** `plan=pro&version=2` → the list's filter (a linked plan: active or scheduled, as the count per version). */
function linkedFilter(search: string): { plan: string; version: string; status: SubscriptionStatus } {
  const p = new URLSearchParams(search);
  const plan = p.get("plan") ?? "";
  const version = p.get("version") ?? "";
  return { plan, version: plan && /^[1-9][0-9]*$/.test(version) ? version : "", status: plan ? "" : "active" };
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
            {s.plan_id}{" "}
            <span class="muted">
              ({s.status}
              {s.canceled_at !== null ? ", cancelled: ends at the end of its cycle" : ""}
              {s.past_due ? ", past due" : ""})
            </span>
            {s.current_period_end !== null && <span class="muted"> · period ends {new Date(s.current_period_end).toLocaleDateString()}</span>}
          </li>
        ))}
        {c.subscriptions.length === 0 && <li>No plans.</li>}
      </ul>
      <h3>Balances</h3>
      <PagedTable
        columns={[
          ["Feature", ([id]) => id],
          ["Granted", ([, b]) => (b.unlimited ? "unlimited" : b.granted)],
          ["Used", ([, b]) => b.usage],
          ["Remaining", ([, b]) => (b.unlimited ? "unlimited" : b.remaining)],
          [
            "Breakdown",
            ([, b]) =>
              (b.breakdown ?? []).map((x, i) => (
                <div key={i}>
                  {x.plan_id ?? "granted"}: {x.remaining} left of {x.included_grant + x.prepaid_grant}
                  {x.reset?.interval ? ` (resets ${x.reset.interval})` : ""}
                </div>
              )),
          ],
        ]}
        rowHeaders
        rows={Object.entries(c.balances)}
        rowKey={([id]) => id}
        empty="No balances."
      />
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
