import type { FastifyInstance } from "fastify";
import { systemClock } from "../platform/clock.js";
import { type Config, redactSmtpUrl } from "../platform/config.js";
import { startCheckpointer } from "../platform/db/checkpointer.js";
import { buildDeskApi, buildRevenueApi, openTandem } from "../tandem.js";

export interface Running {
  desk: FastifyInstance;
  deskUrl: string;
  revenue: FastifyInstance;
  revenueUrl: string;
  close(): Promise<void>;
}

/** Opens the database and starts every API; `close` stops them and closes the database. */
export async function serve(config: Config, log: (line: string) => void = console.log): Promise<Running> {
  const tandem = openTandem(config.dbPath, systemClock, {
    firstRunKeys: true,
    durability: config.durability,
    desk: { production: config.production, disableAfterMs: config.webhookDisableAfterMs, mail: config.mail },
  });
  for (const k of tandem.firstRunKeys) {
    log(`First run: created a ${k.api} ${k.mode} key (shown once, store it now):\n  ${k.key}`);
  }
  const checkpointer = startCheckpointer(tandem.db, { onError: (m) => log(m) });
  const logger = { level: config.logLevel };
  const desk = await buildDeskApi(tandem, { rateLimitPerMinute: config.deskRateLimitPerMinute, logger, limits: config.http, publicUrl: config.publicUrls.desk, widgetOrigins: config.widgetOrigins });
  const revenue = await buildRevenueApi(tandem, { logger, limits: config.http, publicUrl: config.publicUrls.revenue });
  tandem.desk.sender.start();
  tandem.desk.mailer.start();
  log(
    config.mail
      ? `E-mail to visitors: on, via ${redactSmtpUrl(config.mail.smtpUrl)} from ${config.mail.from}`
      : "E-mail to visitors: off (TANDEM_SMTP_URL is not set; no mail is queued)",
  );
  tandem.desk.jobs.start();
  const deskUrl = await desk.listen({ host: config.host, port: config.deskPort });
  const revenueUrl = await revenue.listen({ host: config.host, port: config.revenuePort });
  log(`Support Desk API on ${deskUrl}/v1 (docs: ${deskUrl}/docs) · database ${config.dbPath}`);
  log(`Usage & Billing API on ${revenueUrl}/v1 (docs: ${revenueUrl}/docs)`);
  log(
    config.widgetOrigins.length > 0
      ? `Chat widget: ${deskUrl}/widget.js · its API answers the origins ${config.widgetOrigins.join(", ")} (TANDEM_WIDGET_ORIGINS)`
      : `Chat widget: ${deskUrl}/widget.js · its API answers every origin (set TANDEM_WIDGET_ORIGINS to limit them)`,
  );
  return {
    desk,
    deskUrl,
    revenue,
    revenueUrl,
    /**
     * Stops accepting, answers every request already received, lets webhook attempts in flight
     * finish, then closes the database; after `shutdownTimeoutMs` it closes whatever is left.
     */
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), config.http.shutdownTimeoutMs);
      });
      const graceful = Promise.all([desk.close(), revenue.close()]);
      if ((await Promise.race([graceful, deadline])) === "timeout") {
        log(`shutdown: still busy after ${config.http.shutdownTimeoutMs} ms; closing the remaining connections`);
        desk.server.closeAllConnections();
        revenue.server.closeAllConnections();
        await Promise.race([graceful, new Promise((resolve) => setTimeout(resolve, 1000))]);
      }
      clearTimeout(timer);
      await checkpointer?.stop();
      tandem.db.close();
    },
  };
}
