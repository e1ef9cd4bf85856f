/**
 * Handler types derived from the generated `operations` interface of an API:
 * a handler map with a missing operation, or a handler returning the wrong
 * shape, does not compile.
 */
import type { AuthContext } from "../auth/authenticate.js";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;
type SuccessCode = 200 | 201 | 202;
type Responses<Op> = Op extends { responses: infer R } ? R : never;
type SuccessBody<Op> = {
  [C in keyof Responses<Op> & SuccessCode]: Json<Responses<Op>[C]>;
}[keyof Responses<Op> & SuccessCode];
type Part<Op, P extends string> = Op extends { parameters: { [K in P]?: infer X } }
  ? [NonNullable<X>] extends [never]
    ? Record<string, never>
    : NonNullable<X>
  : Record<string, never>;

/** The `data` of an operation's success envelope. */
export type DataOf<Op> = SuccessBody<Op> extends { data: infer D } ? D : never;

/** The JSON request body of an operation (undefined when it has none). */
export type BodyOf<Op> = Op extends { requestBody: { content: { "application/json": infer B } } }
  ? B
  : Op extends { requestBody?: { content: { "application/json": infer B } } }
    ? B | undefined
    : undefined;

export interface HandlerInput<Op> {
  params: Part<Op, "path">;
  /** Validated query; defaults from the spec are already applied. */
  query: Part<Op, "query">;
  body: BodyOf<Op>;
  auth: AuthContext;
}

/** A success status other than the operation's first declared one (e.g. 201 from an upsert). */
export class WithStatus<T> {
  constructor(
    readonly status: 200 | 201,
    readonly data: T,
  ) {}
}
export const withStatus = <T>(status: 200 | 201, data: T): WithStatus<T> => new WithStatus(status, data);

export type HandlerResult<Op> = DataOf<Op> | WithStatus<DataOf<Op>>;
export type Handler<Op> = (input: HandlerInput<Op>) => HandlerResult<Op> | Promise<HandlerResult<Op>>;

/** One handler per operationId of the API. */
export type HandlerMap<Ops> = { [K in keyof Ops]: Handler<Ops[K]> };
