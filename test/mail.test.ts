/**
 * E-mail to visitors, end to end: the API writes, the mail sender sends to a
 * real SMTP server on loopback, mailparser reads what arrived.
 */
import { createHmac } from "node:crypto";
import { createDeskClient, unwrap } from "@tandem/sdk";
import { afterEach, describe, expect, it } from "vitest";
import type { DeskRepos } from "../src/desk/context.js";
import type { MailRecord } from "../src/desk/mail/mail.repo.js";
import { manualClock } from "../src/platform/clock.js";
import type { MailConfig } from "../src/platform/config.js";
import { apiError, type DeskHarness, startDesk } from "./support/desk.js";
import { deadHolder } from "./support/owners.js";
import { type SmtpServerHandle, startSmtp } from "./support/smtp.js";

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const MINUTE = 60_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

interface Env {
  h: DeskHarness;
  smtp: SmtpServerHandle;
  clock: ReturnType<typeof manualClock>;
  /** Ticks until nothing more is due now and every attempt is logged. */
  flush(): Promise<number>;
  /** The mail log of test mode, newest first. */
  log(): Promise<MailRecord[]>;
  attempts(mail: MailRecord): ReturnType<DeskRepos["mails"]["attempts"]>;
}

async function setup(mail: Partial<MailConfig> | null = {}, smtpOpts: Parameters<typeof startSmtp>[0] = {}): Promise<Env> {
  const smtp = await startSmtp(smtpOpts);
  cleanups.push(() => smtp.close());
  const clock = manualClock(T0);
  const settings: MailConfig | null =
    mail === null ? null : { smtpUrl: smtp.url, from: "Acme Support <support@acme.test>", onlineWindowMs: 60_000, ...mail };
  const h = await startDesk({ clock, webhooks: { mail: settings } });
  cleanups.push(() => h.close());
  const { mailer, ctx } = h.tandem.desk;
  const space = (await h.tandem.workspaces.space(h.tandem.workspace.id, "test"))!.id;
  return {
    h,
    smtp,
    clock,
    async flush() {
      let total = 0;
      for (let n = await mailer.tick(); n > 0; n = await mailer.tick()) {
        total += n;
        await mailer.drain();
      }
      return total;
    },
    log: () => ctx.repos(ctx.read).mails.list(space, {}, undefined, 100),
    attempts: (m) => ctx.repos(ctx.read).mails.attempts(m.seq),
  };
}

/** A conversation started by Ann (with an address), answered by the team. */
async function conversation(env: Env, contact: { external_id: string; email?: string; name?: string } = { external_id: "ann", email: "ann@example.com", name: "Ann Smith" }, subject = "Export fails") {
  return unwrap(env.h.desk.POST("/conversations", { body: { contact, body: "The export button does nothing", subject } }));
}

describe("e-mail to visitors", () => {
  it("mails a team reply: recipient, subject, text and HTML parts, widget link, stable Message-ID", async () => {
    const env = await setup({ replyTo: "help@acme.test", widgetUrl: "https://app.acme.test/help?lang=en" });
    const c = await conversation(env);
    const body = 'Fixed in 2.1 <b>"bold"</b> & done.\nReload the page.';
    const m = await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body, author_name: "Bo" } }));
    expect(await env.flush()).toBe(1);

    expect(env.smtp.arrived).toHaveLength(1);
    const { envelopeTo, mail } = env.smtp.arrived[0];
    expect(envelopeTo).toEqual(["ann@example.com"]);
    expect(mail.to).toMatchObject({ value: [{ address: "ann@example.com", name: "Ann Smith" }] });
    expect(mail.from).toMatchObject({ value: [{ address: "support@acme.test", name: "Acme Support" }] });
    expect(mail.replyTo).toMatchObject({ value: [{ address: "help@acme.test" }] });
    expect(mail.subject).toBe("Re: Export fails");
    const link = `https://app.acme.test/help?lang=en&tandem_conversation=${c._id}`;
    expect(mail.text).toBe(`Bo replied:\n\n${body}\n\n-- \nView the conversation: ${link}\nTandem\n`);
    expect(mail.html).toContain("<p>Fixed in 2.1 &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; done.<br>\nReload the page.</p>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain(`<a href="${link.replace("&", "&amp;")}">View the conversation</a>`);
    expect(mail.inReplyTo).toBe(`<conversation.${c._id}@acme.test>`);

    const [logged] = (await env.log());
    expect(logged).toMatchObject({ status: "sent", kind: "reply", source_id: m._id, thread_id: c._id, attempt_count: 1, to_address: "ann@example.com" });
    expect(mail.messageId).toBe(logged.message_id);
    expect(logged.message_id).toBe(`<${logged.id}@acme.test>`);
    expect((await env.attempts(logged))).toMatchObject([{ number: 1, state: "completed", response_code: 250, error: null }]);
    expect((await env.attempts(logged))[0].response).toMatch(/^250 .*queued as test/);
  });

  it("mails nothing for internal notes, for a contact without an address, nor for the visitor's own messages", async () => {
    const env = await setup();
    const c = await conversation(env);
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "note", visibility: "internal" } }));
    const noAddress = await conversation(env, { external_id: "no-mail" });
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: noAddress._id } }, body: { body: "hello" } }));
    expect(await env.flush()).toBe(0);
    expect((await env.log())).toEqual([]);
    expect(env.smtp.arrived).toEqual([]);
  });

  it("mails a public ticket comment, never an internal one", async () => {
    const env = await setup({ widgetUrl: "https://app.acme.test/help" });
    await unwrap(env.h.desk.POST("/contacts", { body: { external_id: "cy", email: "cy@example.com" } }));
    const t = await unwrap(env.h.desk.POST("/tickets", { body: { contact: { external_id: "cy" }, type: "bug", title: "Crash on save" } }));
    await unwrap(env.h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: "internal only", visibility: "internal" } }));
    await unwrap(env.h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: "We found the cause." } }));
    expect(await env.flush()).toBe(1);
    expect(env.smtp.arrived).toHaveLength(1);
    const { envelopeTo, mail } = env.smtp.arrived[0];
    expect(envelopeTo).toEqual(["cy@example.com"]);
    expect(mail.subject).toBe(`Ticket #${t.number}: Crash on save`);
    expect(mail.text).toContain(`Tandem commented on ticket #${t.number}:\n\nWe found the cause.\n`);
    expect(mail.text).toContain(`View the ticket: https://app.acme.test/help?tandem_ticket=${t._id}`);
    expect(mail.html).toContain("<p>We found the cause.</p>");
    expect(`${mail.text}${mail.html}`).not.toContain("internal only");
  });

  it("without a widget URL there is no link; a conversation without subject is named by the workspace", async () => {
    const env = await setup();
    const c = await unwrap(env.h.desk.POST("/conversations", { body: { contact: { external_id: "d", email: "d@example.com" }, body: "hi" } }));
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "hello" } }));
    await env.flush();
    const { mail } = env.smtp.arrived[0];
    expect(mail.subject).toBe("Re: your conversation with Tandem");
    expect(mail.text).toBe("Tandem replied:\n\nhello\n\n-- \nTandem\n");
    expect(mail.html).not.toContain("<a ");
  });

  it("an erased contact gets no mail: pending mails are cancelled and the log forgets the address", async () => {
    const env = await setup();
    const c = await conversation(env);
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "one" } }));
    await unwrap(env.h.desk.DELETE("/contacts/{id}", { params: { path: { id: "ann" } } }));
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "two" } }));
    expect(await env.flush()).toBe(0);
    expect(env.smtp.arrived).toEqual([]);
    expect((await env.log())).toMatchObject([{ status: "cancelled", to_address: null, to_name: null, subject: "", text: "", html: "" }]);
  });

  it("a reply to a visitor seen in the widget within the window is skipped (logged); ticket comments are mailed anyway", async () => {
    const env = await setup();
    const c = await conversation(env);
    const contact = (await env.h.tandem.desk.ctx.repos(env.h.tandem.desk.ctx.read).contacts.byExternalId((await env.h.tandem.workspaces.space(env.h.tandem.workspace.id, "test"))!.id, "ann"))!;
    await env.h.tandem.desk.ctx.write((tx) => env.h.tandem.desk.ctx.mail.seen(tx, contact.seq, T0 - 30_000));
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "while online" } }));
    const t = await unwrap(env.h.desk.POST("/tickets", { body: { contact: { external_id: "ann" }, type: "question", title: "Q" } }));
    await unwrap(env.h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: "answer" } }));
    env.clock.advance(31_000); // last seen 61 s ago: offline
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "after leaving" } }));
    await env.flush();
    expect(env.smtp.arrived.map((a) => a.mail.text?.split("\n")[2]).sort()).toEqual(["after leaving", "answer"]);
    expect((await env.log()).map((m) => [m.kind, m.status])).toEqual([
      ["reply", "sent"],
      ["comment", "sent"],
      ["reply", "skipped"],
    ]);
  });

  it("never mails an address a widget visitor asserted without identity verification (skipped, unverified_address) until the server API sets it", async () => {
    const env = await setup({ onlineWindowMs: 0 });
    const ws = await unwrap(env.h.desk.GET("/workspace"));
    const pk = createDeskClient({ baseUrl: env.h.baseUrl, apiKey: ws.testPublicKey });
    // The phishing attempt: someone else's address, a trustworthy name, a subject that is a lure.
    const s = await unwrap(pk.POST("/widget/session", { body: { identity: { external_id: "mallory-1", name: "Security Team", email: "victim@example.com" } } }));
    const c = await unwrap(
      pk.POST("/widget/conversations", { params: { header: { "X-Visitor-Token": s.visitorToken } }, body: { body: "hi", subject: "Your account is locked: sign in at evil.example" } }),
    );
    const contact = await unwrap(env.h.desk.GET("/contacts/{id}", { params: { path: { id: "mallory-1" } } }));
    expect([contact.email, contact.emailVerified]).toEqual(["victim@example.com", false]); // kept for the team, flagged
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "Please follow the link you sent" } }));
    const t = await unwrap(env.h.desk.POST("/tickets", { body: { contact: { external_id: "mallory-1" }, type: "question", title: "Locked" } }));
    await unwrap(env.h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: "Looking into it" } }));
    expect(await env.flush()).toBe(0);
    expect(env.smtp.arrived).toEqual([]);
    const log = await unwrap(env.h.desk.GET("/mail_deliveries", {}));
    expect(log.items.map((m) => [m.kind, m.status, m.skipReason, m.to])).toEqual([
      ["comment", "skipped", "unverified_address", "victim@example.com"],
      ["reply", "skipped", "unverified_address", "victim@example.com"],
    ]);

    // The server API is trusted: once it sets the address, the next reply is mailed.
    const trusted = await unwrap(env.h.desk.POST("/contacts", { body: { external_id: "mallory-1", email: "victim@example.com" } }));
    expect(trusted.emailVerified).toBe(true);
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "now by mail" } }));
    expect(await env.flush()).toBe(1);
    expect(env.smtp.arrived.map((a) => a.envelopeTo)).toEqual([["victim@example.com"]]);
  });

  it("an address sent with a valid identity hash is mailed; a later unverified identity cannot change it", async () => {
    const env = await setup({ onlineWindowMs: 0 });
    const ws = await unwrap(env.h.desk.GET("/workspace"));
    const pk = createDeskClient({ baseUrl: env.h.baseUrl, apiKey: ws.testPublicKey });
    const { identitySecret } = await unwrap(env.h.desk.GET("/widget_settings"));
    const user_hash = createHmac("sha256", identitySecret).update("ann-7").digest("hex");
    const s = await unwrap(pk.POST("/widget/session", { body: { identity: { external_id: "ann-7", email: "ann7@example.com", user_hash } } }));
    await unwrap(pk.POST("/widget/session", { body: { identity: { external_id: "ann-7", email: "victim@example.com" } } }));
    const c = await unwrap(pk.POST("/widget/conversations", { params: { header: { "X-Visitor-Token": s.visitorToken } }, body: { body: "hello" } }));
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "answer" } }));
    expect(await env.flush()).toBe(1);
    expect(env.smtp.arrived.map((a) => a.envelopeTo)).toEqual([["ann7@example.com"]]);
    expect((await unwrap(env.h.desk.GET("/mail_deliveries", {}))).items.map((m) => [m.status, m.skipReason])).toEqual([["sent", null]]);
  });

  it("with TANDEM_MAIL_ONLINE_SECONDS=0 a reply is mailed even to a visitor online now", async () => {
    const env = await setup({ onlineWindowMs: 0 });
    const c = await conversation(env);
    const contact = (await env.h.tandem.desk.ctx.repos(env.h.tandem.desk.ctx.read).contacts.byExternalId((await env.h.tandem.workspaces.space(env.h.tandem.workspace.id, "test"))!.id, "ann"))!;
    await env.h.tandem.desk.ctx.write((tx) => env.h.tandem.desk.ctx.mail.seen(tx, contact.seq, T0));
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "hi" } }));
    expect(await env.flush()).toBe(1);
  });

  it("without SMTP settings nothing is queued", async () => {
    const env = await setup(null);
    const c = await conversation(env);
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "hi" } }));
    expect(env.h.tandem.desk.mailer.enabled).toBe(false);
    expect(await env.flush()).toBe(0);
    expect((await env.log())).toEqual([]);
  });

  it("authenticates with the user and password of TANDEM_SMTP_URL", async () => {
    const env = await setup({}, { user: "mailer@acme.test", pass: "p@ss w:rd" });
    const c = await conversation(env);
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "hi" } }));
    await env.flush();
    expect(env.smtp.arrived).toHaveLength(1);
  });

  it("retries a 4xx or 5xx on schedule (1, 5, 30 min, 2 h, 12 h), logging each answer, then fails", async () => {
    const env = await setup();
    env.smtp.respond = (n) => (n === 1 ? { code: 451, message: "Try again later" } : { code: 550, message: "Mailbox unavailable" });
    const c = await conversation(env);
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "hi" } }));
    expect(await env.flush()).toBe(1);
    let [m] = (await env.log());
    expect(m).toMatchObject({ status: "pending", attempt_count: 1, next_attempt_at: T0 + MINUTE });
    expect((await env.attempts(m))[0]).toMatchObject({ state: "completed", response_code: 451 });
    expect((await env.attempts(m))[0].response).toMatch(/^451 Try again later/);

    env.clock.advance(MINUTE - 1);
    expect(await env.flush()).toBe(0);
    for (const wait of [1, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE]) {
      env.clock.advance(wait);
      expect(await env.flush()).toBe(1);
    }
    [m] = (await env.log());
    expect(m).toMatchObject({ status: "pending", attempt_count: 5, next_attempt_at: env.clock.now() + 720 * MINUTE });
    env.clock.advance(720 * MINUTE);
    expect(await env.flush()).toBe(1);
    [m] = (await env.log());
    expect(m).toMatchObject({ status: "failed", attempt_count: 6, next_attempt_at: null });
    expect((await env.attempts(m)).map((a) => a.response_code)).toEqual([451, 550, 550, 550, 550, 550]);
    expect(env.smtp.arrived).toEqual([]);
  });

  it("retries while the SMTP server is down and sends once it is back", async () => {
    const env = await setup();
    const port = env.smtp.port;
    await env.smtp.close();
    const c = await conversation(env);
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "hi" } }));
    expect(await env.flush()).toBe(1);
    let [m] = (await env.log());
    expect(m).toMatchObject({ status: "pending", attempt_count: 1, next_attempt_at: T0 + MINUTE });
    expect((await env.attempts(m))[0]).toMatchObject({ response_code: null, error: expect.stringMatching(/ECONNECTION|ECONNREFUSED/) });

    const back = await startSmtp({ port });
    cleanups.splice(1, 0, () => back.close()); // closed after the desk
    env.clock.advance(MINUTE);
    expect(await env.flush()).toBe(1);
    [m] = (await env.log());
    expect(m).toMatchObject({ status: "sent", attempt_count: 2 });
    expect(back.arrived).toHaveLength(1);
  });

  it("a fresh sender on the same database sends what a killed one left in flight, with the same Message-ID", async () => {
    const env = await setup();
    const c = await conversation(env);
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "hi" } }));
    // The first process logged its attempt in flight and died before the answer: simulate with its repo.
    const { mails } = env.h.tandem.desk.ctx.repos(env.h.tandem.desk.ctx.read);
    const [queued] = (await env.log());
    const dead = deadHolder();
    expect(await mails.claim(queued.seq, dead, T0, T0 + 120_000)).toBe(true);
    await mails.startAttempt({ delivery_seq: queued.seq, number: 1, started_at: T0 }, dead);

    expect(await env.flush()).toBe(0); // leased: not due for another sender
    await env.h.tandem.desk.mailer.takeOver(); // what start() does in the next process
    expect(await env.flush()).toBe(1);
    const [m] = (await env.log());
    expect(m).toMatchObject({ status: "sent", attempt_count: 2 });
    expect((await env.attempts(m)).map((a) => a.state)).toEqual(["interrupted", "completed"]);
    expect(env.smtp.arrived.map((a) => a.mail.messageId)).toEqual([queued.message_id]);
  });

  it("GET /mail_deliveries shows the log (filters, pages, attempts with the SMTP answer), per mode", async () => {
    const env = await setup();
    env.smtp.respond = (n) => (n === 1 ? { code: 451, message: "Greylisted" } : null);
    const c = await conversation(env);
    const first = await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "one" } }));
    await env.flush();
    env.clock.advance(MINUTE);
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "two" } }));
    await env.flush();
    const other = await conversation(env, { external_id: "bo", email: "bo@example.com" }, "Other");
    const { ctx } = env.h.tandem.desk;
    const bo = (await ctx.repos(ctx.read).contacts.byExternalId((await env.h.tandem.workspaces.space(env.h.tandem.workspace.id, "test"))!.id, "bo"))!;
    await ctx.write(async (tx) => await ctx.mail.seen(tx, bo.seq, env.clock.now()));
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: other._id } }, body: { body: "three" } }));

    const all = await unwrap(env.h.desk.GET("/mail_deliveries", {}));
    expect(all.items.map((m) => [m.status, m.skipReason])).toEqual([
      ["skipped", "online"],
      ["sent", null],
      ["sent", null],
    ]);
    const oldest = all.items[2];
    expect(oldest).toMatchObject({
      kind: "reply",
      conversationId: c._id,
      ticketId: null,
      sourceId: first._id,
      to: "ann@example.com",
      subject: "Re: Export fails",
      status: "sent",
      attemptCount: 2,
      nextAttemptAt: null,
    });
    expect(oldest.messageIdHeader).toBe(`<${oldest._id}@acme.test>`);

    const detail = await unwrap(env.h.desk.GET("/mail_deliveries/{id}", { params: { path: { id: oldest._id } } }));
    expect(detail.attempts).toMatchObject([
      { number: 1, state: "completed", responseCode: 451, response: expect.stringMatching(/^451 Greylisted/), error: expect.any(String) },
      { number: 2, state: "completed", responseCode: 250, error: null },
    ]);

    expect((await unwrap(env.h.desk.GET("/mail_deliveries", { params: { query: { status: "skipped" } } }))).items.map((m) => m.to)).toEqual(["bo@example.com"]);
    expect((await unwrap(env.h.desk.GET("/mail_deliveries", { params: { query: { contact_id: "ann" } } }))).items).toHaveLength(2);
    expect((await unwrap(env.h.desk.GET("/mail_deliveries", { params: { query: { contact_id: "nobody" } } }))).items).toEqual([]);
    const page = await unwrap(env.h.desk.GET("/mail_deliveries", { params: { query: { limit: 2 } } }));
    expect(page.items).toHaveLength(2);
    const rest = await unwrap(env.h.desk.GET("/mail_deliveries", { params: { query: { limit: 2, before: page.nextCursor! } } }));
    expect(rest.items.map((m) => m._id)).toEqual([oldest._id]);
    expect(rest.nextCursor).toBeNull();
    expect((await unwrap(env.h.desk.GET("/mail_deliveries", { params: { query: { since: new Date(T0 + MINUTE).toISOString() } } }))).items).toHaveLength(2);

    // Live mode has its own log.
    expect((await unwrap(env.h.live.GET("/mail_deliveries", {}))).items).toEqual([]);
    expect((await apiError(unwrap(env.h.live.GET("/mail_deliveries/{id}", { params: { path: { id: oldest._id } } })))).code).toBe("mail_delivery_not_found");
  });
});
