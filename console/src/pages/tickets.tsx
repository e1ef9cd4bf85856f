import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { Pager, useCursors } from "../pager.js";
import { ErrorNote, Field, useAction, when } from "../ui.js";
import { useAssignees } from "../assignees.js";

type Ticket = Schemas["Tandem.Desk.Ticket"];
type Comment = Schemas["Tandem.Desk.TicketComment"];
const STATUSES = ["open", "pending", "resolved", "closed"] as const;
const TYPES = ["bug", "support", "question", "feature"] as const;
const PRIORITIES = ["low", "normal", "high", "urgent"] as const;

const Options = (props: { values: readonly string[] }) => (
  <>
    {props.values.map((v) => (
      <option key={v} value={v}>
        {v}
      </option>
    ))}
  </>
);

/** Tickets: filtered, keyset-paged; a ticket's comments, a reply (public or internal) and its triage. */
export function Tickets({ mode }: { mode: Mode }) {
  const [filter, setFilter] = useState({ status: "active", type: "", priority: "", q: "" });
  const [applied, setApplied] = useState(filter);
  const [page, setPage] = useState<{ items: Ticket[]; nextCursor: string | null }>({ items: [], nextCursor: null });
  const [open, setOpen] = useState<Ticket | null>(null);
  const cursors = useCursors();
  const { error, run } = useAction();
  const load = () =>
    run(async () => {
      const f = applied;
      setPage(
        await unwrap(
          api.GET("/tickets", {
            params: {
              query: {
                mode,
                limit: 25,
                ...(f.status && { status: f.status as Schemas["Tandem.Desk.TicketStatusFilter"] }),
                ...(f.type && { type: f.type as Ticket["type"] }),
                ...(f.priority && { priority: f.priority as Ticket["priority"] }),
                ...(f.q.trim() && { q: f.q.trim() }),
                ...(cursors.cursor && { before: cursors.cursor }),
              },
            },
          }),
        ),
      );
    });
  useEffect(() => void load(), [mode, applied, cursors.cursor]);
  useEffect(() => {
    setOpen(null);
    cursors.reset();
  }, [mode, applied]);
  const apply = (e: Event) => {
    e.preventDefault();
    setApplied({ ...filter });
  };
  return (
    <>
      <form class="toolbar" role="search" onSubmit={apply} aria-label="Ticket filters">
        <Field label="Ticket status">
          <select value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.currentTarget.value })}>
            <option value="active">Active</option>
            <Options values={STATUSES} />
            <option value="">All</option>
          </select>
        </Field>
        <Field label="Type">
          <select value={filter.type} onChange={(e) => setFilter({ ...filter, type: e.currentTarget.value })}>
            <option value="">Any</option>
            <Options values={TYPES} />
          </select>
        </Field>
        <Field label="Ticket priority">
          <select value={filter.priority} onChange={(e) => setFilter({ ...filter, priority: e.currentTarget.value })}>
            <option value="">Any</option>
            <Options values={PRIORITIES} />
          </select>
        </Field>
        <Field label="Search tickets">
          <input type="search" value={filter.q} onInput={(e) => setFilter({ ...filter, q: e.currentTarget.value })} />
        </Field>
        <button type="submit">Filter</button>
      </form>
      <ErrorNote error={error} />
      <div class="split">
        <div>
          <ul class="plain list" aria-label="Tickets">
            {page.items.map((t) => (
              <li key={t._id}>
                <button type="button" class="link" aria-current={open?._id === t._id ? "true" : undefined} onClick={() => setOpen(t)}>
                  #{t.number} {t.title}
                </button>
                <div class="muted">
                  {t.contact?.name ?? t.contact?.email ?? "contact"} · {t.type} · {t.status} · {t.priority} · {when(t.updatedAt)}
                </div>
              </li>
            ))}
            {page.items.length === 0 && <li>No tickets.</li>}
          </ul>
          <Pager hasMore={page.nextCursor !== null} canGoBack={cursors.canGoBack} onNext={() => page.nextCursor && cursors.next(page.nextCursor)} onPrevious={cursors.previous} />
        </div>
        {open && (
          <TicketView
            key={open._id}
            mode={mode}
            ticket={open}
            onChange={(t) => {
              setOpen(t);
              void load();
            }}
          />
        )}
      </div>
    </>
  );
}

function TicketView(props: { mode: Mode; ticket: Ticket; onChange: (t: Ticket) => void }) {
  const { mode, ticket } = props;
  const id = ticket._id;
  const assignees = useAssignees();
  const [comments, setComments] = useState<Comment[]>([]);
  const [body, setBody] = useState("");
  const [internal, setInternal] = useState(false);
  const [edit, setEdit] = useState({ status: ticket.status, priority: ticket.priority, type: ticket.type, assigneeId: ticket.assigneeId ?? "", tags: ticket.tags.join(", ") });
  const { error, busy, run } = useAction();
  const load = () => run(async () => setComments((await unwrap(api.GET("/tickets/{id}/comments", { params: { path: { id }, query: { mode, limit: 100 } } }))).items.reverse()));
  useEffect(() => void load(), [id]);
  const comment = async (e: Event) => {
    e.preventDefault();
    const c = await run(() => unwrap(api.POST("/tickets/{id}/comments", { params: { path: { id }, query: { mode } }, body: { body, visibility: internal ? "internal" : "public" } })));
    if (c) {
      setBody("");
      await load();
    }
  };
  const save = async (e: Event) => {
    e.preventDefault();
    const t = await run(() =>
      unwrap(
        api.PATCH("/tickets/{id}", {
          params: { path: { id }, query: { mode } },
          body: {
            status: edit.status,
            priority: edit.priority,
            type: edit.type,
            assigneeId: edit.assigneeId || null,
            tags: edit.tags
              .split(",")
              .map((x) => x.trim())
              .filter(Boolean),
          },
        }),
      ),
    );
    if (t) props.onChange(t);
  };
  return (
    <section class="detail" aria-labelledby="ticket-title">
      <h2 id="ticket-title">
        #{ticket.number} {ticket.title}
      </h2>
      <p>{ticket.description ?? ""}</p>
      <form class="toolbar" onSubmit={save} aria-label="Ticket settings">
        <Field label="Ticket status">
          <select value={edit.status} onChange={(e) => setEdit({ ...edit, status: e.currentTarget.value as Ticket["status"] })}>
            <Options values={STATUSES} />
          </select>
        </Field>
        <Field label="Ticket priority">
          <select value={edit.priority} onChange={(e) => setEdit({ ...edit, priority: e.currentTarget.value as Ticket["priority"] })}>
            <Options values={PRIORITIES} />
          </select>
        </Field>
        <Field label="Type">
          <select value={edit.type} onChange={(e) => setEdit({ ...edit, type: e.currentTarget.value as Ticket["type"] })}>
            <Options values={TYPES} />
          </select>
        </Field>
        <Field label="Assignee">
          <select value={edit.assigneeId} onChange={(e) => setEdit({ ...edit, assigneeId: e.currentTarget.value })}>
            <option value="">Unassigned</option>
            {assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.displayName}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Ticket tags">
          <input value={edit.tags} onInput={(e) => setEdit({ ...edit, tags: e.currentTarget.value })} />
        </Field>
        <button type="submit" disabled={busy}>
          Save ticket
        </button>
      </form>
      <ErrorNote error={error} />
      <ol class="messages" aria-label="Comments">
        {comments.map((c) => (
          <li key={c._id} class={`msg ${c.visibility}`}>
            <div class="meta">
              {c.visibility === "internal" ? <strong>Internal comment</strong> : "Comment"}
              {c.author_name ? ` · ${c.author_name}` : ""} · {when(c.createdAt)}
            </div>
            <p>{c.body}</p>
          </li>
        ))}
        {comments.length === 0 && <li>No comments.</li>}
      </ol>
      <form onSubmit={comment} class={internal ? "reply internal" : "reply"} aria-label="Comment">
        <fieldset class="row">
          <legend>Comment as</legend>
          <label>
            <input type="radio" name="ticket-visibility" checked={!internal} onChange={() => setInternal(false)} /> Public comment
          </label>
          <label>
            <input type="radio" name="ticket-visibility" checked={internal} onChange={() => setInternal(true)} /> Internal comment
          </label>
        </fieldset>
        <Field label={internal ? "Internal comment (never shown to the contact)" : "Comment to the contact"}>
          <textarea required rows={3} value={body} onInput={(e) => setBody(e.currentTarget.value)} />
        </Field>
        <button type="submit" disabled={busy}>
          Add comment
        </button>
      </form>
    </section>
  );
}
