/**
 * The console's one chart: Chart.js 4 (only the line and bar controllers, so
 * the bundle stays small) on a canvas with role `img` whose accessible name
 * starts with what it shows, and a table of its numbers beside it (what a
 * screen reader reads). Chart.js draws through the canvas and sets sizes
 * through the CSSOM (never a style attribute or <style>), so it runs under the
 * console's CSP (`style-src 'self'`, no inline script). Animations are off.
 * Chart.js is a chunk of its own, loaded by the first chart drawn; the canvas
 * gets `data-drawn` once a chart is on it (what tests wait for).
 */
import type { Chart as ChartJs, ChartConfiguration } from "chart.js";
import { useEffect, useRef } from "preact/hooks";

/** Chart.js, loaded once, on the first chart (a chunk of its own: chart-lib.ts). */
let lib: Promise<typeof ChartJs> | undefined;
const loadChartJs = () => (lib ??= import("./chart-lib.js").then((m) => m.Chart));

/** Colours that keep a 3:1 contrast on white, one per series. */
const PALETTE = ["#0b5cad", "#b54708", "#067647", "#b42318", "#6941c6", "#57606a"];

export interface ChartSeries {
  label: string;
  data: number[];
  /** Bars of the same stack are drawn on top of each other (stacked bar charts). */
  stack?: string;
  /** Only in the table, not drawn (a figure of another unit than the plotted ones, e.g. a count beside money). */
  tableOnly?: boolean;
  /** How this series' numbers are written in the table (default: the chart's `format`). */
  format?: (n: number) => string;
}

export interface ChartProps {
  /** What it shows, e.g. "MRR over time": the start of the canvas's accessible name and the table's caption. */
  title: string;
  /** A sentence after the title in the accessible name (e.g. the latest value). */
  summary?: string;
  type: "line" | "bar";
  /** The x axis (category labels): the table's row headers. */
  labels: string[];
  series: ChartSeries[];
  /** The first column's header (what the labels are). */
  labelHeader?: string;
  /** How a number is written in the table (default: as is). */
  format?: (n: number) => string;
  /** Bars along the y axis (long category names). */
  horizontal?: boolean;
  /** The canvas's CSS height in px (default 240). */
  height?: number;
}

export function Chart(props: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const stacked = props.series.some((s) => s.stack !== undefined);
  const drawn = props.series.filter((s) => !s.tableOnly);
  useEffect(() => {
    if (!canvas.current) return;
    box.current?.style.setProperty("height", `${props.height ?? 240}px`);
    const config: ChartConfiguration = {
      type: props.type,
      data: {
        labels: props.labels,
        datasets: drawn.map((s, i) => ({
          label: s.label,
          data: s.data,
          borderColor: PALETTE[i % PALETTE.length],
          backgroundColor: PALETTE[i % PALETTE.length],
          ...(s.stack !== undefined && { stack: s.stack }),
          ...(props.type === "line" && { pointRadius: 2, borderWidth: 2, tension: 0 }),
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: props.horizontal ? "y" : "x",
        plugins: { legend: { display: drawn.length > 1, position: "bottom" } },
        scales: { x: { stacked }, y: { stacked, ...(!props.horizontal && { beginAtZero: true }) } },
      },
    };
    let chart: ChartJs | undefined;
    let gone = false;
    const el = canvas.current;
    void loadChartJs().then((Chart) => {
      if (gone) return;
      chart = new Chart(el, config);
      el.dataset.drawn = "true";
    });
    return () => {
      gone = true;
      chart?.destroy();
      delete el.dataset.drawn;
    };
  }, [props.type, props.horizontal, props.height, JSON.stringify(props.labels), JSON.stringify(props.series)]);
  const fmt = props.format ?? ((n: number) => String(n));
  const name = props.summary ? `${props.title}: ${props.summary}` : props.title;
  return (
    <figure class="chart">
      <div class="chart-canvas" ref={box}>
        <canvas ref={canvas} role="img" aria-label={name}>
          {name}
        </canvas>
      </div>
      <div class="table-wrap chart-table">
        <table>
          <caption>{props.title} (numbers)</caption>
          <thead>
            <tr>
              <th scope="col">{props.labelHeader ?? ""}</th>
              {props.series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.labels.map((l, i) => (
              <tr key={l}>
                <th scope="row">{l}</th>
                {props.series.map((s) => (
                  <td key={s.label}>{(s.format ?? fmt)(s.data[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
            {props.labels.length === 0 && (
              <tr>
                <td colSpan={props.series.length + 1}>No data in this period.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
