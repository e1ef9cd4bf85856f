import { useEffect, useState } from "preact/hooks";
import { api, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { Pager, useCursors } from "../pager.js";
import { ErrorNote, Field, useAction, when } from "../ui.js";

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
  const [entries, setEntries] = useState<Entry[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [operators, setOperators] = useState<Schemas["AuditOperator"][]>([]);
  const [filters, setFilters] = useState({ operatorId: "", operation: "", from: "", to: "" });
  const [draft, setDraft] = useState(filters);
  const pages = useCursors();
  const { error, run } = useAction();
  useEffect(() => {
    // The operator filter lists the operators of the log (removed ones and `cli` included), for every role that reads it.
    void api.GET("/audit/operators").then((r) => r.data && setOperators(r.data.data.items));
  }, []);
  useEffect(() => {
    void run(async () => {
      const query = {
        limit: PAGE_SIZE,
        ...(filters.operatorId && { operatorId: filters.operatorId }),
        ...(filters.operation.trim() && { operation: filters.operation.trim() }),
        ...(filters.from && { from: dayStart(filters.from) }),
        ...(filters.to && { to: dayStart(filters.to, true) }),
        ...(pages.cursor && { before: pages.cursor }),
      };
      const page = await unwrap(api.GET("/audit", { params: { query } }));
      setEntries(page.items);
      setNextCursor(page.nextCursor);
    });
  }, [filters, pages.cursor]);
  const apply = (e: Event) => {
    e.preventDefault();
    pages.reset();
    setFilters(draft);
  };
  return (
    <>
      <h1>Audit log</h1>
      <form class="toolbar" onSubmit={apply} aria-label="Filter the audit log">
        <Field label="Operator">
          <select value={draft.operatorId} onChange={(e) => setDraft({ ...draft, operatorId: e.currentTarget.value })}>
            <option value="">Everyone</option>
            {operators.map((o) => (
              <option key={o.id} value={o.id}>
                {actor(o)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Action">
          <input value={draft.operation} placeholder="e.g. keys.create" onInput={(e) => setDraft({ ...draft, operation: e.currentTarget.value })} />
        </Field>
        <Field label="From">
          <input type="date" value={draft.from} onInput={(e) => setDraft({ ...draft, from: e.currentTarget.value })} />
        </Field>
        <Field label="To">
          <input type="date" value={draft.to} onInput={(e) => setDraft({ ...draft, to: e.currentTarget.value })} />
        </Field>
        <button type="submit">Filter</button>
      </form>
      <ErrorNote error={error} />
      <div class="table-wrap">
        <table>
          <caption>Operator actions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Operator</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Details</th>
              <th scope="col">Mode</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {entries.length === 0 && (
              <tr>
                <td colSpan={7}>No actions match.</td>
              </tr>
            )}
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{when(e.at)}</td>
                <td>{actor(e.operator)}</td>
                <td>
                  <code>{e.operation}</code>
                </td>
                <td>
                  <Target target={e.target} />
                </td>
                <td>
                  <Details details={e.details} />
                </td>
                <td>{e.mode ?? "—"}</td>
                <td>{e.address ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager hasMore={nextCursor !== null} canGoBack={pages.canGoBack} onNext={() => nextCursor && pages.next(nextCursor)} onPrevious={pages.previous} />
    </>
  );
}
