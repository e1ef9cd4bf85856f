/**
 * The billing cycle's pacing: the job (`runDue`, every minute), one customer's run on its test
 * clock (`runCustomer`, `runClock`) and the charges after a cancel now (`chargeDue`). Only here:
 * write units in time slices (`inSlices`, CYCLE_SLICE_MS each, a turn of the event loop between),
 * pages of CYCLE_PAGE, CHARGE_CONCURRENCY charges in flight, the customers' billing locks tried.
 * What a step does is `renewal.ts`; what a charge does, `dunning.ts`.
 */
import type { Tx } from "../../platform/db/handle.js";
import { createPacer, inSlices, type Pacer } from "../../platform/jobs/slices.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import type { CycleSubscription, RenewalRow } from "./cycle.repo.js";
import type { CycleDunning, Outcome } from "./dunning.js";
import { newStepCache, type StepCache } from "./lookups.js";
import type { CycleRenewals } from "./renewal.js";

/** How many due subscriptions (and due charges) the job reads at a time; they are then worked through in slices. */
export const CYCLE_PAGE = 200;
/**
 * The longest the job keeps the event loop in one go (ms): a write transaction of the job holds as
 * many renewals (or settled charges) as fit in it, then commits and yields a turn of the event
 * loop, so a request arriving meanwhile waits at most about this long (numbers in bench/README.md).
 */
export const CYCLE_SLICE_MS = 3;
/** How many charges are in flight at once (a provider answering over the network is awaited concurrently). */
const CHARGE_CONCURRENCY = 10;
/** A test clock stops after this many steps in one advance (a loop guard, far beyond a year of daily events). */
const MAX_STEPS = 20_000;

export function cycleJob(ctx: RevenueContext, core: PaymentsCore, renewals: CycleRenewals, dunning: CycleDunning) {
  const { step } = renewals;
  const { charge, settle } = dunning;

  /**
   * `each` over `items` in units of their own (`inSlices`: as many items per unit as fit in the
   * pacer's turn), each item with its unit's transaction and step cache (one per unit).
   */
  async function inUnits<T>(items: readonly T[], pacer: Pacer, each: (tx: Tx, k: StepCache, item: T) => Promise<boolean>): Promise<number> {
    let slice: { tx: Tx; k: StepCache } | undefined;
    return await inSlices(items, pacer, ctx.write, async (tx, item) => {
      if (slice?.tx !== tx) slice = { tx, k: newStepCache() };
      return await each(tx, slice.k, item);
    });
  }

  /**
   * Charges due renewals (outside any transaction), at most CHARGE_CONCURRENCY in flight, then
   * settles what came back in slices. A provider that answers without I/O (the sandbox) is done
   * by the time the next charge starts, so its cost counts in the pacer's turn.
   */
  async function chargeAll(list: RenewalRow[], atOf: (c: CustomerRow) => number, pacer: Pacer): Promise<void> {
    const outs: Outcome[] = [];
    const inFlight = new Set<Promise<void>>();
    for (const r of list) {
      while (inFlight.size >= CHARGE_CONCURRENCY) await Promise.race(inFlight);
      await pacer.pace();
      const p: Promise<void> = charge(r).then((o) => {
        outs.push(o);
        inFlight.delete(p);
      });
      inFlight.add(p);
      await Promise.race([p, pacer.next()]);
    }
    await Promise.all(inFlight);
    await inUnits(outs, pacer, async (tx, k, o) => {
      await settle(tx, k, [o], atOf);
      return true;
    });
  }

  /**
   * Takes the billing locks of these customers (each once), as API changes do, so a renewal and
   * an API change of one customer never interleave; a customer whose lock is busy joins
   * `skipped` (the run leaves it, the next tick takes it). Answers what releases the locks taken.
   */
  async function lockCustomers(seqs: number[], skipped: Set<number>): Promise<() => void> {
    const { customers } = ctx.repos(ctx.read);
    const releases: (() => void)[] = [];
    for (const seq of new Set(seqs)) {
      if (skipped.has(seq)) continue;
      const c = await customers.bySeq(seq);
      const release = await core.tryLock(c.space_id, c.id);
      if (release) releases.push(release);
      else skipped.add(seq);
    }
    return () => {
      for (const r of releases) r();
    };
  }

  /** Everything due for one customer at `at` (its test clock), charges awaited: each step a unit of its own. */
  async function runCustomer(customerSeq: number, at: number): Promise<number> {
    let total = 0;
    const pacer = createPacer(CYCLE_SLICE_MS);
    for (let round = 0; round < 1000; round++) {
      const n = await ctx.write(async (tx) => {
        const repo = ctx.repos(tx).cycle;
        return await step(tx, newStepCache(), await repo.customerEnds(customerSeq, at), await repo.customerStarts(customerSeq, at), await repo.customerPeriods(customerSeq, at), at);
      });
      const charges = await ctx.repos(ctx.read).cycle.customerCharges(customerSeq, at);
      if (charges.length > 0) await chargeAll(charges, () => at, pacer);
      total += n + charges.length;
      if (n === 0 && charges.length === 0) break;
    }
    return total;
  }

  /**
   * Moves the customer's test clock from `from` to `to` (the caller holds its billing lock), running
   * everything due on the way, each at its own time: the clock set (a unit), `runCustomer`, the next
   * due time; each step yields a turn of the event loop once its slice is spent.
   */
  async function runClock(customerSeq: number, from: number, to: number): Promise<void> {
    const repo = ctx.repos(ctx.read).cycle;
    // Each step yields a turn of the event loop once its slice is spent: requests keep being answered meanwhile.
    const pacer = createPacer(CYCLE_SLICE_MS);
    let at = from;
    await ctx.write(async (tx) => await ctx.repos(tx).cycle.setFrozen(customerSeq, at));
    await runCustomer(customerSeq, at);
    for (let i = 0; i < MAX_STEPS; i++) {
      const next = await repo.nextDue(customerSeq, at);
      if (next === null || next > to) break;
      at = next;
      await pacer.pace();
      await ctx.write(async (tx) => await ctx.repos(tx).cycle.setFrozen(customerSeq, at));
      await runCustomer(customerSeq, at);
    }
    await ctx.write(async (tx) => await ctx.repos(tx).cycle.setFrozen(customerSeq, to));
    await runCustomer(customerSeq, to);
  }

  let running: Promise<number> | null = null;

  /**
   * The job: everything due by `now` for every real-time customer. It reads
   * `page` due subscriptions at a time and works through them in time slices
   * (`inSlices`: write transactions of at most CYCLE_SLICE_MS, a turn of the
   * event loop between them, so checks and tracks keep answering), then
   * charges what became due and settles it the same way. Each subscription
   * is its own step (claimed once, as before), so a slice can stop after any
   * of them. One run at a time; a run started while one is going joins it.
   * A job: it starts from nothing (reads through the read handle, each slice a unit of its own).
   */
  function runDue(now: number, page = CYCLE_PAGE): Promise<number> {
    // Not `async`: `running` is set before this answers, so a run started meanwhile joins this one.
    if (running) return running;
    const run = (async () => {
      const repo = ctx.repos(ctx.read).cycle;
      const pacer = createPacer(CYCLE_SLICE_MS);
      let total = 0;
      // Customers whose billing lock an API change holds: left alone until the next tick.
      const skipped = new Set<number>();
      for (;;) {
        const before = skipped.size;
        // A page's reads (a few hundred rows) begin a turn of their own, so they count in its budget.
        await pacer.next();
        const [ends, starts, periods] = [await repo.dueEnds(now, page, skipped), await repo.dueStarts(now, page, skipped), await repo.duePeriods(now, page, skipped)];
        const releaseSubs = await lockCustomers([...ends, ...starts, ...periods].map((s) => s.customer_seq), skipped);
        const mine = (list: CycleSubscription[]) => list.filter((s) => !skipped.has(s.customer_seq));
        let n: number;
        try {
          // In order, as one step would: ends, then starts, then period ends.
          const due: ((tx: Tx, k: StepCache) => Promise<number>)[] = [
            ...mine(ends).map((s) => (tx: Tx, k: StepCache) => step(tx, k, [s], [], [], now)),
            ...mine(starts).map((s) => (tx: Tx, k: StepCache) => step(tx, k, [], [s], [], now)),
            ...mine(periods).map((s) => (tx: Tx, k: StepCache) => step(tx, k, [], [], [s], now)),
          ];
          n = await inUnits(due, pacer, async (tx, k, one) => (await one(tx, k)) > 0);
        } finally {
          releaseSubs();
        }
        await pacer.next();
        const dueCharges = await repo.dueCharges(now, page, skipped);
        const release = await lockCustomers(dueCharges.map((r) => r.customer_seq), skipped);
        const charges = dueCharges.filter((r) => !skipped.has(r.customer_seq));
        try {
          if (charges.length > 0) await chargeAll(charges, (c) => ctx.nowFor(c), pacer);
        } finally {
          release();
        }
        total += n + charges.length;
        if (n === 0 && charges.length === 0 && skipped.size === before) return total;
      }
    })();
    running = run.finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runDue,
    /** Whether a job run is going (for /ready and tests). */
    get busy(): boolean {
      return running !== null;
    },
    runClock,
    /** Charges these due renewals now (outside any unit; the caller holds the customers' billing locks) and settles them in units of their own. */
    chargeDue: (list: RenewalRow[]) => chargeAll(list, (c) => ctx.nowFor(c), createPacer(CYCLE_SLICE_MS)),
  };
}
export type CycleJob = ReturnType<typeof cycleJob>;
