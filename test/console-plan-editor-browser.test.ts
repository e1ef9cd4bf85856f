/**
 * The plan editor in a real browser (issue 31 §1): a plan made through the billing API with every
 * kind of term shows what the editor cannot edit ("Kept as is"); changing only the name, or only
 * one item's included amount, and saving leaves every other term as billing had it (plans.get).
 * Each version's customer count links to the Customers page filtered by that version. A viewer
 * sees no write control. Screenshots: test/artifacts/console-plan-editor-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { PLAN_FEATURES, RICH_PLAN } from "./support/rich-plan.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const VIEWER = { email: "viewer@example.com", password: "viewer password 1" };

let h: ConsoleHarness;
let browser: Browser;
let page: Page;
const problems: string[] = [];

async function billing(op: string, body: unknown) {
  const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown> & { items: Record<string, unknown>[]; version: number };
}

async function signIn(p: Page, who: { email: string; password: string }) {
  await p.goto(`${h.origin}/`);
  await p.getByLabel("Email").fill(who.email);
  await p.getByLabel("Password").fill(who.password);
  await p.getByRole("button", { name: "Sign in" }).click();
  await p.getByRole("link", { name: "Plans" }).waitFor();
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole();
  for (const f of PLAN_FEATURES) await billing("features.create", f);
  await billing("plans.create", RICH_PLAN);
  await billing("customers.get_or_create", { customer_id: "on-rich", name: "On Rich" });
  await billing("billing.attach", { customer_id: "on-rich", plan_id: "rich" });
  await h.tandem.console.operators.create(h.tandem.store.read, VIEWER.email, VIEWER.password, { role: "viewer" });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  page = await (await browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/401|Unauthorized/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  await signIn(page, OPERATOR);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("the plan editor in the browser", () => {
  it("shows the terms it cannot edit; saving a new name only changes nothing else", async () => {
    const before = await billing("plans.get", { plan_id: "rich" });
    await page.getByRole("link", { name: "Plans" }).click();
    await page.getByRole("button", { name: "Edit plan rich" }).click();
    const editor = page.getByRole("form", { name: "Edit plan rich" });
    await editor.getByText("Kept as is: tiered price (2 tiers, graduated): to 1000 0.02, beyond 0.01; per 100 units; price every month").waitFor();
    await editor.getByText("Kept as is: unlimited; pooled across entities").waitFor();
    await editor.getByText("Kept as is: resets every 2 months; prepaid; per 5 units; at most 100 bought; price every 2 quarters; proration: on increase bill immediately, on decrease none").waitFor();
    await editor.getByText("Kept as is: rollover up to 200 units, expires after 2 month(s)").waitFor();
    expect(await editor.getByLabel("Free trial length").inputValue()).toBe("1");
    expect(await editor.getByLabel("Trial unit").inputValue()).toBe("month");
    expect(await editor.getByLabel("Trial needs a card").isChecked()).toBe(false);
    await page.screenshot({ path: join(ARTIFACTS, "console-plan-editor-terms.png"), fullPage: true });

    await editor.getByLabel("Name", { exact: true }).fill("Rich renamed");
    await editor.getByRole("button", { name: "Save plan" }).click();
    await page.getByRole("row", { name: /Rich renamed rich/ }).waitFor();
    expect(await billing("plans.get", { plan_id: "rich" })).toEqual({ ...before, name: "Rich renamed" });
    expect(problems).toEqual([]);
  }, 120_000);

  it("saving one item's new included amount makes v2 with every other term as before; each version's count links to its customers", async () => {
    const before = await billing("plans.get", { plan_id: "rich" });
    await page.getByRole("button", { name: "Edit plan rich" }).click();
    const editor = page.getByRole("form", { name: "Edit plan rich" });
    const k = RICH_PLAN.items.findIndex((i) => i.feature_id === "credits");
    await editor.getByLabel(`Item ${k + 1} included`).fill("750");
    await editor.getByRole("button", { name: "Save plan" }).click();
    const versions = page.getByRole("table", { name: "Versions of rich" });
    await versions.getByRole("row", { name: /^v2 / }).waitFor();
    const after = await billing("plans.get", { plan_id: "rich" });
    expect(after.version).toBe(2);
    const { version: _a, created_at: _b, ...rest } = after;
    const { version: _c, created_at: _d, ...was } = before;
    expect(rest).toEqual({ ...was, items: before.items.map((it, i) => (i === k ? { ...it, included: 750 } : it)) });
    await page.screenshot({ path: join(ARTIFACTS, "console-plan-editor-versions.png"), fullPage: true });

    await versions.getByRole("link", { name: "Subscribers of rich v1: 1" }).click();
    const found = page.getByRole("table", { name: "Customers found" });
    await found.getByRole("button", { name: "On Rich" }).waitFor();
    expect(await page.getByLabel("Version", { exact: true }).inputValue()).toBe("1");
    expect(page.url()).toMatch(/#\/customers\?plan=rich&version=1$/);
    await page.screenshot({ path: join(ARTIFACTS, "console-plan-editor-customers-v1.png"), fullPage: true });
    await page.goBack();
    await page.getByRole("table", { name: "Versions of rich" }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Versions of plan rich" }).click();
    await page.getByRole("table", { name: "Versions of rich" }).getByRole("link", { name: "Subscribers of rich v2: 0" }).click();
    await found.getByText("No customers found.").waitFor();
    expect(await page.getByLabel("Version", { exact: true }).inputValue()).toBe("2");
    expect(problems).toEqual([]);
  }, 120_000);

  it("a viewer sees the versions and their links but no write control", async () => {
    const viewer = await (await browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage();
    viewer.on("pageerror", (err) => problems.push(`viewer page error: ${err.message}`));
    await signIn(viewer, VIEWER);
    await viewer.getByRole("link", { name: "Plans" }).click();
    await viewer.getByRole("button", { name: "Versions of plan rich" }).click();
    await viewer.getByRole("table", { name: "Versions of rich" }).getByRole("link", { name: "Subscribers of rich v1: 1" }).waitFor();
    for (const name of ["New plan", "Edit plan rich", "Copy to live", "Copy plan rich to live", "Save plan", "Add item"]) expect(await viewer.getByRole("button", { name }).count(), name).toBe(0);
    expect(await viewer.getByRole("form", { name: /plan/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);
});
