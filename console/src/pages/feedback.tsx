import { useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { choices, FiltersBar, Options, parseTags, QueueList, useFilteredQueue } from "../queue.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction, when } from "../ui.js";

type Feedback = Schemas["Tandem.Desk.Feedback"];
const KINDS = ["idea", "problem", "praise", "question", "rating"] as const;
const STATUSES = ["new", "planned", "in_progress", "done", "declined"] as const;
const ANY: [string, string] = ["", "Any"];
const votes = (n: number) => `${n} ${n === 1 ? "vote" : "votes"}`;

/** Feedback: filtered, keyset-paged, votes shown; triage (status, the public reply, tags). */
export function FeedbackList({ mode }: { mode: Mode }) {
  const { filters, choice, page, pager, reload, error, open, setOpen } = useFilteredQueue(mode, { kind: "" as Feedback["kind"] | "", status: "" as Feedback["status"] | "", q: "" }, (set, before) =>
    unwrap(api.GET("/feedback", { params: { query: { mode, limit: 25, ...set, ...(before && { before }) } } })),
  );
  return (
    <>
      <FiltersBar
        label="Feedback filters"
        filters={[choice("kind", "Kind", [ANY, ...choices(KINDS)]), choice("status", "Feedback status", [ANY, ...choices(STATUSES)])]}
        search={{ label: "Search feedback", value: filters.draft.q, onChange: filters.set("q") }}
        submit="Filter"
        onSubmit={filters.apply}
      />
      <ErrorNote error={error} />
      <div class="split">
        <QueueList
          label="Feedback"
          items={page.items}
          pager={pager}
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
              void reload();
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
