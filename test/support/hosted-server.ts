/**
 * The Usage & Billing API with its hosted pages over a `HostedBilling`
 * (by default the in-memory fake), listening on a loopback port: the domain's
 * own `createRevenue({ hosted })` wiring, served as `serve` serves it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { systemClock } from "../../src/platform/clock.js";
import { buildApiApp } from "../../src/platform/http/build-api.js";
import type { PageLimits } from "../../src/platform/http/serve-pages.js";
import type { HostedBilling } from "../../src/revenue/payments/ports.js";
import { createRevenue } from "../../src/revenue/revenue.js";
import { postgresEngine } from "../../src/store/postgres/index.js";
import { sqliteEngine } from "../../src/store/sqlite/index.js";
import { openTandem } from "../../src/tandem.js";
import { createHostedFake, type HostedFake } from "./hosted-fake.js";
import { testDatabase } from "./template-db.js";

export interface HostedServer {
  origin: string;
  fake: HostedFake;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startHostedPages(opts: { fake?: HostedFake; billing?: HostedBilling; pageLimits?: PageLimits } = {}): Promise<HostedServer> {
  const dir = mkdtempSync(join(tmpdir(), "tandem-hosted-"));
  const tandem = await openTandem(await testDatabase(dir), systemClock, { durability: "os" });
  const fake = opts.fake ?? createHostedFake();
  const revenue = createRevenue(tandem.platform, { hosted: opts.billing ?? fake, repos: tandem.engine === "postgres" ? postgresEngine.revenue : sqliteEngine.revenue });
  const api = revenue.api({});
  const app = await buildApiApp(tandem.platform, { ...api, pageLimits: opts.pageLimits ?? { windowMs: 60_000, views: 10_000, posts: 10_000 } });
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    origin,
    fake,
    app,
    async close() {
      await app.close();
      await tandem.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
