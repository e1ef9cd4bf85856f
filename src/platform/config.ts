/**
 * Configuration, resolved once at the entry point from flags and the
 * environment into a frozen object that is passed down.
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
  /** A webhook endpoint failing every attempt for this long is disabled (`TANDEM_WEBHOOK_DISABLE_AFTER_DAYS`, default 5). */
  readonly webhookDisableAfterMs: number;
}

export type DurabilityMode = "disk" | "os";

export const DEFAULTS = {
  dbPath: "./data/tandem.db",
  host: "127.0.0.1",
  deskPort: 4000,
  revenuePort: 4100,
  logLevel: "info",
  deskRateLimitPerMinute: 600,
  durability: "disk",
  webhookDisableAfterDays: 5,
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

export function resolveConfig(flags: ConfigFlags = {}, env: NodeJS.ProcessEnv = process.env): Config {
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
  });
}
