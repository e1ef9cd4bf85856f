/**
 * Home: revenue and usage at a glance (the console's `home.get`) over a
 * period: headline figures, MRR and its movement, revenue by plan, active
 * customers, top features by usage, margin by plan (each a chart with its
 * numbers in a table) and the advisor's suggestions.
 */
import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import { Chart } from "../chart.js";
import type { Schemas } from "../client.js";
import { ErrorNote, useAction } from "../ui.js";
import { type Period, PeriodPicker } from "./period.js";

const money = (n: number) => n.toFixed(2);
const count = (n: number) => String(n);

export function HomePage({ mode }: { mode: Mode }) {
  const [period, setPeriod] = useState<Period>("30d");
  const [home, setHome] = useState<Schemas["HomeDashboard"] | null>(null);
  const { error, busy, run } = useAction();
  useEffect(() => {
    void run(async () => setHome(await unwrap(api.GET("/home", { params: { query: { mode, period } } }))));
  }, [mode, period]);
  const cur = home?.currency.toUpperCase() ?? "";
  const o = home?.overview;
  return (
    <>
      <h1>Home</h1>
      <div class="toolbar">
        <PeriodPicker value={period} onChange={setPeriod} />
        {busy && <span role="status">Loading…</span>}
      </div>
      <ErrorNote error={error} />
      {home && o && home.period === period && (
        <>
          <dl class="figures" aria-label="Headline figures">
            <div>
              <dt>MRR</dt>
              <dd>
                {money(o.mrr)} {cur}
              </dd>
            </div>
            <div>
              <dt>Revenue</dt>
              <dd>
                {money(o.revenue)} {cur}
              </dd>
            </div>
            <div>
              <dt>Margin</dt>
              <dd>
                {money(o.margin)} {cur}
                {o.margin_percent !== null && ` (${o.margin_percent.toFixed(1)} %)`}
              </dd>
            </div>
            <div>
              <dt>Paying customers</dt>
              <dd>{o.customers.paying}</dd>
            </div>
            <div>
              <dt>Customers</dt>
              <dd>
                {o.customers.total} <span class="muted">({o.customers.new} new)</span>
              </dd>
            </div>
            <div>
              <dt>Usage events</dt>
              <dd>{o.events}</dd>
            </div>
          </dl>
          <div class="charts">
            <Chart
              type="line"
              title="MRR over time"
              summary={`${money(o.mrr)} ${cur} now`}
              labelHeader={period === "12m" ? "Month" : "Day"}
              labels={home.mrr.map((p) => p.label)}
              series={[{ label: `MRR (${cur})`, data: home.mrr.map((p) => p.mrr) }]}
              format={money}
            />
            <Chart
              type="bar"
              title="MRR movement over time"
              summary="new and expansion up, contraction and churn down"
              labelHeader={period === "12m" ? "Month" : "Day"}
              labels={home.mrr.map((p) => p.label)}
              series={[
                { label: "New", data: home.mrr.map((p) => p.new), stack: "m" },
                { label: "Expansion", data: home.mrr.map((p) => p.expansion), stack: "m" },
                { label: "Contraction", data: home.mrr.map((p) => -p.contraction), stack: "m" },
                { label: "Churn", data: home.mrr.map((p) => -p.churn), stack: "m" },
              ]}
              format={money}
            />
            <Chart
              type="bar"
              title="Revenue by plan"
              summary={`MRR per plan at the end of the period, ${cur}`}
              labelHeader="Plan"
              horizontal
              labels={home.revenueByPlan.map((p) => p.name)}
              series={[{ label: `MRR (${cur})`, data: home.revenueByPlan.map((p) => p.mrr) }, { label: "Paying customers", data: home.revenueByPlan.map((p) => p.customers), tableOnly: true, format: count }]}
              format={money}
            />
            <Chart
              type="line"
              title="Active customers"
              summary={`${o.customers.paying} paying now`}
              labelHeader={period === "12m" ? "Month" : "Day"}
              labels={home.mrr.map((p) => p.label)}
              series={[{ label: "Paying", data: home.mrr.map((p) => p.active) }, { label: "All customers", data: home.mrr.map((p) => p.customers) }]}
              format={count}
            />
            <Chart
              type="bar"
              title="Top features by usage"
              summary={`${o.events} events in the period`}
              labelHeader="Feature"
              horizontal
              labels={o.top_features.map((f) => f.feature_id)}
              series={[{ label: "Events", data: o.top_features.map((f) => f.events) }, { label: "Value", data: o.top_features.map((f) => f.value), tableOnly: true }]}
            />
            <Chart
              type="bar"
              title="Margin by plan"
              summary={`revenue, cost and margin per plan, ${cur}`}
              labelHeader="Plan"
              labels={home.marginByPlan.map((p) => p.name)}
              series={[
                { label: "Revenue", data: home.marginByPlan.map((p) => p.revenue) },
                { label: "Cost", data: home.marginByPlan.map((p) => p.cost) },
                { label: "Margin", data: home.marginByPlan.map((p) => p.margin) },
              ]}
              format={money}
            />
          </div>
          <Advice advice={home.advice} />
        </>
      )}
    </>
  );
}

function Advice({ advice }: { advice: Schemas["Tandem.Revenue.AnalyticsAdvice"] }) {
  return (
    <section aria-labelledby="advice-title">
      <h2 id="advice-title">Suggestions</h2>
      <ul class="plain advice" aria-label="The advisor's suggestions">
        {advice.suggestions.map((s, i) => (
          <li key={i} class={`severity-${s.severity}`}>
            <strong>{s.title}</strong> <span class="muted">({s.severity})</span>
            <div>{s.message}</div>
          </li>
        ))}
        {advice.suggestions.length === 0 && <li>No suggestions for this period.</li>}
      </ul>
    </section>
  );
}
