/**
 * A customer's usage of one feature over time (the console's `customers.usage`):
 * a feature picker, the period picker and a chart named "Usage of <feature>
 * over time" with its numbers. Mounted in a customer's page
 * (`<div data-slot="customer-usage-chart">`).
 */
import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import { Chart } from "../chart.js";
import type { Schemas } from "../client.js";
import { ErrorNote, useAction } from "../ui.js";
import { type Period, PeriodPicker } from "./period.js";

export function CustomerUsageChart(props: { mode: Mode; customerId: string; features: string[] }) {
  const [feature, setFeature] = useState(props.features[0] ?? "");
  const [period, setPeriod] = useState<Period>("30d");
  const [usage, setUsage] = useState<Schemas["CustomerUsage"] | null>(null);
  const { error, run } = useAction();
  useEffect(() => {
    if (!feature) return;
    void run(async () =>
      setUsage(await unwrap(api.GET("/customers/{id}/usage", { params: { path: { id: props.customerId }, query: { mode: props.mode, feature, period } } }))),
    );
  }, [props.mode, props.customerId, feature, period]);
  if (props.features.length === 0) return <p>No features to chart.</p>;
  return (
    <section class="usage-chart" aria-labelledby="usage-title">
      <h3 id="usage-title">Usage over time</h3>
      <div class="toolbar">
        <label class="field">
          <span>Feature</span>
          <select value={feature} onChange={(e) => setFeature(e.currentTarget.value)}>
            {props.features.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <PeriodPicker value={period} onChange={setPeriod} label="Usage period" />
      </div>
      <ErrorNote error={error} />
      {usage && usage.featureId === feature && (
        <Chart
          type="bar"
          title={`Usage of ${feature} over time`}
          summary={`${usage.total.sum} in ${usage.total.count} events`}
          labelHeader={period === "12m" ? "Month" : "Day"}
          labels={usage.points.map((p) => p.label)}
          series={[{ label: feature, data: usage.points.map((p) => p.value) }]}
        />
      )}
    </section>
  );
}
