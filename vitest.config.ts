import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import SummaryLineReporter from "./test/support/summary-reporter.js";
import { SQLITE_ONLY_FILES } from "./test/support/engine-files.js";

// `tandem-source`: in this repository `@tandem/sdk` resolves to its TypeScript
// source (sdk/src), so tests need no SDK build; installed copies use sdk/dist.
const conditions = ["tandem-source", ...defaultServerConditions];

export default defineConfig({
  ssr: { resolve: { conditions } },
  test: {
    include: ["test/**/*.test.ts"],
    // The PostgreSQL run leaves out what only the SQLite engine has (each file's reason: test/support/engine-files.ts).
    exclude: process.env.TANDEM_TEST_ENGINE === "postgres" ? Object.keys(SQLITE_ONLY_FILES) : [],
    // Fails a test whose servers answered outside the OpenAPI contract (test/support/contract-check.ts).
    setupFiles: ["test/support/contract-setup.ts"],
    // Transpiles src/ into .test-dist/ once per run: the child `tandem` processes run it (test/support/cli.ts).
    // With TANDEM_TEST_ENGINE=postgres, also one PostgreSQL server and a migrated template for the run.
    globalSetup: ["test/support/cli-build.ts", "test/support/pg-setup.ts"],
    // A child started through bin/tandem.js runs the sources, never a stale dist/ build. Strict
    // writes: a write unit that awaits anything but its own statements fails at once (group-commit.ts).
    env: { TANDEM_FROM_SOURCE: "1", TANDEM_STRICT_WRITES: "1" },
    // A worker runs its files one after another in one module graph instead of importing src/
    // and the support files afresh for each (~1.7 s of CPU per file: 30 files took 110 s of CPU
    // isolated, 58 s not). Test files share no module state: none mocks a module, the support
    // modules' state is per harness, and the contract check drains its findings after each test.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ["default", new SummaryLineReporter()],
  },
});
