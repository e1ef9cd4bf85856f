#!/usr/bin/env node
// Production runs the compiled JavaScript in dist/ (built by `npm run build`, which `npm ci`
// runs as `prepare`). Without dist/, or with TANDEM_FROM_SOURCE=1 (the tests, so that they never
// run a stale build), the TypeScript sources run directly through tsx.
import { existsSync } from "node:fs";

const compiled = new URL("../dist/cli/main.js", import.meta.url);
if (process.env.TANDEM_FROM_SOURCE !== "1" && existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli/main.ts");
}
