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
