import { useEffect, useState } from "preact/hooks";
import { api, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { PagedTable, useFilters, usePaged } from "../pager.js";
import { ErrorNote, Field, when } from "../ui.js";

const PAGE_SIZE = 50;

/** A day (`YYYY-MM-DD`, the browser's time zone) as an ISO time: its start, or (`end`) the next day's start. */
const dayStart = (day: string, end = false) => {
  const d = new Date(`${day}T00:00:00`);
  if (end) d.setDate(d.getDate() + 1);
  return d.toISOString();
};

/** The audit log: who changed what, when, from where; filtered by operator, action and dates, paged. */
export function AuditPage() {
  const [operators, setOperators] = useState<Schemas["TeamMember"][]>([]);
  const f = useFilters({ operatorId: "", operation: "", from: "", to: "" });
  const { applied } = f;
  useEffect(() => {
    // The operator filter lists the team (owners only; others filter by e-mail as shown).
    void api.GET("/team", { params: { query: { limit: 100 } } }).then((r) => r.data && setOperators(r.data.data.items));
  }, []);
  const list = usePaged(
    (cursor) => {
      const query = {
        limit: PAGE_SIZE,
        ...(applied.operatorId && { operatorId: applied.operatorId }),
        ...(applied.operation && { operation: applied.operation }),
        ...(applied.from && { from: dayStart(applied.from) }),
        ...(applied.to && { to: dayStart(applied.to, true) }),
        ...(cursor && { before: cursor }),
      };
      return unwrap(api.GET("/audit", { params: { query } }));
    },
    [applied],
  );
  return (
    <>
      <h1>Audit log</h1>
      <form class="toolbar" onSubmit={f.apply} aria-label="Filter the audit log">
        <Field label="Operator">
          {operators.length > 0 ? (
            <select {...f.bind("operatorId")}>
              <option value="">Everyone</option>
              {operators.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.email}
                </option>
              ))}
            </select>
          ) : (
            <input {...f.bind("operatorId")} placeholder="operator id" />
          )}
        </Field>
        <Field label="Action">
          <input {...f.bind("operation")} placeholder="e.g. keys.create" />
        </Field>
        <Field label="From">
          <input type="date" {...f.bind("from")} />
        </Field>
        <Field label="To">
          <input type="date" {...f.bind("to")} />
        </Field>
        <button type="submit">Filter</button>
      </form>
      <ErrorNote error={list.error} />
      <PagedTable
        caption="Operator actions, newest first"
        columns={[
          ["When", (e) => when(e.at)],
          ["Operator", (e) => e.operator.email],
          ["Action", (e) => <code>{e.operation}</code>],
          ["Target", (e) => e.target ?? "—"],
          ["Mode", (e) => e.mode ?? "—"],
          ["Address", (e) => e.address ?? "—"],
        ]}
        rows={list.page.items}
        empty="No actions match."
        pager={list.pager}
      />
    </>
  );
}
