import { invalid } from "../../platform/errors.js";
import { addInterval } from "../shared/interval.rules.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const MAX_BINS = 1000;

/** The start of the UTC bin holding `t`: the hour, midnight, Monday midnight or the first of the month. */
export function binStart(t: number, size: string): number {
  if (size === "hour") return Math.floor(t / HOUR) * HOUR;
  if (size === "day") return Math.floor(t / DAY) * DAY;
  if (size === "week") {
    const day = Math.floor(t / DAY) * DAY;
    const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
    return day - weekday * DAY;
  }
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

export function nextBin(start: number, size: string): number {
  if (size === "hour") return start + HOUR;
  if (size === "day") return start + DAY;
  if (size === "week") return start + 7 * DAY;
  return addInterval(start, "month")!;
}

/** Bin starts covering [from, to), oldest first; more than 1,000 is a 400. */
export function bins(from: number, to: number, size: string): number[] {
  const out: number[] = [];
  for (let b = binStart(from, size); b < to; b = nextBin(b, size)) {
    out.push(b);
    if (out.length > MAX_BINS) invalid("bin_size", `makes more than ${MAX_BINS} bins over the range: use a larger bin_size or a shorter range`);
  }
  return out;
}

const PRESET: Record<string, number> = { "24h": DAY, "7d": 7 * DAY, "30d": 30 * DAY, "90d": 90 * DAY };

/**
 * The [from, to) of a preset range ending now; the billing-cycle ranges from
 * the customer's current period (`cycle`: its start and the price interval).
 */
export function presetRange(
  range: string,
  now: number,
  cycle: { start: number; interval: string; count: number } | null,
): { from: number; to: number } {
  if (range in PRESET) return { from: now - PRESET[range], to: now + 1 };
  if (cycle === null) invalid("range", `${range} needs customer_id and a customer on a recurring subscription`);
  if (range === "1bc") return { from: cycle.start, to: now + 1 };
  if (range === "last_cycle") return { from: addInterval(cycle.start, cycle.interval, -cycle.count)!, to: cycle.start };
  return { from: addInterval(cycle.start, cycle.interval, -2 * cycle.count)!, to: now + 1 };
}

/** The largest `max` groups kept, the rest summed under `Other` (sums in micro-units, numbers or BigInts). */
export function topGroups<N extends number | bigint>(groups: Map<string, N>, max: number): Map<string, N> {
  if (groups.size <= max) return groups;
  const sorted = [...groups].sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : 0) || a[0].localeCompare(b[0]));
  const out = new Map(sorted.slice(0, max));
  const zero = (typeof sorted[0][1] === "bigint" ? 0n : 0) as N;
  const add = (x: N, y: N) => ((x as number) + (y as number)) as N;
  out.set("Other", sorted.slice(max).reduce((n, [, v]) => add(n, v), out.get("Other") ?? zero));
  return out;
}

/** The group of an event: `properties.<key>`, `$customer_id`, `$entity_id` or `$plan_id` (of its first deduction); missing → "null". */
export function groupOf(
  groupBy: string,
  e: { customer_id: string; entity_id: string | null; properties: Record<string, unknown>; plan_id: string | null },
): string {
  let v: unknown;
  if (groupBy === "$customer_id") v = e.customer_id;
  else if (groupBy === "$entity_id") v = e.entity_id;
  else if (groupBy === "$plan_id") v = e.plan_id;
  else {
    const key = groupBy.slice("properties.".length);
    v = Object.hasOwn(e.properties, key) ? e.properties[key] : undefined;
  }
  return v === undefined || v === null ? "null" : typeof v === "string" ? v : JSON.stringify(v);
}
