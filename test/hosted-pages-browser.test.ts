/**
 * The hosted pages in a real browser (Debian's chromium through
 * playwright-core) over a listening server with the in-memory HostedBilling
 * fake: checkout with the sandbox's test cards, 3-D Secure, setup mode, the
 * portal, invoices, CSRF from another site, and the keyboard alone.
 * Screenshots of every page go to test/artifacts/.
 */
import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HostedServer, startHostedPages } from "./support/hosted-server.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CHROMIUM = "/usr/bin/chromium";

let s: HostedServer;
let browser: Browser;
let context: BrowserContext;
/** Another site ("localhost" while the pages are on "127.0.0.1"): a shop's success page, and an attacker's form. */
let shop: Server;
let shopUrl: string;
const attackerForms = new Map<string, string>();

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  s = await startHostedPages();
  s.fake.addCustomer({ id: "cus_ada", name: "Ada Lovelace", email: "ada@example.com" });
  s.fake.addCustomer({ id: "cus_bob", name: "Bob Builder", email: "bob@example.com" });
  shop = createServer((req, res) => {
    const u = new URL(req.url ?? "/", "http://x");
    const form = attackerForms.get(u.pathname);
    const body = form ?? `<!doctype html><html><head><title>Shop</title></head><body><h1>Thanks for your order</h1><p>${u.search}</p></body></html>`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
  });
  await new Promise<void>((r) => shop.listen(0, "127.0.0.1", r));
  shopUrl = `http://localhost:${(shop.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => shop?.close(r));
  await s?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `hosted-${name}.png`), fullPage: true });

/** A new tab with every console message and page error recorded (a CSP violation is one). */
async function openPage(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${s.origin}${path}`);
  return { page, problems };
}

async function fillCard(page: Page, number: string, opts: { expiry?: string; cvc?: string; name?: string } = {}): Promise<void> {
  await page.getByLabel("Card number", { exact: true }).fill(number);
  await page.getByLabel("Expiry", { exact: true }).fill(opts.expiry ?? "12/34");
  await page.getByLabel("CVC", { exact: true }).fill(opts.cvc ?? "123");
  await page.getByLabel("Name on card", { exact: true }).fill(opts.name ?? "Ada Lovelace");
}

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

describe("checkout in a browser", () => {
  it("pays with 4242: the plan, lines and total shown, then 'Payment complete'; the page has a strict CSP and no violation", async () => {
    const t = s.fake.startCheckout({
      customerId: "cus_ada",
      planName: "Pro",
      lines: [
        { description: "Pro plan (monthly)", amount: 20_00 },
        { description: "Seats × 3", amount: 15_00 },
      ],
    });
    const { page, problems } = await openPage(`/pay/${t}`);
    const res = await page.request.get(`${s.origin}/pay/${t}`);
    expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    await heading(page, "Checkout").waitFor();
    expect(await page.getByText("For Ada Lovelace (ada@example.com)").count()).toBe(1);
    expect(await page.getByRole("row", { name: "Seats × 3 $15.00" }).count()).toBe(1);
    expect(await page.getByRole("row", { name: "Total due now $35.00" }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Test cards" }).count()).toBe(1);
    // The stylesheet applied (served by the page routes, allowed by the CSP).
    expect(await page.getByRole("button", { name: "Pay", exact: true }).evaluate((el: any) => (globalThis as any).getComputedStyle(el).backgroundColor)).toBe("rgb(31, 79, 209)");
    await shot(page, "checkout");

    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await heading(page, "Payment complete").waitFor();
    expect(await page.getByText("$35.00 was paid.").count()).toBe(1);
    await shot(page, "payment-complete");
    const ada = s.fake.customers.get("cus_ada")!;
    expect(ada.plans.map((p) => [p.name, p.status])).toContainEqual(["Pro", "active"]);
    expect(ada.methods.at(-1)).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("redirects to the success_url on another site when there is one", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada", successUrl: `${shopUrl}/thanks?order=42` });
    const { page } = await openPage(`/pay/${t}`);
    await fillCard(page, "4242424242424242");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await heading(page, "Thanks for your order").waitFor();
    expect(page.url()).toBe(`${shopUrl}/thanks?order=42`);
    await page.close();
  });

  it("shows a decline's reason and the form again without the number; a retry with 4242 succeeds", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada", planName: "Team", lines: [{ description: "Team plan", amount: 49_00 }] });
    const { page } = await openPage(`/pay/${t}`);
    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Your card was declined.");
    expect(await page.getByLabel("Card number", { exact: true }).inputValue()).toBe("");
    expect(await page.getByLabel("CVC", { exact: true }).inputValue()).toBe("");
    expect(await page.getByLabel("Name on card", { exact: true }).inputValue()).toBe("Ada Lovelace");
    // The number field has the focus, ready for another card.
    expect(await page.getByLabel("Card number", { exact: true }).evaluate((el: any) => el === (globalThis as any).document.activeElement)).toBe(true);
    await shot(page, "checkout-declined");
    expect(s.fake.customers.get("cus_ada")!.plans.some((p) => p.name === "Team")).toBe(false);

    await fillCard(page, "4000000000009995");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.getByText("Your card has insufficient funds.").waitFor();

    await fillCard(page, "4242424242424242");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await heading(page, "Payment complete").waitFor();
    expect(s.fake.customers.get("cus_ada")!.plans.some((p) => p.name === "Team")).toBe(true);
    await page.close();
  });

  it("shows a field's own message by it (aria-invalid, described by the message)", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada" });
    const { page } = await openPage(`/pay/${t}`);
    await fillCard(page, "4242 4242 4242 4241", { expiry: "1/2" });
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    const expiry = page.getByLabel("Expiry", { exact: true });
    await page.getByText("Enter the expiry as MM/YY.").waitFor();
    expect(await expiry.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await expiry.getAttribute("aria-describedby"))!.split(" ");
    const description = await Promise.all(describedBy.map((id) => page.locator(`#${id}`).textContent()));
    expect(description).toEqual(["MM/YY", "Enter the expiry as MM/YY."]);
    await shot(page, "checkout-invalid");
    // Billing's own check (Luhn) comes back on the number field.
    await fillCard(page, "4242 4242 4242 4241");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.getByText("Your card number is invalid.").waitFor();
    expect(await page.getByLabel("Card number", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Expiry", { exact: true }).getAttribute("aria-invalid")).toBeNull();
    await page.close();
  });

  it("asks for authentication with 3155: 'Complete authentication' pays, 'Fail authentication' shows why and lets the visitor retry", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada" });
    const { page } = await openPage(`/pay/${t}`);
    await fillCard(page, "4000 0025 0000 3155");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.getByRole("button", { name: "Complete authentication" }).waitFor();
    expect(page.url()).toBe(`${s.origin}/pay/${t}/authenticate`);
    await shot(page, "authenticate");
    await page.getByRole("button", { name: "Complete authentication" }).click();
    await heading(page, "Payment complete").waitFor();
    expect(s.fake.customers.get("cus_ada")!.methods.at(-1)!.last4).toBe("3155");

    const failing = s.fake.startCheckout({ customerId: "cus_ada" });
    await page.goto(`${s.origin}/pay/${failing}`);
    await fillCard(page, "4000002500003155");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.getByRole("button", { name: "Fail authentication" }).click();
    await page.getByRole("alert").getByText("We could not authenticate your payment.").waitFor();
    expect(s.fake.sessions.get(failing)!.status).toBe("open");
    await shot(page, "authentication-failed");
    await fillCard(page, "4242424242424242");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await heading(page, "Payment complete").waitFor();
    await page.close();
  });

  it("offers 'Save card' when nothing is due now, and says the card was saved", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_bob", mode: "setup", planName: null, lines: [] });
    const { page } = await openPage(`/pay/${t}`);
    await heading(page, "Save a card").waitFor();
    expect(await page.getByRole("button", { name: "Pay", exact: true }).count()).toBe(0);
    expect(await page.getByText("Nothing is due now.").count()).toBe(1);
    await shot(page, "setup");
    await fillCard(page, "4000 0000 0000 0341", { name: "Bob Builder", expiry: "08/31" });
    await page.getByRole("button", { name: "Save card" }).click();
    await heading(page, "Card saved").waitFor();
    await shot(page, "card-saved");
    expect(s.fake.customers.get("cus_bob")!.methods.map((m) => m.last4)).toEqual(["0341"]);
    expect(s.fake.customers.get("cus_bob")!.invoices).toEqual([]);
    await page.close();
  });

  it("says an expired session has expired, and an unknown token is not valid", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada" });
    s.fake.sessions.get(t)!.status = "expired";
    const { page } = await openPage(`/pay/${t}`);
    await heading(page, "This checkout has expired").waitFor();
    expect(await page.getByRole("button").count()).toBe(0);
    await shot(page, "expired");
    await page.goto(`${s.origin}/pay/cs_not_a_real_token`);
    await heading(page, "This link is not valid").waitFor();
    await shot(page, "not-found");
    await page.close();
  });

  it("can be filled and submitted with the keyboard alone", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_bob", planName: "Starter", lines: [{ description: "Starter plan", amount: 9_00 }] });
    const { page } = await openPage(`/pay/${t}`);
    await page.keyboard.press("Tab");
    const focused = () => page.evaluate(() => (globalThis as any).document.activeElement?.id);
    expect(await focused()).toBe("card-number");
    await page.keyboard.type("4242424242424242");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("card-expiry");
    await page.keyboard.type("10/32");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("card-cvc");
    await page.keyboard.type("321");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("card-name");
    await page.keyboard.type("Bob Builder");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.textContent)).toBe("Pay");
    // The focus is visible on the button.
    expect(await page.getByRole("button", { name: "Pay", exact: true }).evaluate((el: any) => (globalThis as any).getComputedStyle(el).outlineStyle)).toBe("solid");
    await shot(page, "keyboard-focus");
    await page.keyboard.press("Enter");
    await heading(page, "Payment complete").waitFor();
    expect(s.fake.customers.get("cus_bob")!.plans.map((p) => p.name)).toContain("Starter");
    await page.close();
  });
});

describe("the portal and invoices in a browser", () => {
  it("lists plans, invoices and cards; makes a card the default, removes one, adds one", async () => {
    s.fake.addCustomer({ id: "cus_cy", name: "Cy Twombly", email: "cy@example.com" });
    const cy = s.fake.customers.get("cus_cy")!;
    cy.plans.push({ id: "sub_cy", name: "Pro", status: "active", currentPeriodEnd: Date.UTC(2030, 0, 15), startsAt: null, endsAt: null, canCancel: false, canResume: false });
    s.fake.addMethod("cus_cy", { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 });
    s.fake.addMethod("cus_cy", { brand: "mastercard", last4: "4444", expMonth: 3, expYear: 2030 });
    s.fake.addInvoice("cus_cy", { lines: [{ description: "Pro plan", amount: 20_00 }], status: "paid" });
    const open = s.fake.addInvoice("cus_cy", { lines: [{ description: "Seats", amount: 1_234_50 }], dueAt: Date.UTC(2030, 1, 1) });
    const token = s.fake.portalToken("cus_cy", { returnUrl: `${shopUrl}/account` });

    const { page, problems } = await openPage(`/portal/${token}`);
    await heading(page, "Cy Twombly").waitFor();
    expect(await page.getByRole("row", { name: /Pro Active Renews Jan 15, 2030/ }).count()).toBe(1);
    expect(await page.getByRole("link", { name: `View invoice ${invoiceNumber(open)}` }).count()).toBe(1);
    expect(await page.getByText("$1,234.50").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Remove Visa ending 4242" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Make default Visa ending 4242" }).count()).toBe(0); // it is the default
    await shot(page, "portal");

    await page.getByRole("button", { name: "Make default Mastercard ending 4444" }).click();
    await page.getByRole("status").getByText("Your default card was changed.").waitFor();
    expect(cy.defaultMethod).toBe(cy.methods.find((m) => m.last4 === "4444")!.id);
    expect(await page.getByRole("button", { name: "Make default Visa ending 4242" }).count()).toBe(1);

    await page.getByRole("button", { name: "Remove Visa ending 4242" }).click();
    await page.getByRole("status").getByText("The card was removed.").waitFor();
    expect(await page.getByRole("button", { name: "Remove Visa ending 4242" }).count()).toBe(0);
    expect(cy.methods.map((m) => m.last4)).toEqual(["4444"]);

    await page.getByRole("button", { name: "Add card" }).click();
    await heading(page, "Save a card").waitFor();
    expect(page.url()).toMatch(new RegExp(`^${s.origin}/pay/cs_`));
    await fillCard(page, "4242 4242 4242 4242", { name: "Cy Twombly" });
    await page.getByRole("button", { name: "Save card" }).click();
    // The portal's setup session returns to the portal.
    await heading(page, "Cy Twombly").waitFor();
    expect(await page.getByRole("button", { name: "Remove Visa ending 4242" }).count()).toBe(1);
    await shot(page, "portal-after");
    expect(problems).toEqual([]);

    // The open invoice: its page, its "Pay invoice" link to a checkout, its PDF.
    await page.getByRole("link", { name: `View invoice ${invoiceNumber(open)}` }).click();
    await page.getByRole("heading", { name: new RegExp(`^${invoiceNumber(open)}`) }).waitFor();
    expect(await page.getByRole("row", { name: "Amount due $1,234.50" }).count()).toBe(1);
    await shot(page, "invoice");
    const pdf = await page.request.get(`${s.origin}/invoice/${open}/pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await page.getByRole("link", { name: "Pay invoice" }).click();
    await heading(page, "Checkout").waitFor();
    await fillCard(page, "4242424242424242", { name: "Cy Twombly" });
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await heading(page, "Payment complete").waitFor();
    await page.goto(`${s.origin}/invoice/${open}`);
    expect(await page.getByText("Paid", { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Pay invoice" }).count()).toBe(0);
    await shot(page, "invoice-paid");
    await page.close();
  });

  it("shows one customer's portal token nothing of another's", async () => {
    s.fake.addMethod("cus_bob", { brand: "visa", last4: "1881", expMonth: 1, expYear: 2031 });
    const { page } = await openPage(`/portal/${s.fake.portalToken("cus_ada")}`);
    await heading(page, "Ada Lovelace").waitFor();
    const text = (await page.locator("main").textContent())!;
    expect(text).not.toContain("Bob");
    expect(text).not.toContain("1881");
    await page.close();
  });
});

describe("forms posted from another site", () => {
  it("refuses a cross-site POST without the CSRF token with the 403 page, and nothing is charged", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada" });
    attackerForms.set(
      "/evil",
      `<!doctype html><html><body><form method="post" action="${s.origin}/pay/${t}">
<input name="number" value="4242424242424242"><input name="expiry" value="12/34"><input name="cvc" value="123"><input name="name" value="Mallory">
<button>Win a prize</button></form></body></html>`,
    );
    const page = await context.newPage();
    await page.goto(`${shopUrl}/evil`);
    await page.getByRole("button", { name: "Win a prize" }).click();
    await heading(page, "This form could not be sent").waitFor();
    const res = await page.request.post(`${s.origin}/pay/${t}`, { form: { number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Mallory" } });
    expect(res.status()).toBe(403);
    await shot(page, "csrf-refused");
    expect(s.fake.submissions.filter((x) => x.token === t)).toEqual([]);
    expect(s.fake.sessions.get(t)!.status).toBe("open");
    await page.close();
  });
});

const invoiceNumber = (token: string): string => [...s.fake.customers.values()].flatMap((c) => c.invoices).find((i) => i.token === token)!.number;
