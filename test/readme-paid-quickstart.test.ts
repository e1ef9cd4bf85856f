/**
 * The README's "Paid plan quick start" runs word for word: the block is
 * written to a file and run with node (tsx) against a fresh billing server
 * in test mode, and what it prints must match its `// →` comments.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RevenueHarness, startRevenue } from "./support/revenue.js";

const ROOT = join(import.meta.dirname, "..");
let h: RevenueHarness;
let dir: string;
beforeAll(async () => {
  h = await startRevenue();
  // Inside the repository, so that `@tandem/sdk` resolves as it does for the tests (test/artifacts is ignored by git).
  mkdirSync(join(ROOT, "test", "artifacts"), { recursive: true });
  dir = mkdtempSync(join(ROOT, "test", "artifacts", "readme-paid-"));
});
afterAll(async () => {
  await h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The block under `## Paid plan quick start`. */
function quickStart(): string {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Paid plan quick start"));
  const m = /<!-- sdk-example -->\r?\n```ts\r?\n([\s\S]*?)```/.exec(section);
  if (!m) throw new Error("no sdk-example block under ## Paid plan quick start");
  return m[1];
}

it("the README's paid-plan quick start runs as written and prints what its comments say", async () => {
  const code = quickStart();
  const expected = [...code.matchAll(/\/\/ → (.*)$/gm)].map((m) => m[1].trim());
  expect(expected.length).toBeGreaterThanOrEqual(4);
  const file = join(dir, "paid.mts");
  writeFileSync(file, code);
  const { stdout } = await promisify(execFile)("node", ["--conditions=tandem-source", "--import", "tsx", file], {
    cwd: ROOT,
    env: { ...process.env, REVENUE_URL: h.baseUrl, REVENUE_KEY: h.keys.test },
  });
  expect(stdout.trim().split("\n")).toEqual(expected);
}, 60_000);
