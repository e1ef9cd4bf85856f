/**
 * The plan editor of the Plans page: a new plan (billing's plans.create) or a change of one
 * (plans.update: a new version when customers are on it). The billing API validates; its errors
 * show here as they are.
 */
import { useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction } from "../ui.js";

type Plan = Schemas["Tandem.Revenue.Plan"];
type Feature = Schemas["Tandem.Revenue.Feature"];
type Interval = Schemas["Tandem.Revenue.BillingInterval"];
type Reset = Schemas["Tandem.Revenue.ResetInterval"];
const INTERVALS: Interval[] = ["month", "quarter", "semi_annual", "year", "week", "one_off"];
const RESETS: Reset[] = ["month", "day", "week", "quarter", "semi_annual", "year", "one_off"];

interface ItemDraft {
  featureId: string;
  included: string;
  reset: Reset | "";
  overage: string;
}

/** `eur=18, gbp=16` → additional currencies (lower-case ISO codes). */
export function parseCurrencies(text: string): { currency: string; amount: number }[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((pair) => {
      const [currency, amount] = pair.split("=").map((x) => x.trim());
      if (!/^[a-z]{3}$/i.test(currency ?? "") || amount === undefined || !Number.isFinite(Number(amount))) throw new Error(`Other currencies: "${pair}" is not currency=amount (e.g. eur=18)`);
      return { currency: currency.toLowerCase(), amount: Number(amount) };
    });
}

const draftOf = (p: Plan | null) => ({
  id: p?.id ?? "",
  name: p?.name ?? "",
  group: p?.group ?? "",
  addOn: p?.add_on ?? false,
  price: p?.price ? String(p.price.amount) : "",
  interval: (p?.price?.interval ?? "month") as Interval,
  currencies: (p?.price?.additional_currencies ?? []).map((c) => `${c.currency}=${c.amount}`).join(", "),
  trialDays: p?.free_trial && p.free_trial.duration_type === "day" ? String(p.free_trial.duration_length) : "",
  items: (p?.items ?? []).map(
    (i): ItemDraft => ({ featureId: i.feature_id, included: String(i.included), reset: (i.reset?.interval ?? "") as Reset | "", overage: i.price?.amount !== undefined ? String(i.price.amount) : "" }),
  ),
});

export function PlanEditor(props: { mode: Mode; plan: Plan | null; features: Feature[]; onSaved: (p: Plan) => void; onClose: () => void }) {
  const editing = props.plan !== null;
  const [d, setD] = useState(() => draftOf(props.plan));
  const { error, busy, run } = useAction();
  const set = (patch: Partial<typeof d>) => setD((x) => ({ ...x, ...patch }));
  const setItem = (i: number, patch: Partial<ItemDraft>) => set({ items: d.items.map((it, j) => (j === i ? { ...it, ...patch } : it)) });
  const metered = props.features.filter((f) => f.type !== "boolean");
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const price = d.price.trim() === "" ? null : { amount: Number(d.price), interval: d.interval, ...(d.currencies.trim() && { additional_currencies: parseCurrencies(d.currencies) }) };
      const items = d.items.map((it) => ({
        feature_id: it.featureId,
        ...(it.included.trim() !== "" && { included: Number(it.included) }),
        ...(it.reset && { reset: { interval: it.reset } }),
        ...(it.overage.trim() !== "" && { price: { amount: Number(it.overage), interval: d.interval === "one_off" ? ("month" as const) : d.interval, billing_method: "usage_based" as const } }),
      }));
      const trial = d.trialDays.trim() === "" ? null : { duration_length: Number(d.trialDays), duration_type: "day" as const };
      const query = { params: { query: { mode: props.mode } } };
      const saved = editing
        ? await unwrap(api.POST("/plans/update", { ...query, body: { plan_id: d.id, name: d.name, group: d.group, add_on: d.addOn, price, items, free_trial: trial } }))
        : await unwrap(
            api.POST("/plans", {
              ...query,
              body: { plan_id: d.id, name: d.name, group: d.group, add_on: d.addOn, ...(price && { price }), items, ...(trial && { free_trial: trial }) },
            }),
          );
      props.onSaved(saved);
    });
  };
  // The editor only writes (a new plan, a new version): never for a viewer.
  if (!useWrites()) return null;
  return (
    <form class="editor" aria-labelledby="editor-title" onSubmit={submit}>
      <h2 id="editor-title">{editing ? `Edit plan ${d.id}` : "New plan"}</h2>
      {editing && <p class="muted">Changing prices, items or the trial while customers are on the plan makes a new version; they stay on theirs.</p>}
      <div class="toolbar">
        <Field label="Plan id">
          <input required readOnly={editing} value={d.id} pattern="[A-Za-z0-9_\-]+" onInput={(e) => set({ id: e.currentTarget.value })} />
        </Field>
        <Field label="Name">
          <input required value={d.name} onInput={(e) => set({ name: e.currentTarget.value })} />
        </Field>
        <Field label="Group">
          <input value={d.group} onInput={(e) => set({ group: e.currentTarget.value })} />
        </Field>
        <label class="check">
          <input type="checkbox" checked={d.addOn} onChange={(e) => set({ addOn: e.currentTarget.checked })} /> Add-on
        </label>
      </div>
      <div class="toolbar">
        <Field label="Price (USD)">
          <input type="number" min="0" step="any" value={d.price} onInput={(e) => set({ price: e.currentTarget.value })} placeholder="free" />
        </Field>
        <Field label="Billing interval">
          <select value={d.interval} onChange={(e) => set({ interval: e.currentTarget.value as Interval })}>
            {INTERVALS.map((i) => (
              <option key={i} value={i}>
                {i.replace("_", " ")}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Other currencies">
          <input value={d.currencies} onInput={(e) => set({ currencies: e.currentTarget.value })} placeholder="eur=18, gbp=16" />
        </Field>
        <Field label="Free trial (days)">
          <input type="number" min="1" step="1" value={d.trialDays} onInput={(e) => set({ trialDays: e.currentTarget.value })} placeholder="none" />
        </Field>
      </div>
      <table aria-label="Plan items">
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Included</th>
            <th scope="col">Reset</th>
            <th scope="col">Overage price per unit</th>
            <th scope="col">
              <span class="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {d.items.map((it, i) => (
            <tr key={i}>
              <td>
                <select aria-label={`Item ${i + 1} feature`} value={it.featureId} onChange={(e) => setItem(i, { featureId: e.currentTarget.value })}>
                  {props.features.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name ?? f.id}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input aria-label={`Item ${i + 1} included`} type="number" min="0" step="any" value={it.included} onInput={(e) => setItem(i, { included: e.currentTarget.value })} />
              </td>
              <td>
                <select aria-label={`Item ${i + 1} reset`} value={it.reset} onChange={(e) => setItem(i, { reset: e.currentTarget.value as Reset | "" })}>
                  <option value="">never</option>
                  {RESETS.map((r) => (
                    <option key={r} value={r}>
                      {r.replace("_", " ")}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input aria-label={`Item ${i + 1} overage price`} type="number" min="0" step="any" value={it.overage} onInput={(e) => setItem(i, { overage: e.currentTarget.value })} placeholder="none" />
              </td>
              <td>
                <button type="button" class="secondary" onClick={() => set({ items: d.items.filter((_, j) => j !== i) })} aria-label={`Remove item ${i + 1}`}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="actions">
        <button type="button" class="secondary" disabled={props.features.length === 0} onClick={() => set({ items: [...d.items, { featureId: (metered[0] ?? props.features[0]).id, included: "", reset: "", overage: "" }] })}>
          Add item
        </button>
        <button type="submit" disabled={busy}>
          {editing ? "Save plan" : "Create plan"}
        </button>
        <button type="button" class="secondary" onClick={props.onClose}>
          Close editor
        </button>
      </div>
      <ErrorNote error={error} />
    </form>
  );
}
