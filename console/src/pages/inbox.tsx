import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { usePaged } from "../pager.js";
import { AssigneeSelect, FiltersBar, Options, parseTags, QueueList, ReplyForm, useShortcuts } from "../queue.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction, when } from "../ui.js";
import { assigneeChoices, assigneeQuery, useAssignees, useMe } from "../assignees.js";
import { EarlierButton, THREAD_PAGE, useThread } from "../thread.js";
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
const STATUS_FILTERS: [StatusFilter | "", string][] = [
  ["active", "Active"],
  ["open", "Open"],
  ["pending", "Pending"],
  ["snoozed", "Snoozed"],
  ["resolved", "Resolved"],
  ["", "All"],
];

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

/** Conversations, the last message first; live (the desk's changes, polled); `r` replies, `e` resolves. */
function Conversations({ mode }: { mode: Mode }) {
  const writes = useWrites();
  const [status, setStatus] = useState<StatusFilter | "">("active");
  const [assignee, setAssignee] = useState("");
  const me = useMe();
  // The filter as sent: the signed-in operator's id matters only for "Me" (no reload when it arrives otherwise).
  const byAssignee = JSON.stringify(assigneeQuery(assignee, me));
  const [q, setQ] = useState("");
  const [query, setQuery] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  /** Bumped when the open conversation changed elsewhere (its view reloads). */
  const [fresh, setFresh] = useState(0);
  const assignees = useAssignees();
  const list = usePaged(
    (before) =>
      unwrap(api.GET("/conversations", { params: { query: { mode, limit: PAGE_SIZE, ...(status && { status }), ...(JSON.parse(byAssignee) as ReturnType<typeof assigneeQuery>), ...(query && { q: query }), ...(before && { before }) } } })),
    [mode, status, byAssignee, query],
  );
  const { page, setPage, reload: load, cursor, pager, error, run } = list;
  useEffect(() => setOpenId(null), [mode, status, assignee, query]);
  const state = useRef({ openId });
  state.current = { openId };

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
  }, [mode, status, byAssignee, query, cursor]);

  const open = (id: string) => {
    setOpenId(id);
    void unwrap(api.POST("/conversations/{id}/read", { params: { path: { id }, query: { mode } } })).then(
      (row) => setPage((p) => ({ ...p, items: p.items.map((r) => (r._id === id ? row : r)) })),
      () => undefined,
    );
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
  // j and k are the list's; r and e write, so only roles that write have them.
  useShortcuts((e) => {
    if (!writes) return;
    if (e.key === "r" && state.current.openId) {
      e.preventDefault();
      document.getElementById("reply-body")?.focus();
    } else if (e.key === "e") void resolve();
  });

  const current = page.items.find((r) => r._id === openId) ?? null;
  return (
    <>
      <FiltersBar
        filters={[
          { label: "Status", value: status, options: STATUS_FILTERS, onChange: (v) => setStatus(v as StatusFilter | "") },
          { label: "Assignee", value: assignee, options: assigneeChoices(assignees), onChange: setAssignee },
        ]}
        search={{ label: "Search conversations", value: q, onChange: setQ }}
        submit="Search"
        onSubmit={() => setQuery(q.trim())}
      />
      <p class="muted" id="inbox-keys">
        {writes ? (
          <>
            Keyboard: <kbd>j</kbd> next conversation, <kbd>k</kbd> previous, <kbd>r</kbd> reply, <kbd>e</kbd> resolve. The list updates by itself.
          </>
        ) : (
          <>
            Keyboard: <kbd>j</kbd> next conversation, <kbd>k</kbd> previous. The list updates by itself.
          </>
        )}
      </p>
      <ErrorNote error={error} />
      <div class="split">
        <QueueList
          label="Conversations"
          items={page.items}
          pager={pager}
          openId={openId}
          onOpen={(c) => open(c._id)}
          rowClass={(c) => (c.unread ? "unread" : undefined)}
          title={(c) => (
            <>
              {c.unread && <span class="badge">Unread</span>} {c.preview || "(no message)"}
            </>
          )}
          meta={(c) => (
            <>
              {c.contact?.name ?? c.contact?.email ?? "visitor"} · <time dateTime={c.lastMessageAt}>{when(c.lastMessageAt)}</time> · {c.status} · {c.assigneeName ?? "unassigned"}
            </>
          )}
          empty="No conversations."
        />
        {current && <ConversationView key={current._id} mode={mode} conversation={current} fresh={fresh} assignees={assignees} onChange={() => void load()} />}
      </div>
    </>
  );
}

function ConversationView(props: { mode: Mode; conversation: Row; fresh: number; assignees: Assignee[]; onChange: (c: Conversation) => void }) {
  const { mode, conversation, assignees } = props;
  const writes = useWrites();
  const [csat, setCsat] = useState<Schemas["ConversationCsat"]["csat"]>(null);
  const [edit, setEdit] = useState({ status: conversation.status, priority: conversation.priority, assigneeId: conversation.assigneeId ?? "", tags: conversation.tags.join(", ") });
  const { error, busy, run } = useAction();
  const id = conversation._id;
  const thread = useThread<Message>((before) => unwrap(api.GET("/conversations/{id}/messages", { params: { path: { id }, query: { mode, limit: THREAD_PAGE, ...(before && { before }) } } })), [id, mode]);
  const messages = thread.items;
  const load = () =>
    run(async () => {
      const [, r] = await Promise.all([thread.reload(), unwrap(api.GET("/conversations/{id}/csat", { params: { path: { id }, query: { mode } } }))]);
      setCsat(r.csat);
    });
  useEffect(() => void load(), [id, props.fresh]);
  useEffect(() => setEdit((e) => ({ ...e, status: conversation.status })), [conversation.status]);
  const send = async (body: string, internal: boolean) => {
    const m = await run(() => unwrap(api.POST("/conversations/{id}/messages", { params: { path: { id }, query: { mode } }, body: { body, visibility: internal ? "internal" : "public" } })));
    if (m) await load();
    return !!m;
  };
  const save = async (e: Event) => {
    e.preventDefault();
    const who = assignees.find((a) => a.id === edit.assigneeId);
    const c = await run(() =>
      unwrap(
        api.PATCH("/conversations/{id}", {
          params: { path: { id }, query: { mode } },
          body: { status: edit.status, priority: edit.priority, ...(who ? { assigneeId: who.id, assigneeName: who.displayName } : { assigneeId: null }), tags: parseTags(edit.tags) },
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
      {writes ? (
        <form class="toolbar" onSubmit={save} aria-label="Conversation settings">
          <Field label="Conversation status">
            <select value={edit.status} onChange={(e) => setEdit({ ...edit, status: e.currentTarget.value as Conversation["status"] })}>
              <Options values={["open", "pending", "snoozed", "resolved"]} />
            </select>
          </Field>
          <Field label="Priority">
            <select value={edit.priority} onChange={(e) => setEdit({ ...edit, priority: e.currentTarget.value as Conversation["priority"] })}>
              <Options values={["low", "normal", "high", "urgent"]} />
            </select>
          </Field>
          <AssigneeSelect assignees={assignees} value={edit.assigneeId} currentName={conversation.assigneeName} onChange={(assigneeId) => setEdit({ ...edit, assigneeId })} />
          <Field label="Tags">
            <input value={edit.tags} onInput={(e) => setEdit({ ...edit, tags: e.currentTarget.value })} />
          </Field>
          <button type="submit" disabled={busy}>
            Save
          </button>
        </form>
      ) : (
        <p class="muted">
          {conversation.status} · {conversation.priority} priority · {conversation.assigneeName ?? "unassigned"}
          {conversation.tags.length ? ` · tags: ${conversation.tags.join(", ")}` : ""}
        </p>
      )}
      <ErrorNote error={error} />
      <EarlierButton hasEarlier={thread.hasEarlier} busy={busy} label="Show earlier messages" onClick={() => void run(thread.earlier)} />
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
      {writes && (
        <ReplyForm
          label="Reply"
          legend="Send as"
          name="visibility"
          audiences={["Public reply", "Internal note"]}
          fieldLabels={["Reply to the contact", "Internal note (never shown to the contact)"]}
          submit={(internal) => (internal ? "Add note" : "Send reply")}
          textareaId="reply-body"
          busy={busy}
          onSend={send}
        />
      )}
    </section>
  );
}
