import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { DEFAULTS, resolveConfig, SETTINGS } from "../src/platform/config.js";

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

  it("validates every new setting with a message naming it, and the README lists every setting", () => {
    expect(resolveConfig({}, {})).toMatchObject({ logLevel: "info", logFormat: "json", trustProxy: false, webhookConcurrency: 32, webhookPerEndpoint: 4, metrics: { port: undefined } });
    expect(resolveConfig({ "trust-proxy": "127.0.0.1,10.0.0.0/8" }, {}).trustProxy).toEqual(["127.0.0.1", "10.0.0.0/8"]);
    expect(resolveConfig({}, { TANDEM_TRUST_PROXY: "2", TANDEM_METRICS_PORT: "9464" })).toMatchObject({ trustProxy: 2, metrics: { port: 9464 } });
    expect(resolveConfig({}, { TANDEM_RETAIN_USAGE_EVENTS_DAYS: "400" }).retention.usageEventsMs).toBe(400 * 86_400_000);
    expect(() => resolveConfig({}, { TANDEM_LOG_LEVEL: "loud" })).toThrow(/TANDEM_LOG_LEVEL must be "fatal" or/);
    expect(() => resolveConfig({}, { TANDEM_LOG_FORMAT: "xml" })).toThrow(/TANDEM_LOG_FORMAT/);
    expect(() => resolveConfig({ "webhook-per-endpoint": "64" }, {})).toThrow(/--webhook-per-endpoint must be a whole number from 1 to 32/);
    expect(() => resolveConfig({}, { TANDEM_RETAIN_DESK_EVENTS_DAYS: "7" })).toThrow(/TANDEM_RETAIN_DESK_EVENTS_DAYS must be a number of days \(at least 30/);
    expect(() => resolveConfig({}, { TANDEM_TRUST_PROXY: "everyone" })).toThrow(/TANDEM_TRUST_PROXY/);
    expect(() => resolveConfig({}, { TANDEM_BODY_LIMIT_BYTES: "10" })).toThrow(/TANDEM_BODY_LIMIT_BYTES/);
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    for (const s of SETTINGS) expect(readme).toContain(`| \`${s.env}\` |`);
  });
});
