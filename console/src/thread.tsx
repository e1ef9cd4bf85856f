/**
 * A thread (a conversation's messages, a ticket's comments), oldest first: its newest page, and the
 * pages before it on demand ("Show earlier messages"), so a long thread never stops silently.
 */
import { useEffect, useRef, useState } from "preact/hooks";

/** Messages or comments a page (the API's lists are newest first, keyset by `before`). */
export const THREAD_PAGE = 50;

interface ThreadPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * `reload()` reads the newest page again and keeps the earlier pages already shown (unless the newest
 * page no longer touches them: then the thread starts over from the newest page); `earlier()` adds the
 * page before the oldest shown; `hasEarlier` says there is one. A change of `deps` starts over.
 */
export function useThread<T extends { _id: string }>(
  fetchPage: (before: string | undefined) => Promise<ThreadPage<T>>,
  deps: unknown[],
) {
  const [items, setItems] = useState<T[]>([]);
  const [older, setOlder] = useState<string | null>(null);
  const shown = useRef<{ items: T[]; extended: boolean }>({
    items: [],
    extended: false,
  });
  const set = (next: T[], extended: boolean) => {
    shown.current = { items: next, extended };
    setItems(next);
  };
  useEffect(() => {
    set([], false);
    setOlder(null);
  }, deps);
  const reload = async () => {
    const page = await fetchPage(undefined);
    const newest = [...page.items].reverse();
    const { items: prev, extended } = shown.current;
    const ids = new Set(newest.map((i) => i._id));
    if (extended && (newest.length === 0 || prev.some((i) => ids.has(i._id)))) {
      set([...prev.filter((i) => !ids.has(i._id)), ...newest], true);
    } else {
      set(newest, false);
      setOlder(page.nextCursor);
    }
  };
  const earlier = async () => {
    if (!older) return;
    const page = await fetchPage(older);
    set([...[...page.items].reverse(), ...shown.current.items], true);
    setOlder(page.nextCursor);
  };
  return { items, hasEarlier: older !== null, reload, earlier };
}

/** The button above a thread that loads its earlier page; nothing when there is none. */
export function EarlierButton(props: {
  hasEarlier: boolean;
  busy: boolean;
  label: string;
  onClick: () => void;
}) {
  if (!props.hasEarlier) return null;
  return (
    <p>
      <button
        type="button"
        class="secondary"
        disabled={props.busy}
        onClick={props.onClick}
      >
        {props.label}
      </button>
    </p>
  );
}
