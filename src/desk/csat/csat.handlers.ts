import { toIso } from "../../platform/clock.js";
import { DeskError } from "../errors.js";
import { newId } from "../../platform/ids.js";
import { contactSummaryView } from "../contacts/contacts.view.js";
import type { DeskContext } from "../context.js";
import type { Csat, DeskHandlerGroup } from "../types.js";
import { checkCanRate } from "./csat.rules.js";

export function csatHandlers(ctx: DeskContext): DeskHandlerGroup<"csat.create"> {
  const { csat } = ctx;
  return {
    "csat.create": ({ auth, params, body }) =>
      ctx.write(() => {
        const conversation = ctx.conversations.byId(auth.spaceId, params.id);
        if (!conversation) throw new DeskError("conversation_not_found", `No conversation ${params.id}.`);
        checkCanRate(conversation.status, csat.byConversation(conversation.seq) !== undefined);
        const row = csat.insert({
          id: newId(),
          conversation_seq: conversation.seq,
          rating: body.rating,
          comment: body.comment ?? null,
          created_at: ctx.clock.now(),
        });
        const view: Csat = {
          _id: row.id,
          conversationId: conversation.id,
          contact: contactSummaryView(conversation),
          rating: row.rating,
          comment: row.comment,
          createdAt: toIso(row.created_at),
        };
        ctx.emit(auth.spaceId, conversation.contact_seq, "csat.received", view);
        return view;
      }),
  };
}
