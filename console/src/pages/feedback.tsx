import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { choices, FiltersBar, Options, parseTags, QueueList, useQueue } from "../queue.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction, when } from "../ui.js";

type Feedback = Schemas["Tandem.Desk.Feedback"];
const KINDS = ["idea", "problem", "praise", "question", "rating"] as const;
const STATUSES = ["new", "planned", "in_progress", "done", "declined"] as const;
const ANY: [string, string] = ["", "Any"];
const votes = (n: number) => `${n} ${n === 1 ? "vote" : "votes"}`;

/** Feedback: filtered, keyset-paged, votes shown; triage (status, the public reply, tags). */
export function FeedbackList({ mode }: { mode: Mode }) {
  const [filter, setFilter] = useState({ kind: "", status: "", q: "" });
  const [applied, setApplied] = useState(filter);
  const [open, setOpen] = useState<Feedback | null>(null);
  const { page, load, cursors, error } = useQueue(
    (before) =>
      unwrap(
        api.GET("/feedback", {
          params: {
            query: {
              mode,
              limit: 25,
              ...(applied.kind && { kind: applied.kind as Feedback["kind"] }),
              ...(applied.status && { status: applied.status as Feedback["status"] }),
              ...(applied.q.trim() && { q: applied.q.trim() }),
              ...(before && { before }),
            },
          },
        }),
      ),
    [mode, applied],
  );
  useEffect(() => setOpen(null), [mode, applied]);
  return (
    <>
      <FiltersBar
        label="Feedback filters"
        filters={[
          { label: "Kind", value: filter.kind, options: [ANY, ...choices(KINDS)], onChange: (kind) => setFilter({ ...filter, kind }) },
          { label: "Feedback status", value: filter.status, options: [ANY, ...choices(STATUSES)], onChange: (status) => setFilter({ ...filter, status }) },
        ]}
        search={{ label: "Search feedback", value: filter.q, onInput: (q) => setFilter({ ...filter, q }) }}
        submit="Filter"
        onSubmit={() => setApplied({ ...filter })}
      />
      <ErrorNote error={error} />
      <div class="split">
        <QueueList
          label="Feedback"
          page={page}
          cursors={cursors}
          openId={open?._id ?? null}
          onOpen={setOpen}
          title={(f) => f.title ?? f.message ?? f.kind}
          meta={(f) => `${f.kind} · ${f.status} · ${votes(f.votes)}${f.rating !== null ? ` · rated ${f.rating}/5` : ""} · ${when(f.createdAt)}`}
          empty="No feedback."
        />
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
  const writes = useWrites();
  const [edit, setEdit] = useState({ status: feedback.status, reply: feedback.reply ?? "", tags: feedback.tags.join(", ") });
  const { error, busy, run } = useAction();
  const save = async (e: Event) => {
    e.preventDefault();
    const f = await run(() =>
      unwrap(
        api.PATCH("/feedback/{id}", {
          params: { path: { id: feedback._id }, query: { mode } },
          body: { status: edit.status, reply: edit.reply.trim() ? edit.reply : null, tags: parseTags(edit.tags) },
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
        {feedback.contact?.name ?? feedback.contact?.email ?? "contact"} · {votes(feedback.votes)}
        {feedback.repliedAt ? ` · replied ${when(feedback.repliedAt)}` : ""}
      </p>
      {writes ? (
        <form onSubmit={save} aria-label="Triage">
          <Field label="Feedback status">
            <select value={edit.status} onChange={(e) => setEdit({ ...edit, status: e.currentTarget.value as Feedback["status"] })}>
              <Options values={STATUSES} />
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
      ) : (
        <>
          <p class="muted">
            Status: {feedback.status}
            {feedback.tags.length ? ` · tags: ${feedback.tags.join(", ")}` : ""}
          </p>
          {feedback.reply && (
            <p>
              <strong>Public reply:</strong> {feedback.reply}
            </p>
          )}
        </>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
