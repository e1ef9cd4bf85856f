/**
 * The console's keys page, viewers and the header in a real browser (Debian's chromium through
 * playwright-core): the keys list shows name and last use; a viewer sees none of the write controls
 * of keys, customers, plans and settings that an admin sees; the header keeps Sign out on the
 * brand's row at 1200 and 1280 px and stays usable at 800 px. Screenshots: test/artifacts/console-keys-*.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";

const ARTIFACTS = join(import.meta.dirname, "artifacts");
const CHROMIUM = "/usr/bin/chromium";
const PASSWORD = "a long enough password";

let h: ConsoleHarness;
let browser: Browser;
const problems: string[] = [];

const shot = (p: Page, name: string) => p.screenshot({ path: join(ARTIFACTS, `console-keys-${name}.png`), fullPage: true });

async function newPage(width = 1200): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const p = await context.newPage();
  p.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  return p;
}

async function signIn(p: Page, email: string, password: string) {
  await p.goto(`${h.origin}/`);
  await p.getByLabel("Email").fill(email);
  await p.getByLabel("Password").fill(password);
  await p.getByRole("button", { name: "Sign in" }).click();
  await p.getByRole("button", { name: "Sign out" }).waitFor();
}

async function billing(op: string, body: unknown) {
  const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  h = await startConsole({ console: { signInPerMinute: 1000 } });
  await billing("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
  await billing("plans.create", { plan_id: "pro", name: "Pro", items: [{ feature_id: "messages", included: 100, reset: { interval: "month" } }] });
  await billing("customers.get_or_create", { customer_id: "cus-1", name: "Ada", email: "ada@example.com" });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("console keys, viewers and header in the browser", () => {
  it("API keys: Create key with a name; the list shows Name, Last used never, then a time once the key is used", { timeout: 120_000 }, async () => {
    const p = await newPage();
    await signIn(p, OPERATOR.email, OPERATOR.password);
    await p.getByRole("link", { name: "API keys" }).click();
    await p.getByLabel("Name").fill("Zapier sync");
    await p.getByRole("button", { name: "Create key" }).click();
    const key = await p.getByRole("textbox", { name: /New Desk test secret key “Zapier sync”/ }).inputValue();
    await p.getByRole("button", { name: "Done" }).click();
    const row = p.getByRole("row", { name: /Zapier sync/ });
    await row.getByRole("cell", { name: "never" }).waitFor();
    for (const name of ["Name", "Kind", "Key", "Created", "Last used", "State"]) await p.getByRole("columnheader", { name, exact: true }).waitFor();
    expect((await fetch(`${h.deskOrigin}/v1/tickets`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    // Recorded after the answer: reload until the row shows a time instead of "never".
    await expect
      .poll(async () => {
        await p.reload();
        await p.getByRole("row", { name: /Zapier sync/ }).waitFor();
        return p.getByRole("row", { name: /Zapier sync/ }).getByRole("cell", { name: "never" }).count();
      }, { timeout: 30_000 })
      .toBe(0);
    await shot(p, "list");
    await p.context().close();
  });

  it("a viewer sees none of the write controls an admin sees on keys, customers, plans and settings", { timeout: 180_000 }, async () => {
    const writes = async (p: Page) => {
      const found: string[] = [];
      const has = async (name: string, role: "button" | "form" = "button") => {
        if ((await p.getByRole(role, { name }).count()) > 0) found.push(name);
      };
      await p.goto(`${h.origin}/#/customers/cus-1`);
      await p.getByRole("heading", { name: /Ada/, level: 1 }).waitFor();
      await p.getByRole("heading", { name: "Balances" }).waitFor();
      for (const name of ["Attach plan", "Cancel plan", "Grant balance", "Advance test clock"]) await has(name);
      await p.goto(`${h.origin}/#/plans`);
      await p.getByRole("cell", { name: /Pro/ }).first().waitFor();
      for (const name of ["Copy to live", "New plan", "Edit plan pro", "Copy plan pro to live"]) await has(name);
      await p.goto(`${h.origin}/#/settings`);
      await p.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
      await p.getByText("The business's identity").waitFor();
      await has("Save settings");
      if ((await p.getByLabel(/Upload a logo/).count()) > 0) found.push("Upload a logo");
      return found;
    };
    for (const role of ["admin", "viewer"] as const) {
      await h.tandem.console.operators.create(h.tandem.store.read, `${role}.keys@example.com`, PASSWORD, { role });
    }
    const admin = await newPage();
    await signIn(admin, "admin.keys@example.com", PASSWORD);
    // Cancel plan shows only for a customer with an active plan (cus-1 has none); it is in the same gated section as Attach plan.
    expect(await writes(admin)).toEqual(["Attach plan", "Grant balance", "Advance test clock", "Copy to live", "New plan", "Edit plan pro", "Copy plan pro to live", "Save settings", "Upload a logo"]);
    await admin.context().close();

    const viewer = await newPage();
    await signIn(viewer, "viewer.keys@example.com", PASSWORD);
    expect(await writes(viewer)).toEqual([]);
    await viewer.goto(`${h.origin}/#/settings`);
    await viewer.getByRole("definition").first().waitFor();
    await shot(viewer, "viewer-settings");
    await viewer.goto(`${h.origin}/#/customers/cus-1`);
    await viewer.getByRole("heading", { name: "Balances" }).waitFor();
    await shot(viewer, "viewer-customer");
    await viewer.context().close();
  });

  it("the header keeps Sign out on the brand's row at 1200 and 1280 px, every link in view, and stays usable at 800 px", { timeout: 120_000 }, async () => {
    for (const width of [1200, 1280, 800]) {
      const p = await newPage(width);
      await signIn(p, OPERATOR.email, OPERATOR.password);
      const brand = (await p.locator("header .brand").boundingBox())!;
      const signOut = (await p.getByRole("button", { name: "Sign out" }).boundingBox())!;
      const sameRow = signOut.y < brand.y + brand.height && brand.y < signOut.y + signOut.height;
      expect(sameRow, `Sign out on the brand's row at ${width} px`).toBe(true);
      expect(signOut.x + signOut.width).toBeLessThanOrEqual(width);
      // Every navigation link is fully in view (none scrolled off or cut), at every width.
      const nav = p.getByRole("navigation", { name: "Console" });
      const navBox = (await nav.boundingBox())!;
      for (const link of await nav.getByRole("link").all()) {
        const b = (await link.boundingBox())!;
        expect(b.x, `${await link.textContent()} at ${width} px`).toBeGreaterThanOrEqual(navBox.x - 1);
        expect(b.x + b.width, `${await link.textContent()} at ${width} px`).toBeLessThanOrEqual(Math.min(width, navBox.x + navBox.width) + 1);
      }
      await p.getByRole("link", { name: "Settings" }).click();
      await p.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
      await shot(p, `header-${width}`);
      await p.context().close();
    }
    expect(problems).toEqual([]);
  });
});
