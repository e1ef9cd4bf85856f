import { Cron } from "croner";
import { createInFlight } from "../jobs/in-flight.js";
import type { Clock } from "../clock.js";
import type { ClaimOwners } from "../idempotency/idempotency.rules.js";
import type { Lease } from "../leases/leases.repo.js";
import { excerpt } from "./excerpt.js";
import { loggedRequest } from "./logged-request.js";
import { DEFAULT_DISABLE_AFTER_MS, shouldDisable } from "./health.js";
import { isSuccess, LOGGED_BODY_CHARS, nextAttemptAt } from "./schedule.js";
import { signingSecrets } from "./secrets.js";
import type { Transport } from "./transport.js";
import type { SendJob, WebhooksRepo } from "./webhooks.repo.js";

export const USER_AGENT = "Tandem-Webhooks/1";
/**
 * How often the active sender frees the claims of processes found dead on this machine (a process
 * that sent an event's first attempt at once, then died): a dead process's deliveries wait at most
 * this long, not their claim's lease. Another machine's claims wait for their lease to expire.
 */
export const TAKE_OVER_EVERY_MS = 5_000;

/** What one attempt sends: the body (bytes signed) and every header, signatures included. */
export interface WebhookMessage {
  body: string;
  headers: Record<string, string>;
}

/**
 * How a domain writes its messages: the body of a job's event and the headers
 * that sign it, with the secrets in force (`secrets`, newest first) at `t`
 * (Unix seconds, the attempt's). Called for every attempt, so each is signed
 * afresh (a 12-hour retry passes a receiver's 5-minute check); the body must
 * be the same on every attempt.
 */
export type MessageFormat = (job: SendJob, secrets: readonly string[], t: number) => WebhookMessage;

export interface SenderOptions {
  repo: WebhooksRepo;
  clock: Clock;
  transport: Transport;
  /**
   * Who claims deliveries: `self` is this sender's holder id (`host:pid:uuid`, the platform's
   * `owners`), `gone` tells a dead holder, whose claims a take-over frees at once.
   */
  owners: ClaimOwners;
  /** The domain's body and signature headers. */
  format: MessageFormat;
  /** Attempts in flight at once, across endpoints. */
  concurrency?: number;
  /** Attempts in flight at once per endpoint, counted across every sender on the database (claims), so a slow endpoint cannot take every slot. */
  perEndpoint?: number;
  /** How long a claimed delivery stays claimed (longer than the 10 s deadline). */
  leaseMs?: number;
  onError?: (err: unknown) => void;
  /** An endpoint failing every attempt for this long is disabled (default 5 days). */
  disableAfterMs?: number;
  /** Disables a failing endpoint and announces it (health.ts); without it, endpoints are never disabled automatically. */
  disableEndpoint?: (endpointSeq: number, now: number) => Promise<void>;
  /**
   * One sender per database: the tick sends only while this lease is held (renewed by the
   * cron's tick every second); without it, this sender assumes it is the only one.
   */
  lease?: Lease;
  /** Told when this process starts or stops being the database's sender. */
  onRole?: (role: SenderRole) => void;
  /** Told the outcome of every attempt (metrics). */
  onAttempt?: (outcome: AttemptOutcome) => void;
  /**
   * Told when an attempt's outcome is dropped: this sender's claim expired and was freed or
   * taken by another sender meanwhile, which now owns the delivery's state (default: a warning
   * on the console).
   */
  onOutcomeDropped?: (dropped: DroppedOutcome) => void;
}

/** An attempt's outcome not recorded because its sender no longer held the delivery's claim. */
export interface DroppedOutcome {
  delivery_id: string;
  holder: string;
  status_code: number | null;
  error: string | null;
}

/** `active`: this process sends; `standby`: another process holds the sender lease. */
export type SenderRole = "active" | "standby";
export type AttemptOutcome = "success" | "http_error" | "network_error";

/** After a failed attempt: follow the retry schedule, or stop (a manual resend does not reschedule). */
export type OnFailure = "retry" | "fail";

/**
 * The webhook sender. `tick()` (run every second by `start()`, and as soon as
 * an attempt ends) claims due deliveries in one batch and sends them with
 * bounded concurrency; each attempt is logged and the delivery moved on in
 * one transaction. All state is in the
 * database, so a process killed at any moment loses nothing, and several
 * senders may run on one database: a claim names its holder and expires, only
 * the holder sends and records the outcome, and a start frees only the claims
 * of dead holders and expired ones.
 */
export function createSender(opts: SenderOptions) {
  const { repo, clock, transport } = opts;
  const me = opts.owners.self;
  const concurrency = opts.concurrency ?? 32;
  const perEndpoint = opts.perEndpoint ?? 4;
  const leaseMs = opts.leaseMs ?? 60_000;
  const onError = opts.onError ?? ((err) => console.error("webhook sender:", err));
  const disableAfterMs = opts.disableAfterMs ?? DEFAULT_DISABLE_AFTER_MS;
  const onOutcomeDropped =
    opts.onOutcomeDropped ?? ((d: DroppedOutcome) => console.warn(`webhook sender: outcome of delivery ${d.delivery_id} dropped, its claim was taken over`));
  let cron: Cron | undefined;
  // While running, a freed slot is refilled at once (one claim per burst of completions)
  // rather than at the next second's tick.
  const running = createInFlight({ onError, active: () => cron !== undefined, refill: () => void safeTick("refill") });
  let role: SenderRole | undefined;
  let lastTickAt: number | null = null;

  let lastTakeOverAt = 0;
  async function takeOverNow(): Promise<void> {
    lastTakeOverAt = clock.now();
    await repo.takeOver(lastTakeOverAt, opts.owners.gone);
  }

  /**
   * With a lease: renews it, and takes over from the previous holder when this process becomes the
   * sender; while it is, frees every TAKE_OVER_EVERY_MS the claims of senders found dead.
   */
  async function mayScheduled(): Promise<boolean> {
    if (!opts.lease) return true;
    const holding = await opts.lease.hold();
    const now: SenderRole = holding ? "active" : "standby";
    if (now !== role) {
      if (holding) await takeOverNow();
      role = now;
      opts.onRole?.(now);
    } else if (holding && clock.now() - lastTakeOverAt >= TAKE_OVER_EVERY_MS) {
      // Another process that claimed deliveries (one sending an event's first attempt at once) and died
      // leaves claims this one would otherwise wait out (leaseMs): freed within TAKE_OVER_EVERY_MS.
      await takeOverNow();
    }
    return holding;
  }

  /** One HTTP attempt of one delivery, logged. */
  async function attempt(deliverySeq: number, trigger: "scheduled" | "manual", onFailure: OnFailure): Promise<void> {
    const job = await repo.job(deliverySeq);
    if (!job) return void repo.release(deliverySeq, me); // endpoint deleted meanwhile
    const startedAt = clock.now();
    if (job.enabled === 0) {
      // Disabled after this was claimed: a disabled endpoint receives nothing.
      await repo.stopDelivery(deliverySeq, startedAt);
      await repo.release(deliverySeq, me);
      return;
    }
    const number = job.attempt_count + 1;
    // Re-signed on every attempt, so a 12-hour retry passes a receiver's 5-minute check.
    const message = opts.format(job, signingSecrets(job, startedAt), Math.floor(startedAt / 1000));
    const headers = { "content-type": "application/json", "user-agent": USER_AGENT, ...message.headers };
    // Logged, with the request it sends, before it leaves: if this process dies after sending, the log still shows it.
    const attemptSeq = await repo.startAttempt({ delivery_seq: deliverySeq, number, trigger, started_at: startedAt, ...loggedRequest(headers, message.body) }, me);
    if (attemptSeq === null) return; // the claim expired and another sender took it: it sends, not this one
    const result = await transport(job.url, headers, message.body);
    const finishedAt = clock.now();
    const ok = isSuccess(result.statusCode) && result.error === null;
    opts.onAttempt?.(ok ? "success" : result.error === null ? "http_error" : "network_error");
    // A recovered delivery starts a new round of the schedule (retry_base: attempts before it).
    const next = ok || onFailure === "fail" ? null : nextAttemptAt(number - job.retry_base, finishedAt);
    const recorded = await repo.completeAttempt(
      attemptSeq,
      deliverySeq,
      {
        duration_ms: result.durationMs,
        status_code: result.statusCode,
        // Any transport's body is cut the same way: never a split character in the log.
        response_body: result.body === null ? null : excerpt(result.body, LOGGED_BODY_CHARS),
        error: result.error,
      },
      { status: ok ? "succeeded" : next === null ? "failed" : "pending", next_attempt_at: next, now: finishedAt },
      me,
    );
    if (!recorded) {
      // Its claim expired and was freed or taken meanwhile: the delivery's state is the new holder's.
      onOutcomeDropped({ delivery_id: job.delivery_id, holder: me, status_code: result.statusCode, error: result.error });
      return;
    }
    if (!ok && opts.disableEndpoint && shouldDisable(recorded.failing_since, finishedAt, disableAfterMs)) await opts.disableEndpoint(job.endpoint_seq, finishedAt);
  }

  function launch(deliverySeq: number, trigger: "scheduled" | "manual", onFailure: OnFailure): Promise<void> {
    return running.add(attempt(deliverySeq, trigger, onFailure));
  }

  /**
   * Claims what is due and starts sending it; answers how many attempts it started. One batch
   * claim for every free slot: oldest due first, fair across endpoints (one endpoint's backlog
   * cannot fill the slots), each endpoint within its share across every sender (repo.claimDue).
   */
  async function tick(): Promise<number> {
    const free = concurrency - running.size();
    if (free <= 0) return 0;
    const now = clock.now();
    const claimed = await repo.claimDue(me, now, now + leaseMs, free, perEndpoint);
    for (const seq of claimed) void launch(seq, "scheduled", "retry");
    return claimed.length;
  }

  /** Done once the start-up take-over (without a lease) has run: the first tick waits for it. */
  let tookOver: Promise<unknown> = Promise.resolve();
  // One scheduled tick at a time: a refill or the cron asking while one runs is served by one more
  // tick after it (ticks running side by side would claim against each other for the same slots).
  let ticking: Promise<void> | null = null;
  let again: "cron" | "refill" | null = null;
  function safeTick(by: "cron" | "refill"): Promise<void> {
    if (ticking) {
      if (again !== "cron") again = by;
      return ticking;
    }
    ticking = (async () => {
      let next: "cron" | "refill" | null = by;
      while (next !== null && cron !== undefined) {
        again = null;
        await scheduledTick(next);
        next = again;
      }
      ticking = null;
    })();
    return ticking;
  }
  /**
   * The cron's tick renews the sender lease (every second, far within its time to live) and
   * sends only while held; a refill sends while this process was the sender at the last renewal
   * (the claims, not the lease, are what keep two senders off one delivery).
   */
  async function scheduledTick(by: "cron" | "refill"): Promise<void> {
    try {
      await tookOver;
      if (cron === undefined) return; // stopped meanwhile
      if (by === "cron") {
        lastTickAt = clock.now();
        if (!(await mayScheduled())) return;
      } else if (opts.lease && role !== "active") return;
      await tick();
    } catch (err) {
      onError(err);
    }
  }

  return {
    tick,

    /**
     * Sends one delivery now (test ping, resend) and resolves when its attempt is
     * logged: true, or false (nothing sent) while another send, of any sender, holds its claim.
     */
    async sendNow(deliverySeq: number, _endpointSeq: number, onFailure: OnFailure): Promise<boolean> {
      const now = clock.now();
      if (!(await repo.claimNow(deliverySeq, me, now, now + leaseMs))) return false;
      await launch(deliverySeq, "manual", onFailure);
      return true;
    },

    /** Resolves when every attempt in flight has been logged. */
    drain: running.drain,

    inFlight: running.size,

    /** For /ready: whether this process sends, and when its cron last ticked. */
    status: () => ({ role: role ?? (cron ? "starting" : "stopped"), lastTickAt, running: cron !== undefined }),

    /**
     * At start-up, before the first tick: frees the claims of senders that are gone
     * (a dead process of this machine) and the expired ones, and marks their attempts
     * still in flight interrupted (they may have reached the receiver; the delivery is
     * sent again). A live sender's claims are left alone. Answers how many it freed.
     */
    async takeOver(): Promise<number> {
      return await repo.takeOver(clock.now(), opts.owners.gone);
    },

    /**
     * Ticks every second. Without a lease it takes over from a previous process at once;
     * with one, at the first tick that holds the lease (a standby process: when the holder
     * gives it up, its lease expires, or it is found dead).
     */
    start(): void {
      if (!opts.lease) tookOver = this.takeOver().catch(onError);
      cron = new Cron("* * * * * *", { protect: true }, () => safeTick("cron"));
    },

    /** Stops ticking, waits for the attempts in flight and gives up the lease. */
    async stop(): Promise<void> {
      cron?.stop();
      cron = undefined;
      await this.drain();
      if (opts.lease && role === "active") {
        try {
          await opts.lease.release();
        } catch {}
      }
      role = undefined;
    },
  };
}
export type Sender = ReturnType<typeof createSender>;
