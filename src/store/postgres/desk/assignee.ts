import type { AssigneeMatch } from "../../../desk/shared.rules.js";
import type { PgFilter } from "../conn.js";

/** The WHERE clauses of a list's assignee filter on table alias `t` (read by its `<table>_by_assignee` index). */
export function assigneeClauses(match: AssigneeMatch, t: string): PgFilter[] {
  if (match === undefined) return [];
  if ("assigneeId" in match) return [[`${t}.assignee_id = ?`, match.assigneeId]];
  return [[match.assigned ? `${t}.assignee_id IS NOT NULL` : `${t}.assignee_id IS NULL`]];
}
