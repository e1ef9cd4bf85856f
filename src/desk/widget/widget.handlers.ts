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
    "widget.startSession": ({ auth, headers, body, h }) => widget.session(h, auth.spaceId, headers["X-Visitor-Token"], body),
    "widgetConversations.list": ({ auth, headers, h }) => widget.conversations(h, auth.spaceId, headers["X-Visitor-Token"]),
    "widgetConversations.create": ({ auth, headers, body, h }) => widget.startConversation(h, auth.spaceId, headers["X-Visitor-Token"], body),
    "widgetMessages.list": async ({ auth, headers, params, query, h }) =>
      await widget.feed(h, auth.spaceId, headers["X-Visitor-Token"], params.id, query.after, query.wait ?? 0),
    "widgetMessages.create": ({ auth, headers, params, body, h }) => widget.send(h, auth.spaceId, headers["X-Visitor-Token"], params.id, body),
    "widgetCsat.create": ({ auth, headers, params, body, h }) => widget.rate(h, auth.spaceId, headers["X-Visitor-Token"], params.id, body),
    "widgetCsat.comment": ({ auth, headers, params, body, h }) => widget.commentRating(h, auth.spaceId, headers["X-Visitor-Token"], params.id, body),
    "widgetTickets.list": ({ auth, headers, h }) => widget.tickets(h, auth.spaceId, headers["X-Visitor-Token"]),
    "widgetSettings.get": ({ auth, h }) => widget.settings(h, auth.spaceId),
    "widgetSettings.update": ({ auth, body, h }) => widget.updateSettings(h, auth.spaceId, body),
    "widgetSettings.rotateSecret": ({ auth, h }) => widget.rotateSecret(h, auth.spaceId),
  };
}
