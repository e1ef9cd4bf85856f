/**
 * The bounds of a test clock (customers.advance_test_clock), pure. A frozen
 * time lies in [TEST_CLOCK_MIN, TEST_CLOCK_MAX] (2000-01-01 … 2200-01-01 UTC),
 * where every calendar computation (resets, periods, ISO dates) is defined;
 * one advance moves it forward by at most MAX_ADVANCE_MS (1,830 days, five
 * years) and through at most MAX_ADVANCE_PERIODS billing periods of the
 * customer's plans together, so the catch-up an advance runs before it answers
 * stays bounded. Out of bounds: 400 `invalid_request` naming `frozen_time`.
 */
import { addInterval } from "./interval.rules.js";

const DAY_MS = 86_400_000;

/** 2000-01-01T00:00:00Z. */
export const TEST_CLOCK_MIN = 946_684_800_000;
/** 2200-01-01T00:00:00Z. */
export const TEST_CLOCK_MAX = 7_258_118_400_000;
/** The longest one advance: 1,830 days (five years, leap days included). */
export const MAX_ADVANCE_MS = 1_830 * DAY_MS;
/** The most billing periods one advance may end, over all of the customer's subscriptions (5 years of a weekly plan is 262). */
export const MAX_ADVANCE_PERIODS = 1_000;

/**
 * A stored frozen time as reads use it: within [TEST_CLOCK_MIN, TEST_CLOCK_MAX]. Times written
 * before the bounds existed (up to 8.64e15, where a month later is no date at all) would make
 * every calendar computation NaN; clamped, one such row cannot break a read or a list.
 */
export const clampTestClock = (ms: number): number => (ms > TEST_CLOCK_MAX ? TEST_CLOCK_MAX : ms < TEST_CLOCK_MIN || Number.isNaN(ms) ? TEST_CLOCK_MIN : ms);

/** How many periods of `cadence` (`month:1`, `week:2`) at most end in a span of `span` ms (an upper bound: the shortest month is 28 days). */
export function periodsIn(cadence: string, span: number): number {
  const [interval, count] = cadence.split(":");
  const from = Date.UTC(2001, 1, 1);
  const shortest = (addInterval(from, interval, Number(count)) ?? Infinity) - from;
  return shortest === Infinity || shortest <= 0 ? 0 : Math.ceil(span / shortest);
}

/**
 * Why advancing a clock from `current` to `target` is refused (null: it is not), given the
 * cadences (`month:1`) of the customer's subscriptions that bill in cycles.
 */
export function advanceRefusal(current: number, target: number, cadences: readonly string[]): string | null {
  if (!Number.isSafeInteger(target) || target < TEST_CLOCK_MIN || target > TEST_CLOCK_MAX) {
    return `must lie between ${new Date(TEST_CLOCK_MIN).toISOString()} and ${new Date(TEST_CLOCK_MAX).toISOString()} (${TEST_CLOCK_MIN} … ${TEST_CLOCK_MAX} Unix ms)`;
  }
  if (!(target > current)) return `must be later than the customer's clock (${new Date(current).toISOString()}, ${current})`;
  if (target - current > MAX_ADVANCE_MS) return `moves the clock ${Math.ceil((target - current) / DAY_MS)} days; one advance moves it at most ${MAX_ADVANCE_MS / DAY_MS} days (advance in steps)`;
  const periods = cadences.reduce((n, c) => n + periodsIn(c, target - current), 0);
  if (periods > MAX_ADVANCE_PERIODS) return `would end up to ${periods} billing periods of the customer's plans; one advance ends at most ${MAX_ADVANCE_PERIODS} (advance in shorter steps)`;
  return null;
}
