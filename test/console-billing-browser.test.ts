/**
 * The console's billing operations in a real browser (Debian's chromium through playwright-core),
 * by the accessible names issue 31 gives: the plan editor and versions, Customers with filters and
 * the pager (Next, Previous), Attach plan after its preview, Cancel plan with a refund, Grant
 * balance, and Invoices with Void and Mark paid. Screenshots go to test/artifacts/console-billing-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type Receiver, startReceiver } from "./support/receiver.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Ann" };

let h: ConsoleHarness;
let browser: Browser;
let receiver: Receiver;
let page: Page;
const problems: string[] = [];

const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `console-billing-${name}.png`), fullPage: true });

async function billing(op: string, body: unknown) {
  const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const status = (text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole();
  receiver = await startReceiver({ status: 200, body: "thanks" });
  h.tandem.revenue.setPublicUrl(h.revenueOrigin);
  await billing("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  page = await (await browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/401|Unauthorized|400|404|Bad Request/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  await page.goto(`${h.origin}/`);
  await page.getByLabel("Email").fill(OPERATOR.email);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Invoices" }).waitFor();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await h?.close();
});

describe("console billing in the browser", () => {
  it("Plans: the editor creates a plan with prices in two currencies and an item's included amount, reset and overage; a change makes a new version, listed with its customers", async () => {
    await page.getByRole("link", { name: "Plans" }).click();
    await page.getByRole("button", { name: "New plan" }).click();
    await page.getByLabel("Plan id").fill("pro");
    await page.getByLabel("Name", { exact: true }).fill("Pro");
    await page.getByLabel("Group").fill("main");
    await page.getByLabel("Price (USD)").fill("20");
    await page.getByLabel("Other currencies").fill("eur=18");
    await page.getByRole("button", { name: "Add item" }).click();
    await page.getByLabel("Item 1 included").fill("1000");
    await page.getByLabel("Item 1 reset").selectOption("month");
    await page.getByLabel("Item 1 overage price").fill("0.01");
    await shot("plan-editor");
    await page.getByRole("button", { name: "Create plan" }).click();
    const row = page.getByRole("row", { name: /Pro pro/ });
    await row.getByText("20 USD per month · 18 EUR per month").waitFor();
    await row.getByText("Messages: 1000 included, resets every month, then 0.01 USD per unit (usage based)").waitFor();
    await page.getByRole("table", { name: "Versions of pro" }).getByRole("row", { name: /v1 .* 0$/ }).waitFor();

    // The billing API's validation, as it is: an unknown character in the id is refused by the form, a duplicate by the API.
    await page.getByRole("button", { name: "New plan" }).click();
    await page.getByLabel("Plan id").fill("pro");
    await page.getByLabel("Name", { exact: true }).fill("Again");
    await page.getByRole("button", { name: "Create plan" }).click();
    await page.getByRole("alert").waitFor();
    await page.getByRole("button", { name: "Close editor" }).click();

    // A customer on v1, then a price change: v2, the customer stays on v1.
    await billing("customers.get_or_create", { customer_id: "on-v1", email: "v1@example.com" });
    const attach = await billing("billing.attach", { customer_id: "on-v1", plan_id: "pro" });
    expect((await h.tandem.revenue.services.hosted.submitCard(String(attach.payment_url).split("/").pop()!, CARD)).outcome).toBe("complete");
    await page.getByRole("button", { name: "Edit plan pro" }).click();
    await page.getByLabel("Price (USD)").fill("25");
    await page.getByRole("button", { name: "Save plan" }).click();
    const versions = page.getByRole("table", { name: "Versions of pro" });
    await versions.getByRole("row", { name: /v2 25 USD per month .* 0$/ }).waitFor();
    await versions.getByRole("row", { name: /v1 20 USD per month .* 1$/ }).waitFor();
    await shot("plans");
  });

  it("Customers: filter by plan, page with Next and Previous", async () => {
    for (let i = 0; i < 52; i++) await billing("customers.get_or_create", { customer_id: `bulk-${String(i).padStart(2, "0")}`, name: `Bulk ${i}` });
    await billing("customers.get_or_create", { customer_id: "ann", name: "Ann Example", email: "ann@example.com" });
    await page.getByRole("link", { name: "Customers" }).click();
    const table = page.getByRole("table", { name: "Customers found" });
    await table.getByRole("button", { name: "Ann Example" }).waitFor();
    expect(await table.getByRole("row").count()).toBe(51); // the header and 50
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await table.getByRole("button", { name: "on-v1" }).waitFor();
    expect(await table.getByRole("button", { name: "Ann Example" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await shot("customers-page-2");
    await page.getByRole("button", { name: "Previous" }).click();
    await table.getByRole("button", { name: "Ann Example" }).waitFor();

    await page.getByLabel("Plan").selectOption("pro");
    await page.getByRole("button", { name: "Search" }).click();
    await table.getByRole("button", { name: "on-v1" }).waitFor();
    expect(await table.getByRole("row").count()).toBe(2);
    expect(await page.getByRole("button", { name: "Next" }).count()).toBe(0);
    await page.getByLabel("Plan").selectOption("");
    await page.getByRole("button", { name: "Search" }).click();
    await table.getByRole("button", { name: "Ann Example" }).waitFor();
  });

  it("Customers: Attach plan shows the preview's amounts before it charges, Grant balance adds units, Cancel plan now refunds as a credit note", async () => {
    await page.getByRole("button", { name: "Ann Example" }).click();
    await page.getByRole("heading", { name: /Ann Example/, level: 1 }).waitFor();
    expect(page.url()).toMatch(/#\/customers\/ann$/);
    await page.locator('[data-slot="customer-usage-chart"]').waitFor({ state: "attached" });
    expect(await page.getByRole("button", { name: "Attach plan" }).isDisabled()).toBe(true);
    await page.getByLabel("Plan to attach").selectOption("pro");
    const preview = page.getByRole("table", { name: "Charged now" });
    await preview.getByRole("row", { name: /Total now 25\.00 USD/ }).waitFor();
    await page.getByText("No card on file: attaching gives a payment link to send the customer.").waitFor();
    await shot("attach-preview");
    await page.getByRole("button", { name: "Attach plan" }).click();
    const waiting = status(/Plan pro waits for payment: send the customer http/);
    await waiting.waitFor();
    const url = /(http\S+)/.exec((await waiting.textContent())!)![1];
    expect((await h.tandem.revenue.services.hosted.submitCard(url.split("/").pop()!, CARD)).outcome).toBe("complete");

    await page.reload();
    await page.getByText(/^pro \(active\)/).waitFor();
    await page.getByLabel("Units").fill("50");
    await page.getByLabel("Reason").fill("support credit");
    await page.getByRole("button", { name: "Grant balance" }).click();
    await status("Granted 50 messages.").waitFor();
    await page.getByRole("row", { name: /messages 1050 0 1050/ }).waitFor();

    await page.getByLabel("Plan to cancel").selectOption("pro");
    expect(await page.getByLabel("Refund").isDisabled()).toBe(true);
    await page.getByLabel("Now").check();
    await page.getByLabel("Refund").selectOption("full");
    await shot("customer-actions");
    await page.getByRole("button", { name: "Cancel plan" }).click();
    // Ending a plan now asks first: "Keep plan" changes nothing, "Confirm cancel" ends it.
    const confirmCancel = page.getByRole("dialog", { name: "Cancel plan now" });
    await confirmCancel.getByText("its last payment is refunded in full").waitFor();
    await confirmCancel.getByRole("button", { name: "Keep plan" }).click();
    expect(await confirmCancel.count()).toBe(0);
    await page.getByText(/^pro \(active\)/).first().waitFor();
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await shot("cancel-confirm");
    await confirmCancel.getByRole("button", { name: "Confirm cancel" }).click();
    await status(/Plan pro ended now\. Refunded 25\.00 USD \(credit note/).waitFor();
    expect(await page.getByText(/^pro \(active\)/).count()).toBe(0);
    await shot("customer");
    await page.getByRole("link", { name: "← Customers" }).click();
    await page.getByRole("table", { name: "Customers found" }).waitFor();
  });

  it("Invoices: the list across customers by status, an invoice's page with lines and PDF; Void and Mark paid only where allowed", async () => {
    for (const id of ["inv-a", "inv-b"]) {
      await billing("customers.get_or_create", { customer_id: id, email: `${id}@example.com` });
      await billing("billing.attach", { customer_id: id, plan_id: "pro", invoice_mode: { enabled: true } });
    }
    await page.getByRole("link", { name: "Invoices", exact: true }).click();
    const table = page.getByRole("table", { name: "Invoices" });
    await table.getByRole("row", { name: /ann paid -25\.00 USD/ }).waitFor();
    await table.getByRole("row", { name: /on-v1 paid 20\.00 USD/ }).waitFor();
    await shot("invoices");
    await page.getByLabel("Status").selectOption("open");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => table.getByRole("row").count()).toBe(3); // the header, inv-b and inv-a
    await table.getByRole("row", { name: /inv-a open 25\.00 USD/ }).waitFor();

    await table.getByRole("row", { name: /inv-a/ }).getByRole("link", { name: /^INV-/ }).click();
    await page.getByRole("table", { name: "Lines" }).getByRole("row", { name: /25\.00 USD 25\.00 USD$/ }).waitFor();
    expect(await page.getByRole("link", { name: "PDF" }).getAttribute("href")).toMatch(/\/invoice\/.+\/pdf$/);
    await page.getByRole("link", { name: "Hosted invoice page" }).waitFor();
    await shot("invoice");
    // Voiding asks first (it cannot be undone), as Refund does.
    await page.getByRole("button", { name: "Void" }).click();
    const confirmVoid = page.getByRole("dialog", { name: "Void invoice" });
    await confirmVoid.getByRole("button", { name: "Keep invoice" }).click();
    expect(await confirmVoid.count()).toBe(0);
    expect(await page.getByRole("heading", { name: /\((open|draft)\)/, level: 1 }).count()).toBe(1);
    await page.getByRole("button", { name: "Void" }).click();
    await shot("void-confirm");
    await confirmVoid.getByRole("button", { name: "Confirm void" }).click();
    await status(/is now void/).waitFor();
    expect(await page.getByRole("button", { name: "Void" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Mark paid" }).count()).toBe(0);

    await page.getByRole("link", { name: "← Invoices" }).click();
    await page.getByLabel("Status").selectOption("open");
    await page.getByRole("button", { name: "Filter" }).click();
    await table.getByRole("row", { name: /inv-b open/ }).getByRole("link", { name: /^INV-/ }).click();
    await page.getByRole("button", { name: "Mark paid" }).click();
    await status(/is now paid/).waitFor();
    expect(await page.getByRole("button", { name: "Void" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Refund" }).count()).toBe(0);
  });

  it("Billing webhooks (from Invoices): add an endpoint (secret once), Send test, the delivery log with its attempt, Resend, Disable", async () => {
    await page.getByRole("link", { name: "Invoices", exact: true }).click();
    await page.getByRole("link", { name: "Billing webhook endpoints" }).click();
    await page.getByRole("heading", { name: "Billing webhooks" }).waitFor();
    await page.getByLabel("Endpoint id").fill("billing-main");
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    expect(await page.getByRole("textbox", { name: "Signing secret of billing-main" }).inputValue()).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Send test to billing-main" }).click();
    const log = page.getByRole("table", { name: "Deliveries of billing-main" });
    await log.getByRole("row", { name: /ping .* succeeded 1/ }).waitFor();
    await log.getByRole("button", { name: /^Resend delivery/ }).click();
    await status("Resent ping: attempt 2, succeeded.").waitFor();
    expect(receiver.requests).toHaveLength(2);
    await shot("webhooks");
    await page.getByRole("button", { name: "Disable billing-main" }).click();
    await page.getByRole("row", { name: /billing-main .* disabled/ }).waitFor();
  });

  it("logged no script error", () => {
    expect(problems).toEqual([]);
  });
});
