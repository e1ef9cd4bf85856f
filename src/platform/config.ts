import { readFileSync } from "node:fs";

/**
 * Configuration, resolved once at the entry point from flags and the
 * environment into a frozen object that is passed down. Every value is
 * validated here: a bad one stops the start with a message naming it.
 */
export interface Config {
  readonly dbPath: string;
  readonly host: string;
  readonly deskPort: number;
  readonly revenuePort: number;
  /** `production` turns on the strict rules (e.g. webhook URL safety). */
  readonly production: boolean;
  readonly logLevel: string;
  /** Desk API requests per minute per key. */
  readonly deskRateLimitPerMinute: number;
  /**
   * When an answer to a write may leave: `disk` once the change is on the disk (survives a power
   * cut; each answer waits for a WAL fdatasync, shared by all answers waiting at once), `os` once
   * it is committed to the operating system (survives a crash of Tandem, not of the machine).
   */
  readonly durability: DurabilityMode;
  /** Connection and request limits of each API's HTTP server. */
  readonly http: HttpLimits;
  /** A webhook endpoint failing every attempt for this long is disabled (`TANDEM_WEBHOOK_DISABLE_AFTER_DAYS`, default 5). */
  readonly webhookDisableAfterMs: number;
  /** The public base URL of each API (behind a proxy), shown in `/docs`; else the address asked for. */
  readonly publicUrls: { readonly desk?: string; readonly revenue?: string };
  /** E-mail to visitors; null when `TANDEM_SMTP_URL` is not set (then no mail is queued). */
  readonly mail: MailConfig | null;
  /** Origins allowed to call the chat widget's routes (`TANDEM_WIDGET_ORIGINS`, comma-separated); empty = every origin. */
  readonly widgetOrigins: readonly string[];
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
}

export type DurabilityMode = "disk" | "os";

/** What one client may hold of a server, so that no client (or stalled socket) locks the others out. */
export interface HttpLimits {
  /** A request's headers must arrive within this (ms). */
  readonly headersTimeoutMs: number;
  /** A whole request, body included, must arrive within this (ms). */
  readonly requestTimeoutMs: number;
  /** Open connections per API; more are closed at once (keeps the process under its file limit). */
  readonly maxConnections: number;
  /** Open connections per client address and API; 0 = no limit (set 0 behind a proxy that is the only client). */
  readonly maxConnectionsPerClient: number;
  /** Requests with a missing or unknown key per client address and minute, before 429. */
  readonly authFailuresPerMinute: number;
  /** How long a shutdown waits for requests in flight and webhook attempts before closing anyway (ms). */
  readonly shutdownTimeoutMs: number;
}

/**
 * Open connections per API by default: half of what the file limit leaves
 * after 128 descriptors for the database, logs and the webhook sender
 * (both APIs share the limit), at most 10,000; 400 where the limit is unknown.
 */
export function defaultMaxConnections(limitsFile = "/proc/self/limits"): number {
  try {
    const m = /^Max open files\s+(\d+)/m.exec(readFileSync(limitsFile, "utf8"));
    if (m) return Math.max(16, Math.min(10_000, Math.floor((Number(m[1]) - 128) / 2)));
  } catch {}
  return 400;
}

export const DEFAULTS = {
  dbPath: "./data/tandem.db",
  host: "127.0.0.1",
  deskPort: 4000,
  revenuePort: 4100,
  logLevel: "info",
  deskRateLimitPerMinute: 600,
  durability: "disk",
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnectionsPerClient: 256,
  authFailuresPerMinute: 120,
  shutdownTimeoutMs: 10_000,
  webhookDisableAfterDays: 5,
  mailOnlineSeconds: 60,
} as const;

export type ConfigFlags = Partial<Record<"db" | "host" | "deskPort" | "revenuePort", string>>;

function durability(value: string | undefined): DurabilityMode {
  if (value === undefined || value === "") return DEFAULTS.durability;
  if (value === "disk" || value === "os") return value;
  throw new Error(`TANDEM_DURABILITY must be "disk" or "os", got "${value}"`);
}

function days(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback * 86_400_000;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 365) throw new Error(`${name} must be a number of days (over 0, at most 365), got "${value}"`);
  return Math.round(n * 86_400_000);
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number (0–65535), got "${value}"`);
  return n;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  if (value === undefined || value === "") return undefined;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, "");
}

/** `local@domain`, or `Display Name <local@domain>` (one address, no list). */
const ADDRESS = /^(?:[^<>\r\n,]*<[^\s<>@,]+@[^\s<>@,]+\.[^\s<>@,]+>|[^\s<>@,"]+@[^\s<>@,]+\.[^\s<>@,]+)$/;

function address(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  if (value === undefined || value === "") return undefined;
  if (!ADDRESS.test(value)) throw new Error(`${name} must be one e-mail address, e.g. "support@example.com" or "Acme Support <support@example.com>", got "${value}"`);
  return value;
}

/** The SMTP URL with its password hidden, for logs and messages. */
export const redactSmtpUrl = (value: string): string => value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)[^@/]*@/i, "$1***@");

function mail(env: NodeJS.ProcessEnv): MailConfig | null {
  const smtpUrl = env.TANDEM_SMTP_URL?.trim();
  const from = address(env, "TANDEM_SMTP_FROM");
  // Validated even when mail is off, so a typo shows at the first start.
  const replyTo = address(env, "TANDEM_SMTP_REPLY_TO");
  const widgetUrl = url(env, "TANDEM_WIDGET_URL");
  const onlineWindowMs = int(env, "TANDEM_MAIL_ONLINE_SECONDS", DEFAULTS.mailOnlineSeconds, 0, 86_400) * 1000;
  if (smtpUrl === undefined || smtpUrl === "") {
    if (from !== undefined) throw new Error("TANDEM_SMTP_FROM is set but TANDEM_SMTP_URL is not: set both to send e-mail, or neither");
    return null;
  }
  let u: URL;
  try {
    u = new URL(smtpUrl);
  } catch {
    throw new Error(`TANDEM_SMTP_URL must be an smtp:// or smtps:// URL, got "${redactSmtpUrl(smtpUrl)}"`);
  }
  if ((u.protocol !== "smtp:" && u.protocol !== "smtps:") || u.hostname === "") {
    throw new Error(`TANDEM_SMTP_URL must be an smtp:// or smtps:// URL with a host, got "${redactSmtpUrl(smtpUrl)}"`);
  }
  if (from === undefined) throw new Error("TANDEM_SMTP_URL is set but TANDEM_SMTP_FROM is not: mail needs a From address");
  return Object.freeze({
    smtpUrl,
    from,
    ...(replyTo === undefined ? {} : { replyTo }),
    ...(widgetUrl === undefined ? {} : { widgetUrl }),
    onlineWindowMs,
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
        throw new Error(`${name} must list origins such as https://shop.example (scheme, host, optional port; no path), got "${o}"`);
      }
      return u.origin;
    }),
  );
}

export function resolveConfig(flags: ConfigFlags = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const requestTimeoutMs = int(env, "TANDEM_REQUEST_TIMEOUT_MS", DEFAULTS.requestTimeoutMs, 1000, 3_600_000);
  const headersTimeoutMs = int(env, "TANDEM_HEADERS_TIMEOUT_MS", Math.min(DEFAULTS.headersTimeoutMs, requestTimeoutMs), 1000, requestTimeoutMs);
  return Object.freeze({
    dbPath: flags.db ?? env.TANDEM_DB ?? DEFAULTS.dbPath,
    host: flags.host ?? env.TANDEM_HOST ?? DEFAULTS.host,
    deskPort: port(flags.deskPort ?? env.TANDEM_DESK_PORT, DEFAULTS.deskPort, "desk port"),
    revenuePort: port(flags.revenuePort ?? env.TANDEM_REVENUE_PORT, DEFAULTS.revenuePort, "revenue port"),
    production: env.NODE_ENV === "production",
    logLevel: env.TANDEM_LOG_LEVEL ?? DEFAULTS.logLevel,
    deskRateLimitPerMinute: DEFAULTS.deskRateLimitPerMinute,
    durability: durability(env.TANDEM_DURABILITY),
    webhookDisableAfterMs: days(env.TANDEM_WEBHOOK_DISABLE_AFTER_DAYS, DEFAULTS.webhookDisableAfterDays, "TANDEM_WEBHOOK_DISABLE_AFTER_DAYS"),
    http: Object.freeze({
      headersTimeoutMs,
      requestTimeoutMs,
      maxConnections: int(env, "TANDEM_MAX_CONNECTIONS", defaultMaxConnections(), 1, 1_000_000),
      maxConnectionsPerClient: int(env, "TANDEM_MAX_CONNECTIONS_PER_CLIENT", DEFAULTS.maxConnectionsPerClient, 0, 1_000_000),
      authFailuresPerMinute: int(env, "TANDEM_AUTH_FAILURES_PER_MINUTE", DEFAULTS.authFailuresPerMinute, 1, 1_000_000),
      shutdownTimeoutMs: int(env, "TANDEM_SHUTDOWN_TIMEOUT_MS", DEFAULTS.shutdownTimeoutMs, 0, 600_000),
    }),
    publicUrls: Object.freeze({ desk: url(env, "TANDEM_DESK_PUBLIC_URL"), revenue: url(env, "TANDEM_REVENUE_PUBLIC_URL") }),
    mail: mail(env),
    widgetOrigins: origins(env.TANDEM_WIDGET_ORIGINS, "TANDEM_WIDGET_ORIGINS"),
  });
}
