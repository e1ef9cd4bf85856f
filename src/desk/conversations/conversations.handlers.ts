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
    "conversations.list": ({ auth, query, h }) => conversations.list(h, auth.spaceId, query),
    "conversations.create": ({ auth, body, h }) => conversations.create(h, auth.spaceId, body),
    "conversations.get": ({ auth, params, h }) => conversations.get(h, auth.spaceId, params.id),
    "conversations.update": ({ auth, params, body, h }) => conversations.update(h, auth.spaceId, params.id, body),
    "messages.list": ({ auth, params, query, h }) => conversations.messages(h, auth.spaceId, params.id, query),
    "messages.create": ({ auth, params, body, h }) => conversations.reply(h, auth.spaceId, params.id, body),
  };
}
