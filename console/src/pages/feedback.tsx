import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { Pager, useCursors } from "../pager.js";
import { ErrorNote, Field, useAction, when } from "../ui.js";

type Feedback = Schemas["Tandem.Desk.Feedback"];
const KINDS = ["idea", "problem", "praise", "question", "rating"] as const;
const STATUSES = ["new", "planned", "in_progress", "done", "declined"] as const;

/** Feedback: filtered, keyset-paged, votes shown; triage (status, the public reply, tags). */
export function FeedbackList({ mode }: { mode: Mode }) {
  const [filter, setFilter] = useState({ kind: "", status: "", q: "" });
  const [applied, setApplied] = useState(filter);
  const [page, setPage] = useState<{ items: Feedback[]; nextCursor: string | null }>({ items: [], nextCursor: null });
  const [open, setOpen] = useState<Feedback | null>(null);
  const cursors = useCursors();
  const { error, run } = useAction();
  const load = () =>
    run(async () =>
      setPage(
        await unwrap(
          api.GET("/feedback", {
            params: {
              query: {
                mode,
                limit: 25,
                ...(applied.kind && { kind: applied.kind as Feedback["kind"] }),
                ...(applied.status && { status: applied.status as Feedback["status"] }),
                ...(applied.q.trim() && { q: applied.q.trim() }),
                ...(cursors.cursor && { before: cursors.cursor }),
              },
            },
          }),
        ),
      ),
    );
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
      <form class="toolbar" role="search" onSubmit={apply} aria-label="Feedback filters">
        <Field label="Kind">
          <select value={filter.kind} onChange={(e) => setFilter({ ...filter, kind: e.currentTarget.value })}>
            <option value="">Any</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Feedback status">
          <select value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.currentTarget.value })}>
            <option value="">Any</option>
            {STATUSES.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Search feedback">
          <input type="search" value={filter.q} onInput={(e) => setFilter({ ...filter, q: e.currentTarget.value })} />
        </Field>
        <button type="submit">Filter</button>
      </form>
      <ErrorNote error={error} />
      <div class="split">
        <div>
          <ul class="plain list" aria-label="Feedback">
            {page.items.map((f) => (
              <li key={f._id}>
                <button type="button" class="link" aria-current={open?._id === f._id ? "true" : undefined} onClick={() => setOpen(f)}>
                  {f.title ?? f.message ?? f.kind}
                </button>
                <div class="muted">
                  {f.kind} · {f.status} · {f.votes} {f.votes === 1 ? "vote" : "votes"}
                  {f.rating !== null ? ` · rated ${f.rating}/5` : ""} · {when(f.createdAt)}
                </div>
              </li>
            ))}
            {page.items.length === 0 && <li>No feedback.</li>}
          </ul>
          <Pager hasMore={page.nextCursor !== null} canGoBack={cursors.canGoBack} onNext={() => page.nextCursor && cursors.next(page.nextCursor)} onPrevious={cursors.previous} />
        </div>
        {open && (
          <FeedbackView
            key={open._id}
            mode={mode}
            feedback={open}
            onChange={(f) => {
              setOpen(f);
              void load();
            }}
          />
        )}
      </div>
    </>
  );
}

function FeedbackView(props: { mode: Mode; feedback: Feedback; onChange: (f: Feedback) => void }) {
  const { mode, feedback } = props;
  const [edit, setEdit] = useState({ status: feedback.status, reply: feedback.reply ?? "", tags: feedback.tags.join(", ") });
  const { error, busy, run } = useAction();
  const save = async (e: Event) => {
    e.preventDefault();
    const f = await run(() =>
      unwrap(
        api.PATCH("/feedback/{id}", {
          params: { path: { id: feedback._id }, query: { mode } },
          body: {
            status: edit.status,
            reply: edit.reply.trim() ? edit.reply : null,
            tags: edit.tags
              .split(",")
              .map((x) => x.trim())
              .filter(Boolean),
          },
        }),
      ),
    );
    if (f) props.onChange(f);
  };
  return (
    <section class="detail" aria-labelledby="fb-title">
      <h2 id="fb-title">{feedback.title ?? feedback.kind}</h2>
      <p>{feedback.message}</p>
      <p class="muted">
        {feedback.contact?.name ?? feedback.contact?.email ?? "contact"} · {feedback.votes} {feedback.votes === 1 ? "vote" : "votes"}
        {feedback.repliedAt ? ` · replied ${when(feedback.repliedAt)}` : ""}
      </p>
      <form onSubmit={save} aria-label="Triage">
        <Field label="Feedback status">
          <select value={edit.status} onChange={(e) => setEdit({ ...edit, status: e.currentTarget.value as Feedback["status"] })}>
            {STATUSES.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Public reply">
          <textarea rows={3} value={edit.reply} onInput={(e) => setEdit({ ...edit, reply: e.currentTarget.value })} />
        </Field>
        <Field label="Feedback tags">
          <input value={edit.tags} onInput={(e) => setEdit({ ...edit, tags: e.currentTarget.value })} />
        </Field>
        <button type="submit" disabled={busy}>
          Save feedback
        </button>
      </form>
      <ErrorNote error={error} />
    </section>
  );
}
