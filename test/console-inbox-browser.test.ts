/**
 * The console's inbox in a real browser (Debian's chromium through playwright-core): rows that
 * update live while a visitor writes through the widget API, the unread marker, the keyboard
 * (j/k/r/e), the operator's name on its replies, assignees, tickets, feedback and CSAT, Next/Previous.
 * Screenshots go to test/artifacts/console-inbox-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, startConsole } from "./support/console.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CHROMIUM = "/usr/bin/chromium";
const DANA = { email: "dana@example.com", password: "a long enough passphrase", name: "Dana Scully" };

let h: ConsoleHarness;
let browser: Browser;
let page: Page;
const problems: string[] = [];

const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `console-inbox-${name}.png`), fullPage: true });

async function desk<T = { _id: string }>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${h.deskOrigin}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${h.deskKey}`, ...(body !== undefined && { "content-type": "application/json" }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/** A chat-widget visitor: its own session token, writing through the widget API as the widget does. */
async function widgetVisitor() {
  const pk = (await desk<{ testPublicKey: string }>("GET", "/workspace")).testPublicKey;
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${h.deskOrigin}/v1/widget${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${pk}`, "content-type": "application/json", ...(token && { "x-visitor-token": token }) },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: T }).data;
  };
  const { visitorToken } = await post<{ visitorToken: string }>("/session", { identity: { external_id: "visitor-live", name: "Vera Visitor" } });
  return {
    start: (body: string) => post<{ _id: string }>("/conversations", { body }, visitorToken),
    write: (id: string, body: string) => post<{ _id: string }>(`/conversations/${id}/messages`, { body }, visitorToken),
  };
}

const rows = () => page.getByRole("list", { name: "Conversations" }).getByRole("listitem");
const row = (text: string) => rows().filter({ hasText: text });

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole();
  await h.tandem.console.operators.create(h.tandem.store.read, DANA.email, DANA.password, { name: DANA.name });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/401|Unauthorized/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  await page.goto(`${h.origin}/`);
  await page.getByLabel("Email").fill(DANA.email);
  await page.getByLabel("Password").fill(DANA.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Inbox" }).click();
  await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("console inbox in the browser", () => {
  it("a visitor's new conversation appears without a reload, marked Unread with the contact; opening it clears the marker; the visitor's next message appears in the open conversation", async () => {
    await page.getByText("No conversations.").waitFor();
    const visitor = await widgetVisitor();
    const chat = await visitor.start("Hello, is the API down?");
    // No reload, no click: the page's poll of the desk's changes brings it.
    await row("Hello, is the API down?").waitFor();
    expect(await row("Hello, is the API down?").textContent()).toMatch(/Unread.*Hello, is the API down\?.*Vera Visitor.*open.*unassigned/);
    await shot("live-row");
    await row("Hello, is the API down?").getByRole("button").click();
    await expect.poll(() => row("Hello, is the API down?").textContent()).not.toContain("Unread");
    await visitor.write(chat._id, "Still failing for me");
    await page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: "Still failing for me" }).waitFor();
    // Seen while open, it is unread again in the list until opened again (the contact wrote after).
    await expect.poll(() => row("Hello, is the API down?").textContent()).toContain("Unread");
    expect(problems).toEqual([]);
  });

  it("keyboard: j and k move through the list, r goes to the reply (sent under the operator's name), e resolves", async () => {
    await desk("POST", "/conversations", { contact: { external_id: "kb-1", name: "Kim" }, subject: "Keyboard one", body: "one" });
    await desk("POST", "/conversations", { contact: { external_id: "kb-2", name: "Lee" }, subject: "Keyboard two", body: "two" });
    await row("Keyboard one").waitFor();
    await row("Keyboard two").waitFor();
    await page.getByText("Keyboard: j next conversation, k previous, r reply, e resolve.").waitFor();
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    // Newest first: "Keyboard two", "Keyboard one", then the visitor's (open since the test before).
    await page.keyboard.press("k");
    await page.getByRole("heading", { name: "Keyboard one", level: 2 }).waitFor();
    await page.keyboard.press("k");
    await page.getByRole("heading", { name: "Keyboard two", level: 2 }).waitFor();
    await page.keyboard.press("j");
    await page.getByRole("heading", { name: "Keyboard one", level: 2 }).waitFor();
    await page.keyboard.press("k");
    await page.getByRole("heading", { name: "Keyboard two", level: 2 }).waitFor();
    await page.keyboard.press("r");
    await page.locator("#reply-body:focus").waitFor();
    await page.keyboard.type("Answered from the keyboard");
    await page.getByRole("button", { name: "Send reply" }).click();
    const reply = page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: "Answered from the keyboard" });
    await reply.waitFor();
    expect(await reply.textContent()).toContain("Team · Dana Scully");
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("e");
    // Resolved: it leaves the Active list.
    await expect.poll(() => row("Keyboard two").count()).toBe(0);
    const listed = await desk<{ items: { subject: string | null; status: string }[] }>("GET", "/conversations?limit=100");
    expect(listed.items.find((c) => c.subject === "Keyboard two")?.status).toBe("resolved");
    const two = listed.items.find((c) => c.subject === "Keyboard two") as unknown as { _id: string };
    const msgs = await desk<{ items: { author_name: string | null; author: string }[] }>("GET", `/conversations/${two._id}/messages`);
    expect(msgs.items[0]).toMatchObject({ author: "team", author_name: "Dana Scully" });
    await shot("keyboard");
  });

  it("assigns a conversation to an operator chosen from the workspace's operators", async () => {
    await row("Keyboard one").getByRole("button").click();
    const assignee = page.getByRole("form", { name: "Conversation settings" }).getByLabel("Assignee");
    expect(await assignee.locator("option").allTextContents()).toEqual(["Unassigned", "ops", "Dana Scully"]);
    await assignee.selectOption({ label: "Dana Scully" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => row("Keyboard one").textContent()).toContain("Dana Scully");
  });

  it("pages the list with Next and Previous", async () => {
    for (let i = 0; i < 26; i++) await desk("POST", "/conversations", { contact: { external_id: `pg-${i}` }, subject: `Paged ${String(i).padStart(2, "0")}`, body: "x" });
    await row("Paged 25").waitFor();
    expect(await row("Keyboard one").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await row("Keyboard one").waitFor();
    expect(await row("Paged 25").count()).toBe(0);
    await page.getByRole("button", { name: "Previous" }).click();
    await row("Paged 25").waitFor();
  });

  it("tickets: a public and an internal comment under the operator's name, status, priority, type and tags", async () => {
    const ticket = await desk("POST", "/tickets", { contact: { external_id: "tk-1" }, type: "question", title: "Cannot export CSV" });
    await page.getByRole("group", { name: "Inbox lists" }).getByRole("button", { name: "Tickets" }).click();
    await page.getByRole("button", { name: "#1 Cannot export CSV" }).click();
    await page.getByLabel("Comment to the contact").fill("We are on it");
    await page.getByRole("button", { name: "Add comment" }).click();
    const comment = page.getByRole("list", { name: "Comments" }).getByRole("listitem").filter({ hasText: "We are on it" });
    await comment.waitFor();
    expect(await comment.textContent()).toContain("Dana Scully");
    await page.getByRole("radio", { name: "Internal comment" }).check();
    await page.getByLabel("Internal comment (never shown to the contact)").fill("Reproduced on staging");
    await page.getByRole("button", { name: "Add comment" }).click();
    await page.getByRole("list", { name: "Comments" }).getByRole("listitem").filter({ hasText: "Reproduced on staging" }).waitFor();
    const settings = page.getByRole("form", { name: "Ticket settings" });
    await settings.getByLabel("Ticket status").selectOption("pending");
    await settings.getByLabel("Ticket priority").selectOption("urgent");
    await settings.getByLabel("Type").selectOption("bug");
    await settings.getByLabel("Assignee").selectOption({ label: "Dana Scully" });
    await settings.getByLabel("Ticket tags").fill("export");
    await page.getByRole("button", { name: "Save ticket" }).click();
    await expect
      .poll(async () => desk<{ status: string; priority: string; type: string; tags: string[] }>("GET", `/tickets/${ticket._id}`))
      .toMatchObject({ status: "pending", priority: "urgent", type: "bug", tags: ["export"] });
    const comments = await desk<{ items: { visibility: string; author_name: string | null }[] }>("GET", `/tickets/${ticket._id}/comments`);
    expect(comments.items.map((c) => [c.visibility, c.author_name])).toEqual([
      ["internal", "Dana Scully"],
      ["public", "Dana Scully"],
    ]);
    await shot("tickets");
  });

  it("feedback: votes shown; triage status, the public reply and tags", async () => {
    const fb = await desk("POST", "/feedback", { contact: { external_id: "fb-1" }, kind: "idea", title: "Dark mode please" });
    await desk("POST", `/feedback/${fb._id}/votes`, { contact: { external_id: "fb-2" } });
    await page.getByRole("group", { name: "Inbox lists" }).getByRole("button", { name: "Feedback" }).click();
    const item = page.getByRole("list", { name: "Feedback" }).getByRole("listitem").filter({ hasText: "Dark mode please" });
    await item.waitFor();
    expect(await item.textContent()).toContain("1 vote");
    await item.getByRole("button").click();
    const triage = page.getByRole("form", { name: "Triage" });
    await triage.getByLabel("Feedback status").selectOption("planned");
    await triage.getByLabel("Public reply").fill("Planned for March");
    await triage.getByLabel("Feedback tags").fill("ui");
    await page.getByRole("button", { name: "Save feedback" }).click();
    await expect.poll(() => item.textContent()).toContain("planned");
    expect(await desk("GET", `/feedback/${fb._id}`)).toMatchObject({ status: "planned", reply: "Planned for March", tags: ["ui"] });
    await shot("feedback");
  });

  it("CSAT: a conversation's rating on it, and the score over time as a chart with its numbers", async () => {
    const c = await desk("POST", "/conversations", { contact: { external_id: "cs-1", name: "Cy" }, subject: "Rated one", body: "thanks" });
    await desk("PATCH", `/conversations/${c._id}`, { status: "resolved" });
    await desk("POST", `/conversations/${c._id}/csat`, { rating: 5, comment: "Great help" });
    await page.getByRole("group", { name: "Inbox lists" }).getByRole("button", { name: "CSAT" }).click();
    await page.getByRole("img", { name: "CSAT score over time: 100% over the period" }).waitFor();
    const table = page.getByRole("table", { name: "CSAT score over time (numbers)" });
    await table.waitFor();
    expect(await table.getByRole("row").nth(1).textContent()).toMatch(/^\d{4}-\d\d-\d\d100%15$/);
    await page.getByText("CSAT score 100% (1 rating, mean 5 of 5)").waitFor();
    await shot("csat");
    await page.getByRole("group", { name: "Inbox lists" }).getByRole("button", { name: "Conversations" }).click();
    await page.getByRole("search").getByLabel("Status").selectOption("resolved");
    await row("Rated one").getByRole("button").click();
    await page.getByText("CSAT 5/5 “Great help”").waitFor();
    await shot("conversation");
    expect(problems).toEqual([]);
  });
});
