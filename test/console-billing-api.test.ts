/**
 * The console's billing operations (issue 31 §1) through the app's own client on a real server:
 * attach with its preview, cancel with a refund, grant, invoices across customers (void, mark
 * paid), the plan editor and its versions, keyset paging of the lists.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleClient, unwrap } from "../console/src/client.js";
import { type ConsoleHarness, OPERATOR, startConsole } from "./support/console.js";
import { type Receiver, startReceiver } from "./support/receiver.js";

const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123", name: "Card Holder" };

describe("console API: billing operations", () => {
  let h: ConsoleHarness;
  let c: ConsoleClient;
  let receiver: Receiver;
  const test = { mode: "test" as const };
  const rv = async (op: string, body: unknown) => {
    const res = await fetch(`${h.revenueOrigin}/v1/${op}`, { method: "POST", headers: { authorization: `Bearer ${h.revenueKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(res.status, `${op}: ${await res.clone().text()}`).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  /** A customer who bought `plan` through the sandbox's checkout (a card on file afterwards). */
  const paying = async (id: string, plan: string) => {
    await rv("customers.get_or_create", { customer_id: id, name: id, email: `${id}@example.com` });
    const attach = await unwrap(c.POST("/customers/{id}/attach", { params: { path: { id }, query: test }, body: { planId: plan } }));
    expect(attach.payment_url).toMatch(/\/pay\//);
    const paid = await h.tandem.revenue.services.hosted.submitCard(attach.payment_url!.split("/").pop()!, CARD);
    expect(paid.outcome).toBe("complete");
  };

  beforeAll(async () => {
    h = await startConsole();
    receiver = await startReceiver();
    h.tandem.revenue.setPublicUrl(h.revenueOrigin);
    c = h.client();
    c.setSession(await unwrap(c.POST("/session", { body: OPERATOR })));
    await rv("features.create", { feature_id: "messages", name: "Messages", type: "metered", consumable: true });
    await rv("features.create", { feature_id: "sso", name: "SSO", type: "boolean" });
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  it("Billing webhooks: add (secret once, never listed), Send test, the delivery log with its attempt, Resend, disable; the live mode sees none; an unknown endpoint 404", async () => {
    const created = await unwrap(c.POST("/billing_webhooks", { params: { query: test }, body: { id: "billing-main", url: receiver.url, events: ["*"] } }));
    expect(created.secret).toMatch(/^whsec_/);
    const list = await unwrap(c.GET("/billing_webhooks", { params: { query: test } }));
    expect(list.list.map((w) => w.id)).toEqual(["billing-main"]);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const sent = await unwrap(c.POST("/billing_webhooks/{id}/test", { params: { path: { id: "billing-main" }, query: test } }));
    expect(sent).toMatchObject({ event_type: "ping", status: "succeeded" });
    expect(receiver.requests).toHaveLength(1);
    const log = await unwrap(c.GET("/billing_webhooks/{id}/deliveries", { params: { path: { id: "billing-main" }, query: test } }));
    expect(log.list.map((d) => [d.event_type, d.attempts.map((a) => a.status_code)])).toEqual([["ping", [200]]]);
    const resent = await unwrap(c.POST("/billing_webhook_deliveries/{id}/resend", { params: { path: { id: log.list[0].id }, query: test } }));
    expect(resent.attempts.map((a) => [a.trigger, a.status_code])).toEqual([["manual", 200], ["manual", 200]]);
    expect(receiver.requests).toHaveLength(2);
    const disabled = await unwrap(c.POST("/billing_webhooks/update", { params: { query: test }, body: { id: "billing-main", disabled: true } }));
    expect(disabled).toMatchObject({ disabled: true, disabled_reason: "manual" });
    expect((await unwrap(c.GET("/billing_webhooks", { params: { query: { mode: "live" } } }))).list).toEqual([]);
    const unknown = await c.POST("/billing_webhooks/{id}/test", { params: { path: { id: "nope" }, query: test } });
    expect(unknown.response.status).toBe(404);
    const badUrl = await c.POST("/billing_webhooks", { params: { query: test }, body: { id: "bad", url: "ftp://example.com", events: ["*"] } });
    expect(badUrl.response.status).toBe(400);
  });

  it("Plans editor: creates a plan with prices and items as plans.create would, refuses what plans.create refuses, a change with customers on it is a new version, versions list their customers", async () => {
    const plan = await unwrap(
      c.POST("/plans", {
        params: { query: test },
        body: {
          plan_id: "pro",
          name: "Pro",
          group: "main",
          price: { amount: 20, interval: "month", additional_currencies: [{ currency: "eur", amount: 18 }] },
          items: [{ feature_id: "messages", included: 1000, reset: { interval: "month" }, price: { amount: 0.01, interval: "month", billing_method: "usage_based", billing_units: 1 } }],
          free_trial: { duration_length: 14, duration_type: "day", card_required: true },
        },
      }),
    );
    expect(plan).toMatchObject({ id: "pro", version: 1, group: "main", price: { amount: 20, interval: "month" }, free_trial: { duration_length: 14 } });
    expect(plan.items[0]).toMatchObject({ feature_id: "messages", included: 1000, reset: { interval: "month" } });

    // The same validation as the billing API: an unknown feature is refused, nothing is created.
    const bad = await c.POST("/plans", { params: { query: test }, body: { plan_id: "broken", name: "Broken", items: [{ feature_id: "nope", included: 1 }] } });
    expect(bad.response.status).toBe(404);
    expect(bad.error).toMatchObject({ code: "feature_not_found" });
    expect((await unwrap(c.GET("/catalog", { params: { query: test } }))).plans.map((p) => p.id)).not.toContain("broken");
    const dup = await c.POST("/plans", { params: { query: test }, body: { plan_id: "pro", name: "Again" } });
    expect(dup.response.status).toBeGreaterThanOrEqual(400);
    expect(dup.response.status).toBeLessThan(500);

    await unwrap(c.POST("/plans", { params: { query: test }, body: { plan_id: "basic", name: "Basic", group: "main", price: { amount: 5, interval: "month" } } }));
    await paying("ver-1", "basic");
    const v2 = await unwrap(c.POST("/plans/update", { params: { query: test }, body: { plan_id: "basic", price: { amount: 7, interval: "month" } } }));
    expect(v2.version).toBe(2);
    const versions = await unwrap(c.GET("/plans/{id}/versions", { params: { path: { id: "basic" }, query: test } }));
    expect(versions.items.map((v) => [v.plan.version, v.plan.price?.amount, v.customers, v.more])).toEqual([
      [2, 7, 0, false],
      [1, 5, 1, false],
    ]);
    const unknown = await c.GET("/plans/{id}/versions", { params: { path: { id: "nope" }, query: test } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: "plan_not_found" });
  });

  it("Attach plan: the preview shows what attach will charge, then attach charges exactly that (to the card on file)", async () => {
    await rv("plans.create", { plan_id: "team", name: "Team", price: { amount: 30, interval: "month" } });
    await paying("att-1", "basic");
    const preview = await unwrap(c.POST("/customers/{id}/preview_attach", { params: { path: { id: "att-1" }, query: test }, body: { planId: "team" } }));
    expect(preview).toMatchObject({ customer_id: "att-1", currency: "usd", redirect_to_checkout: false });
    expect(preview.total).toBeGreaterThan(0);
    expect(preview.incoming.map((x) => x.plan_id)).toEqual(["team"]);
    // The preview changed nothing.
    const before = await unwrap(c.GET("/customers/{id}", { params: { path: { id: "att-1" }, query: test } }));
    expect(before.customer.subscriptions.map((s) => s.plan_id)).not.toContain("team");

    const attached = await unwrap(c.POST("/customers/{id}/attach", { params: { path: { id: "att-1" }, query: test }, body: { planId: "team" } }));
    expect(attached.payment_url).toBeNull();
    expect(attached.invoice?.total).toBe(preview.total);
    const after = await unwrap(c.GET("/customers/{id}", { params: { path: { id: "att-1" }, query: test } }));
    expect(after.customer.subscriptions.map((s) => s.plan_id)).toContain("team");

    const missing = await c.POST("/customers/{id}/preview_attach", { params: { path: { id: "att-1" }, query: test }, body: { planId: "nope" } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ code: "plan_not_found" });
  });

  it("Attach plan waits for no one: while another billing change of the customer holds its lock, 429 billing_busy", async () => {
    await rv("customers.get_or_create", { customer_id: "busy-1" });
    const space = (await h.tandem.platform.store.read.use(h.tandem.platform.repos.workspaces).space(h.tandem.workspace.id, "test"))!.id;
    const release = (await h.tandem.platform.customerLocks.tryHold(`${space}:busy-1`))!;
    try {
      const busy = await c.POST("/customers/{id}/attach", { params: { path: { id: "busy-1" }, query: test }, body: { planId: "team" } });
      expect(busy.response.status).toBe(429);
      expect(busy.error).toMatchObject({ code: "billing_busy" });
    } finally {
      release();
    }
    // Released after the attach's work: the next change of the customer goes through.
    const ok = await c.POST("/customers/{id}/attach", { params: { path: { id: "busy-1" }, query: test }, body: { planId: "team" } });
    expect(ok.response.status).toBe(200);
    const again = await h.tandem.platform.customerLocks.tryHold(`${space}:busy-1`);
    expect(again).not.toBeNull();
    again!();
  });

  it("Cancel plan: at the end of the cycle (no refund allowed), or now with a full refund as a credit note", async () => {
    await paying("can-1", "team");
    const refusal = await c.POST("/customers/{id}/cancel", { params: { path: { id: "can-1" }, query: test }, body: { planId: "team", when: "end_of_cycle", refund: "full" } });
    expect(refusal.response.status).toBe(400);
    expect(refusal.error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("refund") });

    const later = await unwrap(c.POST("/customers/{id}/cancel", { params: { path: { id: "can-1" }, query: test }, body: { planId: "team" } }));
    expect(later.customer_id).toBe("can-1");
    const pending = await unwrap(c.GET("/customers/{id}", { params: { path: { id: "can-1" }, query: test } }));
    expect(pending.customer.subscriptions.find((s) => s.plan_id === "team")).toMatchObject({ status: "active", canceled_at: expect.any(Number) });

    const now = await unwrap(c.POST("/customers/{id}/cancel", { params: { path: { id: "can-1" }, query: test }, body: { planId: "team", when: "now", refund: "full" } }));
    expect(now.invoice?.total).toBe(-30);
    const gone = await unwrap(c.GET("/customers/{id}", { params: { path: { id: "can-1" }, query: test } }));
    expect(gone.customer.subscriptions.map((s) => s.plan_id)).not.toContain("team");
    const invoices = await unwrap(c.GET("/invoices", { params: { query: { ...test, customerId: "can-1" } } }));
    expect(invoices.items.map((i) => [i.status, i.total])).toEqual([
      ["paid", -30],
      ["paid", 30],
    ]);
    expect(invoices.items[1].refunded_amount).toBe(30);
  });

  it("Grant balance: adds units of a metered feature; 0 units or a boolean feature refused", async () => {
    await rv("customers.get_or_create", { customer_id: "grant-1" });
    const granted = await unwrap(c.POST("/customers/{id}/grant", { params: { path: { id: "grant-1" }, query: test }, body: { featureId: "messages", amount: 50, reason: "support credit" } }));
    expect(granted.balance_id).toEqual(expect.any(String));
    const detail = await unwrap(c.GET("/customers/{id}", { params: { path: { id: "grant-1" }, query: test } }));
    expect(detail.customer.balances.messages).toMatchObject({ granted: 50, remaining: 50 });
    const zero = await c.POST("/customers/{id}/grant", { params: { path: { id: "grant-1" }, query: test }, body: { featureId: "messages", amount: 0 } });
    expect(zero.response.status).toBe(400);
    expect(zero.error).toMatchObject({ code: "invalid_amount" });
    const flag = await c.POST("/customers/{id}/grant", { params: { path: { id: "grant-1" }, query: test }, body: { featureId: "sso", amount: 1 } });
    expect(flag.response.status).toBe(400);
    const nobody = await c.POST("/customers/{id}/grant", { params: { path: { id: "nobody" }, query: test }, body: { featureId: "messages", amount: 1 } });
    expect(nobody.response.status).toBe(404);
  });

  it("Invoices: Void an open invoice, Mark paid another (its plan starts), each only where the billing contract allows it; the page has lines and the PDF", async () => {
    for (const id of ["inv-1", "inv-2"]) {
      await rv("customers.get_or_create", { customer_id: id, email: `${id}@example.com` });
      await rv("billing.attach", { customer_id: id, plan_id: "team", invoice_mode: { enabled: true } });
    }
    const open = await unwrap(c.GET("/invoices", { params: { query: { ...test, status: "open" } } }));
    const [two, one] = open.items;
    expect([two.customer_id, one.customer_id]).toEqual(["inv-2", "inv-1"]);

    const page = await unwrap(c.GET("/invoices/{id}", { params: { path: { id: one.id }, query: test } }));
    expect(page.invoice.items?.map((l) => [l.plan_id, l.amount])).toEqual([["team", 30]]);
    expect(page.invoice.hosted_invoice_url).toMatch(/\/invoice\//);
    expect(page.pdfUrl).toBe(`${page.invoice.hosted_invoice_url}/pdf`);

    const voided = await unwrap(c.POST("/invoices/{id}/void", { params: { path: { id: one.id }, query: test } }));
    expect(voided.invoice.status).toBe("void");
    const paidVoid = await c.POST("/invoices/{id}/mark_paid", { params: { path: { id: one.id }, query: test } });
    expect(paidVoid.response.status).toBe(400);
    expect(paidVoid.error).toMatchObject({ code: "invalid_request" });

    const paid = await unwrap(c.POST("/invoices/{id}/mark_paid", { params: { path: { id: two.id }, query: test } }));
    expect(paid.invoice).toMatchObject({ status: "paid", amount_paid: 30 });
    expect((await unwrap(c.GET("/customers/{id}", { params: { path: { id: "inv-2" }, query: test } }))).customer.subscriptions.map((s) => s.plan_id)).toContain("team");
    const voidPaid = await c.POST("/invoices/{id}/void", { params: { path: { id: two.id }, query: test } });
    expect(voidPaid.response.status).toBe(400);
    const unknown = await c.GET("/invoices/{id}", { params: { path: { id: "inv_nope" }, query: test } });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toMatchObject({ message: expect.stringContaining("invoice_id") });
  });

  it("Lists page by cursor (Next until the end, no row twice) and filter: customers by plan, invoices by status and customer", async () => {
    const walk = async <T extends { id?: string | null }>(first: (cursor?: string) => Promise<{ items: T[]; nextCursor: string | null }>) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await first(cursor);
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((x) => x.id!));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    };
    const customers = await walk((cursor) => unwrap(c.GET("/customers", { params: { query: { ...test, limit: 2, ...(cursor && { cursor }) } } })));
    const all = await unwrap(c.GET("/customers", { params: { query: { ...test, limit: 100 } } }));
    expect(customers).toEqual(all.items.map((x) => x.id));
    expect(new Set(customers).size).toBeGreaterThan(4);

    const onTeam = await unwrap(c.GET("/customers", { params: { query: { ...test, plan: "team" } } }));
    expect(onTeam.items.map((x) => x.id).sort()).toEqual(["att-1", "inv-2"]);
    const scheduled = await unwrap(c.GET("/customers", { params: { query: { ...test, plan: "team", status: "scheduled" } } }));
    expect(scheduled.items).toEqual([]);

    const invoices = await walk((cursor) => unwrap(c.GET("/invoices", { params: { query: { ...test, limit: 2, ...(cursor && { cursor }) } } })));
    const allInvoices = await unwrap(c.GET("/invoices", { params: { query: { ...test, limit: 100 } } }));
    expect(invoices).toEqual(allInvoices.items.map((i) => i.id));
    expect(allInvoices.items.map((i) => i.customer_id)).toEqual(expect.arrayContaining(["ver-1", "att-1", "can-1", "inv-2"]));
    const voided = await unwrap(c.GET("/invoices", { params: { query: { ...test, status: "void" } } }));
    expect(voided.items.map((i) => i.customer_id)).toEqual(["inv-1"]);
    const unknown = await c.GET("/invoices", { params: { query: { ...test, customerId: "nobody" } } });
    expect(unknown.response.status).toBe(404);
    const tooMany = await c.GET("/invoices", { params: { query: { ...test, limit: 101 } } });
    expect(tooMany.response.status).toBe(400);
  });

  it("Customers filter by has overdue invoice: an open invoice past its due date counts, one not yet due or paid does not; keyset-paged", async () => {
    for (const [id, days] of [["od-late", 0], ["od-later", 30]] as const) {
      await rv("customers.get_or_create", { customer_id: id, email: `${id}@example.com` });
      await rv("billing.attach", { customer_id: id, plan_id: "team", invoice_mode: { enabled: true, net_terms_days: days } });
    }
    const ids = async (overdue?: boolean) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await unwrap(c.GET("/customers", { params: { query: { ...test, limit: 1, ...(overdue !== undefined && { overdue }), ...(cursor && { cursor }) } } }));
        seen.push(...page.items.map((x) => x.id!));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    };
    const overdue = await ids(true);
    expect(overdue).toContain("od-late");
    expect(overdue).not.toContain("od-later");
    expect(overdue).not.toContain("inv-2"); // its invoice was marked paid
    expect(await ids()).toEqual(expect.arrayContaining(["od-late", "od-later", "inv-2"]));
    const late = (await unwrap(c.GET("/invoices", { params: { query: { ...test, customerId: "od-late" } } }))).items;
    await unwrap(c.POST("/invoices/{id}/mark_paid", { params: { path: { id: late[0].id }, query: test } }));
    expect(await ids(true)).not.toContain("od-late");
  });

  it("Invoices filter by number (as shown or its digits) and by a created-at range, keyset-paged; a number without digits or an empty range is 400", async () => {
    const all = (await unwrap(c.GET("/invoices", { params: { query: { ...test, limit: 100 } } }))).items;
    expect(all.length).toBeGreaterThan(3);
    const target = all[1];
    const byNumber = await unwrap(c.GET("/invoices", { params: { query: { ...test, number: target.number! } } }));
    expect(byNumber.items.map((i) => i.id)).toEqual([target.id]);
    const digits = String(Number(/(\d+)$/.exec(target.number!)![1]));
    expect((await unwrap(c.GET("/invoices", { params: { query: { ...test, number: digits } } }))).items.map((i) => i.id)).toEqual([target.id]);
    expect((await unwrap(c.GET("/invoices", { params: { query: { ...test, number: "INV-T-999999" } } }))).items).toEqual([]);
    expect((await unwrap(c.GET("/invoices", { params: { query: { ...test, number: target.number!, status: target.status === "void" ? "paid" : "void" } } }))).items).toEqual([]);

    const times = all.map((i) => i.created_at).sort((a, b) => a - b);
    const from = times[1];
    const before = times[times.length - 1];
    const expected = all.filter((i) => i.created_at >= from && i.created_at < before).map((i) => i.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await unwrap(c.GET("/invoices", { params: { query: { ...test, createdFrom: from, createdBefore: before, limit: 1, ...(cursor && { cursor }) } } }));
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected);

    const noDigits = await c.GET("/invoices", { params: { query: { ...test, number: "INV-" } } });
    expect(noDigits.response.status).toBe(400);
    expect(noDigits.error).toMatchObject({ code: "invalid_request" });
    const empty = await c.GET("/invoices", { params: { query: { ...test, createdFrom: 5000, createdBefore: 5000 } } });
    expect(empty.response.status).toBe(400);
  });
});
