/** One readiness check's answer: `ok`, and details for the operator. */
export type ReadyCheck = { ok: boolean } & Record<string, unknown>;

/** `GET /ready`'s checks by name (status providers from the composition root); all must be ok. */
export type ReadyChecks = Record<string, () => ReadyCheck | Promise<ReadyCheck>>;

/**
 * Runs every check (a check that throws fails with its message): `status` 200 when all are ok, else
 * 503, with the envelope `GET /ready` answers on every port of every role.
 */
export async function runReadiness(ready: ReadyChecks = {}): Promise<{ status: 200 | 503; body: { success: boolean; data: { status: "ready" | "not_ready"; checks: Record<string, ReadyCheck> } } }> {
  const checks: Record<string, ReadyCheck> = {};
  let ok = true;
  for (const [name, check] of Object.entries(ready)) {
    try {
      checks[name] = await check();
    } catch (err) {
      checks[name] = { ok: false, error: (err as Error).message };
    }
    ok &&= checks[name].ok;
  }
  return { status: ok ? 200 : 503, body: { success: ok, data: { status: ok ? "ready" : "not_ready", checks } } };
}
