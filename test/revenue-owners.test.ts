/**
 * Who owns which write in the Usage & Billing domain, checked on the source: subscriptions are
 * written only by the subscriptions module, a saved payment method is charged only through
 * `chargeInvoice`, and effects are explicit calls (no listener registries in the payments core).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const REVENUE = join(import.meta.dirname, "..", "src", "revenue");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
}
/** Files of src/revenue (repositories aside) whose text matches `re`, relative to src/revenue. */
const matching = (re: RegExp) =>
  sources(REVENUE)
    .filter((f) => !f.endsWith(".repo.ts") && re.test(readFileSync(f, "utf8")))
    .map((f) => relative(REVENUE, f).split("\\").join("/"));

describe("owners of revenue writes", () => {
  it("only the subscriptions module inserts a subscription or builds a new subscription's row", () => {
    expect(matching(/\.insertSubscription\(|newSubscription\(/)).toEqual(["subscriptions/subscriptions.rules.ts", "subscriptions/subscriptions.service.ts"]);
  });

  it("one charge path: only payments/charge.ts asks a provider to charge (the providers themselves aside)", () => {
    const callers = matching(/provider\.charge\(/).filter((f) => !f.startsWith("payments/sandbox/") && !f.startsWith("payments/stripe/"));
    expect(callers).toEqual(["payments/charge.ts"]);
  });

  it("effects are explicit calls: no onChangeApplied / onSettled listeners", () => {
    expect(matching(/onChangeApplied|onSettled/)).toEqual([]);
  });
});
