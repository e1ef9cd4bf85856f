import { join } from "node:path";
import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import SummaryLineReporter from "./test/support/summary-reporter.js";

// `tandem-source`: in this repository `@tandem/sdk` resolves to its TypeScript
// source (sdk/src), so tests need no SDK build; installed copies use sdk/dist.
const conditions = ["tandem-source", ...defaultServerConditions];

export default defineConfig({
  ssr: { resolve: { conditions } },
  // This checkout's own SDK sources, also in a git worktree whose node_modules links another checkout's sdk/.
  resolve: { alias: { "@tandem/sdk": join(import.meta.dirname, "sdk", "src", "index.ts") } },
  test: {
    include: ["test/**/*.test.ts"],
    // Fails a test whose servers answered outside the OpenAPI contract (test/support/contract-check.ts).
    setupFiles: ["test/support/contract-setup.ts"],
    // Child `tandem` processes run the sources, never a stale dist/ build (bin/tandem.js).
    env: { TANDEM_FROM_SOURCE: "1" },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ["default", new SummaryLineReporter()],
  },
});
