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
}

export const DEFAULTS = {
  dbPath: "./data/tandem.db",
  host: "127.0.0.1",
  deskPort: 4000,
  revenuePort: 4100,
  logLevel: "info",
  deskRateLimitPerMinute: 600,
} as const;

export type ConfigFlags = Partial<Record<"db" | "host" | "deskPort" | "revenuePort", string>>;

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
  });
}
