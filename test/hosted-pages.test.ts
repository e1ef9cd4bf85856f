/**
 * The hosted pages over HTTP (no browser): the card form's rules, CSRF and
 * cross-site refusals, tokens that reach only their own customer, no card
 * number ever echoed, the ends of a session, and the PDF. The browser tests
 * (hosted-pages-browser.test.ts) drive the same pages as a visitor does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseExpiry, readCardForm } from "../src/revenue/hosted/card-form.rules.js";
import { createCsrf } from "../src/revenue/hosted/csrf.js";
import { html, safeUrl } from "../src/revenue/hosted/html.js";
import { type HostedServer, startHostedPages } from "./support/hosted-server.js";

describe("the card form's rules", () => {
  it.each([
    ["12/34", { month: 12, year: 2034 }],
    ["1/30", { month: 1, year: 2030 }],
    [" 07 / 29 ", { month: 7, year: 2029 }],
    ["0729", { month: 7, year: 2029 }],
    ["07/2031", { month: 7, year: 2031 }],
    ["13/30", null],
    ["00/30", null],
    ["730", null],
    ["12/3", null],
    ["ab/cd", null],
    ["", null],
  ])("reads the expiry %j", (given, want) => {
    expect(parseExpiry(given)).toEqual(want);
  });

  it("reads a card with spaces and dashes in the number", () => {
    expect(readCardForm({ number: "4242 4242-4242 4242", expiry: "12/34", cvc: "123", name: "  Ada   Lovelace " })).toEqual({
      card: { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123", name: "Ada Lovelace" },
    });
  });

  it("names every field that is plainly wrong at once", () => {
    expect(readCardForm({})).toEqual({
      errors: { number: "Enter your card number.", expiry: "Enter the expiry date.", cvc: "Enter the CVC.", name: "Enter the name on the card." },
    });
    expect(readCardForm({ number: "4242x", expiry: "99/99", cvc: "12", name: "A" })).toEqual({
      errors: { number: "Your card number is invalid.", expiry: "Enter the expiry as MM/YY.", cvc: "Your card's security code is invalid." },
    });
  });

  it("escapes every value put into HTML", () => {
    expect(html`<p title="${`"x" & 'y'`}">${"<script>"}${html`<b>ok</b>`}${null}${[1, "<"]}</p>`.text).toBe(
      '<p title="&quot;x&quot; &amp; &#39;y&#39;"><script>'.replace("<script>", "&lt;script&gt;") + "<b>ok</b>1&lt;</p>",
    );
  });

  it.each([
    ["https://shop.example/thanks?a=1", "https://shop.example/thanks?a=1"],
    ["http://localhost:3000/", "http://localhost:3000/"],
    ["/portal/bp_x", "/portal/bp_x"],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["relative/path", null],
    [null, null],
  ])("links and redirects only to http(s) or this origin's paths: %j", (given, want) => {
    expect(safeUrl(given)).toBe(want);
  });

  it("CSRF tokens are bound to the page token and to the secret", () => {
    const a = createCsrf(Buffer.alloc(32, 1));
    const b = createCsrf(Buffer.alloc(32, 2));
    const t = a.tokenFor("cs_one");
    expect(a.verify("cs_one", t)).toBe(true);
    expect(a.verify("cs_two", t)).toBe(false);
    expect(b.verify("cs_one", t)).toBe(false);
    expect(a.verify("cs_one", undefined)).toBe(false);
    expect(a.verify("cs_one", t.slice(1))).toBe(false);
  });
});

let s: HostedServer;
beforeAll(async () => {
  s = await startHostedPages();
  s.fake.addCustomer({ id: "cus_ada", name: "Ada Lovelace", email: "ada@example.com" });
  s.fake.addCustomer({ id: "cus_bob", name: "Bob Secret", email: "bob@example.com" });
});
afterAll(() => s?.close());

const get = (path: string, init: RequestInit = {}) => fetch(`${s.origin}${path}`, { redirect: "manual", ...init });
const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${s.origin}${path}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(form).toString() });
/** The CSRF token in a page's forms. */
const csrfOf = (page: string) => /name="csrf" value="([^"]+)"/.exec(page)![1];

describe("the hosted pages over HTTP", () => {
  it("answer an unknown or malformed token with the 404 page", async () => {
    for (const path of ["/pay/cs_doesnotexist", "/pay/..%2F..%2Fetc", "/portal/bp_nope_nope", "/invoice/inv_nope_nope", "/invoice/inv_nope_nope/pdf", "/pay/cs_nope_nope/authenticate"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await res.text()).toContain("This link is not valid");
    }
  });

  it("refuse a POST without the CSRF token, with another page's, or marked cross-site by the browser", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada" });
    const other = s.fake.startCheckout({ customerId: "cus_ada" });
    const card = { number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Ada" };
    const otherCsrf = csrfOf(await (await get(`/pay/${other}`)).text());
    const mine = csrfOf(await (await get(`/pay/${t}`)).text());
    for (const [form, headers] of [
      [card, {}],
      [{ ...card, csrf: otherCsrf }, {}],
      [{ ...card, csrf: mine }, { "sec-fetch-site": "cross-site" }],
    ] as const) {
      const res = await post(`/pay/${t}`, form, headers);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("This form could not be sent");
    }
    expect(s.fake.submissions.filter((x) => x.token === t)).toEqual([]);
    expect((await post(`/pay/${t}/authenticate`, { result: "complete" })).status).toBe(403);
    // The real token goes through.
    const ok = await post(`/pay/${t}`, { ...card, csrf: mine }, { "sec-fetch-site": "same-origin" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`/pay/${t}`);
  });

  it("never echo the card number or the CVC, but keep the expiry and the name", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada" });
    const csrf = csrfOf(await (await get(`/pay/${t}`)).text());
    for (const number of ["4000 0000 0000 0002", "4111 1111 1111 1112", "5555555555554444"]) {
      const res = await post(`/pay/${t}`, { csrf, number, expiry: "11/33", cvc: "987", name: "Ada Q" });
      const text = await res.text();
      expect([402, 422]).toContain(res.status);
      const digits = number.replace(/\s/g, "");
      expect(text).not.toContain(digits);
      expect(text.replace(/<aside[\s\S]*<\/aside>/, "")).not.toContain(number); // the test-card note lists 0002 itself
      expect(text).not.toContain("987");
      expect(text).toContain('value="11/33"');
      expect(text).toContain('value="Ada Q"');
    }
  });

  it("show a field's message by the field, tied to it for assistive technology", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada" });
    const csrf = csrfOf(await (await get(`/pay/${t}`)).text());
    const res = await post(`/pay/${t}`, { csrf, number: "4242424242424242", expiry: "01/20", cvc: "123", name: "Ada" });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).toMatch(/<input[^>]*id="card-expiry"[^>]*aria-describedby="card-expiry-hint card-expiry-error"[^>]*aria-invalid="true"[^>]*autofocus>/);
    expect(text).toContain('<p class="field-error" id="card-expiry-error">Your card&#39;s expiry date is in the past.</p>');
  });

  it("say a complete session is complete, and an expired one has expired", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada" });
    s.fake.sessions.get(t)!.status = "expired";
    const expired = await get(`/pay/${t}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This checkout has expired");
    const csrf = csrfOf(await (await get(`/pay/${s.fake.startCheckout({ customerId: "cus_ada" })}`)).text());
    expect((await post(`/pay/${t}`, { csrf })).status).toBe(403); // its own CSRF token is needed even here
    s.fake.sessions.get(t)!.status = "complete";
    const done = await get(`/pay/${t}`);
    expect(await done.text()).toContain("<h1>Payment complete</h1>");
    expect((await get(`/pay/${t}/authenticate`)).status).toBe(303);
  });

  it("put a success_url's origin in form-action, since the form's answer redirects there", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada", successUrl: "https://shop.example/thanks?order=1" });
    const res = await get(`/pay/${t}`);
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self' https://shop.example;");
  });

  it("never link or redirect to a success_url that is not http(s)", async () => {
    const t = s.fake.startCheckout({ customerId: "cus_ada", successUrl: "javascript:alert(1)" });
    const page = await get(`/pay/${t}`);
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self';");
    const csrf = csrfOf(await page.text());
    const res = await post(`/pay/${t}`, { csrf, number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Ada" });
    expect(res.headers.get("location")).toBe(`/pay/${t}`);
    const done = await (await get(`/pay/${t}`)).text();
    expect(done).toContain("Payment complete");
    expect(done).not.toContain("javascript:");
  });

  it("let a token reach only its own customer's data", async () => {
    const bobCard = s.fake.addMethod("cus_bob", { brand: "visa", last4: "1881", expMonth: 1, expYear: 2031 });
    const bobInvoice = s.fake.addInvoice("cus_bob", { lines: [{ description: "Secret plan", amount: 99_00 }] });
    const ada = s.fake.portalToken("cus_ada");
    const page = await (await get(`/portal/${ada}`)).text();
    expect(page).toContain("Ada Lovelace");
    expect(page).not.toMatch(/Bob|1881|Secret plan/);
    const csrf = csrfOf(page);
    // Ada's token cannot act on Bob's card, nor Bob's invoice be read with Ada's token.
    for (const action of ["remove", "default"]) {
      const res = await post(`/portal/${ada}/cards/${action}`, { csrf, payment_method: bobCard.id });
      expect(res.headers.get("location")).toBe(`/portal/${ada}?notice=failed`);
    }
    expect(s.fake.customers.get("cus_bob")!.methods).toHaveLength(1);
    expect((await get(`/invoice/${ada}`)).status).toBe(404);
    // And Ada's CSRF token does not work on Bob's portal.
    const bob = s.fake.portalToken("cus_bob");
    expect((await post(`/portal/${bob}/cards/remove`, { csrf, payment_method: bobCard.id })).status).toBe(403);
    expect((await get(`/invoice/${bobInvoice}`)).status).toBe(200);
  });

  it("serve the invoice's PDF inline with its number in the file name, and the stylesheet", async () => {
    const inv = s.fake.addInvoice("cus_ada", { lines: [{ description: "Pro plan", amount: 20_00 }], status: "paid" });
    const res = await get(`/invoice/${inv}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="invoice-TEST-\d{4}\.pdf"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const css = await get("/hosted/style.css");
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(await css.text()).toContain("font-family");
  });

  it("leave the API's own routes as they were: /v1 still needs a key and answers JSON", async () => {
    const res = await fetch(`${s.origin}/v1/customers.list`, { method: "POST" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: expect.any(String) });
  });
});
