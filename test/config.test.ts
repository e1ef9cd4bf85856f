import { describe, expect, it } from "vitest";
import { DEFAULTS, resolveConfig } from "../src/platform/config.js";

describe("configuration", () => {
  it("takes defaults, then the environment, then flags", () => {
    expect(resolveConfig({}, {})).toMatchObject({ dbPath: DEFAULTS.dbPath, deskPort: 4000, revenuePort: 4100, durability: "disk" });
    expect(resolveConfig({}, { TANDEM_DB: "/tmp/x.db", TANDEM_REVENUE_PORT: "5100", TANDEM_DURABILITY: "os" })).toMatchObject({
      dbPath: "/tmp/x.db",
      revenuePort: 5100,
      durability: "os",
    });
    expect(resolveConfig({ db: "/tmp/flag.db" }, { TANDEM_DB: "/tmp/env.db" }).dbPath).toBe("/tmp/flag.db");
  });

  it("disables failing webhook endpoints after 5 days unless TANDEM_WEBHOOK_DISABLE_AFTER_DAYS says otherwise", () => {
    expect(resolveConfig({}, {}).webhookDisableAfterMs).toBe(5 * 86_400_000);
    expect(resolveConfig({}, { TANDEM_WEBHOOK_DISABLE_AFTER_DAYS: "0.5" }).webhookDisableAfterMs).toBe(43_200_000);
    expect(() => resolveConfig({}, { TANDEM_WEBHOOK_DISABLE_AFTER_DAYS: "0" })).toThrow(/TANDEM_WEBHOOK_DISABLE_AFTER_DAYS/);
    expect(() => resolveConfig({}, { TANDEM_WEBHOOK_DISABLE_AFTER_DAYS: "soon" })).toThrow(/TANDEM_WEBHOOK_DISABLE_AFTER_DAYS/);
  });

  it("refuses a durability other than disk or os, and a port out of range", () => {
    expect(() => resolveConfig({}, { TANDEM_DURABILITY: "fast" })).toThrow(/TANDEM_DURABILITY must be "disk" or "os"/);
    expect(() => resolveConfig({ "desk-port": "70000" }, {})).toThrow(/port/);
  });
});
