/** An async face for a synchronous function of an engine (a better-sqlite3 transaction function in a repository). */
export const lifted =
  <A extends unknown[], R>(fn: (...args: A) => R) =>
  async (...args: A): Promise<R> =>
    fn(...args);
