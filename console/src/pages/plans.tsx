import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { PagedTable } from "../pager.js";
import { useWrites } from "../roles.js";
import { ErrorNote, useAction } from "../ui.js";
import { PlanEditor } from "./plan-editor.js";

type Plan = Schemas["Tandem.Revenue.Plan"];

const per = (interval: string, count?: number) => (interval === "one_off" ? "once" : `per ${count && count > 1 ? `${count} ${interval.replace("_", " ")}s` : interval.replace("_", " ")}`);
const cur = (amount: number, currency: string) => `${amount} ${currency.toUpperCase()}`;

/** A plan's prices: the base price in USD and each other currency, per its interval. */
export function priceText(p: Plan): string {
  if (!p.price) return "No base price";
  const when = per(p.price.interval, p.price.interval_count);
  return [cur(p.price.amount, "usd"), ...(p.price.additional_currencies ?? []).map((c) => cur(c.amount, c.currency))].map((x) => `${x} ${when}`).join(" · ");
}

/** An item: included amount, reset, overage price. */
export function itemText(i: Plan["items"][number]): string {
  const included = i.unlimited ? "unlimited" : `${i.included} included`;
  const reset = i.reset?.interval ? `, resets ${per(i.reset.interval, i.reset.interval_count).replace("per ", "every ")}` : ", never resets";
  const overage = i.price?.amount !== undefined ? `, then ${i.price.amount} USD per ${i.price.billing_units > 1 ? `${i.price.billing_units} units` : "unit"} (${i.price.billing_method.replace("_", " ")})` : i.price?.tiers ? ", tiered price" : "";
  return `${i.feature?.name ?? i.feature_id}: ${included}${reset}${overage}`;
}

/** The Customers page filtered to one version of a plan (active or scheduled, as the count). */
export const customersOn = (planId: string, version: number) => `#/customers?${new URLSearchParams({ plan: planId, version: String(version) }).toString()}`;

export function PlansPage({ mode }: { mode: Mode }) {
  const [catalog, setCatalog] = useState<Schemas["Catalog"] | null>(null);
  const [result, setResult] = useState<Schemas["CopyToLiveResult"] | null>(null);
  const [editing, setEditing] = useState<Schemas["ConsolePlan"] | "new" | null>(null);
  const [versions, setVersions] = useState<{ id: string; list: Schemas["ConsolePlanVersion"][] } | null>(null);
  const { error, busy, run } = useAction();
  const writes = useWrites();
  const load = () => run(async () => setCatalog(await unwrap(api.GET("/catalog", { params: { query: { mode } } }))));
  useEffect(() => {
    setResult(null);
    setEditing(null);
    setVersions(null);
    void load();
  }, [mode]);
  const showVersions = (id: string) => run(async () => setVersions({ id, list: (await unwrap(api.GET("/plans/{id}/versions", { params: { path: { id }, query: { mode } } }))).items }));
  // The catalog lists every version, newest first within a plan: the table shows the latest.
  const latest = (catalog?.plans ?? []).filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
  const copy = async (planId?: string) => {
    const r = await run(() => unwrap(api.POST("/catalog/copy_to_live", { body: planId ? { planId } : {} })));
    if (r) setResult(r);
  };
  return (
    <>
      <h1>Plans</h1>
      {/* A viewer reads only: no copy, new plan, edit or editor. */}
      {writes &&
        (mode === "test" ? (
          <div class="toolbar">
            <button type="button" onClick={() => copy()} disabled={busy}>
              Copy to live
            </button>
            <small>Copies every test plan (latest versions) and the features they use to live. Live customers on a changed plan stay on their version.</small>
          </div>
        ) : (
          <p class="muted">Plans reach live from test mode (Copy to live).</p>
        ))}
      {writes && (
        <div class="toolbar">
          <button type="button" onClick={() => setEditing("new")}>
            New plan
          </button>
        </div>
      )}
      {writes && editing && catalog && (
        <PlanEditor
          key={editing === "new" ? "new" : `${editing.id}-${editing.version}`}
          mode={mode}
          plan={editing === "new" ? null : editing}
          features={catalog.features}
          onClose={() => setEditing(null)}
          onSaved={(p) => {
            setEditing(null);
            setResult(null);
            void load();
            void showVersions(p.id);
          }}
        />
      )}
      <ErrorNote error={error} />
      <div role="status">
        {result && (
          <section class="once" aria-label="Copy result">
            <h2>Copied to live</h2>
            {result.plans.length === 0 ? (
              <p>No test plans to copy.</p>
            ) : (
              <ul>
                {result.features.map((f) => (
                  <li key={`f-${f.id}`}>
                    Feature {f.id}: {f.action}
                  </li>
                ))}
                {result.plans.map((p) => (
                  <li key={`p-${p.id}`}>
                    Plan {p.id}: test v{p.test_version} → live v{p.live_version} ({p.action.replace("_", " ")})
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
      <h2>Features</h2>
      <ul class="plain">
        {catalog?.features.map((f) => (
          <li key={f.id}>
            <strong>{f.name ?? f.id}</strong> <code>{f.id}</code> <span class="muted">{f.type}</span>
          </li>
        ))}
        {catalog?.features.length === 0 && <li>No features in {mode} mode.</li>}
      </ul>
      <h2>Plans</h2>
      <PagedTable
        columns={[
          [
            "Plan",
            (p) => (
              <>
                <strong>{p.name}</strong> <code>{p.id}</code>
                {p.group && <div class="muted">group {p.group}</div>}
                {p.add_on && <div class="muted">add-on</div>}
                {p.free_trial && (
                  <div class="muted">
                    {p.free_trial.duration_length}-{p.free_trial.duration_type} trial{p.free_trial.card_required ? "" : ", no card needed"}
                  </div>
                )}
              </>
            ),
          ],
          ["Version", (p) => `v${p.version}`],
          ["Price", priceText],
          [
            "Items",
            (p) =>
              p.items.length === 0 ? (
                "—"
              ) : (
                <ul class="plain">
                  {p.items.map((i) => (
                    <li key={i.feature_id}>{itemText(i)}</li>
                  ))}
                </ul>
              ),
          ],
        ]}
        actions={(p) => (
          <>
            {writes && (
              <button type="button" class="secondary" onClick={() => setEditing(p)} aria-label={`Edit plan ${p.id}`}>
                Edit
              </button>
            )}
            <button type="button" class="secondary" onClick={() => showVersions(p.id)} aria-label={`Versions of plan ${p.id}`}>
              Versions
            </button>
            {writes && mode === "test" && (
              <button type="button" class="secondary" onClick={() => copy(p.id)} aria-label={`Copy plan ${p.id} to live`}>
                Copy to live
              </button>
            )}
          </>
        )}
        rows={latest}
        rowKey={(p) => `${p.id}-${p.version}`}
        empty={catalog && `No plans in ${mode} mode.`}
      />
      {versions && (
        <section aria-labelledby="versions-title">
          <h2 id="versions-title">Versions of {versions.id}</h2>
          <table aria-label={`Versions of ${versions.id}`}>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Price</th>
                <th scope="col">Items</th>
                <th scope="col">Customers</th>
              </tr>
            </thead>
            <tbody>
              {versions.list.map((v) => (
                <tr key={v.plan.version}>
                  <td>v{v.plan.version}</td>
                  <td>{priceText(v.plan)}</td>
                  <td>{v.plan.items.map(itemText).join("; ") || "—"}</td>
                  <td>
                    <a href={customersOn(versions.id, v.plan.version)} aria-label={`Subscribers of ${versions.id} v${v.plan.version}: ${v.customers}${v.more ? "+" : ""}`}>
                      {v.customers}
                      {v.more ? "+" : ""}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
