import { afterCommit } from "../../platform/db/after-commit.js";
import type { RevenueHandlerGroup } from "../types.js";
import type { CycleService } from "./cycle.service.js";

type Ops = "customers.advance_test_clock";

export function cycleHandlers(cycle: CycleService): RevenueHandlerGroup<Ops> {
  return {
    // Many write units, paced, with card charges between them: it runs after the request's own
    // (empty) write unit, inside the idempotency claim; the service takes the customer's billing
    // lock itself (the operation is not an x-tandem-billing one).
    "customers.advance_test_clock": ({ auth, body }) => afterCommit(() => cycle.advanceTestClock(auth, body)),
  };
}
