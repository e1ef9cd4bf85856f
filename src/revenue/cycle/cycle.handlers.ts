import type { RevenueHandlerGroup } from "../types.js";
import type { CycleService } from "./cycle.service.js";

type Ops = "customers.advance_test_clock";

export function cycleHandlers(cycle: CycleService): RevenueHandlerGroup<Ops> {
  return {
    "customers.advance_test_clock": ({ auth, body }) => cycle.advanceTestClock(auth, body),
  };
}
