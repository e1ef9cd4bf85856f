import {
  accountKey,
  SIGN_IN_FAILURE_MEMORY_MS,
  type SignInFailures,
  signInAllowedAt,
  signInFailed,
} from "./operators.rules.js";

/** Accounts remembered at most (an attacker spraying e-mails evicts the oldest first). */
const MAX_ACCOUNTS = 10_000;

/**
 * Per-account sign-in back-off (operators.rules.ts has the schedule), in
 * memory: a restart forgets it. Kept for every e-mail tried, known or not, so
 * the back-off never tells which accounts exist.
 */
export function createSignInBackoff(maxAccounts = MAX_ACCOUNTS) {
  const failures = new Map<string, SignInFailures>();

  const forgetOld = (now: number) => {
    for (const [key, f] of failures) if (now - f.lastAt >= SIGN_IN_FAILURE_MEMORY_MS) failures.delete(key);
    // Oldest first (each update re-inserts its key at the end).
    for (const key of failures.keys()) {
      if (failures.size < maxAccounts) break;
      failures.delete(key);
    }
  };

  return {
    /**
     * Claims an attempt for `email` at `now`: the ms to wait when it must wait
     * (nothing is counted then), else 0, and the attempt is counted as a
     * failure before the password is checked (so parallel guesses cannot slip
     * through one opening together); `succeeded` clears it.
     */
    claim(email: string, now: number): number {
      const key = accountKey(email);
      const f = failures.get(key);
      const wait = signInAllowedAt(f, now) - now;
      if (wait > 0) return wait;
      if (!f && failures.size >= maxAccounts) forgetOld(now);
      failures.delete(key);
      failures.set(key, signInFailed(f, now));
      return 0;
    },
    succeeded(email: string): void {
      failures.delete(accountKey(email));
    },
  };
}
export type SignInBackoff = ReturnType<typeof createSignInBackoff>;
