import { pino, type Logger } from "pino";

export type LogFormat = "json" | "pretty";
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The one pino logger of a process: both APIs (fastify's request logs), the
 * webhook sender, the jobs and the checkpointer log through it (or a child of
 * it). JSON lines on stdout; `pretty` for a human at a terminal.
 */
export async function createLogger(level: LogLevel, format: LogFormat): Promise<Logger> {
  const opts = { level, base: { pid: process.pid } };
  if (format !== "pretty") return pino(opts);
  const { default: pretty } = await import("pino-pretty"); // only when asked for
  return pino(opts, pretty({ colorize: !!process.stdout.isTTY, sync: true }));
}
export type { Logger };
