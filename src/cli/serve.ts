import type { FastifyInstance } from "fastify";
import { buildDeskApp } from "../desk/app.js";
import { buildRevenueApp } from "../revenue/app.js";
import { systemClock } from "../platform/clock.js";
import type { Config } from "../platform/config.js";
import { startCheckpointer } from "../platform/db/checkpointer.js";
import { openTandem } from "../platform/tandem.js";

export interface Running {
  desk: FastifyInstance;
  deskUrl: string;
  revenue: FastifyInstance;
  revenueUrl: string;
  close(): Promise<void>;
}

/** Opens the database and starts every API; `close` stops them and closes the database. */
export async function serve(config: Config, log: (line: string) => void = console.log): Promise<Running> {
  const tandem = openTandem(config.dbPath, systemClock, { firstRunKeys: true });
  for (const k of tandem.firstRunKeys) {
    log(`First run: created a ${k.api} ${k.mode} key (shown once, store it now):\n  ${k.key}`);
  }
  const checkpointer = startCheckpointer(tandem.db, { onError: (m) => log(m) });
  const { app: desk } = await buildDeskApp({
    db: tandem.db,
    clock: tandem.clock,
    rateLimitPerMinute: config.deskRateLimitPerMinute,
    logger: { level: config.logLevel },
    webhooks: { production: config.production, startSender: true, disableAfterMs: config.webhookDisableAfterMs },
    startJobs: true,
    durability: config.durability,
  });
  const revenue = await buildRevenueApp({ db: tandem.db, clock: tandem.clock, durability: config.durability, logger: { level: config.logLevel } });
  const deskUrl = await desk.listen({ host: config.host, port: config.deskPort });
  const revenueUrl = await revenue.listen({ host: config.host, port: config.revenuePort });
  log(`Support Desk API on ${deskUrl}/v1 (docs: ${deskUrl}/docs) · database ${config.dbPath}`);
  log(`Usage & Billing API on ${revenueUrl}/v1 (docs: ${revenueUrl}/docs)`);
  return {
    desk,
    deskUrl,
    revenue,
    revenueUrl,
    async close() {
      await Promise.all([desk.close(), revenue.close()]);
      await checkpointer?.stop();
      tandem.db.close();
    },
  };
}
