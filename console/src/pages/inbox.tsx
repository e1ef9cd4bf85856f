import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { ErrorNote, Field, useAction, when } from "../ui.js";

type Conversation = Schemas["Tandem.Desk.Conversation"];
type Message = Schemas["Tandem.Desk.Message"];
type Tab = "conversations" | "tickets" | "feedback";
type StatusFilter = Schemas["Tandem.Desk.ConversationStatusFilter"];

export function InboxPage({ mode }: { mode: Mode }) {
  const [tab, setTab] = useState<Tab>("conversations");
  return (
    <>
      <h1>Inbox</h1>
      <div class="tabs" role="group" aria-label="Inbox lists">
        {(["conversations", "tickets", "feedback"] as const).map((t) => (
          <button key={t} type="button" aria-pressed={tab === t} onClick={() => setTab(t)}>
            {t[0].toUpperCase() + t.slice(1)}
          </button>
        ))}
      </div>
      {tab === "conversations" && <Conversations mode={mode} />}
      {tab === "tickets" && <Tickets mode={mode} />}
      {tab === "feedback" && <FeedbackList mode={mode} />}
    </>
  );
}

function Conversations({ mode }: { mode: Mode }) {
  const [status, setStatus] = useState<StatusFilter | "">("active");
  const [q, setQ] = useState("");
  const [items, setItems] = useState<Conversation[]>([]);
  const [open, setOpen] = useState<Conversation | null>(null);
  const { error, run } = useAction();
  const load = (e?: Event) => {
    e?.preventDefault();
    return run(async () =>
      setItems((await unwrap(api.GET("/conversations", { params: { query: { mode, limit: 50, ...(status && { status }), ...(q.trim() && { q: q.trim() }) } } }))).items),
    );
  };
  useEffect(() => {
    setOpen(null);
    void load();
  }, [mode, status]);
  return (
    <>
      <form class="toolbar" role="search" onSubmit={load}>
        <Field label="Status">
          <select value={status} onChange={(e) => setStatus(e.currentTarget.value as StatusFilter | "")}>
            <option value="active">Active</option>
            <option value="open">Open</option>
            <option value="pending">Pending</option>
            <option value="snoozed">Snoozed</option>
            <option value="resolved">Resolved</option>
            <option value="">All</option>
          </select>
        </Field>
        <Field label="Search conversations">
          <input type="search" value={q} onInput={(e) => setQ(e.currentTarget.value)} />
        </Field>
        <button type="submit">Search</button>
      </form>
      <ErrorNote error={error} />
      <div class="split">
        <ul class="plain list" aria-label="Conversations">
          {items.map((c) => (
            <li key={c._id}>
              <button type="button" class="link" aria-current={open?._id === c._id ? "true" : undefined} onClick={() => setOpen(c)}>
                {c.subject ?? "(no subject)"}
              </button>
              <div class="muted">
                {c.contact?.name ?? c.contact?.email ?? "visitor"} · {c.status} · {c.priority}
              </div>
            </li>
          ))}
          {items.length === 0 && <li>No conversations.</li>}
        </ul>
        {open && <ConversationView key={open._id} mode={mode} conversation={open} onChange={(c) => (setOpen(c), void load())} />}
      </div>
    </>
  );
}

function ConversationView({ mode, conversation, onChange }: { mode: Mode; conversation: Conversation; onChange: (c: Conversation) => void }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [body, setBody] = useState("");
  const [internal, setInternal] = useState(false);
  const [edit, setEdit] = useState({ status: conversation.status, priority: conversation.priority, assignee: conversation.assigneeName ?? conversation.assigneeId ?? "", tags: conversation.tags.join(", ") });
  const { error, busy, run } = useAction();
  const id = conversation._id;
  const load = () => run(async () => setMessages((await unwrap(api.GET("/conversations/{id}/messages", { params: { path: { id }, query: { mode, limit: 100 } } }))).items.reverse()));
  useEffect(() => void load(), [id]);
  const send = async (e: Event) => {
    e.preventDefault();
    const m = await run(() => unwrap(api.POST("/conversations/{id}/messages", { params: { path: { id }, query: { mode } }, body: { body, visibility: internal ? "internal" : "public" } })));
    if (m) {
      setBody("");
      await load();
    }
  };
  const save = async (e: Event) => {
    e.preventDefault();
    const assignee = edit.assignee.trim();
    const c = await run(() =>
      unwrap(
        api.PATCH("/conversations/{id}", {
          params: { path: { id }, query: { mode } },
          body: {
            status: edit.status,
            priority: edit.priority,
            assigneeId: assignee || null,
            assigneeName: assignee || null,
            tags: edit.tags.split(",").map((t) => t.trim()).filter(Boolean),
          },
        }),
      ),
    );
    if (c) onChange(c);
  };
  return (
    <section class="detail" aria-labelledby="conv-title">
      <h2 id="conv-title">{conversation.subject ?? "Conversation"}</h2>
      <form class="toolbar" onSubmit={save} aria-label="Conversation settings">
        <Field label="Conversation status">
          <select value={edit.status} onChange={(e) => setEdit({ ...edit, status: e.currentTarget.value as Conversation["status"] })}>
            {["open", "pending", "snoozed", "resolved"].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Priority">
          <select value={edit.priority} onChange={(e) => setEdit({ ...edit, priority: e.currentTarget.value as Conversation["priority"] })}>
            {["low", "normal", "high", "urgent"].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Assignee">
          <input value={edit.assignee} onInput={(e) => setEdit({ ...edit, assignee: e.currentTarget.value })} />
        </Field>
        <Field label="Tags">
          <input value={edit.tags} onInput={(e) => setEdit({ ...edit, tags: e.currentTarget.value })} />
        </Field>
        <button type="submit" disabled={busy}>
          Save
        </button>
      </form>
      <ErrorNote error={error} />
      <ol class="messages" aria-label="Messages">
        {messages.map((m) => (
          <li key={m._id} class={`msg ${m.author} ${m.visibility}`}>
            <div class="meta">
              {m.visibility === "internal" ? <strong>Internal note</strong> : m.author === "team" ? "Team" : "Contact"}
              {m.author_name ? ` · ${m.author_name}` : ""} · {when(m.createdAt)}
            </div>
            <p>{m.body}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={send} class={internal ? "reply internal" : "reply"} aria-label="Reply">
        <fieldset class="row">
          <legend>Send as</legend>
          <label>
            <input type="radio" name="visibility" checked={!internal} onChange={() => setInternal(false)} /> Public reply
          </label>
          <label>
            <input type="radio" name="visibility" checked={internal} onChange={() => setInternal(true)} /> Internal note
          </label>
        </fieldset>
        <Field label={internal ? "Internal note (never shown to the contact)" : "Reply to the contact"}>
          <textarea required rows={3} value={body} onInput={(e) => setBody(e.currentTarget.value)} />
        </Field>
        <button type="submit" disabled={busy}>
          {internal ? "Add note" : "Send reply"}
        </button>
      </form>
    </section>
  );
}

function Tickets({ mode }: { mode: Mode }) {
  const [items, setItems] = useState<Schemas["Tandem.Desk.Ticket"][]>([]);
  const [open, setOpen] = useState<Schemas["Tandem.Desk.Ticket"] | null>(null);
  const [comments, setComments] = useState<Schemas["Tandem.Desk.TicketComment"][]>([]);
  const { error, run } = useAction();
  useEffect(() => {
    setOpen(null);
    void run(async () => setItems((await unwrap(api.GET("/tickets", { params: { query: { mode, limit: 50 } } }))).items));
  }, [mode]);
  const show = (t: Schemas["Tandem.Desk.Ticket"]) =>
    run(async () => {
      setOpen(t);
      setComments((await unwrap(api.GET("/tickets/{id}/comments", { params: { path: { id: t._id }, query: { mode, limit: 100 } } }))).items.reverse());
    });
  return (
    <div class="split">
      <ErrorNote error={error} />
      <ul class="plain list" aria-label="Tickets">
        {items.map((t) => (
          <li key={t._id}>
            <button type="button" class="link" onClick={() => show(t)}>
              #{t.number} {t.title}
            </button>
            <div class="muted">
              {t.type} · {t.status} · {t.priority}
            </div>
          </li>
        ))}
        {items.length === 0 && <li>No tickets.</li>}
      </ul>
      {open && (
        <section class="detail" aria-labelledby="ticket-title">
          <h2 id="ticket-title">
            #{open.number} {open.title}
          </h2>
          <p>{open.description ?? ""}</p>
          <ol class="messages" aria-label="Comments">
            {comments.map((c) => (
              <li key={c._id} class={`msg ${c.visibility}`}>
                <div class="meta">
                  {c.visibility === "internal" ? <strong>Internal comment</strong> : "Comment"} · {when(c.createdAt)}
                </div>
                <p>{c.body}</p>
              </li>
            ))}
            {comments.length === 0 && <li>No comments.</li>}
          </ol>
        </section>
      )}
    </div>
  );
}

function FeedbackList({ mode }: { mode: Mode }) {
  const [items, setItems] = useState<Schemas["Tandem.Desk.Feedback"][]>([]);
  const [open, setOpen] = useState<Schemas["Tandem.Desk.Feedback"] | null>(null);
  const { error, run } = useAction();
  useEffect(() => {
    setOpen(null);
    void run(async () => setItems((await unwrap(api.GET("/feedback", { params: { query: { mode, limit: 50 } } }))).items));
  }, [mode]);
  return (
    <div class="split">
      <ErrorNote error={error} />
      <ul class="plain list" aria-label="Feedback">
        {items.map((f) => (
          <li key={f._id}>
            <button type="button" class="link" onClick={() => setOpen(f)}>
              {f.title ?? f.message}
            </button>
            <div class="muted">
              {f.kind} · {f.status} · {f.votes} votes
            </div>
          </li>
        ))}
        {items.length === 0 && <li>No feedback.</li>}
      </ul>
      {open && (
        <section class="detail" aria-labelledby="fb-title">
          <h2 id="fb-title">{open.title ?? open.kind}</h2>
          <p>{open.message}</p>
          {open.reply && (
            <p>
              <strong>Reply:</strong> {open.reply}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
