import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { ErrorNote, useAction } from "../ui.js";

type Plan = Schemas["Tandem.Revenue.Plan"];

const itemText = (i: Plan["items"][number]) =>
  `${i.feature_id}: ${i.unlimited ? "unlimited" : (i.included ?? 0)}${i.reset?.interval ? ` per ${i.reset.interval}` : ""}`;

export function PlansPage({ mode }: { mode: Mode }) {
  const [catalog, setCatalog] = useState<Schemas["Catalog"] | null>(null);
  const [result, setResult] = useState<Schemas["CopyToLiveResult"] | null>(null);
  const { error, busy, run } = useAction();
  const load = () => run(async () => setCatalog(await unwrap(api.GET("/catalog", { params: { query: { mode } } }))));
  useEffect(() => {
    setResult(null);
    void load();
  }, [mode]);
  const copy = async (planId?: string) => {
    const r = await run(() => unwrap(api.POST("/catalog/copy_to_live", { body: planId ? { planId } : {} })));
    if (r) setResult(r);
  };
  return (
    <>
      <h1>Plans</h1>
      {mode === "test" ? (
        <div class="toolbar">
          <button type="button" onClick={() => copy()} disabled={busy}>
            Copy to live
          </button>
          <small>Copies every test plan (latest versions) and the features they use to live. Live customers on a changed plan stay on their version.</small>
        </div>
      ) : (
        <p class="muted">Plans reach live from test mode (Copy to live).</p>
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
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Version</th>
              <th scope="col">Items</th>
              {mode === "test" && (
                <th scope="col">
                  <span class="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {catalog?.plans.map((p) => (
              <tr key={`${p.id}-${p.version}`}>
                <td>
                  <strong>{p.name}</strong> <code>{p.id}</code>
                </td>
                <td>v{p.version}</td>
                <td>{p.items.map(itemText).join("; ") || "—"}</td>
                {mode === "test" && (
                  <td>
                    <button type="button" class="secondary" onClick={() => copy(p.id)} aria-label={`Copy plan ${p.id} to live`}>
                      Copy to live
                    </button>
                  </td>
                )}
              </tr>
            ))}
            {catalog?.plans.length === 0 && (
              <tr>
                <td colSpan={4}>No plans in {mode} mode.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
