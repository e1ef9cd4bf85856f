import { useEffect, useState } from "preact/hooks";
import { api, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { PagedTable, useFilters, usePaged } from "../pager.js";
import { ErrorNote, Field, when } from "../ui.js";

type Entry = Schemas["AuditEntry"];
const PAGE_SIZE = 50;

/** A day (`YYYY-MM-DD`, the browser's time zone) as an ISO time: its start, or (`end`) the next day's start. */
const dayStart = (day: string, end = false) => {
  const d = new Date(`${day}T00:00:00`);
  if (end) d.setDate(d.getDate() + 1);
  return d.toISOString();
};

/** An operator as the log names it; the command line's changes are the OS user's. */
const actor = (o: { id: string; email: string }) => (o.id === "cli" ? `${o.email} (command line)` : o.email);

/** A target's ids (`id=…&sessionId=…`), one per line; `id` alone shows only its value. */
function Target({ target }: { target: string | null }) {
  if (!target) return <>—</>;
  const pairs = target.split("&").map((p) => p.split("="));
  if (pairs.length === 1 && pairs[0][0] === "id") return <code>{pairs[0][1]}</code>;
  return (
    <>
      {pairs.map(([k, v]) => (
        <div key={k}>
          {k} <code>{v}</code>
        </div>
      ))}
    </>
  );
}

/** One details value as text: a change `{from, to}` as "from → to", a list joined, an object as its pairs. */
const shown = (v: unknown): string => {
  if (v === null || v === undefined) return "none";
  if (Array.isArray(v)) return v.length ? v.map(shown).join(", ") : "none";
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    if ("from" in o && "to" in o) return `${shown(o.from)} → ${shown(o.to)}`;
    return Object.entries(o)
      .map(([k, x]) => `${k} ${shown(x)}`)
      .join(", ");
  }
  return String(v);
};

/** An entry's details, one "name value" line each. */
function Details({ details }: { details: Entry["details"] }) {
  if (!details || Object.keys(details).length === 0) return <>—</>;
  return (
    <dl class="audit-details">
      {Object.entries(details).map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{shown(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The audit log: who changed what, when, from where; filtered by operator, action and dates, paged. */
export function AuditPage() {
  const [operators, setOperators] = useState<Schemas["AuditOperator"][]>([]);
  const f = useFilters({ operatorId: "", operation: "", from: "", to: "" });
  const { applied } = f;
  useEffect(() => {
    // The operator filter lists the operators of the log (removed ones and `cli` included), for every role that reads it.
    void api.GET("/audit/operators").then((r) => r.data && setOperators(r.data.data.items));
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
          <select {...f.bind("operatorId")}>
            <option value="">Everyone</option>
            {operators.map((o) => (
              <option key={o.id} value={o.id}>
                {actor(o)}
              </option>
            ))}
          </select>
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
          ["Operator", (e) => actor(e.operator)],
          ["Action", (e) => <code>{e.operation}</code>],
          ["Target", (e) => <Target target={e.target} />],
          ["Details", (e) => <Details details={e.details} />],
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
