import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CustomerRow } from "../src/revenue/customers/customers.repo.js";
import type { FeatureRow } from "../src/revenue/features/features.repo.js";
import type { BalanceRow } from "../src/revenue/balances/balances.repo.js";
import { controlSetOf } from "../src/revenue/balances/balances.load.js";
import { decideTrack, type TrackLedger, type TrackPlan } from "../src/revenue/balances/track.decide.js";
import type { Schemas } from "../src/revenue/types.js";
import { newBalanceRow, newCustomer } from "./support/rows.js";

const M = 1_000_000;
const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 86_400_000;

const customer = (billing_controls = "{}"): CustomerRow => ({ seq: 7, ...newCustomer(1, "cus", 0, { billing_controls }), frozen_time: null });


let featureSeq = 0;
const feature = (id: string, type: FeatureRow["type"] = "metered", definition: object = {}): FeatureRow => ({
  seq: ++featureSeq,
  space_id: 1,
  id,
  name: id,
  type,
  consumable: 1,
  definition: JSON.stringify(definition),
  archived: 0,
  created_at: 0,
});

const row = (seq: number, over: Partial<BalanceRow> = {}): BalanceRow => ({ seq, arrears: 0, ...newBalanceRow(`b${seq}`, 1, 7, "msg", 0, { granted: 10 * M }), ...over });


const MSG = feature("msg");
const CREDITS = feature("credits", "credit_system", { credit_schema: [{ metered_feature_id: "msg", credit_cost: 2 }] });
const SSO = feature("sso", "boolean");

const ledger = (over: Partial<TrackLedger> = {}): TrackLedger => ({
  spaceId: 1,
  customer: customer(),
  entitySeq: null,
  entityId: null,
  features: [MSG],
  catalog: [MSG, CREDITS, SSO],
  rows: [row(1)],
  expiredLocks: [],
  controls: null,
  windowUsage: new Map(),
  lockTaken: false,
  ...over,
});

const track = (l: TrackLedger, body: Partial<Schemas["TrackParams"]> & { value?: number } = {}, lockId: string | null = null): TrackPlan => {
  const value = body.value ?? 1;
  return decideTrack(l, { body: { customer_id: "cus", feature_id: "msg", ...body }, value, micro: Math.round(value * M), lockId }, NOW);
};

/** The usage each breakdown gains (micro), by seq. */
const usageOf = (p: TrackPlan) => Object.fromEntries(p.amounts.filter((a) => a.usage !== 0).map((a) => [a.seq, a.usage]));

describe("track decide: the plan of one track, from the ledger alone", () => {
  const cases: [string, { ledger: TrackLedger; body?: Partial<Schemas["TrackParams"]> & { value?: number }; lockId?: string; want: (p: TrackPlan) => void }][] = [
    [
      "takes the value from the feature's balance and records one event with its deduction",
      {
        ledger: ledger(),
        body: { value: 3 },
        want: (p) => {
          expect(p.refusal).toBeNull();
          expect(usageOf(p)).toEqual({ 1: 3 * M });
          expect(p.events).toHaveLength(1);
          expect(p.events[0]).toMatchObject({ feature_id: "msg", value: 3 * M, customer_seq: 7, timestamp: NOW });
          expect(JSON.parse(p.events[0].deductions!)).toEqual([{ balance_id: "b1", feature_id: "msg", plan_id: null, reset: null, value: 3 }]);
          expect(p.answer?.balance).toMatchObject({ feature_id: "msg", remaining: 7, usage: 3 });
          expect(p.hits).toEqual([]);
        },
      },
    ],
    [
      "takes from the breakdown expiring first, then the next, in deduction order",
      {
        ledger: ledger({ rows: [row(1, { granted: 5 * M }), row(2, { granted: 2 * M, expires_at: NOW + DAY })] }),
        body: { value: 4 },
        want: (p) => expect(usageOf(p)).toEqual({ 2: 2 * M, 1: 2 * M }),
      },
    ],
    [
      "never takes from an expired grant: only the live one pays, and what is short is a balance hit",
      {
        ledger: ledger({ rows: [row(1, { granted: 5 * M, expires_at: NOW - 1 }), row(2, { granted: 2 * M })] }),
        body: { value: 4 },
        want: (p) => {
          expect(p.refusal).toBeNull();
          expect(usageOf(p)).toEqual({ 2: 2 * M });
          expect(p.hits).toEqual([expect.objectContaining({ type: "balance", featureId: "msg", limit: 2 })]);
        },
      },
    ],
    [
      "with overage_behavior overflow takes the whole value past zero",
      {
        ledger: ledger({ rows: [row(1, { granted: 2 * M })] }),
        body: { value: 5, overage_behavior: "overflow" },
        want: (p) => {
          expect(usageOf(p)).toEqual({ 1: 5 * M });
          // remaining floors at 0 on the wire (Autumn); the overage is usage past granted.
          expect(p.answer?.balance).toMatchObject({ granted: 2, remaining: 0, usage: 5 });
        },
      },
    ],
    [
      "records the event and deducts nothing when the customer has no balance of the feature (Autumn; was no_access)",
      {
        ledger: ledger({ rows: [] }),
        want: (p) => {
          expect(p.refusal).toBeNull();
          expect(p.events).toEqual([expect.objectContaining({ feature_id: "msg", value: M, deductions: null })]);
          expect(p.amounts).toEqual([]);
          expect(p.answer).toMatchObject({ balance: null, deductions: [] });
        },
      },
    ],
    [
      "draws a metered feature without its own balance from the credit system naming it, in credits",
      {
        ledger: ledger({ rows: [row(1, { feature_id: "credits", granted: 100 * M })] }),
        body: { value: 3 },
        want: (p) => {
          expect(usageOf(p)).toEqual({ 1: 6 * M });
          expect(p.events[0]).toMatchObject({ feature_id: "msg", value: 3 * M });
          expect(p.answer?.balance).toMatchObject({ feature_id: "credits", remaining: 94 });
        },
      },
    ],
    [
      "caps a track at an enabled usage limit's room and reports the limit",
      {
        ledger: ledger({
          customer: customer(JSON.stringify({ usage_limits: [{ feature_id: "msg", limit: 10, interval: "day", enabled: true }] })),
          controls: controlSetOf(JSON.stringify({ usage_limits: [{ feature_id: "msg", limit: 10, interval: "day", enabled: true }] }), undefined),
          windowUsage: new Map([["msg", 8 * M]]),
        }),
        body: { value: 5 },
        want: (p) => {
          expect(p.refusal).toBeNull();
          expect(usageOf(p)).toEqual({ 1: 2 * M });
          expect(p.events[0].value).toBe(2 * M);
          expect(p.hits).toEqual([expect.objectContaining({ type: "usage_limit", limit: 10, usage: 10 })]);
        },
      },
    ],
    [
      "overflow punches through a usage limit (Autumn; was 402): all of it taken, its hit reported",
      {
        ledger: ledger({
          controls: controlSetOf(JSON.stringify({ usage_limits: [{ feature_id: "msg", limit: 10, interval: "day", enabled: true }] }), undefined),
          windowUsage: new Map([["msg", 8 * M]]),
        }),
        body: { value: 5, overage_behavior: "overflow" },
        want: (p) => {
          expect(p.refusal).toBeNull();
          expect(p.hits).toEqual([expect.objectContaining({ type: "usage_limit", usage: 13 })]);
          expect(usageOf(p)).toEqual({ 1: 5 * M });
        },
      },
    ],
    [
      "stores a reset that is due and counts the take from the reset usage",
      {
        ledger: ledger({ rows: [row(1, { usage: 9 * M, reset_interval: "month", reset_anchor: NOW - 40 * DAY, next_reset_at: NOW - DAY })] }),
        body: { value: 1 },
        want: (p) => {
          expect(p.resets).toEqual([expect.objectContaining({ seq: 1, usage: 0, old: NOW - DAY })]);
          expect(p.resets[0].next_reset_at).toBeGreaterThan(NOW);
          expect(usageOf(p)).toEqual({ 1: M });
          expect(p.answer?.balance?.remaining).toBe(9);
        },
      },
    ],
    [
      "releases an expired lock's held amounts before deciding, so they pay for the track",
      {
        ledger: ledger({ rows: [row(1, { granted: 5 * M, held: 5 * M })], expiredLocks: [{ seq: 3, holds: JSON.stringify({ source: "msg", units: 5 * M, items: [{ balance_seq: 1, amount: 5 * M }] }) }] }),
        body: { value: 4 },
        want: (p) => {
          expect(p.releases).toEqual([{ seq: 3, holds: [{ balance_seq: 1, amount: 5 * M }] }]);
          expect(usageOf(p)).toEqual({ 1: 4 * M });
          expect(p.hits).toEqual([]);
        },
      },
    ],
    [
      "with a lock holds the value instead of using it, and answers the lock's id",
      {
        ledger: ledger(),
        body: { value: 4, lock: { lock_id: "lk", enabled: true } },
        lockId: "lk",
        want: (p) => {
          expect(p.amounts).toEqual([{ seq: 1, usage: 0, held: 4 * M }]);
          expect(p.lock).toMatchObject({ id: "lk", status: "held", amount: 4 * M, expires_at: NOW + 3_600_000 });
          expect(p.events).toEqual([]);
          expect(p.answer).toMatchObject({ lock_id: "lk", deductions: [] });
          expect(p.answer?.balance?.remaining).toBe(6);
        },
      },
    ],
    [
      "refuses a lock id that exists: 409 lock_exists, nothing held",
      {
        ledger: ledger({ lockTaken: true }),
        body: { value: 1, lock: { lock_id: "lk", enabled: true } },
        lockId: "lk",
        want: (p) => {
          expect(p.refusal?.code).toBe("lock_exists");
          expect(p.lock).toBeNull();
        },
      },
    ],
    [
      "a flag grants access to a boolean feature and records its event, taking nothing",
      {
        ledger: ledger({ features: [SSO], rows: [row(1, { feature_id: "sso", flag: 1, granted: 0 })] }),
        body: { feature_id: "sso" },
        want: (p) => {
          expect(p.refusal).toBeNull();
          expect(p.amounts).toEqual([]);
          expect(p.events).toEqual([expect.objectContaining({ feature_id: "sso", value: M, deductions: null })]);
        },
      },
    ],
    [
      "a negative value gives usage back in reverse deduction order, never below zero",
      {
        ledger: ledger({ rows: [row(1, { usage: 2 * M, expires_at: NOW + DAY }), row(2, { usage: 1 * M })] }),
        body: { value: -2 },
        want: (p) => expect(usageOf(p)).toEqual({ 2: -1 * M, 1: -1 * M }),
      },
    ],
    [
      "two features drawing from one credit system see each other's take",
      {
        ledger: ledger({
          features: [feature("a", "metered", { event_names: ["e"] }), feature("b", "metered", { event_names: ["e"] })],
          catalog: [feature("cs", "credit_system", { credit_schema: [{ metered_feature_id: "a", credit_cost: 1 }, { metered_feature_id: "b", credit_cost: 1 }] })],
          rows: [row(1, { feature_id: "cs", granted: 3 * M })],
        }),
        body: { feature_id: undefined, event_name: "e", value: 2 },
        want: (p) => {
          expect(usageOf(p)).toEqual({ 1: 3 * M });
          expect(p.events.map((e) => e.value)).toEqual([2 * M, 2 * M]);
          expect(p.hits).toEqual([expect.objectContaining({ type: "balance", featureId: "cs" })]);
          expect(p.answer?.balances?.cs?.remaining).toBe(0);
        },
      },
    ],
    [
      "refuses a take that would pass the stored totals' bound: 400 invalid_amount",
      {
        ledger: ledger({ rows: [row(1, { usage: 3_999_999_999 * M, granted: 0, overage_allowed: 1 })] }),
        body: { value: 2 },
        want: (p) => expect(p.refusal?.code).toBe("invalid_amount"),
      },
    ],
  ];
  for (const [name, { ledger: l, body, lockId, want }] of cases) it(name, () => want(track(l, body, lockId ?? null)));
});

describe("track decide: properties", () => {
  const rowArb = fc.record({
    granted: fc.integer({ min: 0, max: 50 }),
    usage: fc.integer({ min: 0, max: 50 }),
    held: fc.integer({ min: 0, max: 10 }),
    expires: fc.constantFrom(null, NOW - DAY, NOW - 1, NOW, NOW + 1, NOW + DAY),
    entity: fc.constantFrom(null, null, 1, 2),
  });
  const ledgerArb = fc.record({ rows: fc.array(rowArb, { minLength: 1, maxLength: 6 }), entity: fc.constantFrom(null, 1), value: fc.integer({ min: 1, max: 80 }), overflow: fc.boolean() });

  it("never overspends a breakdown, takes exactly the value when the live balance covers it (or overflow is asked), and never takes from an expired grant or another entity's", () => {
    fc.assert(
      fc.property(ledgerArb, ({ rows, entity, value, overflow }) => {
        const stored = rows.map((r, i) => row(i + 1, { granted: r.granted * M, usage: Math.min(r.usage, r.granted) * M, held: 0, expires_at: r.expires, entity_seq: r.entity }));
        const l = ledger({ rows: stored, entitySeq: entity, entityId: entity === null ? null : "e1" });
        const p = track(l, { value, ...(overflow ? { overage_behavior: "overflow" as const } : {}) });
        const payers = stored.filter((r) => (r.entity_seq === null || r.entity_seq === entity) && (r.expires_at === null || r.expires_at > NOW));
        if (payers.length === 0) {
          expect(p.refusal).toBeNull();
          expect(p.amounts).toEqual([]);
          return;
        }
        expect(p.refusal).toBeNull();
        const left = payers.reduce((n, r) => n + r.granted - r.usage, 0);
        const taken = p.amounts.reduce((n, a) => n + a.usage, 0);
        for (const a of p.amounts) {
          const r = stored.find((x) => x.seq === a.seq)!;
          expect(payers).toContain(r);
          if (!overflow) expect(r.usage + a.usage).toBeLessThanOrEqual(r.granted);
        }
        if (overflow || left >= value * M) expect(taken).toBe(value * M);
        else expect(taken).toBe(left);
      }),
      { numRuns: 300 },
    );
  });
});
