/**
 * The inbox's queues (conversations, tickets, feedback) share one shape: a filters bar, a keyset-paged
 * list of rows (a title button and a muted line) moved through with `j`/`k`, and the open item's view
 * beside it. The pieces here are that shape; each page says only what it lists and shows.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { Schemas } from "./client.js";
import type { Mode } from "./api.js";
import { type Page, Pager, type PagerProps, type Present, present, useFilters, usePaged } from "./pager.js";
import { Field } from "./ui.js";

/** Typing in a field is not a shortcut. */
export const typing = (e: KeyboardEvent) => {
  const t = e.target as HTMLElement | null;
  return !!t && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));
};

/** A single-key shortcut on the document (none while typing or with a modifier); `handler` may change every render. */
export function useShortcuts(handler: (e: KeyboardEvent) => void) {
  const current = useRef(handler);
  current.current = handler;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e)) return;
      current.current(e);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/**
 * A filtered queue (tickets, feedback): the filters bar's values (`filters`: as typed, then applied by
 * its button), the keyset page of what the applied filters select (`fetch(set, before)`, `set` the
 * filters that are set; `more`: what else the query depends on, e.g. the signed-in operator for "Me")
 * and the open item, closed when the mode or the applied filters change.
 */
export function useFilteredQueue<T, F extends Record<string, string>>(mode: Mode, initial: F, fetch: (set: Present<F>, before: string | undefined) => Promise<Page<T>>, more: unknown[] = []) {
  const filters = useFilters(initial);
  const list = usePaged((before) => fetch(present(filters.applied), before), [mode, filters.applied, ...more]);
  const [open, setOpen] = useState<T | null>(null);
  useEffect(() => setOpen(null), [mode, filters.applied]);
  /** A select of the filters bar, bound to filter `k`. */
  const choice = (k: keyof F, label: string, options: FilterChoice["options"]): FilterChoice => ({ label, options, value: filters.draft[k]!, onChange: filters.set(k) });
  return { ...list, filters, choice, open, setOpen };
}

/** `[value, label]` pairs of a select, each value its own label. */
export const choices = (values: readonly string[]): [string, string][] => values.map((v) => [v, v]);

export function Options(props: { values: readonly string[] }) {
  return (
    <>
      {props.values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </>
  );
}

/** Tags as typed: comma-separated, trimmed, blanks dropped. */
export const parseTags = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

export interface FilterChoice {
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string) => void;
}

/** A labelled select of `[value, label]` choices. */
export function SelectField(f: FilterChoice) {
  return (
    <Field label={f.label}>
      <select value={f.value} onChange={(e) => f.onChange(e.currentTarget.value)}>
        {f.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The filters bar: labelled selects and a search box, applied by its button (a `search` landmark). */
export function FiltersBar(props: { label?: string; filters: FilterChoice[]; search: { label: string; value: string; onChange: (value: string) => void }; submit: string; onSubmit: () => void }) {
  return (
    <form
      class="toolbar"
      role="search"
      aria-label={props.label}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      {props.filters.map((f) => (
        <SelectField key={f.label} {...f} />
      ))}
      <Field label={props.search.label}>
        <input type="search" value={props.search.value} onInput={(e) => props.search.onChange(e.currentTarget.value)} />
      </Field>
      <button type="submit">{props.submit}</button>
    </form>
  );
}

/**
 * The list of a queue: each row a button naming the item (`aria-current` on the open one) and a muted
 * line; `j` opens the next row, `k` the previous (the first when none is open); Next/Previous below.
 */
export function QueueList<T extends { _id: string }>(props: {
  label: string;
  items: T[];
  pager: PagerProps;
  openId: string | null;
  onOpen: (item: T) => void;
  title: (item: T) => ComponentChildren;
  meta: (item: T) => ComponentChildren;
  rowClass?: (item: T) => string | undefined;
  empty: string;
}) {
  const { items, openId } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const move = (by: number) => {
    if (items.length === 0) return;
    const at = items.findIndex((r) => r._id === openId);
    const next = items[Math.min(items.length - 1, Math.max(0, at === -1 ? 0 : at + by))]!;
    props.onOpen(next);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-id="${next._id}"]`)?.focus();
  };
  useShortcuts((e) => {
    if (e.key === "j") move(1);
    else if (e.key === "k") move(-1);
  });
  return (
    <div>
      <ul class="plain list" aria-label={props.label} ref={listRef}>
        {items.map((item) => (
          <li key={item._id} class={props.rowClass?.(item)}>
            <button type="button" class="link" data-id={item._id} aria-current={openId === item._id ? "true" : undefined} onClick={() => props.onOpen(item)}>
              {props.title(item)}
            </button>
            <div class="muted">{props.meta(item)}</div>
          </li>
        ))}
        {items.length === 0 && <li>{props.empty}</li>}
      </ul>
      <Pager {...props.pager} />
    </div>
  );
}

/** A reply box with its two audiences (public, or internal to the team), shown only to roles that write. */
export function ReplyForm(props: {
  label: string;
  legend: string;
  name: string;
  audiences: readonly [publicLabel: string, internalLabel: string];
  fieldLabels: readonly [publicLabel: string, internalLabel: string];
  submit: (internal: boolean) => string;
  busy: boolean;
  textareaId?: string;
  onSend: (body: string, internal: boolean) => Promise<boolean>;
}) {
  const [body, setBody] = useState("");
  const [internal, setInternal] = useState(false);
  const send = async (e: Event) => {
    e.preventDefault();
    if (await props.onSend(body, internal)) setBody("");
  };
  return (
    <form onSubmit={send} class={internal ? "reply internal" : "reply"} aria-label={props.label}>
      <fieldset class="row">
        <legend>{props.legend}</legend>
        <label>
          <input type="radio" name={props.name} checked={!internal} onChange={() => setInternal(false)} /> {props.audiences[0]}
        </label>
        <label>
          <input type="radio" name={props.name} checked={internal} onChange={() => setInternal(true)} /> {props.audiences[1]}
        </label>
      </fieldset>
      <Field label={props.fieldLabels[internal ? 1 : 0]}>
        <textarea id={props.textareaId} required rows={3} value={body} onInput={(e) => setBody(e.currentTarget.value)} />
      </Field>
      <button type="submit" disabled={props.busy}>
        {props.submit(internal)}
      </button>
    </form>
  );
}

/** Who an item is assigned to, chosen from the workspace's operators (an id no longer listed stays shown under `currentName`). */
export function AssigneeSelect(props: { assignees: Schemas["Assignee"][]; value: string; currentName?: string | null; onChange: (id: string) => void }) {
  const { assignees, value } = props;
  return (
    <Field label="Assignee">
      <select value={value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        <option value="">Unassigned</option>
        {assignees.map((a) => (
          <option key={a.id} value={a.id}>
            {a.displayName}
          </option>
        ))}
        {value && !assignees.some((a) => a.id === value) && <option value={value}>{props.currentName ?? value}</option>}
      </select>
    </Field>
  );
}
