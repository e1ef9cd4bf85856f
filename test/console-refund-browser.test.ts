/**
 * The invoice page's Refund in a real browser (Debian's chromium through playwright-core), by the
 * accessible names issue 31 gives, with the sandbox provider (Tandem's local stand-in): the totals
 * with their Tax row, the Refund dialog, the credit note it makes; billing's own refund (a cancel now
 * with a refund) listed the same way, and the credit note's page naming the invoice it refunds; and a
 * viewer, who sees no write control on the Invoices and Rewards pages. Screenshots go to
 * test/artifacts/console-refund-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Ann" };
const PASSWORD = "a long enough password";

let h: ConsoleHarness;
let browser: Browser;
const problems: string[] = [];
let invoiceId = "";

async function billing(op: string, body: unknown) {
  const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1200, height: 800 } })).newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  await page.goto(`${h.origin}/`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Invoices" }).waitFor();
  return page;
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole();
  h.tandem.revenue.setPublicUrl(h.revenueOrigin);
  await billing("plans.create", { plan_id: "team", name: "Team", price: { amount: 30, interval: "month" } });
  await billing("customers.get_or_create", { customer_id: "ann", name: "Ann", email: "ann@example.com" });
  const attach = await billing("billing.attach", { customer_id: "ann", plan_id: "team" });
  expect((await h.tandem.revenue.services.hosted.submitCard(String(attach.payment_url).split("/").pop()!, CARD)).outcome).toBe("complete");
  const list = (await billing("invoices.list", { customer_id: "ann" })) as { list: { id: string; status: string }[] };
  expect(list.list.map((i) => i.status)).toEqual(["paid"]);
  invoiceId = list.list[0].id;
  await billing("rewards.create", { coupon: { id: "launch", name: "Launch", type: "percentage_discount", value: 10, duration: { type: "one_off", length: null }, plan_ids: null, promo_codes: [{ code: "LAUNCH10" }] } });
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("console Refund in the browser", () => {
  it("an invoice's totals show subtotal, discounts, tax, total, paid and refunded; Refund asks an amount and a reason, then the credit note is listed with its PDF and the refunded amount", async () => {
    const page = await signedIn(OPERATOR.email, OPERATOR.password);
    await page.goto(`${h.origin}/#/invoices/${invoiceId}`);
    const totals = page.locator('dl[aria-label="Totals"] dd');
    await page.getByRole("heading", { name: /Invoice INV-T-\d+ \(paid\)/ }).waitFor();
    const terms = await page.locator('dl[aria-label="Totals"] dt').allTextContents();
    expect(terms).toEqual(["Subtotal", "Discounts", "Tax", "Total", "Paid", "Refunded"]);
    expect(await totals.allTextContents()).toEqual(["30.00 USD", "None", "0.00 USD (Tandem computes no tax: no tax lines)", "30.00 USD", "30.00 USD", "0.00 USD"]);
    // How it was paid: the provider, its payment reference, when, no failed attempt.
    expect(await page.locator('dl[aria-label="Payment"] dt').allTextContents()).toEqual(["Provider", "Provider reference", "Paid at", "Failed attempts"]);
    const payment = await page.locator('dl[aria-label="Payment"] dd').allTextContents();
    expect([payment[0], payment[3]]).toEqual(["sandbox", "0"]);
    expect(payment[1]).toMatch(/\S/);
    expect(payment[2]).not.toBe("not paid");

    await page.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Refund invoice" });
    expect(await dialog.getByLabel("Amount (USD)").inputValue()).toBe("30");
    await dialog.getByLabel("Amount (USD)").fill("12.5");
    await dialog.getByLabel("Reason").fill("late delivery");
    await page.screenshot({ path: join(ARTIFACTS, "console-refund-dialog.png"), fullPage: true });
    await dialog.getByRole("button", { name: "Confirm refund" }).dblclick();
    await page.getByRole("status").filter({ hasText: /Refunded 12\.50 USD: credit note INV-T-\d+/ }).waitFor();
    const notes = page.getByRole("table", { name: "Credit notes" });
    const row = notes.getByRole("row", { name: /INV-T-\d+ 12\.50 USD late delivery paid/ });
    await row.waitFor();
    expect(await notes.getByRole("row").count()).toBe(2); // the header and one credit note: the double click refunded once
    expect(await row.getByRole("link", { name: /Credit note INV-T-\d+ PDF/ }).getAttribute("href")).toMatch(/\/invoice\/[^/]+\/pdf$/);
    expect(await page.locator('dl[aria-label="Totals"] dd').last().textContent()).toBe("12.50 USD");
    await page.screenshot({ path: join(ARTIFACTS, "console-refund-credit-note.png"), fullPage: true });
    // The credit note's own page: −12.50, and the invoice it refunds.
    await row.getByRole("link", { name: /INV-T-\d+/ }).first().click();
    await page.getByRole("heading", { name: /Credit note INV-T-\d+ \(paid\)/ }).waitFor();
    await page.getByRole("cell", { name: "-12.50 USD" }).first().waitFor();
    const refunded = page.getByRole("table", { name: "Refunded invoices" });
    await refunded.getByRole("row", { name: /INV-T-\d+ 12\.50 USD late delivery re_sbx_\w+ 30\.00 USD/ }).waitFor();
    expect(await refunded.getByRole("row").count()).toBe(2);
    expect(await page.getByRole("button", { name: "Refund", exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a cancel now with a full refund (billing.cancel) is a credit note on the invoice's page: 30.00 USD, reason cancellation, the provider's refund; the credit note's page names the invoice", async () => {
    await billing("customers.get_or_create", { customer_id: "bob", name: "Bob", email: "bob@example.com" });
    const attach = await billing("billing.attach", { customer_id: "bob", plan_id: "team" });
    expect((await h.tandem.revenue.services.hosted.submitCard(String(attach.payment_url).split("/").pop()!, CARD)).outcome).toBe("complete");
    const [paid] = ((await billing("invoices.list", { customer_id: "bob" })) as { list: { id: string; number: string }[] }).list;
    const cancel = (await billing("billing.cancel", { customer_id: "bob", plan_id: "team", cancel_action: "cancel_immediately", refund_last_payment: "full" })) as { invoice: { id: string; number: string; stripe_id: string } };

    const page = await signedIn(OPERATOR.email, OPERATOR.password);
    await page.goto(`${h.origin}/#/invoices/${paid.id}`);
    await page.getByRole("heading", { name: `Invoice ${paid.number} (paid)` }).waitFor();
    const notes = page.getByRole("table", { name: "Credit notes" });
    const row = notes.getByRole("row", { name: new RegExp(`${cancel.invoice.number} 30\\.00 USD cancellation paid .* ${cancel.invoice.stripe_id}`) });
    await row.waitFor();
    expect(await notes.getByRole("row").count()).toBe(2);
    expect(await page.locator('dl[aria-label="Totals"] dd').last().textContent()).toBe("30.00 USD");
    // Nothing is left to refund.
    expect(await page.getByRole("button", { name: "Refund", exact: true }).count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, "console-refund-cancel.png"), fullPage: true });

    await row.getByRole("link", { name: cancel.invoice.number, exact: true }).click();
    await page.getByRole("heading", { name: `Credit note ${cancel.invoice.number} (paid)` }).waitFor();
    const refunded = page.getByRole("table", { name: "Refunded invoices" });
    await refunded.getByRole("row", { name: `${paid.number} 30.00 USD cancellation ${cancel.invoice.stripe_id} 30.00 USD` }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, "console-refund-cancel-note.png"), fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a viewer sees the invoice and the rewards but no Refund, Void, Mark paid, create or Deactivate control", async () => {
    const email = "viewer.refund@example.com";
    await h.tandem.console.operators.create(h.tandem.store.read, email, PASSWORD, { role: "viewer" });
    const page = await signedIn(email, PASSWORD);
    await page.goto(`${h.origin}/#/invoices/${invoiceId}`);
    await page.getByRole("table", { name: "Credit notes" }).waitFor();
    for (const name of ["Refund", "Void", "Mark paid"]) expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(0);
    await page.goto(`${h.origin}/#/rewards`);
    await page.getByText("LAUNCH10").first().waitFor();
    expect(await page.getByRole("button").filter({ hasText: /Deactivate|Create/ }).count()).toBe(0);
    expect(await page.getByRole("form").count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, "console-refund-viewer-rewards.png"), fullPage: true });
    await page.context().close();
  });
});
