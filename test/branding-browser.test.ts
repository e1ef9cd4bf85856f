/**
 * A branded workspace in a real browser (Debian's chromium through
 * playwright-core), set up as an operator would: the console's Settings page
 * (fields and logo upload). Then every surface a customer sees is opened and
 * screenshotted to test/artifacts/branded-*.png: the hosted checkout, its end,
 * the portal, the invoice page, the invoice PDF (rendered to PNG by poppler's
 * pdftoppm), a visitor mail that went through SMTP, and the chat widget on a
 * host page of another origin.
 */
import { testDatabase } from "./support/template-db.js";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDeskClient, createRevenueClient, type DeskClient, type RevenueClient, unwrap } from "@tandem/sdk";
import type { FastifyInstance } from "fastify";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../src/platform/auth/keys.service.js";
import { systemClock } from "../src/platform/clock.js";
import { buildConsoleApi, buildDeskApi, buildRevenueApi, openTandem, type Tandem } from "../src/tandem.js";
import { OPERATOR } from "./support/console.js";
import { logoPng } from "./support/png.js";
import { type SmtpServerHandle, startSmtp } from "./support/smtp.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CHROMIUM = "/usr/bin/chromium";
const ACCENT = "rgb(10, 125, 90)"; // #0a7d5a

let dir: string;
let tandem: Tandem;
let apps: FastifyInstance[];
let origins: { desk: string; revenue: string; console: string };
let smtp: SmtpServerHandle;
let desk: DeskClient;
let rv: RevenueClient;
let browser: Browser;
let context: BrowserContext;
let hostPage: Server;
let hostUrl: string;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), "tandem-brand-"));
  smtp = await startSmtp();
  tandem = await openTandem(await testDatabase(dir), systemClock, { desk: { production: false, mail: { smtpUrl: smtp.url, from: "support@acme.test", onlineWindowMs: 0 } } });
  await tandem.console.operators.create(tandem.store.read, OPERATOR.email, OPERATOR.password);
  apps = [await buildDeskApi(tandem, { rateLimitPerMinute: 100_000 }), await buildRevenueApi(tandem), await buildConsoleApi(tandem)];
  const [d, r, c] = await Promise.all(apps.map((a) => a.listen({ host: "127.0.0.1", port: 0 })));
  origins = { desk: d, revenue: r, console: c };
  tandem.revenue.setPublicUrl(r);
  desk = createDeskClient({ baseUrl: `${d}/v1`, apiKey: (await createApiKey(tandem, tandem.workspace.id, { api: "desk", mode: "test", kind: "secret" })).key });
  rv = createRevenueClient({ baseUrl: `${r}/v1`, apiKey: (await createApiKey(tandem, tandem.workspace.id, { api: "revenue", mode: "test", kind: "secret" })).key });
  const publicKey = (await unwrap(desk.GET("/workspace"))).testPublicKey;
  hostPage = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><meta charset="utf-8"><title>Acme shop</title></head>
<body style="font-family: Georgia, serif; margin: 40px"><h1>Acme Robotics shop</h1><p>Robots for every home.</p>
<script src="${d}/widget.js" data-public-key="${publicKey}" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => hostPage.listen(0, "127.0.0.1", resolve));
  hostUrl = `http://localhost:${(hostPage.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  context = await browser.newContext({ viewport: { width: 900, height: 900 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => hostPage?.close(r));
  await Promise.all((apps ?? []).map((a) => a.close()));
  await tandem?.close();
  await smtp?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `branded-${name}.png`), fullPage: true });

/** A new tab that records console errors and CSP violations. */
async function open(url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(url);
  return { page, problems };
}

const css = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el: any, p: string) => (globalThis as any).getComputedStyle(el).getPropertyValue(p).trim(), property);
const logoLoaded = (page: Page, selector: string) => page.locator(selector).first().evaluate((el: any) => el.complete && el.naturalWidth > 0);

describe("a workspace branded in the console is what customers see", () => {
  let checkoutUrl: string;

  it("the operator sets the identity and uploads the logo on the Settings page", async () => {
    const logoFile = join(dir, "acme-logo.png");
    writeFileSync(logoFile, logoPng());
    const { page } = await open(`${origins.console}/`);
    await page.getByLabel("Email").fill(OPERATOR.email);
    await page.getByLabel("Password").fill(OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Acme Robotics");
    await page.getByLabel("Legal name").fill("Acme Robotics GmbH");
    await page.getByLabel("Address").fill("Hauptstr. 1\n10115 Berlin\nGermany");
    await page.getByLabel("Tax ID").fill("DE123456789");
    await page.getByLabel("Support e-mail").fill("help@acme.test");
    await page.getByLabel("Accent colour").fill("#0a7d5a");
    await page.getByLabel("Widget greeting").fill("Hallo! Ask the Acme team anything.");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Settings saved.").waitFor();
    await page.getByLabel(/Upload a logo/).setInputFiles(logoFile);
    await page.getByText("Logo saved.").waitFor();
    await page.getByRole("img", { name: "Current logo" }).waitFor();
    expect(await logoLoaded(page, "img.logo-preview")).toBe(true);
    await shot(page, "console-settings");
    expect(await unwrap(desk.GET("/workspace"))).toMatchObject({ name: "Acme Robotics", legalName: "Acme Robotics GmbH", taxId: "DE123456789", accentColor: "#0a7d5a" });
    await page.close();
  });

  it("the checkout shows the seller's name and logo in the accent colour, and pays", async () => {
    await unwrap(rv.POST("/plans.create", { body: { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" } } }));
    await unwrap(rv.POST("/customers.get_or_create", { body: { customer_id: "cus_ada", name: "Ada Lovelace", email: "ada@example.com" } }));
    checkoutUrl = (await unwrap(rv.POST("/billing.attach", { body: { customer_id: "cus_ada", plan_id: "pro" } }))).payment_url!;
    const { page, problems } = await open(checkoutUrl);
    await expect.poll(() => page.locator("header.seller .seller-name").textContent()).toBe("Acme Robotics");
    expect(await logoLoaded(page, "header.seller img")).toBe(true);
    expect(await css(page, ":root", "--accent")).toBe("#0a7d5a");
    expect(await css(page, "button[type=submit]", "background-color")).toBe(ACCENT);
    await shot(page, "checkout");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry").fill("12/40");
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Name on card").fill("Ada Lovelace");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.getByRole("heading", { name: "Payment complete" }).waitFor();
    await shot(page, "checkout-complete");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the invoice page and its PDF name the seller's legal name, address and tax id", async () => {
    const inv = (await unwrap(rv.POST("/invoices.list", { body: { customer_id: "cus_ada" } }))).list[0];
    const { page, problems } = await open(inv.hosted_invoice_url!);
    const seller = page.getByRole("region", { name: "Seller" });
    await expect.poll(() => seller.textContent()).toContain("Acme Robotics GmbH");
    await expect.poll(() => seller.textContent()).toContain("10115 Berlin");
    await expect.poll(() => seller.textContent()).toContain("Tax ID: DE123456789");
    expect(await css(page, "a.button.secondary", "color")).toBe(ACCENT);
    await shot(page, "invoice");
    expect(problems).toEqual([]);
    await page.close();

    const pdf = Buffer.from(await (await fetch(`${inv.hosted_invoice_url}/pdf`)).arrayBuffer());
    const pdfFile = join(dir, "invoice.pdf");
    writeFileSync(pdfFile, pdf);
    execFileSync("pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", pdfFile, join(ARTIFACTS, "branded-invoice-pdf")]);
    const png = readFileSync(join(ARTIFACTS, "branded-invoice-pdf.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    const text = execFileSync("pdftotext", ["-layout", pdfFile, "-"], { encoding: "utf8" });
    for (const want of ["Acme Robotics GmbH", "Hauptstr. 1", "Tax ID: DE123456789"]) expect(text).toContain(want);
  });

  it("the portal shows the seller", async () => {
    const portal = await unwrap(rv.POST("/billing.open_customer_portal", { body: { customer_id: "cus_ada" } }));
    const { page, problems } = await open(portal.url);
    await expect.poll(() => page.locator("header.seller .seller-name").textContent()).toBe("Acme Robotics");
    expect(await logoLoaded(page, "header.seller img")).toBe(true);
    await shot(page, "portal");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a visitor mail comes from the workspace's name and is signed with it", async () => {
    const c = await unwrap(desk.POST("/conversations", { body: { contact: { external_id: "ann", email: "ann@example.com", name: "Ann" }, body: "Where is my robot?" } }));
    await unwrap(desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "It ships tomorrow.", author_name: "Bo" } }));
    const { mailer } = tandem.desk;
    for (let n = await mailer.tick(); n > 0; n = await mailer.tick()) await mailer.drain();
    const { mail } = smtp.arrived.at(-1)!;
    expect(mail.from).toMatchObject({ value: [{ address: "support@acme.test", name: "Acme Robotics" }] });
    expect(mail.subject).toBe("Re: your conversation with Acme Robotics");
    const page = await context.newPage();
    await page.setContent(
      `<div style="font:14px system-ui;padding:16px;border-bottom:1px solid #ddd"><b>From:</b> ${mail.from!.text.replace(/</g, "&lt;")}<br><b>To:</b> ${mail.to && !Array.isArray(mail.to) ? mail.to.text.replace(/</g, "&lt;") : ""}<br><b>Subject:</b> ${mail.subject}</div>${mail.html}`,
    );
    await expect.poll(() => page.locator("body").textContent()).toContain("help@acme.test");
    await shot(page, "mail");
    await page.close();
  });

  it("the widget shows the workspace's name, logo, greeting and accent colour", async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 760 });
    await page.goto(hostUrl);
    const launcher = page.getByRole("button", { name: "Chat with us" });
    await launcher.click();
    await expect.poll(() => page.getByRole("dialog", { name: "Support chat" }).getByRole("heading").textContent()).toBe("Acme Robotics");
    await page.getByText("Hallo! Ask the Acme team anything.").waitFor();
    const head = () => page.locator("#tandem-chat-widget").evaluate((host: any) => (globalThis as any).getComputedStyle(host.shadowRoot.querySelector(".head")).backgroundColor);
    await expect.poll(head).toBe(ACCENT);
    await expect.poll(() => page.locator("#tandem-chat-widget").evaluate((host: any) => {
      const img = host.shadowRoot.querySelector(".head img.logo");
      return img && !img.hidden && img.complete && img.naturalWidth > 0;
    })).toBe(true);
    await shot(page, "widget");
    await page.close();
  });
});
