import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { feedbackService } from "./feedback.service.js";

type Ops = "feedback.list" | "feedback.create" | "feedback.get" | "feedback.update" | "feedback.vote" | "feedback.unvote";

export function feedbackHandlers(ctx: DeskContext): DeskHandlerGroup<Ops> {
  const feedback = feedbackService(ctx);
  return {
    "feedback.list": ({ auth, query, h }) => feedback.list(h, auth.spaceId, query),
    "feedback.create": ({ auth, body, h }) => feedback.create(h, auth.spaceId, body),
    "feedback.get": ({ auth, params, h }) => feedback.get(h, auth.spaceId, params.id),
    "feedback.update": ({ auth, params, body, h }) => feedback.update(h, auth.spaceId, params.id, body),
    "feedback.vote": ({ auth, params, body, h }) => feedback.vote(h, auth.spaceId, params.id, body.contact.external_id),
    "feedback.unvote": ({ auth, params, h }) => feedback.unvote(h, auth.spaceId, params.id, params.external_id),
  };
}
