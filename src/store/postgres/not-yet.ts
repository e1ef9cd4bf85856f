/**
 * A repository not built on PostgreSQL yet: every method throws, naming it. Temporary, while the
 * engine's repositories are written (issue 28); nothing outside the PostgreSQL engine's tests reaches it.
 */
export const notYet = <R extends object>(name: string): R =>
  new Proxy({} as R, {
    get: (_t, k) =>
      typeof k === "string"
        ? () => {
            throw new Error(`${name}.${k} is not built on PostgreSQL yet`);
          }
        : undefined,
  });
