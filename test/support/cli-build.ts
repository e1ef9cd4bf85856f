/**
 * vitest's globalSetup: the sources the tests' child `tandem` processes run, transpiled once per
 * run into `.test-dist/` (beside `dist/`, so that paths relative to the code resolve alike).
 * A child started through tsx spent ~1.5 s of its start transforming and resolving modules; from
 * here it starts as `node .test-dist/cli/main.js` does. Every run transpiles the sources as they
 * are (only files whose output changed are written, each by an atomic rename; outputs without a
 * source are removed), so a child never runs stale code. The transform is tsx's own (its esbuild,
 * with its options): children run what they ran through tsx.
 */
import { createRequire } from "node:module";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");
const SRC = join(ROOT, "src");
/** Where the transpiled sources go; `node <CLI_DIST>/cli/main.js` is the `tandem` binary. */
export const CLI_DIST = join(ROOT, ".test-dist");

/** The part of esbuild's API used here (esbuild is tsx's dependency, not the project's). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ outputFiles: { path: string; contents: Uint8Array }[] }>;
}

export default async function transpileSources(): Promise<void> {
  // tsx's esbuild, resolved from tsx (a dependency) rather than from the project.
  const esbuild = createRequire(createRequire(join(ROOT, "package.json")).resolve("tsx/package.json"))("esbuild") as Esbuild;
  const files = readdirSync(SRC, { recursive: true, encoding: "utf8" });
  const ts = files.filter((f) => f.endsWith(".ts")).map((f) => join(SRC, f));
  const result = await esbuild.build({
    entryPoints: ts,
    outdir: CLI_DIST,
    outbase: SRC,
    bundle: false,
    write: false,
    platform: "node",
    format: "esm",
    // As tsx transforms: for this node, names kept (error classes' and functions' `name`).
    target: `node${process.versions.node}`,
    keepNames: true,
    tsconfig: join(ROOT, "tsconfig.json"),
    logLevel: "silent",
  });
  const outputs = new Map(result.outputFiles.map((f) => [f.path, f.contents]));
  // Files the code loads by path beside itself (the checkpointer's worker).
  for (const f of files.filter((f) => f.endsWith(".mjs"))) outputs.set(join(CLI_DIST, f), readFileSync(join(SRC, f)));
  for (const [path, contents] of outputs) {
    if (sameContents(path, contents)) continue;
    mkdirSync(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, contents);
    renameSync(tmp, path);
  }
  for (const f of readdirSync(CLI_DIST, { recursive: true, encoding: "utf8" })) {
    const path = join(CLI_DIST, f);
    if (/\.(m?js)$/.test(f) && !outputs.has(path)) rmSync(path, { force: true });
  }
  if (outputs.size === 0) throw new Error(`no sources found under ${relative(ROOT, SRC)}`);
}

function sameContents(path: string, contents: Uint8Array): boolean {
  try {
    return Buffer.from(contents).equals(readFileSync(path));
  } catch {
    return false;
  }
}
