/**
 * The console's Rewards page in a real browser (Debian's chromium through playwright-core), by
 * accessible names: the Rewards link, creating a coupon and a feature grant with a code, each code's
 * redemptions after customers redeem it and the list of one code's (paged), a referral program, Deactivate;
 * a viewer sees the redemptions but no write control; a referral program's redemptions page (paged,
 * customer links, an empty program), for an admin and a viewer. Screenshots go to
 * test/artifacts/console-rewards-*.png and test/artifacts/console-referral-redemptions.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const VIEWER = { email: "vic.viewer@example.com", password: "a long enough passphrase" };

let h: ConsoleHarness;
let browser: Browser;
let page: Page;
const problems: string[] = [];

const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `console-rewards-${name}.png`), fullPage: true });

async function billing(op: string, body: unknown) {
  const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole();
  expect((await billing("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true })).status).toBe(200);
  for (const id of ["ann", "bob"]) expect((await billing("customers.get_or_create", { customer_id: id, email: `${id}@example.com` })).status).toBe(200);
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  page = await (await browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/401|Unauthorized|400|404|Bad Request/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on("dialog", (d) => void d.accept());
  await page.goto(`${h.origin}/`);
  await page.getByLabel("Email").fill(OPERATOR.email);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Rewards" }).waitFor();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("console rewards in the browser", () => {
  it("Rewards: creates a coupon and a feature grant with codes, shows each code's redemptions, creates a referral program, and Deactivate stops a code on the billing API", async () => {
    await page.getByRole("link", { name: "Rewards" }).click();
    await page.getByRole("heading", { name: "Rewards", level: 1 }).waitFor();

    const form = page.getByRole("form", { name: "New reward" });
    await form.getByLabel("Reward id", { exact: true }).fill("launch");
    await form.getByLabel("Reward name", { exact: true }).fill("Launch");
    await form.getByLabel("Percent off", { exact: true }).fill("20");
    await form.getByLabel("Duration", { exact: true }).selectOption("months");
    await form.getByLabel("Months", { exact: true }).fill("3");
    await form.getByLabel("Code", { exact: true }).fill("LAUNCH20");
    await form.getByLabel("Redemption limit", { exact: true }).fill("100");
    await form.getByRole("button", { name: "Create reward" }).click();
    await page.getByRole("table", { name: "Coupons" }).getByRole("row", { name: /Launch launch 20% off, 3 months LAUNCH20: 0 of 100 redemptions/ }).waitFor();

    await form.getByLabel("Kind", { exact: true }).selectOption("grant");
    await form.getByLabel("Reward id", { exact: true }).fill("bonus");
    await form.getByLabel("Reward name", { exact: true }).fill("Bonus messages");
    await form.getByLabel("Feature id", { exact: true }).fill("messages");
    await form.getByLabel("Units", { exact: true }).fill("500");
    await form.getByLabel("Code", { exact: true }).fill("BONUS");
    await form.getByRole("button", { name: "Create reward" }).click();
    await page.getByRole("table", { name: "Feature grants" }).getByRole("row", { name: /Bonus messages bonus 500 messages BONUS: 0 redemptions/ }).waitFor();

    // Customers redeem the codes on the billing API; the page shows the counts after a reload.
    expect((await billing("rewards.redeem", { code: "launch20", customer_id: "ann" })).status).toBe(200);
    for (const c of ["ann", "bob"]) expect((await billing("rewards.redeem", { code: "BONUS", customer_id: c })).status).toBe(200);
    await page.reload();
    await page.getByRole("table", { name: "Coupons" }).getByRole("row", { name: /LAUNCH20: 1 of 100 redemptions/ }).waitFor();
    await page.getByRole("table", { name: "Feature grants" }).getByRole("row", { name: /BONUS: 2 redemptions/ }).waitFor();

    // A code's redemptions: newest first, each customer a link to its page.
    await page.getByRole("button", { name: "Redemptions of BONUS" }).click();
    const redemptions = page.getByRole("table", { name: "Redemptions of BONUS" });
    await redemptions.getByRole("row", { name: /bob .* Bonus messages bonus redeemed/ }).waitFor();
    expect((await redemptions.getByRole("row").allInnerTexts()).slice(1).map((r) => r.split("\t")[0])).toEqual(["bob", "ann"]);
    expect(await redemptions.getByRole("link", { name: "ann" }).getAttribute("href")).toBe("#/customers/ann");
    expect(await page.getByRole("navigation", { name: "Pages" }).count()).toBe(0); // one page: no pager
    await shot("redemptions");
    await redemptions.getByRole("link", { name: "bob" }).click();
    await page.waitForURL(/#\/customers\/bob$/);
    await page.getByRole("heading", { name: /bob/ }).first().waitFor();
    await page.getByRole("link", { name: "Rewards" }).click();
    await page.getByRole("button", { name: "Redemptions of LAUNCH20" }).click();
    await page.getByRole("table", { name: "Redemptions of LAUNCH20" }).getByRole("row", { name: /ann .* Launch launch · applied to 0 charges redeemed/ }).waitFor();
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("table", { name: "Redemptions of LAUNCH20" }).waitFor({ state: "detached" });

    const programs = page.getByRole("form", { name: "New referral program" });
    await programs.getByLabel("Program id", { exact: true }).fill("refer");
    await programs.getByLabel("Program reward", { exact: true }).selectOption("bonus");
    await programs.getByLabel("Received by", { exact: true }).selectOption("all");
    await programs.getByLabel("Redemptions per code", { exact: true }).fill("5");
    await programs.getByRole("button", { name: "Create program" }).click();
    await page.getByRole("table", { name: "Referral programs" }).getByRole("row", { name: /refer bonus when redeemed, to both, 5 redemptions per code/ }).waitFor();
    await shot("list");

    // A reward its program uses cannot be deactivated: the billing API's answer is shown.
    await page.getByRole("button", { name: "Deactivate bonus" }).click();
    await page.getByRole("alert").waitFor();
    await page.getByRole("button", { name: "Deactivate refer" }).click();
    await page.getByRole("table", { name: "Referral programs" }).getByText("No referral programs in test mode.").waitFor();

    await page.getByRole("button", { name: "Deactivate launch" }).click();
    await page.getByRole("table", { name: "Coupons" }).getByText("No coupons in test mode.").waitFor();
    await page.getByRole("status").filter({ hasText: "Deactivated reward launch." }).waitFor();
    expect((await billing("rewards.redeem", { code: "LAUNCH20", customer_id: "bob" })).status).toBe(400);
    await shot("after-deactivate");

    // Bad input: the billing API's error is shown, nothing is created.
    await form.getByLabel("Kind", { exact: true }).selectOption("grant");
    await form.getByLabel("Reward id", { exact: true }).fill("ghost");
    await form.getByLabel("Reward name", { exact: true }).fill("Ghost");
    await form.getByLabel("Feature id", { exact: true }).fill("nope");
    await form.getByRole("button", { name: "Create reward" }).click();
    await page.getByRole("alert").filter({ hasText: "feature_not_found" }).waitFor();
    expect(await page.getByRole("table", { name: "Feature grants" }).getByRole("row", { name: /ghost/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);

  it("Customers: Has overdue invoice lists only customers with an open invoice past due; Invoices: filtered by number and by a created date range", async () => {
    expect((await billing("plans.create", { plan_id: "team", name: "Team", group: "main", price: { amount: 30, interval: "month" }, items: [] })).status).toBe(200);
    for (const [id, days] of [["late-co", 0], ["later-co", 30]] as const) {
      expect((await billing("customers.get_or_create", { customer_id: id, email: `${id}@example.com` })).status).toBe(200);
      expect((await billing("billing.attach", { customer_id: id, plan_id: "team", invoice_mode: { enabled: true, net_terms_days: days } })).status).toBe(200);
    }
    await page.getByRole("link", { name: "Customers" }).click();
    const customers = page.getByRole("table", { name: "Customers found" });
    await customers.getByRole("row", { name: /later-co/ }).waitFor();
    await page.getByLabel("Has overdue invoice").check();
    await page.getByRole("button", { name: "Search" }).click();
    await customers.getByRole("row", { name: /later-co/ }).waitFor({ state: "detached" });
    await customers.getByRole("row", { name: /late-co/ }).waitFor();
    expect(await customers.getByRole("row").count()).toBe(2); // the header and late-co
    await shot("customers-overdue");

    await page.getByRole("link", { name: "Invoices" }).click();
    const invoices = page.getByRole("table", { name: "Invoices" });
    await invoices.getByRole("row", { name: /later-co/ }).waitFor();
    const first = (await billing("invoices.list", { customer_id: "late-co" })).body as { list: { number: string }[] };
    await page.getByLabel("Invoice number").fill(first.list[0].number);
    await page.getByRole("button", { name: "Filter" }).click();
    await invoices.getByRole("row", { name: /later-co/ }).waitFor({ state: "detached" });
    await invoices.getByRole("row", { name: new RegExp(`${first.list[0].number}.*late-co`) }).waitFor();
    await page.getByLabel("Invoice number").fill("");
    await page.getByLabel("Created to").fill("2001-01-01");
    await page.getByRole("button", { name: "Filter" }).click();
    await invoices.getByRole("row", { name: /late-co/ }).waitFor({ state: "detached" });
    await shot("invoices-filtered");
    expect(problems).toEqual([]);
  }, 120_000);

  it("Redemptions of a code page by Next and Previous (newest first); a viewer sees them but no Create, Deactivate or form", async () => {
    await h.tandem.console.operators.create(h.tandem.store.read, VIEWER.email, VIEWER.password, { role: "viewer", name: "Vic Viewer" });
    expect((await billing("rewards.create", { feature_grant: { id: "many", name: "Many", grants: [{ feature_id: "messages", included: 1, expiry: null }], promo_codes: [{ code: "MANY", max_uses: null }] } })).status).toBe(200);
    const ids = Array.from({ length: 21 }, (_, i) => `m${String(i).padStart(2, "0")}`);
    for (const id of ids) {
      expect((await billing("customers.get_or_create", { customer_id: id })).status).toBe(200);
      expect((await billing("rewards.redeem", { code: "MANY", customer_id: id })).status).toBe(200);
    }
    const viewer = await (await browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage();
    viewer.on("pageerror", (err) => problems.push(`viewer page error: ${err.message}`));
    await viewer.goto(`${h.origin}/`);
    await viewer.getByLabel("Email").fill(VIEWER.email);
    await viewer.getByLabel("Password").fill(VIEWER.password);
    await viewer.getByRole("button", { name: "Sign in" }).click();
    await viewer.getByRole("link", { name: "Rewards" }).click();
    await viewer.getByRole("button", { name: "Redemptions of MANY" }).click();
    const table = viewer.getByRole("table", { name: "Redemptions of MANY" });
    await table.getByRole("row", { name: /m20 / }).waitFor();
    expect(await table.getByRole("row").count()).toBe(21); // the header and 20
    await viewer.getByRole("button", { name: "Next" }).click();
    await table.getByRole("row", { name: /m00 / }).waitFor();
    expect(await table.getByRole("row").count()).toBe(2);
    await viewer.screenshot({ path: join(ARTIFACTS, "console-rewards-viewer-redemptions.png"), fullPage: true });
    await viewer.getByRole("button", { name: "Previous" }).click();
    await table.getByRole("row", { name: /m20 / }).waitFor();
    for (const name of ["Create reward", "Create program", "Deactivate many", "Deactivate bonus"]) expect(await viewer.getByRole("button", { name }).count(), name).toBe(0);
    for (const name of ["New reward", "New referral program"]) expect(await viewer.getByRole("form", { name }).count(), name).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);

  it("Redemptions of a referral program: reached from the program's row, the codes with who they brought (newest first, Next / Previous), customer links, 'No referrals yet' for an empty program; a viewer sees the same and no write button", async () => {
    expect((await billing("rewards.create", { feature_grant: { id: "refgift", name: "Referral gift", grants: [{ feature_id: "messages", included: 5, expiry: null }], promo_codes: [] } })).status).toBe(200);
    for (const id of ["friends", "quiet"]) expect((await billing("referrals.create_program", { id, reward_id: "refgift", redeem_on: "customer_creation", received_by: "all" })).status).toBe(200);
    const codes: Record<string, string> = {};
    for (const id of ["r-ann", "r-bob"]) {
      expect((await billing("customers.get_or_create", { customer_id: id })).status).toBe(200);
      codes[id] = (await billing("referrals.create_code", { customer_id: id, program_id: "friends" })).body.code as string;
    }
    const referred = Array.from({ length: 21 }, (_, i) => `f${String(i).padStart(2, "0")}`);
    for (const id of referred) {
      expect((await billing("customers.get_or_create", { customer_id: id })).status).toBe(200);
      expect((await billing("referrals.redeem", { code: codes["r-ann"], customer_id: id })).status).toBe(200);
    }

    await page.getByRole("link", { name: "Rewards" }).click();
    await page.reload(); // the programs were made on the billing API since the page loaded
    await page.getByRole("link", { name: "Redemptions of program friends" }).click();
    await page.waitForURL(/#\/rewards\/programs\/friends$/);
    await page.getByRole("heading", { name: "Redemptions of program friends", level: 1 }).waitFor();
    const table = page.getByRole("table", { name: "Redemptions of program friends" });
    // Newest code first (r-bob's, not redeemed), then r-ann's 21 redemptions newest first: 20 a page.
    await table.getByRole("row", { name: new RegExp(`${codes["r-bob"]} r-bob Not redeemed yet`) }).waitFor();
    const rows = async () => (await table.getByRole("row").allInnerTexts()).slice(1).map((r) => r.split("\t").slice(0, 3).join(" "));
    expect(await rows()).toEqual([expect.stringMatching(new RegExp(`^${codes["r-bob"]} r-bob Not redeemed yet`)), ...referred.slice(2).reverse().map((id) => `${codes["r-ann"]} r-ann ${id}`)]);
    await table.getByRole("row", { name: new RegExp(`f20 .* Granted Granted`) }).waitFor();
    expect(await table.getByRole("link", { name: "f20" }).getAttribute("href")).toBe("#/customers/f20");
    expect(await table.getByRole("link", { name: "r-ann" }).first().getAttribute("href")).toBe("#/customers/r-ann");
    await page.screenshot({ path: join(ARTIFACTS, "console-referral-redemptions.png"), fullPage: true });
    await page.getByRole("button", { name: "Next" }).click();
    await table.getByRole("row", { name: /f00 / }).waitFor();
    expect(await rows()).toEqual([`${codes["r-ann"]} r-ann f01`, `${codes["r-ann"]} r-ann f00`]);
    await page.getByRole("button", { name: "Previous" }).click();
    await table.getByRole("row", { name: /f20 / }).waitFor();
    await table.getByRole("link", { name: "f20" }).click();
    await page.waitForURL(/#\/customers\/f20$/);
    await page.getByRole("heading", { name: /f20/ }).first().waitFor();

    // An empty program: one row saying so, no pager.
    await page.getByRole("link", { name: "Rewards" }).click();
    await page.getByRole("link", { name: "Redemptions of program quiet" }).click();
    await page.getByRole("table", { name: "Redemptions of program quiet" }).getByRole("row", { name: "No referrals yet." }).waitFor();
    expect(await page.getByRole("navigation", { name: "Pages" }).count()).toBe(0);
    await page.getByRole("link", { name: "← Rewards" }).click();
    await page.getByRole("heading", { name: "Rewards", level: 1 }).waitFor();

    // A viewer: the same page, and no write button on it or on the program's row.
    const email = "val.viewer@example.com";
    await h.tandem.console.operators.create(h.tandem.store.read, email, VIEWER.password, { role: "viewer", name: "Val Viewer" });
    const viewer = await (await browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage();
    viewer.on("pageerror", (err) => problems.push(`viewer page error: ${err.message}`));
    await viewer.goto(`${h.origin}/`);
    await viewer.getByLabel("Email").fill(email);
    await viewer.getByLabel("Password").fill(VIEWER.password);
    await viewer.getByRole("button", { name: "Sign in" }).click();
    await viewer.getByRole("link", { name: "Rewards" }).click();
    await viewer.getByRole("link", { name: "Redemptions of program friends" }).waitFor();
    expect(await viewer.getByRole("button", { name: "Deactivate friends" }).count()).toBe(0);
    await viewer.getByRole("link", { name: "Redemptions of program friends" }).click();
    await viewer.getByRole("table", { name: "Redemptions of program friends" }).getByRole("row", { name: /f20 / }).waitFor();
    expect(await viewer.getByRole("main").getByRole("button").allInnerTexts()).toEqual(["Previous", "Next"]);
    expect(await viewer.getByRole("main").getByRole("form").count()).toBe(0);
    await viewer.screenshot({ path: join(ARTIFACTS, "console-referral-redemptions-viewer.png"), fullPage: true });
    expect(problems).toEqual([]);
  }, 120_000);
});
