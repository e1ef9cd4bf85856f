import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAmount, MAX_AMOUNT, MAX_TOTAL, remainingOf, type Slot, take, toMicro, toUnits, withinTotals } from "../src/revenue/balances/balances.rules.js";

/** A bounded amount as the wire sends it: up to ±1e9 units with up to 6 decimals. */
const micro = fc.integer({ min: -MAX_AMOUNT * 1_000_000, max: MAX_AMOUNT * 1_000_000 });
const slot = (granted: number): Slot => ({
  seq: 1,
  granted,
  usage: 0,
  held: 0,
  unlimited: false,
  overage_allowed: true,
  reset_interval: null,
  reset_count: 1,
  reset_anchor: null,
  next_reset_at: null,
  rollover: null,
  carried: 0,
  carried_expires_at: null,
  expires_at: null,
});

describe("bounded amounts keep balances exact", () => {
  it("every amount in range converts to micro-units and back exactly", () => {
    fc.assert(
      fc.property(micro, (m) => {
        const units = m / 1_000_000;
        expect(isAmount(units)).toBe(true);
        expect(toMicro(units)).toBe(m);
        expect(toUnits(toMicro(units))).toBe(units);
      }),
    );
  });

  it("refuses what is not a bounded finite amount", () => {
    for (const x of [Infinity, -Infinity, Number.NaN, 1e308, -1e308, MAX_AMOUNT + 1e-6, -MAX_AMOUNT - 1]) expect(isAmount(x)).toBe(false);
  });

  it("sums of bounded tracks (with overflow) equal exact BigInt sums while the totals stay within bounds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT }), fc.array(micro, { maxLength: 40 }), (grantedUnits, tracks) => {
        const s = slot(grantedUnits * 1_000_000);
        let exact = 0n;
        for (const m of tracks) {
          const before = { ...s };
          // The exact answer, in BigInt: a track adds, a give-back never goes below zero usage.
          const expected = m >= 0 ? exact + BigInt(m) : exact + BigInt(m) < 0n ? 0n : exact + BigInt(m);
          const { takes } = take([s], m, true);
          for (const t of takes) s.usage += t.value;
          if (!withinTotals([s])) {
            // The write is refused (400 invalid_amount): the balance stays as it was.
            Object.assign(s, before);
            continue;
          }
          expect(BigInt(s.usage)).toBe(expected);
          exact = expected;
          expect(Number.isSafeInteger(s.usage)).toBe(true);
          expect(Math.abs(s.usage)).toBeLessThanOrEqual(MAX_TOTAL);
          expect(BigInt(remainingOf(s))).toBe(BigInt(s.granted) - exact);
          expect(Number.isSafeInteger(remainingOf(s))).toBe(true);
        }
      }),
    );
  });
});
