/**
 * Claims safe with several claimers: two senders (each its own connection and holder id) on one
 * database file send every webhook delivery and every mail once, never overwrite each other's
 * state, and a starting sender frees only a dead sender's claims.
 */
import { unwrap } from "@tandem/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailTransport, OutgoingMail } from "../src/desk/mail/mail.transport.js";
import { createSender } from "../src/desk/webhooks/sender.js";
import { manualClock } from "../src/platform/clock.js";
import type { MailConfig } from "../src/platform/config.js";
import type { Log } from "../src/platform/observability/log.js";
import { openTandem, type Tandem } from "../src/tandem.js";
import { type DeskHarness, startDesk } from "./support/desk.js";
import { deadHolder, deadOwners } from "./support/owners.js";
import { type Receiver, startReceiver } from "./support/receiver.js";
import { testSql } from "./support/sql.js";

const T0 = Date.UTC(2026, 2, 1, 9);
/** The holder id of a sender on another machine: no process of this one, so nobody here can tell whether it lives. */
const ELSEWHERE = "elsewhere.invalid:4242:x";
const WAIT = { timeout: 15_000, interval: 20 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A promise the test settles: what a gated receiver or transport waits for before answering. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const logTo = (lines: string[]): Log => ({ info: (_o, m) => lines.push(m), warn: (_o, m) => lines.push(m), error: (_o, m) => lines.push(m) });

/** Desk A (served over HTTP, its own connection) and a second Tandem B on the same database, its own connection (pool) and holder id. */
async function twoProcesses(opts: { mail?: MailConfig; mailA?: MailTransport; mailB?: MailTransport } = {}) {
  const clock = manualClock(T0);
  const a = await startDesk({ clock, webhooks: { mail: opts.mail ?? null, mailTransport: opts.mailA } });
  const bLog: string[] = [];
  const b: Tandem = await openTandem(a.tandem.database, clock, { durability: "os", log: logTo(bLog), desk: { production: false, mail: opts.mail ?? null, mailTransport: opts.mailB } });
  cleanups.push(() => a.close());
  cleanups.push(() => b.close());
  expect(b.owners.self).not.toBe(a.tandem.owners.self);
  return { clock, a, b, bLog };
}

async function receiver(): Promise<Receiver> {
  const r = await startReceiver();
  cleanups.push(() => r.close());
  return r;
}

const countBy = (ids: string[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());

const createTicket = (h: DeskHarness, i: number) => unwrap(h.desk.POST("/tickets", { body: { contact: { external_id: `c${i % 3}` }, type: "bug", title: `t${i}` } }));

describe("webhook deliveries with two senders on one database", () => {
  it("sends each of 60 deliveries exactly once while both send, each starting (taking over) while the other is mid-send, at most 4 per endpoint in flight across both", async () => {
    const { a, b } = await twoProcesses();
    const [r1, r2] = [await receiver(), await receiver()];
    let held = gate();
    for (const r of [r1, r2]) r.respond(() => ({ after: held.opened }));
    await unwrap(a.desk.POST("/webhook_endpoints", { body: { url: r1.url, events: ["ticket.created"] } }));
    await unwrap(a.desk.POST("/webhook_endpoints", { body: { url: r2.url, events: ["ticket.created"] } }));
    await Promise.all(Array.from({ length: 30 }, (_, i) => createTicket(a, i)));

    const senders = { a: a.deskApp.sender, b: b.desk.sender };
    const sentBy = { a: 0, b: 0 };
    let peakPerEndpoint = 0;
    const received = () => r1.requests.length + r2.requests.length;
    for (let round = 0; round < 30 && received() < 60; round++) {
      const order = round % 2 === 0 ? (["a", "b"] as const) : (["b", "a"] as const);
      const before = received();
      let started = 0;
      for (const who of order) {
        await senders[who].takeOver(); // as a sender does when it starts: the other one is alive and sending
        const n = await senders[who].tick();
        sentBy[who] += n;
        started += n;
      }
      await vi.waitFor(() => expect(received()).toBe(before + started), WAIT);
      peakPerEndpoint = Math.max(peakPerEndpoint, r1.hanging(), r2.hanging());
      held.open();
      await Promise.all([senders.a.drain(), senders.b.drain()]);
      held = gate();
    }

    const ids = [...r1.requests, ...r2.requests].map((r) => String(r.headers["desk-delivery"]));
    expect(ids).toHaveLength(60);
    expect([...countBy(ids).values()].every((n) => n === 1)).toBe(true);
    expect(sentBy.a).toBeGreaterThan(0);
    expect(sentBy.b).toBeGreaterThan(0);
    expect(peakPerEndpoint).toBe(4);
    const sql = testSql(a.tandem);
    cleanups.push(() => sql.close());
    const rows = await sql.all<{ id: string; status: string; attempt_count: number }>("SELECT id, status, attempt_count FROM webhook_deliveries");
    expect(new Set(rows.map((d) => d.id))).toEqual(new Set(ids));
    expect(rows.every((d) => d.status === "succeeded" && d.attempt_count === 1)).toBe(true);
  });

  it("drops the outcome of a sender whose claim expired and was taken over, and logs it: the new holder's attempt and the delivery's state stand", async () => {
    const { clock, a, b, bLog } = await twoProcesses();
    const r = await receiver();
    const slowFailure = gate();
    const newHolderAnswer = gate();
    r.respond((_req, i) => (i === 0 ? { status: 500, after: slowFailure.opened } : { status: 200, after: newHolderAnswer.opened }));
    const ep = await unwrap(a.desk.POST("/webhook_endpoints", { body: { url: r.url, events: ["ticket.created"] } }));
    await createTicket(a, 0);

    expect(await b.desk.sender.tick()).toBe(1); // B claims it; its receiver is slow
    await vi.waitFor(() => expect(r.requests).toHaveLength(1), WAIT);
    clock.advance(60_000); // B's claim (60 s) has expired: A takes it over and sends again
    expect(await a.deskApp.sender.tick()).toBe(1);
    await vi.waitFor(() => expect(r.requests).toHaveLength(2), WAIT);

    slowFailure.open(); // B's late 500 arrives while A's attempt is in flight
    await b.desk.sender.drain();
    const [d] = (await unwrap(a.desk.GET("/webhook_endpoints/{id}/deliveries", { params: { path: { id: ep._id }, query: {} } }))).items;
    const mid = await unwrap(a.desk.GET("/webhook_deliveries/{id}", { params: { path: { id: d._id } } }));
    expect(mid).toMatchObject({ status: "pending", attemptCount: 2 });
    expect(mid.attempts).toMatchObject([
      { number: 1, state: "interrupted", statusCode: null },
      { number: 2, state: "in_flight", statusCode: null },
    ]);
    expect((await unwrap(a.desk.GET("/webhook_endpoints/{id}", { params: { path: { id: ep._id } } }))).failingSince).toBeNull();
    expect(bLog.join("\n")).toMatch(/outcome dropped, another sender took over its claim/);

    newHolderAnswer.open();
    await a.deskApp.sender.drain();
    const done = await unwrap(a.desk.GET("/webhook_deliveries/{id}", { params: { path: { id: d._id } } }));
    expect(done).toMatchObject({ status: "succeeded", attemptCount: 2 });
    expect(done.attempts).toMatchObject([
      { number: 1, state: "interrupted", statusCode: null },
      { number: 2, state: "completed", statusCode: 200 },
    ]);
    expect(r.requests.map((q) => q.headers["desk-delivery"])).toEqual([d._id, d._id]);
  });

  it("a starting sender frees a dead sender's claim at once and sends it, but leaves a live sender's claim and in-flight attempt alone", () =>
    deadSenderTakenOver("this machine"));

  it("a starting sender leaves the claim of a sender on another machine (whose life it cannot see) until the claim expires, then frees it and sends it, leaving a live sender's claim alone", () =>
    deadSenderTakenOver("another machine"));
});

/** A sender killed mid-send (on this machine, or on another whose processes nobody here sees) and a live one: a starting sender frees the dead one's claim only. */
async function deadSenderTakenOver(where: "this machine" | "another machine") {
  const { clock, a, b } = await twoProcesses();
  const r = await receiver();
  const held = gate();
  r.respond(() => ({ after: held.opened }));
  const ep = await unwrap(a.desk.POST("/webhook_endpoints", { body: { url: r.url, events: ["ticket.created"] } }));
  await createTicket(a, 0);
  clock.advance(1); // the first is due first
  await createTicket(a, 1);
  const list = async () => (await unwrap(a.desk.GET("/webhook_endpoints/{id}/deliveries", { params: { path: { id: ep._id }, query: {} } }))).items;
  const [second, first] = await list();

  // A process killed mid-send: it claimed the first delivery, its request left, no answer was logged.
  const deadSent: string[] = [];
  const dead = createSender({
    repo: a.deskApp.ctx.repos(a.deskApp.ctx.read).webhooks,
    clock: a.tandem.clock,
    owners: where === "this machine" ? deadOwners(a.tandem) : { self: ELSEWHERE, gone: a.tandem.owners.gone },
    concurrency: 1,
    transport: (_url, headers) => {
      deadSent.push(headers["desk-delivery"]);
      return new Promise(() => {});
    },
  });
  expect(await dead.tick()).toBe(1);
  await vi.waitFor(() => expect(deadSent).toEqual([first._id]), WAIT);
  if (where === "another machine") clock.advance(30_000); // the live sender's claim outlasts the dead one's
  // A live sender holds the second one, its request in flight.
  expect(await a.deskApp.sender.tick()).toBe(1);
  await vi.waitFor(() => expect(r.requests).toHaveLength(1), WAIT);

  if (where === "another machine") {
    expect(await b.desk.sender.takeOver()).toBe(0); // its claim (60 s) still runs: it may be alive
    expect(await b.desk.sender.tick()).toBe(0);
    clock.advance(30_000); // the dead one's claim has expired, the live one's has 30 s left
  }
  expect(await b.desk.sender.takeOver()).toBe(1); // the dead one's only
  expect(await b.desk.sender.tick()).toBe(1);
  await vi.waitFor(() => expect(r.requests).toHaveLength(2), WAIT);
  const live = await unwrap(a.desk.GET("/webhook_deliveries/{id}", { params: { path: { id: second._id } } }));
  expect(live.attempts).toMatchObject([{ number: 1, state: "in_flight" }]);

  held.open();
  await Promise.all([a.deskApp.sender.drain(), b.desk.sender.drain()]);
  expect([...countBy(r.requests.map((q) => String(q.headers["desk-delivery"]))).entries()].sort()).toEqual(
    [
      [first._id, 1],
      [second._id, 1],
    ].sort(),
  );
  const freed = await unwrap(a.desk.GET("/webhook_deliveries/{id}", { params: { path: { id: first._id } } }));
  expect(freed).toMatchObject({ status: "succeeded", attemptCount: 2 });
  expect(freed.attempts.map((x) => x.state)).toEqual(["interrupted", "completed"]);
  const kept = await unwrap(a.desk.GET("/webhook_deliveries/{id}", { params: { path: { id: second._id } } }));
  expect(kept).toMatchObject({ status: "succeeded", attemptCount: 1 });
  expect(kept.attempts.map((x) => x.state)).toEqual(["completed"]);
}

/** A fake SMTP transport: records each Message-ID handed to it, answers as `answer` says once `until()` settles. */
function fakeMail(sent: string[], until: () => Promise<unknown>, answer: (m: OutgoingMail) => { ok: boolean; code: number } = () => ({ ok: true, code: 250 })): MailTransport {
  return {
    async send(m) {
      sent.push(m.messageId);
      await until();
      const { ok, code } = answer(m);
      return { ok, responseCode: code, response: `${code} ${ok ? "OK" : "try later"}`, error: ok ? null : `${code} try later`, durationMs: 1 };
    },
    close() {},
  };
}

const MAIL: MailConfig = { smtpUrl: "smtp://127.0.0.1:2525", from: "Acme Support <support@acme.test>", onlineWindowMs: 0 };

async function reply(h: DeskHarness, i: number) {
  const c = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: `v${i}`, email: `v${i}@example.com` }, body: "help", subject: `Case ${i}` } }));
  return unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: `answer ${i}` } }));
}

type MailRowSeen = { seq: number; id: string; message_id: string; status: string; attempt_count: number; next_attempt_at: number | null };
const mailRows = async (t: Tandem): Promise<MailRowSeen[]> => {
  const sql = testSql(t);
  try {
    return await sql.all<MailRowSeen>("SELECT seq, id, message_id, status, attempt_count, next_attempt_at FROM mail_deliveries ORDER BY seq");
  } finally {
    await sql.close();
  }
};

describe("mails with two senders on one database", () => {
  it("sends each of 20 mails exactly once while both send, each starting (taking over) while the other is mid-send", async () => {
    const sent: string[] = [];
    let held = gate();
    const until = () => held.opened;
    const { a, b } = await twoProcesses({ mail: MAIL, mailA: fakeMail(sent, until), mailB: fakeMail(sent, until) });
    await Promise.all(Array.from({ length: 20 }, (_, i) => reply(a, i)));

    const senders = { a: a.deskApp.mailer, b: b.desk.mailer };
    const sentBy = { a: 0, b: 0 };
    for (let round = 0; round < 20 && sent.length < 20; round++) {
      const order = round % 2 === 0 ? (["a", "b"] as const) : (["b", "a"] as const);
      const before = sent.length;
      let started = 0;
      for (const who of order) {
        await senders[who].takeOver();
        const n = await senders[who].tick();
        sentBy[who] += n;
        started += n;
      }
      await vi.waitFor(() => expect(sent.length).toBe(before + started), WAIT);
      held.open();
      await Promise.all([senders.a.drain(), senders.b.drain()]);
      held = gate();
    }

    expect(sent).toHaveLength(20);
    expect([...countBy(sent).values()].every((n) => n === 1)).toBe(true);
    expect(sentBy.a).toBeGreaterThan(0);
    expect(sentBy.b).toBeGreaterThan(0);
    const rows = await mailRows(a.tandem);
    expect(new Set(rows.map((m) => m.message_id))).toEqual(new Set(sent));
    expect(rows.every((m) => m.status === "sent" && m.attempt_count === 1)).toBe(true);
  });

  it("drops the outcome of a mail sender whose claim expired and was taken over, and logs it: the new holder's attempt and the mail's state stand", async () => {
    const sentA: string[] = [];
    const sentB: string[] = [];
    const slowFailure = gate();
    const newHolderAnswer = gate();
    const { clock, a, b, bLog } = await twoProcesses({
      mail: MAIL,
      mailA: fakeMail(sentA, () => newHolderAnswer.opened),
      mailB: fakeMail(sentB, () => slowFailure.opened, () => ({ ok: false, code: 451 })),
    });
    await reply(a, 0);
    const [queued] = await mailRows(a.tandem);

    expect(await b.desk.mailer.tick()).toBe(1);
    await vi.waitFor(() => expect(sentB).toHaveLength(1), WAIT);
    clock.advance(120_000); // B's claim (120 s) has expired: A takes it over
    expect(await a.deskApp.mailer.tick()).toBe(1);
    await vi.waitFor(() => expect(sentA).toHaveLength(1), WAIT);

    slowFailure.open(); // B's late 451 arrives while A's attempt is in flight
    await b.desk.mailer.drain();
    expect((await mailRows(a.tandem))[0]).toMatchObject({ status: "pending", attempt_count: 2, next_attempt_at: queued.next_attempt_at });
    expect(await a.deskApp.ctx.repos(a.deskApp.ctx.read).mails.attempts(queued.seq)).toMatchObject([
      { number: 1, state: "interrupted", response_code: null },
      { number: 2, state: "in_flight" },
    ]);
    expect(bLog.join("\n")).toMatch(/mail sender: an attempt's outcome dropped, another sender took over its claim/);

    newHolderAnswer.open();
    await a.deskApp.mailer.drain();
    expect((await mailRows(a.tandem))[0]).toMatchObject({ status: "sent", attempt_count: 2, next_attempt_at: null });
    expect(await a.deskApp.ctx.repos(a.deskApp.ctx.read).mails.attempts(queued.seq)).toMatchObject([
      { number: 1, state: "interrupted", response_code: null },
      { number: 2, state: "completed", response_code: 250 },
    ]);
  });

  it("a starting mail sender frees a dead sender's claim at once and sends the mail, but leaves a live sender's claim and in-flight attempt alone", () =>
    deadMailSenderTakenOver("this machine"));

  it("a starting mail sender leaves the claim of a sender on another machine until the claim expires, then frees it and sends the mail, leaving a live sender's claim alone", () =>
    deadMailSenderTakenOver("another machine"));

  it("a mail sender never sends a mail it no longer holds: a claim that expired and was taken before its attempt starts sends nothing", async () => {
    const { a } = await twoProcesses({ mail: MAIL, mailA: fakeMail([], async () => {}) });
    await reply(a, 0);
    const [queued] = await mailRows(a.tandem);
    const mails = a.deskApp.ctx.repos(a.deskApp.ctx.read).mails;
    expect(await mails.claim(queued.seq, "first", T0, T0 + 1_000)).toBe(true);
    expect(await mails.claim(queued.seq, "second", T0 + 500, T0 + 2_000)).toBe(false); // still held
    expect(await mails.claim(queued.seq, "second", T0 + 1_000, T0 + 2_000)).toBe(true); // expired: taken
    expect(await mails.startAttempt({ delivery_seq: queued.seq, number: 1, started_at: T0 + 1_000 }, "first")).toBeNull();
    expect(await mails.attempts(queued.seq)).toEqual([]);
  });
});

/** A mail sender killed mid-send (on this machine, or on another) and a live one: a starting mail sender frees the dead one's claim only. */
async function deadMailSenderTakenOver(where: "this machine" | "another machine") {
  const sent: string[] = [];
  const held = gate();
  const until = () => held.opened;
  const { clock, a, b } = await twoProcesses({ mail: MAIL, mailA: fakeMail(sent, until), mailB: fakeMail(sent, until) });
  await reply(a, 0);
  await reply(a, 1);
  const [first, second] = await mailRows(a.tandem);
  const mails = a.deskApp.ctx.repos(a.deskApp.ctx.read).mails;

  // A process killed mid-send: it claimed the first mail and logged its attempt, no answer came.
  const dead = where === "this machine" ? deadHolder() : ELSEWHERE;
  expect(await mails.claim(first.seq, dead, T0, T0 + 120_000)).toBe(true);
  expect(await mails.startAttempt({ delivery_seq: first.seq, number: 1, started_at: T0 }, dead)).not.toBeNull();
  if (where === "another machine") clock.advance(60_000); // the live sender's claim outlasts the dead one's
  // A live sender holds the second one, in flight.
  expect(await a.deskApp.mailer.tick()).toBe(1);
  await vi.waitFor(() => expect(sent).toEqual([second.message_id]), WAIT);

  if (where === "another machine") {
    expect(await b.desk.mailer.takeOver()).toBe(0); // its claim (120 s) still runs: it may be alive
    expect(await b.desk.mailer.tick()).toBe(0);
    clock.advance(60_000); // the dead one's claim has expired, the live one's has 60 s left
  }

  expect(await b.desk.mailer.takeOver()).toBe(1); // the dead one's only
  expect((await mails.attempts(second.seq)).map((x) => x.state)).toEqual(["in_flight"]);
  expect(await b.desk.mailer.tick()).toBe(1);
  await vi.waitFor(() => expect(sent).toEqual([second.message_id, first.message_id]), WAIT);

  held.open();
  await Promise.all([a.deskApp.mailer.drain(), b.desk.mailer.drain()]);
  expect((await mailRows(a.tandem)).map((m) => [m.id, m.status, m.attempt_count])).toEqual([
    [first.id, "sent", 2],
    [second.id, "sent", 1],
  ]);
  expect((await mails.attempts(first.seq)).map((x) => x.state)).toEqual(["interrupted", "completed"]);
  expect((await mails.attempts(second.seq)).map((x) => x.state)).toEqual(["completed"]);
}
