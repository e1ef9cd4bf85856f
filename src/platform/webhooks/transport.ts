import http from "node:http";
import https from "node:https";
import { excerpt } from "./excerpt.js";
import { type LookupFunction, publicOnlyAgents } from "./public-agent.js";
import { LOGGED_BODY_CHARS } from "./schedule.js";

export interface AttemptResult {
  statusCode: number | null;
  /** The first 500 characters of the response body, cut at a character boundary (`excerpt`). */
  body: string | null;
  error: string | null;
  durationMs: number;
}

/** Sends one webhook POST. Never throws: every outcome is an AttemptResult. */
export type Transport = (url: string, headers: Record<string, string>, body: string) => Promise<AttemptResult>;

/**
 * node:http(s) with no redirect following. In production only https is used,
 * through agents that connect only to public addresses (`isPublicAddress`,
 * checked on the address actually connected, after DNS, so rebinding is
 * caught too). `lookup` replaces DNS (tests).
 */
export function httpTransport(opts: { production: boolean; deadlineMs: number; lookup?: LookupFunction }): Transport {
  const agents = opts.production
    ? publicOnlyAgents({ keepAlive: true, lookup: opts.lookup })
    : { "http:": new http.Agent({ keepAlive: true }), "https:": new https.Agent({ keepAlive: true }) };

  return (url, headers, body) =>
    new Promise<AttemptResult>((resolve) => {
      const started = performance.now();
      const done = (r: Omit<AttemptResult, "durationMs">) => resolve({ ...r, durationMs: Math.round(performance.now() - started) });
      const target = new URL(url);
      if (opts.production && target.protocol !== "https:") {
        return done({ statusCode: null, body: null, error: "plain http is not allowed in production; the endpoint URL must use https" });
      }
      const client = target.protocol === "https:" ? https : http;
      const req = client.request(
        target,
        {
          method: "POST",
          agent: agents[target.protocol as "http:" | "https:"],
          headers: { ...headers, "content-length": Buffer.byteLength(body) },
          signal: AbortSignal.timeout(opts.deadlineMs),
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            // Enough UTF-16 units for 500 code points and the grapheme that straddles the cut.
            if (text.length < 2 * LOGGED_BODY_CHARS + 2) text += chunk;
          });
          res.on("error", (err) => done({ statusCode: res.statusCode ?? null, body: excerpt(text, LOGGED_BODY_CHARS), error: describe(err, opts.deadlineMs) }));
          res.on("end", () => {
            const status = res.statusCode ?? null;
            const redirect = status !== null && status >= 300 && status < 400;
            done({
              statusCode: status,
              body: excerpt(text, LOGGED_BODY_CHARS),
              error: redirect ? `redirect to ${res.headers.location ?? "(no location)"} not followed` : null,
            });
          });
        },
      );
      req.on("error", (err) => done({ statusCode: null, body: null, error: describe(err, opts.deadlineMs) }));
      req.end(body);
    });
}

function describe(err: Error & { code?: string }, deadlineMs: number): string {
  if (err.name === "TimeoutError" || err.name === "AbortError") return `no complete response within ${deadlineMs / 1000} s`;
  return err.code ? `${err.code}: ${err.message}` : err.message;
}
