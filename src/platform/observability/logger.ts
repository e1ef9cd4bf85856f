import { pino, type Logger } from "pino";
import pretty from "pino-pretty";

export type LogFormat = "json" | "pretty";
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The one pino logger of a process: both APIs (fastify's request logs), the
 * webhook sender, the jobs and the checkpointer log through it (or a child of
 * it). JSON lines on stdout; `pretty` for a human at a terminal.
 */
export function createLogger(level: LogLevel, format: LogFormat): Logger {
  const opts = { level, base: { pid: process.pid } };
  return format === "pretty" ? pino(opts, pretty({ colorize: !!process.stdout.isTTY, sync: true })) : pino(opts);
}
export type { Logger };
