import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { connectionBudget, DEFAULTS, resolveConfig, SETTINGS } from "../src/platform/config.js";

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

  it("takes the role all, api or worker (default all), and the pool size as TANDEM_DATABASE_POOL or its alias TANDEM_DATABASE_POOL_SIZE", () => {
    expect(resolveConfig({}, {}).role).toBe("all");
    expect(resolveConfig({}, { TANDEM_ROLE: "worker" }).role).toBe("worker");
    expect(resolveConfig({ role: "api" }, { TANDEM_ROLE: "worker" }).role).toBe("api");
    expect(() => resolveConfig({}, { TANDEM_ROLE: "web" })).toThrow('TANDEM_ROLE must be "all" or "api" or "worker", got "web"');
    expect(resolveConfig({}, {}).databasePoolSize).toBe(10);
    expect(resolveConfig({}, { TANDEM_DATABASE_POOL: "25" }).databasePoolSize).toBe(25);
    expect(resolveConfig({}, { TANDEM_DATABASE_POOL_SIZE: "30" }).databasePoolSize).toBe(30);
    expect(resolveConfig({ "database-pool": "40" }, { TANDEM_DATABASE_POOL: "25" }).databasePoolSize).toBe(40);
    expect(resolveConfig({}, { TANDEM_DATABASE_POOL: "25", TANDEM_DATABASE_POOL_SIZE: "25" }).databasePoolSize).toBe(25);
    expect(() => resolveConfig({}, { TANDEM_DATABASE_POOL: "25", TANDEM_DATABASE_POOL_SIZE: "30" })).toThrow(/TANDEM_DATABASE_POOL=25 and TANDEM_DATABASE_POOL_SIZE=30 disagree/);
    expect(() => resolveConfig({}, { TANDEM_DATABASE_POOL: "0" })).toThrow(/TANDEM_DATABASE_POOL must be a whole number from 1 to 1000/);
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

  it("turns e-mail on only with both TANDEM_SMTP_URL and TANDEM_SMTP_FROM, each validated", () => {
    expect(resolveConfig({}, {}).mail).toBeNull();
    const smtp = { TANDEM_SMTP_URL: "smtp://user:secret@mail.example.com:587", TANDEM_SMTP_FROM: "Acme Support <support@acme.test>" };
    expect(resolveConfig({}, smtp).mail).toEqual({ smtpUrl: smtp.TANDEM_SMTP_URL, from: smtp.TANDEM_SMTP_FROM, onlineWindowMs: 60_000 });
    expect(
      resolveConfig({}, { ...smtp, TANDEM_SMTP_REPLY_TO: "help@acme.test", TANDEM_WIDGET_URL: "https://app.acme.test/help/", TANDEM_MAIL_ONLINE_SECONDS: "0" })
        .mail,
    ).toMatchObject({ replyTo: "help@acme.test", widgetUrl: "https://app.acme.test/help", onlineWindowMs: 0 });
    expect(resolveConfig({}, { ...smtp, TANDEM_SMTP_URL: "smtps://mail.example.com" }).mail?.smtpUrl).toBe("smtps://mail.example.com");

    expect(() => resolveConfig({}, { TANDEM_SMTP_URL: smtp.TANDEM_SMTP_URL })).toThrow(/TANDEM_SMTP_FROM/);
    expect(() => resolveConfig({}, { TANDEM_SMTP_FROM: "support@acme.test" })).toThrow(/TANDEM_SMTP_URL is not/);
    // A bad URL is named without its password.
    const bad = () => resolveConfig({}, { ...smtp, TANDEM_SMTP_URL: "http://user:secret@mail.example.com" });
    expect(bad).toThrow(/TANDEM_SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(bad).toThrow(/user:\*\*\*@/);
    expect(bad).not.toThrow(/secret/);
    expect(() => resolveConfig({}, { ...smtp, TANDEM_SMTP_URL: "not a url" })).toThrow(/TANDEM_SMTP_URL/);
    for (const from of ["support", "a@b", "a@b.test, c@d.test", "Name <a@b.test"]) {
      expect(() => resolveConfig({}, { ...smtp, TANDEM_SMTP_FROM: from })).toThrow(/TANDEM_SMTP_FROM must be one e-mail address/);
    }
    expect(() => resolveConfig({}, { ...smtp, TANDEM_SMTP_REPLY_TO: "nobody" })).toThrow(/TANDEM_SMTP_REPLY_TO/);
    expect(() => resolveConfig({}, { TANDEM_WIDGET_URL: "ftp://x" })).toThrow(/TANDEM_WIDGET_URL/);
    expect(() => resolveConfig({}, { ...smtp, TANDEM_MAIL_ONLINE_SECONDS: "-1" })).toThrow(/TANDEM_MAIL_ONLINE_SECONDS/);
  });

  it("turns replies by e-mail on only with TANDEM_SMTP_INBOUND_PORT and mail on; the base reply address defaults to the Reply-To, else the From", () => {
    const smtp = { TANDEM_SMTP_URL: "smtp://mail.example.com", TANDEM_SMTP_FROM: "Acme Support <support@acme.test>" };
    expect(resolveConfig({}, smtp).mail?.inbound).toBeUndefined();
    expect(resolveConfig({}, { ...smtp, TANDEM_SMTP_INBOUND_PORT: "2525" }).mail?.inbound).toEqual({ host: "127.0.0.1", port: 2525, address: "support@acme.test" });
    expect(resolveConfig({ "smtp-inbound-port": "25" }, { ...smtp, TANDEM_HOST: "0.0.0.0", TANDEM_SMTP_REPLY_TO: "Help <help@acme.test>" }).mail?.inbound).toEqual({
      host: "0.0.0.0",
      port: 25,
      address: "help@acme.test",
    });
    expect(
      resolveConfig({}, { ...smtp, TANDEM_SMTP_INBOUND_PORT: "2525", TANDEM_SMTP_INBOUND_HOST: "10.0.0.5", TANDEM_SMTP_INBOUND_ADDRESS: "r@in.acme.test" }).mail?.inbound,
    ).toEqual({ host: "10.0.0.5", port: 2525, address: "r@in.acme.test" });
    expect(() => resolveConfig({}, { TANDEM_SMTP_INBOUND_PORT: "2525" })).toThrow(/TANDEM_SMTP_INBOUND_PORT is set but TANDEM_SMTP_URL is not/);
    expect(() => resolveConfig({}, { ...smtp, TANDEM_SMTP_INBOUND_ADDRESS: "r@in.acme.test" })).toThrow(/TANDEM_SMTP_INBOUND_PORT is not/);
    expect(() => resolveConfig({}, { ...smtp, TANDEM_SMTP_INBOUND_PORT: "70000" })).toThrow(/TANDEM_SMTP_INBOUND_PORT must be a port/);
    expect(() => resolveConfig({}, { ...smtp, TANDEM_SMTP_INBOUND_PORT: "2525", TANDEM_SMTP_INBOUND_ADDRESS: "nobody" })).toThrow(/TANDEM_SMTP_INBOUND_ADDRESS must be one e-mail address/);
    expect(() => resolveConfig({}, { ...smtp, TANDEM_SMTP_INBOUND_PORT: "2525", TANDEM_SMTP_INBOUND_ADDRESS: "a+b@in.acme.test" })).toThrow(/at most 16 characters without "\+"/);
    expect(() => resolveConfig({}, { ...smtp, TANDEM_SMTP_FROM: "customer-support-team@acme.test", TANDEM_SMTP_INBOUND_PORT: "2525" })).toThrow(/set TANDEM_SMTP_INBOUND_ADDRESS/);
  });

  it("sets one connection budget for the process: the file limit less 136 and both webhook senders' attempts, at most 30,000", () => {
    const cases: [string, { fileLimit: number | null; concurrency: number; requested?: number }, { max: number; reserved: number; loweredFrom?: number }][] = [
      ["20,000 files, the defaults", { fileLimit: 20_000, concurrency: 32 }, { max: 19_800, reserved: 200 }],
      ["1,024 files", { fileLimit: 1024, concurrency: 32 }, { max: 824, reserved: 200 }],
      ["more webhook attempts keep more back", { fileLimit: 1024, concurrency: 100 }, { max: 688, reserved: 336 }],
      ["a huge limit: at most 30,000", { fileLimit: 1_048_576, concurrency: 32 }, { max: 30_000, reserved: 200 }],
      ["a tiny limit: at least 16", { fileLimit: 64, concurrency: 32 }, { max: 16, reserved: 200 }],
      ["an unknown limit counts as 1,024", { fileLimit: null, concurrency: 32 }, { max: 824, reserved: 200 }],
      ["asked for less: as asked", { fileLimit: 20_000, concurrency: 32, requested: 40 }, { max: 40, reserved: 200 }],
      ["asked for more than 30,000: as asked while the limit allows", { fileLimit: 1_048_576, concurrency: 32, requested: 50_000 }, { max: 50_000, reserved: 200 }],
      ["asked for more than the limit leaves: what it leaves", { fileLimit: 1024, concurrency: 32, requested: 5000 }, { max: 824, reserved: 200, loweredFrom: 5000 }],
    ];
    for (const [name, given, want] of cases) {
      expect({ name, ...connectionBudget(given.fileLimit, given.concurrency, given.requested) }).toEqual({ name, fileLimit: given.fileLimit ?? 1024, ...want });
    }
    // Every port shares it: the configuration holds one number for the process, not one per port.
    expect(resolveConfig({}, {}, 20_000).http.maxConnections).toBe(19_800);
    expect(resolveConfig({}, { TANDEM_MAX_CONNECTIONS: "40" }, 20_000).http.maxConnections).toBe(40);
    expect(resolveConfig({ "max-connections": "9000" }, { TANDEM_WEBHOOK_CONCURRENCY: "100" }, 4096).connections).toEqual({ max: 3760, fileLimit: 4096, reserved: 336, loweredFrom: 9000 });
    expect(() => resolveConfig({}, { TANDEM_MAX_CONNECTIONS: "0" })).toThrow(/TANDEM_MAX_CONNECTIONS must be a whole number from 1/);
  });
});
