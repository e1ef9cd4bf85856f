/**
 * The plan editor of the Plans page: a new plan (billing's plans.create) or a change of one
 * (plans.update: a new version when customers are on it). The billing API validates; its errors
 * show here as they are.
 */
import { Fragment } from "preact";
import { useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { type ConsolePlan, createBody, draftOf, type Interval, type ItemDraft, itemFrom, keptPlanTerms, keptTerms, type Reset, type TrialUnit, updateBody } from "../plan-terms.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction } from "../ui.js";

export { parseCurrencies } from "../plan-terms.js";

type Feature = Schemas["Tandem.Revenue.Feature"];
const INTERVALS: Interval[] = ["month", "quarter", "semi_annual", "year", "week", "one_off"];
const RESETS: Reset[] = ["month", "day", "week", "quarter", "semi_annual", "year", "one_off"];
const TRIAL_UNITS: TrialUnit[] = ["day", "month", "year"];

export function PlanEditor(props: { mode: Mode; plan: ConsolePlan | null; features: Feature[]; onSaved: (p: Schemas["Tandem.Revenue.Plan"]) => void; onClose: () => void }) {
  const editing = props.plan !== null;
  const [d, setD] = useState(() => draftOf(props.plan));
  const { error, busy, run } = useAction();
  const set = (patch: Partial<typeof d>) => setD((x) => ({ ...x, ...patch }));
  const setItem = (i: number, patch: Partial<ItemDraft>) =>
    set({
      items: d.items.map((it, j) => (j === i ? { ...it, ...patch } : it)),
    });
  const metered = props.features.filter((f) => f.type !== "boolean");
  const planKept = props.plan ? keptPlanTerms(props.plan) : [];
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const query = { params: { query: { mode: props.mode } } };
      // An edit sends only what changed: billing keeps every term the operator did not touch.
      const saved = props.plan
        ? await unwrap(
            api.POST("/plans/update", {
              ...query,
              body: updateBody(props.plan, d),
            }),
          )
        : await unwrap(api.POST("/plans", { ...query, body: createBody(d) }));
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
      </div>
      <div class="toolbar">
        <Field label="Free trial length">
          <input type="number" min="1" step="1" value={d.trialLength} onInput={(e) => set({ trialLength: e.currentTarget.value })} placeholder="none" />
        </Field>
        <Field label="Trial unit">
          <select value={d.trialUnit} onChange={(e) => set({ trialUnit: e.currentTarget.value as TrialUnit })}>
            {TRIAL_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}s
              </option>
            ))}
          </select>
        </Field>
        <label class="check">
          <input type="checkbox" checked={d.trialCard} onChange={(e) => set({ trialCard: e.currentTarget.checked })} /> Trial needs a card
        </label>
      </div>
      {planKept.length > 0 && (
        <p class="muted" aria-label="Plan terms kept as is">
          Kept as is (not edited here): {planKept.join("; ")}
        </p>
      )}
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
          {d.items.map((it, i) => {
            const kept = it.base ? keptTerms(itemFrom(it, d.interval)) : [];
            const tiered = it.base?.price?.tiers !== undefined;
            return (
              <Fragment key={i}>
                <tr>
                  <td>
                    <select aria-label={`Item ${i + 1} feature`} value={it.featureId} onChange={(e) => setItem(i, { featureId: e.currentTarget.value })}>
                      {props.features.map((f) => (
                        <option key={f.id} value={f.id}>
                          {f.name ?? f.id}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>{it.base?.unlimited ? <span>unlimited</span> : <input aria-label={`Item ${i + 1} included`} type="number" min="0" step="any" value={it.included} onInput={(e) => setItem(i, { included: e.currentTarget.value })} />}</td>
                  <td>
                    <select
                      aria-label={`Item ${i + 1} reset`}
                      value={it.reset}
                      onChange={(e) =>
                        setItem(i, {
                          reset: e.currentTarget.value as Reset | "",
                        })
                      }
                    >
                      <option value="">never</option>
                      {RESETS.map((r) => (
                        <option key={r} value={r}>
                          {r.replace("_", " ")}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {tiered ? (
                      <span>tiered (kept as is)</span>
                    ) : (
                      <input aria-label={`Item ${i + 1} overage price`} type="number" min="0" step="any" value={it.overage} onInput={(e) => setItem(i, { overage: e.currentTarget.value })} placeholder="none" />
                    )}
                  </td>
                  <td>
                    <button type="button" class="secondary" onClick={() => set({ items: d.items.filter((_, j) => j !== i) })} aria-label={`Remove item ${i + 1}`}>
                      Remove
                    </button>
                  </td>
                </tr>
                {kept.length > 0 && (
                  <tr class="kept">
                    <td colSpan={5} aria-label={`Item ${i + 1} terms kept as is`}>
                      Kept as is: {kept.join("; ")}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <div class="actions">
        <button
          type="button"
          class="secondary"
          disabled={props.features.length === 0}
          onClick={() =>
            set({
              items: [
                ...d.items,
                {
                  base: null,
                  featureId: (metered[0] ?? props.features[0]).id,
                  included: "",
                  reset: "",
                  overage: "",
                },
              ],
            })
          }
        >
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
