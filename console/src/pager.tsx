/** The cursor pager of every console list: Next / Previous over keyset pages (never an offset). */
import { useState } from "preact/hooks";

export interface PagerProps {
  /** The current page has a next one (the API answered a cursor). */
  hasMore: boolean;
  onNext: () => void;
  onPrevious: () => void;
  /** There is a page before this one. */
  canGoBack: boolean;
}

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

/**
 * The cursors of the pages seen so far: `cursor` is the current page's (undefined for the first),
 * `next(c)` moves to the page the API's cursor `c` starts, `previous()` back one, `reset()` to the
 * first page (a new filter).
 */
export function useCursors() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: stack[stack.length - 1],
    canGoBack: stack.length > 1,
    next: (c: string) => setStack((s) => [...s, c]),
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    reset: () => setStack([undefined]),
  };
}
