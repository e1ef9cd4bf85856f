/**
 * Helper G's copy of the Next/Previous cursor pager (E owns console/src/pager.tsx with the same
 * props; replaced by it at merge), and a hook keeping the cursors of the pages behind the current one.
 */
import { useState } from "preact/hooks";

export function Pager(props: { hasMore: boolean; onNext: () => void; onPrevious: () => void; canGoBack: boolean }) {
  return (
    <div class="row pager" role="group" aria-label="Pages">
      <button type="button" class="secondary" disabled={!props.canGoBack} onClick={props.onPrevious}>
        Previous
      </button>
      <button type="button" class="secondary" disabled={!props.hasMore} onClick={props.onNext}>
        Next
      </button>
    </div>
  );
}

/** Keyset paging: the current page's cursor (undefined: the first page) and the way back. */
export function useCursors() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  const cursor = stack[stack.length - 1];
  return {
    cursor,
    canGoBack: stack.length > 1,
    next: (nextCursor: string | null) => nextCursor && setStack([...stack, nextCursor]),
    previous: () => stack.length > 1 && setStack(stack.slice(0, -1)),
    reset: () => stack.length > 1 && setStack([undefined]),
  };
}
