/**
 * Test clocks: customers.advance_test_clock (test mode, within shared/test-clock.rules' bounds,
 * under the customer's billing lock; the run itself is the job's `runClock`) and a customer's
 * frozen time.
 */
import type { Handle } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { cadenceOf } from "../billing/quote.rules.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import type { PaymentsCore } from "../payments/payments.core.js";
import { advanceRefusal, clampTestClock } from "../shared/test-clock.rules.js";
import type { Schemas, Space } from "../types.js";
import type { CycleJob } from "./job.js";
import type { CycleLookups } from "./lookups.js";

export function cycleTestClock(ctx: RevenueContext, core: PaymentsCore, look: CycleLookups, job: CycleJob) {
  const { planOfSub } = look;

  /**
   * customers.advance_test_clock: moves the customer's clock to
   * `frozen_time`, running in order everything due on the way (each at its
   * own time). Test mode only; within the test clock's bounds
   * (shared/test-clock.rules), else 400 before anything runs. Work after the request's commit
   * (cycle.handlers): it starts from nothing, reading through the read handle, each step and
   * each clock move a unit of its own, charges between them.
   */
  async function advanceTestClock(space: Space, body: Schemas["AdvanceTestClockParams"]): Promise<Schemas["AdvanceTestClockResponse"]> {
    if (space.mode !== "test") throw new RevenueError("test_mode_only", "Test clocks exist in test mode only: use a test key (rv_sk_test_…).");
    const { cycle: repo, customers } = ctx.repos(ctx.read);
    const c = await customers.byId(space.spaceId, body.customer_id);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
    const target = body.frozen_time;
    const current = ctx.nowFor(c);
    const cadences: string[] = [];
    for (const s of await customers.subscriptions(c.seq)) {
      const sub = await repo.subscription(s.seq);
      const cadence = sub ? cadenceOf((await planOfSub(ctx.read, null, sub)).state) : null;
      if (cadence !== null) cadences.push(cadence);
    }
    const refused = advanceRefusal(current, target, cadences);
    if (refused !== null) invalid("frozen_time", refused);
    return await core.locked(space.spaceId, c.id, async () => {
      await job.runClock(c.seq, current, target);
      return { customer_id: c.id, frozen_time: target, status: "ready" as const };
    });
  }

  /** A customer's test clock: its frozen time (Unix ms), null while it follows real time or when unknown. */
  async function frozenTimeOf(h: Handle, spaceId: number, customerId: string): Promise<number | null> {
    const frozen = (await ctx.repos(h).customers.byId(spaceId, customerId))?.frozen_time ?? null;
    return frozen === null ? null : clampTestClock(frozen);
  }

  return { advanceTestClock, frozenTimeOf };
}
