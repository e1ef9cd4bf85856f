import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { Pager, useCursors } from "../pager.js";
import { ErrorNote, Field, useAction, when } from "../ui.js";
import { useAssignees } from "../assignees.js";
import { CsatPanel } from "./csat.js";
import { FeedbackList } from "./feedback.js";
import { Tickets } from "./tickets.js";

type Row = Schemas["InboxConversation"];
type Conversation = Schemas["Tandem.Desk.Conversation"];
type Message = Schemas["Tandem.Desk.Message"];
type Assignee = Schemas["Assignee"];
type Tab = "conversations" | "tickets" | "feedback" | "csat";
type StatusFilter = Schemas["Tandem.Desk.ConversationStatusFilter"];

/** How often an open Inbox asks what changed (the desk's event sequence). */
const POLL_MS = 2000;
const PAGE_SIZE = 25;

export function InboxPage({ mode }: { mode: Mode }) {
  const [tab, setTab] = useState<Tab>("conversations");
  const labels: Record<Tab, string> = { conversations: "Conversations", tickets: "Tickets", feedback: "Feedback", csat: "CSAT" };
  return (
    <>
      <h1>Inbox</h1>
      <div class="tabs" role="group" aria-label="Inbox lists">
        {(Object.keys(labels) as Tab[]).map((t) => (
          <button key={t} type="button" aria-pressed={tab === t} onClick={() => setTab(t)}>
            {labels[t]}
          </button>
        ))}
      </div>
      {tab === "conversations" && <Conversations mode={mode} />}
      {tab === "tickets" && <Tickets mode={mode} />}
      {tab === "feedback" && <FeedbackList mode={mode} />}
      {tab === "csat" && <CsatPanel mode={mode} />}
    </>
  );
}

/** Typing in a field is not a shortcut. */
const typing = (e: KeyboardEvent) => {
  const t = e.target as HTMLElement | null;
  return !!t && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));
};

function Conversations({ mode }: { mode: Mode }) {
  const [status, setStatus] = useState<StatusFilter | "">("active");
  const [q, setQ] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState<{ items: Row[]; nextCursor: string | null }>({ items: [], nextCursor: null });
  const [openId, setOpenId] = useState<string | null>(null);
  /** Bumped when the open conversation changed elsewhere (its view reloads). */
  const [fresh, setFresh] = useState(0);
  const cursors = useCursors();
  const assignees = useAssignees();
  const { error, run } = useAction();
  const listRef = useRef<HTMLUListElement>(null);
  const state = useRef({ page, openId });
  state.current = { page, openId };

  const load = () =>
    run(async () => {
      const r = await unwrap(
        api.GET("/conversations", {
          params: { query: { mode, limit: PAGE_SIZE, ...(status && { status }), ...(query && { q: query }), ...(cursors.cursor && { before: cursors.cursor }) } },
        }),
      );
      setPage(r);
    });
  useEffect(() => void load(), [mode, status, query, cursors.cursor]);
  useEffect(() => {
    setOpenId(null);
    cursors.reset();
  }, [mode, status, query]);

  // Live: poll what changed after the last sequence seen (every node answers it from the database).
  useEffect(() => {
    let after: number | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const c = await unwrap(api.GET("/inbox/changes", { params: { query: { mode, ...(after !== undefined && { after }) } } }));
        const changed = after !== undefined && (c.more || c.conversationIds.length > 0);
        after = c.sequence;
        if (changed && !stopped) {
          await load();
          const open = state.current.openId;
          if (open && (c.more || c.conversationIds.includes(open))) setFresh((n) => n + 1);
        }
      } catch {
        // Signed out or offline: the next tick tries again.
      }
      if (!stopped) timer = setTimeout(tick, POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [mode, status, query, cursors.cursor]);

  const open = (id: string) => {
    setOpenId(id);
    void unwrap(api.POST("/conversations/{id}/read", { params: { path: { id }, query: { mode } } })).then(
      (row) => setPage((p) => ({ ...p, items: p.items.map((r) => (r._id === id ? row : r)) })),
      () => undefined,
    );
  };
  const move = (by: number) => {
    const items = state.current.page.items;
    if (items.length === 0) return;
    const at = items.findIndex((r) => r._id === state.current.openId);
    const next = items[Math.min(items.length - 1, Math.max(0, at === -1 ? 0 : at + by))]!;
    open(next._id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-id="${next._id}"]`)?.focus();
  };
  const resolve = async () => {
    const id = state.current.openId;
    if (!id) return;
    const c = await run(() => unwrap(api.PATCH("/conversations/{id}", { params: { path: { id }, query: { mode } }, body: { status: "resolved" } })));
    if (c) {
      setFresh((n) => n + 1);
      await load();
    }
  };
  const keys = useRef({ move, resolve });
  keys.current = { move, resolve };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e)) return;
      if (e.key === "j") keys.current.move(1);
      else if (e.key === "k") keys.current.move(-1);
      else if (e.key === "r" && state.current.openId) {
        e.preventDefault();
        document.getElementById("reply-body")?.focus();
      } else if (e.key === "e") void keys.current.resolve();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const search = (e: Event) => {
    e.preventDefault();
    setQuery(q.trim());
  };
  const current = page.items.find((r) => r._id === openId) ?? null;
  return (
    <>
      <form class="toolbar" role="search" onSubmit={search}>
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
      <p class="muted" id="inbox-keys">
        Keyboard: <kbd>j</kbd> next conversation, <kbd>k</kbd> previous, <kbd>r</kbd> reply, <kbd>e</kbd> resolve. The list updates by itself.
      </p>
      <ErrorNote error={error} />
      <div class="split">
        <div>
          <ul class="plain list" aria-label="Conversations" ref={listRef}>
            {page.items.map((c) => (
              <li key={c._id} class={c.unread ? "unread" : undefined}>
                <button type="button" class="link" data-id={c._id} aria-current={openId === c._id ? "true" : undefined} onClick={() => open(c._id)}>
                  {c.unread && <span class="badge">Unread</span>} {c.preview || "(no message)"}
                </button>
                <div class="muted">
                  {c.contact?.name ?? c.contact?.email ?? "visitor"} · <time dateTime={c.lastMessageAt}>{when(c.lastMessageAt)}</time> · {c.status} · {c.assigneeName ?? "unassigned"}
                </div>
              </li>
            ))}
            {page.items.length === 0 && <li>No conversations.</li>}
          </ul>
          <Pager hasMore={page.nextCursor !== null} canGoBack={cursors.canGoBack} onNext={() => page.nextCursor && cursors.next(page.nextCursor)} onPrevious={cursors.previous} />
        </div>
        {current && (
          <ConversationView key={current._id} mode={mode} conversation={current} fresh={fresh} assignees={assignees} onChange={() => void load()} />
        )}
      </div>
    </>
  );
}

function ConversationView(props: { mode: Mode; conversation: Row; fresh: number; assignees: Assignee[]; onChange: (c: Conversation) => void }) {
  const { mode, conversation, assignees } = props;
  const [messages, setMessages] = useState<Message[]>([]);
  const [csat, setCsat] = useState<Schemas["ConversationCsat"]["csat"]>(null);
  const [body, setBody] = useState("");
  const [internal, setInternal] = useState(false);
  const [edit, setEdit] = useState({ status: conversation.status, priority: conversation.priority, assigneeId: conversation.assigneeId ?? "", tags: conversation.tags.join(", ") });
  const { error, busy, run } = useAction();
  const id = conversation._id;
  const load = () =>
    run(async () => {
      const [m, r] = await Promise.all([
        unwrap(api.GET("/conversations/{id}/messages", { params: { path: { id }, query: { mode, limit: 100 } } })),
        unwrap(api.GET("/conversations/{id}/csat", { params: { path: { id }, query: { mode } } })),
      ]);
      setMessages(m.items.reverse());
      setCsat(r.csat);
    });
  useEffect(() => void load(), [id, props.fresh]);
  useEffect(() => setEdit((e) => ({ ...e, status: conversation.status })), [conversation.status]);
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
    const who = assignees.find((a) => a.id === edit.assigneeId);
    const c = await run(() =>
      unwrap(
        api.PATCH("/conversations/{id}", {
          params: { path: { id }, query: { mode } },
          body: {
            status: edit.status,
            priority: edit.priority,
            ...(who ? { assigneeId: who.id, assigneeName: who.displayName } : { assigneeId: null }),
            tags: edit.tags
              .split(",")
              .map((t) => t.trim())
              .filter(Boolean),
          },
        }),
      ),
    );
    if (c) props.onChange(c);
  };
  return (
    <section class="detail" aria-labelledby="conv-title">
      <h2 id="conv-title">{conversation.subject ?? conversation.preview ?? "Conversation"}</h2>
      <p class="muted">
        {conversation.contact?.name ?? "visitor"}
        {conversation.contact?.email ? ` <${conversation.contact.email}>` : ""} · {conversation.messageCount} {conversation.messageCount === 1 ? "message" : "messages"} ·{" "}
        {csat ? `CSAT ${csat.rating}/5${csat.comment ? ` “${csat.comment}”` : ""}` : "no CSAT rating"}
      </p>
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
          <select value={edit.assigneeId} onChange={(e) => setEdit({ ...edit, assigneeId: e.currentTarget.value })}>
            <option value="">Unassigned</option>
            {assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.displayName}
              </option>
            ))}
            {edit.assigneeId && !assignees.some((a) => a.id === edit.assigneeId) && <option value={edit.assigneeId}>{conversation.assigneeName ?? edit.assigneeId}</option>}
          </select>
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
          <textarea id="reply-body" required rows={3} value={body} onInput={(e) => setBody(e.currentTarget.value)} />
        </Field>
        <button type="submit" disabled={busy}>
          {internal ? "Add note" : "Send reply"}
        </button>
      </form>
    </section>
  );
}
