import type { DeskHandlerGroup } from "../types.js";
import type { WidgetService } from "./widget.service.js";

type Ops =
  | "widget.startSession"
  | "widgetConversations.list"
  | "widgetConversations.create"
  | "widgetMessages.list"
  | "widgetMessages.create"
  | "widgetCsat.create"
  | "widgetCsat.comment"
  | "widgetTickets.list"
  | "widgetSettings.get"
  | "widgetSettings.update"
  | "widgetSettings.rotateSecret";

/** The widget's routes (public keys only) and its settings (secret keys). */
export function widgetHandlers(widget: WidgetService): DeskHandlerGroup<Ops> {
  return {
    "widget.startSession": ({ auth, headers, body }) => widget.session(auth.spaceId, headers["X-Visitor-Token"], body),
    "widgetConversations.list": ({ auth, headers }) => widget.conversations(auth.spaceId, headers["X-Visitor-Token"]),
    "widgetConversations.create": ({ auth, headers, body }) => widget.startConversation(auth.spaceId, headers["X-Visitor-Token"], body),
    "widgetMessages.list": async ({ auth, headers, params, query }) =>
      await widget.feed(auth.spaceId, headers["X-Visitor-Token"], params.id, query.after, query.wait ?? 0),
    "widgetMessages.create": ({ auth, headers, params, body }) => widget.send(auth.spaceId, headers["X-Visitor-Token"], params.id, body),
    "widgetCsat.create": ({ auth, headers, params, body }) => widget.rate(auth.spaceId, headers["X-Visitor-Token"], params.id, body),
    "widgetCsat.comment": ({ auth, headers, params, body }) => widget.commentRating(auth.spaceId, headers["X-Visitor-Token"], params.id, body),
    "widgetTickets.list": ({ auth, headers }) => widget.tickets(auth.spaceId, headers["X-Visitor-Token"]),
    "widgetSettings.get": ({ auth }) => widget.settings(auth.spaceId),
    "widgetSettings.update": ({ auth, body }) => widget.updateSettings(auth.spaceId, body),
    "widgetSettings.rotateSecret": ({ auth }) => widget.rotateSecret(auth.spaceId),
  };
}
