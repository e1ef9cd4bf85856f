/**
 * The console's one delivery log (console/src/deliveries.tsx) in a real browser (Debian's chromium
 * through playwright-core), on the desk's Webhooks page and on Billing webhooks: Next/Previous over
 * keyset pages, a delivery's attempts with the request sent (headers, body) and the response,
 * Recover failed (once), and a viewer sees no write control. Screenshots: test/artifacts/console-webhooks-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleClient, unwrap } from "../console/src/client.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type Receiver, startReceiver } from "./support/receiver.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const VIEWER = { email: "viewer@example.com", password: "a viewer's long password" };
const test = { mode: "test" as const };

let h: ConsoleHarness;
let browser: Browser;
let receiver: Receiver;
let page: Page;
let c: ConsoleClient;
const problems: string[] = [];

/** A badge's text colour and the background it is drawn on (CSS `rgb(…)`). */
interface Painted {
  badge: string;
  color: string;
  background: string;
}
/** WCAG 2 relative luminance of a CSS `rgb()`/`rgba()` colour (opaque). */
const luminance = (css: string) => {
  const [r, g, b] = css
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((v) => Number(v) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
/** WCAG 2 contrast ratio of two colours (1 to 21). */
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

const shot = (p: Page, name: string) => p.screenshot({ path: join(ARTIFACTS, `console-webhooks-${name}.png`), fullPage: true });
const status = (p: Page, text: string | RegExp) => p.getByRole("status").filter({ hasText: text });

async function signIn(as: { email: string; password: string }): Promise<Page> {
  const p = await (await browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage();
  p.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  p.on("console", (m) => {
    if (m.type() === "error" && !/401|Unauthorized|400|404|Bad Request/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  await p.goto(`${h.origin}/`);
  await p.getByLabel("Email").fill(as.email);
  await p.getByLabel("Password").fill(as.password);
  await p.getByRole("button", { name: "Sign in" }).click();
  await p.getByRole("link", { name: "Webhooks" }).waitFor();
  return p;
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole();
  receiver = await startReceiver({ status: 500, body: "receiver down" });
  await h.tandem.console.operators.create(h.tandem.store.read, VIEWER.email, VIEWER.password, { role: "viewer" });
  c = h.client();
  c.setSession(await unwrap(c.POST("/session", { body: OPERATOR })));
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  page = await signIn(OPERATOR);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await h?.close();
});

describe("console webhook deliveries in the browser", () => {
  it("Webhooks: the delivery log pages (Next, Previous), a delivery shows the request sent and the response, Recover failed queues the failed ones once", async () => {
    const ep = await unwrap(c.POST("/webhook_endpoints", { params: { query: test }, body: { url: receiver.url, events: ["ticket.created"] } }));
    const at = { path: { id: ep._id }, query: test };
    // 21 failed pings: each failed once, then disabling stopped their retries.
    const made: string[] = [];
    for (let i = 0; i < 21; i++) made.push((await unwrap(c.POST("/webhook_endpoints/{id}/test", { params: at })))._id);
    await unwrap(c.PATCH("/webhook_endpoints/{id}", { params: at, body: { enabled: false } }));
    await unwrap(c.PATCH("/webhook_endpoints/{id}", { params: at, body: { enabled: true } }));

    await page.getByRole("link", { name: "Webhooks" }).click();
    await page.getByRole("button", { name: `Delivery log of ${receiver.url}` }).click();
    const log = page.getByRole("table", { name: `Deliveries of ${receiver.url}` });
    await log.getByRole("row", { name: /ping .* failed 1/ }).first().waitFor();
    expect(await log.getByRole("row", { name: /ping/ }).count()).toBe(20);
    // Newest first: the oldest delivery is alone on the second page.
    await page.getByRole("button", { name: "Next" }).click();
    await log.getByRole("button", { name: `Attempts of delivery ${made[0]}` }).waitFor();
    expect(await log.getByRole("row", { name: /ping/ }).count()).toBe(1);
    await page.getByRole("button", { name: "Previous" }).click();
    await log.getByRole("button", { name: `Attempts of delivery ${made[20]}` }).waitFor();
    expect(await log.getByRole("row", { name: /ping/ }).count()).toBe(20);

    await log.getByRole("button", { name: /^Attempts of delivery/ }).first().click();
    const attempt = page.getByRole("region", { name: /^Attempt 1 of delivery/ });
    await attempt.waitFor();
    const headers = attempt.getByRole("table", { name: "Request headers of attempt 1" });
    await headers.getByRole("rowheader", { name: /desk-signature/i }).waitFor();
    expect(await headers.getByRole("row", { name: /content-type application\/json/ }).count()).toBe(1);
    expect(await attempt.getByLabel("Request body").textContent()).toContain('"type": "ping"');
    expect(await attempt.textContent()).toContain("HTTP 500");
    expect(await attempt.textContent()).toContain("receiver down");
    expect(await page.content()).not.toContain(ep.secret);
    await shot(page, "desk-attempt");

    await page.getByRole("button", { name: "Recover failed" }).click();
    await status(page, "Recover failed: 21 failed deliveries queued again.").waitFor();
    await page.getByRole("button", { name: "Recover failed" }).click();
    await status(page, "Recover failed: 0 failed deliveries queued again.").waitFor();
    await page.getByLabel("Delivery status").selectOption("pending");
    await log.getByRole("row", { name: /ping .* pending 1/ }).first().waitFor();
    await shot(page, "desk");
  });

  it("Billing webhooks: the same log: Next/Previous, a delivery's request and response, Recover failed", async () => {
    await unwrap(c.POST("/billing_webhooks", { params: { query: test }, body: { id: "billing-main", url: receiver.url, events: ["*"] } }));
    const at = { path: { id: "billing-main" }, query: test };
    const made: string[] = [];
    for (let i = 0; i < 21; i++) made.push((await unwrap(c.POST("/billing_webhooks/{id}/test", { params: at }))).id);
    await unwrap(c.POST("/billing_webhooks/update", { params: { query: test }, body: { id: "billing-main", disabled: true } }));
    await unwrap(c.POST("/billing_webhooks/update", { params: { query: test }, body: { id: "billing-main", disabled: false } }));

    await page.getByRole("link", { name: "Invoices", exact: true }).click();
    await page.getByRole("link", { name: "Billing webhook endpoints" }).click();
    await page.getByRole("button", { name: "Delivery log of billing-main" }).click();
    const log = page.getByRole("table", { name: "Deliveries of billing-main" });
    await log.getByRole("row", { name: /ping .* failed 1/ }).first().waitFor();
    expect(await log.getByRole("row", { name: /ping/ }).count()).toBe(20);
    // Newest first: the oldest delivery is alone on the second page.
    await page.getByRole("button", { name: "Next" }).click();
    await log.getByRole("button", { name: `Attempts of delivery ${made[0]}` }).waitFor();
    expect(await log.getByRole("row", { name: /ping/ }).count()).toBe(1);
    await page.getByRole("button", { name: "Previous" }).click();
    await log.getByRole("button", { name: `Attempts of delivery ${made[20]}` }).waitFor();
    expect(await log.getByRole("row", { name: /ping/ }).count()).toBe(20);

    await log.getByRole("button", { name: /^Attempts of delivery/ }).first().click();
    const attempt = page.getByRole("region", { name: /^Attempt 1 of delivery/ });
    const headers = attempt.getByRole("table", { name: "Request headers of attempt 1" });
    await headers.getByRole("rowheader", { name: "webhook-signature" }).waitFor();
    expect(await headers.getByRole("rowheader", { name: "webhook-id" }).count()).toBe(1);
    expect(await attempt.getByLabel("Request body").textContent()).toContain('"type": "ping"');
    expect(await attempt.textContent()).toContain("HTTP 500");
    await shot(page, "billing-attempt");

    await page.getByRole("button", { name: "Recover failed" }).click();
    await status(page, "Recover failed: 21 failed deliveries queued again.").waitFor();
    await page.getByRole("button", { name: "Recover failed" }).click();
    await status(page, "Recover failed: 0 failed deliveries queued again.").waitFor();
    await shot(page, "billing");
  });

  it("a viewer reads both logs and a delivery's request, with no Create, Rotate, Test, Resend or Recover control", async () => {
    const viewer = await signIn(VIEWER);
    const noWrites = async () => {
      for (const name of [/^Add endpoint$/, /^Send test/, /^Rotate/, /^Disable/, /^Edit/, /^Resend/, /^Recover failed$/]) {
        expect(await viewer.getByRole("button", { name }).count(), String(name)).toBe(0);
      }
    };
    await viewer.getByRole("link", { name: "Webhooks" }).click();
    await viewer.getByRole("button", { name: `Delivery log of ${receiver.url}` }).click();
    await viewer.getByRole("button", { name: /^Attempts of delivery/ }).first().click();
    await viewer.getByRole("table", { name: "Request headers of attempt 1" }).waitFor();
    await noWrites();
    await shot(viewer, "viewer");
    await viewer.getByRole("link", { name: "Invoices", exact: true }).click();
    await viewer.getByRole("link", { name: "Billing webhook endpoints" }).click();
    await viewer.getByRole("button", { name: "Delivery log of billing-main" }).click();
    await viewer.getByRole("table", { name: "Deliveries of billing-main" }).getByRole("row", { name: /ping/ }).first().waitFor();
    await noWrites();
    await viewer.context().close();
  });

  it("every badge's text has a contrast of at least 4.5:1 on its background (WCAG AA): Enabled and Disabled on Webhooks, and each .badge rule of the stylesheet", async () => {
    await unwrap(c.POST("/webhook_endpoints", { params: { query: test }, body: { url: `${receiver.url}/on`, events: ["ticket.created"] } }));
    const off = await unwrap(c.POST("/webhook_endpoints", { params: { query: test }, body: { url: `${receiver.url}/off`, events: ["ticket.created"] } }));
    await unwrap(c.PATCH("/webhook_endpoints/{id}", { params: { path: { id: off._id }, query: test }, body: { enabled: false } }));
    await page.getByRole("link", { name: "Invoices", exact: true }).click();
    await page.getByRole("link", { name: "Webhooks", exact: true }).click();
    const endpoints = page.getByRole("list", { name: "Endpoints" });
    await endpoints.getByText("Disabled", { exact: true }).waitFor();
    await endpoints.getByText("Enabled", { exact: true }).first().waitFor();
    // The browser reports each badge's colours: every .badge on the page, and every variant the
    // stylesheet defines (.badge, .badge.ok, …) drawn once inside the page.
    const badges: Painted[] = await page.evaluate(() => {
      const w = globalThis as any; // the page's DOM (this project has no DOM types)
      const background = (el: any): string => {
        for (; el; el = el.parentElement) {
          const bg = w.getComputedStyle(el).backgroundColor as string;
          if (bg !== "transparent" && !/^rgba\(.*,\s*0\)$/.test(bg)) return bg;
        }
        return "rgb(255, 255, 255)";
      };
      const painted = (badge: string, el: any) => ({ badge, color: w.getComputedStyle(el).color as string, background: background(el) });
      const out = [...w.document.querySelectorAll(".badge")].map((el: any) => painted(el.textContent.trim(), el));
      const variants = new Set<string>();
      for (const sheet of w.document.styleSheets)
        for (const rule of sheet.cssRules)
          for (const selector of String(rule.selectorText ?? "").split(",")) {
            const m = /^\s*\.badge((?:\.[\w-]+)*)\s*$/.exec(selector);
            if (m) variants.add(m[1]!);
          }
      for (const v of variants) {
        const span = w.document.createElement("span");
        span.className = ["badge", ...v.split(".").filter(Boolean)].join(" ");
        span.textContent = "Badge";
        w.document.querySelector("main").append(span);
        out.push(painted(`.badge${v}`, span));
        span.remove();
      }
      return out;
    });
    // The measure itself: black on white is 21:1, the old Enabled badge (white on #dafbe1) 1.11:1.
    expect(contrast("rgb(0, 0, 0)", "rgb(255, 255, 255)")).toBeCloseTo(21);
    expect(contrast("rgb(255, 255, 255)", "rgb(218, 251, 225)")).toBeCloseTo(1.11, 2);
    expect(badges.map((b) => b.badge)).toEqual(expect.arrayContaining(["Enabled", "Disabled", ".badge", ".badge.ok", ".badge.off"]));
    for (const b of badges) {
      const ratio = contrast(b.color, b.background);
      expect(ratio, `${b.badge}: ${b.color} on ${b.background} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    }
    await shot(page, "badges");
  });

  it("logged no script error", () => {
    expect(problems).toEqual([]);
  });
});
