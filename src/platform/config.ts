import { readFileSync } from "node:fs";
import { LOG_LEVELS, type LogFormat, type LogLevel } from "./observability/logger.js";

/**
 * Configuration, resolved once at the entry point from flags and the
 * environment into a frozen object that is passed down. Every value is
 * validated here: a bad one stops the start with a message naming it
 * (`ConfigError`, which the CLI prints as one line and exits 2).
 */
export interface Config {
  /** The SQLite file (`--db`, TANDEM_DB): the store unless `databaseUrl` is set. */
  readonly dbPath: string;
  /** A PostgreSQL URL (`--database-url`, TANDEM_DATABASE_URL): the store is that database instead of a SQLite file. */
  readonly databaseUrl: string | undefined;
  /** What the store opens: `databaseUrl` when set, else `dbPath` (openTandem tells them apart). */
  readonly database: string;
  /** The database as messages name it (a URL without its password). */
  readonly databaseName: string;
  /** Most connections to PostgreSQL this process opens (TANDEM_DATABASE_POOL; TANDEM_DATABASE_POOL_SIZE is its alias). */
  readonly databasePoolSize: number;
  /**
   * What `serve` runs (TANDEM_ROLE): `all` the APIs and every background job (one process), `api` the
   * APIs only (no sender, mailer or job), `worker` the jobs only (its ports answer GET /health and /ready).
   */
  readonly role: Role;
  readonly host: string;
  readonly deskPort: number;
  readonly revenuePort: number;
  /** The console (operators' web app and its API). */
  readonly consolePort: number;
  /** `production` turns on the strict rules (e.g. webhook URL safety). */
  readonly production: boolean;
  readonly logLevel: LogLevel;
  readonly logFormat: LogFormat;
  /** Desk API requests per minute per key. */
  readonly deskRateLimitPerMinute: number;
  /** Usage & Billing API requests per second per key: metering operations (`usage`) and the rest. */
  readonly revenueRateLimits: { readonly usage: number; readonly default: number };
  /**
   * When an answer to a write may leave: `disk` once the change is on the disk (survives a power
   * cut; each answer waits for a WAL fdatasync, shared by all answers waiting at once), `os` once
   * it is committed to the operating system (survives a crash of Tandem, not of the machine).
   */
  readonly durability: DurabilityMode;
  /** Connection and request limits of each API's HTTP server (`maxConnections`: the process's one budget). */
  readonly http: HttpLimits;
  /** How the connection budget (`http.maxConnections`) was set, for the start-up line. */
  readonly connections: ConnectionBudgetPlan;
  /** fastify's `trustProxy`: false, true, a hop count or addresses/CIDRs of the proxies (then `request.ip` is the client's). */
  readonly trustProxy: boolean | number | string[];
  /** A webhook endpoint failing every attempt for this long is disabled (`TANDEM_WEBHOOK_DISABLE_AFTER_DAYS`, default 5). */
  readonly webhookDisableAfterMs: number;
  /** Webhook attempts in flight at once, and per endpoint. */
  readonly webhookConcurrency: number;
  readonly webhookPerEndpoint: number;
  /** How long finished rows are kept (ms); see README "Retention". */
  readonly retention: Retention;
  /** `/metrics` on its own address; undefined port = off. */
  readonly metrics: { readonly host: string; readonly port: number | undefined };
  /** The public base URL of each API (behind a proxy), shown in `/docs`; else the address asked for. */
  readonly publicUrls: { readonly desk?: string; readonly revenue?: string; readonly console?: string };
  /** E-mail to visitors; null when `TANDEM_SMTP_URL` is not set (then no mail is queued). */
  readonly mail: MailConfig | null;
  /** Origins allowed to call the chat widget's routes (`TANDEM_WIDGET_ORIGINS`, comma-separated); empty = every origin. */
  readonly widgetOrigins: readonly string[];
  /** New anonymous or unverified widget visitors per workspace mode and minute (`TANDEM_WIDGET_NEW_VISITORS_PER_MINUTE`). */
  readonly widgetNewVisitorsPerMinute: number;
  /** Payment providers (see the README's "Taking payments"). */
  readonly payments: PaymentsConfig;
}

/** Stripe keys per mode (a mode without a key: the sandbox in test mode, no provider in live mode). */
export interface PaymentsConfig {
  readonly stripe: { readonly test?: StripeKeys; readonly live?: StripeKeys };
  /** A stand-in for https://api.stripe.com (tests, local proxies). */
  readonly stripeApiBase?: string;
  /** Every sandbox provider call waits this long first. */
  readonly sandboxLatencyMs: number;
}
export interface StripeKeys {
  readonly secretKey: string;
  readonly webhookSecret?: string;
}

/** SMTP settings of the e-mail to visitors (see the README's "E-mail" section). */
export interface MailConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (`TANDEM_SMTP_URL`). */
  readonly smtpUrl: string;
  /** The From address, `support@example.com` or `Acme Support <support@example.com>` (`TANDEM_SMTP_FROM`). */
  readonly from: string;
  /** Optional Reply-To address (`TANDEM_SMTP_REPLY_TO`). */
  readonly replyTo?: string;
  /** Where visitors open the widget; mails link to `<url>?tandem_conversation=<id>` (`TANDEM_WIDGET_URL`). */
  readonly widgetUrl?: string;
  /** A visitor seen in the widget this recently gets no mail for a conversation reply (`TANDEM_MAIL_ONLINE_SECONDS`, 0 = always mail). */
  readonly onlineWindowMs: number;
  /** Inbound e-mail (visitors' replies); absent when `TANDEM_SMTP_INBOUND_PORT` is not set. */
  readonly inbound?: InboundMailConfig;
}

/** The inbound SMTP listener (see the README's "E-mail", "Replies by e-mail"). */
export interface InboundMailConfig {
  /** `TANDEM_SMTP_INBOUND_HOST`, default `TANDEM_HOST`. */
  readonly host: string;
  /** `TANDEM_SMTP_INBOUND_PORT` (0: any free port). */
  readonly port: number;
  /**
   * The base reply address `local@domain` (`TANDEM_SMTP_INBOUND_ADDRESS`, default the address of
   * `TANDEM_SMTP_REPLY_TO`, else of `TANDEM_SMTP_FROM`): conversation mails carry
   * `Reply-To: <local>+c_<id>.<mac>@<domain>`, and the listener takes mail for that domain only.
   */
  readonly address: string;
}

export interface Retention {
  /** Finished webhook deliveries and their attempts. */
  readonly webhookDeliveriesMs: number;
  /** Desk events (the events API and webhook bodies). */
  readonly deskEventsMs: number;
  /** Raw usage events (`events.list`, `events.aggregate`). */
  readonly usageEventsMs: number;
}

export type DurabilityMode = "disk" | "os";

/** What one client may hold of a server, so that no client (or stalled socket) locks the others out. */
export interface HttpLimits {
  /** A request's headers must arrive within this (ms). */
  readonly headersTimeoutMs: number;
  /** A whole request, body included, must arrive within this (ms). */
  readonly requestTimeoutMs: number;
  /**
   * Open connections of the whole process, every port together (the connection budget, see
   * `connectionBudget`); at the budget a new connection first closes an idle keep-alive one.
   */
  readonly maxConnections: number;
  /** Open connections per client address and API; 0 = no limit (set 0 behind a proxy that is the only client). */
  readonly maxConnectionsPerClient: number;
  /** Requests with a missing or unknown key per client address and minute, before 429. */
  readonly authFailuresPerMinute: number;
  /** How long a shutdown waits for requests in flight and webhook attempts before closing anyway (ms). */
  readonly shutdownTimeoutMs: number;
  /** Largest request body (bytes). */
  readonly bodyLimitBytes: number;
}

/** A bad setting: the CLI prints the message as one line and exits 2. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The process's limit of open files (`ulimit -n`), or null where it cannot be read. */
export function readFileLimit(limitsFile = "/proc/self/limits"): number | null {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(readFileSync(limitsFile, "utf8"));
    if (m) return Number(m[1]);
  } catch {}
  return null;
}

/** Descriptors a connection never gets, besides the webhook senders': see `connectionBudget`. */
export const RESERVED_DESCRIPTORS = { process: 128, smtp: 8 } as const;
/** The default budget never exceeds this (memory: each open connection holds buffers). */
export const MAX_DEFAULT_CONNECTIONS = 30_000;
/** The file limit assumed where it cannot be read. */
const UNKNOWN_FILE_LIMIT = 1024;

/** How the connection budget was set: the budget, the file limit, the descriptors kept out of it. */
export interface ConnectionBudgetPlan {
  /** Open connections of the whole process, every port together. */
  readonly max: number;
  readonly fileLimit: number;
  /** Descriptors kept for the database, logs, webhooks and mail. */
  readonly reserved: number;
  /** `TANDEM_MAX_CONNECTIONS` asked for more than the file limit leaves; `max` is what it leaves. */
  readonly loweredFrom?: number;
}

/**
 * One connection budget for the whole process (desk, billing, console and
 * metrics ports together): the file limit less what the rest of the process
 * needs: 128 descriptors for Node itself, SQLite's database, WAL and
 * shared-memory files and the checkpointer's connection, the logs, the
 * listeners and calls to Stripe; 8 for the mailer's SMTP connections (it opens
 * at most 4); and the attempts in flight of both webhook senders (desk and
 * billing, `webhookConcurrency` each). By default at most 30,000, at least 16.
 * A `requested` budget (TANDEM_MAX_CONNECTIONS) is used as given up to what
 * the file limit leaves.
 */
export function connectionBudget(fileLimit: number | null, webhookConcurrency: number, requested?: number): ConnectionBudgetPlan {
  const limit = fileLimit ?? UNKNOWN_FILE_LIMIT;
  const reserved = RESERVED_DESCRIPTORS.process + RESERVED_DESCRIPTORS.smtp + 2 * webhookConcurrency;
  const room = Math.max(16, limit - reserved);
  if (requested === undefined) return Object.freeze({ max: Math.min(MAX_DEFAULT_CONNECTIONS, room), fileLimit: limit, reserved });
  return Object.freeze({ max: Math.min(requested, room), fileLimit: limit, reserved, ...(requested > room && { loweredFrom: requested }) });
}

export const DEFAULTS = {
  dbPath: "./data/tandem.db",
  host: "127.0.0.1",
  deskPort: 4000,
  revenuePort: 4100,
  consolePort: 4200,
  logLevel: "info",
  logFormat: "json",
  deskRateLimitPerMinute: 600,
  revenueRateLimitUsagePerSecond: 2000,
  revenueRateLimitPerSecond: 100,
  durability: "disk",
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnectionsPerClient: 256,
  authFailuresPerMinute: 120,
  shutdownTimeoutMs: 10_000,
  bodyLimitBytes: 1024 * 1024,
  webhookDisableAfterDays: 5,
  webhookConcurrency: 32,
  webhookPerEndpoint: 4,
  retainWebhookDeliveriesDays: 30,
  retainDeskEventsDays: 30,
  // events.aggregate's longest range is `3bc` (the current billing cycle and the two before): with
  // yearly plans, up to 3 years. 1,100 days covers it with a margin.
  retainUsageEventsDays: 1100,
  metricsHost: "127.0.0.1",
  mailOnlineSeconds: 60,
  widgetNewVisitorsPerMinute: 600,
} as const;

/** One setting: its environment variable, its flag (of `serve`; `--db` of every command), default and meaning. */
export interface Setting {
  env: string;
  flag: string;
  default: string;
  help: string;
}

/** Every setting, in the order `--help` and the README list them. */
export const SETTINGS: readonly Setting[] = [
  { env: "TANDEM_DB", flag: "db", default: DEFAULTS.dbPath, help: "SQLite file (serve and keys create create it with its folder; read-only commands need it to exist)." },
  {
    env: "TANDEM_DATABASE_URL",
    flag: "database-url",
    default: "",
    help: "PostgreSQL instead of the SQLite file: postgres://user:password@host:5432/db (its sslmode honoured). Giving it and --db/TANDEM_DB is an error.",
  },
  { env: "TANDEM_DATABASE_POOL", flag: "database-pool", default: "10", help: "Most connections to PostgreSQL this process opens (1–1000)." },
  { env: "TANDEM_DATABASE_POOL_SIZE", flag: "database-pool-size", default: "—", help: "Alias of TANDEM_DATABASE_POOL (its first name); both set to different values is an error." },
  {
    env: "TANDEM_ROLE",
    flag: "role",
    default: "all",
    help: "What serve runs: all (the APIs and every job, one process), api (the APIs, no background job) or worker (every job; its ports answer only GET /health and /ready). api and worker need PostgreSQL.",
  },
  { env: "TANDEM_HOST", flag: "host", default: DEFAULTS.host, help: "Address the APIs listen on (0.0.0.0 to expose)." },
  { env: "TANDEM_DESK_PORT", flag: "desk-port", default: String(DEFAULTS.deskPort), help: "Desk API port." },
  { env: "TANDEM_REVENUE_PORT", flag: "revenue-port", default: String(DEFAULTS.revenuePort), help: "Usage & Billing API port." },
  { env: "TANDEM_CONSOLE_PORT", flag: "console-port", default: String(DEFAULTS.consolePort), help: "The console's port (operators' web app and its API)." },
  { env: "TANDEM_LOG_LEVEL", flag: "log-level", default: DEFAULTS.logLevel, help: `Log level: ${LOG_LEVELS.join(", ")}.` },
  { env: "TANDEM_LOG_FORMAT", flag: "log-format", default: DEFAULTS.logFormat, help: "json (one JSON object a line) or pretty (for a human)." },
  { env: "TANDEM_DURABILITY", flag: "durability", default: DEFAULTS.durability, help: "disk: answers to writes wait for a WAL fdatasync; os: they leave at the commit." },
  { env: "TANDEM_DESK_RATE_LIMIT_PER_MINUTE", flag: "desk-rate-limit-per-minute", default: String(DEFAULTS.deskRateLimitPerMinute), help: "Desk API requests per key and minute." },
  { env: "TANDEM_REVENUE_RATE_LIMIT_PER_SECOND", flag: "revenue-rate-limit-per-second", default: String(DEFAULTS.revenueRateLimitPerSecond), help: "Usage & Billing requests per key and second (other than metering)." },
  { env: "TANDEM_REVENUE_USAGE_RATE_LIMIT_PER_SECOND", flag: "revenue-usage-rate-limit-per-second", default: String(DEFAULTS.revenueRateLimitUsagePerSecond), help: "Metering requests (check, track, …) per key and second." },
  { env: "TANDEM_BODY_LIMIT_BYTES", flag: "body-limit-bytes", default: String(DEFAULTS.bodyLimitBytes), help: "Largest request body (1,024 – 104,857,600); larger is 413." },
  { env: "TANDEM_HEADERS_TIMEOUT_MS", flag: "headers-timeout-ms", default: String(DEFAULTS.headersTimeoutMs), help: "A request's headers must arrive within this (1,000 – the request timeout)." },
  { env: "TANDEM_REQUEST_TIMEOUT_MS", flag: "request-timeout-ms", default: String(DEFAULTS.requestTimeoutMs), help: "A whole request must arrive within this (1,000 – 3,600,000)." },
  { env: "TANDEM_MAX_CONNECTIONS", flag: "max-connections", default: "file limit − (136 + 2 × webhook concurrency), at most 30,000", help: "Open connections of the whole process, every port together (one budget); at most what the file limit leaves." },
  { env: "TANDEM_MAX_CONNECTIONS_PER_CLIENT", flag: "max-connections-per-client", default: String(DEFAULTS.maxConnectionsPerClient), help: "Open connections per client address and API (0 = no limit)." },
  { env: "TANDEM_AUTH_FAILURES_PER_MINUTE", flag: "auth-failures-per-minute", default: String(DEFAULTS.authFailuresPerMinute), help: "Requests with a bad key per address and minute before 429." },
  { env: "TANDEM_SHUTDOWN_TIMEOUT_MS", flag: "shutdown-timeout-ms", default: String(DEFAULTS.shutdownTimeoutMs), help: "How long a stop waits for requests and webhook attempts in flight." },
  { env: "TANDEM_TRUST_PROXY", flag: "trust-proxy", default: "false", help: "Behind a reverse proxy: true, a hop count, or comma-separated proxy addresses/CIDRs (request.ip is then the client's)." },
  { env: "TANDEM_WEBHOOK_DISABLE_AFTER_DAYS", flag: "webhook-disable-after-days", default: String(DEFAULTS.webhookDisableAfterDays), help: "An endpoint failing every attempt this long is disabled (over 0, at most 365)." },
  { env: "TANDEM_WEBHOOK_CONCURRENCY", flag: "webhook-concurrency", default: String(DEFAULTS.webhookConcurrency), help: "Webhook attempts in flight at once (1 – 1,000)." },
  { env: "TANDEM_WEBHOOK_PER_ENDPOINT", flag: "webhook-per-endpoint", default: String(DEFAULTS.webhookPerEndpoint), help: "Webhook attempts in flight per endpoint (1 – the concurrency)." },
  { env: "TANDEM_RETAIN_WEBHOOK_DELIVERIES_DAYS", flag: "retain-webhook-deliveries-days", default: String(DEFAULTS.retainWebhookDeliveriesDays), help: "Finished webhook deliveries and their attempts are deleted after this (1 – 3,650)." },
  { env: "TANDEM_RETAIN_DESK_EVENTS_DAYS", flag: "retain-desk-events-days", default: String(DEFAULTS.retainDeskEventsDays), help: "Desk events (events API) are deleted after this, once no delivery needs them (30 – 3,650)." },
  { env: "TANDEM_RETAIN_USAGE_EVENTS_DAYS", flag: "retain-usage-events-days", default: String(DEFAULTS.retainUsageEventsDays), help: "Raw usage events are deleted after this (90 – 36,500; events.aggregate's 3bc needs up to 3 years with yearly plans)." },
  { env: "TANDEM_METRICS_PORT", flag: "metrics-port", default: "off", help: "Serve GET /metrics (Prometheus) on this port; not on the API ports." },
  { env: "TANDEM_METRICS_HOST", flag: "metrics-host", default: DEFAULTS.metricsHost, help: "Address of the metrics port." },
  { env: "TANDEM_CONSOLE_PUBLIC_URL", flag: "console-public-url", default: "—", help: "The console's public base URL behind a proxy (used in the sign-in links `tandem operators create` prints)." },
  { env: "TANDEM_DESK_PUBLIC_URL", flag: "desk-public-url", default: "—", help: "The Desk API's public base URL behind a proxy (shown in /docs)." },
  { env: "TANDEM_REVENUE_PUBLIC_URL", flag: "revenue-public-url", default: "—", help: "The Usage & Billing API's public base URL behind a proxy." },
  { env: "TANDEM_SMTP_URL", flag: "smtp-url", default: "— (no mail)", help: "E-mail to visitors: smtp://user:pass@host:587 or smtps://…:465 (with TANDEM_SMTP_FROM)." },
  { env: "TANDEM_SMTP_FROM", flag: "smtp-from", default: "—", help: "The From address of mails to visitors: support@example.com or Name <support@example.com>." },
  { env: "TANDEM_SMTP_REPLY_TO", flag: "smtp-reply-to", default: "—", help: "Optional Reply-To address of mails to visitors." },
  { env: "TANDEM_WIDGET_URL", flag: "widget-url", default: "—", help: "Where visitors open the chat widget: mails link back to it." },
  { env: "TANDEM_MAIL_ONLINE_SECONDS", flag: "mail-online-seconds", default: String(DEFAULTS.mailOnlineSeconds), help: "A visitor seen in the widget this recently gets no mail for a reply (0 = always mail)." },
  { env: "TANDEM_SMTP_INBOUND_PORT", flag: "smtp-inbound-port", default: "off", help: "Receive visitors' e-mail replies: an SMTP listener (no auth, MX-style) on this port (needs TANDEM_SMTP_URL)." },
  { env: "TANDEM_SMTP_INBOUND_HOST", flag: "smtp-inbound-host", default: "TANDEM_HOST", help: "Address of the inbound SMTP listener." },
  { env: "TANDEM_SMTP_INBOUND_ADDRESS", flag: "smtp-inbound-address", default: "the Reply-To, else the From address", help: "Base reply address local@domain (local part at most 16 characters, no +): replies go to local+c_<id>.<mac>@domain." },
  { env: "TANDEM_WIDGET_ORIGINS", flag: "widget-origins", default: "— (every origin)", help: "Comma-separated origins allowed to call the chat widget's routes." },
  { env: "TANDEM_WIDGET_NEW_VISITORS_PER_MINUTE", flag: "widget-new-visitors-per-minute", default: String(DEFAULTS.widgetNewVisitorsPerMinute), help: "New anonymous or unverified widget visitors per workspace mode and minute (1 – 1,000,000); more are 429 too_many_new_visitors." },
  { env: "TANDEM_STRIPE_SECRET_KEY_TEST", flag: "stripe-secret-key-test", default: "— (the built-in sandbox)", help: "Stripe secret key (sk_test_…) for test mode; without it test mode takes payments with the sandbox." },
  { env: "TANDEM_STRIPE_SECRET_KEY_LIVE", flag: "stripe-secret-key-live", default: "— (no payments)", help: "Stripe secret key (sk_live_… or rk_live_…) for live mode; without it paid changes in live mode answer 400 stripe_not_connected." },
  { env: "TANDEM_STRIPE_WEBHOOK_SECRET_TEST", flag: "stripe-webhook-secret-test", default: "—", help: "Signing secret (whsec_…) of the test-mode endpoint POST /webhooks/stripe." },
  { env: "TANDEM_STRIPE_WEBHOOK_SECRET_LIVE", flag: "stripe-webhook-secret-live", default: "—", help: "Signing secret (whsec_…) of the live-mode endpoint POST /webhooks/stripe." },
  { env: "TANDEM_STRIPE_API_BASE", flag: "stripe-api-base", default: "https://api.stripe.com", help: "Where the Stripe client sends requests (a local stand-in in tests)." },
  { env: "TANDEM_SANDBOX_LATENCY_MS", flag: "sandbox-latency-ms", default: "0", help: "Every call to the test-mode sandbox provider waits this long (0 – 60,000), to hold a charge in flight." },
  { env: "NODE_ENV", flag: "", default: "—", help: "production: webhook URLs must be https and public." },
];

/** What a `serve` process runs (README, "Running on several machines"). */
export const ROLES = ["all", "api", "worker"] as const;
export type Role = (typeof ROLES)[number];

/** TANDEM_DATABASE_POOL, or its alias TANDEM_DATABASE_POOL_SIZE; both given and different is an error naming both. */
function poolSize(get: (envName: string) => [string, string | undefined]): number {
  const [name, value] = get("TANDEM_DATABASE_POOL");
  const [aliasName, alias] = get("TANDEM_DATABASE_POOL_SIZE");
  const given = (v: string | undefined) => v !== undefined && v !== "";
  if (given(value) && given(alias) && value !== alias) {
    throw new ConfigError(`${name}=${value} and ${aliasName}=${alias} disagree: ${aliasName} is the old name of ${name}, set one`);
  }
  return given(value) ? int(name, value, 10, 1, 1000) : int(aliasName, alias, 10, 1, 1000);
}

/** Flag values by flag name (`desk-port`); a flag wins over its environment variable. */
export type ConfigFlags = Partial<Record<string, string>>;

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === "") return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name} must be ${allowed.map((a) => `"${a}"`).join(" or ")}, got "${value}"`);
}

function days(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === "") return fallback * 86_400_000;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n <= 0 || n > max) throw new ConfigError(`${name} must be a number of days (${min > 0 ? `at least ${min}` : "over 0"}, at most ${max}), got "${value}"`);
  return Math.round(n * 86_400_000);
}

function port(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new ConfigError(`${name} must be a port number (0–65535), got "${value}"`);
  return n;
}

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

function url(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  let u: URL | undefined;
  try {
    u = new URL(value);
  } catch {}
  if (!u || (u.protocol !== "http:" && u.protocol !== "https:")) throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, "");
}

function trustProxy(name: string, value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return int(name, value, 0, 1, 100);
  const list = value.split(",").map((s) => s.trim()).filter(Boolean);
  const bad = list.find((a) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a) && !["loopback", "linklocal", "uniquelocal"].includes(a));
  if (bad !== undefined || list.length === 0) throw new ConfigError(`${name} must be true, false, a hop count or comma-separated addresses/CIDRs, got "${value}"`);
  return list;
}

/** `local@domain`, or `Display Name <local@domain>` (one address, no list). */
const ADDRESS = /^(?:[^<>\r\n,]*<[^\s<>@,]+@[^\s<>@,]+\.[^\s<>@,]+>|[^\s<>@,"]+@[^\s<>@,]+\.[^\s<>@,]+)$/;

function address(name: string, raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (value === undefined || value === "") return undefined;
  if (!ADDRESS.test(value)) throw new ConfigError(`${name} must be one e-mail address, e.g. "support@example.com" or "Acme Support <support@example.com>", got "${value}"`);
  return value;
}

/** The SMTP URL with its password hidden, for logs and messages. */
export const redactSmtpUrl = (value: string): string => value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)[^@/]*@/i, "$1***@");

/** The bare `local@domain` of `Name <local@domain>` or `local@domain`. */
const bareAddress = (value: string): string => /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;

function inbound(get: (envName: string) => [string, string | undefined], host: string, fallback: string | undefined): InboundMailConfig | undefined {
  const [portName, portValue] = get("TANDEM_SMTP_INBOUND_PORT");
  const named = address(...get("TANDEM_SMTP_INBOUND_ADDRESS"));
  if (portValue === undefined || portValue === "" || portValue === "off") {
    if (named !== undefined) throw new ConfigError("TANDEM_SMTP_INBOUND_ADDRESS is set but TANDEM_SMTP_INBOUND_PORT is not: set the port to receive replies");
    return undefined;
  }
  const p = port(portName, portValue, 0);
  if (fallback === undefined) throw new ConfigError(`${portName} is set but TANDEM_SMTP_URL is not: replies come to mails Tandem sends, so set both, or neither`);
  const [addrName] = get("TANDEM_SMTP_INBOUND_ADDRESS");
  const base = bareAddress(named ?? fallback);
  const local = base.slice(0, base.lastIndexOf("@"));
  if (local.length > 16 || local.includes("+")) {
    throw new ConfigError(`${named === undefined ? "The reply address (from TANDEM_SMTP_REPLY_TO or TANDEM_SMTP_FROM)" : addrName} must have a local part of at most 16 characters without "+" (replies go to <local>+c_<id>.<mac>@domain), got "${base}"; set TANDEM_SMTP_INBOUND_ADDRESS`);
  }
  return Object.freeze({ host: get("TANDEM_SMTP_INBOUND_HOST")[1] || host, port: p, address: base });
}

function mail(get: (envName: string) => [string, string | undefined], host: string): MailConfig | null {
  const smtpUrl = get("TANDEM_SMTP_URL")[1]?.trim();
  const from = address(...get("TANDEM_SMTP_FROM"));
  // Validated even when mail is off, so a typo shows at the first start.
  const replyTo = address(...get("TANDEM_SMTP_REPLY_TO"));
  const widgetUrl = url(...get("TANDEM_WIDGET_URL"));
  const onlineWindowMs = int(...get("TANDEM_MAIL_ONLINE_SECONDS"), DEFAULTS.mailOnlineSeconds, 0, 86_400) * 1000;
  if (smtpUrl === undefined || smtpUrl === "") {
    if (from !== undefined) throw new ConfigError("TANDEM_SMTP_FROM is set but TANDEM_SMTP_URL is not: set both to send e-mail, or neither");
    inbound(get, host, undefined);
    return null;
  }
  let u: URL;
  try {
    u = new URL(smtpUrl);
  } catch {
    throw new ConfigError(`TANDEM_SMTP_URL must be an smtp:// or smtps:// URL, got "${redactSmtpUrl(smtpUrl)}"`);
  }
  if ((u.protocol !== "smtp:" && u.protocol !== "smtps:") || u.hostname === "") {
    throw new ConfigError(`TANDEM_SMTP_URL must be an smtp:// or smtps:// URL with a host, got "${redactSmtpUrl(smtpUrl)}"`);
  }
  if (from === undefined) throw new ConfigError("TANDEM_SMTP_URL is set but TANDEM_SMTP_FROM is not: mail needs a From address");
  const replies = inbound(get, host, replyTo ?? from);
  return Object.freeze({
    smtpUrl,
    from,
    ...(replyTo === undefined ? {} : { replyTo }),
    ...(widgetUrl === undefined ? {} : { widgetUrl }),
    onlineWindowMs,
    ...(replies === undefined ? {} : { inbound: replies }),
  });
}

/** `https://shop.example, http://localhost:3000` → each an origin (scheme, host, port; no path). */
export function origins(value: string | undefined, name: string): readonly string[] {
  const list = (value ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
  return Object.freeze(
    list.map((o) => {
      let u: URL | undefined;
      try {
        u = new URL(o);
      } catch {}
      if (!u || (u.protocol !== "http:" && u.protocol !== "https:") || u.origin !== o.replace(/\/$/, "")) {
        throw new ConfigError(`${name} must list origins such as https://shop.example (scheme, host, optional port; no path), got "${o}"`);
      }
      return u.origin;
    }),
  );
}

function stripeKeys(get: (envName: string) => [string, string | undefined], mode: "TEST" | "LIVE"): StripeKeys | undefined {
  const [keyName, key] = get(`TANDEM_STRIPE_SECRET_KEY_${mode}`);
  const [hookName, hook] = get(`TANDEM_STRIPE_WEBHOOK_SECRET_${mode}`);
  const prefixes = mode === "TEST" ? ["sk_test_", "rk_test_"] : ["sk_live_", "rk_live_"];
  if (key === undefined || key === "") {
    if (hook) throw new ConfigError(`${hookName} is set but ${keyName} is not: set both, or neither`);
    return undefined;
  }
  if (!prefixes.some((p) => key.startsWith(p))) throw new ConfigError(`${keyName} must start with ${prefixes.join(" or ")}`);
  if (hook !== undefined && hook !== "" && !hook.startsWith("whsec_")) throw new ConfigError(`${hookName} must start with whsec_`);
  return Object.freeze({ secretKey: key, ...(hook ? { webhookSecret: hook } : {}) });
}

function payments(get: (envName: string) => [string, string | undefined]): PaymentsConfig {
  const test = stripeKeys(get, "TEST");
  const live = stripeKeys(get, "LIVE");
  const apiBase = url(...get("TANDEM_STRIPE_API_BASE"));
  return Object.freeze({
    stripe: Object.freeze({ ...(test && { test }), ...(live && { live }) }),
    ...(apiBase !== undefined && { stripeApiBase: apiBase }),
    sandboxLatencyMs: int(...get("TANDEM_SANDBOX_LATENCY_MS"), 0, 0, 60_000),
  });
}

/**
 * The store: a PostgreSQL URL (`--database-url`/TANDEM_DATABASE_URL) or the SQLite file
 * (`--db`/TANDEM_DB); both given is an error naming both.
 */
function databaseOf([dbName, dbPath]: [string, string | undefined], [urlName, url]: [string, string | undefined]) {
  const path = dbPath || DEFAULTS.dbPath;
  if (!url) return { dbPath: path, databaseUrl: undefined, database: path, databaseName: path };
  if (dbPath) throw new ConfigError(`${urlName} and ${dbName} are both set: Tandem runs on PostgreSQL (${urlName}) or on a SQLite file (${dbName}), give one`);
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ConfigError(`${urlName} must be a URL like postgres://user:password@host:5432/db`);
  }
  if (u.protocol !== "postgres:" && u.protocol !== "postgresql:") {
    throw new ConfigError(`${urlName} must be a postgres:// or postgresql:// URL (got ${u.protocol}//…)`);
  }
  if (u.password) u.password = "***";
  return { dbPath: path, databaseUrl: url, database: url, databaseName: u.toString() };
}

/** `fileLimit`: the process's open-file limit (read from /proc by default; tests pass one). */
export function resolveConfig(flags: ConfigFlags = {}, env: NodeJS.ProcessEnv = process.env, fileLimit: number | null = readFileLimit()): Config {
  /** The flag's value, else the variable's; the name to blame is the one given. */
  const get = (envName: string): [string, string | undefined] => {
    const s = SETTINGS.find((x) => x.env === envName)!;
    const f = s.flag ? flags[s.flag] : undefined;
    return f !== undefined ? [`--${s.flag}`, f] : [envName, env[envName]];
  };
  const n = (envName: string, fallback: number, min: number, max: number) => int(...get(envName), fallback, min, max);
  const requestTimeoutMs = n("TANDEM_REQUEST_TIMEOUT_MS", DEFAULTS.requestTimeoutMs, 1000, 3_600_000);
  const headersTimeoutMs = n("TANDEM_HEADERS_TIMEOUT_MS", Math.min(DEFAULTS.headersTimeoutMs, requestTimeoutMs), 1000, requestTimeoutMs);
  const webhookConcurrency = n("TANDEM_WEBHOOK_CONCURRENCY", DEFAULTS.webhookConcurrency, 1, 1000);
  const metricsPort = get("TANDEM_METRICS_PORT");
  const requestedConnections = get("TANDEM_MAX_CONNECTIONS")[1];
  const connections = connectionBudget(
    fileLimit,
    webhookConcurrency,
    requestedConnections === undefined || requestedConnections === "" ? undefined : n("TANDEM_MAX_CONNECTIONS", 0, 1, 1_000_000),
  );
  const host = get("TANDEM_HOST")[1] || DEFAULTS.host;
  const db = databaseOf(get("TANDEM_DB"), get("TANDEM_DATABASE_URL"));
  return Object.freeze({
    ...db,
    databasePoolSize: poolSize(get),
    role: oneOf(...get("TANDEM_ROLE"), ROLES, "all"),
    host,
    deskPort: port(...get("TANDEM_DESK_PORT"), DEFAULTS.deskPort),
    revenuePort: port(...get("TANDEM_REVENUE_PORT"), DEFAULTS.revenuePort),
    consolePort: port(...get("TANDEM_CONSOLE_PORT"), DEFAULTS.consolePort),
    production: env.NODE_ENV === "production",
    logLevel: oneOf(...get("TANDEM_LOG_LEVEL"), LOG_LEVELS, DEFAULTS.logLevel),
    logFormat: oneOf(...get("TANDEM_LOG_FORMAT"), ["json", "pretty"] as const, DEFAULTS.logFormat),
    deskRateLimitPerMinute: n("TANDEM_DESK_RATE_LIMIT_PER_MINUTE", DEFAULTS.deskRateLimitPerMinute, 1, 10_000_000),
    revenueRateLimits: Object.freeze({
      usage: n("TANDEM_REVENUE_USAGE_RATE_LIMIT_PER_SECOND", DEFAULTS.revenueRateLimitUsagePerSecond, 1, 10_000_000),
      default: n("TANDEM_REVENUE_RATE_LIMIT_PER_SECOND", DEFAULTS.revenueRateLimitPerSecond, 1, 10_000_000),
    }),
    durability: oneOf(...get("TANDEM_DURABILITY"), ["disk", "os"] as const, DEFAULTS.durability),
    trustProxy: trustProxy(...get("TANDEM_TRUST_PROXY")),
    webhookDisableAfterMs: days(...get("TANDEM_WEBHOOK_DISABLE_AFTER_DAYS"), DEFAULTS.webhookDisableAfterDays, 0, 365),
    webhookConcurrency,
    webhookPerEndpoint: n("TANDEM_WEBHOOK_PER_ENDPOINT", Math.min(DEFAULTS.webhookPerEndpoint, webhookConcurrency), 1, webhookConcurrency),
    retention: Object.freeze({
      webhookDeliveriesMs: days(...get("TANDEM_RETAIN_WEBHOOK_DELIVERIES_DAYS"), DEFAULTS.retainWebhookDeliveriesDays, 1, 3650),
      deskEventsMs: days(...get("TANDEM_RETAIN_DESK_EVENTS_DAYS"), DEFAULTS.retainDeskEventsDays, 30, 3650),
      usageEventsMs: days(...get("TANDEM_RETAIN_USAGE_EVENTS_DAYS"), DEFAULTS.retainUsageEventsDays, 90, 36_500),
    }),
    http: Object.freeze({
      headersTimeoutMs,
      requestTimeoutMs,
      maxConnections: connections.max,
      maxConnectionsPerClient: n("TANDEM_MAX_CONNECTIONS_PER_CLIENT", DEFAULTS.maxConnectionsPerClient, 0, 1_000_000),
      authFailuresPerMinute: n("TANDEM_AUTH_FAILURES_PER_MINUTE", DEFAULTS.authFailuresPerMinute, 1, 1_000_000),
      shutdownTimeoutMs: n("TANDEM_SHUTDOWN_TIMEOUT_MS", DEFAULTS.shutdownTimeoutMs, 0, 600_000),
      bodyLimitBytes: n("TANDEM_BODY_LIMIT_BYTES", DEFAULTS.bodyLimitBytes, 1024, 104_857_600),
    }),
    connections,
    metrics: Object.freeze({
      host: get("TANDEM_METRICS_HOST")[1] || DEFAULTS.metricsHost,
      port: metricsPort[1] === undefined || metricsPort[1] === "" || metricsPort[1] === "off" ? undefined : port(...metricsPort, 0),
    }),
    publicUrls: Object.freeze({ desk: url(...get("TANDEM_DESK_PUBLIC_URL")), revenue: url(...get("TANDEM_REVENUE_PUBLIC_URL")), console: url(...get("TANDEM_CONSOLE_PUBLIC_URL")) }),
    mail: mail(get, host),
    widgetOrigins: origins(get("TANDEM_WIDGET_ORIGINS")[1], get("TANDEM_WIDGET_ORIGINS")[0]),
    widgetNewVisitorsPerMinute: n("TANDEM_WIDGET_NEW_VISITORS_PER_MINUTE", DEFAULTS.widgetNewVisitorsPerMinute, 1, 1_000_000),
    payments: payments(get),
  });
}
