/** The console's built app (console/dist, committed) is the build of console/src, small, and markup-free. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { CONSOLE_DIST } from "../src/console/console.js";

const CONSOLE = join(import.meta.dirname, "..", "console");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name])).sort();

describe("console/dist", () => {
  it("is the build of console/src (run `npm run build:console` and commit)", async () => {
    const out = mkdtempSync(join(tmpdir(), "tandem-console-build-"));
    // Vite picks packages' development builds unless NODE_ENV is production (vitest sets test).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build({ configFile: join(CONSOLE, "vite.config.ts"), logLevel: "silent", build: { outDir: out, emptyOutDir: true } });
      expect(files(CONSOLE_DIST), "console/dist is stale").toEqual(files(out));
      for (const f of files(out)) expect(readFileSync(join(CONSOLE_DIST, f), "utf8"), f).toBe(readFileSync(join(out, f), "utf8"));
    } finally {
      process.env.NODE_ENV = nodeEnv;
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  it("is small (at most 45 KB gzipped, Chart.js apart: at most 70 KB, loaded by the first chart) and has no inline script or style (the CSP allows none)", () => {
    const gz = (f: string) => gzipSync(readFileSync(join(CONSOLE_DIST, f))).length;
    const charts = files(CONSOLE_DIST).filter((f) => /^assets\/chart-lib-/.test(f));
    expect(charts).toHaveLength(1);
    expect(gz(charts[0])).toBeLessThanOrEqual(70 * 1024);
    const total = files(CONSOLE_DIST).filter((f) => !charts.includes(f)).reduce((n, f) => n + gz(f), 0);
    // Every page is in the one entry (none loads lazily): 37.5 KB before the plan editor's terms, the audit details,
    // referral redemptions and the assignee filters; 41.3 KB after them.
    expect(total).toBeLessThanOrEqual(45 * 1024);
    expect(readFileSync(join(CONSOLE_DIST, "index.html"), "utf8")).not.toContain("chart-lib");
    const html = readFileSync(join(CONSOLE_DIST, "index.html"), "utf8");
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|style=/);
  });

  it("never writes markup: no innerHTML or dangerouslySetInnerHTML in console/src", () => {
    for (const f of files(join(CONSOLE, "src"))) {
      expect(readFileSync(join(CONSOLE, "src", f), "utf8"), f).not.toMatch(/innerHTML|dangerouslySetInnerHTML|insertAdjacentHTML|document\.write/);
    }
  });
});
