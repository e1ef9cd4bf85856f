import type { Search } from "../../platform/search.js";

/**
 * WHERE clauses for a record whose word index and CJK index are FTS5 tables
 * keyed by the record's rowid: `<column> IN (SELECT rowid FROM <table> WHERE
 * <table> MATCH …)` for each index the search uses.
 */
export function searchFilters(
  search: Search | undefined,
  column: string,
  tables: { words: string; cjk: string },
): (readonly [string, Record<string, unknown>])[] {
  if (!search) return [];
  const filters: (readonly [string, Record<string, unknown>])[] = [];
  if (search.words) filters.push([`${column} IN (SELECT rowid FROM ${tables.words} WHERE ${tables.words} MATCH @match)`, { match: search.words }]);
  if (search.cjk) filters.push([`${column} IN (SELECT rowid FROM ${tables.cjk} WHERE ${tables.cjk} MATCH @cjkMatch)`, { cjkMatch: search.cjk }]);
  return filters;
}
