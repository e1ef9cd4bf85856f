// Fails a test whose servers (test/support/desk.ts, revenue.ts) sent an answer its contract does not allow.
import { afterEach } from "vitest";
import { takeContractMismatches } from "./contract-check.js";

afterEach(() => {
  const found = takeContractMismatches();
  if (found.length === 0) return;
  const lines = found.slice(0, 10).map((m) => `  ${m.api} ${m.operation} → ${m.status}: ${m.problem}`);
  if (found.length > 10) lines.push(`  … and ${found.length - 10} more`);
  throw new Error(`answers that break the OpenAPI contract:\n${lines.join("\n")}`);
});
