/** A customer's billing actions on the Customers page: Attach plan (after its preview), Cancel plan, Grant balance. */
import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction } from "../ui.js";

type Preview = Schemas["Tandem.Revenue.PreviewAttachResponse"];
const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency.toUpperCase()}`;

export function BillingActions(props: { mode: Mode; detail: Schemas["CustomerDetail"]; onChanged: () => Promise<void> }) {
  const { mode, detail } = props;
  const id = detail.customer.id!;
  const [catalog, setCatalog] = useState<Schemas["Catalog"] | null>(null);
  const [note, setNote] = useState("");
  useEffect(() => {
    void unwrap(api.GET("/catalog", { params: { query: { mode } } })).then(setCatalog, () => setCatalog(null));
  }, [mode]);
  // The catalog lists every version, newest first within a plan: attach offers the latest.
  const latest = (catalog?.plans ?? []).filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  const features = (catalog?.features ?? []).filter((f) => f.type !== "boolean");
  const done = async (text: string) => {
    await props.onChanged();
    setNote(text);
  };
  // Every control here changes billing: a viewer (read-only) sees none of them.
  if (!useWrites()) return null;
  return (
    <section class="billing-actions" aria-label="Billing actions">
      <Attach id={id} mode={mode} plans={latest} onDone={done} />
      <Cancel id={id} mode={mode} subscriptions={detail.customer.subscriptions.filter((s) => s.status === "active")} onDone={done} />
      <Grant id={id} mode={mode} features={features} onDone={done} />
      <p class="notice" role="status">
        {note}
      </p>
    </section>
  );
}

function Attach(props: { id: string; mode: Mode; plans: Schemas["Tandem.Revenue.Plan"][]; onDone: (note: string) => Promise<void> }) {
  const [planId, setPlanId] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const { error, busy, run } = useAction();
  const where = { params: { path: { id: props.id }, query: { mode: props.mode } } };
  const choose = (p: string) => {
    setPlanId(p);
    setPreview(null);
    if (p) void run(async () => setPreview(await unwrap(api.POST("/customers/{id}/preview_attach", { ...where, body: { planId: p } }))));
  };
  const attach = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const r = await unwrap(api.POST("/customers/{id}/attach", { ...where, body: { planId } }));
      setPreview(null);
      setPlanId("");
      const charged = r.invoice ? ` Invoice ${r.invoice.number}: ${money(r.invoice.total, r.invoice.currency)}.` : "";
      await props.onDone(r.payment_url ? `Plan ${planId} waits for payment: send the customer ${r.payment_url}` : `Plan ${planId} attached.${charged}`);
    });
  };
  return (
    <form class="action-form" aria-labelledby="attach-title" onSubmit={attach}>
      <h3 id="attach-title">Attach a plan</h3>
      <Field label="Plan to attach">
        <select value={planId} onChange={(e) => choose(e.currentTarget.value)}>
          <option value="">Choose a plan</option>
          {props.plans.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.id})
            </option>
          ))}
        </select>
      </Field>
      {preview && (
        <div class="preview" aria-label="Attach preview">
          <table>
            <caption>Charged now</caption>
            <tbody>
              {preview.line_items.map((l, i) => (
                <tr key={i}>
                  <th scope="row">{l.description || l.display_name}</th>
                  <td>{money(l.total, preview.currency)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Total now</th>
                <td>
                  <strong>{money(preview.total, preview.currency)}</strong>
                </td>
              </tr>
              {preview.next_cycle && (
                <tr>
                  <th scope="row">Next cycle ({new Date(preview.next_cycle.starts_at).toLocaleDateString()})</th>
                  <td>{money(preview.next_cycle.total, preview.currency)}</td>
                </tr>
              )}
            </tbody>
          </table>
          {preview.redirect_to_checkout && <p class="muted">No card on file: attaching gives a payment link to send the customer.</p>}
        </div>
      )}
      <button type="submit" disabled={busy || !preview}>
        Attach plan
      </button>
      <ErrorNote error={error} />
    </form>
  );
}

function Cancel(props: { id: string; mode: Mode; subscriptions: Schemas["Tandem.Revenue.Subscription"][]; onDone: (note: string) => Promise<void> }) {
  const [planId, setPlanId] = useState("");
  const [when, setWhen] = useState<"end_of_cycle" | "now">("end_of_cycle");
  const [refund, setRefund] = useState<"none" | "prorated" | "full">("none");
  const [confirming, setConfirming] = useState(false);
  const { error, busy, run } = useAction();
  const chosen = planId || props.subscriptions[0]?.plan_id || "";
  const cancel = (e: Event) => {
    e.preventDefault();
    // Ending a plan now (and refunding) cannot be undone: it asks first, as Refund does.
    if (when === "now" && !confirming) return setConfirming(true);
    void run(async () => {
      setConfirming(false);
      const r = await unwrap(
        api.POST("/customers/{id}/cancel", { params: { path: { id: props.id }, query: { mode: props.mode } }, body: { planId: chosen, when, ...(when === "now" && { refund }) } }),
      );
      const refunded = r.invoice && r.invoice.total < 0 ? ` Refunded ${money(-r.invoice.total, r.invoice.currency)} (credit note ${r.invoice.number}).` : "";
      await props.onDone(when === "now" ? `Plan ${chosen} ended now.${refunded}` : `Plan ${chosen} ends at the end of its cycle.`);
    });
  };
  if (props.subscriptions.length === 0) return null;
  return (
    <form class="action-form" aria-labelledby="cancel-title" onSubmit={cancel}>
      <h3 id="cancel-title">Cancel a plan</h3>
      <Field label="Plan to cancel">
        <select value={chosen} onChange={(e) => setPlanId(e.currentTarget.value)}>
          {props.subscriptions.map((s) => (
            <option key={s.id} value={s.plan_id}>
              {s.plan_id}
            </option>
          ))}
        </select>
      </Field>
      <fieldset>
        <legend>When</legend>
        <label>
          <input type="radio" name="cancel-when" checked={when === "end_of_cycle"} onChange={() => setWhen("end_of_cycle")} /> At the end of the cycle
        </label>
        <label>
          <input type="radio" name="cancel-when" checked={when === "now"} onChange={() => setWhen("now")} /> Now
        </label>
      </fieldset>
      <Field label="Refund">
        <select value={refund} disabled={when !== "now"} onChange={(e) => setRefund(e.currentTarget.value as typeof refund)}>
          <option value="none">No refund</option>
          <option value="prorated">Unused part of the period</option>
          <option value="full">The last payment in full</option>
        </select>
      </Field>
      <button type="submit" class="danger" disabled={busy || !chosen || confirming}>
        Cancel plan
      </button>
      {confirming && (
        <section class="dialog" role="dialog" aria-label="Cancel plan now">
          <h4>End {chosen} now?</h4>
          <p class="muted">
            The plan ends at once
            {refund === "none" ? " without a refund" : refund === "full" ? " and its last payment is refunded in full" : " and the unused part of the period is refunded"}; this cannot be undone.
          </p>
          <div class="actions">
            <button type="submit" class="danger" disabled={busy}>
              Confirm cancel
            </button>
            <button type="button" class="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Keep plan
            </button>
          </div>
        </section>
      )}
      <ErrorNote error={error} />
    </form>
  );
}

function Grant(props: { id: string; mode: Mode; features: Schemas["Tandem.Revenue.Feature"][]; onDone: (note: string) => Promise<void> }) {
  const [featureId, setFeatureId] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const { error, busy, run } = useAction();
  const chosen = featureId || props.features[0]?.id || "";
  const grant = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const units = Number(amount);
      await unwrap(
        api.POST("/customers/{id}/grant", {
          params: { path: { id: props.id }, query: { mode: props.mode } },
          body: { featureId: chosen, amount: units, ...(reason.trim() && { reason: reason.trim() }) },
        }),
      );
      setAmount("");
      setReason("");
      await props.onDone(`Granted ${units} ${chosen}.`);
    });
  };
  if (props.features.length === 0) return null;
  return (
    <form class="action-form" aria-labelledby="grant-title" onSubmit={grant}>
      <h3 id="grant-title">Grant a balance</h3>
      <Field label="Feature">
        <select value={chosen} onChange={(e) => setFeatureId(e.currentTarget.value)}>
          {props.features.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name ?? f.id}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Units">
        <input type="number" min="1" step="any" required value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
      </Field>
      <Field label="Reason">
        <input value={reason} maxLength={500} onInput={(e) => setReason(e.currentTarget.value)} placeholder="support credit" />
      </Field>
      <button type="submit" disabled={busy || !chosen}>
        Grant balance
      </button>
      <ErrorNote error={error} />
    </form>
  );
}
