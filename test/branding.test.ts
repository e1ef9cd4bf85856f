/**
 * The workspace's identity end to end over HTTP: the Desk API's GET / PATCH
 * /workspace (the seed's fields kept, the new ones validated), the console's
 * Settings with the logo upload, /brand/logo and /brand/theme.css on every
 * origin, and the seller on the hosted checkout, portal, invoice page and PDF;
 * visitor mails through a real SMTP server.
 */
import { createDeskClient, createRevenueClient, type DeskClient, type RevenueClient, unwrap } from "@tandem/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../src/platform/auth/keys.service.js";
import { manualClock } from "../src/platform/clock.js";
import { OPERATOR, type ConsoleHarness, startConsole } from "./support/console.js";
import { apiError, startDesk } from "./support/desk.js";
import { bigPng, logoPng, makePng } from "./support/png.js";
import { pdfText } from "./support/pdf.js";
import { startSmtp } from "./support/smtp.js";

const BRAND = {
  name: "Acme Robotics",
  legalName: "Acme Robotics GmbH",
  address: "Hauptstr. 1\n10115 Berlin\nGermany",
  taxId: "DE123456789",
  supportEmail: "help@acme.test",
  accentColor: "#0a7d5a",
  widgetGreeting: "Hallo! Ask the Acme team anything.",
};

let h: ConsoleHarness;
let desk: DeskClient;
let rv: RevenueClient;
let operator: ReturnType<ConsoleHarness["client"]>;
beforeAll(async () => {
  h = await startConsole();
  h.tandem.revenue.setPublicUrl(h.revenueOrigin);
  desk = createDeskClient({ baseUrl: `${h.deskOrigin}/v1`, apiKey: h.deskKey });
  rv = createRevenueClient({ baseUrl: `${h.revenueOrigin}/v1`, apiKey: h.revenueKey });
  operator = h.client();
  operator.setSession(await unwrap(operator.POST("/session", { body: OPERATOR })));
});
afterAll(() => h?.close());


describe("the workspace's identity through the Desk API", () => {
  it("GET /workspace answers the seed's name, publicKey and ventureId beside the new fields, unset", async () => {
    const w = await unwrap(desk.GET("/workspace"));
    expect(w).toMatchObject({ name: "Tandem", legalName: null, address: null, taxId: null, supportEmail: null, accentColor: null, widgetGreeting: null, logoUrl: null, mode: "test" });
    expect(w.publicKey).toMatch(/^pk_live_/);
    expect(w.ventureId).toMatch(/^[0-9a-f]{24}$/);
  });

  it.each([
    ["accentColor", { accentColor: "green" }],
    ["accentColor", { accentColor: "#12345" }],
    ["name", { name: "" }],
    ["name", { name: null }],
    ["legalName", { legalName: "x".repeat(201) }],
    ["supportEmail", { supportEmail: "not an address" }],
    ["address", { address: "1\n2\n3\n4\n5\n6\n7" }],
    ["logoUrl", { logoUrl: "https://evil.example/logo.png" }],
  ])("PATCH /workspace refuses a bad %s with 400 invalid_request", async (field, body) => {
    const err = await apiError(unwrap(desk.PATCH("/workspace", { body: body as never })));
    expect(err).toMatchObject({ status: 400, code: "invalid_request" });
    expect(err.message).toContain(field);
    expect((await unwrap(desk.GET("/workspace"))).name).toBe("Tandem");
  });

  it("PATCH /workspace sets the identity for both modes and both APIs; null clears a field", async () => {
    const w = await unwrap(desk.PATCH("/workspace", { body: { ...BRAND, accentColor: "#0A7D5A" } }));
    expect(w).toMatchObject({ ...BRAND, mode: "test" });
    const live = createDeskClient({
      baseUrl: `${h.deskOrigin}/v1`,
      apiKey: (await createApiKey(h.tandem, h.tandem.workspace.id, { api: "desk", mode: "live", kind: "secret" })).key,
    });
    expect(await unwrap(live.GET("/workspace"))).toMatchObject({ ...BRAND, mode: "live", _id: w._id });
    // The console sees the same identity, and changes it for the desk too.
    expect(await unwrap(operator.GET("/settings"))).toMatchObject(BRAND);
    await unwrap(desk.PATCH("/workspace", { body: { taxId: null } }));
    expect((await unwrap(operator.GET("/settings"))).taxId).toBeNull();
    expect(await unwrap(operator.PATCH("/settings", { body: { taxId: BRAND.taxId } }))).toMatchObject(BRAND);
    expect(await unwrap(desk.GET("/workspace"))).toMatchObject(BRAND);
  });
});

describe("the logo", () => {
  it("is refused when it is not an image (SVG included) or over 512 KiB, and nothing changes", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString("base64");
    const notImage = await operator.PUT("/settings/logo", { body: { imageBase64: svg } });
    expect(notImage.response.status).toBe(400);
    expect(notImage.error).toMatchObject({ code: "invalid_logo" });
    const big = await operator.PUT("/settings/logo", { body: { imageBase64: bigPng(512 * 1024 + 1).toString("base64") } });
    expect(big.response.status).toBe(413);
    expect(big.error).toMatchObject({ code: "logo_too_large" });
    expect((await unwrap(operator.GET("/settings"))).logoUrl).toBeNull();
    expect((await fetch(`${h.deskOrigin}/brand/logo`)).status).toBe(404);
  });

  it("uploaded in the console, is served with its type and an ETag on the desk's, billing's and console's origins", async () => {
    const png = logoPng();
    const p = await unwrap(operator.PUT("/settings/logo", { body: { imageBase64: png.toString("base64") } }));
    expect(p.logoUrl).toMatch(/^\/brand\/logo\?v=[A-Za-z0-9_-]{16}$/);
    expect((await unwrap(desk.GET("/workspace"))).logoUrl).toBe(p.logoUrl);
    for (const origin of [h.deskOrigin, h.revenueOrigin, h.origin]) {
      const res = await fetch(`${origin}${p.logoUrl}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
      const etag = res.headers.get("etag")!;
      const again = await fetch(`${origin}/brand/logo`, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("cache-control")).toBe("public, no-cache");
    }
  });
});

describe("the logo through the Desk API", () => {
  it("PUT /workspace/logo replaces it (a new URL), refuses what is not an image, and DELETE removes it", async () => {
    const before = (await unwrap(desk.GET("/workspace"))).logoUrl!;
    const err = await apiError(unwrap(desk.PUT("/workspace/logo", { body: { imageBase64: Buffer.from("GIF89a not allowed").toString("base64") } })));
    expect(err).toMatchObject({ status: 400, code: "invalid_logo" });
    const other = makePng(40, 20, (x) => (x < 20 ? [200, 30, 30] : [30, 30, 200]));
    const w = await unwrap(desk.PUT("/workspace/logo", { body: { imageBase64: `data:image/png;base64,${other.toString("base64")}` } }));
    expect(w.logoUrl).toMatch(/^\/brand\/logo\?v=/);
    expect(w.logoUrl).not.toBe(before);
    expect(Buffer.from(await (await fetch(`${h.revenueOrigin}${w.logoUrl}`)).arrayBuffer()).equals(other)).toBe(true);
    expect((await unwrap(desk.DELETE("/workspace/logo"))).logoUrl).toBeNull();
    expect((await fetch(`${h.revenueOrigin}/brand/logo`)).status).toBe(404);
    expect((await unwrap(desk.PUT("/workspace/logo", { body: { imageBase64: logoPng().toString("base64") } }))).logoUrl).toBe(before);
  });
});

describe("the seller on the hosted billing pages", () => {
  let checkoutUrl: string;
  let invoiceUrl: string;
  beforeAll(async () => {
    await unwrap(desk.PATCH("/workspace", { body: BRAND }));
    await unwrap(rv.POST("/plans.create", { body: { plan_id: "pro", name: "Pro", price: { amount: 20, interval: "month" } } }));
    await unwrap(rv.POST("/customers.get_or_create", { body: { customer_id: "cus_ada", name: "Ada Lovelace", email: "ada@example.com" } }));
    checkoutUrl = (await unwrap(rv.POST("/billing.attach", { body: { customer_id: "cus_ada", plan_id: "pro" } }))).payment_url!;
    const invoices = (await unwrap(rv.POST("/invoices.list", { body: { customer_id: "cus_ada" } }))).list;
    invoiceUrl = invoices[0].hosted_invoice_url!;
  });

  it("the checkout shows the seller's name and logo and links the accent colour as --accent", async () => {
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain('<header class="seller"><img src="/brand/logo?v=');
    expect(page).toContain('<span class="seller-name">Acme Robotics</span>');
    expect(page).toContain("<title>Checkout · $20.00 · Acme Robotics</title>");
    const theme = /<link rel="stylesheet" href="(\/brand\/theme\.css\?v=0a7d5a)">/.exec(page)?.[1];
    expect(theme).toBeDefined();
    const css = await fetch(`${h.revenueOrigin}${theme}`);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await css.text()).toContain("--accent: #0a7d5a;");
  });

  it("the invoice page and its PDF name the seller's legal name, address and tax id", async () => {
    const page = await (await fetch(invoiceUrl)).text();
    expect(page).toContain('<div class="legal">Acme Robotics GmbH</div>');
    expect(page).toContain("<address>Hauptstr. 1\n10115 Berlin\nGermany</address>");
    expect(page).toContain("Tax ID: DE123456789");
    const pdf = await fetch(`${invoiceUrl}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const want of ["Acme Robotics GmbH", "Hauptstr. 1", "10115 Berlin", "Tax ID: DE123456789", "help@acme.test", "Billed to: Ada Lovelace"]) expect(text).toContain(want);
    // Each line names the service period it bills, on the page and in the PDF.
    const period = /<span class="muted period">(\w{3} \d{1,2}, \d{4}) – (\w{3} \d{1,2}, \d{4})<\/span>/.exec(page);
    expect(period).not.toBeNull();
    expect(period![1]).not.toBe(period![2]);
    expect(text).toMatch(/Service period: \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/);
  });

  it("the portal shows the seller", async () => {
    const portal = await unwrap(rv.POST("/billing.open_customer_portal", { body: { customer_id: "cus_ada" } }));
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('<span class="seller-name">Acme Robotics</span>');
    expect(page).toContain('<a href="mailto:help@acme.test">help@acme.test</a>');
  });
});

describe("the widget's session", () => {
  it("answers the workspace's name, accent colour, greeting and logo", async () => {
    const pk = (await unwrap(desk.GET("/workspace"))).testPublicKey;
    const res = await fetch(`${h.deskOrigin}/v1/widget/session`, { method: "POST", headers: { authorization: `Bearer ${pk}`, "content-type": "application/json" }, body: "{}" });
    const s = (await res.json()) as { data: { brand: unknown } };
    expect(s.data.brand).toEqual({ name: "Acme Robotics", accentColor: "#0a7d5a", greeting: BRAND.widgetGreeting, logoUrl: expect.stringMatching(/^\/brand\/logo\?v=/) });
  });
});

describe("mails to visitors of a branded workspace", () => {
  it("come from the workspace's name, are signed with its support address, and name it in the subject", async () => {
    const smtp = await startSmtp();
    const d = await startDesk({ clock: manualClock(Date.UTC(2026, 2, 1)), webhooks: { mail: { smtpUrl: smtp.url, from: "support@acme.test", onlineWindowMs: 0 } } });
    try {
      await unwrap(d.desk.PATCH("/workspace", { body: { name: "Acme Robotics", supportEmail: "help@acme.test" } }));
      const c = await unwrap(d.desk.POST("/conversations", { body: { contact: { external_id: "ann", email: "ann@example.com", name: "Ann" }, body: "Hi" } }));
      await unwrap(d.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "We are on it." } }));
      const { mailer } = d.tandem.desk;
      for (let n = await mailer.tick(); n > 0; n = await mailer.tick()) await mailer.drain();
      expect(smtp.arrived).toHaveLength(1);
      const { mail } = smtp.arrived[0];
      expect(mail.from).toMatchObject({ value: [{ address: "support@acme.test", name: "Acme Robotics" }] });
      expect(mail.subject).toBe("Re: your conversation with Acme Robotics");
      expect(mail.text).toContain("-- \nAcme Robotics\nhelp@acme.test");
    } finally {
      await d.close();
      await smtp.close();
    }
  });
});
