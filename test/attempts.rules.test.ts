/** Charge attempts of an invoice (payments/attempts.rules), pure: which key a charge sends, and which answers end its attempt. */
import { describe, expect, it } from "vitest";
import { attemptEnds, attemptKey, type AttemptOutcome } from "../src/revenue/payments/attempts.rules.js";
import { chargeKey } from "../src/revenue/cycle/cycle.rules.js";

describe("an invoice's charge attempts", () => {
  it.each([
    ["the first attempt keeps the invoice id (the key charges in flight before attempts were counted used)", "inv_1", 0, "inv_1"],
    ["the second attempt has a key of its own", "inv_1", 1, "inv_1_attempt_1"],
    ["every later attempt too", "inv_1", 12, "inv_1_attempt_12"],
  ])("%s", (_, id, n, want) => {
    expect(attemptKey(id, n)).toBe(want);
  });

  it("never gives two attempts, nor an attempt and a dunning retry, one key", () => {
    const keys = [0, 1, 2, 3].flatMap((n) => [attemptKey("inv_1", n), ...(n > 0 ? [chargeKey("inv_1", n)] : [])]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([-1, 1.5, Number.NaN])("refuses an attempt number %s that is not a count", (n) => {
    expect(() => attemptKey("inv_1", n)).toThrow(RangeError);
  });

  it.each<[AttemptOutcome, boolean, string]>([
    ["failed", true, "a decline or failure: no money moved, the next charge is a new attempt"],
    ["succeeded", false, "paid: a replay answers the same payment"],
    ["requires_action", false, "awaiting 3-D Secure: it may still complete, a second key could charge twice"],
    ["no_answer", false, "an error, a timeout or a crash: the attempt may have charged, its retry sends the same key"],
  ])("%s ends the attempt: %s (%s)", (outcome, ends) => {
    expect(attemptEnds(outcome)).toBe(ends);
  });
});
