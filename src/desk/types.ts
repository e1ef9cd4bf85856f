import type { components, operations } from "../../generated/desk.js";
import type { HandlerMap } from "../platform/http/handlers.js";

/** Desk wire types, straight from the generated contract. */
export type Schemas = components["schemas"];
export type Contact = Schemas["Contact"];
export type ContactSummary = Schemas["ContactSummary"];
export type Conversation = Schemas["Conversation"];
export type Message = Schemas["Message"];
export type Ticket = Schemas["Ticket"];
export type TicketComment = Schemas["TicketComment"];
export type Feedback = Schemas["Feedback"];
export type DeskEventType = Schemas["DeskEventType"];
export type Csat = Schemas["Csat"];
export type WebhookEndpoint = Schemas["WebhookEndpoint"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type WebhookDeliveryDetail = Schemas["WebhookDeliveryDetail"];
export type DeskEvent = Schemas["DeskEvent"];

export type DeskOperations = operations;
export type DeskHandlers = HandlerMap<DeskOperations>;
export type DeskHandlerGroup<K extends keyof DeskOperations> = Pick<DeskHandlers, K>;
