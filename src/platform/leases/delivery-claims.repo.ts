/**
 * The claims on one outbox's deliveries (its deliveries table has `seq` and `status`), safe with
 * several senders on one database: a claim is one conditional statement, a claim row names its
 * holder (`host:pid:uuid`), and only the holder may record an outcome. A `group` (a column of the
 * outbox, e.g. the webhook endpoint) bounds the live claims per value: at most `perGroup` in
 * flight across every sender.
 *
 * An engine builds these statements for its outbox repositories (the SQLite engine's:
 * `deliveryClaimStatements(db, outbox, group)`, src/store/sqlite/platform/delivery-claims.ts);
 * they run on the repository's own connection, synchronously, inside its statements' transaction.
 */
export interface DeliveryClaimStatements {
  /**
   * A live claim of `holder`'s on delivery `seq` (a condition for the outbox's own statements,
   * with `@seq`, `@holder` and `@now` bound): the sender still holds what it sends.
   */
  heldBy(seq: string): string;
  /**
   * Claims a pending delivery for `holder` until `until`, in one statement: only if it is still
   * pending, nobody holds a live claim on it (an expired claim is taken over), and (with a group)
   * fewer than `perGroup` deliveries of its group are claimed by any sender. True: this sender,
   * and no other, may send it.
   */
  claimPending(seq: number, holder: string, now: number, until: number, perGroup?: number): boolean;
  /**
   * A sender's batch claim (an outbox with a group and a `next_attempt_at` column): claims up to
   * `limit` pending deliveries due by `now` and not claimed live, for `holder` until `until`, each
   * group to at most `perGroup` live claims across every sender; answers the seqs claimed. Oldest due
   * first and fair across groups: in rounds, each taking the groups of the oldest due deliveries
   * (leaving out those of earlier rounds, so one group's backlog cannot starve the others) and
   * claiming each one's oldest due deliveries up to its share. Atomic as `claimPending` is: two
   * claimers at once never claim one delivery both, nor exceed a group's bound together.
   */
  claimDue(holder: string, now: number, until: number, limit: number, perGroup: number): number[];
  /** Claims a delivery whatever its status (a manual resend of a finished one); false while another claim is live. */
  claimAny(seq: number, holder: string, now: number, until: number): boolean;
  /** How many live claims (expires_at > `now`) each group has, whoever holds them (groups without any left out). */
  claimsPerGroup(now: number): Map<number, number>;
  /** Gives up `holder`'s claim on `seq`; false when it holds none (its claim expired and was taken, or freed). */
  release(seq: number, holder: string): boolean;
  /**
   * At a sender's start: frees the claims that expired (expires_at ≤ `now`) and those whose holder
   * is `gone` (a dead process of this machine), never a live holder's running claim; answers how
   * many. Call it in a write transaction with what it implies (interrupting the freed deliveries' attempts).
   */
  freeAbandoned(now: number, gone: (holder: string) => boolean): number;
  /**
   * A sender's start-up take-over, in one IMMEDIATE transaction: `freeAbandoned`, then
   * `interruptUnclaimed` (the outbox marks its in-flight attempts left without a claim
   * interrupted); answers how many claims it freed.
   */
  takeOver(now: number, gone: (holder: string) => boolean, interruptUnclaimed: () => void): number;
}
