/**
 * Calendar maths of resets, expiries and billing periods, pure (UTC): shared
 * by balances, customers, plans and events, so none of them imports another
 * for it.
 */

const FIXED_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 };
const MONTHS: Record<string, number> = { month: 1, quarter: 3, semi_annual: 6, year: 12 };

/** `ms` plus `n` calendar months (UTC), the day clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(ms: number, n: number): number {
  const d = new Date(ms);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  const t = new Date(first);
  const lastDay = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return t.getTime();
}

/** `ms` plus `count` intervals (minute … year); `one_off` never ends (null). */
export function addInterval(ms: number, interval: string, count = 1): number | null {
  if (interval in FIXED_MS) return ms + FIXED_MS[interval] * count;
  if (interval in MONTHS) return addMonths(ms, MONTHS[interval] * count);
  return null;
}

/** The first reset strictly after `now` of a grant that resets every `count` `interval`s since `anchor`; null for `one_off`. */
export function nextResetAt(anchor: number, interval: string, count: number, now: number): number | null {
  if (interval in FIXED_MS) {
    const step = FIXED_MS[interval] * count;
    const k = Math.max(1, Math.floor((now - anchor) / step) + 1);
    return anchor + k * step;
  }
  if (!(interval in MONTHS)) return null;
  const m = MONTHS[interval] * count;
  const a = new Date(anchor);
  const n = new Date(now);
  const monthsBetween = (n.getUTCFullYear() - a.getUTCFullYear()) * 12 + (n.getUTCMonth() - a.getUTCMonth());
  let k = Math.max(1, Math.floor(monthsBetween / m));
  while (addMonths(anchor, k * m) <= now) k++;
  return addMonths(anchor, k * m);
}

/**
 * The reset boundary before `next` of a schedule that resets every `count` `interval`s since
 * `anchor` (the anchor itself for the first period): where the period ending at `next` began.
 */
export function previousResetAt(anchor: number, interval: string, count: number, next: number): number {
  if (interval in FIXED_MS) return Math.max(anchor, next - FIXED_MS[interval] * count);
  if (!(interval in MONTHS)) return anchor;
  const m = MONTHS[interval] * count;
  const a = new Date(anchor);
  const n = new Date(next);
  let k = Math.floor(((n.getUTCFullYear() - a.getUTCFullYear()) * 12 + (n.getUTCMonth() - a.getUTCMonth())) / m);
  while (k > 0 && addMonths(anchor, k * m) >= next) k--;
  while (addMonths(anchor, (k + 1) * m) < next) k++;
  return k <= 0 ? anchor : addMonths(anchor, k * m);
}
