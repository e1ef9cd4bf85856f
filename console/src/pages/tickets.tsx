import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { AssigneeSelect, choices, FiltersBar, Options, parseTags, QueueList, ReplyForm, useFilteredQueue } from "../queue.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction, when } from "../ui.js";
import { assigneeChoices, assigneeName, assigneeQuery, useAssignees, useMe } from "../assignees.js";
import { EarlierButton, THREAD_PAGE, useThread } from "../thread.js";

type Ticket = Schemas["Tandem.Desk.Ticket"];
type Comment = Schemas["Tandem.Desk.TicketComment"];
const STATUSES = ["open", "pending", "resolved", "closed"] as const;
const TYPES = ["bug", "support", "question", "feature"] as const;
const PRIORITIES = ["low", "normal", "high", "urgent"] as const;
const ANY: [string, string] = ["", "Any"];

/** Tickets: filtered, keyset-paged; a ticket's comments, a reply (public or internal) and its triage. */
export function Tickets({ mode }: { mode: Mode }) {
  const assignees = useAssignees();
  const me = useMe();
  // "Me" is the signed-in operator's id, known after the first load (a newer load's answer wins).
  const { filters, choice, page, pager, reload, error, open, setOpen } = useFilteredQueue(
    mode,
    { status: "active" as Schemas["Tandem.Desk.TicketStatusFilter"] | "", type: "" as Ticket["type"] | "", priority: "" as Ticket["priority"] | "", assignee: "", q: "" },
    ({ assignee, ...set }, before) => unwrap(api.GET("/tickets", { params: { query: { mode, limit: 25, ...set, ...assigneeQuery(assignee ?? "", me), ...(before && { before }) } } })),
    [me],
  );
  return (
    <>
      <FiltersBar
        label="Ticket filters"
        filters={[
          choice("status", "Ticket status", [["active", "Active"], ...choices(STATUSES), ["", "All"]]),
          choice("type", "Type", [ANY, ...choices(TYPES)]),
          choice("priority", "Ticket priority", [ANY, ...choices(PRIORITIES)]),
          choice("assignee", "Assignee", assigneeChoices(assignees)),
        ]}
        search={{ label: "Search tickets", value: filters.draft.q, onChange: filters.set("q") }}
        submit="Filter"
        onSubmit={filters.apply}
      />
      <ErrorNote error={error} />
      <div class="split">
        <QueueList
          label="Tickets"
          items={page.items}
          pager={pager}
          openId={open?._id ?? null}
          onOpen={setOpen}
          title={(t) => `#${t.number} ${t.title}`}
          meta={(t) => `${t.contact?.name ?? t.contact?.email ?? "contact"} · ${t.type} · ${t.status} · ${t.priority} · ${assigneeName(assignees, t.assigneeId)} · ${when(t.updatedAt)}`}
          empty="No tickets."
        />
        {open && (
          <TicketView
            key={open._id}
            mode={mode}
            ticket={open}
            onChange={(t) => {
              setOpen(t);
              void reload();
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
  const writes = useWrites();
  const assignees = useAssignees();
  const [edit, setEdit] = useState({ status: ticket.status, priority: ticket.priority, type: ticket.type, assigneeId: ticket.assigneeId ?? "", tags: ticket.tags.join(", ") });
  const { error, busy, run } = useAction();
  const thread = useThread<Comment>((before) => unwrap(api.GET("/tickets/{id}/comments", { params: { path: { id }, query: { mode, limit: THREAD_PAGE, ...(before && { before }) } } })), [id, mode]);
  const comments = thread.items;
  const load = () => run(thread.reload);
  useEffect(() => void load(), [id]);
  const comment = async (body: string, internal: boolean) => {
    const c = await run(() => unwrap(api.POST("/tickets/{id}/comments", { params: { path: { id }, query: { mode } }, body: { body, visibility: internal ? "internal" : "public" } })));
    if (c) await load();
    return !!c;
  };
  const save = async (e: Event) => {
    e.preventDefault();
    const t = await run(() =>
      unwrap(
        api.PATCH("/tickets/{id}", {
          params: { path: { id }, query: { mode } },
          body: { status: edit.status, priority: edit.priority, type: edit.type, assigneeId: edit.assigneeId || null, tags: parseTags(edit.tags) },
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
      {writes ? (
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
          <AssigneeSelect assignees={assignees} value={edit.assigneeId} onChange={(assigneeId) => setEdit({ ...edit, assigneeId })} />
          <Field label="Ticket tags">
            <input value={edit.tags} onInput={(e) => setEdit({ ...edit, tags: e.currentTarget.value })} />
          </Field>
          <button type="submit" disabled={busy}>
            Save ticket
          </button>
        </form>
      ) : (
        <p class="muted">
          {ticket.status} · {ticket.priority} priority · {ticket.type} · {assigneeName(assignees, ticket.assigneeId)}
          {ticket.tags.length ? ` · tags: ${ticket.tags.join(", ")}` : ""}
        </p>
      )}
      <ErrorNote error={error} />
      <EarlierButton hasEarlier={thread.hasEarlier} busy={busy} label="Show earlier comments" onClick={() => void run(thread.earlier)} />
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
      {writes && (
        <ReplyForm
          label="Comment"
          legend="Comment as"
          name="ticket-visibility"
          audiences={["Public comment", "Internal comment"]}
          fieldLabels={["Comment to the contact", "Internal comment (never shown to the contact)"]}
          submit={() => "Add comment"}
          busy={busy}
          onSend={comment}
        />
      )}
    </section>
  );
}
