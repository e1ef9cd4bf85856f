/**
 * Handler types derived from the generated `operations` interface of an API:
 * a handler map with a missing operation, or a handler returning the wrong
 * shape, does not compile.
 */
import type { AuthContext } from "../auth/authenticate.js";
import type { AfterCommit } from "../db/after-commit.js";
import type { Handle } from "../db/handle.js";

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

/** How an API sends success: inside `{ success, data }` (the Desk API) or as the body itself. */
export type Wire = "envelope" | "plain";

/** What a handler returns: the envelope's `data`, or the whole success body. */
export type DataOf<Op, W extends Wire = "envelope"> = W extends "envelope"
  ? SuccessBody<Op> extends { data: infer D }
    ? D
    : never
  : SuccessBody<Op>;

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
  /** The header parameters the operation declares (validated), by their names in the contract. */
  headers: Part<Op, "header">;
  auth: AuthContext;
  /**
   * The request's handle on the store (db/handle.ts): for a write, its unit's transaction (every
   * statement of the request goes through it); for a read, the read handle.
   */
  h: Handle;
}

/** A success status other than the operation's first declared one (e.g. 201 from an upsert). */
export class WithStatus<T> {
  constructor(
    readonly status: 200 | 201,
    readonly data: T,
    /** Headers of the answer, e.g. `set-cookie` (a cookie sent over https is made `Secure` by the platform). */
    readonly headers?: Record<string, string | string[]>,
  ) {}
}
export const withStatus = <T>(status: 200 | 201, data: T): WithStatus<T> => new WithStatus(status, data);
/** An answer with headers (the operation's first success status unless given). */
export const withHeaders = <T>(data: T, headers: Record<string, string | string[]>, status: 200 | 201 = 200): WithStatus<T> => new WithStatus(status, data, headers);

export type HandlerResult<Op, W extends Wire = "envelope"> = DataOf<Op, W> | WithStatus<DataOf<Op, W>> | AfterCommit<DataOf<Op, W> | WithStatus<DataOf<Op, W>>>;
export type Handler<Op, W extends Wire = "envelope"> = (
  input: HandlerInput<Op>,
) => HandlerResult<Op, W> | Promise<HandlerResult<Op, W>>;

/** One handler per operationId of the API. */
export type HandlerMap<Ops, W extends Wire = "envelope"> = { [K in keyof Ops]: Handler<Ops[K], W> };
