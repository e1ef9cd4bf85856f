import { defineConfig } from "vitest/config";
import SummaryLineReporter from "./test/support/summary-reporter.js";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Child `tandem` processes run the sources, never a stale dist/ build (bin/tandem.js).
    env: { TANDEM_FROM_SOURCE: "1" },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ["default", new SummaryLineReporter()],
  },
});
