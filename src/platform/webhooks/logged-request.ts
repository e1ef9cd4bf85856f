import { excerpt } from "./excerpt.js";

/** How much of a request body the delivery log keeps: the first 65,536 code points (a larger body is cut, never mid-character). */
export const REQUEST_BODY_CHARS = 65_536;

/** What an attempt's log row keeps of the request it sent. */
export interface LoggedRequest {
  /** The headers sent, a JSON object (content type, user agent, the signature headers: never a secret). */
  request_headers: string;
  /** The body sent, bounded by REQUEST_BODY_CHARS. */
  request_body: string;
}

/**
 * The request as the log keeps it. A body of at most REQUEST_BODY_CHARS UTF-16 units holds at most
 * that many code points and is kept as is (the common case costs no segmentation); a longer one is
 * cut like a response excerpt.
 */
export function loggedRequest(headers: Record<string, string>, body: string): LoggedRequest {
  return {
    request_headers: JSON.stringify(headers),
    request_body: body.length <= REQUEST_BODY_CHARS ? body : excerpt(body, REQUEST_BODY_CHARS),
  };
}

/** An attempt's logged request as the APIs show it; null for an attempt logged before requests were kept. */
export function requestView(a: { request_headers: string | null; request_body: string | null }): { headers: Record<string, string>; body: string } | null {
  if (a.request_headers === null || a.request_body === null) return null;
  return { headers: JSON.parse(a.request_headers) as Record<string, string>, body: a.request_body };
}
