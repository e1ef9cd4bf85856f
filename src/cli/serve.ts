import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { systemClock } from "../platform/clock.js";
import { type Config, DEFAULTS, redactSmtpUrl } from "../platform/config.js";
import { startCheckpointer } from "../platform/db/checkpointer.js";
import { serveMetrics } from "../platform/http/metrics-server.js";
import { createLogger } from "../platform/observability/logger.js";
import { buildConsoleApi, buildDeskApi, buildRevenueApi, openTandem, readiness } from "../tandem.js";

export interface Running {
  desk: FastifyInstance;
  deskUrl: string;
  revenue: FastifyInstance;
  revenueUrl: string;
  console: FastifyInstance;
  consoleUrl: string;
  /** `GET /metrics`, when TANDEM_METRICS_PORT is set. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/** Opens the database and starts every API; `close` stops them and closes the database. */
export async function serve(config: Config, print: (line: string) => void = console.log): Promise<Running> {
  const logger = await createLogger(config.logLevel, config.logFormat);
  const tandem = openTandem(config.dbPath, systemClock, {
    firstRunKeys: true,
    durability: config.durability,
    log: logger,
    retention: config.retention,
    payments: { publicUrl: config.publicUrls.revenue, config: config.payments },
    desk: {
      production: config.production,
      disableAfterMs: config.webhookDisableAfterMs,
      concurrency: config.webhookConcurrency,
      perEndpoint: config.webhookPerEndpoint,
      mail: config.mail,
      widget: { newVisitorsPerMinute: config.widgetNewVisitorsPerMinute },
    },
    revenueWebhooks: {
      production: config.production,
      disableAfterMs: config.webhookDisableAfterMs,
      concurrency: config.webhookConcurrency,
      perEndpoint: config.webhookPerEndpoint,
    },
  });
  for (const k of tandem.firstRunKeys) {
    print(`First run: created a ${k.api} ${k.mode} key (shown once, store it now):\n  ${k.key}`);
  }
  const checkpointer = startCheckpointer(tandem.db, { onError: (m) => logger.error({ component: "checkpointer" }, m) });
  const metrics = config.metrics.port === undefined ? undefined : tandem.metrics;
  metrics?.collectDefaults();
  const ready = readiness(tandem, checkpointer ? { checkpointerLastAt: () => checkpointer.lastAt() } : {});
  const http = { loggerInstance: logger, limits: config.http, trustProxy: config.trustProxy, metrics, ready };
  const desk = await buildDeskApi(tandem, {
    ...http,
    rateLimitPerMinute: config.deskRateLimitPerMinute,
    publicUrl: config.publicUrls.desk,
    widgetOrigins: config.widgetOrigins,
  });
  const revenue = await buildRevenueApi(tandem, { ...http, rateLimits: config.revenueRateLimits, publicUrl: config.publicUrls.revenue });
  const consoleApp = await buildConsoleApi(tandem, { ...http, metrics: undefined });
  tandem.desk.sender.start();
  tandem.revenue.sender.start();
  // Mails carry their own leases (several processes on one file never send one twice at once).
  tandem.desk.mailer.start();
  print(
    config.mail
      ? `E-mail to visitors: on, via ${redactSmtpUrl(config.mail.smtpUrl)} from ${config.mail.from}`
      : "E-mail to visitors: off (TANDEM_SMTP_URL is not set; no mail is queued)",
  );
  tandem.desk.jobs.start();
  tandem.jobs.start();
  const deskUrl = await desk.listen({ host: config.host, port: config.deskPort });
  const revenueUrl = await revenue.listen({ host: config.host, port: config.revenuePort });
  // Hosted payment pages link to the public URL when one is set, else to where this server listens.
  if (config.publicUrls.revenue === undefined) tandem.revenue.setPublicUrl(revenueUrl);
  const consoleUrl = await consoleApp.listen({ host: config.host, port: config.consolePort });
  let metricsServer: Server | undefined;
  let metricsUrl: string | undefined;
  if (metrics && config.metrics.port !== undefined) {
    const m = await serveMetrics(metrics, config.metrics.host, config.metrics.port);
    metricsServer = m.server;
    metricsUrl = m.url;
    print(`Metrics on ${metricsUrl}/metrics`);
  }
  print(`Support Desk API on ${deskUrl}/v1 (docs: ${deskUrl}/docs) · database ${config.dbPath}`);
  print(`Usage & Billing API on ${revenueUrl}/v1 (docs: ${revenueUrl}/docs)`);
  const listenedPort = Number(new URL(consoleUrl).port);
  // The hint names the flags that make `operators create`'s sign-in link point here.
  const where = config.publicUrls.console
    ? ` --console-public-url ${config.publicUrls.console}`
    : `${listenedPort !== DEFAULTS.consolePort ? ` --console-port ${listenedPort}` : ""}${config.host !== DEFAULTS.host ? ` --host ${config.host}` : ""}`;
  print(`Console on ${consoleUrl}/ (operators: tandem operators create --email EMAIL${where})`);
  print(
    config.widgetOrigins.length > 0
      ? `Chat widget: ${deskUrl}/widget.js · its API answers the origins ${config.widgetOrigins.join(", ")} (TANDEM_WIDGET_ORIGINS)`
      : `Chat widget: ${deskUrl}/widget.js · its API answers every origin (set TANDEM_WIDGET_ORIGINS to limit them)`,
  );
  return {
    desk,
    deskUrl,
    revenue,
    revenueUrl,
    console: consoleApp,
    consoleUrl,
    metricsUrl,
    /**
     * Stops accepting, answers every request already received, lets webhook attempts in flight
     * finish, then closes the database; after `shutdownTimeoutMs` it closes whatever is left.
     */
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), config.http.shutdownTimeoutMs);
      });
      tandem.jobs.stop();
      metricsServer?.close();
      const graceful = Promise.all([desk.close(), revenue.close(), consoleApp.close()]);
      if ((await Promise.race([graceful, deadline])) === "timeout") {
        logger.warn({ timeoutMs: config.http.shutdownTimeoutMs }, "shutdown: still busy; closing the remaining connections");
        desk.server.closeAllConnections();
        revenue.server.closeAllConnections();
        consoleApp.server.closeAllConnections();
        await Promise.race([graceful, new Promise((resolve) => setTimeout(resolve, 1000))]);
      }
      clearTimeout(timer);
      await checkpointer?.stop();
      tandem.db.close();
    },
  };
}
