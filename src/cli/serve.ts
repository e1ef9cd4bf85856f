import type { FastifyInstance } from "fastify";
import { buildDeskApp } from "../desk/app.js";
import { systemClock } from "../platform/clock.js";
import type { Config } from "../platform/config.js";
import { openTandem } from "../platform/tandem.js";

export interface Running {
  desk: FastifyInstance;
  deskUrl: string;
  close(): Promise<void>;
}

/** Opens the database and starts every API; `close` stops them and closes the database. */
export async function serve(config: Config, log: (line: string) => void = console.log): Promise<Running> {
  const tandem = openTandem(config.dbPath, systemClock, { firstRunKeys: true });
  for (const k of tandem.firstRunKeys) {
    log(`First run: created a ${k.api} ${k.mode} key (shown once, store it now):\n  ${k.key}`);
  }
  const { app: desk } = await buildDeskApp({
    db: tandem.db,
    clock: tandem.clock,
    rateLimitPerMinute: config.deskRateLimitPerMinute,
    logger: { level: config.logLevel },
    webhooks: { production: config.production, startSender: true },
  });
  const deskUrl = await desk.listen({ host: config.host, port: config.deskPort });
  log(`Support Desk API on ${deskUrl}/v1 (docs: ${deskUrl}/docs) · database ${config.dbPath}`);
  return {
    desk,
    deskUrl,
    async close() {
      await desk.close();
      tandem.db.close();
    },
  };
}
