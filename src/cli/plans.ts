import { systemClock } from "../platform/clock.js";
import { openTandem } from "../tandem.js";

type Out = (line: string) => void;

/**
 * `tandem plans copy-to-live [--plan ID]`: the test plans (every plan that is
 * not archived, or only ID) and the features they use, copied to live in one
 * transaction. Throws AppError (plan_not_found, invalid_request) when nothing
 * could be copied.
 */
export async function plansCopyToLive(dbPath: string, o: { plan?: string; json: boolean }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock);
  try {
    const space = async (mode: "test" | "live") => ({ spaceId: (await t.store.read.use(t.repos.workspaces).space(t.workspace.id, mode))!.id, mode });
    const result = await t.revenue.services.plans.copyToLive(t.store.read, await space("test"), await space("live"), o.plan);
    if (o.json) {
      out(JSON.stringify(result));
      return;
    }
    if (result.plans.length === 0) {
      out("No test plans to copy.");
      return;
    }
    for (const f of result.features) out(`feature ${f.id}: ${f.action}`);
    for (const p of result.plans) out(`plan ${p.id}: test v${p.test_version} → live v${p.live_version} (${p.action})`);
  } finally {
    await t.close();
  }
}
