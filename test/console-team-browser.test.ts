/**
 * The console's team in a real browser (Debian's chromium through playwright-core): an agent sees
 * no Team, API keys or Settings link; an owner invites by e-mail (smtp-server stands in for the
 * mail server), the invited operator opens the link, chooses a password and lands in the inbox;
 * the audit log shows the invitation and filters by action. Screenshots: test/artifacts/console-team-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unwrap } from "../console/src/client.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type SmtpServerHandle, startSmtp } from "./support/smtp.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CHROMIUM = "/usr/bin/chromium";
const PASSWORD = "a long enough password";

let h: ConsoleHarness;
let smtp: SmtpServerHandle;
let browser: Browser;
const problems: string[] = [];

const shot = (p: Page, name: string) => p.screenshot({ path: join(ARTIFACTS, `console-team-${name}.png`), fullPage: true });

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  const p = await context.newPage();
  p.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  p.on("console", (m) => {
    if (m.type() === "error" && !/401|Unauthorized/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  return p;
}

async function signIn(p: Page, email: string, password: string) {
  await p.goto(`${h.origin}/`);
  await p.getByLabel("Email").fill(email);
  await p.getByLabel("Password").fill(password);
  await p.getByRole("button", { name: "Sign in" }).click();
  await p.getByRole("link", { name: "Inbox" }).waitFor();
}

const nav = (p: Page) => p.getByRole("navigation", { name: "Console" });

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  smtp = await startSmtp();
  h = await startConsole({ console: { signInPerMinute: 1000 }, desk: { mail: { smtpUrl: smtp.url, from: "Acme <console@acme.test>", onlineWindowMs: 0 } } });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
  await smtp?.close();
});

describe("console team in the browser", () => {
  it("an agent sees the inbox but no Team, API keys or Settings link", async () => {
    const email = "agent.browser@example.com";
    await h.tandem.console.operators.create(h.tandem.store.read, email, PASSWORD, { role: "agent" });
    const p = await newPage();
    await signIn(p, email, PASSWORD);
    await p.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
    const links = await nav(p).getByRole("link").allTextContents();
    expect(links).toEqual(["Inbox"]);
    for (const name of ["Team", "API keys", "Settings", "Audit log"]) expect(await nav(p).getByRole("link", { name }).count()).toBe(0);
    await shot(p, "agent");
    // Typing a hidden page's address shows the inbox instead.
    await p.goto(`${h.origin}/#/keys`);
    await p.getByRole("heading", { name: "Inbox", level: 1 }).waitFor();
    await p.context().close();
  });

  it("an admin sees no Team or API keys link, and their addresses show another page", async () => {
    const email = "admin.browser@example.com";
    await h.tandem.console.operators.create(h.tandem.store.read, email, PASSWORD, { role: "admin" });
    const p = await newPage();
    await signIn(p, email, PASSWORD);
    await nav(p).getByRole("link", { name: "Webhooks" }).waitFor();
    for (const name of ["Team", "API keys"]) expect(await nav(p).getByRole("link", { name }).count()).toBe(0);
    await shot(p, "admin");
    for (const hidden of ["keys", "team"]) {
      await p.goto(`${h.origin}/#/webhooks`);
      await p.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();
      // Typing a hidden page's address shows the first page the role sees (Home) instead.
      await p.goto(`${h.origin}/#/${hidden}`);
      await p.getByRole("heading", { name: "Home", level: 1 }).waitFor();
      expect(await p.getByRole("heading", { name: /^(API keys|Team)$/, level: 1 }).count()).toBe(0);
    }
    await p.context().close();
  });

  it("an owner invites by e-mail; the link lets the invited operator choose a password and sign in once; the audit log shows it", async () => {
    const owner = await newPage();
    await signIn(owner, OPERATOR.email, OPERATOR.password);
    for (const name of ["Team", "API keys", "Settings", "Audit log"]) await nav(owner).getByRole("link", { name }).waitFor();
    await nav(owner).getByRole("link", { name: "Team" }).click();
    await owner.getByRole("heading", { name: "Team", level: 1 }).waitFor();
    const form = owner.getByRole("form", { name: "Invite an operator" });
    await form.getByLabel("Email").fill("new.viewer@example.com");
    await form.getByLabel("Name").fill("Nova Viewer");
    await form.getByLabel("Role").selectOption("viewer");
    await owner.getByRole("button", { name: "Invite" }).click();
    await owner.getByRole("status").filter({ hasText: "Invitation e-mailed to new.viewer@example.com" }).waitFor();
    await owner.getByRole("cell", { name: /Nova Viewer/ }).waitFor();
    await shot(owner, "team");

    const mail = smtp.arrived.find((m) => m.envelopeTo.includes("new.viewer@example.com"));
    const url = /https?:\/\/\S+\/#\/link\/[A-Za-z0-9_-]+/.exec(mail?.mail.text ?? "")?.[0];
    expect(url).toBeDefined();
    const invited = await newPage();
    await invited.goto(url!);
    await invited.getByRole("heading", { name: "Choose your password" }).waitFor();
    await shot(invited, "link");
    await invited.getByLabel("New password").fill(PASSWORD);
    await invited.getByRole("button", { name: "Set password and sign in" }).click();
    await nav(invited).getByRole("link", { name: "Customers" }).waitFor();
    expect(await nav(invited).getByRole("link", { name: "Team" }).count()).toBe(0);
    expect(await nav(invited).getByRole("link", { name: "API keys" }).count()).toBe(0);
    await invited.context().close();
    // The link works once.
    const again = await newPage();
    await again.goto(url!);
    await again.getByLabel("New password").fill(PASSWORD);
    await again.getByRole("button", { name: "Set password and sign in" }).click();
    await again.getByRole("alert").filter({ hasText: "invalid_sign_in_link" }).waitFor();
    await again.context().close();

    await nav(owner).getByRole("link", { name: "Audit log" }).click();
    await owner.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
    await owner.getByRole("cell", { name: "team.invite" }).waitFor();
    // The entry names the invited operator (its id) and says what: its e-mail and role (never the link).
    const invitedId = (await h.tandem.console.team.byEmail(h.tandem.store.read, "new.viewer@example.com")).id;
    const inviteRow = owner.getByRole("row").filter({ hasText: "team.invite" });
    await inviteRow.getByRole("cell", { name: invitedId }).waitFor();
    await inviteRow.getByText("new.viewer@example.com").waitFor();
    expect(await inviteRow.getByRole("definition").allTextContents()).toContain("viewer");
    expect(await owner.locator("main").textContent()).not.toContain("/#/link/");
    const filter = owner.getByRole("form", { name: "Filter the audit log" });
    await filter.getByLabel("Action").fill("team.update");
    await filter.getByRole("button", { name: "Filter" }).click();
    await owner.getByRole("cell", { name: "No actions match." }).waitFor();
    await filter.getByLabel("Action").fill("team.invite");
    await filter.getByRole("button", { name: "Filter" }).click();
    await owner.getByRole("cell", { name: "team.invite" }).waitFor();
    // One page: no pager (console/src/pager.tsx shows Next/Previous only when there is another page).
    expect(await owner.getByRole("button", { name: "Next" }).count()).toBe(0);
    expect(await owner.getByRole("button", { name: "Previous" }).count()).toBe(0);
    await shot(owner, "audit");
    await owner.context().close();
    expect(problems).toEqual([]);
  });

  it("an admin filters the audit log by operator from a list (it cannot read the team); a role change reads from → to", async () => {
    const email = "admin.audit@example.com";
    const admin = await h.tandem.console.operators.create(h.tandem.store.read, email, PASSWORD, { role: "admin" });
    const c = h.client();
    c.setSession(await unwrap(c.POST("/session", { body: OPERATOR })));
    await unwrap(c.PATCH("/team/{id}", { params: { path: { id: admin.id } }, body: { role: "viewer" } }));
    await unwrap(c.PATCH("/team/{id}", { params: { path: { id: admin.id } }, body: { role: "admin" } }));
    const p = await newPage();
    await signIn(p, email, PASSWORD);
    await nav(p).getByRole("link", { name: "Audit log" }).click();
    await p.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
    const filter = p.getByRole("form", { name: "Filter the audit log" });
    const operator = filter.getByRole("combobox", { name: "Operator" });
    await operator.locator("option", { hasText: OPERATOR.email }).waitFor({ state: "attached" });
    await operator.selectOption({ label: OPERATOR.email });
    await filter.getByLabel("Action").fill("team.update");
    await filter.getByRole("button", { name: "Filter" }).click();
    await p.getByRole("definition").filter({ hasText: "viewer → admin" }).waitFor();
    await p.getByRole("definition").filter({ hasText: "admin → viewer" }).waitFor();
    await shot(p, "audit-admin");
    await p.context().close();
    expect(problems).toEqual([]);
  });
});
