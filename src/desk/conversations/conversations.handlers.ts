import type { DeskHandlerGroup } from "../types.js";
import type { ConversationsService } from "./conversations.service.js";

type Ops =
  | "conversations.list"
  | "conversations.create"
  | "conversations.get"
  | "conversations.update"
  | "messages.list"
  | "messages.create";

export function conversationHandlers(conversations: ConversationsService): DeskHandlerGroup<Ops> {
  return {
    "conversations.list": ({ auth, query }) => conversations.list(auth.spaceId, query),
    "conversations.create": ({ auth, body }) => conversations.create(auth.spaceId, body),
    "conversations.get": ({ auth, params }) => conversations.get(auth.spaceId, params.id),
    "conversations.update": ({ auth, params, body }) => conversations.update(auth.spaceId, params.id, body),
    "messages.list": ({ auth, params, query }) => conversations.messages(auth.spaceId, params.id, query),
    "messages.create": ({ auth, params, body }) => conversations.reply(auth.spaceId, params.id, body),
  };
}
