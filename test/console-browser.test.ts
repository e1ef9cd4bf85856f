/**
 * The console in a real browser (Debian's chromium through playwright-core):
 * sign-in, each page's main action, the once-shown secrets, the mode switch,
 * keyboard use, 375 px width, CSP violations and the return to sign-in when
 * the session ends. Screenshots go to test/artifacts/console-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type Receiver, startReceiver } from "./support/receiver.js";
import { testSql } from "./support/sql.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CHROMIUM = "/usr/bin/chromium";

let h: ConsoleHarness;
let receiver: Receiver;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

const shot = (name: string, p: Page = page) => p.screenshot({ path: join(ARTIFACTS, `console-${name}.png`), fullPage: true });

async function desk(path: string, body: unknown) {
  const res = await fetch(`${h.deskOrigin}/v1${path}`, { method: "POST", headers: { authorization: `Bearer ${h.deskKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: { _id: string } }).data;
}
async function billing(op: string, body: unknown) {
  const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

async function watch(p: Page) {
  p.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  p.on("console", (m) => {
    if (m.type() === "error" && !/401|Unauthorized/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
}

const modeButton = (p: Page, name: "Test" | "Live") => p.getByRole("group", { name: "Mode" }).getByRole("button", { name, exact: true });

async function signIn(p: Page) {
  await p.goto(`${h.origin}/`);
  await p.getByLabel("Email").fill(OPERATOR.email);
  await p.getByLabel("Password").fill(OPERATOR.password);
  await p.getByRole("button", { name: "Sign in" }).click();
  await p.getByRole("link", { name: "API keys" }).waitFor();
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole();
  receiver = await startReceiver({ status: 200, body: "thanks" });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.origin });
  page = await context.newPage();
  await watch(page);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await h?.close();
});

describe("console in the browser", () => {
  it("serves the app with a strict CSP and no caching; a wrong password is refused, the right one signs in", async () => {
    const res = await fetch(`${h.origin}/`);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("cache-control")).toBe("no-store");

    await page.goto(`${h.origin}/`);
    await page.getByLabel("Email").fill(OPERATOR.email);
    await page.getByLabel("Password").fill("wrong password!");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("invalid_credentials");
    await shot("sign-in");
    await page.getByLabel("Password").fill(OPERATOR.password);
    await page.getByLabel("Password").press("Enter"); // by keyboard
    for (const name of ["API keys", "Webhooks", "Plans", "Customers", "Inbox"]) await page.getByRole("link", { name }).waitFor();
    await modeButton(page, "Test").waitFor();
    await modeButton(page, "Live").waitFor();
  });

  it("API keys: Create key shows it once with a copy button; Revoke asks first", async () => {
    await page.getByRole("link", { name: "API keys" }).click(); // Home comes after sign-in
    await page.getByRole("button", { name: "Create key" }).click();
    const secret = page.getByRole("textbox", { name: /New Desk test secret key/ });
    const key = await secret.inputValue();
    expect(key).toMatch(/^dsk_test_/);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText() as Promise<string>)).toBe(key);
    await page.getByRole("button", { name: "Copied" }).waitFor();
    await shot("keys-created");
    await page.getByRole("button", { name: "Done" }).click();
    expect(await page.getByText(key).count()).toBe(0);
    await page.reload();
    await page.getByRole("button", { name: "Create key" }).waitFor();
    expect(await page.content()).not.toContain(key);

    // The key works, then Revoke (confirmed) stops it.
    const auth = { headers: { authorization: `Bearer ${key}` } };
    expect((await fetch(`${h.deskOrigin}/v1/tickets`, auth)).status).toBe(200);
    const display = `dsk_test_…${key.slice(-4)}`;
    await page.getByRole("button", { name: `Revoke ${display}` }).click();
    await shot("keys-confirm");
    await page.getByRole("button", { name: "Yes, revoke" }).click();
    await page.getByRole("row", { name: new RegExp(`${display}.*Revoked`) }).waitFor();
    expect((await fetch(`${h.deskOrigin}/v1/tickets`, auth)).status).toBe(401);
  });

  it("the mode switch applies everywhere and marks live pages", async () => {
    await modeButton(page, "Live").click();
    await page.getByText("Live mode: you are looking at and changing real data.").waitFor();
    await page.getByRole("button", { name: "Create key" }).click();
    expect(await page.getByRole("textbox", { name: /New Desk live secret key/ }).inputValue()).toMatch(/^dsk_live_/);
    await shot("keys-live");
    await page.getByRole("button", { name: "Done" }).click();
    await modeButton(page, "Test").click();
    expect(await page.getByText("Live mode:").count()).toBe(0);
  });

  it("Webhooks: add an endpoint (secret once), Send test, the delivery log with attempts, Resend, disable", async () => {
    await page.getByRole("link", { name: "Webhooks" }).click();
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByLabel("Event kinds").fill("ticket.created, message.created");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = await page.getByRole("textbox", { name: /Signing secret of/ }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: `Send test to ${receiver.url}` }).click();
    await page.getByText(/Test ping to .*: succeeded \(HTTP 200\)/).waitFor();
    expect(receiver.requests).toHaveLength(1);
    const row = page.getByRole("row", { name: /ping .* succeeded 1/ });
    await row.waitFor();
    await row.getByRole("button", { name: /^Resend delivery/ }).click();
    await page.getByRole("table", { name: /Attempts of delivery/ }).getByRole("row").nth(2).waitFor();
    expect(receiver.requests).toHaveLength(2);
    const attempts = await page.getByRole("table", { name: /Attempts of delivery/ }).textContent();
    expect(attempts).toContain("200");
    expect(attempts).toContain("thanks");
    await page.getByLabel("Delivery status").selectOption("failed");
    await page.getByRole("cell", { name: "No deliveries." }).waitFor();
    await page.getByLabel("Delivery status").selectOption("succeeded");
    await page.getByRole("row", { name: /ping .* succeeded 2/ }).waitFor();
    await shot("webhooks");
    await page.getByRole("button", { name: `Disable ${receiver.url}` }).click();
    await page.getByRole("button", { name: `Enable ${receiver.url}` }).waitFor();
    await page.getByRole("button", { name: `Rotate secret of ${receiver.url}` }).click();
    expect(await page.getByRole("textbox", { name: /New signing secret of/ }).inputValue()).not.toBe(secret);
    await page.getByRole("button", { name: "Done" }).click();
  });

  it("Plans: Copy to live in test mode, the result shown", async () => {
    await billing("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
    await billing("plans.create", { plan_id: "free", name: "Free", auto_enable: true, items: [{ feature_id: "messages", included: 100, reset: { interval: "month" } }] });
    await page.getByRole("link", { name: "Plans" }).click();
    await page.getByRole("cell", { name: /Free/ }).waitFor();
    await page.getByRole("button", { name: "Copy to live", exact: true }).click();
    await page.getByText("Plan free: test v1 → live v1 (created)").waitFor();
    await shot("plans");
    await page.getByRole("button", { name: "Copy plan free to live" }).click();
    await page.getByText("Plan free: test v1 → live v1 (unchanged)").waitFor();
    await modeButton(page, "Live").click();
    await page.getByRole("cell", { name: /Free/ }).waitFor();
    expect(await page.getByRole("button", { name: "Copy to live", exact: true }).count()).toBe(0);
    await modeButton(page, "Test").click();
  });

  it("Customers: search, then a customer's plans, balances and usage", async () => {
    await billing("customers.get_or_create", { customer_id: "user-42", name: "Ann Example", email: "ann@example.com" });
    await billing("customers.get_or_create", { customer_id: "user-43", name: "Bob", email: "bob@example.com" });
    await billing("track", { customer_id: "user-42", feature_id: "messages", value: 3 });
    await page.getByRole("link", { name: "Customers" }).click();
    await page.getByLabel("Search customers").fill("ann");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Ann Example" }).click();
    const balances = page.getByRole("row", { name: /messages 100 3 97/ });
    await balances.waitFor();
    await page.getByText("No invoices.").waitFor();
    await shot("customer");
    expect(await page.getByRole("button", { name: "Bob" }).count()).toBe(0);
  });

  it("Customers: Advance test clock resets the balances and says the clock's new time (fits 375 px)", async () => {
    // Ann's page is open (the step above): a month later her monthly messages reset.
    const at = new Date(Date.now() + 40 * 86_400_000);
    const value = at.toISOString().slice(0, 16);
    await page.getByText("Follows real time (no test clock yet).").waitFor();
    await page.getByLabel("Advance to").fill(value);
    await page.getByRole("button", { name: "Advance test clock" }).click();
    const status = page.getByRole("status").filter({ hasText: "Test clock advanced" });
    await status.waitFor();
    expect(await status.textContent()).toBe(`Test clock advanced: Ann Example is now at ${value.replace("T", " ")} UTC.`);
    await page.getByRole("row", { name: /messages 100 0 100/ }).waitFor();
    await page.getByText(`Frozen at ${value.replace("T", " ")} UTC.`).waitFor();
    await shot("customer-test-clock");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot("375-customer-test-clock");
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1200, height: 800 });
    // Live mode: no test clock form.
    await modeButton(page, "Live").click();
    await page.getByText("No customers found.").waitFor();
    expect(await page.getByRole("button", { name: "Advance test clock" }).count()).toBe(0);
    await modeButton(page, "Test").click();
  });

  it("Inbox: find a conversation, reply publicly and as an internal note, resolve it", async () => {
    const conv = await desk("/conversations", { contact: { external_id: "user-42", name: "Ann", email: "ann@example.com" }, subject: "Export broken", body: "The export button does nothing" });
    await desk("/conversations", { contact: { external_id: "user-43", name: "Bob" }, subject: "Billing question", body: "How much is Pro?" });
    await page.getByRole("link", { name: "Inbox" }).click();
    await page.getByLabel("Search conversations").fill("export");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Billing question" }).count()).toBe(0);
    await page.getByRole("button", { name: "Export broken" }).waitFor();
    await page.getByRole("button", { name: "Export broken" }).click();
    await page.getByLabel("Reply to the contact").fill("Fixed: please try again.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByRole("listitem").filter({ hasText: "Fixed: please try again." }).waitFor();
    await page.getByRole("radio", { name: "Internal note" }).check();
    await page.getByLabel("Internal note (never shown to the contact)").fill("Known bug, see ticket.");
    await page.getByRole("button", { name: "Add note" }).click();
    const note = page.getByRole("listitem").filter({ hasText: "Known bug, see ticket." });
    await note.waitFor();
    expect(await note.textContent()).toContain("Internal note");
    await page.getByLabel("Conversation status").selectOption("resolved");
    await page.getByLabel("Priority").selectOption("high");
    await page.getByLabel("Tags").fill("export, bug");
    await page.getByRole("button", { name: "Save" }).click();
    await shot("inbox");
    const res = await fetch(`${h.deskOrigin}/v1/conversations/${conv._id}/messages`, { headers: { authorization: `Bearer ${h.deskKey}` } });
    const msgs = ((await res.json()) as { data: { items: { body: string; visibility: string; author: string }[] } }).data.items;
    expect(msgs.map((m) => [m.author, m.visibility])).toEqual([
      ["team", "internal"],
      ["team", "public"],
      ["contact", "public"],
    ]);
    await expect.poll(async () => ((await (await fetch(`${h.deskOrigin}/v1/conversations/${conv._id}`, { headers: { authorization: `Bearer ${h.deskKey}` } })).json()) as { data: { status: string; priority: string; tags: string[] } }).data).toMatchObject({ status: "resolved", priority: "high", tags: ["export", "bug"] });
    await page.getByRole("button", { name: "Tickets" }).click();
    await page.getByText("No tickets.").waitFor();
  });

  it("fits a 375 px wide screen without sideways scrolling", async () => {
    const small = await context.newPage();
    await watch(small);
    await small.setViewportSize({ width: 375, height: 800 });
    await small.goto(`${h.origin}/#/inbox`);
    await small.getByRole("button", { name: "Billing question" }).waitFor();
    for (const path of ["keys", "webhooks", "plans", "customers", "inbox"]) {
      await small.goto(`${h.origin}/#/${path}`);
      await small.getByRole("heading", { level: 1 }).waitFor();
      await small.waitForTimeout(150);
      await shot(`375-${path}`, small);
      const wide = await small.evaluate(() =>
        [...((globalThis as any).document.querySelectorAll("body *") as any[])]
          .filter((e: any) => e.getBoundingClientRect().right > 376 && !e.closest(".table-wrap"))
          .map((e: any) => `${e.tagName}.${e.className}`)
          .slice(0, 5),
      );
      expect(wide, path).toEqual([]);
      expect(await small.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number), path).toBeLessThanOrEqual(375);
    }
    await small.close();
  });

  it("signing out, or a session that ended, returns to the sign-in page", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await signIn(page);
    // The session ends behind the app's back: the next call answers 401 and the app shows sign-in.
    const sql = testSql(h.tandem);
    try {
      await sql.run("UPDATE console_sessions SET expires_at = 0");
    } finally {
      await sql.close();
    }
    await page.getByRole("link", { name: "Plans" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await shot("expired");
  });

  it("logged no script error and no CSP violation", () => {
    expect(problems).toEqual([]);
  });
});
