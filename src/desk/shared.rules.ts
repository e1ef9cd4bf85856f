import { createHash } from "node:crypto";
import { invalid } from "../platform/errors.js";

/** Tags keep their order; duplicates are dropped. */
export const normalizeTags = (tags: string[]): string[] => [...new Set(tags)];

/** A PATCH must change something: an empty body is a client bug, not a no-op. */
export function requireSomeField(body: object): void {
  if (Object.keys(body).length === 0) invalid("body", "must contain at least one field");
}

/** Whether two values differ, comparing arrays by content. */
export const differs = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length !== b.length || a.some((x, i) => x !== b[i]) : a !== b;

/**
 * Characters that show nothing on their own: whitespace of every script,
 * format characters (zero-width space and joiners, BOM, word joiner, …),
 * controls, and the fillers some fonts draw as blanks.
 */
const BLANK = /^[\s\p{Cf}\p{Cc}\p{Zs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** Whether text would show nothing: empty, or only whitespace and format characters. */
export const isBlank = (text: string): boolean => BLANK.test(text);

/** Text that must say something: a blank value is a 400 naming the field. Absent and null pass. */
export function requireText(field: string, text: string | null | undefined): void {
  if (typeof text === "string" && isBlank(text)) invalid(field, "must not be blank");
}

/**
 * The fingerprint of what a `clientId` was first used with: SHA-256 of the
 * payload's values in a fixed order (absent = null), so key order and
 * omitted defaults do not matter.
 */
export const payloadHash = (values: (string | null | undefined)[]): string =>
  createHash("sha256")
    .update(JSON.stringify(values.map((v) => v ?? null)))
    .digest("base64url");

/** What a list's assignee filter keeps (see `AssigneeFilter` in spec/desk/shared.tsp): nothing given keeps every record. */
export type AssigneeMatch = { assigneeId: string } | { assigned: boolean } | undefined;

/** The assignee filter of a list query: `assigneeId` wins over `assigned=true`; with `assigned=false` it is a 400 naming `assigned`. */
export function assigneeMatch(query: { assigneeId?: string; assigned?: boolean }): AssigneeMatch {
  if (query.assigneeId !== undefined) {
    if (query.assigned === false) invalid("assigned", "must not be false with assigneeId (an assigned record is never unassigned)");
    return { assigneeId: query.assigneeId };
  }
  return query.assigned === undefined ? undefined : { assigned: query.assigned };
}
