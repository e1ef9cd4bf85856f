import { useState } from "preact/hooks";

/** The Next/Previous cursor pager (the same props as console/src/pager.tsx, which replaces it at merge). */
export function Pager(props: { hasMore: boolean; onNext: () => void; onPrevious: () => void; canGoBack: boolean }) {
  return (
    <nav class="pager" aria-label="Pages">
      <button type="button" class="secondary" disabled={!props.canGoBack} onClick={props.onPrevious}>
        Previous
      </button>
      <button type="button" class="secondary" disabled={!props.hasMore} onClick={props.onNext}>
        Next
      </button>
    </nav>
  );
}

/**
 * Keyset pages: `cursor` is the current page's (undefined: the first); `next(c)` moves to the page
 * after, `previous()` back to the page before (the cursors seen are kept in order).
 */
export function useCursorPages() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: stack[stack.length - 1],
    canGoBack: stack.length > 1,
    next: (c: string) => setStack((s) => [...s, c]),
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    reset: () => setStack([undefined]),
  };
}
