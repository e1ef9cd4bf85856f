/**
 * The console's inbox for a viewer (read-only, issue 31 §4) in a real browser (Debian's chromium
 * through playwright-core): conversations, tickets, feedback and CSAT show everything but no write
 * control (no reply box, settings, assignee, status, triage or tag controls; `r` and `e` do nothing),
 * and the live list moves a conversation that gets a new message to the top.
 * Screenshots go to test/artifacts/console-inbox-viewer-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, startConsole } from "./support/console.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CHROMIUM = "/usr/bin/chromium";
const VIEWER = { email: "vic.viewer@example.com", password: "a long enough passphrase", name: "Vic Viewer" };
/** Every write control of the inbox's pages, by accessible name. */
const WRITE_BUTTONS = ["Save", "Send reply", "Add note", "Add comment", "Save ticket", "Save feedback"];
const WRITE_FORMS = ["Conversation settings", "Reply", "Ticket settings", "Comment", "Triage"];

let h: ConsoleHarness;
let browser: Browser;
let page: Page;
const problems: string[] = [];

const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `console-inbox-viewer-${name}.png`), fullPage: true });

async function desk<T = { _id: string }>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${h.deskOrigin}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${h.deskKey}`, ...(body !== undefined && { "content-type": "application/json" }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const rows = () => page.getByRole("list", { name: "Conversations" }).getByRole("listitem");
const tab = (name: string) => page.getByRole("group", { name: "Inbox lists" }).getByRole("button", { name });

/** No write button or form of the inbox is on the page. */
async function expectNoWriteControls() {
  for (const name of WRITE_BUTTONS) expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(0);
  for (const name of WRITE_FORMS) expect(await page.getByRole("form", { name, exact: true }).count(), name).toBe(0);
  expect(await page.locator("main textarea, section.detail input, section.detail select").count()).toBe(0);
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole();
  await h.tandem.console.operators.create(h.tandem.store.read, VIEWER.email, VIEWER.password, { role: "viewer", name: VIEWER.name });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/401|Unauthorized/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("console inbox for a viewer", () => {
  it("conversations: the last message first, live; a viewer reads messages but has no reply box, settings or resolve key", async () => {
    const old = await desk("POST", "/conversations", { contact: { external_id: "v-1", name: "Olga" }, subject: "Older question", body: "first" });
    await desk("POST", "/conversations", { contact: { external_id: "v-2", name: "Nils" }, subject: "Newer question", body: "second" });
    await page.goto(`${h.origin}/`);
    await page.getByLabel("Email").fill(VIEWER.email);
    await page.getByLabel("Password").fill(VIEWER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: "Inbox" }).click();
    await page.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
    await expect.poll(() => rows().allTextContents(), { timeout: 15_000 }).toEqual([expect.stringContaining("Newer question"), expect.stringContaining("Older question")]);
    // A new message on the older one: the page's poll brings it to the top without a reload.
    await desk("POST", `/conversations/${old._id}/messages`, { body: "a follow-up" });
    await expect.poll(() => rows().first().textContent(), { timeout: 15_000 }).toContain("Older question");
    await page.getByText("Keyboard: j next conversation, k previous. The list updates by itself.").waitFor();
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("j");
    await page.getByRole("heading", { name: "Older question", level: 2 }).waitFor();
    await page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: "a follow-up" }).waitFor();
    await page.keyboard.press("e");
    await page.keyboard.press("r");
    await expectNoWriteControls();
    await shot("conversation");
    expect((await desk<{ status: string }>("GET", `/conversations/${old._id}`)).status).toBe("open");
  });

  it("tickets, feedback and CSAT: everything shown, no comment box, ticket settings or triage", async () => {
    await desk("POST", "/tickets", { contact: { external_id: "v-t" }, type: "bug", title: "Export is broken", tags: ["export"] });
    const fb = await desk("POST", "/feedback", { contact: { external_id: "v-f" }, kind: "idea", title: "Dark mode" });
    await desk("PATCH", `/feedback/${fb._id}`, { status: "planned", reply: "Planned for March" });
    await tab("Tickets").click();
    await page.getByRole("button", { name: "#1 Export is broken" }).click();
    await page.getByRole("heading", { name: "#1 Export is broken", level: 2 }).waitFor();
    await shot("ticket");
    await page.getByRole("region", { name: "#1 Export is broken" }).getByText(/bug · unassigned/).waitFor();
    await expectNoWriteControls();
    await tab("Feedback").click();
    await page.getByRole("list", { name: "Feedback" }).getByRole("button", { name: "Dark mode" }).click();
    await page.getByRole("heading", { name: "Dark mode", level: 2 }).waitFor();
    await page.getByText("Planned for March").waitFor();
    await expectNoWriteControls();
    await shot("feedback");
    await tab("CSAT").click();
    await page.getByRole("heading", { name: "CSAT over time" }).waitFor();
    await expectNoWriteControls();
    expect(problems).toEqual([]);
  });
});
