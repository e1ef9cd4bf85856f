/**
 * The working rows of a track's decision (track.decide.ts): the customer's breakdowns as the
 * track changes them, and the source a feature draws from over them. Pure: no SQL, no clock.
 */
import type { FeatureRow } from "../features/features.repo.js";
import type { Schemas } from "../types.js";
import { billedInArrears, type LockHolds, type Source, sourceCandidates, sourceFrom } from "./balances.decide.js";
import type { BalanceReset, BalanceRow, LockRow } from "./balances.repo.js";
import { applyReset, isLive, periodOverage } from "./balances.rules.js";
import { type SlotRow, slotOf } from "./balances.view.js";

type BillingControls = Schemas["BillingControls"];

/** A reset computed at `now`, stored only if no one stored it first (the old next_reset_at is still there). */
export type ResetWrite = BalanceReset;

/**
 * The customer's breakdowns as the track changes them: expired locks released, resets applied
 * (and noted as writes the first time a source uses a row), takes and holds added. Each source
 * gets copies, so what one feature's controls look at is not changed by the next feature's take.
 * (A class, not closures: a track makes one per item, on the hot path.)
 */
export class WorkingRows {
  /** The live rows of the customer (entity: its own and the shared ones), expired locks released. */
  private readonly mine: BalanceRow[];
  /** The current state of the rows a source has used (resets stored, takes added). */
  private readonly current = new Map<number, SlotRow>();
  private readonly changes = new Map<number, { seq: number; usage: number; held: number }>();

  /**
   * `rows`: the customer's breakdowns of the features that may pay; the expired locks' releases
   * and the resets the sources use are pushed to `releases` and `resets` (the plan's writes).
   */
  constructor(
    rows: readonly BalanceRow[],
    entitySeq: number | null,
    expiredLocks: readonly Pick<LockRow, "seq" | "holds">[],
    releases: { seq: number; holds: LockHolds["items"] }[],
    private readonly resets: ResetWrite[],
    private readonly now: number,
  ) {
    if (expiredLocks.length > 0) {
      const back = new Map<number, number>();
      for (const l of expiredLocks) {
        const holds = (JSON.parse(l.holds) as LockHolds).items;
        releases.push({ seq: l.seq, holds });
        for (const h of holds) back.set(h.balance_seq, (back.get(h.balance_seq) ?? 0) + h.amount);
      }
      rows = rows.map((r) => (back.has(r.seq) ? { ...r, held: r.held - back.get(r.seq)! } : r));
    }
    this.mine = rows.filter((r) => (r.entity_seq === null || r.entity_seq === entitySeq) && isLive(r, now));
  }

  /** The feature's flag, if it has one (flags never reset). */
  flag(featureId: string): SlotRow | undefined {
    for (const r of this.mine) if (r.feature_id === featureId && r.flag === 1) return slotOf(r);
    return undefined;
  }

  /** The feature's live non-flag breakdowns, resets applied (each noted once as a write), as copies. */
  slots(featureId: string): SlotRow[] {
    const out: SlotRow[] = [];
    for (const r of this.mine) {
      if (r.feature_id !== featureId || r.flag === 1) continue;
      let s = this.current.get(r.seq);
      if (s === undefined) {
        const was = slotOf(r);
        s = applyReset(was, this.now);
        if (s !== was) {
          // The ended period's overage of a breakdown priced in arrears waits for its renewal invoice.
          const arrears = s.next_reset_at !== was.next_reset_at && billedInArrears(r) ? periodOverage(was) : 0;
          this.resets.push({ seq: r.seq, usage: s.usage, carried: s.carried, carried_expires_at: s.carried_expires_at, next_reset_at: s.next_reset_at, old: was.next_reset_at, arrears });
        }
        this.current.set(r.seq, s);
      }
      out.push({ ...s });
    }
    return out;
  }

  /** Adds takes to a source's copies (usage, or held for a lock) and makes them the current state. */
  add(src: Source, takes: readonly { seq: number; value: number }[], field: "usage" | "held"): void {
    for (const t of takes) {
      const s = src.slots.find((x) => x.seq === t.seq)!;
      s[field] += t.value;
      let a = this.changes.get(t.seq);
      if (a === undefined) this.changes.set(t.seq, (a = { seq: t.seq, usage: 0, held: 0 }));
      a[field] += t.value;
    }
    for (const s of src.slots) this.current.set(s.seq, s);
  }

  /** The usage and held changes, one per breakdown. */
  amounts(): { seq: number; usage: number; held: number }[] {
    return [...this.changes.values()];
  }
}

/** What `feature` draws from (`chooseSource`'s rule, over the working rows). */
export function sourceIn(work: WorkingRows, feature: FeatureRow, catalog: readonly FeatureRow[], billing: BillingControls): Source | null {
  for (const cand of sourceCandidates(feature, catalog)) {
    const slots = work.slots(cand.featureId);
    if (slots.length > 0) return sourceFrom(cand, slots, billing);
  }
  return null;
}

