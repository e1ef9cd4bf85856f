import type { Handle } from "../../platform/db/handle.js";
import { DeskError } from "../errors.js";
import { newId } from "../../platform/ids.js";
import { encodeCursor, type Page, toPage } from "../../platform/pagination.js";
import type { DeskContext } from "../context.js";
import { EMPTY_PAGE, resolveListQuery } from "../list.js";
import type { DeskOperations, Feedback, Schemas } from "../types.js";
import type { FeedbackRecord } from "./feedback.repo.js";
import { checkFeedbackCreate, planFeedbackUpdate } from "./feedback.rules.js";
import { feedbackState, feedbackView } from "./feedback.view.js";

type ListQuery = NonNullable<DeskOperations["feedback.list"]["parameters"]["query"]>;

/** Feedback, its triage and its votes. */
export function feedbackService(ctx: DeskContext) {
  const { emit, clock } = ctx;

  const find = async (h: Handle, spaceId: number, id: string): Promise<FeedbackRecord> => {
    const f = await ctx.repos(h).feedback.byId(spaceId, id);
    if (!f) throw new DeskError("feedback_not_found", `No feedback ${id}.`);
    return f;
  };

  return {
    get: async (h: Handle, spaceId: number, id: string): Promise<Feedback> => feedbackView(await find(h, spaceId, id)),

    async list(h: Handle, spaceId: number, query: ListQuery): Promise<Page<Feedback>> {
      const limit = query.limit!;
      const { contacts, feedback } = ctx.repos(h);
      const byVotes = query.sort === "votes";
      const list = byVotes ? "feedback-votes" : "feedback";
      // sort=votes cursors: [vote log position, newest feedback seq, votes at the snapshot, seq].
      const resolved = await resolveListQuery(contacts, spaceId, list, byVotes ? 4 : 1, query);
      if (!resolved) return EMPTY_PAGE;
      const filter = {
        spaceId,
        kind: query.kind,
        status: query.status,
        contactSeq: resolved.contactSeq,
        search: resolved.search,
        limit: limit + 1,
      };
      if (!byVotes) {
        const rows = await feedback.list({ ...filter, beforeSeq: resolved.beforeKeys?.[0] });
        return toPage(rows, limit, feedbackView, (r) => encodeCursor(list, [r.seq]));
      }
      const k = resolved.beforeKeys;
      const after = k && { logSeq: k[0], maxSeq: k[1], votes: k[2], seq: k[3] };
      const { logSeq, maxSeq } = after ?? (await feedback.votesSnapshot());
      const rows = await feedback.listByVotes(filter, after);
      return toPage(rows, limit, feedbackView, (r) => encodeCursor(list, [logSeq, maxSeq, r.ranked_votes, r.seq]));
    },

    async create(h: Handle, spaceId: number, body: Schemas["FeedbackCreate"]): Promise<Feedback> {
      checkFeedbackCreate(body);
      return await ctx.writeIn(h, async (tx) => {
        const { feedback } = ctx.repos(tx);
        const now = clock.now();
        const { contact } = await ctx.upsertContact(tx, spaceId, body.contact.external_id, {}, now);
        const seq = await feedback.insert({
          id: newId(),
          space_id: spaceId,
          contact_seq: contact.seq,
          kind: body.kind,
          title: body.title ?? null,
          message: body.message ?? null,
          rating: body.rating ?? null,
          status: "new",
          reply: null,
          replied_at: null,
          tags: "[]",
          votes: 0,
          created_at: now,
          updated_at: now,
        });
        const created = feedbackView(await feedback.bySeq(seq));
        await emit(tx, spaceId, contact.seq, "feedback.created", created);
        return created;
      });
    },

    async update(h: Handle, spaceId: number, id: string, body: Schemas["FeedbackUpdate"]): Promise<Feedback> {
      return await ctx.writeIn(h, async (tx) => {
        const { feedback } = ctx.repos(tx);
        const row = await find(tx, spaceId, id);
        const { next, changed, replyChanged } = planFeedbackUpdate(feedbackState(row), body);
        if (!changed) return feedbackView(row);
        const now = clock.now();
        await feedback.update({
          ...row,
          status: next.status,
          reply: next.reply,
          replied_at: replyChanged ? (next.reply === null ? null : now) : row.replied_at,
          tags: JSON.stringify(next.tags),
          updated_at: now,
        });
        const updated = feedbackView(await feedback.bySeq(row.seq));
        await emit(tx, spaceId, row.contact_seq, "feedback.updated", updated);
        return updated;
      });
    },

    async vote(h: Handle, spaceId: number, id: string, externalId: string): Promise<Feedback> {
      return await ctx.writeIn(h, async (tx) => {
        const { feedback } = ctx.repos(tx);
        const row = await find(tx, spaceId, id);
        const now = clock.now();
        const { contact } = await ctx.upsertContact(tx, spaceId, externalId, {}, now);
        await feedback.addVote(row.seq, contact.seq, now);
        return feedbackView(await feedback.bySeq(row.seq));
      });
    },

    async unvote(h: Handle, spaceId: number, id: string, externalId: string): Promise<Feedback> {
      return await ctx.writeIn(h, async (tx) => {
        const { contacts, feedback } = ctx.repos(tx);
        const row = await find(tx, spaceId, id);
        const contact = await contacts.byExternalId(spaceId, externalId);
        if (contact) await feedback.removeVote(row.seq, contact.seq, clock.now());
        return feedbackView(await feedback.bySeq(row.seq));
      });
    },
  };
}
