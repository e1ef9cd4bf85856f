import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";
import { feedbackService } from "./feedback.service.js";

type Ops = "feedback.list" | "feedback.create" | "feedback.get" | "feedback.update" | "feedback.vote" | "feedback.unvote";

export function feedbackHandlers(ctx: DeskContext): DeskHandlerGroup<Ops> {
  const feedback = feedbackService(ctx);
  return {
    "feedback.list": ({ auth, query }) => feedback.list(auth.spaceId, query),
    "feedback.create": ({ auth, body }) => feedback.create(auth.spaceId, body),
    "feedback.get": ({ auth, params }) => feedback.get(auth.spaceId, params.id),
    "feedback.update": ({ auth, params, body }) => feedback.update(auth.spaceId, params.id, body),
    "feedback.vote": ({ auth, params, body }) => feedback.vote(auth.spaceId, params.id, body.contact.external_id),
    "feedback.unvote": ({ auth, params }) => feedback.unvote(auth.spaceId, params.id, params.external_id),
  };
}
