/**
 * The console API's client: openapi-fetch over the generated contract
 * (generated/console.d.ts). It sends the CSRF token of the session on every
 * change and reports a 401 (the session ended) to `onSignedOut`. The app and
 * the tests use it alike.
 */
import createClient, { type Middleware } from "openapi-fetch";
import type { components, paths } from "../../generated/console.js";

export type Schemas = components["schemas"];
export type Session = Schemas["Session"];

export interface ConsoleClientOptions {
  baseUrl: string;
  /** Another fetch (tests keep the cookie themselves). */
  fetch?: typeof globalThis.fetch;
  /** Called when an answer is 401 `session_required` (the app shows the sign-in page again). */
  onSignedOut?: () => void;
}

/** The error of a failed call: the API's `{ message, code }`. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function createConsoleClient(opts: ConsoleClientOptions) {
  let csrfToken: string | undefined;
  const middleware: Middleware = {
    onRequest({ request }) {
      if (request.method !== "GET" && csrfToken) request.headers.set("x-csrf-token", csrfToken);
      return request;
    },
    async onResponse({ response }) {
      if (response.status === 401) {
        const body = (await response.clone().json().catch(() => ({}))) as { code?: string };
        if (body.code === "session_required") {
          csrfToken = undefined;
          opts.onSignedOut?.();
        }
      }
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl: opts.baseUrl, credentials: "same-origin", ...(opts.fetch && { fetch: opts.fetch }) });
  client.use(middleware);
  return Object.assign(client, {
    /** Keep the session's CSRF token (from sign-in or GET /session). */
    setSession(session: Session | null) {
      csrfToken = session?.csrfToken;
    },
  });
}
export type ConsoleClient = ReturnType<typeof createConsoleClient>;

/** `data` of a successful answer, else throws ConsoleApiError. */
export async function unwrap<T>(call: Promise<{ data?: { data: T }; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (data !== undefined && response.ok) return data.data;
  const e = (error ?? {}) as { message?: string; code?: string };
  throw new ConsoleApiError(response.status, e.code ?? "unknown", e.message ?? `HTTP ${response.status}`);
}
