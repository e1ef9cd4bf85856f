/**
 * Serves a domain's page routes (pages.ts) on its API's fastify instance,
 * outside `/v1` and outside the API's rules: no bearer auth, no JSON error
 * envelope, no contract. Each kind of body gets its own encapsulated scope,
 * so its content-type parser reaches only its routes:
 *
 * - GET routes and `body: "form"` POSTs read `application/x-www-form-urlencoded`
 *   (anything else is a 415 page), are limited per client address, and every
 *   error is an HTML page;
 * - `body: "raw"` POSTs (provider webhooks) get the exact bytes of any content
 *   type and errors as `{ message, code }` JSON, unlimited per address (a
 *   provider sends from few addresses; the handler verifies a signature).
 *
 * Every answer is `no-store` (unless the handler says otherwise), `nosniff`
 * and `no-referrer` (the URLs carry tokens); every HTML answer carries a strict
 * Content-Security-Policy and may not be framed. Request bodies are never logged,
 * and the request log shows a page's route (`/pay/:token`), not its URL.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors.js";
import { toErrorAnswer } from "./errors.js";
import type { PageAnswer, PageRequest, PageRoute } from "./pages.js";
import { createRateLimiter, type RateLimitRule } from "./rate-limit.js";
import type { RateStore } from "./rate-store.js";

/** Requests per client address and minute: page views, and form posts (card attempts among them). */
export const PAGE_RATE_LIMIT = { windowMs: 60_000, views: 300, posts: 60 } as const;

export interface PageLimits {
  windowMs: number;
  /** GETs per address and window. */
  views: number;
  /** Form POSTs per address and window. */
  posts: number;
}

/**
 * The policy of every HTML answer: nothing but the API's own stylesheets and
 * images (and `data:` images), forms that post to this origin or to
 * `formActions` (a form whose answer redirects elsewhere, e.g. to a
 * `success_url`, needs that origin: browsers check redirects of a form
 * submission too), no scripts, no framing, no `<base>`.
 */
export function contentSecurityPolicy(formActions: readonly string[] = []): string {
  const origins = new Set<string>();
  for (const url of formActions) {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  }
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action ${["'self'", ...origins].join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/** `https://shop.example` of an absolute http(s) URL; undefined for anything else (relative URLs are 'self'). */
function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
} as const;

const HTML_TYPE = "text/html; charset=utf-8";

/** Registers `routes` on `app` (before it is ready). */
/**
 * A page answer (a payment completed, a card saved, a provider event acknowledged) leaves only once
 * what was committed before it is on the disk, as API answers to writes do: nothing a visitor or a
 * provider is told was done is lost by a crash. `afterSync` answers at once when nothing is pending.
 */
export type PageDurability = { afterSync(then: (err?: Error) => void): void } | undefined;

/** Page requests are counted per address in `rateStore` (the platform's), under `<counterName>`. */
export async function servePages(
  app: FastifyInstance,
  routes: readonly PageRoute[],
  limits: PageLimits = PAGE_RATE_LIMIT,
  durability: PageDurability,
  rateStore: RateStore,
  counterName: string,
): Promise<void> {
  for (const r of routes) {
    if (r.path === "/v1" || r.path.startsWith("/v1/")) throw new Error(`A page route may not be under /v1: ${r.path}`);
  }
  const raw = routes.filter((r) => r.method === "POST" && r.body === "raw");
  const pages = routes.filter((r) => !raw.includes(r));
  const rule: RateLimitRule = { windowMs: limits.windowMs, max: (bucket) => (bucket === "post" ? limits.posts : limits.views) };
  const limiter = createRateLimiter(rule, rateStore, counterName);

  if (pages.length > 0) {
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
        done(null, formOf(body as string));
      });
      scope.setErrorHandler((err, request, reply) => {
        const { status, body } = toErrorAnswer(err);
        if (status >= 500) request.log.error({ err }, "page failed");
        void send(reply, { status, html: errorPage(status, status >= 500 ? "Something went wrong on our side. Please try again in a moment." : body.message) });
      });
      scope.addHook("onRequest", (request, reply, done) => {
        const d = limiter(request.ip, request.method === "POST" ? "post" : "view", Date.now());
        if (d.allowed) return done();
        const seconds = Math.max(1, Math.ceil(d.resetInMs / 1000));
        void reply.header("retry-after", seconds);
        void send(reply, { status: 429, html: errorPage(429, `Too many requests from your address; try again in ${seconds} seconds.`) });
      });
      for (const route of pages) addRoute(scope, route, durability);
    });
  }
  if (raw.length > 0) {
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      // Any media type, and none: the handler gets the bytes exactly as sent.
      scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
      scope.setErrorHandler((err, request, reply) => {
        const { status, body } = toErrorAnswer(err);
        if (status >= 500) request.log.error({ err }, "page failed");
        void send(reply, { status, json: body });
      });
      for (const route of raw) addRoute(scope, route, durability);
    });
  }
}

/** A page's form is small (a card form is under 1 KiB); a webhook's body may be up to the API's limit. */
const FORM_BODY_LIMIT = 64 * 1024;

function addRoute(scope: FastifyInstance, route: PageRoute, durability: PageDurability): void {
  scope.route({
    method: route.method,
    url: route.path,
    ...(route.body !== "raw" && { bodyLimit: FORM_BODY_LIMIT }),
    // Page URLs carry tokens (capabilities): the request log names the route, not the URL.
    logSerializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: route.path, remoteAddress: request.ip }),
    },
    handler: async (request, reply) => {
      const answer = await route.handle(pageRequest(request, route));
      if (durability) {
        await new Promise<void>((resolve, reject) => durability.afterSync((err) => (err ? reject(new AppError("internal_error", "The change could not be confirmed on disk; please try again.")) : resolve())));
      }
      return send(reply, answer);
    },
  });
}

function pageRequest(request: FastifyRequest, route: PageRoute): PageRequest {
  const body = request.body;
  const raw = route.body === "raw";
  return {
    method: request.method === "POST" ? "POST" : "GET", // HEAD runs the GET handler
    params: { ...(request.params as Record<string, string>) },
    query: firstValues(request.query as Record<string, unknown>),
    form: !raw && body !== null && typeof body === "object" && !Buffer.isBuffer(body) ? (body as Record<string, string>) : {},
    rawBody: raw ? (Buffer.isBuffer(body) ? body : Buffer.alloc(0)) : undefined,
    header(name: string) {
      const v = request.headers[name.toLowerCase()];
      return Array.isArray(v) ? v.join(", ") : v;
    },
  };
}

/** A form body as name → value (a name sent twice keeps its first value). */
function formOf(body: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of new URLSearchParams(body)) if (!(k in out)) out[k] = v;
  return out;
}

function firstValues(query: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query ?? {})) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === "string") out[k] = first;
  }
  return out;
}

/** Sends a page answer with the headers every page answer carries (the handler's own cannot weaken them). */
function send(reply: FastifyReply, answer: PageAnswer): FastifyReply {
  void reply.header("cache-control", "no-store");
  if ("headers" in answer && answer.headers) for (const [k, v] of Object.entries(answer.headers)) void reply.header(k, v);
  void reply.headers(SECURITY_HEADERS);
  void reply.code(answer.status);
  if ("location" in answer) return reply.header("location", answer.location).send();
  if ("html" in answer) {
    void reply.headers({ "content-security-policy": contentSecurityPolicy(answer.formActions), "x-frame-options": "DENY" });
    return reply.type(HTML_TYPE).send(answer.html);
  }
  if ("body" in answer) return reply.type(answer.contentType).send(answer.body);
  return reply.type("application/json; charset=utf-8").send(JSON.stringify(answer.json));
}

const TITLES: Record<number, string> = {
  400: "Bad request",
  403: "Forbidden",
  404: "Not found",
  413: "Too large",
  415: "Unsupported form",
  429: "Too many requests",
};

/** The platform's own plain page for an error no handler answered (a domain's pages answer their own). */
function errorPage(status: number, message: string): string {
  const title = TITLES[status] ?? (status >= 500 ? "Something went wrong" : "Request refused");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
