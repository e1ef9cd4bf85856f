/** Retention runs in batches so that no single DELETE holds the write lock for long. */
export const RETENTION_BATCH = 2000;

/** Calls `prune(limit)` until a batch comes back short; answers the rows deleted. */
export function pruneInBatches(prune: (limit: number) => number, batch = RETENTION_BATCH): number {
  let total = 0;
  for (;;) {
    const n = prune(batch);
    total += n;
    if (n < batch) return total;
  }
}
