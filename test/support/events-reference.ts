/**
 * The aggregation events.aggregate did before it moved to SQL: every event
 * read into JavaScript and summed there. Kept as the reference the SQL
 * aggregation is checked against (test/events.aggregate.property.test.ts).
 */
import type { EventRow } from "../../src/revenue/events/events.repo.js";
import { binStart, groupOf, topGroups } from "../../src/revenue/events/events.rules.js";

export function referenceAggregate(
  rows: EventRow[],
  q: { features: string[]; starts: number[]; size: string; groupBy?: string; filterBy: [string, string][]; maxGroups: number },
) {
  const index = new Map(q.starts.map((b, i) => [b, i]));
  const sums = q.starts.map(() => new Map(q.features.map((f) => [f, 0])));
  const grouped = q.starts.map(() => new Map<string, Map<string, number>>());
  const total = new Map(q.features.map((f) => [f, { count: 0, sum: 0 }]));
  const wanted = new Set(q.features);
  for (const e of [...rows].sort((a, b) => a.timestamp - b.timestamp || a.seq - b.seq)) {
    const props = JSON.parse(e.properties) as Record<string, unknown>;
    if (!q.filterBy.every(([k, v]) => Object.hasOwn(props, k) && String(props[k]) === v)) continue;
    const i = index.get(binStart(e.timestamp, q.size));
    if (i === undefined) continue;
    const f = e.feature_id!;
    if (!wanted.has(f)) continue;
    sums[i].set(f, (sums[i].get(f) ?? 0) + e.value);
    const t = total.get(f)!;
    t.count++;
    t.sum += e.value;
    if (q.groupBy !== undefined) {
      const first = e.deductions === null ? null : ((JSON.parse(e.deductions) as { plan_id: string | null }[])[0] ?? null);
      const g = groupOf(q.groupBy, { customer_id: e.customer_id, entity_id: e.entity_id, properties: props, plan_id: first?.plan_id ?? null });
      const byGroup = grouped[i].get(f) ?? new Map<string, number>();
      byGroup.set(g, (byGroup.get(g) ?? 0) + e.value);
      grouped[i].set(f, byGroup);
    }
  }
  const units = (m: Map<string, number>) => Object.fromEntries([...m].map(([k, v]) => [k, v / 1_000_000]));
  return {
    list: q.starts.map((period, i) => ({
      period,
      values: units(sums[i]),
      ...(q.groupBy !== undefined ? { grouped_values: Object.fromEntries(q.features.map((f) => [f, units(topGroups(grouped[i].get(f) ?? new Map(), q.maxGroups))])) } : {}),
    })),
    total: Object.fromEntries([...total].map(([f, t]) => [f, { count: t.count, sum: t.sum / 1_000_000 }])),
  };
}
