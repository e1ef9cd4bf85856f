/**
 * The paged lists of the console: `usePaged` keeps a keyset-paged list's page and cursors (never an
 * offset), `Pager` is its Next / Previous, and `PagedTable` is the table every list shows (its rows, a
 * "No …" row when there are none, the pager below).
 */
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { useAction } from "./ui.js";

export interface PagerProps {
  /** The current page has a next one (the API answered a cursor). */
  hasMore: boolean;
  onNext: () => void;
  onPrevious: () => void;
  /** There is a page before this one. */
  canGoBack: boolean;
}

/** Next / Previous, hidden on a single page. */
export function Pager({ hasMore, onNext, onPrevious, canGoBack }: PagerProps) {
  if (!hasMore && !canGoBack) return null;
  return (
    <nav class="pager" aria-label="Pages">
      <button type="button" class="secondary" onClick={onPrevious} disabled={!canGoBack}>
        Previous
      </button>
      <button type="button" class="secondary" onClick={onNext} disabled={!hasMore}>
        Next
      </button>
    </nav>
  );
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const sameDeps = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/**
 * A keyset-paged list: `load(cursor)` (undefined for the first page) runs again whenever one of `deps`
 * (the mode, the applied filters) or the page's cursor changes; a change of `deps` starts again at the
 * first page. `skip` (the page shows something else) pauses loading and keeps the list's place;
 * `reload()` loads the current page again (after a change). Only the last load's answer is shown.
 */
export function usePaged<T>(load: (cursor: string | undefined) => Promise<Page<T>>, deps: unknown[], opts: { skip?: boolean } = {}) {
  const [page, setPage] = useState<Page<T>>({ items: [], nextCursor: null });
  // The cursors of the pages seen, for the deps they were seen with: other deps are at their first page.
  const [seen, setSeen] = useState({ deps, cursors: [undefined] as (string | undefined)[] });
  const cursors = sameDeps(seen.deps, deps) ? seen.cursors : [undefined];
  const cursor = cursors[cursors.length - 1];
  const action = useAction();
  const last = useRef(0);
  const reload = () => {
    const n = ++last.current;
    return action.run(async () => {
      const p = await load(cursor);
      if (n === last.current) setPage(p);
    });
  };
  useEffect(() => setSeen((s) => (sameDeps(s.deps, deps) ? s : { deps, cursors: [undefined] })), deps);
  useEffect(() => {
    if (!opts.skip) void reload();
  }, [...deps, cursor, opts.skip]);
  const pager: PagerProps = {
    hasMore: page.nextCursor !== null,
    canGoBack: cursors.length > 1,
    onNext: () => page.nextCursor && setSeen({ deps, cursors: [...cursors, page.nextCursor] }),
    onPrevious: () => setSeen({ deps, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
  };
  return { page, setPage, reload, cursor, pager, ...action };
}

type Filters = Record<string, string | boolean>;
/** The filters that are set (blank text and unticked boxes left out), as a list's query takes them. */
export type Present<F> = { [K in keyof F]?: Exclude<F[K], "" | false> };
export const present = <F extends Filters>(f: F) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== "" && v !== false)) as Present<F>;

/**
 * A list's filters: `draft` as the form shows them, `applied` (trimmed) once the form is submitted
 * (`apply`, every submit a new value: the list loads its first page again). `bind(k)` is a text
 * input's or a select's `value` and `onInput`; `set(k)` sets one draft value; `replace(v)` sets and
 * applies all of them.
 */
export function useFilters<F extends Filters>(initial: F) {
  const [draft, setDraft] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const set = (k: keyof F) => (v: F[keyof F] | string) => setDraft((d) => ({ ...d, [k]: v }));
  return {
    draft,
    applied,
    set,
    bind: (k: keyof F) => ({ value: draft[k] as string, onInput: (e: Event) => set(k)((e.currentTarget as HTMLInputElement).value) }),
    /** Sets the form and applies it at once (a link's filter, e.g. the Plans page's count per version). */
    replace: (v: F) => {
      setDraft(v);
      setApplied(v);
    },
    apply: (e?: Event) => {
      e?.preventDefault();
      setApplied(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v])) as F);
    },
  };
}

/** A column: its header and what a row shows in it. */
export type Column<T> = readonly [head: string, cell: (row: T) => ComponentChildren];

/**
 * A list's table: `columns`, then (with `actions`) a last column of buttons whose header only screen
 * readers hear; `empty` is the one row shown when there are no rows (none while it is unset, e.g.
 * loading); `pager` adds Next / Previous below. Rows are keyed by `rowKey`, by default their `id`.
 */
export function PagedTable<T>(props: {
  /** The table's accessible name (or `caption`, shown). */
  label?: string;
  caption?: ComponentChildren;
  columns: readonly Column<T>[];
  actions?: (row: T) => ComponentChildren;
  rows: readonly T[];
  rowKey?: (row: T) => string | number;
  /** The first column's cells head their rows. */
  rowHeaders?: boolean;
  empty?: ComponentChildren;
  pager?: PagerProps;
}) {
  const { columns, actions, rows } = props;
  const key = props.rowKey ?? ((r: T) => (r as { id: string }).id);
  return (
    <>
      <div class="table-wrap">
        <table aria-label={props.label}>
          {props.caption && <caption>{props.caption}</caption>}
          <thead>
            <tr>
              {columns.map(([head]) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ))}
              {actions && (
                <th scope="col">
                  <span class="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={key(row)}>
                {columns.map(([head, cell], i) =>
                  props.rowHeaders && i === 0 ? (
                    <th key={head} scope="row">
                      {cell(row)}
                    </th>
                  ) : (
                    <td key={head}>{cell(row)}</td>
                  ),
                )}
                {actions && <td class="actions">{actions(row)}</td>}
              </tr>
            ))}
            {rows.length === 0 && props.empty && (
              <tr>
                <td colSpan={columns.length + (actions ? 1 : 0)}>{props.empty}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {props.pager && <Pager {...props.pager} />}
    </>
  );
}
