/** Retention runs in batches so that no single DELETE holds the write lock for long. */
export const RETENTION_BATCH = 2000;

/** Calls `prune(limit)` until a batch comes back short; answers the rows deleted. */
export async function pruneInBatches(prune: (limit: number) => Promise<number>, batch = RETENTION_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await prune(batch);
    total += n;
    if (n < batch) return total;
  }
}
