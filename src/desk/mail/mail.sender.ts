import { Cron } from "croner";
import { createInFlight } from "../../platform/jobs/in-flight.js";
import type { Clock } from "../../platform/clock.js";
import type { ClaimOwners } from "../../platform/idempotency/idempotency.rules.js";
import type { MailRepo, MailRow } from "./mail.repo.js";
import { fromWithName, nextMailAttemptAt, threadIdFor } from "./mail.rules.js";
import type { MailTransport } from "./mail.transport.js";

export interface MailSenderOptions {
  repo: MailRepo;
  clock: Clock;
  /** null: mail is off; queued mails wait in the outbox until SMTP is configured again. */
  transport: MailTransport | null;
  /** Who claims mails: `self` is this sender's holder id (the platform's `owners`), `gone` tells a dead holder. */
  owners: ClaimOwners;
  from: string;
  /** The display name of a space's mails (the workspace's name), put before the `from` address. */
  fromName?: (spaceId: number) => Promise<string | null | undefined>;
  replyTo?: string;
  /** A mail's own Reply-To (inbound e-mail: the conversation's reply address); undefined: `replyTo`. */
  replyToFor?: (mail: MailRow) => Promise<string | undefined> | undefined;
  /** Mails in flight at once (and SMTP connections). Default 4. */
  concurrency?: number;
  /** How long a claimed mail stays claimed (longer than the SMTP timeouts). */
  leaseMs?: number;
  onError?: (err: unknown) => void;
  /** Told when an attempt's outcome is dropped because another sender took over the mail's claim (default: a console warning). */
  onOutcomeDropped?: (dropped: { mail_id: string; holder: string; response_code: number | null; error: string | null }) => void;
}

export const MAIL_CONCURRENCY = 4;

/**
 * The mail sender, the webhook sender's twin: `tick()` (every second once
 * started) claims due mails and sends them, at most `concurrency` at once.
 * Each attempt is logged in flight before the mail leaves and completed with
 * the SMTP answer, in SQLite; a process killed at any moment loses nothing (at
 * the next start its in-flight attempts are marked interrupted and the mails
 * sent again: at least once, with the same Message-ID). Several senders may
 * run on one database: a claim names its holder, only the holder sends and
 * records the outcome, and a start frees only dead holders' and expired claims.
 */
export function createMailSender(opts: MailSenderOptions) {
  const { repo, clock, transport } = opts;
  const me = opts.owners.self;
  const onOutcomeDropped =
    opts.onOutcomeDropped ?? ((d: { mail_id: string }) => console.warn(`mail sender: outcome of mail ${d.mail_id} dropped, its claim was taken over`));
  const concurrency = opts.concurrency ?? MAIL_CONCURRENCY;
  const leaseMs = opts.leaseMs ?? 120_000;
  const onError = opts.onError ?? ((err) => console.error("mail sender:", err));
  let cron: Cron | undefined;
  // While running, a freed slot is refilled at once rather than at the next tick.
  const running = createInFlight({ onError, active: () => cron !== undefined, refill: () => void safeTick() });

  async function attempt(seq: number, send: MailTransport["send"]): Promise<void> {
    const mail = await repo.bySeq(seq);
    if (!mail || mail.status !== "pending") return void repo.release(seq, me);
    const startedAt = clock.now();
    if (mail.to_address === null) {
      // The contact was erased after the mail was claimed.
      await repo.cancel(seq, startedAt);
      await repo.release(seq, me);
      return;
    }
    const number = mail.attempt_count + 1;
    // Logged before the mail leaves: if this process dies after sending, the log still shows it.
    const attemptSeq = await repo.startAttempt({ delivery_seq: seq, number, started_at: startedAt }, me);
    if (attemptSeq === null) return; // the claim expired and another sender took it: it sends, not this one
    const domain = mail.message_id.slice(mail.message_id.indexOf("@") + 1, -1);
    const result = await send({
      from: fromWithName(opts.from, await opts.fromName?.(mail.space_id)),
      replyTo: (await opts.replyToFor?.(mail)) ?? opts.replyTo,
      to: { name: mail.to_name, address: mail.to_address },
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.message_id,
      threadId: threadIdFor(mail.kind, mail.thread_id, domain),
    });
    const finishedAt = clock.now();
    const next = result.ok ? null : nextMailAttemptAt(number, finishedAt);
    const recorded = await repo.completeAttempt(
      attemptSeq,
      seq,
      { duration_ms: Math.max(0, Math.round(result.durationMs)), response_code: result.responseCode, response: result.response, error: result.error },
      { status: result.ok ? "sent" : next === null ? "failed" : "pending", next_attempt_at: next, now: finishedAt },
      me,
    );
    // Its claim expired and was freed or taken meanwhile: the mail's state is the new holder's.
    if (!recorded) onOutcomeDropped({ mail_id: mail.id, holder: me, response_code: result.responseCode, error: result.error });
  }

  function launch(seq: number, send: MailTransport["send"]): Promise<void> {
    return running.add(attempt(seq, send));
  }

  /** Claims what is due and starts sending it; answers how many attempts it started. */
  async function tick(): Promise<number> {
    if (!transport) return 0;
    const free = concurrency - running.size();
    if (free <= 0) return 0;
    const now = clock.now();
    let started = 0;
    for (const seq of await repo.due(now, free)) {
      if (!(await repo.claim(seq, me, now, now + leaseMs))) continue;
      void launch(seq, transport.send);
      started++;
    }
    return started;
  }

  /** Done once the start-up take-over has run: the first tick waits for it. */
  let tookOver: Promise<unknown> = Promise.resolve();
  async function safeTick(): Promise<void> {
    try {
      await tookOver;
      await tick();
    } catch (err) {
      onError(err);
    }
  }

  return {
    tick,
    /** Whether it sends (SMTP configured). */
    enabled: transport !== null,
    inFlight: running.size,

    /** Resolves when every attempt in flight has been logged. */
    drain: running.drain,

    /**
     * At start-up, before the first tick: frees the claims of senders that are gone (a dead
     * process of this machine) and the expired ones, and marks their attempts in flight
     * interrupted; a live sender's claims are left alone. Answers how many it freed.
     */
    async takeOver(): Promise<number> {
      return await repo.takeOver(clock.now(), opts.owners.gone);
    },

    /** Takes over from a previous process, then ticks every second (nothing without SMTP). */
    start(): void {
      if (!transport) return;
      tookOver = this.takeOver().catch(onError);
      cron = new Cron("* * * * * *", { protect: true }, safeTick);
    },

    /** Stops ticking, waits for the attempts in flight, closes the SMTP connections. */
    async stop(): Promise<void> {
      cron?.stop();
      cron = undefined;
      await this.drain();
      transport?.close();
    },
  };
}
export type MailSender = ReturnType<typeof createMailSender>;
