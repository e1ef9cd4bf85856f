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
    expect(() => resolveConfig({ deskPort: "70000" }, {})).toThrow(/port/);
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
});
