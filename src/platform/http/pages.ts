/**
 * Routes beside an API that are not part of its JSON contract: hosted HTML
 * pages (checkout, portal, invoices) and inbound provider webhooks. A domain
 * declares them framework-neutrally (domains never import fastify); the
 * platform serves them on the API's port, outside `/v1`, with a strict
 * Content-Security-Policy on every HTML answer.
 */

/** What a page handler sees of a request. */
export interface PageRequest {
  method: "GET" | "POST";
  /** Path parameters (`/pay/:token` → `{ token }`). */
  params: Record<string, string>;
  query: Record<string, string>;
  /** An `application/x-www-form-urlencoded` body (`body: "form"` routes); empty otherwise. */
  form: Record<string, string>;
  /** The body exactly as received (`body: "raw"` routes, e.g. to verify a webhook signature). */
  rawBody: Buffer | undefined;
  /** A request header by lower-case name. */
  header(name: string): string | undefined;
}

/** What a page handler answers. */
export type PageAnswer =
  | {
      status: number;
      html: string;
      headers?: Record<string, string>;
      /**
       * URLs (absolute; only their origins count) the page's forms may lead to besides this
       * origin: a form whose answer redirects elsewhere (a `success_url`) needs it in the
       * Content-Security-Policy's `form-action`, which browsers check on redirects too.
       */
      formActions?: string[];
    }
  | { status: 303; location: string }
  | { status: number; body: Buffer; contentType: string; headers?: Record<string, string> }
  | { status: number; json: unknown };

export interface PageRoute {
  method: "GET" | "POST";
  /** fastify-style path with `:params`, e.g. `/pay/:token`; never under `/v1`. */
  path: string;
  /** How a POST body is read: a form (default) or raw bytes. */
  body?: "form" | "raw";
  handle(req: PageRequest): PageAnswer | Promise<PageAnswer>;
}
