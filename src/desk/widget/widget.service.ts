import type { Handle, Tx } from "../../platform/db/handle.js";
import { newId } from "../../platform/ids.js";
import { logoUrlOf } from "../../platform/tenancy/workspace.service.js";
import { createRateLimiter } from "../../platform/http/rate-limit.js";
import type { RateStore } from "../../platform/http/rate-store.js";
import type { DeskContext } from "../context.js";
import type { ConversationsService } from "../conversations/conversations.service.js";
import type { CsatService } from "../csat/csat.service.js";
import { DeskError } from "../errors.js";
import type { Csat, Schemas } from "../types.js";
import { decodeFeedCursor, encodeFeedCursor, type FeedPosition, feedChanged, statusCode } from "./feed.rules.js";
import { anonymousExternalId, checkIdentity, hashVisitorToken, mintIdentitySecret, mintVisitorToken } from "./identity.rules.js";
import type { VisitorRecord, WidgetConversationRow } from "./widget.repo.js";
import { isUnverifiedIdentity, visitorName, visitorView, widgetConversationView, widgetMessageView, widgetTicketView } from "./widget.view.js";

export interface WidgetOptions {
  /** Requests per visitor and minute (default 120). */
  perVisitorPerMinute?: number;
  /**
   * New anonymous or unverified visitors per workspace mode and minute
   * (`TANDEM_WIDGET_NEW_VISITORS_PER_MINUTE`, default 600); verified identities are not counted.
   */
  newVisitorsPerMinute?: number;
  /** How often a waiting feed looks for news (default 500 ms). */
  pollMs?: number;
}

export const DEFAULT_NEW_VISITORS_PER_MINUTE = 600;
const CONVERSATIONS_SHOWN = 50;
const MESSAGES_PER_FEED = 100;
const TICKETS_SHOWN = 20;
const COMMENTS_PER_TICKET = 50;

type Feed = Schemas["WidgetMessageFeed"];
/** What an identity said of itself (kept for an unverified one). */
type Claims = { name: string | null; email: string | null };

/**
 * The visitor side of the desk, for the chat widget: visitor sessions and
 * identities, and the visitor's view of its conversations and tickets.
 * Conversations, messages and ratings go through the desk's own services, so
 * their rules and events are the API's.
 */
export function widgetService(ctx: DeskContext, deps: { conversations: ConversationsService; csat: CsatService; rateStore: RateStore }, opts: WidgetOptions = {}) {
  const widgetOf = (h: Handle) => ctx.repos(h).widget;
  const perVisitor = createRateLimiter({ windowMs: 60_000, max: () => opts.perVisitorPerMinute ?? 120 }, deps.rateStore, "widget.visitor_requests");
  // Every new visitor may make a contact: one cap per space bounds how fast anyone can grow the table.
  const newPerSpace = createRateLimiter({ windowMs: 60_000, max: () => opts.newVisitorsPerMinute ?? DEFAULT_NEW_VISITORS_PER_MINUTE }, deps.rateStore, "widget.new_visitors");
  /** Counts a new anonymous or unverified visitor of the space; over the cap, 429 `too_many_new_visitors`. */
  const admitNewVisitor = (spaceId: number): void => {
    const d = newPerSpace(String(spaceId), "new-visitors", ctx.clock.now());
    if (d.allowed) return;
    const seconds = Math.max(1, Math.ceil(d.resetInMs / 1000));
    throw new DeskError(
      "too_many_new_visitors",
      `This workspace's widget took its ${d.limit} new visitors of this minute (TANDEM_WIDGET_NEW_VISITORS_PER_MINUTE); retry in ${seconds} s.`,
      { retryAfterSeconds: seconds },
    );
  };
  const pollMs = opts.pollMs ?? 500;
  const waiting = new Set<() => Promise<void>>();

  /** The space's settings, made on first use (a read's own write: an upkeep, stored before the secret is answered). */
  const settingsOf = async (h: Handle, spaceId: number) => {
    let s = await widgetOf(h).settings(spaceId);
    if (!s) {
      await ctx.upkeep(h, (tx) => widgetOf(tx).ensureSettings(spaceId, mintIdentitySecret(), ctx.clock.now()));
      s = (await widgetOf(h).settings(spaceId))!;
    }
    return s;
  };
  const settingsView = async (h: Handle, spaceId: number): Promise<Schemas["WidgetSettings"]> => {
    const s = await settingsOf(h, spaceId);
    return { identitySecret: s.identity_secret, identityVerificationRequired: s.verification_required === 1 };
  };

  const findVisitor = async (h: Handle, spaceId: number, token: string | undefined): Promise<VisitorRecord | undefined> => {
    if (token === undefined) return undefined;
    const v = await widgetOf(h).visitorByToken(spaceId, hashVisitorToken(token));
    return v && v.contact_erased_at === null ? v : undefined;
  };
  /** The token's visitor, counted against its rate limit; else 401 `invalid_visitor_token`. */
  const visitorOf = async (h: Handle, spaceId: number, token: string): Promise<VisitorRecord> => {
    const v = await findVisitor(h, spaceId, token);
    if (!v) throw new DeskError("invalid_visitor_token");
    // The visitor is in the widget now: conversation replies reach them there rather than by mail
    // (mail/mail.rules.ts).
    await ctx.mail.seen(h, v.contact_seq);
    const d = perVisitor(v.id, "visitor", Date.now());
    if (!d.allowed) throw new DeskError("rate_limited", `Rate limit of ${d.limit} requests per visitor and minute exceeded; retry in ${Math.ceil(d.resetInMs / 1000)} s.`);
    return v;
  };
  /** Anonymous visitors own their contact; a verified identity sees all of its contact's records, an unverified one only what it started. */
  const seesAll = (v: VisitorRecord): boolean => v.verified === 1 || v.identified === 0;
  const conversationOf = async (h: Handle, v: VisitorRecord, id: string): Promise<WidgetConversationRow> => {
    const repo = widgetOf(h);
    const c = await repo.conversation(v.space_id, id);
    if (!c || c.contact_seq !== v.contact_seq || (!seesAll(v) && !(await repo.startedBy(v.seq, c.seq)))) {
      throw new DeskError("conversation_not_found", `No conversation ${id}.`);
    }
    return c;
  };

  const NO_CLAIMS: Claims = { name: null, email: null };
  const newVisitor = async (tx: Tx, spaceId: number, contactSeq: number, identified: boolean, verified: boolean, claims = NO_CLAIMS, id = newId()) => {
    const token = mintVisitorToken();
    await widgetOf(tx).insertVisitor({
      id,
      space_id: spaceId,
      contact_seq: contactSeq,
      token_hash: hashVisitorToken(token),
      identified: identified ? 1 : 0,
      verified: verified ? 1 : 0,
      claimed_name: claims.name,
      claimed_email: claims.email,
      created_at: ctx.clock.now(),
    });
    return { visitorToken: token, visitor: visitorView((await findVisitor(tx, spaceId, token))!) };
  };

  const feedOf = async (h: Handle, v: VisitorRecord, conversationSeq: number, id: string, since: FeedPosition | undefined) => {
    const repo = widgetOf(h);
    const c = (await repo.conversation(v.space_id, id))!;
    const rows = await repo.publicMessages(conversationSeq, since?.lastSeq, MESSAGES_PER_FEED);
    const position: FeedPosition = {
      lastSeq: rows.length > 0 ? rows[rows.length - 1].seq : (since?.lastSeq ?? 0),
      status: statusCode(c.status),
      rated: c.rated,
    };
    const feed: Feed = { items: rows.map(widgetMessageView), conversation: widgetConversationView(c), cursor: encodeFeedCursor(position) };
    return { feed, changed: feedChanged(since, position) };
  };

  /** What the widget shows of the workspace (its identity): the title, accent colour, greeting and logo. */
  const brandOf = async (h: Handle, spaceId: number): Promise<Schemas["WidgetBrand"]> => {
    const w = (await ctx.workspaces(h).bySpace(spaceId))!;
    return { name: w.name, accentColor: w.accent_color, greeting: w.widget_greeting, logoUrl: logoUrlOf(w) };
  };

  return {
    /**
     * Starts or resumes a visitor. A known token resumes unless the identity
     * names someone else (or claims more trust than the token has): then a new
     * visitor and token. A wrong `user_hash` (or none where verification is
     * required) is 401 `identity_verification_failed`. An unverified identity
     * is answered only what it sent (its claims), never the contact's data.
     */
    async session(h: Handle, spaceId: number, token: string | undefined, body: Schemas["WidgetSessionCreate"]): Promise<Schemas["WidgetSession"]> {
      const started = await ctx.writeIn(h, async (tx): Promise<Omit<Schemas["WidgetSession"], "brand">> => {
        const current = await findVisitor(tx, spaceId, token);
        const identity = body.identity;
        if (!identity) {
          if (current) return { visitorToken: token!, visitor: visitorView(current) };
          admitNewVisitor(spaceId);
          const id = newId();
          const { contact } = await ctx.upsertContact(tx, spaceId, anonymousExternalId(id), {}, ctx.clock.now());
          return newVisitor(tx, spaceId, contact.seq, false, false, NO_CLAIMS, id);
        }
        const s = await settingsOf(tx, spaceId);
        const { verified } = checkIdentity({ secret: s.identity_secret, required: s.verification_required === 1 }, identity);
        const resumes = current !== undefined && current.identified === 1 && current.contact_external_id === identity.external_id && current.verified >= (verified ? 1 : 0);
        if (!resumes && !verified) admitNewVisitor(spaceId);
        const exists = (await ctx.repos(tx).contacts.byExternalId(spaceId, identity.external_id)) !== undefined;
        // A verified identity updates its contact; an unverified one may name a new contact (its address
        // stored as unverified: never mailed), never rewrite a known one.
        const patch = verified || !exists ? { name: identity.name, email: identity.email } : {};
        const { contact } = await ctx.upsertContact(tx, spaceId, identity.external_id, patch, ctx.clock.now(), verified);
        const claims: Claims = { name: identity.name ?? null, email: identity.email ?? null };
        if (resumes) {
          if (isUnverifiedIdentity(current) && (current.claimed_name !== claims.name || current.claimed_email !== claims.email)) {
            await widgetOf(tx).setClaims(current.seq, claims.name, claims.email);
          }
          return { visitorToken: token!, visitor: visitorView((await findVisitor(tx, spaceId, token))!) };
        }
        return newVisitor(tx, spaceId, contact.seq, true, verified, verified ? NO_CLAIMS : claims);
      });
      return { ...started, brand: await brandOf(h, spaceId) };
    },

    async conversations(h: Handle, spaceId: number, token: string): Promise<Schemas["WidgetConversationList"]> {
      const v = await visitorOf(h, spaceId, token);
      const repo = widgetOf(h);
      const rows = seesAll(v) ? await repo.conversationsOfContact(v.contact_seq, CONVERSATIONS_SHOWN) : await repo.conversationsOfVisitor(v.seq, CONVERSATIONS_SHOWN);
      return { items: rows.map(widgetConversationView) };
    },

    /** The visitor's first message starts a conversation (the desk's create: `conversation.created`, `message.created`). */
    async startConversation(h: Handle, spaceId: number, token: string, body: Schemas["WidgetConversationCreate"]): Promise<Schemas["WidgetConversation"]> {
      const v = await visitorOf(h, spaceId, token);
      return await ctx.writeIn(h, async (tx) => {
        const repo = widgetOf(tx);
        const created = await deps.conversations.create(
          tx,
          spaceId,
          {
            contact: { external_id: v.contact_external_id },
            body: body.body,
            subject: body.subject,
            // clientIds are unique per mode: the visitor's own are kept apart from everyone else's.
            clientId: body.clientId === undefined ? undefined : `widget:${v.id}:${body.clientId}`,
          },
          { authorName: visitorName(v) },
        );
        const row = (await repo.conversation(spaceId, created._id))!;
        await repo.linkConversation(v.seq, row.seq);
        return widgetConversationView(row);
      });
    },

    /** Public messages after `after`; with `wait`, waits (long polling) until there is news or the time is up. */
    async feed(h: Handle, spaceId: number, token: string, id: string, after: string | undefined, waitSeconds: number): Promise<Feed | Promise<Feed>> {
      const v = await visitorOf(h, spaceId, token);
      const c = await conversationOf(h, v, id);
      const since = decodeFeedCursor(after);
      const first = await feedOf(h, v, c.seq, id, since);
      if (first.changed || waitSeconds <= 0) return first.feed;
      const deadline = Date.now() + waitSeconds * 1000;
      // The waiting polls run later, from timers: they read committed data (the read handle).
      return new Promise<Feed>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const finish = async () => {
          clearTimeout(timer);
          waiting.delete(finish);
          try {
            resolve((await feedOf(ctx.read, v, c.seq, id, since)).feed);
          } catch (err) {
            reject(err);
          }
        };
        const tick = async () => {
          try {
            if ((await feedOf(ctx.read, v, c.seq, id, since)).changed || Date.now() >= deadline) return await finish();
          } catch (err) {
            waiting.delete(finish);
            return reject(err);
          }
          timer = setTimeout(() => void tick(), Math.min(pollMs, Math.max(0, deadline - Date.now())));
        };
        waiting.add(finish);
        timer = setTimeout(() => void tick(), pollMs);
      });
    },

    /** A message from the visitor (author `contact`, `message.created`). */
    async send(h: Handle, spaceId: number, token: string, id: string, body: Schemas["WidgetMessageCreate"]): Promise<Schemas["WidgetMessage"]> {
      const v = await visitorOf(h, spaceId, token);
      await conversationOf(h, v, id);
      const m = await deps.conversations.contactMessage(h, spaceId, id, { body: body.body, clientId: body.clientId, authorName: visitorName(v) ?? undefined });
      return { _id: m._id, body: m.body, author: m.author, author_name: m.author_name, createdAt: m.createdAt };
    },

    /** The visitor's rating (the desk's CSAT rules and `csat.received`). */
    async rate(h: Handle, spaceId: number, token: string, id: string, body: Schemas["CsatCreate"]): Promise<Csat> {
      const v = await visitorOf(h, spaceId, token);
      await conversationOf(h, v, id);
      return await deps.csat.rate(h, spaceId, id, body);
    },

    /** The comment that follows the visitor's rating (`csat.updated`). */
    async commentRating(h: Handle, spaceId: number, token: string, id: string, body: Schemas["CsatCommentCreate"]): Promise<Csat> {
      const v = await visitorOf(h, spaceId, token);
      await conversationOf(h, v, id);
      return await deps.csat.comment(h, spaceId, id, body.comment);
    },

    async tickets(h: Handle, spaceId: number, token: string): Promise<Schemas["WidgetTicketList"]> {
      const v = await visitorOf(h, spaceId, token);
      if (!seesAll(v)) return { items: [] };
      const repo = widgetOf(h);
      const tickets = await repo.ticketsOfContact(v.contact_seq, TICKETS_SHOWN);
      return { items: await Promise.all(tickets.map(async (t) => widgetTicketView(t, await repo.publicComments(t.seq, COMMENTS_PER_TICKET)))) };
    },

    settings: settingsView,

    async updateSettings(h: Handle, spaceId: number, body: Schemas["WidgetSettingsUpdate"]): Promise<Schemas["WidgetSettings"]> {
      await settingsOf(h, spaceId);
      if (body.identityVerificationRequired !== undefined) {
        await ctx.writeIn(h, (tx) => widgetOf(tx).setVerificationRequired(spaceId, body.identityVerificationRequired!, ctx.clock.now()));
      }
      return await settingsView(h, spaceId);
    },

    async rotateSecret(h: Handle, spaceId: number): Promise<Schemas["WidgetSettings"]> {
      await settingsOf(h, spaceId);
      await ctx.writeIn(h, (tx) => widgetOf(tx).setIdentitySecret(spaceId, mintIdentitySecret(), ctx.clock.now()));
      return await settingsView(h, spaceId);
    },

    /** Answers every waiting feed now (the server is closing). */
    stop(): void {
      for (const finish of [...waiting]) void finish();
    },
  };
}
export type WidgetService = ReturnType<typeof widgetService>;
