import { toIso } from "../../platform/clock.js";
import type { Handle } from "../../platform/db/handle.js";
import { newId } from "../../platform/ids.js";
import { contactSummaryView } from "../contacts/contacts.view.js";
import type { DeskContext } from "../context.js";
import { DeskError } from "../errors.js";
import type { Csat, Schemas } from "../types.js";
import type { CsatRow } from "./csat.repo.js";
import { checkCanRate } from "./csat.rules.js";

const csatView = (row: CsatRow, conversation: Parameters<typeof contactSummaryView>[0] & { id: string }): Csat => ({
  _id: row.id,
  conversationId: conversation.id,
  contact: contactSummaryView(conversation),
  rating: row.rating,
  comment: row.comment,
  createdAt: toIso(row.created_at),
});

/** CSAT ratings: the visitor's rating of a resolved conversation, once (the API and the widget both rate through it). */
export function csatService(ctx: DeskContext) {
  return {
    /** Records the rating and emits `csat.received`, in one transaction. */
    async rate(h: Handle, spaceId: number, conversationId: string, body: Schemas["CsatCreate"]): Promise<Csat> {
      return await ctx.writeIn(h, async (tx) => {
        const { conversations, csat } = ctx.repos(tx);
        const conversation = await conversations.byId(spaceId, conversationId);
        if (!conversation) throw new DeskError("conversation_not_found", `No conversation ${conversationId}.`);
        checkCanRate(conversation.status, (await csat.byConversation(conversation.seq)) !== undefined);
        const row = await csat.insert({
          id: newId(),
          conversation_seq: conversation.seq,
          rating: body.rating,
          comment: body.comment ?? null,
          created_at: ctx.clock.now(),
        });
        const view = csatView(row, conversation);
        await ctx.emit(tx, spaceId, conversation.contact_seq, "csat.received", view);
        return view;
      });
    },

    /** Adds the comment that follows a rating to that rating, once, and emits `csat.updated`. */
    async comment(h: Handle, spaceId: number, conversationId: string, comment: string): Promise<Csat> {
      return await ctx.writeIn(h, async (tx) => {
        const { conversations, csat } = ctx.repos(tx);
        const conversation = await conversations.byId(spaceId, conversationId);
        if (!conversation) throw new DeskError("conversation_not_found", `No conversation ${conversationId}.`);
        const row = await csat.byConversation(conversation.seq);
        if (!row) throw new DeskError("csat_not_found", "This conversation has no rating yet: rate it first.");
        if (!(await csat.setComment(row.seq, comment))) throw new DeskError("csat_comment_exists", "This rating has a comment already.");
        const view = csatView({ ...row, comment }, conversation);
        await ctx.emit(tx, spaceId, conversation.contact_seq, "csat.updated", view);
        return view;
      });
    },
  };
}
export type CsatService = ReturnType<typeof csatService>;
