import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import { Chart } from "../chart.js";
import type { Schemas } from "../client.js";
import { SelectField } from "../queue.js";
import { ErrorNote, useAction } from "../ui.js";

const PERIODS = [
  ["7", "7 days"],
  ["30", "30 days"],
  ["365", "12 months"],
] as const;

/** CSAT over time: the score (share of 4 and 5) per UTC day with ratings as a chart, and its numbers (ratings, mean) in the table beside it. */
export function CsatPanel({ mode }: { mode: Mode }) {
  const [days, setDays] = useState(30);
  const [scores, setScores] = useState<Schemas["CsatScores"] | null>(null);
  const { error, run } = useAction();
  useEffect(() => void run(async () => setScores(await unwrap(api.GET("/csat/scores", { params: { query: { mode, days } } })))), [mode, days]);
  return (
    <section aria-labelledby="csat-title">
      <h2 id="csat-title">CSAT over time</h2>
      <SelectField label="Period" value={String(days)} options={PERIODS} onChange={(v) => setDays(Number(v))} />
      <ErrorNote error={error} />
      {scores && (
        <>
          <p>{scores.ratings === 0 ? "No ratings in this period." : `CSAT score ${scores.score}% (${scores.ratings} ${scores.ratings === 1 ? "rating" : "ratings"}, mean ${scores.average} of 5)`}</p>
          <Chart
            type="line"
            title="CSAT score over time"
            summary={scores.ratings === 0 ? "no ratings" : `${scores.score}% over the period`}
            labelHeader="Day"
            labels={scores.days.map((d) => d.day)}
            series={[
              { label: "CSAT score", data: scores.days.map((d) => d.score), format: (n) => `${n}%` },
              { label: "Ratings", data: scores.days.map((d) => d.ratings), tableOnly: true },
              { label: "Mean", data: scores.days.map((d) => d.average), tableOnly: true },
            ]}
          />
        </>
      )}
    </section>
  );
}
