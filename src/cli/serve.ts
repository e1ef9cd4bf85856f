import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { systemClock } from "../platform/clock.js";
import { type Config, ConfigError, DEFAULTS, redactSmtpUrl, SETTINGS } from "../platform/config.js";
import { startCheckpointer } from "../platform/db/checkpointer.js";
import { createConnectionBudget } from "../platform/http/connection-budget.js";
import { buildHealthApp } from "../platform/http/health-app.js";
import { serveMetrics } from "../platform/http/metrics-server.js";
import { createLogger } from "../platform/observability/logger.js";
import { buildConsoleApi, buildDeskApi, buildRevenueApi, openTandem, readiness } from "../tandem.js";
import { ListenError } from "./errors.js";
import type { InboundListener } from "../desk/mail/inbound.listener.js";

export interface Running {
  desk: FastifyInstance;
  deskUrl: string;
  revenue: FastifyInstance;
  revenueUrl: string;
  console: FastifyInstance;
  consoleUrl: string;
  /** `GET /metrics`, when TANDEM_METRICS_PORT is set. */
  metricsUrl?: string;
  /** The inbound SMTP listener's port, when TANDEM_SMTP_INBOUND_PORT is set. */
  inboundSmtpPort?: number;
  close(): Promise<void>;
}

/** A port `serve` binds, and the settings that place it. */
interface Listener {
  what: string;
  host: string;
  port: number;
  hostEnv: string;
  portEnv: string;
}

/** A failed listen as one line naming the address and the flag and variable to change; other errors as they are. */
function listenError(err: unknown, l: Listener): unknown {
  const setting = (env: string) => `--${SETTINGS.find((s) => s.env === env)?.flag} or ${env}`;
  const at = `${l.host.includes(":") ? `[${l.host}]` : l.host}:${l.port}`;
  switch ((err as NodeJS.ErrnoException | null)?.code) {
    case "EADDRINUSE":
      return new ListenError("port_in_use", `${at} (the ${l.what}'s port) is already in use: stop what holds it, or choose another port with ${setting(l.portEnv)}`);
    case "EACCES":
      return new ListenError("port_forbidden", `${at} (the ${l.what}'s port) needs a privilege this process lacks: choose a port from 1024 up with ${setting(l.portEnv)}`);
    case "EADDRNOTAVAIL":
      return new ListenError("host_unavailable", `cannot listen on ${at} (the ${l.what}): ${l.host} is no address of this machine; change it with ${setting(l.hostEnv)}`);
    default:
      return err;
  }
}

/**
 * Opens the database and starts what `config.role` runs: every API and every background job (`all`),
 * the APIs only (`api`), or the jobs only behind ports that answer GET /health and /ready (`worker`).
 * `close` stops them and closes the database.
 */
export async function serve(config: Config, print: (line: string) => void = console.log): Promise<Running> {
  if (config.role !== "all" && config.databaseUrl === undefined) {
    throw new ConfigError(
      `--role ${config.role} (TANDEM_ROLE) needs PostgreSQL (--database-url or TANDEM_DATABASE_URL): a SQLite file is one process's, so it runs only --role all; run several nodes on PostgreSQL`,
    );
  }
  const logger = await createLogger(config.logLevel, config.logFormat);
  const tandem = await openTandem(config.database, systemClock, {
    poolSize: config.databasePoolSize,
    // In its beat (the nodes table): which role each node of a deployment runs.
    role: config.role,
    // A worker serves no API: it makes no keys (the first API node, or `tandem keys create`, does).
    firstRunKeys: config.role !== "worker",
    durability: config.durability,
    log: logger,
    retention: config.retention,
    payments: { publicUrl: config.publicUrls.revenue, config: config.payments },
    console: { ...(config.publicUrls.console && { publicUrl: config.publicUrls.console }) },
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
  // The WAL checkpointer is SQLite's (only `all` runs on SQLite); PostgreSQL checkpoints itself.
  const checkpointer = tandem.db && startCheckpointer(tandem.db, { onError: (m) => logger.error({ component: "checkpointer" }, m) });
  const metrics = config.metrics.port === undefined ? undefined : tandem.metrics;
  // Every metric of this node carries its role, so one dashboard tells API nodes and workers apart.
  metrics?.registry.setDefaultLabels({ role: config.role });
  metrics?.collectDefaults();
  const ready = readiness(tandem, { role: config.role, ...(checkpointer && { checkpointerLastAt: () => checkpointer.lastAt() }) });
  // One budget of open connections for every port together (config.ts `connectionBudget`).
  const connections = createConnectionBudget(config.http.maxConnections);
  const http = { loggerInstance: logger, limits: config.http, trustProxy: config.trustProxy, metrics, ready, connections };
  const worker = config.role === "worker";
  const health = (what: string) => buildHealthApp(what, { ready, loggerInstance: logger, limits: config.http, connections });
  const desk = worker
    ? await health("Support Desk API")
    : await buildDeskApi(tandem, {
        ...http,
        rateLimitPerMinute: config.deskRateLimitPerMinute,
        publicUrl: config.publicUrls.desk,
        widgetOrigins: config.widgetOrigins,
      });
  const revenue = worker ? await health("Usage & Billing API") : await buildRevenueApi(tandem, { ...http, rateLimits: config.revenueRateLimits, publicUrl: config.publicUrls.revenue });
  const consoleApp = worker ? await health("console") : await buildConsoleApi(tandem, { ...http, metrics: undefined });

  // Every port is bound before anything runs in the background: a port that cannot be had
  // stops the start (ListenError: one line, exit 1) with no job run and nothing sent.
  let metricsServer: Server | undefined;
  let inboundSmtp: InboundListener | null = null;
  let metricsUrl: string | undefined;
  let binding: Listener = { what: "Support Desk API", host: config.host, port: config.deskPort, hostEnv: "TANDEM_HOST", portEnv: "TANDEM_DESK_PORT" };
  let deskUrl: string, revenueUrl: string, consoleUrl: string;
  try {
    deskUrl = await desk.listen({ host: config.host, port: config.deskPort });
    binding = { ...binding, what: "Usage & Billing API", port: config.revenuePort, portEnv: "TANDEM_REVENUE_PORT" };
    revenueUrl = await revenue.listen({ host: config.host, port: config.revenuePort });
    binding = { ...binding, what: "console", port: config.consolePort, portEnv: "TANDEM_CONSOLE_PORT" };
    consoleUrl = await consoleApp.listen({ host: config.host, port: config.consolePort });
    if (metrics && config.metrics.port !== undefined) {
      binding = { what: "metrics", host: config.metrics.host, port: config.metrics.port, hostEnv: "TANDEM_METRICS_HOST", portEnv: "TANDEM_METRICS_PORT" };
      const m = await serveMetrics(metrics, config.metrics.host, config.metrics.port, connections);
      metricsServer = m.server;
      metricsUrl = m.url;
    }
    // Replies by e-mail come in like requests: API nodes (and `all`) take them, workers do not.
    if (config.mail?.inbound && !worker) {
      const i = config.mail.inbound;
      binding = { what: "inbound SMTP listener", host: i.host, port: i.port, hostEnv: "TANDEM_SMTP_INBOUND_HOST", portEnv: "TANDEM_SMTP_INBOUND_PORT" };
      inboundSmtp = await tandem.desk.listenInbound();
    }
  } catch (err) {
    metricsServer?.close();
    await Promise.allSettled([desk.close(), revenue.close(), consoleApp.close()]);
    await checkpointer?.stop();
    await tandem.close();
    throw listenError(err, binding);
  }
  // Hosted payment pages link to the public URL when one is set, else to where this server listens
  // (a worker's port serves no page: set TANDEM_REVENUE_PUBLIC_URL where workers mail such links).
  if (config.publicUrls.revenue === undefined && !worker) tandem.revenue.setPublicUrl(revenueUrl);
  if (config.role !== "api") {
    tandem.desk.sender.start();
    tandem.revenue.sender.start();
    // Mails carry their own leases (several processes on one database never send one twice at once).
    tandem.desk.mailer.start();
    tandem.desk.jobs.start();
    tandem.jobs.start();
  }

  print(
    config.mail
      ? `E-mail to visitors: on, via ${redactSmtpUrl(config.mail.smtpUrl)} from ${config.mail.from}`
      : "E-mail to visitors: off (TANDEM_SMTP_URL is not set; no mail is queued)",
  );
  if (inboundSmtp && config.mail?.inbound) {
    const [local, domain] = [config.mail.inbound.address.slice(0, config.mail.inbound.address.lastIndexOf("@")), config.mail.inbound.address.slice(config.mail.inbound.address.lastIndexOf("@") + 1)];
    print(`Replies by e-mail: SMTP on ${config.mail.inbound.host}:${inboundSmtp.port} for ${local}+c_…@${domain} (TANDEM_SMTP_INBOUND_PORT)`);
  }
  const c = config.connections;
  print(
    `Connections: at most ${c.max} open at once, every port together (file limit ${c.fileLimit}, ${c.reserved} kept for the database, webhooks and mail; TANDEM_MAX_CONNECTIONS)` +
      (c.loweredFrom === undefined ? "" : ` · TANDEM_MAX_CONNECTIONS=${c.loweredFrom} is more than the file limit leaves (raise it: ulimit -n)`),
  );
  if (metricsUrl) print(`Metrics on ${metricsUrl}/metrics`);
  if (worker) {
    print(
      `Worker on ${deskUrl} · ${revenueUrl} · ${consoleUrl} (GET /health, GET /ready; runs the webhook and mail senders and every job; the APIs run on api nodes) · database ${config.databaseName}`,
    );
  } else {
    if (config.role === "api") print("Role api: serving the APIs only; workers (--role worker) send webhooks and mail and run the jobs");
    print(`Support Desk API on ${deskUrl}/v1 (docs: ${deskUrl}/docs) · database ${config.databaseName}`);
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
  }
  return {
    desk,
    deskUrl,
    revenue,
    revenueUrl,
    console: consoleApp,
    consoleUrl,
    metricsUrl,
    ...(inboundSmtp && { inboundSmtpPort: inboundSmtp.port }),
    /**
     * Answers the connections the kernel already accepted (connection-budget.ts `drain`), stops
     * accepting, answers every request already received, lets webhook attempts in flight
     * finish, then closes the database; after `shutdownTimeoutMs` it closes whatever is left.
     */
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), config.http.shutdownTimeoutMs);
      });
      tandem.jobs.stop();
      await connections.drain();
      metricsServer?.close();
      // Stops taking mail first: a mail still in its session is answered (or cut after 5 s; the sender retries).
      await inboundSmtp?.close();
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
      await tandem.close();
    },
  };
}
