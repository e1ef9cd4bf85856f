/**
 * Every method of the autumn-js client (1.3.13) that a self-hosted server can serve is called in
 * some test of Tandem's suite (issue 30: "every autumn-js method except the hosted-only ones is
 * called in a test and its answer passes the package's own validation"). The methods are found by
 * walking an `Autumn` instance at run time, so a new autumn-js version's methods show up here; a
 * call counts when a test source holds `autumn.<namespace>.<method>(` (or `autumn.<method>(` for
 * the top-level ones: check, track, …), the form the autumn-js tests in this folder use.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Autumn } from "autumn-js";
import { describe, expect, it } from "vitest";

/** Autumn's cloud only (its API keys, licenses, request logs, RevenueCat, sandboxes): documented in spec/revenue/main.tsp. */
const HOSTED_ONLY = ["keys", "licenses", "logs", "platform", "sandboxes"];

/** The callable methods of an object: its prototype chain's functions, without the constructor and private `_` ones. */
function methodsOf(o: object): string[] {
  const out = new Set<string>();
  for (let p = Object.getPrototypeOf(o) as object | null; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    for (const name of Object.getOwnPropertyNames(p)) {
      const d = Object.getOwnPropertyDescriptor(p, name);
      if (name !== "constructor" && !name.startsWith("_") && typeof d?.value === "function") out.add(name);
    }
  }
  return [...out].sort();
}

/** Every method of the client: `<namespace>.<method>` for the namespaces (getters of the client), `<method>` for the top-level ones. */
function clientMethods(): { namespace: string | null; method: string }[] {
  const client = new Autumn({ secretKey: "am_sk_test_unused", serverURL: "http://127.0.0.1:9" });
  const out: { namespace: string | null; method: string }[] = methodsOf(client).map((method) => ({ namespace: null, method }));
  const proto = Object.getPrototypeOf(client) as object;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (typeof Object.getOwnPropertyDescriptor(proto, name)?.get !== "function") continue;
    const ns = (client as unknown as Record<string, unknown>)[name];
    if (typeof ns === "object" && ns !== null) for (const method of methodsOf(ns)) out.push({ namespace: name, method });
  }
  return out;
}

const testSources = (): string => {
  const dir = import.meta.dirname;
  return readdirSync(dir)
    .filter((f) => f.endsWith(".test.ts") && f !== "autumn-methods.test.ts")
    .map((f) => readFileSync(join(dir, f), "utf8"))
    .join("\n");
};

describe("autumn-js method coverage", () => {
  const methods = clientMethods();

  it("finds the client's namespaces and methods at run time (the walk itself works)", () => {
    const names = methods.map((m) => (m.namespace === null ? m.method : `${m.namespace}.${m.method}`));
    expect(names).toEqual(expect.arrayContaining(["check", "track", "customers.getOrCreate", "invoices.create", "billing.multiAttach", "keys.mint"]));
    expect(new Set(methods.map((m) => m.namespace)).size).toBeGreaterThan(10);
    // Every hosted-only family is a namespace of the client (a rename would otherwise hide its methods as "not hosted").
    for (const ns of HOSTED_ONLY) expect(methods.some((m) => m.namespace === ns)).toBe(true);
  });

  it("every method outside the hosted-only families is called in a test as autumn.<namespace>.<method>(", () => {
    const sources = testSources();
    const missing = methods
      .filter((m) => m.namespace === null || !HOSTED_ONLY.includes(m.namespace))
      .map((m) => (m.namespace === null ? `autumn.${m.method}(` : `autumn.${m.namespace}.${m.method}(`))
      .filter((call) => !sources.includes(call));
    expect(missing).toEqual([]);
  });
});
