import type { Filter } from "../../../platform/db/list-query.js";
import type { AssigneeMatch } from "../../../desk/shared.rules.js";

/** The WHERE clauses of a list's assignee filter on table alias `t` (read by its `<table>_by_assignee` index). */
export function assigneeFilters(match: AssigneeMatch, t: string): Filter[] {
  if (match === undefined) return [];
  if ("assigneeId" in match) return [[`${t}.assignee_id = @assigneeId`, { assigneeId: match.assigneeId }]];
  return [[match.assigned ? `${t}.assignee_id IS NOT NULL` : `${t}.assignee_id IS NULL`]];
}
