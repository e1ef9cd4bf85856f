import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { decodeCursor, encodeCursor, toPage } from "../../platform/pagination.js";
import { toUnits } from "../balances/balances.rules.js";
import type { Handle } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { FeatureDefinition } from "../features/features.rules.js";
import { idRecord } from "../shared/records.js";
import type { Schemas, Space } from "../types.js";
import type { EventFilter, EventRow } from "./events.repo.js";
import { bins, binStart, groupOf, presetRange, topGroups } from "./events.rules.js";

type Deduction = Schemas["BalanceDeduction"];

/** Most events one aggregation reads (else 400: a shorter range). */
const AGGREGATE_CAP = 5_000_000;
/**
 * Events summed per SQL statement: bounds how long one statement holds the
 * event loop (a few milliseconds; bench/aggregate.bench.ts), and keeps a
 * chunk's SUM of micro-units (|value| ≤ 1e15 each) under SQLite's 64-bit limit.
 */
const CHUNK = 2_000;
/** The longest range one aggregation may cover: 3 years (a yearly plan's `3bc`). */
const MAX_RANGE_DAYS = 3 * 366;
const MAX_RANGE_MS = MAX_RANGE_DAYS * 86_400_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Micro-units (BigInt) → units for the wire. */
const bigToUnits = (micro: bigint): number => Number(micro / 1_000_000n) + Number(micro % 1_000_000n) / 1_000_000;

/** An object keyed by ids (feature ids, group values), own keys only (see shared/records.ts). */
function idRecordOf<T>(entries: [string, T][]): Record<string, T> {
  const out = idRecord<T>();
  for (const [k, v] of entries) out[k] = v;
  return out;
}

const featureList = (f: string | string[] | undefined): string[] | undefined => (f === undefined ? undefined : Array.isArray(f) ? f : [f]);

export const eventView = (e: EventRow): Schemas["UsageEvent"] => ({
  id: e.id,
  timestamp: e.timestamp,
  feature_id: e.feature_id!,
  customer_id: e.customer_id,
  ...(e.entity_id !== null ? { entity_id: e.entity_id } : {}),
  value: toUnits(e.value),
  properties: JSON.parse(e.properties) as Record<string, unknown>,
  deductions: e.deductions === null ? null : (JSON.parse(e.deductions) as Deduction[]),
});

/** Usage events: a paged list and binned sums. */
export function eventsService(ctx: RevenueContext) {
  const featureQ = async (h: Handle, spaceId: number) => new Map((await ctx.repos(h).features.list(spaceId)).map((f) => [f.id, f]));

  async function scope(h: Handle, space: Space, body: { customer_id?: string; entity_id?: string }): Promise<{ filter: EventFilter; customer: CustomerRow | null }> {
    if (body.entity_id !== undefined && body.customer_id === undefined) invalid("entity_id", "needs customer_id");
    let customer: CustomerRow | null = null;
    if (body.customer_id !== undefined) {
      customer = (await ctx.repos(h).customers.byId(space.spaceId, body.customer_id)) ?? null;
      if (!customer) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
    }
    return { filter: { spaceId: space.spaceId, customerSeq: customer?.seq, entityId: body.entity_id }, customer };
  }

  return {
    async list(h: Handle, space: Space, body: Schemas["ListEventsParams"]): Promise<Schemas["EventList"]> {
      const limit = body.limit ?? 50;
      const { filter } = await scope(h, space, body);
      let before: [number, number] | undefined;
      if (body.start_cursor) {
        try {
          const [t, s] = decodeCursor("events", body.start_cursor, 2)!;
          before = [t, s];
        } catch {
          invalid("start_cursor", "is not a cursor of events.list");
        }
      }
      const rows = await ctx.repos(h).events.page(
        { ...filter, featureIds: featureList(body.feature_id), from: body.custom_range?.start, to: body.custom_range?.end },
        before,
        limit + 1,
      );
      const page = toPage(rows, limit, eventView, (r) => encodeCursor("events", [r.timestamp, r.seq]));
      return { list: page.items, next_cursor: page.nextCursor };
    },

    /**
     * Sums events per bin in SQL (GROUP BY bin start, feature, group), one
     * chunk of at most CHUNK events at a time with a turn of the event loop
     * between chunks, so no aggregation holds the server for long. A read: the chunks go through
     * the read handle (committed data), since a turn of the event loop, which no unit may span,
     * passes between them.
     */
    async aggregate(h: Handle, space: Space, body: Schemas["AggregateEventsParams"]): Promise<Schemas["AggregateEventsResponse"]> {
      if ((body.range === undefined) === (body.custom_range === undefined)) invalid("range", "or custom_range: send exactly one");
      if (body.custom_range && body.custom_range.start >= body.custom_range.end) invalid("custom_range.start", "must be before custom_range.end");
      const deducted = body.aggregate_on === "deducted";
      if (deducted && body.customer_id === undefined) invalid("aggregate_on", "deducted needs customer_id");
      if (body.filter_by && Object.keys(body.filter_by).length > 5) invalid("filter_by", "has more than 5 keys");
      const groupBy = body.group_by;
      if (groupBy !== undefined && !(deducted && groupBy === "$feature_id") && !/^(properties\..+|\$customer_id|\$entity_id|\$plan_id)$/.test(groupBy)) {
        invalid("group_by", groupBy === "$feature_id" ? "$feature_id needs aggregate_on: deducted" : "must be properties.<key>, $customer_id, $entity_id or $plan_id");
      }
      const features = featureList(body.feature_id)!;
      const size = body.bin_size ?? "day";
      const maxGroups = body.max_groups ?? 9;
      const now = ctx.clock.now();
      const { customers, plans } = ctx.repos(h);
      const { filter, customer } = await scope(h, space, body);

      let from: number;
      let to: number;
      if (body.custom_range) {
        from = body.custom_range.start;
        to = body.custom_range.end;
      } else {
        let cycle: { start: number; interval: string; count: number } | null = null;
        if (customer) {
          for (const s of await customers.subscriptions(customer.seq)) {
            if (s.status !== "active" || s.current_period_start === null) continue;
            const price = (JSON.parse(s.custom_def ?? (await plans.bySeq(s.plan_seq))!.definition) as { price: { interval: string; interval_count?: number } | null }).price;
            if (price && price.interval !== "one_off") cycle = { start: s.current_period_start, interval: price.interval, count: price.interval_count ?? 1 };
          }
        }
        ({ from, to } = presetRange(body.range!, now, cycle));
      }
      const starts = bins(from, to, size);
      if (to - from > MAX_RANGE_MS) invalid(body.custom_range ? "custom_range" : "range", `spans more than ${MAX_RANGE_DAYS} days`);
      const index = new Map(starts.map((b, i) => [b, i]));
      const filterBy = Object.entries(body.filter_by ?? {});
      const scoped: EventFilter = { ...filter, from, to, filterBy };

      const ded = deducted ? new DeductionTotals(starts.length, features, await featureQ(h, space.spaceId), groupBy) : null;
      const repo = ctx.repos(ctx.read).events;
      if (ded) {
        // Deductions are per balance and event (of one customer): read its events a chunk at a time and add them up.
        const wanted = new Set(features);
        let key: [number, number] | undefined;
        for (let scanned = 0; ; scanned += CHUNK) {
          if (scanned >= AGGREGATE_CAP) invalid("range", `holds more than ${AGGREGATE_CAP} events: use a shorter range or narrower filters`);
          const rows = await repo.after(scoped, key, CHUNK);
          for (const e of rows) {
            const i = index.get(binStart(e.timestamp, size));
            if (i !== undefined) ded.add(i, e, JSON.parse(e.properties) as Record<string, unknown>, wanted);
          }
          if (rows.length < CHUNK) break;
          key = [rows[rows.length - 1].timestamp, rows[rows.length - 1].seq];
          await nextTurn();
        }
      }

      // Sums in micro-units (BigInt: a bin of many events may pass 2^53), summed in SQL a chunk of events at a time.
      const sums = starts.map(() => new Map<string, bigint>(features.map((f) => [f, 0n])));
      const grouped = starts.map(() => new Map<string, Map<string, bigint>>());
      const total = new Map(features.map((f) => [f, { count: 0, sum: 0n }]));
      const valueGroup = groupBy === "$feature_id" ? undefined : groupBy;
      const ofFeatures = { ...scoped, featureIds: features };
      let key: [number, number] | undefined;
      for (let scanned = 0; ; scanned += CHUNK) {
        if (scanned >= AGGREGATE_CAP) invalid("range", `holds more than ${AGGREGATE_CAP} events: use a shorter range or narrower filters`);
        const end = await repo.chunkEnd(ofFeatures, key, CHUNK);
        for (const r of await repo.sums(ofFeatures, size, valueGroup, key, end)) {
          const i = index.get(Number(r.bin));
          if (i === undefined) continue;
          const v = BigInt(r.total);
          sums[i].set(r.feature_id, (sums[i].get(r.feature_id) ?? 0n) + v);
          const t = total.get(r.feature_id)!;
          t.count += Number(r.n);
          t.sum += v;
          if (valueGroup !== undefined) {
            const byGroup = grouped[i].get(r.feature_id) ?? new Map<string, bigint>();
            byGroup.set(r.g!, (byGroup.get(r.g!) ?? 0n) + v);
            grouped[i].set(r.feature_id, byGroup);
          }
        }
        if (end === undefined) break;
        key = end;
        await nextTurn();
      }
      const units = (m: Map<string, bigint>) => idRecordOf([...m].map(([k, v]) => [k, bigToUnits(v)]));
      return {
        list: starts.map((period, i) => ({
          period,
          values: units(sums[i]),
          ...(valueGroup !== undefined
            ? { grouped_values: idRecordOf(features.map((f) => [f, units(topGroups(grouped[i].get(f) ?? new Map<string, bigint>(), maxGroups))])) }
            : {}),
        })),
        total: idRecordOf([...total].map(([f, t]) => [f, { count: t.count, sum: bigToUnits(t.sum) }])),
        ...(ded ? { deductions: ded.bins(starts, maxGroups) } : {}),
      };
    },
  };
}

interface BalanceTotal {
  balance_id: string;
  entity_id: string | null;
  plan_id: string | null;
  reset: Deduction["reset"];
  credit_cost: number | null;
  deducted: number;
  events: number;
}

/**
 * What each balance gave in each bin (aggregate_on: "deducted"), from the
 * deductions stored with the events: keyed by the feature whose balance was
 * deducted (a credit system's for a metered feature drawn from it); with
 * group_by, grouped per bin as for values ($feature_id: the tracked feature).
 * Sums are kept in micro-units.
 */
class DeductionTotals {
  private readonly perBin: Map<string, { events: Set<string>; balances: Map<string, BalanceTotal & { ev: Set<string> }> }>[];
  private readonly grouped: Map<string, Map<string, { deducted: number; credit_cost: number | null }>>[];

  constructor(
    size: number,
    private readonly features: string[],
    private readonly catalog: Map<string, FeatureRow>,
    private readonly groupBy: string | undefined,
  ) {
    this.perBin = Array.from({ length: size }, () => new Map());
    this.grouped = Array.from({ length: size }, () => new Map());
  }

  private creditCost(balanceFeature: string, tracked: string): number | null {
    const f = this.catalog.get(balanceFeature);
    if (!f || (f.type !== "credit_system" && f.type !== "ai_credit_system")) return null;
    const entry = (JSON.parse(f.definition) as FeatureDefinition).credit_schema?.find((x) => x.metered_feature_id === tracked);
    return entry ? (entry.credit_cost ?? 1) / (entry.billing_units ?? 1) : null;
  }

  add(i: number, e: EventRow, props: Record<string, unknown>, wanted: Set<string>): void {
    if (e.deductions === null) return;
    for (const d of JSON.parse(e.deductions) as Deduction[]) {
      if (!wanted.has(d.feature_id) && !wanted.has(e.feature_id!)) continue;
      const micro = Math.round(d.value * 1_000_000);
      const cost = this.creditCost(d.feature_id, e.feature_id!);
      const byFeature = this.perBin[i].get(d.feature_id) ?? { events: new Set<string>(), balances: new Map() };
      this.perBin[i].set(d.feature_id, byFeature);
      byFeature.events.add(e.id);
      const b = byFeature.balances.get(d.balance_id) ?? {
        balance_id: d.balance_id,
        entity_id: e.entity_id,
        plan_id: d.plan_id,
        reset: d.reset,
        credit_cost: cost,
        deducted: 0,
        events: 0,
        ev: new Set<string>(),
      };
      byFeature.balances.set(d.balance_id, b);
      b.deducted += micro;
      b.ev.add(e.id);
      if (this.groupBy !== undefined) {
        const g =
          this.groupBy === "$feature_id"
            ? e.feature_id!
            : groupOf(this.groupBy, { customer_id: e.customer_id, entity_id: e.entity_id, properties: props, plan_id: d.plan_id });
        const groups = this.grouped[i].get(d.feature_id) ?? new Map();
        this.grouped[i].set(d.feature_id, groups);
        const t = groups.get(g) ?? { deducted: 0, credit_cost: cost };
        t.deducted += micro;
        groups.set(g, t);
      }
    }
  }

  bins(starts: number[], maxGroups: number): Schemas["DeductionBin"][] {
    return starts.map((period, i) => {
      const values = idRecord<Schemas["FeatureDeductionTotal"]>();
      const featureType = (id: string): "metered" | "credit_system" => {
        const t = this.catalog.get(id)?.type;
        return t === "credit_system" || t === "ai_credit_system" ? "credit_system" : "metered";
      };
      for (const f of this.features) {
        if (this.catalog.get(f)?.type !== "boolean") values[f] = { feature_type: featureType(f), deducted: 0, events: 0, balances: [] };
      }
      for (const [f, t] of this.perBin[i]) {
        const balances = [...t.balances.values()].map(({ ev, ...b }) => ({ ...b, deducted: toUnits(b.deducted), events: ev.size }));
        values[f] = { feature_type: featureType(f), deducted: balances.reduce((n, b) => n + Math.round(b.deducted * 1_000_000), 0) / 1_000_000, events: t.events.size, balances };
      }
      if (this.groupBy === undefined) return { period, values };
      const grouped_values = idRecord<Record<string, Schemas["GroupedDeductionTotal"]>>();
      for (const [f, groups] of this.grouped[i]) {
        const kept = topGroups(new Map([...groups].map(([g, t]) => [g, t.deducted])), maxGroups);
        grouped_values[f] = Object.fromEntries(
          [...kept].map(([g, v]) => [g, { deducted: toUnits(v), ...(groups.has(g) ? { credit_cost: groups.get(g)!.credit_cost } : {}) }]),
        );
      }
      return { period, values, grouped_values };
    });
  }
}
export type EventsService = ReturnType<typeof eventsService>;
