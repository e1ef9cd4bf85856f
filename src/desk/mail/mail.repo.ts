import type { SkipReason } from "./mail.rules.js";

/** `pending` (waiting for its next attempt), `sent`, `failed` (six attempts failed), `skipped` (see `skip_reason`), `cancelled` (contact erased). */
export type MailStatus = "pending" | "sent" | "failed" | "skipped" | "cancelled";
export type MailKind = "reply" | "comment";

export interface MailRow {
  seq: number;
  id: string;
  space_id: number;
  contact_seq: number;
  kind: MailKind;
  /** The message or comment `_id` the mail carries. */
  source_id: string;
  /** The conversation or ticket `_id`. */
  thread_id: string;
  /** The Message-ID header, the same on every attempt. */
  message_id: string;
  to_address: string | null;
  to_name: string | null;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  /** Why a `skipped` mail was not sent; null otherwise. */
  skip_reason: SkipReason | null;
  attempt_count: number;
  next_attempt_at: number | null;
  /** No longer read: claims are rows of `delivery_claims` (platform migration 6). */
  lease_until: number | null;
  created_at: number;
  updated_at: number;
}
/** A mail with its contact's `_id` (for the log). */
export type MailRecord = MailRow & { contact_id: string };

export type MailAttemptState = "in_flight" | "completed" | "interrupted";

export interface MailAttemptRow {
  seq: number;
  delivery_seq: number;
  number: number;
  state: MailAttemptState;
  started_at: number;
  duration_ms: number;
  /** The SMTP reply code (250, 451, 550 …); null when none arrived. */
  response_code: number | null;
  /** The SMTP server's last answer, cut to 500 characters. */
  response: string | null;
  error: string | null;
}
export type MailAttemptOutcome = Pick<MailAttemptRow, "duration_ms" | "response_code" | "response" | "error">;

export const INTERRUPTED_MAIL_ERROR = "the sender stopped before the SMTP server answered; the mail may have been sent";

/** The visitor and the conversation or ticket of a mail, read in the transaction of the reply or comment. */
export interface MailTopicRow {
  thread_id: string;
  space_id: number;
  contact_seq: number;
  email: string | null;
  email_verified: 0 | 1;
  name: string | null;
  erased_at: number | null;
  last_seen_at: number | null;
  workspace_name: string;
  /** Conversations: the subject. */
  subject?: string | null;
  /** Tickets: number and title. */
  number?: number;
  title?: string;
}

export interface MailFilter {
  status?: MailStatus;
  contactSeq?: number;
  since?: number;
  until?: number;
}

/** The mail outbox (one row per mail to a visitor), its attempts and claims, and the visitor's last-seen time. */
export interface MailRepo {
  /** The visitor, conversation (with subject) and workspace name of a reply's mail (the conversation must exist). */
  replyTopic(conversationSeq: number): Promise<MailTopicRow>;
  /** The visitor, ticket (number, title) and workspace name of a comment's mail (the ticket must exist). */
  commentTopic(ticketSeq: number): Promise<MailTopicRow>;
  /** Stores a mail (attempt_count 0, no lease). */
  insert(row: Omit<MailRow, "seq" | "attempt_count" | "lease_until">): Promise<void>;
  /** Notes that the widget saw the visitor at `at` (written only when the last note is null or more than 10 s before `at`). */
  seen(contactSeq: number, at: number): Promise<void>;
  /** When the visitor was last recorded as seen (null: never). */
  lastSeen(contactSeq: number): Promise<number | null>;
  /** Erasure: the contact's pending mails are cancelled and every mail of it loses its address and content. */
  forgetContact(contactSeq: number, now: number): Promise<void>;
  /** Cancels the mail if it is still pending (else nothing changes). */
  cancel(seq: number, now: number): Promise<void>;
  /** Seqs of pending mails that are due (`next_attempt_at` ≤ `now`) and not held by a live claim, oldest due first. */
  due(now: number, limit: number): Promise<number[]>;
  /**
   * Claims a due mail for `holder` until `until` (one statement): false when it is no longer pending
   * or another sender holds a live claim on it. Only a successful claim may send.
   */
  claim(seq: number, holder: string, now: number, until: number): Promise<boolean>;
  /** Gives up `holder`'s claim (nothing was sent); false when `holder` held none. */
  release(seq: number, holder: string): Promise<boolean>;
  /**
   * When a sender starts: the claims that expired or whose holder is `gone` (a dead process) are
   * freed and their in-flight attempts marked interrupted; a live sender's are left alone. Answers how many were freed.
   */
  takeOver(now: number, gone: (holder: string) => boolean): Promise<number>;
  /** The mail with this seq; undefined when none. */
  bySeq(seq: number): Promise<MailRow | undefined>;
  /** The mail of the space with this `_id`, with its contact's `_id`; undefined when none. */
  byId(spaceId: number, id: string): Promise<MailRecord | undefined>;
  /** The mail's attempts, oldest first. */
  attempts(deliverySeq: number): Promise<MailAttemptRow[]>;
  /**
   * Logs an attempt as in flight and counts it (interrupting an earlier in-flight attempt of the
   * mail), in one transaction committed before the mail leaves; answers the attempt's seq, or null
   * (nothing logged, nothing may be sent) unless `holder` still holds a live claim on it.
   */
  startAttempt(a: Pick<MailAttemptRow, "delivery_seq" | "number" | "started_at">, holder: string): Promise<number | null>;
  /**
   * Logs what an attempt came to, moves the mail on (a mail cancelled meanwhile stays cancelled)
   * and gives up the claim, in one transaction, only for the claim's holder: false (nothing
   * written) when `holder`'s claim was freed and taken meanwhile.
   */
  completeAttempt(
    attemptSeq: number,
    deliverySeq: number,
    outcome: MailAttemptOutcome,
    next: { status: MailStatus; next_attempt_at: number | null; now: number },
    holder: string,
  ): Promise<boolean>;
  /** The mail log of a space, newest first (seq descending), `beforeSeq` excluded, filtered by status, contact and time (`since` ≤ created < `until`). */
  list(spaceId: number, f: MailFilter, beforeSeq: number | undefined, limit: number): Promise<MailRecord[]>;
}
