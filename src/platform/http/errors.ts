import { StorageFault } from "../db/storage-fault.js";
import type { FastifyError } from "fastify";
import { CodedError, PLATFORM_ERRORS, type PlatformErrorCode } from "../errors.js";
import { describeValidationError, validationErrorCode } from "./validation.js";

export interface ErrorAnswer {
  status: number;
  body: { message: string; code: string; data?: Record<string, unknown> };
  headers?: Record<string, string>;
}

const answer = (code: PlatformErrorCode, message?: string): ErrorAnswer => ({
  status: PLATFORM_ERRORS[code].status,
  body: { message: message ?? PLATFORM_ERRORS[code].message, code },
});

/** Fastify's own errors, by code, mapped onto the error table. */
const FASTIFY_CODES: Record<string, PlatformErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "invalid_request",
};

/**
 * Any thrown error → the answer sent. Known errors keep their status and code;
 * anything else is a 500 whose details are logged, never sent.
 */
export function toErrorAnswer(err: unknown): ErrorAnswer {
  if (err instanceof CodedError) {
    const body = { message: err.message, code: err.code };
    // A 429 that knows when to come back (`data.retryAfterSeconds`) says it in `Retry-After` too.
    const retry = err.status === 429 ? err.data?.retryAfterSeconds : undefined;
    return {
      status: err.status,
      body: err.data ? { ...body, data: err.data } : body,
      ...(typeof retry === "number" && { headers: { "retry-after": String(retry) } }),
    };
  }
  const e = err as Partial<FastifyError> & { validation?: unknown[]; validationContext?: string; statusCode?: number };
  if (Array.isArray(e.validation)) {
    const errors = e.validation as never;
    return { status: 400, body: { message: describeValidationError(e.validationContext, errors), code: validationErrorCode(errors) } };
  }
  // The disk (or the database's size cap) is full: nothing of the write was stored.
  if (e.code === "SQLITE_FULL" || e.code === "ENOSPC") return answer("storage_full");
  if (err instanceof StorageFault) {
    if (err.kind === "full") return answer("storage_full");
    // Busy, unreachable or timed out: retry shortly (a retry with the same idempotency key is never applied twice).
    if (err.kind !== "other") return { ...answer("database_unavailable"), headers: { "retry-after": "1" } };
  }
  const mapped = e.code ? FASTIFY_CODES[e.code] : undefined;
  if (mapped === "invalid_json") return answer("invalid_json", `The request body is not valid JSON: ${e.message}`);
  if (mapped) return answer(mapped);
  if (err instanceof SyntaxError && e.statusCode === 400) return answer("invalid_json");
  if (e.statusCode === 429) return answer("rate_limited");
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, body: { message: e.message ?? "Bad request.", code: "invalid_request" } };
  }
  return answer("internal_error");
}
