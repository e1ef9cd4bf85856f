/**
 * Inbound e-mail, end to end: the team replies through the API, the mail
 * sender sends it to a real SMTP server on loopback, the visitor answers it
 * with nodemailer through Tandem's own inbound SMTP listener, and the answer
 * shows in the Desk API, its events and the widget — or is dropped.
 */
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "../src/cli/serve.js";
import { ListenError } from "../src/cli/errors.js";
import { resolveConfig } from "../src/platform/config.js";
import { createDeskClient, type DeskClient, unwrap } from "@tandem/sdk";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer/index.js";
import { afterEach, describe, expect, it } from "vitest";
import type { InboundOutcome } from "../src/desk/mail/inbound.service.js";
import { manualClock } from "../src/platform/clock.js";
import { type DeskHarness, startDesk } from "./support/desk.js";
import { type SmtpServerHandle, startSmtp } from "./support/smtp.js";

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

interface Env {
  h: DeskHarness;
  smtp: SmtpServerHandle;
  outcomes: InboundOutcome[];
  /** The widget's client (the workspace's public test key). */
  pk: DeskClient;
  /** Sends the team's mails now. */
  flush(): Promise<void>;
  /** Sends one mail to Tandem's inbound listener, as a visitor's mail server would. */
  send(mail: Mail.Options): Promise<{ rejected: unknown[]; rejectedErrors?: { responseCode?: number }[] }>;
  space: number;
}

async function setup(): Promise<Env> {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.close());
  const h = await startDesk({
    clock: manualClock(T0),
    webhooks: {
      mail: {
        smtpUrl: smtp.url,
        from: "Acme Support <support@acme.test>",
        // Mail every reply, even to a visitor who is in the widget.
        onlineWindowMs: 0,
        inbound: { host: "127.0.0.1", port: 0, address: "reply@in.acme.test" },
      },
    },
  });
  cleanups.push(() => h.close());
  const outcomes: InboundOutcome[] = [];
  const listener = (await h.tandem.desk.listenInbound({ onOutcome: (o) => outcomes.push(o) }))!;
  cleanups.push(() => listener.close());
  const client = nodemailer.createTransport({ host: "127.0.0.1", port: listener.port, secure: false, ignoreTLS: true });
  cleanups.push(async () => client.close());
  const ws = await unwrap(h.desk.GET("/workspace"));
  const { mailer } = h.tandem.desk;
  return {
    h,
    smtp,
    outcomes,
    pk: createDeskClient({ baseUrl: h.baseUrl, apiKey: ws.testPublicKey }),
    async flush() {
      while ((await mailer.tick()) > 0) await mailer.drain();
    },
    send: (mail) => client.sendMail(mail),
    space: (await h.tandem.workspaces.space(h.tandem.workspace.id, "test"))!.id,
  };
}

/** A conversation started by Ann through the API (her address is trusted), and the team's reply mailed to her. */
async function repliedConversation(env: Env, contact = { external_id: "ann", email: "ann@example.com", name: "Ann Smith" }) {
  const c = await unwrap(env.h.desk.POST("/conversations", { body: { contact, body: "The export button does nothing", subject: "Export fails" } }));
  await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "Fixed in 2.1, reload the page.", author_name: "Bo" } }));
  await env.flush();
  const sent = env.smtp.arrived.at(-1)!.mail;
  return { c, sent, replyTo: sent.replyTo!.value[0].address! };
}

const messagesOf = async (env: Env, id: string) => (await unwrap(env.h.desk.GET("/conversations/{id}/messages", { params: { path: { id } } }))).items;

const QUOTED = "\n\nOn Sun, 1 Mar 2026 at 09:00, Acme Support <support@acme.test> wrote:\n> Bo replied:\n>\n> Fixed in 2.1, reload the page.\n";

describe("replies by e-mail", () => {
  it("a visitor's answer to a team reply becomes their message: Desk API, message.created and the widget, quoted history and signature trimmed", async () => {
    const env = await setup();
    // Ann is a verified widget identity: her address comes from the host's backend.
    const { identitySecret } = await unwrap(env.h.desk.GET("/widget_settings"));
    const userHash = createHmac("sha256", identitySecret).update("ann").digest("hex");
    const s = await unwrap(
      env.pk.POST("/widget/session", { body: { identity: { external_id: "ann", name: "Ann Smith", email: "ann@example.com", user_hash: userHash } } }),
    );
    const visitor = { header: { "X-Visitor-Token": s.visitorToken } };
    const c = await unwrap(env.pk.POST("/widget/conversations", { params: visitor, body: { body: "The export button does nothing", subject: "Export fails" } }));
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "Fixed in 2.1, reload the page.", author_name: "Bo" } }));
    await env.flush();

    // The team's mail carries the conversation's own reply address and its Message-ID.
    const sent = env.smtp.arrived[0].mail;
    const replyTo = sent.replyTo!.value[0].address!;
    expect(replyTo).toMatch(new RegExp(`^reply\\+c_${c._id}\\.[0-9a-f]{20}@in\\.acme\\.test$`));
    expect(sent.messageId).toMatch(/^<[0-9a-f]{24}@acme\.test>$/);

    await env.send({
      from: "Ann Smith <ANN@example.com>",
      to: replyTo,
      subject: "Re: Export fails",
      inReplyTo: sent.messageId,
      references: [sent.messageId!],
      text: `Yes, that fixed it. Thanks!\n\n-- \nAnn Smith, ACME${QUOTED}`,
    });
    expect(env.outcomes).toEqual([{ status: "accepted", conversationId: c._id, messageId: expect.any(String) }]);
    const messageId = (env.outcomes[0] as { messageId: string }).messageId;

    const [newest] = await messagesOf(env, c._id);
    expect(newest).toMatchObject({ _id: messageId, body: "Yes, that fixed it. Thanks!", author: "contact", author_name: "Ann Smith", visibility: "public" });
    const events = (await unwrap(env.h.desk.GET("/events", { params: { query: { type: "message.created", limit: 100 } } }))).items as any[];
    expect(events.map((e) => e.data._id)).toContain(messageId);
    const feed = await unwrap(env.pk.GET("/widget/conversations/{id}/messages", { params: { ...visitor, path: { id: c._id } } }));
    expect(feed.items.at(-1)).toMatchObject({ _id: messageId, body: "Yes, that fixed it. Thanks!", author: "contact" });
  });

  it("matches a reply to the bare reply address by In-Reply-To, once per Message-ID; attachments are refused with a note", async () => {
    const env = await setup();
    const { c, sent } = await repliedConversation(env);
    const answer: Mail.Options = {
      from: "ann@example.com",
      to: "reply@in.acme.test",
      subject: "Re: Export fails",
      messageId: "<answer-1@example.com>",
      inReplyTo: sent.messageId,
      text: "Still broken on Safari.",
      attachments: [{ filename: "screenshot.png", content: Buffer.from("not really a png") }],
    };
    await env.send(answer);
    // The visitor's server delivering the same mail again (its answer was lost) adds nothing.
    await env.send(answer);
    expect(env.outcomes.map((o) => o.status)).toEqual(["accepted", "accepted"]);
    const contactMessages = (await messagesOf(env, c._id)).filter((m) => m.author === "contact");
    expect(contactMessages.map((m) => m.body)).toEqual([
      "Still broken on Safari.\n\n[1 attachment not kept: e-mail attachments are not accepted]",
      "The export button does nothing",
    ]);
  });

  it("takes the text of an HTML-only answer, without the quoted block", async () => {
    const env = await setup();
    const { c, replyTo } = await repliedConversation(env);
    await env.send({
      from: "ann@example.com",
      to: replyTo,
      html: '<div dir="ltr">It works <b>now</b>.</div><br><div class="gmail_quote"><div>On Sun, Mar 1, 2026 at 9:00 AM Acme Support &lt;support@acme.test&gt; wrote:</div><blockquote>Fixed in 2.1</blockquote></div>',
    });
    expect(env.outcomes.map((o) => o.status)).toEqual(["accepted"]);
    const [newest] = await messagesOf(env, c._id);
    expect(newest.body).toBe("It works now.");
  });

  it("never attaches mail from an address other than the contact's verified one", async () => {
    const env = await setup();
    const { c, sent, replyTo } = await repliedConversation(env);
    await env.send({ from: "mallory@example.com", to: replyTo, subject: "Re: Export fails", inReplyTo: sent.messageId, text: "Please reset my password" });
    expect(env.outcomes).toEqual([{ status: "dropped", reason: "sender_mismatch", conversationId: c._id }]);

    // An address a widget visitor typed without a user_hash is anyone's: nothing from it is attached.
    const s = await unwrap(env.pk.POST("/widget/session", { body: { identity: { external_id: "eve", email: "eve@example.com" } } }));
    const visitor = { header: { "X-Visitor-Token": s.visitorToken } };
    const u = await unwrap(env.pk.POST("/widget/conversations", { params: visitor, body: { body: "hello" } }));
    await unwrap(env.h.desk.POST("/conversations/{id}/messages", { params: { path: { id: u._id } }, body: { body: "Hi Eve" } }));
    const skipped = (await env.h.tandem.desk.ctx.repos(env.h.tandem.desk.ctx.read).mails.list(env.space, { status: "skipped" }, undefined, 10))[0];
    expect(skipped).toMatchObject({ thread_id: u._id, skip_reason: "unverified_address" });
    await env.send({ from: "eve@example.com", to: "reply@in.acme.test", inReplyTo: skipped.message_id, text: "It is me" });
    expect(env.outcomes[1]).toEqual({ status: "dropped", reason: "sender_mismatch", conversationId: u._id });

    expect((await messagesOf(env, c._id)).map((m) => m.body)).not.toContain("Please reset my password");
    expect((await messagesOf(env, u._id)).map((m) => m.body)).not.toContain("It is me");
  });

  it("drops auto-replies, bounces and mailing-list mail (no loops), and a forged reply address", async () => {
    const env = await setup();
    const { c, sent, replyTo } = await repliedConversation(env);
    const base = { from: "ann@example.com", to: replyTo, inReplyTo: sent.messageId, subject: "Out of office" };
    await env.send({ ...base, headers: { "Auto-Submitted": "auto-replied" }, text: "I am away until Monday." });
    await env.send({ ...base, headers: { Precedence: "bulk" }, text: "Newsletter" });
    await env.send({ ...base, headers: { "X-Autoreply": "yes" }, text: "I am away." });
    await env.send({ ...base, envelope: { from: "", to: replyTo }, text: "Delivery failed" });
    await env.send({ ...base, headers: { "List-Id": "<news.example.com>" }, text: "A list" });
    const forged = replyTo.replace(/\.[0-9a-f]{20}@/, ".00000000000000000000@");
    await env.send({ from: "ann@example.com", to: forged, text: "guessing" });
    expect(env.outcomes).toEqual([
      { status: "dropped", reason: "auto_submitted" },
      { status: "dropped", reason: "precedence" },
      { status: "dropped", reason: "auto_reply" },
      { status: "dropped", reason: "bounce" },
      { status: "dropped", reason: "mailing_list" },
      { status: "dropped", reason: "bad_reply_address" },
    ]);
    expect((await messagesOf(env, c._id)).filter((m) => m.author === "contact")).toHaveLength(1);
    // Nothing was mailed back either.
    expect(env.smtp.arrived).toHaveLength(1);
    const metrics = await env.h.tandem.metrics.registry.metrics();
    expect(metrics).toContain('tandem_mail_inbound_total{outcome="bounce"} 1');
    expect(metrics).toContain('tandem_mail_inbound_total{outcome="bad_reply_address"} 1');
  });

  it("refuses recipients outside the reply domain (550), more than 5 recipients (452) and mail over 1 MiB (552)", async () => {
    const env = await setup();
    const { replyTo } = await repliedConversation(env);
    const refused = async (mail: Mail.Options) => {
      try {
        await env.send(mail);
      } catch (err) {
        return (err as { responseCode?: number }).responseCode;
      }
      return 250;
    };
    expect(await refused({ from: "ann@example.com", to: "someone@elsewhere.test", text: "relay me" })).toBe(550);
    expect(await refused({ from: "ann@example.com", to: replyTo, text: "x".repeat(1024 * 1024 + 1) })).toBe(552);
    expect(env.outcomes).toEqual([]);
    // Six recipients of the reply domain: the sixth is refused (452), the mail goes to the first five.
    const six = [replyTo, ...Array.from({ length: 5 }, (_, i) => replyTo.replace(/\.[0-9a-f]{20}@/, `.${"0".repeat(19)}${i}@`))];
    const info = await env.send({ from: "ann@example.com", to: six, text: "too many" });
    expect(info.rejected).toEqual([six[5]]);
    expect(info.rejectedErrors?.map((e) => e.responseCode)).toEqual([452]);
    expect(env.outcomes).toHaveLength(1);
  });

  it("drops a reply to a ticket comment's mail (tickets take no comments from contacts)", async () => {
    const env = await setup();
    await unwrap(env.h.desk.POST("/contacts", { body: { external_id: "cy", email: "cy@example.com" } }));
    const t = await unwrap(env.h.desk.POST("/tickets", { body: { contact: { external_id: "cy" }, type: "bug", title: "Crash on save" } }));
    await unwrap(env.h.desk.POST("/tickets/{id}/comments", { params: { path: { id: t._id } }, body: { body: "We found the cause." } }));
    await env.flush();
    const sent = env.smtp.arrived[0].mail;
    // Ticket mails keep the plain Reply-To (here none: the From address).
    expect(sent.replyTo).toBeUndefined();
    await env.send({ from: "cy@example.com", to: "reply@in.acme.test", inReplyTo: sent.messageId, text: "Thanks" });
    expect(env.outcomes).toEqual([{ status: "dropped", reason: "ticket_reply" }]);
  });
});

describe("tandem serve with TANDEM_SMTP_INBOUND_PORT", () => {
  const configFor = (dir: string, inboundPort: string) =>
    resolveConfig(
      { db: join(dir, "t.db"), "desk-port": "0", "revenue-port": "0", "console-port": "0", "smtp-inbound-port": inboundPort },
      { TANDEM_LOG_LEVEL: "silent", TANDEM_SMTP_URL: "smtp://127.0.0.1:1", TANDEM_SMTP_FROM: "support@acme.test", TANDEM_SMTP_INBOUND_ADDRESS: "reply@in.acme.test" },
    );
  const accepting = (port: number) =>
    new Promise<boolean>((resolve) => {
      const s = net.connect(port, "127.0.0.1", () => {
        s.destroy();
        resolve(true);
      });
      s.on("error", () => resolve(false));
    });

  it("binds the inbound listener with the API ports, says so in one line, and closes it on stop", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tandem-inbound-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const printed: string[] = [];
    const running = await serve(configFor(dir, "0"), (l) => printed.push(l));
    const port = running.inboundSmtpPort!;
    expect(port).toBeGreaterThan(0);
    expect(printed).toContain(`Replies by e-mail: SMTP on 127.0.0.1:${port} for reply+c_…@in.acme.test (TANDEM_SMTP_INBOUND_PORT)`);
    expect(await accepting(port)).toBe(true);
    await running.close();
    expect(await accepting(port)).toBe(false);
  });

  it("stops the start with one ListenError naming --smtp-inbound-port when its port is taken", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tandem-inbound-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const taken = net.createServer();
    await new Promise<void>((r) => taken.listen(0, "127.0.0.1", r));
    cleanups.push(() => new Promise((r) => taken.close(r)));
    const port = (taken.address() as net.AddressInfo).port;
    const err = await serve(configFor(dir, String(port)), () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ListenError);
    expect((err as Error).message).toContain(`127.0.0.1:${port} (the inbound SMTP listener's port) is already in use`);
    expect((err as Error).message).toContain("--smtp-inbound-port or TANDEM_SMTP_INBOUND_PORT");
  });
});
