/**
 * Console lists that used to stop silently, in a real browser (Debian's chromium through
 * playwright-core): a customer's invoices page with Next/Previous and a link to all of them on the
 * Invoices page; a conversation's and a ticket's earlier messages on demand; webhook endpoints paged;
 * the inbox's and tickets' Assignee filter (anyone / me / unassigned / an operator) and the ticket
 * rows' assignee; a new key's or endpoint's one-time secret cleared by switching Test/Live; a viewer
 * sees none of these pages' write buttons. Data is made through the APIs. Screenshots go to
 * test/artifacts/console-lists-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unwrap } from "../console/src/client.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type Receiver, startReceiver } from "./support/receiver.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const DANA = { email: "dana@example.com", password: "a long enough passphrase", name: "Dana Scully" };
const VIEWER = { email: "vic.viewer@example.com", password: "a long enough passphrase" };
const test = { mode: "test" as const };

let h: ConsoleHarness;
let browser: Browser;
let receiver: Receiver;
let page: Page;
let c: ReturnType<ConsoleHarness["client"]>;
let ownerId: string;
let danaId: string;
const problems: string[] = [];

const shot = (p: Page, name: string) => p.screenshot({ path: join(ARTIFACTS, `console-lists-${name}.png`), fullPage: true });

async function desk<T = { _id: string }>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${h.deskOrigin}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${h.deskKey}`, ...(body !== undefined && { "content-type": "application/json" }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

async function billing(op: string, body: unknown) {
  const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function signIn(as: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await context.newPage();
  p.setDefaultTimeout(15_000);
  p.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  p.on("console", (m) => {
    if (m.type() === "error" && !/401|403|Unauthorized|Forbidden/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  await p.goto(`${h.origin}/`);
  await p.getByLabel("Email").fill(as.email);
  await p.getByLabel("Password").fill(as.password);
  await p.getByRole("button", { name: "Sign in" }).click();
  await p.getByRole("button", { name: "Sign out" }).waitFor();
  return p;
}

const mode = (p: Page, name: "Test" | "Live") => p.getByRole("group", { name: "Mode" }).getByRole("button", { name }).click();

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole({ console: { signInPerMinute: 1000 } });
  receiver = await startReceiver({ status: 200, body: "ok" });
  danaId = (await h.tandem.console.operators.create(h.tandem.store.read, DANA.email, DANA.password, { name: DANA.name })).id;
  await h.tandem.console.operators.create(h.tandem.store.read, VIEWER.email, VIEWER.password, { role: "viewer" });
  c = h.client();
  const session = await unwrap(c.POST("/session", { body: OPERATOR }));
  c.setSession(session);
  ownerId = session.operator.id;
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

describe("console lists in the browser", () => {
  it("Customers: a customer's invoices page with Next and Previous; All invoices of this customer opens the Invoices page filtered by it", async () => {
    await billing("customers.get_or_create", { customer_id: "many-invoices", name: "Mona Many" });
    for (let i = 1; i <= 11; i++) await billing("invoices.create", { customer_id: "many-invoices", custom_line_items: [{ amount: i, description: `Setup ${i}` }] });
    await page.goto(`${h.origin}/#/customers/many-invoices`);
    const list = page.getByRole("list", { name: "Invoices of this customer" });
    await list.getByText(/11\.00 USD/).waitFor();
    expect(await list.getByRole("listitem").count()).toBe(10);
    expect(await list.getByText(/1\.00 USD/).count()).toBe(1); // 11.00 only: the oldest (1.00) is on the next page
    await page.getByRole("button", { name: "Next" }).click();
    await list.getByText(/^.*: \w+, 1\.00 USD/).waitFor();
    expect(await list.getByRole("listitem").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await shot(page, "customer-invoices-page-2");
    await page.getByRole("button", { name: "Previous" }).click();
    await list.getByText(/11\.00 USD/).waitFor();

    await page.getByRole("link", { name: "All invoices of this customer" }).click();
    await page.getByRole("heading", { name: "Invoices", level: 1 }).waitFor();
    expect(await page.getByLabel("Customer id").inputValue()).toBe("many-invoices");
    const table = page.getByRole("table", { name: "Invoices" });
    await table.getByRole("cell", { name: "11.00 USD" }).waitFor();
    expect(await table.getByRole("row").count()).toBe(12); // the header and 11
    expect(await table.getByRole("link", { name: "many-invoices" }).count()).toBe(11);
    await shot(page, "invoices-of-customer");
  });

  it("Webhooks: more endpoints than a page: Next shows the rest, Previous comes back", async () => {
    const urls: string[] = [];
    for (let i = 0; i < 21; i++) {
      const url = `${receiver.url}/hook-${String(i).padStart(2, "0")}`;
      await unwrap(c.POST("/webhook_endpoints", { params: { query: test }, body: { url, events: ["ticket.created"] } }));
      urls.push(url);
    }
    await page.goto(`${h.origin}/#/webhooks`);
    await page.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();
    // Newest first: the 20 newest, then the oldest alone.
    await page.getByText(urls[20]!, { exact: true }).waitFor();
    expect(await page.getByText(urls[0]!, { exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(urls[0]!, { exact: true }).waitFor();
    expect(await page.getByText(urls[20]!, { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await shot(page, "webhooks-page-2");
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByText(urls[20]!, { exact: true }).waitFor();
  });

  it("a new key's or endpoint's one-time secret, not dismissed with Done, is gone after switching Test/Live", async () => {
    // API keys.
    await page.goto(`${h.origin}/#/keys`);
    await page.getByLabel("Name").fill("shown once");
    await page.getByRole("button", { name: "Create key" }).click();
    const keyBox = page.getByRole("textbox", { name: /New Desk test secret key/ });
    const key = await keyBox.inputValue();
    expect(key.length).toBeGreaterThan(20);
    await mode(page, "Live");
    await page.getByRole("note").filter({ hasText: "Live mode" }).waitFor();
    expect(await keyBox.count()).toBe(0);
    expect(await page.content()).not.toContain(key);
    await mode(page, "Test");

    // Desk webhook endpoints.
    await page.goto(`${h.origin}/#/webhooks`);
    await page.getByLabel("Endpoint URL").fill(`${receiver.url}/secret-shown`);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const hookBox = page.getByRole("textbox", { name: /Signing secret of/ });
    const hookSecret = await hookBox.inputValue();
    expect(hookSecret.length).toBeGreaterThan(10);
    await mode(page, "Live");
    await page.getByText("No live endpoints yet.").waitFor();
    expect(await hookBox.count()).toBe(0);
    expect(await page.content()).not.toContain(hookSecret);
    await mode(page, "Test");

    // Billing webhook endpoints.
    await page.goto(`${h.origin}/#/billing-webhooks`);
    const form = page.getByRole("form", { name: "Add billing endpoint" });
    await form.getByLabel("Endpoint id").fill("secret-shown");
    await form.getByLabel("Endpoint URL").fill(`${receiver.url}/billing-secret`);
    await form.getByRole("button", { name: "Add endpoint" }).click();
    const billingBox = page.getByRole("textbox", { name: /Signing secret of secret-shown/ });
    const billingSecret = await billingBox.inputValue();
    expect(billingSecret.length).toBeGreaterThan(10);
    await mode(page, "Live");
    await page.getByRole("note").filter({ hasText: "Live mode" }).waitFor();
    await page.getByRole("table", { name: "Billing endpoints" }).waitFor();
    expect(await billingBox.count()).toBe(0);
    expect(await page.content()).not.toContain(billingSecret);
    await shot(page, "secret-cleared");
    await mode(page, "Test");
  });

  it("Inbox: the Assignee filter (anyone, me, unassigned, an operator); Show earlier messages loads a long conversation's start", async () => {
    const mine = await desk("POST", "/conversations", { contact: { external_id: "as-me" }, body: "Assigned to me please" });
    await desk("PATCH", `/conversations/${mine._id}`, { assigneeId: ownerId, assigneeName: "ops" });
    const danas = await desk("POST", "/conversations", { contact: { external_id: "as-dana" }, body: "For Dana to answer" });
    await desk("PATCH", `/conversations/${danas._id}`, { assigneeId: danaId, assigneeName: DANA.name });
    const long = await desk("POST", "/conversations", { contact: { external_id: "as-none" }, body: "message 00 the very start" });
    for (let i = 1; i <= 51; i++) await desk("POST", `/conversations/${long._id}/messages`, { body: `message ${String(i).padStart(2, "0")}` });

    await page.goto(`${h.origin}/#/inbox`);
    await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
    const rows = page.getByRole("list", { name: "Conversations" }).getByRole("listitem");
    const filter = page.getByRole("search").getByLabel("Assignee");
    await rows.filter({ hasText: "For Dana to answer" }).waitFor();
    const shown = async (want: string[]) => {
      await expect.poll(async () => (await rows.allTextContents()).map((t) => want.find((w) => t.includes(w)) ?? t).sort()).toEqual([...want].sort());
    };
    await shown(["Assigned to me please", "For Dana to answer", "message 00 the very start"]);
    await filter.selectOption({ label: "Me" });
    await shown(["Assigned to me please"]);
    await filter.selectOption({ label: "Unassigned" });
    await shown(["message 00 the very start"]);
    await filter.selectOption({ label: DANA.name });
    await shown(["For Dana to answer"]);
    await shot(page, "inbox-assignee");
    await filter.selectOption({ label: "Anyone" });
    await shown(["Assigned to me please", "For Dana to answer", "message 00 the very start"]);

    // The long conversation: its newest 50 first, then the start on demand.
    await page.getByRole("button", { name: /message 00 the very start/ }).click();
    const messages = page.getByRole("list", { name: "Messages" });
    await messages.getByText("message 51", { exact: true }).waitFor();
    expect(await messages.getByRole("listitem").count()).toBe(50);
    expect(await messages.getByText("message 01", { exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Show earlier messages" }).click();
    await messages.getByText("message 00 the very start", { exact: true }).waitFor();
    expect(await messages.getByRole("listitem").count()).toBe(52);
    expect(await page.getByRole("button", { name: "Show earlier messages" }).count()).toBe(0);
    // Oldest first, in one piece.
    const texts = await messages.locator("li > p").allTextContents();
    expect(texts[0]).toBe("message 00 the very start");
    expect(texts.slice(1)).toEqual(Array.from({ length: 51 }, (_, i) => `message ${String(i + 1).padStart(2, "0")}`));
    // A reply keeps the earlier messages shown and adds itself at the end.
    await page.getByLabel("Reply to the contact").fill("the newest reply");
    await page.getByRole("button", { name: "Send reply" }).click();
    await messages.getByText("the newest reply", { exact: true }).waitFor();
    expect(await messages.getByRole("listitem").count()).toBe(53);
    await shot(page, "inbox-earlier");
  });

  it("Tickets: rows show their assignee; the Assignee filter; Show earlier comments", async () => {
    const mine = await desk("POST", "/tickets", { contact: { external_id: "t-me" }, type: "question", title: "Ticket for me" });
    await desk("PATCH", `/tickets/${mine._id}`, { assigneeId: ownerId });
    const danas = await desk("POST", "/tickets", { contact: { external_id: "t-dana" }, type: "bug", title: "Ticket for Dana" });
    await desk("PATCH", `/tickets/${danas._id}`, { assigneeId: danaId });
    const long = await desk("POST", "/tickets", { contact: { external_id: "t-none" }, type: "support", title: "Ticket nobody has" });
    for (let i = 1; i <= 51; i++) await desk("POST", `/tickets/${long._id}/comments`, { body: `comment ${String(i).padStart(2, "0")}` });

    await page.getByRole("button", { name: "Tickets" }).click();
    const rows = page.getByRole("list", { name: "Tickets" }).getByRole("listitem");
    await rows.filter({ hasText: "Ticket for Dana" }).filter({ hasText: DANA.name }).waitFor();
    await rows.filter({ hasText: "Ticket for me" }).filter({ hasText: "ops" }).waitFor();
    await rows.filter({ hasText: "Ticket nobody has" }).filter({ hasText: "unassigned" }).waitFor();

    const bar = page.getByRole("search", { name: "Ticket filters" });
    const titles = async (want: string[]) => {
      await expect.poll(async () => (await page.getByRole("list", { name: "Tickets" }).getByRole("button").allTextContents()).map((t) => t.replace(/^#\d+ /, "")).sort()).toEqual([...want].sort());
    };
    await bar.getByLabel("Assignee").selectOption({ label: "Me" });
    await bar.getByRole("button", { name: "Filter" }).click();
    await titles(["Ticket for me"]);
    await bar.getByLabel("Assignee").selectOption({ label: "Unassigned" });
    await bar.getByRole("button", { name: "Filter" }).click();
    await titles(["Ticket nobody has"]);
    await bar.getByLabel("Assignee").selectOption({ label: DANA.name });
    await bar.getByRole("button", { name: "Filter" }).click();
    await titles(["Ticket for Dana"]);
    await shot(page, "tickets-assignee");
    await bar.getByLabel("Assignee").selectOption({ label: "Anyone" });
    await bar.getByRole("button", { name: "Filter" }).click();
    await titles(["Ticket for me", "Ticket for Dana", "Ticket nobody has"]);

    await page.getByRole("button", { name: /Ticket nobody has/ }).click();
    const comments = page.getByRole("list", { name: "Comments" });
    await comments.getByText("comment 51", { exact: true }).waitFor();
    expect(await comments.getByRole("listitem").count()).toBe(50);
    await page.getByRole("button", { name: "Show earlier comments" }).click();
    await comments.getByText("comment 01", { exact: true }).waitFor();
    expect(await comments.getByRole("listitem").count()).toBe(51);
    expect(await page.getByRole("button", { name: "Show earlier comments" }).count()).toBe(0);
    await shot(page, "tickets-earlier");
  });

  it("a viewer pages and filters the same lists but sees none of their write buttons", async () => {
    const p = await signIn(VIEWER);
    await p.goto(`${h.origin}/#/inbox`);
    await p.getByRole("button", { name: /message 00 the very start/ }).click();
    await p.getByRole("button", { name: "Show earlier messages" }).waitFor();
    await p.getByRole("search").getByLabel("Assignee").waitFor();
    for (const name of ["Save", "Send reply", "Add note"]) expect(await p.getByRole("button", { name, exact: true }).count(), name).toBe(0);
    await p.getByRole("button", { name: "Tickets" }).click();
    await p.getByRole("button", { name: /Ticket nobody has/ }).click();
    await p.getByRole("button", { name: "Show earlier comments" }).waitFor();
    for (const name of ["Save ticket", "Add comment"]) expect(await p.getByRole("button", { name, exact: true }).count(), name).toBe(0);
    await p.goto(`${h.origin}/#/webhooks`);
    await p.getByRole("button", { name: "Next" }).waitFor();
    for (const name of ["Add endpoint", "Rotate secret", "Edit"]) expect(await p.getByRole("button", { name, exact: true }).count(), name).toBe(0);
    await p.goto(`${h.origin}/#/customers/many-invoices`);
    await p.getByRole("link", { name: "All invoices of this customer" }).waitFor();
    expect(await p.getByRole("button", { name: "Attach plan" }).count()).toBe(0);
    await shot(p, "viewer");
    await p.context().close();
    expect(problems).toEqual([]);
  });
});
