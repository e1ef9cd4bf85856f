/**
 * Work a write hands back to run after its transaction commits: provider calls (a charge, a
 * checkout session) that a write unit may not await (see group-commit.ts, ForeignAwait). A
 * request's handler returns `afterCommit(run)` from inside its write unit; the platform commits the
 * unit, then runs `run` (still inside the customer's billing lock and the idempotency claim) and
 * answers what it answers. It is the async form of what a synchronous unit did by returning an
 * unsettled promise.
 */
export class AfterCommit<T> {
  constructor(readonly run: () => Promise<T>) {}
}

export const afterCommit = <T>(run: () => Promise<T>): AfterCommit<T> => new AfterCommit(run);

/** `v` itself, or what its after-commit work answers (outside any unit: a read that got one). */
export const settleAfterCommit = async <T>(v: T | AfterCommit<T>): Promise<T> => (v instanceof AfterCommit ? await v.run() : v);

/** `f` of `v`, or, when `v` hands work back for after the commit, that work followed by `f`. */
export const mapAfterCommit = <T, U>(v: T | AfterCommit<T>, f: (t: T) => U): U | AfterCommit<U> =>
  v instanceof AfterCommit ? afterCommit(async () => f(await v.run())) : f(v);
