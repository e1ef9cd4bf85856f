/**
 * The console's Home page and a customer's usage chart in a real browser
 * (chromium through playwright-core), over data made through the billing API
 * with a manual clock and a customer's test clock: customers attached in
 * January, February and March (paid by card), usage tracked, one customer's
 * clock advanced across three renewals. The charts' tables must say what
 * `analytics.overview` says, each chart is an `img` with its name, the canvases
 * drew (non-blank pixels), and nothing broke the CSP. Screenshots go to
 * test/artifacts/console-home*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/platform/clock.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CHROMIUM = "/usr/bin/chromium";
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123", name: "Ann Example" };
/** The platform's now when the pages are looked at: 2026-04-20 12:00 UTC. */
const NOW = Date.UTC(2026, 3, 20, 12);

const clock = manualClock(Date.UTC(2026, 0, 10, 9));
let h: ConsoleHarness;
let browser: Browser;
let page: Page;
const problems: string[] = [];

async function billing<T = Record<string, unknown>>(op: string, body: unknown): Promise<T> {
  const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const text = await res.text();
  expect(res.status, `${op}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}
async function subscribe(customer_id: string, plan_id: string) {
  await billing("customers.get_or_create", { customer_id, name: customer_id.replace("cus_", "Customer "), email: `${customer_id}@example.com` });
  const a = await billing<{ payment_url?: string | null }>("billing.attach", { customer_id, plan_id });
  if (a.payment_url) expect((await h.tandem.revenue.services.hosted.submitCard(a.payment_url.split("/").pop()!, CARD)).outcome).toBe("complete");
}
const track = (customer_id: string, feature_id: string, value: number) => billing("balances.track", { customer_id, feature_id, value });

type Overview = { mrr: number; revenue: number; events: number; customers: { total: number; paying: number; new: number }; top_features: { feature_id: string; events: number; value: number }[] };

/** The rows of a chart's table (its caption is "<title> (numbers)"): header cell, then the numbers. */
async function tableOf(title: string): Promise<string[][]> {
  const table = page.getByRole("table", { name: `${title} (numbers)` });
  await table.waitFor();
  return table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? "").trim())));
}

/** Waits until a chart's table holds months, not days: the picker redrew it (a day table has more than 12 rows,
 * so waiting for a row count alone would pass on the old table). */
async function monthlyRows(title: string): Promise<void> {
  const table = page.getByRole("table", { name: `${title} (numbers)` });
  await table.locator("tbody tr:first-child > :first-child").filter({ hasText: /^\s*\d{4}-\d{2}\s*$/ }).waitFor();
}

/** How many pixels of the chart's canvas are not transparent (after Chart.js drew it). */
async function inkOf(name: string | RegExp): Promise<number> {
  const img = page.getByRole("img", { name });
  await img.and(page.locator("canvas[data-drawn]")).waitFor();
  return img.evaluate((c) => {
    const canvas = c as unknown as { width: number; height: number; getContext(k: "2d"): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
    const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) n++;
    return n;
  });
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole({ clock });
  // January: the catalog and customer A on Pro (20/month); February: B on Basic (10/month); March: C on Pro.
  await billing("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
  await billing("features.create", { feature_id: "tokens", name: "Tokens", type: "metered", consumable: true });
  await billing("plans.create", {
    plan_id: "pro",
    name: "Pro",
    price: { amount: 20, interval: "month" },
    items: [{ feature_id: "messages", included: 1000, reset: { interval: "month" } }, { feature_id: "tokens", included: 1_000_000, reset: { interval: "month" } }],
  });
  await billing("plans.create", { plan_id: "basic", name: "Basic", price: { amount: 10, interval: "month" }, items: [{ feature_id: "messages", included: 100, reset: { interval: "month" } }] });
  await subscribe("cus_a", "pro");
  clock.set(Date.UTC(2026, 1, 10, 9));
  await subscribe("cus_b", "basic");
  clock.set(Date.UTC(2026, 2, 10, 9));
  await subscribe("cus_c", "pro");
  // Usage in the last 30 days.
  clock.set(Date.UTC(2026, 2, 25, 8));
  await track("cus_a", "messages", 5);
  await track("cus_a", "messages", 7);
  clock.set(Date.UTC(2026, 3, 2, 8));
  await track("cus_c", "messages", 3);
  await track("cus_c", "tokens", 1000);
  clock.set(Date.UTC(2026, 3, 15, 8));
  await track("cus_a", "tokens", 250);
  await track("cus_b", "messages", 2);
  clock.set(NOW);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Every CSP violation of the page is recorded (an init script runs outside the page's CSP).
  await context.addInitScript(() => {
    const w = globalThis as unknown as { __csp: string[]; document: { addEventListener(t: string, f: (e: { violatedDirective: string; blockedURI: string }) => void): void } };
    w.__csp = [];
    w.document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page = await context.newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/401|Unauthorized/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `console-${name}.png`), fullPage: true });

describe("console Home in the browser", () => {
  it("a customer's test clock advanced across months renews it (paid invoices: revenue)", async () => {
    const c = h.client();
    await c.POST("/session", { body: OPERATOR });
    const s = await c.GET("/session");
    c.setSession(s.data!.data);
    const done = await c.POST("/customers/{id}/advance_test_clock", { params: { path: { id: "cus_a" }, query: { mode: "test" } }, body: { frozenTime: NOW + 60_000 } });
    expect(done.data?.data.status).toBe("ready");
    const detail = await c.GET("/customers/{id}", { params: { path: { id: "cus_a" }, query: { mode: "test" } } });
    // The first charge and three renewals (February, March, April).
    expect(detail.data!.data.invoices.filter((i) => i.status === "paid")).toHaveLength(4);
  });

  it("Home comes after sign-in; its tables say what analytics.overview says and every chart drew, under the CSP", async () => {
    await page.goto(`${h.origin}/`);
    await page.getByLabel("Email").fill(OPERATOR.email);
    await page.getByLabel("Password").fill(OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    const overview = (await billing<Overview>("analytics.overview", { range: "30d" })) as Overview;
    expect(overview.mrr).toBe(50);
    expect(overview.customers.paying).toBe(3);

    // MRR over time: the last day's MRR is the overview's; the movement columns are in the movement chart.
    const mrr = await tableOf("MRR over time");
    expect(mrr).toHaveLength(31);
    expect(mrr.at(-1)).toEqual(["2026-04-20", overview.mrr.toFixed(2)]);
    expect(mrr[0]).toEqual(["2026-03-21", "50.00"]);
    // Active customers: paying at the end equals the overview's, and all customers its total.
    const active = await tableOf("Active customers");
    expect(active.at(-1)).toEqual(["2026-04-20", String(overview.customers.paying), String(overview.customers.total)]);
    // Top features by usage: the overview's top features, in order, with their events and values.
    expect(await tableOf("Top features by usage")).toEqual(overview.top_features.map((f) => [f.feature_id, String(f.events), String(f.value)]));
    expect(overview.top_features.map((f) => [f.feature_id, f.events, f.value])).toEqual([
      ["messages", 4, 17],
      ["tokens", 2, 1250],
    ]);
    // Revenue by plan: MRR per plan at the end (Pro: A and C; Basic: B).
    expect(await tableOf("Revenue by plan")).toEqual([
      ["Pro", "40.00", "2"],
      ["Basic", "10.00", "1"],
    ]);
    // Margin by plan: the period's paid revenue (A's renewals, paid when its clock advanced; under Pro) is the overview's revenue.
    expect(overview.revenue).toBeGreaterThan(0);
    expect(await tableOf("Margin by plan")).toEqual([["Pro", overview.revenue.toFixed(2), "0.00", overview.revenue.toFixed(2)]]);
    // Headline figures.
    const figures = page.getByRole("definition").filter({ hasText: "USD" }).first();
    expect(await figures.textContent()).toBe(`${overview.mrr.toFixed(2)} USD`);

    // Each chart is an image named by what it shows, and its canvas has ink on it.
    for (const name of ["MRR over time", "MRR movement over time", "Revenue by plan", "Active customers", "Top features by usage", "Margin by plan"]) {
      expect(await inkOf(new RegExp(`^${name}`)), name).toBeGreaterThan(500);
    }
    expect(await page.getByRole("img", { name: /^MRR over time: 50\.00 USD now/ }).count()).toBe(1);
    await page.getByRole("list", { name: "The advisor's suggestions" }).waitFor();
    await shot("home-30d");
    expect(await page.evaluate(() => (globalThis as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("the period picker redraws: 12 months shows MRR growing month by month, with its movement", async () => {
    await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "12 months" }).click();
    await monthlyRows("MRR over time");
    const mrr = await tableOf("MRR over time");
    expect(mrr.map((r) => r[0])).toEqual(["2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04"]);
    expect(mrr.slice(8).map((r) => r[1])).toEqual(["20.00", "30.00", "50.00", "50.00"]);
    // Movement: new MRR in January (A), February (B) and March (C); nothing lost.
    const movement = await tableOf("MRR movement over time");
    expect(movement.slice(8)).toEqual([
      ["2026-01", "20.00", "0.00", "0.00", "0.00"],
      ["2026-02", "10.00", "0.00", "0.00", "0.00"],
      ["2026-03", "20.00", "0.00", "0.00", "0.00"],
      ["2026-04", "0.00", "0.00", "0.00", "0.00"],
    ]);
    const active = await tableOf("Active customers");
    expect(active.slice(8).map((r) => r[1])).toEqual(["1", "2", "3", "3"]);
    expect(await inkOf(/^MRR over time/)).toBeGreaterThan(500);
    await shot("home-12m");
    expect(await page.evaluate(() => (globalThis as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("a customer's usage of a feature over time: a chart per day with its numbers (events.aggregate's sums)", async () => {
    await page.goto(`${h.origin}/#/customers/cus_a`);
    const slot = page.locator('[data-slot="customer-usage-chart"]');
    await slot.getByLabel("Feature").selectOption("messages");
    const rows = await tableOf("Usage of messages over time");
    expect(rows).toHaveLength(31);
    expect(rows.filter((r) => r[1] !== "0")).toEqual([["2026-03-25", "12"]]);
    expect(await inkOf(/^Usage of messages over time: 12 in 2 events/)).toBeGreaterThan(100);
    await slot.getByLabel("Feature").selectOption("tokens");
    expect((await tableOf("Usage of tokens over time")).filter((r) => r[1] !== "0")).toEqual([["2026-04-15", "250"]]);
    await slot.getByRole("button", { name: "12 months" }).click();
    await monthlyRows("Usage of tokens over time");
    expect((await tableOf("Usage of tokens over time")).filter((r) => r[1] !== "0")).toEqual([["2026-04", "250"]]);
    await shot("customer-usage");
    expect(await page.evaluate(() => (globalThis as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
