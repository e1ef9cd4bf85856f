/**
 * SQL fragments the revenue repositories of the PostgreSQL engine share.
 */

/**
 * `x` with ASCII letters lower-cased and every other character kept: what SQLite's `lower()` does,
 * so a case-insensitive substring search matches the same rows on both engines (PostgreSQL's
 * `lower()` would also fold non-ASCII letters under a UTF-8 locale).
 */
export const asciiLower = (x: string): string => `translate(${x}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;

/**
 * A subscription's plan `p` is one of `plans`, a JSON array of `{ id, versions? }` bound at `?`
 * (absent or null `versions`: any version), as SQLite's json_each reading of the same text.
 */
export const planIn = `EXISTS (SELECT 1 FROM jsonb_array_elements(?::jsonb) w
  WHERE p.id = w.value ->> 'id'
    AND (coalesce(w.value -> 'versions', 'null'::jsonb) = 'null'::jsonb
      OR to_jsonb(p.version) IN (SELECT jsonb_array_elements(w.value -> 'versions'))))`;
