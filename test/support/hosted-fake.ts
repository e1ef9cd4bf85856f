/**
 * An in-memory `HostedBilling` for the hosted pages' tests: customers,
 * checkout sessions, portal and invoice tokens, and the sandbox's test cards
 * as at Stripe (4242 succeeds; 0002 declined; 9995 insufficient funds; 0341
 * saved; 3155 needs authentication). The real one is billing's (issue 12);
 * this fake only drives every page. It keeps card facts, never a number.
 */
import { randomBytes } from "node:crypto";
import type { CardInput, CheckoutOutcome, CheckoutView, HostedBilling, InvoiceView, PortalView } from "../../src/revenue/payments/ports.js";

export interface FakeMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface FakeCustomer {
  id: string;
  name: string | null;
  email: string | null;
  plans: { id: string; name: string; status: string; currentPeriodEnd: number | null; startsAt: number | null; endsAt: number | null; canCancel: boolean; canResume: boolean }[];
  methods: FakeMethod[];
  defaultMethod: string | null;
  invoices: FakeInvoice[];
}

export interface FakeLine {
  description: string;
  /** Minor units (USD cents). */
  amount: number;
}

export interface FakeSession {
  token: string;
  customerId: string;
  mode: "payment" | "setup";
  planName: string | null;
  lines: FakeLine[];
  successUrl: string | null;
  testMode: boolean;
  status: "open" | "complete" | "expired";
  /** The card facts waiting for 3-D Secure. */
  pendingAuth: FakeMethod | null;
  /** The invoice it pays, if any. */
  invoiceToken: string | null;
}

export interface FakeInvoice {
  token: string;
  number: string;
  customerId: string;
  status: InvoiceView["status"];
  lines: FakeLine[];
  createdAt: number;
  dueAt: number | null;
  paidAt: number | null;
}

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url")}`;

/** $1,234.50 from 123450 (integer arithmetic only). */
export function usd(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${whole}.${String(abs % 100).padStart(2, "0")}`;
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const brandOf = (number: string) => (number.startsWith("4") ? "visa" : /^5[1-5]/.test(number) ? "mastercard" : /^3[47]/.test(number) ? "amex" : "card");

export interface HostedFake extends HostedBilling {
  customers: Map<string, FakeCustomer>;
  sessions: Map<string, FakeSession>;
  /** Every card submission the fake received, as card facts (last 4 only). */
  submissions: { token: string; last4: string; name: string }[];
  addCustomer(c: { id: string; name?: string | null; email?: string | null }): FakeCustomer;
  startCheckout(s: { customerId: string; mode?: "payment" | "setup"; planName?: string | null; lines?: FakeLine[]; successUrl?: string | null; testMode?: boolean; invoiceToken?: string }): string;
  portalToken(customerId: string, opts?: { returnUrl?: string | null; testMode?: boolean }): string;
  addInvoice(customerId: string, inv: { lines: FakeLine[]; status?: InvoiceView["status"]; dueAt?: number | null }): string;
  addMethod(customerId: string, m: Omit<FakeMethod, "id">): FakeMethod;
}

export function createHostedFake(now: () => number = Date.now): HostedFake {
  const customers = new Map<string, FakeCustomer>();
  const sessions = new Map<string, FakeSession>();
  const portals = new Map<string, { customerId: string; returnUrl: string | null; testMode: boolean }>();
  const invoices = new Map<string, FakeInvoice>();
  const submissions: HostedFake["submissions"] = [];
  let invoiceSeq = 0;
  let methodSeq = 0;

  const customerOf = (id: string) => {
    const c = customers.get(id);
    if (!c) throw new Error(`no customer ${id}`);
    return c;
  };
  const total = (lines: FakeLine[]) => lines.reduce((s, l) => s + l.amount, 0);
  const addInvoice: HostedFake["addInvoice"] = (customerId, inv) => {
    const t = token("inv");
    const invoice: FakeInvoice = {
      token: t,
      number: `TEST-${String(++invoiceSeq).padStart(4, "0")}`,
      customerId,
      status: inv.status ?? "open",
      lines: inv.lines,
      createdAt: now(),
      dueAt: inv.dueAt ?? null,
      paidAt: inv.status === "paid" ? now() : null,
    };
    invoices.set(t, invoice);
    customerOf(customerId).invoices.push(invoice);
    return t;
  };
  const addMethod: HostedFake["addMethod"] = (customerId, m) => {
    const c = customerOf(customerId);
    const method = { id: `pm_${++methodSeq}`, ...m };
    c.methods.push(method);
    c.defaultMethod ??= method.id;
    return method;
  };

  /** A session paid (or its card saved) with `method`. */
  const complete = (s: FakeSession, method: Omit<FakeMethod, "id">): CheckoutOutcome => {
    addMethod(s.customerId, method);
    const c = customerOf(s.customerId);
    if (s.mode === "payment") {
      if (s.invoiceToken) {
        const inv = invoices.get(s.invoiceToken)!;
        inv.status = "paid";
        inv.paidAt = now();
      } else {
        addInvoice(s.customerId, { lines: s.lines, status: "paid" });
      }
      if (s.planName) {
        const end = now() + 30 * 86_400_000;
        c.plans.push({ id: `sub_${c.plans.length + 1}`, name: s.planName, status: "active", currentPeriodEnd: end, startsAt: null, endsAt: null, canCancel: true, canResume: false });
      }
    }
    s.status = "complete";
    s.pendingAuth = null;
    return { outcome: "complete", successUrl: s.successUrl };
  };

  const fake: HostedFake = {
    customers,
    sessions,
    submissions,
    addCustomer(c) {
      const customer: FakeCustomer = { id: c.id, name: c.name ?? null, email: c.email ?? null, plans: [], methods: [], defaultMethod: null, invoices: [] };
      customers.set(c.id, customer);
      return customer;
    },
    startCheckout(s) {
      customerOf(s.customerId);
      const t = token("cs");
      sessions.set(t, {
        token: t,
        customerId: s.customerId,
        mode: s.mode ?? "payment",
        planName: s.planName === undefined ? "Pro" : s.planName,
        lines: s.lines ?? [{ description: "Pro plan (monthly)", amount: 2000 }],
        successUrl: s.successUrl ?? null,
        testMode: s.testMode ?? true,
        status: "open",
        pendingAuth: null,
        invoiceToken: s.invoiceToken ?? null,
      });
      return t;
    },
    portalToken(customerId, opts = {}) {
      customerOf(customerId);
      const t = token("bp");
      portals.set(t, { customerId, returnUrl: opts.returnUrl ?? null, testMode: opts.testMode ?? true });
      return t;
    },
    addInvoice,
    addMethod,

    async checkout(t): Promise<CheckoutView | null> {
      const s = sessions.get(t);
      if (!s) return null;
      const c = customerOf(s.customerId);
      return {
        status: s.status,
        mode: s.mode,
        customer: { id: c.id, name: c.name, email: c.email },
        planName: s.planName,
        lines: s.mode === "payment" ? s.lines.map((l) => ({ description: l.description, amount: usd(l.amount) })) : [],
        totalDueNow: s.mode === "payment" ? usd(total(s.lines)) : null,
        nothingDueNow: s.mode === "setup" || total(s.lines) === 0,
        successUrl: s.successUrl,
        testMode: s.testMode,
      };
    },
    async submitCard(t, card: CardInput): Promise<CheckoutOutcome> {
      const s = sessions.get(t);
      if (!s || s.status !== "open") return { outcome: "declined", code: "processing_error", message: "This checkout is not open." };
      submissions.push({ token: t, last4: card.number.slice(-4), name: card.name });
      if (!luhn(card.number)) return { outcome: "invalid", field: "number", message: "Your card number is invalid." };
      const d = new Date(now());
      if (card.expYear < d.getUTCFullYear() || (card.expYear === d.getUTCFullYear() && card.expMonth < d.getUTCMonth() + 1)) {
        return { outcome: "invalid", field: "expiry", message: "Your card's expiry date is in the past." };
      }
      const facts = { brand: brandOf(card.number), last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
      switch (card.number) {
        case "4242424242424242":
        case "4000000000000341":
          return complete(s, facts);
        case "4000000000000002":
          return { outcome: "declined", code: "card_declined", message: "Your card was declined." };
        case "4000000000009995":
          return { outcome: "declined", code: "insufficient_funds", message: "Your card has insufficient funds." };
        case "4000002500003155":
          s.pendingAuth = { id: "", ...facts };
          return { outcome: "authenticate" };
        default:
          return { outcome: "declined", code: "card_declined", message: "Your card was declined. In test mode, use a test card." };
      }
    },
    async authenticate(t, ok) {
      const s = sessions.get(t);
      if (!s || s.status !== "open" || !s.pendingAuth) return { outcome: "declined", code: "authentication_failed", message: "There is no payment to authenticate." };
      if (!ok) {
        s.pendingAuth = null;
        return { outcome: "declined", code: "authentication_failed", message: "We could not authenticate your payment." };
      }
      const { id: _id, ...facts } = s.pendingAuth;
      return complete(s, facts);
    },

    async portal(t): Promise<PortalView | null> {
      const p = portals.get(t);
      if (!p) return null;
      const c = customerOf(p.customerId);
      return {
        customer: { id: c.id, name: c.name, email: c.email },
        testMode: p.testMode,
        returnUrl: p.returnUrl,
        plans: c.plans.map((x) => ({ ...x })),
        invoices: c.invoices.map((i) => ({ number: i.number, status: i.status, total: usd(total(i.lines)), createdAt: i.createdAt, hostedUrl: `/invoice/${i.token}`, pdfUrl: `/invoice/${i.token}/pdf` })),
        paymentMethods: c.methods.map((m) => ({ ...m, isDefault: m.id === c.defaultMethod })),
      };
    },
    async portalAddCard(t) {
      const p = portals.get(t);
      if (!p) return null;
      return fake.startCheckout({ customerId: p.customerId, mode: "setup", planName: null, lines: [], successUrl: `/portal/${t}`, testMode: p.testMode });
    },
    async portalRemoveCard(t, id) {
      const p = portals.get(t);
      const c = p && customerOf(p.customerId);
      const at = c ? c.methods.findIndex((m) => m.id === id) : -1;
      if (!c || at < 0) return false;
      c.methods.splice(at, 1);
      if (c.defaultMethod === id) c.defaultMethod = c.methods[0]?.id ?? null;
      return true;
    },
    async portalMakeDefault(t, id) {
      const p = portals.get(t);
      const c = p && customerOf(p.customerId);
      if (!c || !c.methods.some((m) => m.id === id)) return false;
      c.defaultMethod = id;
      return true;
    },

    async invoice(t): Promise<InvoiceView | null> {
      const i = invoices.get(t);
      if (!i) return null;
      const c = customerOf(i.customerId);
      const sum = usd(total(i.lines));
      let payUrl: string | null = null;
      if (i.status === "open") {
        const open = [...sessions.values()].find((s) => s.invoiceToken === t && s.status === "open");
        payUrl = `/pay/${open?.token ?? fake.startCheckout({ customerId: c.id, planName: null, lines: i.lines, invoiceToken: t })}`;
      }
      return {
        number: i.number,
        status: i.status,
        customer: { id: c.id, name: c.name, email: c.email },
        currency: "usd",
        lines: i.lines.map((l) => ({ description: l.description, amount: usd(l.amount) })),
        subtotal: sum,
        total: sum,
        amountDue: i.status === "open" ? sum : usd(0),
        createdAt: i.createdAt,
        dueAt: i.dueAt,
        paidAt: i.paidAt,
        payUrl,
        testMode: true,
      };
    },
    async invoicePay(t) {
      return (await fake.invoice(t))?.payUrl ?? null;
    },
    async invoicePdf(t) {
      const i = invoices.get(t);
      return i ? tinyPdf(`Invoice ${i.number}`) : null;
    },
  };
  return fake;
}

/** A one-page PDF showing `text` (enough for a browser and a content check). */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
