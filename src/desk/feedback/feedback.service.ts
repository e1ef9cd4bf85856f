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
  const { feedback, contacts, emit, clock } = ctx;

  const find = (spaceId: number, id: string): FeedbackRecord => {
    const f = feedback.byId(spaceId, id);
    if (!f) throw new DeskError("feedback_not_found", `No feedback ${id}.`);
    return f;
  };

  return {
    get: (spaceId: number, id: string): Feedback => feedbackView(find(spaceId, id)),

    list(spaceId: number, query: ListQuery): Page<Feedback> {
      const limit = query.limit!;
      const byVotes = query.sort === "votes";
      const list = byVotes ? "feedback-votes" : "feedback";
      // sort=votes cursors: [vote log position, newest feedback seq, votes at the snapshot, seq].
      const resolved = resolveListQuery(contacts, spaceId, list, byVotes ? 4 : 1, query);
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
        const rows = feedback.list({ ...filter, beforeSeq: resolved.beforeKeys?.[0] });
        return toPage(rows, limit, feedbackView, (r) => encodeCursor(list, [r.seq]));
      }
      const k = resolved.beforeKeys;
      const after = k && { logSeq: k[0], maxSeq: k[1], votes: k[2], seq: k[3] };
      const { logSeq, maxSeq } = after ?? feedback.votesSnapshot();
      const rows = feedback.listByVotes(filter, after);
      return toPage(rows, limit, feedbackView, (r) => encodeCursor(list, [logSeq, maxSeq, r.ranked_votes, r.seq]));
    },

    create(spaceId: number, body: Schemas["FeedbackCreate"]): Feedback {
      checkFeedbackCreate(body);
      return ctx.write(() => {
        const now = clock.now();
        const { contact } = ctx.upsertContact(spaceId, body.contact.external_id, {}, now);
        const seq = feedback.insert({
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
        const created = feedbackView(feedback.bySeq(seq));
        emit(spaceId, contact.seq, "feedback.created", created);
        return created;
      });
    },

    update(spaceId: number, id: string, body: Schemas["FeedbackUpdate"]): Feedback {
      return ctx.write(() => {
        const row = find(spaceId, id);
        const { next, changed, replyChanged } = planFeedbackUpdate(feedbackState(row), body);
        if (!changed) return feedbackView(row);
        const now = clock.now();
        feedback.update({
          ...row,
          status: next.status,
          reply: next.reply,
          replied_at: replyChanged ? (next.reply === null ? null : now) : row.replied_at,
          tags: JSON.stringify(next.tags),
          updated_at: now,
        });
        const updated = feedbackView(feedback.bySeq(row.seq));
        emit(spaceId, row.contact_seq, "feedback.updated", updated);
        return updated;
      });
    },

    vote(spaceId: number, id: string, externalId: string): Feedback {
      return ctx.write(() => {
        const row = find(spaceId, id);
        const now = clock.now();
        const { contact } = ctx.upsertContact(spaceId, externalId, {}, now);
        feedback.addVote(row.seq, contact.seq, now);
        return feedbackView(feedback.bySeq(row.seq));
      });
    },

    unvote(spaceId: number, id: string, externalId: string): Feedback {
      return ctx.write(() => {
        const row = find(spaceId, id);
        const contact = contacts.byExternalId(spaceId, externalId);
        if (contact) feedback.removeVote(row.seq, contact.seq, clock.now());
        return feedbackView(feedback.bySeq(row.seq));
      });
    },
  };
}
