import type { components, operations } from "../../generated/revenue.js";
import type { HandlerMap } from "../platform/http/handlers.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";

/** Usage & Billing wire types, straight from the generated contract. */
export type Schemas = components["schemas"];
export type RevenueOperations = operations;
export type RevenueHandlers = HandlerMap<RevenueOperations, "plain">;
export type RevenueHandlerGroup<K extends keyof RevenueOperations> = Pick<RevenueHandlers, K>;
export type OperationId = keyof RevenueOperations & string;

/** The space (workspace + mode) an operation works on; an AuthContext is one. */
export interface Space {
  spaceId: number;
  mode: Mode;
}
