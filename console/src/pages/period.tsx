/** The period picker of the Home page and the usage charts: 7 d, 30 d, 12 months (buttons with aria-pressed). */
export type Period = "7d" | "30d" | "12m";

const PERIODS: { value: Period; name: string }[] = [
  { value: "7d", name: "7 d" },
  { value: "30d", name: "30 d" },
  { value: "12m", name: "12 months" },
];

export function PeriodPicker(props: { value: Period; onChange: (p: Period) => void; label?: string }) {
  return (
    <div class="period" role="group" aria-label={props.label ?? "Period"}>
      {PERIODS.map((p) => (
        <button key={p.value} type="button" aria-pressed={props.value === p.value} onClick={() => props.onChange(p.value)}>
          {p.name}
        </button>
      ))}
    </div>
  );
}
