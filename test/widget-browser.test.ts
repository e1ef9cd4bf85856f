/**
 * The chat widget in a real browser (Debian's chromium through playwright-core):
 * a host page on another origin embeds /widget.js with the workspace's public
 * key; the visitor chats, the team answers through the API, resolves, and the
 * visitor rates. Signed webhooks reach a local receiver. Screenshots go to
 * test/artifacts/.
 */
import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type DeskEvent, unwrap, verifyWebhook } from "@tandem/sdk";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userHash } from "../src/desk/widget/identity.rules.js";
import { type DeskHarness, startDesk } from "./support/desk.js";
import { type Receiver, startReceiver } from "./support/receiver.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CHROMIUM = "/usr/bin/chromium";

let h: DeskHarness;
let receiver: Receiver;
let secret: string;
let browser: Browser;
let hostPage: Server;
let hostUrl: string;
let publicKey: string;
/** The identity each host page path sets before the tag (none by default). */
const identities = new Map<string, string>();

/** Every verified event the receiver got so far. */
const received = (): DeskEvent[] => receiver.requests.map((r) => verifyWebhook(r.raw, r.headers["desk-signature"] as string, secret));
async function eventually<T>(fn: () => T | undefined, what: string, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The host site: its own styles (which must not reach the widget) and, per page, an identity. */
function hostHtml(identity: string | null): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Shop</title>
<style>
  body { font-family: Georgia, serif; background: #fdf6e3; margin: 40px; }
  * { color: rgb(10, 20, 30) !important; }
  button { background: lime !important; border: 4px dashed red !important; }
  .hero { font-size: 28px; }
</style></head><body>
<h1 class="hero">Acme Shop</h1><p id="host-text">Our products are great.</p><button id="host-button">Buy</button>
${identity ? `<script>window.TandemWidgetSettings = { identity: ${identity} };</script>` : ""}
<script src="${h.origin}/widget.js" data-public-key="${publicKey}" async></script>
</body></html>`;
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startDesk({ webhooks: { startSender: true, widget: { pollMs: 200 } } });
  publicKey = (await unwrap(h.desk.GET("/workspace"))).testPublicKey;
  receiver = await startReceiver({ status: 204, body: "" });
  secret = (await unwrap(h.desk.POST("/webhook_endpoints", { body: { url: receiver.url, events: ["*"] } }))).secret!;
  hostPage = createServer((req, res) => {
    const u = new URL(req.url ?? "/", "http://x");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostHtml(identities.get(u.pathname) ?? null));
  });
  await new Promise<void>((r) => hostPage.listen(0, "127.0.0.1", r));
  // "localhost" while the desk is "127.0.0.1": another origin (and another port).
  hostUrl = `http://localhost:${(hostPage.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => hostPage?.close(r));
  await receiver?.close();
  await h?.close();
});

async function newVisitorPage(path = "/"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 720 } });
  const page = await context.newPage();
  page.on("pageerror", (err) => console.error("page error:", err));
  await page.goto(`${hostUrl}${path}`);
  return page;
}

describe("the chat widget on a host page of another origin", () => {
  it("a visitor chats, sees the team's reply without reloading, and rates the resolved conversation", async () => {
    const page = await newVisitorPage();
    const launcher = page.getByRole("button", { name: "Chat with us" });
    await launcher.waitFor();
    await page.screenshot({ path: join(ARTIFACTS, "widget-closed.png") });

    // The host's styles reach neither in nor out of the shadow root.
    const launcherBg = await launcher.evaluate((el: any) => (globalThis as any).getComputedStyle(el).backgroundColor);
    expect(launcherBg).toBe("rgb(47, 91, 234)");
    expect(await page.locator("#host-button").evaluate((el: any) => (globalThis as any).getComputedStyle(el).backgroundColor)).toBe("rgb(0, 255, 0)");
    expect(await page.locator("#host-text").evaluate((el: any) => (globalThis as any).getComputedStyle(el).fontFamily)).toBe("Georgia, serif");

    // Keyboard only: focus the launcher, open with Enter, type, send with Enter.
    await launcher.focus();
    await page.keyboard.press("Enter");
    const message = page.getByLabel("Message");
    await expect.poll(() => message.evaluate((el: any) => el === el.getRootNode().activeElement)).toBe(true);
    await page.keyboard.type("The export button does nothing <b>bold?</b>");
    await page.keyboard.press("Enter");
    await page.getByText("The export button does nothing <b>bold?</b>").waitFor(); // shown as text, not markup

    // The conversation exists in the API, from a contact of the visitor's own; a signed conversation.created arrived.
    const list = await unwrap(h.desk.GET("/conversations", { params: { query: { q: "export" } } }));
    expect(list.items).toHaveLength(1);
    const c = list.items[0];
    expect(c.contact.external_id).toMatch(/^visitor:/);
    const created = await eventually(() => received().find((e) => e.type === "conversation.created" && e.data._id === c._id), "conversation.created");
    expect(created.livemode).toBe(false);
    await eventually(() => received().find((e) => e.type === "message.created" && e.data.conversationId === c._id), "message.created");

    // The team answers through the API: the reply appears without reloading; internal notes never do.
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "Internal: customer is on the old plan", visibility: "internal" } }));
    await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "Thanks! A fix ships today.", author_name: "Sam" } }));
    await page.getByText("Thanks! A fix ships today.").waitFor({ timeout: 3000 });
    expect(await page.getByText("Internal: customer is on the old plan").count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, "widget-conversation.png") });

    // The visitor answers with the button this time.
    await message.fill("Great, thank you!");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Great, thank you!").waitFor();
    const messages = await unwrap(h.desk.GET("/conversations/{id}/messages", { params: { path: { id: c._id } } }));
    expect(messages.items[0]).toMatchObject({ body: "Great, thank you!", author: "contact" });

    // Resolving shows the rating; clicking "Rate 5" records it at once → csat.received, no other button needed.
    await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body: { status: "resolved" } }));
    const rate5 = page.getByRole("button", { name: "Rate 5" });
    await rate5.waitFor({ timeout: 3000 });
    for (let n = 1; n <= 4; n++) expect(await page.getByRole("button", { name: `Rate ${n}` }).count()).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, "widget-rating.png") });
    await rate5.click();
    await page.getByText("Thanks for your feedback!").waitFor();
    const csat = await eventually(() => received().find((e) => e.type === "csat.received" && e.data.conversationId === c._id), "csat.received");
    expect(csat.data).toMatchObject({ rating: 5, comment: null });
    // The optional comment follows as an update of the same rating → csat.updated (same _id).
    await page.getByLabel("Comment (optional)").fill("Fast and friendly");
    await page.getByRole("button", { name: "Send comment" }).click();
    await expect.poll(() => page.getByLabel("Comment (optional)").count()).toBe(0);
    const updated = await eventually(() => received().find((e) => e.type === "csat.updated" && e.data.conversationId === c._id), "csat.updated");
    expect(updated.data).toMatchObject({ _id: (csat.data as { _id: string })._id, rating: 5, comment: "Fast and friendly" });
    await page.getByText("Thanks for your feedback!").waitFor();
    await page.screenshot({ path: join(ARTIFACTS, "widget-rated.png") });

    // The visitor's tickets, with public comments only.
    const ticket = await unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: c.contact.external_id! }, type: "bug", title: "Export button broken" } }));
    await unwrap(h.desk.POST("/tickets/{id}/comments", { params: { path: { id: ticket._id } }, body: { body: "Fixed in 2.4.1", author_name: "Sam" } }));
    await unwrap(h.desk.POST("/tickets/{id}/comments", { params: { path: { id: ticket._id } }, body: { body: "Internal: regression from #88", visibility: "internal" } }));
    await page.getByRole("tab", { name: "Tickets" }).click();
    await page.getByText(`#${ticket.number} Export button broken`).waitFor();
    await page.getByText("Fixed in 2.4.1").waitFor();
    expect(await page.getByText("Internal: regression from #88").count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, "widget-tickets.png") });

    // Escape closes the panel and gives the focus back to the launcher.
    await page.keyboard.press("Escape");
    await expect.poll(() => launcher.evaluate((el: any) => el === el.getRootNode().activeElement)).toBe(true);
    expect(await launcher.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("a visitor who clicks a star and closes the panel has rated: the rating is recorded on the click (csat.received), no comment needed", async () => {
    const page = await newVisitorPage();
    await page.getByRole("button", { name: "Chat with us" }).click();
    await page.getByLabel("Message").fill("Where is my parcel?");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Where is my parcel?").waitFor();
    const c = (await unwrap(h.desk.GET("/conversations", { params: { query: { q: "parcel" } } }))).items[0];
    await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body: { status: "resolved" } }));
    await page.getByRole("button", { name: "Rate 2" }).click();
    await page.getByText("Thanks for your feedback!").waitFor();
    await page.keyboard.press("Escape");
    const csat = await eventually(() => received().find((e) => e.type === "csat.received" && e.data.conversationId === c._id), "csat.received");
    expect(csat.data).toMatchObject({ rating: 2, comment: null });
    await page.context().close();
  });

  it("an identified visitor with a bad user_hash is refused when the workspace requires verification; a good one is let in", async () => {
    await unwrap(h.desk.PATCH("/widget_settings", { body: { identityVerificationRequired: true } }));
    const { identitySecret } = await unwrap(h.desk.GET("/widget_settings"));
    identities.set("/bad", JSON.stringify({ external_id: "user-77", name: "Eve", user_hash: "0".repeat(64) }));
    identities.set("/good", JSON.stringify({ external_id: "user-77", name: "Ann", user_hash: userHash(identitySecret, "user-77") }));

    const bad = await newVisitorPage("/bad");
    const refused = bad.waitForResponse((r) => r.url().endsWith("/v1/widget/session"));
    await bad.getByRole("button", { name: "Chat with us" }).click();
    expect((await refused).status()).toBe(401);
    await bad.getByRole("alert").getByText("your sign-in could not be verified").waitFor();
    await bad.screenshot({ path: join(ARTIFACTS, "widget-identity-refused.png") });
    expect((await unwrap(h.desk.GET("/contacts", { params: { query: { external_id: "user-77" } } }))).items).toEqual([]);
    await bad.context().close();

    const good = await newVisitorPage("/good");
    await good.getByRole("button", { name: "Chat with us" }).click();
    await good.getByLabel("Message").fill("Hello from a verified user");
    await good.getByRole("button", { name: "Send" }).click();
    await good.getByText("Hello from a verified user").waitFor();
    const contact = (await unwrap(h.desk.GET("/contacts", { params: { query: { external_id: "user-77" } } }))).items[0];
    expect(contact).toMatchObject({ name: "Ann" });
    await good.context().close();
  });
});
