/**
 * The container image, checked on the Dockerfile (no Docker engine runs here):
 * the runtime stage copies every file the server reads from disk, and the
 * documented `docker run` publishes every port the server listens on.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULTS } from "../src/platform/config.js";
import { CONSOLE_DIST } from "../src/console/console.js";
import { WIDGET_BUNDLE } from "../src/desk/widget/asset.js";
import { API_NAMES, openapiFile, ROOT_DIR } from "../src/platform/spec/apis.js";

const ROOT = join(import.meta.dirname, "..");
const DOCKERFILE = readFileSync(join(ROOT, "Dockerfile"), "utf8");

/** The sources (relative to the build stage's /app, copied to the same place) of the last stage's `COPY --from=build` lines. */
function runtimeCopies(dockerfile: string): string[] {
  const stages = dockerfile.split(/^FROM\s/m);
  const runtime = stages[stages.length - 1];
  return [...runtime.matchAll(/^COPY\s+--from=build\s+(\S+)\s+(\S+)\s*$/gm)].map((m) => m[1].replace(/^\/app\/?/, ""));
}

const covered = (copies: string[], path: string) => copies.some((c) => path === c || path.startsWith(`${c.replace(/\/$/, "")}/`));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|mjs)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/**
 * Every source that reads a file at run time, with the paths it reads. A new
 * reader fails the guard below until it is listed here (and its path copied).
 */
const rel = (p: string) => relative(ROOT_DIR, p);
const READERS: Record<string, string[]> = {
  "desk/widget/asset.ts": [rel(fileURLToPath(WIDGET_BUNDLE))],
  "console/console.ts": [join(rel(CONSOLE_DIST), "index.html"), join(rel(CONSOLE_DIST), "assets")],
  "platform/spec/load.ts": API_NAMES.map((api) => rel(openapiFile(api))),
  "cli/main.ts": ["package.json"],
  // `tandem workspace set --logo FILE` reads the operator's own file, not one of the image's.
  "cli/workspace.ts": [],
  // `npm run build` copies the worker beside the compiled checkpointer.
  "platform/db/checkpointer.ts": ["dist/platform/db/checkpoint-worker.mjs"],
  // Names the root the readers above resolve their paths from.
  "platform/spec/apis.ts": [],
  // /proc/self/limits: the kernel's, not the image's.
  "platform/config.ts": [],
};
// Build-time only (`npm run generate`), never run by the server.
const BUILD_ONLY = new Set(["platform/spec/generate.ts"]);

describe("the container image", () => {
  it("the runtime stage copies every file the server reads from disk (widget/dist included)", () => {
    const copies = runtimeCopies(DOCKERFILE);
    const missing = Object.values(READERS)
      .flat()
      .filter((p) => !covered(copies, p));
    expect(missing).toEqual([]);
    expect(covered(copies, "widget/dist/widget.js")).toBe(true);
  });

  it("every source that reads a file at run time is listed among the readers checked above", () => {
    const src = join(ROOT, "src");
    const readers = sources(src)
      .filter((f) => /readFileSync|createReadStream|readFile\(|new Worker\(|import\.meta\.(url|dirname)/.test(readFileSync(f, "utf8")))
      .map((f) => relative(src, f))
      .filter((f) => !BUILD_ONLY.has(f))
      .sort();
    expect(readers).toEqual(Object.keys(READERS).sort());
  });

  it("the documented docker run publishes the desk, billing and console ports, and the image exposes them", () => {
    const ports = [DEFAULTS.deskPort, DEFAULTS.revenuePort, DEFAULTS.consolePort];
    const run = /^#\s+docker run .*$/m.exec(DOCKERFILE)?.[0] ?? "";
    for (const p of ports) expect(run).toContain(`-p ${p}:${p}`);
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const readmeRun = /docker run -d [^`]*/.exec(readme)?.[0] ?? "";
    for (const p of ports) expect(readmeRun).toContain(`-p ${p}:${p}`);
    const exposed = /^EXPOSE\s+(.+)$/m.exec(DOCKERFILE)?.[1].split(/\s+/).map(Number) ?? [];
    expect(exposed).toEqual(expect.arrayContaining(ports));
  });
});
